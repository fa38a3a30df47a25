/**
 * What the app's root must do: the hand-written tables its path replays check
 * (machines/_testing/expectations.ts). It has one state; it starts the page's actors with what
 * was stored, and opens one workspace at a time (app.test.ts checks the replacement by another
 * user and the stops, which are not recorded effects).
 */
import type { ExpectationTables } from '../_testing/expectations';
import type { appMachine } from './app.machine';

type Tables = ExpectationTables<typeof appMachine>;

export const appObservations: Tables['observations'] = {
  // The same user's workspace is not opened twice; closing is always possible (a no-op without one).
  '': ({ workspace }) => ({ can: workspace ? ['workspace.close'] : ['workspace.open', 'workspace.close'] }),
};

export const appTransitions: Tables['transitions'] = {
  // The theme and the sidebar start from what was stored; the session is handed the one dialog.
  'start + xstate.init': {
    target: '',
    effects: [
      { invoke: 'toasts', input: undefined },
      { invoke: 'theme', input: { storedMode: 'dark', systemPrefersDark: false } },
      { invoke: 'sidebar', input: { pinned: true } },
      { invoke: 'session', input: { confirmDialog: 'actor:confirmDialog' } },
    ],
  },
};
