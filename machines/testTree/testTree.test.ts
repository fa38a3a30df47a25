import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { recordingDialog } from '../_testing/confirmations';
import {
  testTreeMachine,
  type DeleteTestFolderInput,
  type MoveTestCaseInput,
  type MoveTestFolderInput,
  type RenameTestCaseInput,
} from './testTree.machine';
import { sampleItems, testTreePathModel } from './testTree.paths';
import { selectDraftError, selectEditingKey, selectIsBusy, selectMoveDestinations, selectRows } from './testTree.selectors';

describePathModel(testTreePathModel);

/** A loaded tree whose calls and toasts are recorded; calls never settle: the test sends their outcome. */
function startTree() {
  const dialog = recordingDialog();
  const calls: Array<[string, unknown]> = [];
  const recording = <TInput = NonReducibleUnknown>(name: string) =>
    fromPromise<unknown, TInput>(({ input }) => {
      calls.push([name, input]);
      return new Promise(() => {});
    });
  /** What the tree asks of the app, in order: open a test, fetch the tree again. */
  const asked: unknown[] = [];
  const toast = (name: string) => (_: unknown, params: unknown) => calls.push([name, params]);
  const actor = createActor(
    testTreeMachine.provide({
      actors: {
        moveTestFolder: recording<MoveTestFolderInput>('moveTestFolder'),
        renameTestCase: recording<RenameTestCaseInput>('renameTestCase'),
        moveTestCase: recording<MoveTestCaseInput>('moveTestCase'),
        deleteTestFolder: recording<DeleteTestFolderInput>('deleteTestFolder'),
      },
      actions: {
        notifyFolderRenameFailed: toast('notifyFolderRenameFailed'),
        notifyFolderMoveFailed: toast('notifyFolderMoveFailed'),
        notifyTestRenameFailed: toast('notifyTestRenameFailed'),
        notifyTestMoveFailed: toast('notifyTestMoveFailed'),
        notifyFolderDeleteFailed: toast('notifyFolderDeleteFailed'),
        openTest: (_, params) => void asked.push({ type: 'openTest', ...params }),
        refetchTree: () => void asked.push({ type: 'refetchTree' }),
      },
    }),
    { input: { suiteId: 'suite-1', confirmDialog: dialog.ref } },
  );
  // Done and error events come from invoked actors, so the machine's own event type excludes them.
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  actor.start();
  actor.send({ type: 'tree.loaded', items: sampleItems });
  const snapshot = () => actor.getSnapshot();
  const rows = () => selectRows(snapshot()).map((row) => `${row.depth}:${row.item.entity_name}`);
  return { actor, settle, calls, asked, dialog: dialog.received, snapshot, rows };
}

