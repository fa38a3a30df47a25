/**
 * The path model of the app's root: one state whose children are the page's actors. Its one
 * path (starting) checks that each child starts; app.test.ts checks how they are wired.
 */
import { createMachine } from 'xstate';
import { recordingDialog } from '../_testing/confirmations';
import type { PathModel } from '../_testing/paths';
import type { workspaceMachine } from '../workspace/workspace.machine';
import { neverSettles } from '../_testing/paths';
import { sessionMachine, type Session } from '../session/session.machine';
import { themeMachine } from '../theme/theme.machine';
import { sidebarMachine } from '../sidebar/sidebar.machine';
import { toastsMachine } from '../toasts/toasts.machine';
import { appObservations, appTransitions } from './app.expectations';
import { appMachine, type AppInput } from './app.machine';

/** The page's actors with nothing stored and the session's requests silent. */
export const silentApp = {
  actors: {
    theme: themeMachine.provide({ actions: { storeMode: () => {} } }),
    sidebar: sidebarMachine.provide({ actions: { storePinned: () => {} } }),
    toasts: toastsMachine.provide({ actions: { display: () => {} } }),
    session: sessionMachine.provide({
      actors: { getSession: neverSettles<Session | null>(), refreshSession: neverSettles<Session | null>(), signOut: neverSettles<void>() },
      actions: { resetStores: () => {}, goToLogin: () => {} },
    }),
  },
};

export const storedDark: AppInput = { theme: { storedMode: 'dark', systemPrefersDark: false }, sidebar: { pinned: true } };

/** A workspace with no children: the root's part is only to open, replace and close it. */
export const emptyWorkspace = createMachine({ id: 'workspace' }) as unknown as typeof workspaceMachine;
export const workspaceInput = {
  storedOrgId: null,
  storedSuiteId: null,
  routeSuiteId: null,
  storedTestId: null,
  confirmDialog: recordingDialog().ref,
};

export const appPathModel: PathModel<typeof appMachine> = {
  machine: appMachine,
  inputs: [storedDark],
  implementations: silentApp,
  // One user only: the graph does not stop what it spawns, so a second workspace would collide
  // with the first's systemId there. app.test.ts checks that another user's replaces it.
  events: () => [{ type: 'workspace.open', userId: 'user-1', logic: emptyWorkspace, input: workspaceInput }, { type: 'workspace.close' }],
  observations: appObservations,
  transitions: appTransitions,
};
