import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { recordingDialog } from '../_testing/confirmations';
import { browserStatesMachine, deleteBrowserStateOptions, type BrowserState } from './browserStates.machine';
import { adminFile, adminState, adminStorageState, browserStatesPathModel, editorState, notesFile, SHOP_SUITE_ID } from './browserStates.paths';
import { selectDraftErrors, selectFileError, selectStates } from './browserStates.selectors';
import { selectDraft, selectIsCreating } from '../listResource/listResource.selectors';

// The list, form and confirmation behaviour is the list resource's (listResource.test.ts); this
// file tests what browser states add: the chosen file, the field errors and the toasts' texts.
describePathModel(browserStatesPathModel);

/** Started with a recording dialog, loaded with the given list. */
function loaded(states: BrowserState[] = [editorState]) {
  const dialog = recordingDialog();
  const started = startRecorded(browserStatesMachine, {
    input: { ownerId: SHOP_SUITE_ID, confirmDialog: dialog.ref },
    actors: ['list', 'create', 'update', 'remove'],
    actions: ['notify'],
  });
  started.settle(doneEvent('list', states));
  started.calls.length = 0;
  return { ...started, dialog: dialog.received };
}

describe('browserStates', () => {
  it('reads a chosen file and names the draft after it while no name was typed', () => {
    const { actor, snapshot } = loaded();
    actor.send({ type: 'draft.changed', patch: { file: adminFile } });
    expect(selectDraft(snapshot())).toEqual({ name: 'admin', fileName: 'admin.json', storageState: adminStorageState, fileError: null });
    expect(selectFileError(snapshot())).toBeNull();
    // Another file replaces the name it gave.
    actor.send({ type: 'draft.changed', patch: { file: { fileName: 'editor.json', text: adminFile.text } } });
    expect(selectDraft(snapshot()).name).toBe('editor');
    // A typed name stays.
    actor.send({ type: 'draft.changed', patch: { name: 'Signed-in editor' } });
    actor.send({ type: 'draft.changed', patch: { file: adminFile } });
    expect(selectDraft(snapshot()).name).toBe('Signed-in editor');
    actor.send({ type: 'draft.clear' });
    expect(selectDraft(snapshot())).toEqual({ name: '', fileName: '', storageState: null, fileError: null });
  });

  it('says at once why a chosen file is refused, and a valid one clears it', () => {
    const { actor, snapshot } = loaded();
    actor.send({ type: 'draft.changed', patch: { file: notesFile } });
    expect(selectDraft(snapshot())).toEqual({ name: 'notes', fileName: 'notes.txt', storageState: null, fileError: 'The file is not JSON.' });
    expect(selectFileError(snapshot())).toBe('The file is not JSON.');
    actor.send({ type: 'draft.changed', patch: { file: { fileName: 'cookies.json', text: '{"cookies":[{"name":"a"}],"origins":[]}' } } });
    expect(selectFileError(snapshot())).toBe('Not a Playwright storage state: cookies[0].value must be a string.');
    expect(selectDraft(snapshot()).name).toBe('cookies');
    actor.send({ type: 'draft.changed', patch: { file: adminFile } });
    expect(selectFileError(snapshot())).toBeNull();
    expect(selectDraft(snapshot()).name).toBe('admin');
  });

  it('saves nothing without a name and a valid file, and says why once the user tried', () => {
    const { actor, calls, snapshot } = loaded();
    expect(selectDraftErrors(snapshot())).toEqual({ name: null, file: null });
    actor.send({ type: 'item.create' });
    expect(selectDraftErrors(snapshot())).toEqual({ name: 'This field is required', file: 'Choose a Playwright storage-state file' });
    actor.send({ type: 'draft.changed', patch: { name: '   ' } });
    actor.send({ type: 'draft.changed', patch: { file: notesFile } });
    expect(selectDraft(snapshot()).name).toBe('notes');
    actor.send({ type: 'draft.changed', patch: { name: '   ' } });
    actor.send({ type: 'item.create' });
    expect(selectDraftErrors(snapshot())).toEqual({ name: 'This field is required', file: 'The file is not JSON.' });
    actor.send({ type: 'draft.changed', patch: { file: adminFile } });
    expect(selectDraftErrors(snapshot())).toEqual({ name: null, file: null });
    expect(calls).toEqual([]);
    expect(selectIsCreating(snapshot())).toBe(false);
  });

  it('saves the trimmed name once, ignoring a second save and edits in flight, then lists it and clears the form', () => {
    const { actor, settle, calls, snapshot } = loaded();
    actor.send({ type: 'draft.changed', patch: { file: adminFile } });
    actor.send({ type: 'draft.changed', patch: { name: '  admin  ' } });
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.create' });
    actor.send({ type: 'draft.changed', patch: { name: 'x' } });
    actor.send({ type: 'draft.clear' });
    expect(selectIsCreating(snapshot())).toBe(true);
    expect(calls).toEqual([['create', { ownerId: SHOP_SUITE_ID, create: { name: 'admin', storageState: adminStorageState } }]]);
    settle(doneEvent('create', adminState));
    expect(selectIsCreating(snapshot())).toBe(false);
    expect(selectStates(snapshot())).toEqual([adminState, editorState]);
    expect(selectDraft(snapshot())).toEqual({ name: '', fileName: '', storageState: null, fileError: null });
    expect(snapshot().context.showDraftErrors).toBe(false);
  });

  it('reports a failed save with the server message and keeps the draft', () => {
    const { actor, settle, done, snapshot } = loaded();
    actor.send({ type: 'draft.changed', patch: { file: adminFile } });
    actor.send({ type: 'item.create' });
    settle(errorEvent('create', 'Not a Playwright storage state: storage_state.origins must be a list.'));
    expect(selectIsCreating(snapshot())).toBe(false);
    expect(selectDraft(snapshot())).toEqual({ name: 'admin', fileName: 'admin.json', storageState: adminStorageState, fileError: null });
    expect(done).toEqual([
      [
        'notify',
        {
          title: 'Some error occurred',
          text: 'Unable to create the browser state: Not a Playwright storage state: storage_state.origins must be a list.',
          type: 'error',
        },
      ],
    ]);
  });

  it('says why a deletion failed in the dialog and in a toast with the server message', () => {
    const { actor, settle, done, dialog } = loaded();
    actor.send({ type: 'item.delete', id: editorState._id });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('remove', 'Browser state not found'));
    expect(dialog.at(-1)).toEqual({ type: 'confirm.failed', error: 'Browser state not found' });
    expect(done).toEqual([
      ['notify', { title: 'Some error occurred', text: 'Unable to delete the browser state: Browser state not found', type: 'error' }],
    ]);
  });

  it('asks with the spec texts, the name escaped in the message', () => {
    expect(deleteBrowserStateOptions('editor')).toEqual({
      title: 'Delete browser state "editor"?',
      message: 'Tests that start from <b>editor</b> will start from a fresh browser.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      icon: 'danger',
    });
    expect(deleteBrowserStateOptions('a<b>').message).toBe('Tests that start from <b>a&#60;b&#62;</b> will start from a fresh browser.');
  });
});
