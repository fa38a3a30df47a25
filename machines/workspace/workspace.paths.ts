/**
 * The path model of the signed-in user's workspace: its children are stand-ins (each has its own
 * model), so the walk is about what the workspace itself does when the layout settles on a
 * project or loads one: storage, the address, the lists and the tree.
 */
import { fromCallback } from 'xstate';
import { recordingDialog } from '../_testing/confirmations';
import { doneEvent, errorEvent, neverSettles, type PathModel } from '../_testing/paths';
import { workspaceObservations, workspaceTransitions } from './workspace.expectations';
import type { TreeItem } from '../testTree/testTree.machine';
import { workspaceMachine, type WorkspaceInput } from './workspace.machine';

/**
 * A child that answers nothing: the workspace only starts it and sends it events. Typed loosely:
 * it stands in for machines with other events and snapshots.
 */
const standIn = fromCallback(() => {}) as never;

export const workspaceInput: WorkspaceInput = {
  storedOrgId: 'org-1',
  storedSuiteId: 'suite-1',
  routeSuiteId: null,
  storedTestId: 'test-1',
  confirmDialog: recordingDialog().ref,
};

export const loadedTree: TreeItem[] = [
  { entity_name: 'Checkout', full_parent_path: '/', is_folder: false, is_virtual: false, test_case_id: 'test-1' },
];

export const workspacePathModel: PathModel<typeof workspaceMachine> = {
  machine: workspaceMachine,
  inputs: [workspaceInput],
  implementations: {
    actors: {
      fetchTree: neverSettles<TreeItem[], { suiteId: string }>(),
      mainLayout: standIn,
      projectPicker: standIn,
      orgSwitcher: standIn,
      changePassword: standIn,
      testTree: standIn,
      sharedParameters: standIn,
      browserStates: standIn,
      modules: standIn,
      environments: standIn,
    },
    actions: {
      storeSelection: () => {},
      showSuiteInAddress: () => {},
      forgetProjectSelections: () => {},
      goTo: () => {},
      notifyFailed: () => {},
    },
  },
  events: () => [
    { type: 'layout.selected', orgId: 'org-1', suiteId: null },
    { type: 'layout.selected', orgId: 'org-1', suiteId: 'suite-1' },
    { type: 'layout.selected', orgId: 'org-1', suiteId: 'suite-2' },
    { type: 'layout.suiteLoaded', suiteId: 'suite-1', items: loadedTree },
    { type: 'tree.stale' },
    // A screen without a project, a bare Tests address, and a test's own address.
    { type: 'address.arrived', pathname: '/collections', search: '', savedTestId: 'test-1' },
    { type: 'address.arrived', pathname: '/tests/suite-1', search: '', savedTestId: 'test-1' },
    { type: 'address.arrived', pathname: '/tests/suite-1/test-1', search: '', savedTestId: 'test-1' },
    doneEvent('fetchTree', loadedTree),
    errorEvent('fetchTree', 'Not found'),
  ],
  observations: workspaceObservations,
  transitions: workspaceTransitions,
};
