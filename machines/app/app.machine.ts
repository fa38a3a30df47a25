/**
 * The app's root actor: the actors that live as long as the page — the theme, the sidebar, the
 * confirm dialog and the session — each invoked once, with a `systemId` of the same name, so any
 * actor of the app's system can reach one (`system.get('confirmDialog')`). The session asks this
 * dialog before logging out (its input's `confirmDialog`); src/app/pageActors.ts provides their
 * real implementations (storage, supabase-js, navigation) and hands the children to the screens.
 *
 * The signed-in user's actors (layout, projects, tests) are not its children yet: they are
 * created per user by src/app/appActors.ts and stopped when the session ends.
 */
import { setup } from 'xstate';
import { confirmDialogMachine } from '../confirmDialog/confirmDialog.machine';
import { sessionMachine } from '../session/session.machine';
import { sidebarMachine, type SidebarInput } from '../sidebar/sidebar.machine';
import { themeMachine, type ThemeInput } from '../theme/theme.machine';

export interface AppInput {
  /** The saved theme and the system's preference. */
  theme: ThemeInput;
  /** The saved sidebar pin. */
  sidebar: SidebarInput;
}

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppInput,
    children: {} as { confirmDialog: 'confirmDialog'; theme: 'theme'; sidebar: 'sidebar'; session: 'session' },
  },
  actors: {
    confirmDialog: confirmDialogMachine,
    theme: themeMachine,
    sidebar: sidebarMachine,
    /** supabase-js sessions; the app provides its sign-in, refresh and sign-out. */
    session: sessionMachine,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => input,
  // In this order: the session is handed the dialog, which must exist by then.
  invoke: [
    { id: 'confirmDialog', systemId: 'confirmDialog', src: 'confirmDialog' },
    { id: 'theme', systemId: 'theme', src: 'theme', input: ({ context }) => context.theme },
    { id: 'sidebar', systemId: 'sidebar', src: 'sidebar', input: ({ context }) => context.sidebar },
    { id: 'session', systemId: 'session', src: 'session', input: ({ self }) => ({ confirmDialog: self.system.get('confirmDialog') }) },
  ],
});
