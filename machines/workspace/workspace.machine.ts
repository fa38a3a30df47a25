/**
 * The signed-in user's workspace: the actors that hold one user's data for as long as the
 * session lasts — the main layout (organizations, projects), the project picker, the
 * organization switcher, the change-password dialog, the test tree and the selected project's
 * shared parameters, browser states, modules and environments. Each is invoked once, with a `systemId` of the
 * same name, so a screen or another actor reaches it through the app's system. The app's root
 * (machines/app) spawns it when a user signs in and stops it when the session ends, so the
 * next user starts clean.
 *
 * What one of them changes that others follow is a transition here, not a subscription:
 * - the layout tells its workspace (`layout.selected`) each time it settles on an organization
 *   and project: the selection is stored, the address follows a changed project, the lists
 *   move to it, and a switch forgets the old project's saved collection and test;
 * - the layout tells it (`layout.suiteLoaded`) when a project's working set arrives: the tree
 *   shows that set's tree;
 * - the tree tells it (`tree.stale`) after a change on the server: it fetches the project's
 *   tree again for the tree to show;
 * - the app tells it where the router arrived (`address.arrived`): a project-scoped screen
 *   without a project gets the selected one, and `/tests/{S}` opened from elsewhere reopens
 *   the saved test once the project's tree shows it is still there.
 *
 * The app (src/wiring/workspace.ts) provides the children's API calls and the named actions below.
 */
import { assign, enqueueActions, sendTo, setup, type AnyActorRef } from 'xstate';
import type { ConfirmDialogRef } from '../confirmDialog/confirmDialog.machine';
import { browserStatesMachine } from '../browserStates/browserStates.machine';
import { changePasswordMachine } from '../changePassword/changePassword.machine';
import { mainLayoutMachine, type MainLayoutInput, type SuiteData } from '../mainLayout/mainLayout.machine';
import { environmentsMachine } from '../environments/environments.machine';
import { modulesMachine } from '../modules/modules.machine';
import { orgSwitcherMachine } from '../orgSwitcher/orgSwitcher.machine';
import { projectPickerMachine } from '../projectPicker/projectPicker.machine';
import { sharedParametersMachine } from '../sharedParameters/sharedParameters.machine';
import { testTreeMachine, type TreeItem } from '../testTree/testTree.machine';
import { providedActor, providedAction } from '../_shared/provided';
import { addressWithSuite, bareTestsSuite, savedTestAddress } from './addresses';

export interface WorkspaceInput extends MainLayoutInput {
  /** The test saved in the browser's storage: the tree marks it selected. */
  storedTestId: string | null;
  /** The app's confirm dialog, asked before the picker, the tree and the lists delete. */
  confirmDialog: ConfirmDialogRef;
}

export interface WorkspaceContext {
  /** The project the layout last settled on; the lists and the address follow it. */
  suiteId: string | null;
  input: WorkspaceInput;
  /** The path the router last arrived at. */
  path: string | null;
  /** A bare `/tests/{S}` arrived at from elsewhere, waiting for S's tree to reopen the saved test. */
  waitingSuite: string | null;
  /** The test saved in storage when the router last arrived. */
  savedTestId: string | null;
  /** The tree of the working set the layout last loaded. */
  tree: { suiteId: string | null; items: TreeItem[] } | null;
}

export type WorkspaceEvent =
  | { type: 'layout.selected'; orgId: string | null; suiteId: string | null }
  | { type: 'tree.stale' }
  | { type: 'address.arrived'; pathname: string; search: string; savedTestId: string | null }
  | { type: 'layout.suiteLoaded'; suiteId: string | null; items: SuiteData['testItems'] };

/** The layout, invoked first: the picker and the switcher tell it what the user chose. */
function layoutOf(self: AnyActorRef): AnyActorRef {
  const layout = self.system.get('mainLayout');
  if (!layout) throw new Error('The workspace starts its layout before the actors that tell it things');
  return layout;
}

