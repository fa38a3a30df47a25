/**
 * The path model of the test tree: a small project (two folders, a subfolder, three tests),
 * what a user does to it, and both outcomes of every call. Edits are offered only on the tree
 * as loaded (or with one new folder), not after every search, toggle or earlier edit: each of
 * those is a snapshot of its own, and the combinations say nothing new.
 */
import type { SnapshotFrom } from 'xstate';
import type { ModelEvent, PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import {
  testTreeMachine,
  type DeleteTestFolderInput,
  type MoveTestCaseInput,
  type MoveTestFolderInput,
  type RenameTestCaseInput,
  type TreeItem,
} from './testTree.machine';

import { testTreeObservations, testTreeTransitions } from './testTree.expectations';
import { folder, test } from './testTree.samples';

/** As the server sends them: folders first, then by name, level by level. */
export const sampleItems: TreeItem[] = [
  folder('account'),
  folder('checkout'),
  folder('guest', 'checkout'),
  test('Login', 'account', 't2', 'created'),
  test('Pay by card', 'checkout', 't1', 'completed'),
  test('Guest pays', 'checkout/guest', 't3', 'failed'),
];

type Snapshot = SnapshotFrom<typeof testTreeMachine>;
type Event = ModelEvent<typeof testTreeMachine>;

const asLoaded = (snapshot: Snapshot) => JSON.stringify(snapshot.context.items) === JSON.stringify(sampleItems);

function browsingEvents(snapshot: Snapshot): Event[] {
  const { search, selectedTestId, expanded, virtualFolders } = snapshot.context;
  if (!asLoaded(snapshot)) return [];
  if (virtualFolders.length === 1) {
    const path = virtualFolders[0]!;
    return [
      { type: 'item.rename', kind: 'folder', path },
      { type: 'move.start', kind: 'folder', path },
      { type: 'folder.delete', path },
    ];
  }
  if (virtualFolders.length > 0) return [];
  const looking: Event[] = [
    { type: 'search.changed', value: search === '' ? 'pay' : '' },
    { type: 'folder.toggled', path: 'checkout' },
    { type: 'test.selected', id: 't1' },
  ];
  if (search !== '' || selectedTestId !== null || expanded.length > 0) return looking;
  return [
    ...looking,
    { type: 'folder.create', parentPath: 'checkout' },
    { type: 'item.rename', kind: 'folder', path: 'checkout' },
    { type: 'item.rename', kind: 'test', id: 't1' },
    { type: 'item.rename', kind: 'test', id: 'gone' },
    { type: 'move.start', kind: 'folder', path: 'checkout/guest' },
    { type: 'move.start', kind: 'test', id: 't1' },
    { type: 'folder.delete', path: 'checkout' },
  ];
}

function choosingEvents(snapshot: Snapshot): Event[] {
  const from = snapshot.context.moving?.from;
  if (from === 't1') {
    return [
      { type: 'item.move', kind: 'test', from, toPath: 'account' },
      // Where it already is: nothing to do.
      { type: 'item.move', kind: 'test', from, toPath: 'checkout' },
    ];
  }
  if (from === 'checkout/guest') {
    return [
      { type: 'item.move', kind: 'folder', from, toPath: '' },
      // Into itself: refused.
      { type: 'item.move', kind: 'folder', from, toPath: 'checkout/guest' },
    ];
  }
  return from ? [{ type: 'item.move', kind: 'folder', from, toPath: 'account' }] : [];
}

/** Typing is offered on the untouched draft only: one valid and one forbidden name. */
function draftEvents(snapshot: Snapshot): Event[] {
  const { editing, draftName } = snapshot.context;
  const original = editing?.kind === 'test' ? editing.name : editing?.path.split('/').pop();
  if (draftName !== original) return [];
  return [
    { type: 'draft.changed', value: ' Payments ' },
    { type: 'draft.changed', value: 'a/b' },
  ];
}

export const testTreePathModel: PathModel<typeof testTreeMachine> = {
  machine: testTreeMachine,
  inputs: [{ suiteId: 'suite-1', confirmDialog: recordingDialog().ref }],
  implementations: {
    actors: {
      moveTestFolder: neverSettles<unknown, MoveTestFolderInput>(),
      renameTestCase: neverSettles<unknown, RenameTestCaseInput>(),
      moveTestCase: neverSettles<unknown, MoveTestCaseInput>(),
      deleteTestFolder: neverSettles<unknown, DeleteTestFolderInput>(),
    },
    actions: {
      notifyFolderRenameFailed: () => {},
      notifyFolderMoveFailed: () => {},
      notifyTestRenameFailed: () => {},
      notifyTestMoveFailed: () => {},
      notifyFolderDeleteFailed: () => {},
      openTest: () => {},
      refetchTree: () => {},
    },
  },
  events: (snapshot) => [
    { type: 'tree.loaded', items: sampleItems },
    { type: 'tree.changed' },
    { type: 'confirm.accepted', value: '' },
    { type: 'confirm.declined' },
    ...(snapshot.matches('browsing') ? browsingEvents(snapshot) : []),
    ...(snapshot.matches({ moving: 'choosing' }) ? choosingEvents(snapshot) : []),
    { type: 'move.cancel' },
    ...draftEvents(snapshot),
    { type: 'draft.save' },
    { type: 'draft.cancel' },
    doneEvent('moveTestFolder', null),
    errorEvent('moveTestFolder', 'Forbidden'),
    doneEvent('renameTestCase', null),
    errorEvent('renameTestCase', 'Forbidden'),
    doneEvent('moveTestCase', null),
    errorEvent('moveTestCase', 'Forbidden'),
    doneEvent('deleteTestFolder', null),
    errorEvent('deleteTestFolder', 'Forbidden'),
  ],
  observations: testTreeObservations,
  transitions: testTreeTransitions,
};
