import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { recordingDialog } from '../_testing/confirmations';
import { createActor } from 'xstate';
import { confirmDialogMachine, type ConfirmDialogRef } from '../confirmDialog/confirmDialog.machine';
import { selectIsOpen } from '../confirmDialog/confirmDialog.selectors';
import {
  deleteParameterOptions,
  INVALID_PARAMETER_KEY,
  KEY_AND_VALUE_REQUIRED,
  MASKED_VALUE,
  SHARED_PARAMETER_EXISTS,
  sharedParameterError,
  sharedParametersMachine,
} from './sharedParameters.machine';
import { ACME_SUITE_ID, adminUser, apiToken, baseUrl, sharedParametersPathModel, STAGING_URL } from './sharedParameters.paths';
import {
  selectDeletingId,
  selectDraftError,
  selectEditing,
  selectEditingError,
  selectHasFailed,
  selectHasNoSuite,
  selectIsCreating,
  selectIsDeleting,
  selectIsLoaded,
  selectIsLoading,
  selectIsUpdating,
  selectParameters,
} from './sharedParameters.selectors';

describePathModel(sharedParametersPathModel);

/** Started with a recording dialog, or the given one. */
function startSharedParameters(suiteId: string | null = ACME_SUITE_ID, confirmDialog?: ConfirmDialogRef) {
  const dialog = recordingDialog();
  const started = startRecorded(sharedParametersMachine, {
    input: { suiteId, confirmDialog: confirmDialog ?? dialog.ref },
    actors: ['listSharedParameters', 'createSharedParameter', 'updateSharedParameter', 'deleteSharedParameter'],
    actions: ['notifyLoadFailed', 'notifyCreateFailed', 'notifyUpdateFailed', 'notifyDeleteFailed'],
  });
  /** Loads the given list and returns once the machine shows it. */
  const load = (parameters = [baseUrl, adminUser]) => {
    started.actor.send({ type: 'parameters.load' });
    started.settle(doneEvent('listSharedParameters', parameters));
  };
  return { ...started, load, dialog: dialog.received };
}

describe('sharedParameterError (spec section 5)', () => {
  it.each([
    ['', 'v', KEY_AND_VALUE_REQUIRED],
    ['   ', 'v', KEY_AND_VALUE_REQUIRED],
    ['KEY', '', KEY_AND_VALUE_REQUIRED],
    ['KEY', '  ', KEY_AND_VALUE_REQUIRED],
    ['9lives', 'v', INVALID_PARAMETER_KEY],
    ['BASE-URL', 'v', INVALID_PARAMETER_KEY],
    ['BASE URL', 'v', INVALID_PARAMETER_KEY],
    ['BASE_URL', 'v', SHARED_PARAMETER_EXISTS],
    [' BASE_URL ', 'v', SHARED_PARAMETER_EXISTS],
    ['base_url', 'v', null],
    ['_private1', 'v', null],
  ])('%j with value %j → %j', (key, value, message) => {
    expect(sharedParameterError(key, value, [baseUrl, adminUser])).toBe(message);
  });

  it('lets an edited parameter keep its own key', () => {
    expect(sharedParameterError('BASE_URL', MASKED_VALUE, [baseUrl, adminUser], baseUrl._id)).toBeNull();
    expect(sharedParameterError('ADMIN_USER', MASKED_VALUE, [baseUrl, adminUser], baseUrl._id)).toBe(SHARED_PARAMETER_EXISTS);
  });
});

