import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { recordingDialog } from '../_testing/confirmations';
import { createActor } from 'xstate';
import { confirmDialogMachine, type ConfirmDialogRef } from '../confirmDialog/confirmDialog.machine';
import { selectIsOpen } from '../confirmDialog/confirmDialog.selectors';
import { browserStatesMachine, deleteBrowserStateOptions, type BrowserState } from './browserStates.machine';
import { adminFile, adminState, adminStorageState, browserStatesPathModel, editorState, notesFile, SHOP_SUITE_ID } from './browserStates.paths';
import {
  selectDeletingId,
  selectDraft,
  selectDraftErrors,
  selectFileError,
  selectHasFailed,
  selectHasNoSuite,
  selectIsCreating,
  selectIsLoaded,
  selectIsLoading,
  selectStates,
} from './browserStates.selectors';

describePathModel(browserStatesPathModel);

/** Started with a recording dialog, or the given one. */
function startBrowserStates(suiteId: string | null = SHOP_SUITE_ID, confirmDialog?: ConfirmDialogRef) {
  const dialog = recordingDialog();
  const started = startRecorded(browserStatesMachine, {
    input: { suiteId, confirmDialog: confirmDialog ?? dialog.ref },
    actors: ['listBrowserStates', 'createBrowserState', 'deleteBrowserState'],
    actions: ['notifyLoadFailed', 'notifyCreateFailed', 'notifyDeleteFailed'],
  });
  return { ...started, dialog: dialog.received };
}

/** Started, loaded with the given list. */
function loaded(states: BrowserState[] = [editorState], confirmDialog?: ConfirmDialogRef) {
  const started = startBrowserStates(SHOP_SUITE_ID, confirmDialog);
  started.actor.send({ type: 'browserStates.load' });
  started.settle(doneEvent('listBrowserStates', states));
  started.calls.length = 0;
  return started;
}