describe('testTree', () => {
  it('expands folders, searches (every match shown) and announces a selected test', () => {
    const { actor, asked, snapshot, rows } = startTree();
    expect(rows()).toEqual(['0:account', '0:checkout']);
    actor.send({ type: 'folder.toggled', path: 'checkout' });
    expect(rows()).toEqual(['0:account', '0:checkout', '1:guest', '1:Pay by card']);
    actor.send({ type: 'search.changed', value: 'PAYS' });
    expect(rows()).toEqual(['0:checkout', '1:guest', '2:Guest pays']);
    actor.send({ type: 'test.selected', id: 't3' });
    expect(snapshot().context.selectedTestId).toBe('t3');
    expect(asked).toEqual([{ type: 'openTest', id: 't3' }]);
  });

  it('creates a virtual folder in edit mode, renames it locally and keeps it across reloads', () => {
    const { actor, calls, snapshot, rows } = startTree();
    actor.send({ type: 'search.changed', value: 'login' });
    actor.send({ type: 'folder.create', parentPath: 'checkout' });
    expect(selectEditingKey(snapshot())).toBe('folder:checkout/New folder');
    expect(snapshot().context.search).toBe('');
    expect(rows()).toEqual(['0:account', '0:checkout', '1:guest', '1:New folder', '1:Pay by card']);
    actor.send({ type: 'draft.changed', value: 'a:b' });
    expect(selectDraftError(snapshot())).toBe('Contain forbidden characters');
    actor.send({ type: 'draft.save' });
    expect(snapshot().value).toEqual({ renaming: 'editing' });
    actor.send({ type: 'draft.changed', value: ' Drafts ' });
    actor.send({ type: 'draft.save' });
    expect(snapshot().value).toBe('browsing');
    expect(calls).toEqual([]);
    actor.send({ type: 'tree.loaded', items: sampleItems });
    expect(rows()).toEqual(['0:account', '0:checkout', '1:Drafts', '1:guest', '1:Pay by card']);
    // Moving and deleting it are local too.
    actor.send({ type: 'move.start', kind: 'folder', path: 'checkout/Drafts' });
    actor.send({ type: 'item.move', kind: 'folder', from: 'checkout/Drafts', toPath: '' });
    expect(snapshot().context.virtualFolders).toEqual(['Drafts']);
    actor.send({ type: 'folder.delete', path: 'Drafts' });
    expect(snapshot().context.virtualFolders).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('cancelling a new folder takes it away', () => {
    const { actor, snapshot } = startTree();
    actor.send({ type: 'folder.create', parentPath: '' });
    actor.send({ type: 'draft.cancel' });
    expect(snapshot().context.virtualFolders).toEqual([]);
  });

  it('renames a real folder with moveTestFolder, ignoring saves in flight, and asks for a refetch', () => {
    const { actor, settle, calls, asked, snapshot, rows } = startTree();
    actor.send({ type: 'folder.toggled', path: 'checkout' });
    actor.send({ type: 'item.rename', kind: 'folder', path: 'checkout' });
    actor.send({ type: 'draft.changed', value: 'Shop ' });
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'draft.cancel' });
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(calls).toEqual([['moveTestFolder', { suiteId: 'suite-1', old_path_prefix: 'checkout', new_path_prefix: 'Shop' }]]);
    settle(doneEvent('moveTestFolder', null));
    expect(rows()).toEqual(['0:account', '0:Shop', '1:guest', '1:Pay by card']);
    expect(asked).toEqual([{ type: 'refetchTree' }]);
  });

  it('keeps the draft with a toast when a rename fails; an unchanged name calls nothing', () => {
    const { actor, settle, calls, snapshot } = startTree();
    actor.send({ type: 'item.rename', kind: 'test', id: 't1' });
    expect(snapshot().context.draftName).toBe('Pay by card');
    actor.send({ type: 'draft.changed', value: 'Pay by card ' });
    actor.send({ type: 'draft.save' });
    expect(snapshot().value).toBe('browsing');
    actor.send({ type: 'item.rename', kind: 'test', id: 't1' });
    actor.send({ type: 'draft.changed', value: 'Card' });
    actor.send({ type: 'draft.save' });
    settle(errorEvent('renameTestCase', 'Forbidden'));
    expect(snapshot().value).toEqual({ renaming: 'editing' });
    expect(selectDraftError(snapshot())).toBe('Forbidden');
    expect(calls).toEqual([
      ['renameTestCase', { testId: 't1', new_name: 'Card' }],
      ['notifyTestRenameFailed', { title: 'Some error occurred', text: 'Unable to update test case name', type: 'error' }],
    ]);
    actor.send({ type: 'item.rename', kind: 'folder', path: 'checkout' });
    expect(snapshot().value).toEqual({ renaming: 'editing' });
  });

  it('moves a test with moveTestCase and a folder with moveTestFolder; failures toast', () => {
    const { actor, settle, calls, snapshot } = startTree();
    actor.send({ type: 'move.start', kind: 'test', id: 't1' });
    expect(selectMoveDestinations(snapshot())).toEqual(['', 'account', 'checkout/guest']);
    actor.send({ type: 'item.move', kind: 'test', from: 't1', toPath: 'account' });
    settle(doneEvent('moveTestCase', null));
    expect(snapshot().context.items.find((item) => item.test_case_id === 't1')!.full_parent_path).toBe('account');
    actor.send({ type: 'move.start', kind: 'folder', path: 'checkout/guest' });
    actor.send({ type: 'item.move', kind: 'folder', from: 'checkout/guest', toPath: 'checkout/guest' });
    expect(snapshot().value).toEqual({ moving: 'choosing' });
    actor.send({ type: 'item.move', kind: 'folder', from: 'checkout/guest', toPath: '' });
    settle(errorEvent('moveTestFolder', 'Forbidden'));
    expect(snapshot().value).toBe('browsing');
    expect(calls).toEqual([
      ['moveTestCase', { testId: 't1', new_path: 'account' }],
      ['moveTestFolder', { suiteId: 'suite-1', old_path_prefix: 'checkout/guest', new_path_prefix: 'guest' }],
      ['notifyFolderMoveFailed', { title: 'Some error occurred', text: 'Unable to update folder path', type: 'error' }],
    ]);
  });

  it('asks the dialog before deleting a folder with tests, deletes them on Yes and asks for a refetch', () => {
    const { actor, settle, calls, asked, dialog, snapshot } = startTree();
    actor.send({ type: 'folder.delete', path: 'checkout' });
    expect(dialog).toEqual([
      {
        type: 'confirm.request',
        options: {
          title: 'Delete folder "checkout"?',
          message: 'This action cannot be undone and all the tests in this folder will be removed permanently.',
          confirmLabel: 'Delete',
          cancelLabel: 'Cancel',
          icon: 'danger',
        },
        replyTo: actor,
      },
    ]);
    // The tree waits for the answer: nothing is called, and its actions are not offered.
    actor.send({ type: 'item.rename', kind: 'test', id: 't2' });
    expect(snapshot().value).toEqual({ deleting: 'asking' });
    expect(calls).toEqual([]);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls).toEqual([['deleteTestFolder', { suiteId: 'suite-1', path: 'checkout' }]]);
    settle(doneEvent('deleteTestFolder', null));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.settled' }]);
    expect(asked).toEqual([{ type: 'refetchTree' }]);
    expect(snapshot().value).toBe('browsing');
    expect(snapshot().context.deletingPath).toBeNull();
  });

  it('tells the dialog why a folder delete failed, with a toast, and deletes again on a second Yes', () => {
    const { actor, settle, calls, asked, dialog, snapshot } = startTree();
    actor.send({ type: 'folder.delete', path: 'checkout' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('deleteTestFolder', 'Forbidden'));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.failed', error: 'Forbidden' }]);
    expect(snapshot().value).toEqual({ deleting: 'asking' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(doneEvent('deleteTestFolder', null));
    expect(calls).toEqual([
      ['deleteTestFolder', { suiteId: 'suite-1', path: 'checkout' }],
      ['notifyFolderDeleteFailed', { title: 'Some error occurred', text: 'Unable to delete folder', type: 'error' }],
      ['deleteTestFolder', { suiteId: 'suite-1', path: 'checkout' }],
    ]);
    expect(dialog.slice(2)).toEqual([{ type: 'confirm.settled' }]);
    expect(asked).toEqual([{ type: 'refetchTree' }]);
  });

  it('deletes nothing when the dialog answers No, and asks nothing for a folder without tests', () => {
    const { actor, calls, asked, dialog, snapshot } = startTree();
    actor.send({ type: 'folder.delete', path: 'checkout' });
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().value).toBe('browsing');
    expect(snapshot().context.deletingPath).toBeNull();
    actor.send({ type: 'folder.create', parentPath: '' });
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'folder.delete', path: 'New folder' });
    expect(snapshot().context.virtualFolders).toEqual([]);
    expect(dialog).toHaveLength(1);
    expect(calls).toEqual([]);
    expect(asked).toEqual([]);
  });
});
