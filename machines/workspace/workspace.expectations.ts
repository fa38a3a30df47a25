/**
 * What the workspace must do when its layout reports: the hand-written tables its path replays
 * check (machines/_testing/expectations.ts). It has one state; what differs is what it tells the
 * browser's storage, the address and its children.
 */
import type { AnyEventObject } from 'xstate';
import type { Effect, ExpectationTables } from '../_testing/expectations';
import type { WorkspaceContext, workspaceMachine } from './workspace.machine';

type Tables = ExpectationTables<typeof workspaceMachine>;

const dialog = 'actor:confirmDialog';
const layout = 'actor:mainLayout';

export const workspaceObservations: Tables['observations'] = {
  // The layout may report at any time; the tree asks for a fetch only once there is a project.
  idle: ({ suiteId }) => ({
    can: suiteId
      ? ['layout.selected', 'layout.suiteLoaded', 'address.arrived', 'tree.stale']
      : ['layout.selected', 'layout.suiteLoaded', 'address.arrived'],
  }),
  fetchingTree: { can: ['layout.selected', 'layout.suiteLoaded', 'address.arrived', 'tree.stale'] },
};

/** A project chosen: stored always; when it is another project, the address and the lists move to it. */
function selected({ suiteId: followed }: WorkspaceContext, event: AnyEventObject) {
  const suiteId = event.suiteId as string | null;
  const store: Effect = { action: 'storeSelection', params: { orgId: event.orgId, suiteId } };
  if (suiteId === followed) return { effects: [store] };
  // A tree being fetched is the old project's: the fetch stops.
  // The first project after loading is the saved one: what was saved with it stays.
  const forget: Effect[] = followed !== null && suiteId !== null ? [{ action: 'forgetProjectSelections', params: undefined }] : [];
  const lists = ['sharedParameters', 'browserStates', 'modules', 'environments'].map(
    (list): Effect => ({ send: list, event: { type: 'owner.changed', ownerId: suiteId } }),
  );
  return { target: 'idle', effects: [store, ...forget, { action: 'showSuiteInAddress', params: { suiteId } }, ...lists] };
}

export const workspaceTransitions: Tables['transitions'] = {
  // The layout first, then those handed it; the lists wait for a project, the tree for its items.
  'start + xstate.init': {
    target: 'idle',
    effects: [
      { invoke: 'mainLayout', input: { storedOrgId: 'org-1', storedSuiteId: 'suite-1', routeSuiteId: null } },
      { invoke: 'projectPicker', input: { confirmDialog: dialog, layout } },
      { invoke: 'orgSwitcher', input: { layout } },
      { invoke: 'changePassword', input: { presentation: 'dialog' } },
      { invoke: 'testTree', input: { suiteId: null, selectedTestId: 'test-1', confirmDialog: dialog } },
      { invoke: 'sharedParameters', input: { ownerId: null, confirmDialog: dialog } },
      { invoke: 'browserStates', input: { ownerId: null, confirmDialog: dialog } },
      { invoke: 'modules', input: { ownerId: null, confirmDialog: dialog } },
      { invoke: 'environments', input: { ownerId: null, confirmDialog: dialog } },
    ],
  },
  'idle + layout.selected': selected,
  'fetchingTree + layout.selected': selected,
  'idle + layout.suiteLoaded': loaded,
  'fetchingTree + layout.suiteLoaded': loaded,
  'idle + address.arrived': arrived,
  'fetchingTree + address.arrived': arrived,
  // After a change on the server the tree asks for its project's tree again.
  'idle + tree.stale': ({ suiteId }) => (suiteId ? { target: 'fetchingTree', effects: [fetchTree(suiteId)] } : {}),
  // A newer change: the fetch starts over.
  'fetchingTree + tree.stale': ({ suiteId }) => ({ target: 'fetchingTree', effects: [fetchTree(suiteId)] }),
  'fetchingTree + xstate.done.actor.fetchTree': (_, event) => ({
    target: 'idle',
    effects: [{ send: 'testTree', event: { type: 'tree.loaded', items: event.output } }],
  }),
  'fetchingTree + xstate.error.actor.fetchTree': {
    target: 'idle',
    effects: [{ action: 'notifyFailed', params: { title: 'Some error occurred', text: 'Unable to fetch the test suite tree', type: 'error' } }],
  },
};

const fetchTree = (suiteId: string | null): Effect => ({ invoke: 'fetchTree', input: { suiteId } });

const goTo = (path: string): Effect => ({ action: 'goTo', params: { path } });

/** The saved test's address when the tree holds it (the samples' tree holds test-1). */
const savedTest = (suiteId: string, items: Array<{ test_case_id?: string | null }>, savedTestId: string | null) =>
  savedTestId && items.some((item) => item.test_case_id === savedTestId) ? [goTo(`/tests/${suiteId}/${savedTestId}`)] : [];

/** The loaded working set's tree goes to the tree; a bare /tests/{S} waiting for it reopens the saved test. */
function loaded({ waitingSuite, savedTestId }: WorkspaceContext, event: AnyEventObject) {
  const reopen = waitingSuite && waitingSuite === event.suiteId ? savedTest(waitingSuite, event.items, savedTestId) : [];
  return { effects: [{ send: 'testTree', event: { type: 'tree.loaded', items: event.items } }, ...reopen] };
}

/**
 * Where the router arrived: /collections gets the selected project; /tests/{S} reached from
 * elsewhere reopens the saved test once S's tree is loaded (at once when it already is).
 */
function arrived({ suiteId, path, tree }: WorkspaceContext, event: AnyEventObject) {
  const effects: Effect[] = [];
  if (event.pathname === '/collections' && suiteId) effects.push(goTo(`/collections/${suiteId}`));
  const fromOwnTest = path?.startsWith(`${event.pathname}/`) === true;
  if (event.pathname === '/tests/suite-1' && !fromOwnTest && tree?.suiteId === 'suite-1') {
    effects.push(...savedTest('suite-1', tree.items, event.savedTestId));
  }
  return { effects };
}
