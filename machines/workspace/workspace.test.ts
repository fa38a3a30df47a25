import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { recordingActor } from '../_testing/confirmations';
import { describePathModel } from '../_testing/pathTests';
import { workspaceMachine } from './workspace.machine';
import { loadedTree, workspaceInput, workspacePathModel } from './workspace.paths';

describePathModel(workspacePathModel);

const CHILDREN = [
  'mainLayout',
  'projectPicker',
  'orgSwitcher',
  'changePasswordDialog',
  'testTree',
  'sharedParameters',
  'browserStates',
  'modules',
  'environments',
];

/** A workspace whose children record what they are sent. */
function startWorkspace() {
  const children = Object.fromEntries(CHILDREN.map((id) => [id, recordingActor(id)]));
  // Typed loosely: each stands in for a machine with other events and snapshots.
  const standIn = (id: string) => createMachine({ id, on: { '*': { actions: ({ event }) => void children[id]!.received.push(event) } } }) as never;
  const stored: unknown[] = [];
  const addresses: unknown[] = [];
  const went: string[] = [];
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
        environments: standIn('environments'),
      },
      actions: {
        storeSelection: (_, params) => void stored.push(params),
        showSuiteInAddress: (_, { suiteId }) => void addresses.push(suiteId),
        forgetProjectSelections: () => void stored.push('forgotten'),
        goTo: (_, { path }) => void went.push(path),
      },
    }),
    { input: workspaceInput },
  ).start();
  const arrive = (pathname: string, search = '', savedTestId: string | null = 'test-1') =>
    workspace.send({ type: 'address.arrived', pathname, search, savedTestId });
  return { workspace, received: (id: string) => children[id]!.received, stored, addresses, went, arrive };
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
    expect(received('environments')).toEqual([{ type: 'owner.changed', ownerId: 'suite-1' }]);
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

  it('keeps the project in the address when the app goes to a screen without it (/ after a password change, /collections)', () => {
    const { workspace, went, arrive } = startWorkspace();
    arrive('/collections');
    expect(went).toEqual([]);
    workspace.send({ type: 'layout.selected', orgId: 'org-1', suiteId: 'suite-1' });
    for (const path of ['/tests', '/collections', '/collections/suite-1', '/change-password']) arrive(path);
    expect(went).toEqual(['/tests/suite-1', '/collections/suite-1']);
  });

  it('opens the saved test when /tests/{S} is opened without one, once its tree is loaded (S-110)', () => {
    const { workspace, went, arrive } = startWorkspace();
    arrive('/tests/suite-1');
    workspace.send({ type: 'layout.suiteLoaded', suiteId: 'suite-2', items: loadedTree });
    expect(went).toEqual([]);
    workspace.send({ type: 'layout.suiteLoaded', suiteId: 'suite-1', items: loadedTree });
    expect(went).toEqual(['/tests/suite-1/test-1']);
    // Once: a later load of the working set does not open it again.
    workspace.send({ type: 'layout.suiteLoaded', suiteId: 'suite-1', items: [...loadedTree] });
    expect(went).toHaveLength(1);
  });

  it('leaves a test for its bare project address, the new-test form and a vanished test alone', () => {
    const { workspace, went, arrive } = startWorkspace();
    workspace.send({ type: 'layout.suiteLoaded', suiteId: 'suite-1', items: loadedTree });
    arrive('/tests/suite-1/test-1');
    arrive('/tests/suite-1');
    arrive('/tests/suite-1', '?new');
    arrive('/collections/suite-1', '', 'test-gone');
    arrive('/tests/suite-1', '', 'test-gone');
    expect(went).toEqual([]);
    // From elsewhere, with the saved test in the loaded tree: it opens at once.
    arrive('/settings/suite-1');
    arrive('/tests/suite-1');
    expect(went).toEqual(['/tests/suite-1/test-1']);
  });

  it('stops every child with the workspace', () => {
    const { workspace } = startWorkspace();
    const children = Object.values(workspace.getSnapshot().children);
    workspace.stop();
    for (const child of children) expect(child?.getSnapshot().status).toBe('stopped');
  });
});
