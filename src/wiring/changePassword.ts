/** /change-password's machine (the page, not the dialog: workspace.ts) wired to supabase-js, toasts and navigation. */
import { changePasswordMachine } from '../../machines/changePassword/changePassword.machine';
import { goTo } from '../app/navigation';
import { changePasswordActors } from './actors/authActors';
import { notify } from './page';
import { layoutActors } from './workspace';

export const changePasswordPage = changePasswordMachine.provide({
  actors: changePasswordActors,
  actions: {
    notifyChanged: notify,
    notifyFailed: notify,
    goHome: () => goTo('/'),
    refetchProjects: () => layoutActors().mainLayout.send({ type: 'suites.changed' }),
  },
});
