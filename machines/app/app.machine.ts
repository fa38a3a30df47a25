/**
 * The app's root actor: the actors that live as long as the page — the theme, the sidebar, the
 * confirm dialog, the toasts and the session — each invoked once, with a `systemId` of the same name, so any
 * actor of the app's system can reach one (`system.get('confirmDialog')`). The session asks this
 * dialog before logging out (its input's `confirmDialog`); src/wiring/page.ts provides their
 * real implementations (storage, supabase-js, navigation) and hands the children to the screens.
 *
 * The signed-in user's actors live in one more child, the workspace (machines/workspace),
 * spawned when a user signs in (`workspace.open`) and stopped when the session ends
 * (`workspace.close`); a workspace opened for another user replaces it, so no user sees the
 * previous one's data. Its code loads on demand (the login screen never downloads it), so its
 * logic comes with the event that opens it.
 */
import { enqueueActions, setup } from 'xstate';
import { confirmDialogMachine } from '../confirmDialog/confirmDialog.machine';
import { sessionMachine } from '../session/session.machine';
import { sidebarMachine, type SidebarInput } from '../sidebar/sidebar.machine';
import { themeMachine, type ThemeInput } from '../theme/theme.machine';
import { toastsMachine } from '../toasts/toasts.machine';
import type { WorkspaceInput, workspaceMachine } from '../workspace/workspace.machine';

type WorkspaceLogic = typeof workspaceMachine;

export interface AppInput {
  /** The saved theme and the system's preference. */
  theme: ThemeInput;
  /** The saved sidebar pin. */
  sidebar: SidebarInput;
}

export interface AppContext extends AppInput {
  /** Whether a workspace is open (it is `system.get('workspace')`), and whose data it holds. */
  workspace: { userId: string | null } | null;
}

export type AppEvent =
  /** `userId` is null while the session is still being checked: the user it finds replaces it. */
  { type: 'workspace.open'; userId: string | null; logic: WorkspaceLogic; input: WorkspaceInput } | { type: 'workspace.close' };

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
    children: {} as { confirmDialog: 'confirmDialog'; toasts: 'toasts'; theme: 'theme'; sidebar: 'sidebar'; session: 'session' },
  },
  actors: {
    confirmDialog: confirmDialogMachine,
    /** Every actor's toasts; the app provides how they display. */
    toasts: toastsMachine,
    theme: themeMachine,
    sidebar: sidebarMachine,
    /** supabase-js sessions; the app provides its sign-in, refresh and sign-out. */
    session: sessionMachine,
  },
  actions: {
    // Not kept in the context: a reference there would make each opening a new snapshot.
    closeWorkspace: enqueueActions(({ enqueue, system }) => {
      const workspace = system.get('workspace');
      if (workspace) enqueue.stopChild(workspace);
      enqueue.assign({ workspace: null });
    }),
    openWorkspace: enqueueActions(({ enqueue }, params: { userId: string | null; logic: WorkspaceLogic; input: WorkspaceInput }) => {
      enqueue.spawnChild(params.logic, { systemId: 'workspace', input: params.input });
      enqueue.assign({ workspace: { userId: params.userId } });
    }),
  },
  guards: {
    isOtherUser: ({ context }, params: { userId: string | null }) => context.workspace === null || context.workspace.userId !== params.userId,
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ ...input, workspace: null }),
  // In this order: the session is handed the dialog, which must exist by then.
  invoke: [
    { id: 'confirmDialog', systemId: 'confirmDialog', src: 'confirmDialog' },
    { id: 'toasts', systemId: 'toasts', src: 'toasts' },
    { id: 'theme', systemId: 'theme', src: 'theme', input: ({ context }) => context.theme },
    { id: 'sidebar', systemId: 'sidebar', src: 'sidebar', input: ({ context }) => context.sidebar },
    { id: 'session', systemId: 'session', src: 'session', input: ({ self }) => ({ confirmDialog: self.system.get('confirmDialog') }) },
  ],
  on: {
    // The same user's workspace stays; another user's is replaced, so nobody sees another's data.
    'workspace.open': {
      guard: { type: 'isOtherUser', params: ({ event }) => ({ userId: event.userId }) },
      actions: ['closeWorkspace', { type: 'openWorkspace', params: ({ event }) => event }],
    },
    'workspace.close': { actions: 'closeWorkspace' },
  },
});
