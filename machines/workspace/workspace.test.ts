import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { recordingActor } from '../_testing/confirmations';
import { describePathModel } from '../_testing/pathTests';
import { workspaceMachine } from './workspace.machine';
import { loadedTree, workspaceInput, workspacePathModel } from './workspace.paths';

describePathModel(workspacePathModel);

const CHILDREN = ['mainLayout', 'projectPicker', 'orgSwitcher', 'changePasswordDialog', 'testTree', 'sharedParameters', 'browserStates', 'modules'];

/** A workspace whose children record what they are sent. */
function startWorkspace() {
  const children = Object.fromEntries(CHILDREN.map((id) => [id, recordingActor(id)]));
  // Typed loosely: each stands in for a machine with other events and snapshots.
  const standIn = (id: string) => createMachine({ id, on: { '*': { actions: ({ event }) => void children[id]!.received.push(event) } } }) as never;
  const stored: unknown[] = [];
  const addresses: unknown[] = [];
  const workspace = createActor(
    workspaceMachine.provide({
      actors: {
        mainLayout: standIn('mainLayout'),
        projectPicker: standIn('projectPicker'),
        orgSwitcher: standIn('orgSwitcher'),
        changePassword: standIn('changePasswordDialog'),
        testTree: standIn('testTree'),
        sharedParameters: standIn('sharedParameters'),
        browserStates: standIn('browserStates'),
        modules: standIn('modules'),
      },
      actions: {
        storeSelection: (_, params) => void stored.push(params),
        showSuiteInAddress: (_, { suiteId }) => void addresses.push(suiteId),
        forgetProjectSelections: () => void stored.push('forgotten'),
        restoreSavedTest: () => {},
      },
    }),
    { input: workspaceInput },
  ).start();
  return { workspace, received: (id: string) => children[id]!.received, stored, addresses };
}

describe('workspace', () => {
  it('starts each signed-in actor, reachable by its systemId', () => {
    const { workspace } = startWorkspace();
    for (const id of CHILDREN) expect(workspace.system.get(id), id).toBe(workspace.getSnapshot().children[id as 'mainLayout']);
  });

  it('keeps an address opened directly while the projects load: nothing moves until a project is chosen', () => {
    const { workspace, addresses, received } = startWorkspace();
    workspace.send({ type: 'layout.selected', orgId: 'org-1', suiteId: null });
    expect(addresses).toEqual([]);
    expect(received('modules')).toEqual([]);
    workspace.send({ type: 'layout.selected', orgId: 'org-1', suiteId: 'suite-1' });
    expect(addresses).toEqual(['suite-1']);
    expect(received('modules')).toEqual([{ type: 'owner.changed', ownerId: 'suite-1' }]);
  });

  it('forgets the saved collection and test on a switch between projects, not on the first choice', () => {
    const { workspace, stored } = startWorkspace();
    workspace.send({ type: 'layout.selected', orgId: 'org-1', suiteId: 'suite-1' });
    workspace.send({ type: 'layout.selected', orgId: 'org-1', suiteId: 'suite-1' });
    workspace.send({ type: 'layout.selected', orgId: 'org-1', suiteId: 'suite-2' });
    expect(stored).toEqual([
      { orgId: 'org-1', suiteId: 'suite-1' },
      { orgId: 'org-1', suiteId: 'suite-1' },
      { orgId: 'org-1', suiteId: 'suite-2' },
      'forgotten',
    ]);
  });

  it("hands each loaded working set's tree to the tree", () => {
    const { workspace, received } = startWorkspace();
    workspace.send({ type: 'layout.suiteLoaded', suiteId: 'suite-1', items: loadedTree });
    expect(received('testTree')).toEqual([{ type: 'tree.loaded', items: loadedTree }]);
  });

  it('stops every child with the workspace', () => {
    const { workspace } = startWorkspace();
    const children = Object.values(workspace.getSnapshot().children);
    workspace.stop();
    for (const child of children) expect(child?.getSnapshot().status).toBe('stopped');
  });
});