export const workspaceMachine = setup({
  types: {
    input: {} as WorkspaceInput,
    context: {} as WorkspaceContext,
    events: {} as WorkspaceEvent,
    children: {} as {
      fetchTree: 'fetchTree';
      mainLayout: 'mainLayout';
      projectPicker: 'projectPicker';
      orgSwitcher: 'orgSwitcher';
      changePasswordDialog: 'changePassword';
      testTree: 'testTree';
      sharedParameters: 'sharedParameters';
      browserStates: 'browserStates';
      modules: 'modules';
      environments: 'environments';
    },
  },
  actors: {
    /** GET test-suites/{id}/tree. */
    fetchTree: providedActor<TreeItem[], { suiteId: string }>('fetchTree'),
    mainLayout: mainLayoutMachine,
    projectPicker: projectPickerMachine,
    orgSwitcher: orgSwitcherMachine,
    changePassword: changePasswordMachine,
    testTree: testTreeMachine,
    sharedParameters: sharedParametersMachine,
    browserStates: browserStatesMachine,
    modules: modulesMachine,
    environments: environmentsMachine,
  },
  actions: {
    /** Saves the organization and project in the browser's storage. */
    storeSelection: providedAction<{ orgId: string | null; suiteId: string | null }>('storeSelection'),
    /** The address names the newly selected project (a project-scoped screen's second segment). */
    showSuiteInAddress: providedAction<{ suiteId: string | null }>('showSuiteInAddress'),
    /** The saved collection and test belong to the project they were chosen in. */
    forgetProjectSelections: providedAction('forgetProjectSelections'),
    /** The project the workspace now follows. */
    followSuite: assign((_, params: { suiteId: string | null }) => ({ suiteId: params.suiteId })),
    // Each of the project's lists loads the new project's items (the tree gets its tree when it loads).
    moveSharedParameters: sendTo('sharedParameters', (_, params: { suiteId: string | null }) => ({
      type: 'owner.changed' as const,
      ownerId: params.suiteId,
    })),
    moveBrowserStates: sendTo('browserStates', (_, params: { suiteId: string | null }) => ({
      type: 'owner.changed' as const,
      ownerId: params.suiteId,
    })),
    moveModules: sendTo('modules', (_, params: { suiteId: string | null }) => ({ type: 'owner.changed' as const, ownerId: params.suiteId })),
    moveEnvironments: sendTo('environments', (_, params: { suiteId: string | null }) => ({
      type: 'owner.changed' as const,
      ownerId: params.suiteId,
    })),
    /** Spec section 8: "Every failed product call shows a toast titled 'Some error occurred'". */
    notifyFailed: providedAction<{ title: string; text: string; type: 'error' }>('notifyFailed'),
    /** Replaces the address (no new history entry). */
    goTo: providedAction<{ path: string }>('goTo'),
  },
  guards: {
    isOtherSuite: ({ context }, params: { suiteId: string | null }) => params.suiteId !== context.suiteId,
    hasSuite: ({ context }) => context.suiteId !== null,
    /** From one project to another; the first project chosen after loading is the saved one, and none is none. */
    isSwitch: ({ context }, params: { suiteId: string | null }) => context.suiteId !== null && params.suiteId !== null,
  },
}).createMachine({
  id: 'workspace',
  context: ({ input }) => ({ suiteId: null, input, path: null, waitingSuite: null, savedTestId: input.storedTestId, tree: null }),
  // The layout first: the picker and the switcher are handed it, the lists and the tree the dialog.
  invoke: [
    {
      id: 'mainLayout',
      systemId: 'mainLayout',
      src: 'mainLayout',
      input: ({ context: { input } }) => ({ storedOrgId: input.storedOrgId, storedSuiteId: input.storedSuiteId, routeSuiteId: input.routeSuiteId }),
    },
    {
      id: 'projectPicker',
      systemId: 'projectPicker',
      src: 'projectPicker',
      input: ({ context, self }) => ({ confirmDialog: context.input.confirmDialog, layout: layoutOf(self) }),
    },
    { id: 'orgSwitcher', systemId: 'orgSwitcher', src: 'orgSwitcher', input: ({ self }) => ({ layout: layoutOf(self) }) },
    { id: 'changePasswordDialog', systemId: 'changePasswordDialog', src: 'changePassword', input: { presentation: 'dialog' } },
    {
      id: 'testTree',
      systemId: 'testTree',
      src: 'testTree',
      input: ({ context }) => ({ suiteId: null, selectedTestId: context.input.storedTestId, confirmDialog: context.input.confirmDialog }),
    },
    {
      id: 'sharedParameters',
      systemId: 'sharedParameters',
      src: 'sharedParameters',
      input: ({ context }) => ({ ownerId: null, confirmDialog: context.input.confirmDialog }),
    },
    {
      id: 'browserStates',
      systemId: 'browserStates',
      src: 'browserStates',
      input: ({ context }) => ({ ownerId: null, confirmDialog: context.input.confirmDialog }),
    },
    { id: 'modules', systemId: 'modules', src: 'modules', input: ({ context }) => ({ ownerId: null, confirmDialog: context.input.confirmDialog }) },
    {
      id: 'environments',
      systemId: 'environments',
      src: 'environments',
      input: ({ context }) => ({ ownerId: null, confirmDialog: context.input.confirmDialog }),
    },
  ],
  on: {
    'layout.selected': [
      {
        guard: { type: 'isOtherSuite', params: ({ event }) => ({ suiteId: event.suiteId }) },
        // A tree being fetched is the old project's.
        target: '.idle',
        actions: [
          { type: 'storeSelection', params: ({ event }) => ({ orgId: event.orgId, suiteId: event.suiteId }) },
          enqueueActions(({ enqueue, check, event }) => {
            if (check({ type: 'isSwitch', params: { suiteId: event.suiteId } })) enqueue('forgetProjectSelections');
          }),
          { type: 'showSuiteInAddress', params: ({ event }) => ({ suiteId: event.suiteId }) },
          { type: 'followSuite', params: ({ event }) => ({ suiteId: event.suiteId }) },
          { type: 'moveSharedParameters', params: ({ event }) => ({ suiteId: event.suiteId }) },
          { type: 'moveBrowserStates', params: ({ event }) => ({ suiteId: event.suiteId }) },
          { type: 'moveModules', params: ({ event }) => ({ suiteId: event.suiteId }) },
          { type: 'moveEnvironments', params: ({ event }) => ({ suiteId: event.suiteId }) },
        ],
      },
      // The same project again: a refreshed list, or another organization before its projects load.
      { actions: { type: 'storeSelection', params: ({ event }) => ({ orgId: event.orgId, suiteId: event.suiteId }) } },
    ],
    // Each newly loaded working set carries its tree; collections.changed keeps the same tree.
    'layout.suiteLoaded': {
      actions: [
        sendTo('testTree', ({ event }) => ({ type: 'tree.loaded' as const, items: event.items })),
        enqueueActions(({ context, event, enqueue }) => {
          enqueue.assign({ tree: { suiteId: event.suiteId, items: event.items } });
          // The saved test of a bare /tests/{S} waiting for this tree.
          if (!event.suiteId || context.waitingSuite !== event.suiteId) return;
          const saved = savedTestAddress(event.suiteId, event.items, context.savedTestId);
          enqueue.assign({ waitingSuite: null });
          if (saved) enqueue({ type: 'goTo', params: { path: saved } });
        }),
      ],
    },
    'address.arrived': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        // A project-scoped screen reached without a project (/ after a password change, a link to
        // /collections) shows the selected one, so its address names it too.
        const withSuite = addressWithSuite(event, context.suiteId);
        if (withSuite) enqueue({ type: 'goTo', params: { path: withSuite } });
        // "The selected test is cached in browser storage" (S-110): /tests/{S} opened from
        // elsewhere opens the saved test, once S's tree shows it. Leaving a test for its bare
        // project address (the test was deleted, say) stays there.
        const bare = bareTestsSuite(event);
        const fromOwnTest = bare !== null && context.path?.startsWith(`/tests/${bare}/`) === true;
        let waitingSuite = bare && !fromOwnTest ? bare : null;
        if (waitingSuite && context.tree?.suiteId === waitingSuite) {
          const saved = savedTestAddress(waitingSuite, context.tree.items, event.savedTestId);
          waitingSuite = null;
          if (saved) enqueue({ type: 'goTo', params: { path: saved } });
        }
        enqueue.assign({ path: event.pathname, waitingSuite, savedTestId: event.savedTestId });
      }),
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: { 'tree.stale': { guard: 'hasSuite', target: 'fetchingTree' } },
    },
    fetchingTree: {
      invoke: {
        id: 'fetchTree',
        src: 'fetchTree',
        input: ({ context }) => ({ suiteId: context.suiteId! }),
        onDone: { target: 'idle', actions: sendTo('testTree', ({ event }) => ({ type: 'tree.loaded' as const, items: event.output })) },
        onError: {
          target: 'idle',
          actions: { type: 'notifyFailed', params: { title: 'Some error occurred', text: 'Unable to fetch the test suite tree', type: 'error' } },
        },
      },
      // Re-entering restarts the fetch: the answer in flight may predate this change.
      on: { 'tree.stale': { target: 'fetchingTree', reenter: true } },
    },
  },
});