describe('sharedParameters', () => {
  it('loads once per suite, sorted by key with values masked, and retries after a failure', () => {
    const { actor, settle, calls, done, snapshot } = startSharedParameters();
    expect(snapshot().value).toBe('idle');
    expect(selectIsLoading(snapshot())).toBe(true);
    actor.send({ type: 'parameters.load' });
    actor.send({ type: 'parameters.load' });
    settle(errorEvent('listSharedParameters', 'Network error'));
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(done).toEqual([['notifyLoadFailed', { title: 'Some error occurred', text: 'Unable to fetch shared parameters', type: 'error' }]]);
    actor.send({ type: 'parameters.load' });
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'parameters.retry' });
    settle(doneEvent('listSharedParameters', [baseUrl, { ...adminUser, value: 'leaked' }]));
    actor.send({ type: 'parameters.load' });
    expect(calls).toEqual([
      ['listSharedParameters', { suiteId: ACME_SUITE_ID }],
      ['listSharedParameters', { suiteId: ACME_SUITE_ID }],
    ]);
    expect(selectIsLoaded(snapshot())).toBe(true);
    expect(selectParameters(snapshot())).toEqual([adminUser, baseUrl]);
  });

  it('loads nothing without a suite', () => {
    const { actor, calls, snapshot } = startSharedParameters(null);
    actor.send({ type: 'parameters.load' });
    expect(snapshot().value).toBe('idle');
    expect(selectHasNoSuite(snapshot())).toBe(true);
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(calls).toEqual([]);
  });

  it('drops the list, the form and the edited row when the suite changes, then loads the new suite', () => {
    const { actor, load, calls, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'draft.keyChanged', value: 'API_TOKEN' });
    actor.send({ type: 'parameter.create' });
    actor.send({ type: 'parameter.edit', id: baseUrl._id });
    actor.send({ type: 'suite.changed', suiteId: 'other-suite' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toEqual({
      suiteId: 'other-suite',
      confirmDialog: expect.anything(),
      parameters: [],
      draft: { key: '', value: '' },
      showDraftErrors: false,
      editing: null,
      showEditingErrors: false,
      deletingId: null,
    });
    actor.send({ type: 'parameters.load' });
    expect(calls.at(-1)).toEqual(['listSharedParameters', { suiteId: 'other-suite' }]);
  });

  it('shows the add form errors once the user tried, then follows the keystrokes', () => {
    const { actor, load, calls, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'draft.keyChanged', value: '9lives' });
    expect(selectDraftError(snapshot())).toBeNull();
    actor.send({ type: 'parameter.create' });
    expect(selectDraftError(snapshot())).toBe(KEY_AND_VALUE_REQUIRED);
    actor.send({ type: 'draft.valueChanged', value: 's3cret' });
    expect(selectDraftError(snapshot())).toBe(INVALID_PARAMETER_KEY);
    actor.send({ type: 'draft.keyChanged', value: 'BASE_URL' });
    expect(selectDraftError(snapshot())).toBe(SHARED_PARAMETER_EXISTS);
    actor.send({ type: 'parameter.create' });
    actor.send({ type: 'draft.keyChanged', value: 'API_TOKEN' });
    expect(selectDraftError(snapshot())).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('creates the trimmed key once, ignoring a second create in flight, and lists it masked', () => {
    const { actor, settle, load, calls, snapshot } = startSharedParameters();
    load([baseUrl]);
    actor.send({ type: 'draft.keyChanged', value: ' API_TOKEN ' });
    actor.send({ type: 'draft.valueChanged', value: ' s3cret ' });
    actor.send({ type: 'parameter.create' });
    actor.send({ type: 'parameter.create' });
    actor.send({ type: 'draft.keyChanged', value: 'X' });
    expect(selectIsCreating(snapshot())).toBe(true);
    expect(calls.slice(1)).toEqual([['createSharedParameter', { suiteId: ACME_SUITE_ID, key: 'API_TOKEN', value: ' s3cret ' }]]);
    settle(doneEvent('createSharedParameter', apiToken._id));
    expect(selectIsCreating(snapshot())).toBe(false);
    expect(selectParameters(snapshot())).toEqual([apiToken, baseUrl]);
    expect(snapshot().context.draft).toEqual({ key: '', value: '' });
  });

  it('reports a failed create with the server message and keeps the form', () => {
    const { actor, settle, load, done, snapshot } = startSharedParameters();
    load([baseUrl]);
    actor.send({ type: 'draft.keyChanged', value: 'API_TOKEN' });
    actor.send({ type: 'draft.valueChanged', value: 's3cret' });
    actor.send({ type: 'parameter.create' });
    settle(errorEvent('createSharedParameter', 'Shared parameter already exists'));
    expect(selectIsCreating(snapshot())).toBe(false);
    expect(snapshot().context.draft).toEqual({ key: 'API_TOKEN', value: 's3cret' });
    expect(done).toEqual([['notifyCreateFailed', { title: 'Some error occurred', text: 'Unable to create the shared parameter', type: 'error' }]]);
  });

  it('allows an update and a deletion while a parameter is being created', () => {
    const { actor, load, calls, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'draft.keyChanged', value: 'API_TOKEN' });
    actor.send({ type: 'draft.valueChanged', value: 's3cret' });
    actor.send({ type: 'parameter.create' });
    actor.send({ type: 'parameter.edit', id: baseUrl._id });
    actor.send({ type: 'parameter.save' });
    actor.send({ type: 'parameter.delete', id: adminUser._id });
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(snapshot().value).toEqual({ loaded: { creating: 'saving', updating: 'saving', deleting: 'deleting' } });
    expect(calls.slice(1).map(([name]) => name)).toEqual(['createSharedParameter', 'updateSharedParameter', 'deleteSharedParameter']);
  });

  it('edits a row from the masked value, saves once, and masks the saved value', () => {
    const { actor, settle, load, calls, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'parameter.edit', id: baseUrl._id });
    expect(selectEditing(snapshot())).toEqual({ id: baseUrl._id, key: 'BASE_URL', value: MASKED_VALUE });
    actor.send({ type: 'editing.keyChanged', value: ' APP_URL ' });
    actor.send({ type: 'editing.valueChanged', value: STAGING_URL });
    actor.send({ type: 'parameter.save' });
    actor.send({ type: 'parameter.save' });
    actor.send({ type: 'editing.keyChanged', value: 'X' });
    actor.send({ type: 'parameter.edit', id: adminUser._id });
    expect(selectIsUpdating(snapshot())).toBe(true);
    expect(calls.slice(1)).toEqual([['updateSharedParameter', { suiteId: ACME_SUITE_ID, id: baseUrl._id, key: 'APP_URL', value: STAGING_URL }]]);
    settle(doneEvent('updateSharedParameter', { ...baseUrl, key: 'APP_URL', value: STAGING_URL }));
    expect(selectEditing(snapshot())).toBeNull();
    expect(selectParameters(snapshot())).toEqual([adminUser, { ...baseUrl, key: 'APP_URL', value: MASKED_VALUE }]);
  });

  it('saves an untouched value as the masked value, which keeps the stored one', () => {
    const { actor, load, calls } = startSharedParameters();
    load();
    actor.send({ type: 'parameter.edit', id: baseUrl._id });
    actor.send({ type: 'editing.keyChanged', value: 'APP_URL' });
    actor.send({ type: 'parameter.save' });
    expect(calls.at(-1)).toEqual(['updateSharedParameter', { suiteId: ACME_SUITE_ID, id: baseUrl._id, key: 'APP_URL', value: MASKED_VALUE }]);
  });

  it('shows the edited row errors once the user tried to save, excluding its own key from duplicates', () => {
    const { actor, load, calls, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'parameter.edit', id: baseUrl._id });
    actor.send({ type: 'editing.keyChanged', value: 'ADMIN_USER' });
    expect(selectEditingError(snapshot())).toBeNull();
    actor.send({ type: 'parameter.save' });
    expect(selectEditingError(snapshot())).toBe(SHARED_PARAMETER_EXISTS);
    actor.send({ type: 'editing.keyChanged', value: '' });
    expect(selectEditingError(snapshot())).toBe(KEY_AND_VALUE_REQUIRED);
    actor.send({ type: 'editing.keyChanged', value: 'BASE_URL' });
    expect(selectEditingError(snapshot())).toBeNull();
    actor.send({ type: 'editing.cancel' });
    expect(selectEditing(snapshot())).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('reports a failed update and keeps editing', () => {
    const { actor, settle, load, done, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'parameter.edit', id: baseUrl._id });
    actor.send({ type: 'editing.keyChanged', value: 'APP_URL' });
    actor.send({ type: 'parameter.save' });
    settle(errorEvent('updateSharedParameter', 'Shared parameter not found'));
    expect(selectIsUpdating(snapshot())).toBe(false);
    expect(selectEditing(snapshot())).toEqual({ id: baseUrl._id, key: 'APP_URL', value: MASKED_VALUE });
    expect(done).toEqual([['notifyUpdateFailed', { title: 'Some error occurred', text: 'Unable to update the shared parameter', type: 'error' }]]);
  });

  it('asks the dialog before deleting, deletes on Yes, then closes the dialog and removes the row', () => {
    const { actor, settle, load, calls, dialog, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'parameter.edit', id: baseUrl._id });
    actor.send({ type: 'parameter.delete', id: baseUrl._id });
    expect(dialog).toEqual([{ type: 'confirm.request', options: deleteParameterOptions('BASE_URL'), replyTo: actor }]);
    expect(deleteParameterOptions('BASE_URL')).toEqual({
      title: 'Delete shared parameter "BASE_URL"?',
      message: 'Tests that use <b>BASE_URL</b> will no longer receive it.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      icon: 'danger',
    });
    // Nothing is deleted before Yes, and the dialog being modal, no second deletion is asked.
    actor.send({ type: 'parameter.delete', id: adminUser._id });
    expect(calls).toHaveLength(1);
    expect(selectIsDeleting(snapshot())).toBe(false);
    actor.send({ type: 'confirm.accepted', value: '' });
    actor.send({ type: 'parameter.delete', id: adminUser._id });
    expect(selectIsDeleting(snapshot())).toBe(true);
    expect(selectDeletingId(snapshot())).toBe(baseUrl._id);
    expect(calls.slice(1)).toEqual([['deleteSharedParameter', { suiteId: ACME_SUITE_ID, id: baseUrl._id }]]);
    expect(dialog).toHaveLength(1);
    settle(doneEvent('deleteSharedParameter', undefined));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.settled' }]);
    expect(selectDeletingId(snapshot())).toBeNull();
    expect(selectParameters(snapshot())).toEqual([adminUser]);
    expect(selectEditing(snapshot())).toBeNull();
  });

  it('keeps the parameter when the user answers No', () => {
    const { actor, load, calls, dialog, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'parameter.delete', id: baseUrl._id });
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().value).toEqual({ loaded: { creating: 'idle', updating: 'idle', deleting: 'idle' } });
    expect(snapshot().context.deletingId).toBeNull();
    expect(calls).toHaveLength(1);
    expect(dialog.map((event) => event.type)).toEqual(['confirm.request']);
    actor.send({ type: 'parameter.delete', id: adminUser._id });
    expect(dialog.at(-1)).toMatchObject({ type: 'confirm.request', options: { title: 'Delete shared parameter "ADMIN_USER"?' } });
  });

  it('reports a failed deletion in the dialog and a toast, keeps the row, and deletes on a second Yes', () => {
    const { actor, settle, load, calls, done, dialog, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'parameter.delete', id: baseUrl._id });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('deleteSharedParameter', 'Shared parameter not found'));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.failed', error: 'Shared parameter not found' }]);
    expect(selectIsDeleting(snapshot())).toBe(false);
    expect(selectParameters(snapshot())).toEqual([adminUser, baseUrl]);
    expect(done).toEqual([['notifyDeleteFailed', { title: 'Some error occurred', text: 'Unable to delete the shared parameter', type: 'error' }]]);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls.slice(1)).toEqual([
      ['deleteSharedParameter', { suiteId: ACME_SUITE_ID, id: baseUrl._id }],
      ['deleteSharedParameter', { suiteId: ACME_SUITE_ID, id: baseUrl._id }],
    ]);
    settle(doneEvent('deleteSharedParameter', undefined));
    expect(dialog.at(-1)).toEqual({ type: 'confirm.settled' });
    expect(selectParameters(snapshot())).toEqual([adminUser]);
  });

  it('leaves no dialog waiting when the suite changes while it asks or while the DELETE runs', () => {
    for (const yesFirst of [false, true]) {
      const dialog = createActor(confirmDialogMachine).start();
      const { actor, load, calls } = startSharedParameters(ACME_SUITE_ID, dialog);
      load();
      actor.send({ type: 'parameter.delete', id: baseUrl._id });
      if (yesFirst) dialog.send({ type: 'dialog.confirm' });
      actor.send({ type: 'suite.changed', suiteId: 'other-suite' });
      // Asked only: the user's later Yes no longer deletes anything, and the dialog closes.
      if (!yesFirst) dialog.send({ type: 'dialog.confirm' });
      expect(selectIsOpen(dialog.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(calls.filter(([name]) => name === 'deleteSharedParameter')).toHaveLength(yesFirst ? 1 : 0);
    }
  });

  it('escapes the key in the dialog message', () => {
    expect(deleteParameterOptions('A<b>&').message).toBe('Tests that use <b>A&#60;b&#62;&#38;</b> will no longer receive it.');
  });

  it('ignores actions on a parameter that is not listed', () => {
    const { actor, load, calls, dialog, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'parameter.edit', id: apiToken._id });
    actor.send({ type: 'parameter.delete', id: apiToken._id });
    expect(selectEditing(snapshot())).toBeNull();
    expect(dialog).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
