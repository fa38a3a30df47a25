/**
 * The path model of the app's root: one state whose children are the page's actors. Its one
 * path (starting) checks that each child starts; app.test.ts checks how they are wired.
 */
import type { PathModel } from '../_testing/paths';
import { neverSettles } from '../_testing/paths';
import { sessionMachine, type Session } from '../session/session.machine';
import { themeMachine } from '../theme/theme.machine';
import { sidebarMachine } from '../sidebar/sidebar.machine';
import { appMachine, type AppInput } from './app.machine';

/** The page's actors with nothing stored and the session's requests silent. */
export const silentApp = {
  actors: {
    theme: themeMachine.provide({ actions: { storeMode: () => {} } }),
    sidebar: sidebarMachine.provide({ actions: { storePinned: () => {} } }),
    session: sessionMachine.provide({
      actors: { getSession: neverSettles<Session | null>(), refreshSession: neverSettles<Session | null>(), signOut: neverSettles<void>() },
      actions: { resetStores: () => {}, goToLogin: () => {} },
    }),
  },
};

export const storedDark: AppInput = { theme: { storedMode: 'dark', systemPrefersDark: false }, sidebar: { pinned: true } };

export const appPathModel: PathModel<typeof appMachine> = {
  machine: appMachine,
  inputs: [storedDark],
  implementations: silentApp,
  events: () => [],
};