describe('browserStates', () => {
  it('loads once per suite, and retries after a failure', () => {
    const { actor, settle, calls, done, snapshot } = startBrowserStates();
    expect(snapshot().value).toBe('idle');
    expect(selectIsLoading(snapshot())).toBe(true);
    actor.send({ type: 'browserStates.load' });
    actor.send({ type: 'browserStates.load' });
    settle(errorEvent('listBrowserStates', 'Network error'));
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(done).toEqual([['notifyLoadFailed', { title: 'Some error occurred', text: 'Unable to fetch browser states', type: 'error' }]]);
    actor.send({ type: 'browserStates.load' });
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'browserStates.retry' });
    settle(doneEvent('listBrowserStates', [editorState, adminState]));
    actor.send({ type: 'browserStates.load' });
    expect(calls).toEqual([
      ['listBrowserStates', { suiteId: SHOP_SUITE_ID }],
      ['listBrowserStates', { suiteId: SHOP_SUITE_ID }],
    ]);
    expect(selectIsLoaded(snapshot())).toBe(true);
    expect(selectStates(snapshot())).toEqual([adminState, editorState]);
  });

  it('loads nothing without a project', () => {
    const { actor, calls, snapshot } = startBrowserStates(null);
    actor.send({ type: 'browserStates.load' });
    expect(snapshot().value).toBe('idle');
    expect(selectHasNoSuite(snapshot())).toBe(true);
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(calls).toEqual([]);
  });

  it('starts afresh when the project changes, dropping the list, the draft and a running save', () => {
    const { actor, settle, calls, snapshot } = loaded();
    actor.send({ type: 'file.chosen', ...adminFile });
    actor.send({ type: 'browserState.create' });
    expect(selectIsCreating(snapshot())).toBe(true);
    actor.send({ type: 'suite.changed', suiteId: 'another-suite' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toEqual({
      suiteId: 'another-suite',
      confirmDialog: expect.anything(),
      states: [],
      draft: { name: '', fileName: '', storageState: null, fileError: null },
      showErrors: false,
      deletingId: null,
    });
    // The old save's answer no longer reaches the machine.
    settle(doneEvent('createBrowserState', adminState));
    expect(snapshot().context.states).toEqual([]);
    actor.send({ type: 'browserStates.load' });
    expect(calls.at(-1)).toEqual(['listBrowserStates', { suiteId: 'another-suite' }]);
    actor.send({ type: 'suite.changed', suiteId: null });
    expect(snapshot().value).toBe('idle');
    expect(selectHasNoSuite(snapshot())).toBe(true);
  });

  it('reads a chosen file and names the draft after it while no name was typed', () => {
    const { actor, snapshot } = loaded();
    actor.send({ type: 'file.chosen', ...adminFile });
    expect(selectDraft(snapshot())).toEqual({ name: 'admin', fileName: 'admin.json', storageState: adminStorageState, fileError: null });
    expect(selectFileError(snapshot())).toBeNull();
    // Another file replaces the name it gave.
    actor.send({ type: 'file.chosen', fileName: 'editor.json', text: adminFile.text });
    expect(selectDraft(snapshot()).name).toBe('editor');
    // A typed name stays.
    actor.send({ type: 'draft.nameChanged', value: 'Signed-in editor' });
    actor.send({ type: 'file.chosen', ...adminFile });
    expect(selectDraft(snapshot()).name).toBe('Signed-in editor');
    actor.send({ type: 'draft.clear' });
    expect(selectDraft(snapshot())).toEqual({ name: '', fileName: '', storageState: null, fileError: null });
  });

  it('says at once why a chosen file is refused, and a valid one clears it', () => {
    const { actor, snapshot } = loaded();
    actor.send({ type: 'file.chosen', ...notesFile });
    expect(selectDraft(snapshot())).toEqual({ name: 'notes', fileName: 'notes.txt', storageState: null, fileError: 'The file is not JSON.' });
    expect(selectFileError(snapshot())).toBe('The file is not JSON.');
    actor.send({ type: 'file.chosen', fileName: 'cookies.json', text: '{"cookies":[{"name":"a"}],"origins":[]}' });
    expect(selectFileError(snapshot())).toBe('Not a Playwright storage state: cookies[0].value must be a string.');
    expect(selectDraft(snapshot()).name).toBe('cookies');
    actor.send({ type: 'file.chosen', ...adminFile });
    expect(selectFileError(snapshot())).toBeNull();
    expect(selectDraft(snapshot()).name).toBe('admin');
  });

  it('saves nothing without a name and a valid file, and says why once the user tried', () => {
    const { actor, calls, snapshot } = loaded();
    expect(selectDraftErrors(snapshot())).toEqual({ name: null, file: null });
    actor.send({ type: 'browserState.create' });
    expect(selectDraftErrors(snapshot())).toEqual({ name: 'This field is required', file: 'Choose a Playwright storage-state file' });
    actor.send({ type: 'draft.nameChanged', value: '   ' });
    actor.send({ type: 'file.chosen', ...notesFile });
    expect(selectDraft(snapshot()).name).toBe('notes');
    actor.send({ type: 'draft.nameChanged', value: '   ' });
    actor.send({ type: 'browserState.create' });
    expect(selectDraftErrors(snapshot())).toEqual({ name: 'This field is required', file: 'The file is not JSON.' });
    actor.send({ type: 'file.chosen', ...adminFile });
    expect(selectDraftErrors(snapshot())).toEqual({ name: null, file: null });
    expect(calls).toEqual([]);
    expect(selectIsCreating(snapshot())).toBe(false);
  });

  it('saves the trimmed name once, ignoring a second save and edits in flight, then lists it and clears the form', () => {
    const { actor, settle, calls, snapshot } = loaded();
    actor.send({ type: 'file.chosen', ...adminFile });
    actor.send({ type: 'draft.nameChanged', value: '  admin  ' });
    actor.send({ type: 'browserState.create' });
    actor.send({ type: 'browserState.create' });
    actor.send({ type: 'draft.nameChanged', value: 'x' });
    actor.send({ type: 'draft.clear' });
    expect(selectIsCreating(snapshot())).toBe(true);
    expect(calls).toEqual([['createBrowserState', { suiteId: SHOP_SUITE_ID, name: 'admin', storageState: adminStorageState }]]);
    settle(doneEvent('createBrowserState', adminState));
    expect(selectIsCreating(snapshot())).toBe(false);
    expect(selectStates(snapshot())).toEqual([adminState, editorState]);
    expect(selectDraft(snapshot())).toEqual({ name: '', fileName: '', storageState: null, fileError: null });
    expect(snapshot().context.showErrors).toBe(false);
  });

  it('reports a failed save with the server message and keeps the draft', () => {
    const { actor, settle, done, snapshot } = loaded();
    actor.send({ type: 'file.chosen', ...adminFile });
    actor.send({ type: 'browserState.create' });
    settle(errorEvent('createBrowserState', 'Not a Playwright storage state: storage_state.origins must be a list.'));
    expect(selectIsCreating(snapshot())).toBe(false);
    expect(selectDraft(snapshot())).toEqual({ name: 'admin', fileName: 'admin.json', storageState: adminStorageState, fileError: null });
    expect(done).toEqual([
      [
        'notifyCreateFailed',
        {
          title: 'Some error occurred',
          text: 'Unable to create the browser state: Not a Playwright storage state: storage_state.origins must be a list.',
          type: 'error',
        },
      ],
    ]);
  });

  it('asks the dialog before deleting, deletes on Yes, then closes the dialog; saving runs beside', () => {
    const { actor, settle, calls, dialog, snapshot } = loaded([editorState, adminState]);
    actor.send({ type: 'browserState.delete', id: 'not-listed' });
    expect(dialog).toEqual([]);
    actor.send({ type: 'browserState.delete', id: editorState._id });
    expect(dialog).toEqual([{ type: 'confirm.request', options: deleteBrowserStateOptions('editor'), replyTo: actor }]);
    expect(deleteBrowserStateOptions('editor')).toEqual({
      title: 'Delete browser state "editor"?',
      message: 'Tests that start from <b>editor</b> will start from a fresh browser.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      icon: 'danger',
    });
    expect(calls).toEqual([]);
    expect(selectDeletingId(snapshot())).toBeNull();
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(selectDeletingId(snapshot())).toBe(editorState._id);
    actor.send({ type: 'browserState.delete', id: adminState._id });
    expect(dialog).toHaveLength(1);
    expect(calls).toEqual([['deleteBrowserState', { suiteId: SHOP_SUITE_ID, id: editorState._id }]]);
    // Saving runs beside deleting.
    actor.send({ type: 'file.chosen', ...adminFile });
    actor.send({ type: 'browserState.create' });
    expect(selectIsCreating(snapshot())).toBe(true);
    settle(doneEvent('deleteBrowserState', undefined));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.settled' }]);
    expect(selectDeletingId(snapshot())).toBeNull();
    expect(snapshot().context.deletingId).toBeNull();
    expect(selectStates(snapshot())).toEqual([adminState]);
    expect(selectIsCreating(snapshot())).toBe(true);
  });

  it('keeps the browser state when the user answers No', () => {
    const { actor, calls, dialog, snapshot } = loaded();
    actor.send({ type: 'browserState.delete', id: editorState._id });
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().value).toEqual({ loaded: { creating: 'idle', deleting: 'idle' } });
    expect(snapshot().context.deletingId).toBeNull();
    expect(calls).toEqual([]);
    expect(dialog).toHaveLength(1);
  });

  it('reports a failed deletion in the dialog and a toast, keeps the browser state, and deletes on a second Yes', () => {
    const { actor, settle, calls, done, dialog, snapshot } = loaded();
    actor.send({ type: 'browserState.delete', id: editorState._id });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('deleteBrowserState', 'Browser state not found'));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.failed', error: 'Browser state not found' }]);
    expect(selectDeletingId(snapshot())).toBeNull();
    expect(selectStates(snapshot())).toEqual([editorState]);
    expect(done).toEqual([
      ['notifyDeleteFailed', { title: 'Some error occurred', text: 'Unable to delete the browser state: Browser state not found', type: 'error' }],
    ]);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(['deleteBrowserState', { suiteId: SHOP_SUITE_ID, id: editorState._id }]);
    settle(doneEvent('deleteBrowserState', undefined));
    expect(dialog.at(-1)).toEqual({ type: 'confirm.settled' });
    expect(selectStates(snapshot())).toEqual([]);
  });

  it('leaves no dialog waiting when the project changes while it asks or while the DELETE runs', () => {
    for (const yesFirst of [false, true]) {
      const dialog = createActor(confirmDialogMachine).start();
      const { actor, calls } = loaded([editorState], dialog);
      actor.send({ type: 'browserState.delete', id: editorState._id });
      if (yesFirst) dialog.send({ type: 'dialog.confirm' });
      actor.send({ type: 'suite.changed', suiteId: null });
      // Asked only: the user's later Yes no longer deletes anything, and the dialog closes.
      if (!yesFirst) dialog.send({ type: 'dialog.confirm' });
      expect(selectIsOpen(dialog.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(calls).toHaveLength(yesFirst ? 1 : 0);
    }
  });

  it('escapes the name in the dialog message', () => {
    expect(deleteBrowserStateOptions('<i>admin</i>').message).toBe(
      'Tests that start from <b>&#60;i&#62;admin&#60;/i&#62;</b> will start from a fresh browser.',
    );
  });
});
