/**
 * The app-level actors, created once and wired to their real implementations (API calls,
 * supabase-js, storage, toasts, navigation). Components read them through selectors and only
 * send events.
 *
 * Two lifetimes: `appActors()` lives as long as the page (theme, sidebar, the confirmation
 * dialog, the session; see pageActors.ts); `layoutActors()` holds the signed-in user's data
 * (organizations, projects) and is thrown away when the session ends, so the next user starts
 * clean. Only signed-in screens import this module: the login screen never downloads it.
 */
import { waitFor } from 'xstate';
import type { LoaderFunctionArgs } from 'react-router';
import { selectIsChecking, selectUser } from '../../machines/session/session.selectors';
import { isSignedIn } from '../session/session';
import { appActors, registerLayoutActorsStop, resetLayoutActors } from './pageActors';
import { createLayoutActors, type LayoutActors } from './layoutActors';
import { suiteInAddress } from './navigation';

export { appActors, resetLayoutActors, type AppActors } from './pageActors';

let layout: LayoutActors | null = null;
/** Whose data the layout actors hold: they never outlive that user's session. */
let layoutUserId: string | null = null;

registerLayoutActorsStop(() => {
  layout?.stopAll();
  layout = null;
  layoutUserId = null;
});

const signedInUserId = () => selectUser(appActors().session.getSnapshot())?.id ?? null;

/** The signed-in user's actors; `routeSuiteId` seeds the layout with the address's project. */
export function layoutActors(routeSuiteId: string | null = null): LayoutActors {
  const userId = signedInUserId();
  if (layout && layoutUserId !== userId) resetLayoutActors();
  if (!layout) {
    // Recreated for another user (or first made by a screen, not a route loader), the layout
    // still starts from the project the address names: a test opened by its id keeps it.
    layout = createLayoutActors(appActors(), routeSuiteId ?? suiteInAddress());
    layoutUserId = userId;
  }
  return layout;
}

/**
 * Route loader: tells the layout which project the address names. React Router runs it in
 * parallel with the parent's sign-in guard, so it must not start the layout for a visitor who
 * is about to be sent to the login screen (the layout would call the API without a session).
 */
export async function followRouteSuite({ params }: LoaderFunctionArgs) {
  if (!(await isSignedIn())) return null;
  // The layout belongs to the session's user: wait until the session machine knows who it is.
  await waitFor(appActors().session, (snapshot) => !selectIsChecking(snapshot));
  const suiteId = params.testSuiteId ?? null;
  layoutActors(suiteId).mainLayout.send({ type: 'route.changed', suiteId });
  return null;
}
