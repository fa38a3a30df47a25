/** Keeps the page's branding in step with the selected organization and the current page. */
import { selectSelectedOrg } from '../../machines/mainLayout/mainLayout.selectors';
import { applyBranding, brandingFor, DEFAULT_BRANDING } from './branding';
import { followPathname } from './navigation';
import type { mainLayoutMachine } from '../../machines/mainLayout/mainLayout.machine';
import type { ActorRefFrom } from 'xstate';

/** Returns a function that stops following and puts the product's own branding back. */
export function followBranding(mainLayout: ActorRefFrom<typeof mainLayoutMachine>): () => void {
  let pathname = window.location.pathname;
  const apply = () => applyBranding(brandingFor(selectSelectedOrg(mainLayout.getSnapshot())?.ui_config, pathname));
  const layoutSubscription = mainLayout.subscribe(apply);
  const stopPath = followPathname((next) => {
    pathname = next;
    apply();
  });
  return () => {
    layoutSubscription.unsubscribe();
    stopPath();
    applyBranding(DEFAULT_BRANDING);
  };
}
