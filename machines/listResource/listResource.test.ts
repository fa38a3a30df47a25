/**
 * The list resource's behaviour, on its richest configuration (shared parameters: a create form,
 * an inline edit, masking). What only one configuration does is tested beside it.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { doneEvent, errorEvent } from '../_testing/paths';
import { startRecorded } from '../_testing/recorded';
import { recordingDialog } from '../_testing/confirmations';
import { confirmDialogMachine, type ConfirmDialogRef } from '../confirmDialog/confirmDialog.machine';
import { selectIsOpen } from '../confirmDialog/confirmDialog.selectors';
import {
  deleteParameterOptions,
  INVALID_PARAMETER_KEY,
  KEY_AND_VALUE_REQUIRED,
  MASKED_VALUE,
  SHARED_PARAMETER_EXISTS,
  sharedParametersMachine,
} from '../sharedParameters/sharedParameters.machine';
import { ACME_SUITE_ID, adminUser, apiToken, baseUrl, STAGING_URL } from '../sharedParameters/sharedParameters.paths';
import { selectDraftError, selectEditingError, selectParameters } from '../sharedParameters/sharedParameters.selectors';
import {
  selectDeletingId,
  selectEditing,
  selectHasFailed,
  selectHasNoOwner,
  selectIsCreating,
  selectIsDeleting,
  selectIsLoaded,
  selectIsLoading,
  selectIsUpdating,
} from './listResource.selectors';

/** Started with a recording dialog, or the given one; the list is asked for at once. */
function startSharedParameters(ownerId: string | null = ACME_SUITE_ID, confirmDialog?: ConfirmDialogRef) {
  const dialog = recordingDialog();
  const started = startRecorded(sharedParametersMachine, {
    input: { ownerId, confirmDialog: confirmDialog ?? dialog.ref },
    actors: ['list', 'create', 'update', 'remove'],
    actions: ['notify'],
  });
  /** Answers the list and returns once the machine shows it. */
  const load = (parameters = [baseUrl, adminUser]) => started.settle(doneEvent('list', parameters));
  return { ...started, load, dialog: dialog.received };
}

describe('listResource', () => {
  it('loads as soon as it has an owner, keeps the items as configured, and retries after a failure', () => {
    const { actor, settle, calls, done, snapshot } = startSharedParameters();
    expect(snapshot().value).toBe('loading');
    expect(selectIsLoading(snapshot())).toBe(true);
    settle(errorEvent('list', 'Network error'));
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(done).toEqual([['notify', { title: 'Some error occurred', text: 'Unable to fetch shared parameters', type: 'error' }]]);
    actor.send({ type: 'list.retry' });
    settle(doneEvent('list', [baseUrl, { ...adminUser, value: 'leaked' }]));
    actor.send({ type: 'list.retry' });
    expect(calls).toEqual([
      ['list', { ownerId: ACME_SUITE_ID }],
      ['list', { ownerId: ACME_SUITE_ID }],
    ]);
    expect(selectIsLoaded(snapshot())).toBe(true);
    expect(selectParameters(snapshot())).toEqual([adminUser, baseUrl]);
  });

  it('loads nothing without an owner', () => {
    const { calls, snapshot } = startSharedParameters(null);
    expect(snapshot().value).toBe('idle');
    expect(selectHasNoOwner(snapshot())).toBe(true);
    expect(selectIsLoading(snapshot())).toBe(false);
    expect(calls).toEqual([]);
  });

  it('drops the list, the form and the edited item when the owner changes, then loads the new owner', () => {
    const { actor, load, calls, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'draft.changed', patch: { key: 'API_TOKEN' } });
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.edit', id: baseUrl._id });
    actor.send({ type: 'owner.changed', ownerId: 'other-suite' });
    expect(snapshot().value).toBe('loading');
    expect(snapshot().context).toEqual({
      ownerId: 'other-suite',
      confirmDialog: expect.anything(),
      items: [],
      draft: { key: '', value: '' },
      showDraftErrors: false,
      editing: null,
      showEditErrors: false,
      saving: null,
      deletingId: null,
    });
    expect(calls.at(-1)).toEqual(['list', { ownerId: 'other-suite' }]);
    actor.send({ type: 'owner.changed', ownerId: null });
    expect(snapshot().value).toBe('idle');
  });

  it('shows the add form errors once the user tried, then follows the keystrokes', () => {
    const { actor, load, calls, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'draft.changed', patch: { key: '9lives' } });
    expect(selectDraftError(snapshot())).toBeNull();
    actor.send({ type: 'item.create' });
    expect(selectDraftError(snapshot())).toBe(KEY_AND_VALUE_REQUIRED);
    actor.send({ type: 'draft.changed', patch: { value: 's3cret' } });
    expect(selectDraftError(snapshot())).toBe(INVALID_PARAMETER_KEY);
    actor.send({ type: 'draft.changed', patch: { key: 'BASE_URL' } });
    expect(selectDraftError(snapshot())).toBe(SHARED_PARAMETER_EXISTS);
    actor.send({ type: 'item.create' });
    actor.send({ type: 'draft.changed', patch: { key: 'API_TOKEN' } });
    expect(selectDraftError(snapshot())).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('creates the trimmed key once, ignoring a second create in flight, and lists it masked', () => {
    const { actor, settle, load, calls, snapshot } = startSharedParameters();
    load([baseUrl]);
    actor.send({ type: 'draft.changed', patch: { key: ' API_TOKEN ' } });
    actor.send({ type: 'draft.changed', patch: { value: ' s3cret ' } });
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.create' });
    actor.send({ type: 'draft.changed', patch: { key: 'X' } });
    expect(selectIsCreating(snapshot())).toBe(true);
    expect(calls.slice(1)).toEqual([['create', { ownerId: ACME_SUITE_ID, create: { key: 'API_TOKEN', value: ' s3cret ' } }]]);
    settle(doneEvent('create', { ...apiToken, value: ' s3cret ' }));
    expect(selectIsCreating(snapshot())).toBe(false);
    expect(selectParameters(snapshot())).toEqual([apiToken, baseUrl]);
    expect(snapshot().context.draft).toEqual({ key: '', value: '' });
  });

  it('reports a failed create with the server message and keeps the form', () => {
    const { actor, settle, load, done, snapshot } = startSharedParameters();
    load([baseUrl]);
    actor.send({ type: 'draft.changed', patch: { key: 'API_TOKEN' } });
    actor.send({ type: 'draft.changed', patch: { value: 's3cret' } });
    actor.send({ type: 'item.create' });
    settle(errorEvent('create', 'Shared parameter already exists'));
    expect(selectIsCreating(snapshot())).toBe(false);
    expect(snapshot().context.draft).toEqual({ key: 'API_TOKEN', value: 's3cret' });
    expect(done).toEqual([['notify', { title: 'Some error occurred', text: 'Unable to create the shared parameter', type: 'error' }]]);
  });

  it('allows an update and a deletion while a parameter is being created', () => {
    const { actor, load, calls, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'draft.changed', patch: { key: 'API_TOKEN' } });
    actor.send({ type: 'draft.changed', patch: { value: 's3cret' } });
    actor.send({ type: 'item.create' });
    actor.send({ type: 'item.edit', id: baseUrl._id });
    actor.send({ type: 'item.save' });
    actor.send({ type: 'item.delete', id: adminUser._id });
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(snapshot().value).toEqual({ loaded: { creating: 'saving', updating: 'saving', deleting: 'deleting' } });
    expect(calls.slice(1).map(([name]) => name)).toEqual(['create', 'update', 'remove']);
  });

  it('edits a row from the masked value, saves once, and masks the saved value', () => {
    const { actor, settle, load, calls, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'item.edit', id: baseUrl._id });
    expect(selectEditing(snapshot())).toEqual({ id: baseUrl._id, key: 'BASE_URL', value: MASKED_VALUE });
    actor.send({ type: 'edit.changed', patch: { key: ' APP_URL ' } });
    actor.send({ type: 'edit.changed', patch: { value: STAGING_URL } });
    actor.send({ type: 'item.save' });
    actor.send({ type: 'item.save' });
    actor.send({ type: 'edit.changed', patch: { key: 'X' } });
    actor.send({ type: 'item.edit', id: adminUser._id });
    expect(selectIsUpdating(snapshot())).toBe(true);
    expect(calls.slice(1)).toEqual([['update', { ownerId: ACME_SUITE_ID, id: baseUrl._id, changes: { key: 'APP_URL', value: STAGING_URL } }]]);
    settle(doneEvent('update', { ...baseUrl, key: 'APP_URL', value: STAGING_URL }));
    expect(selectEditing(snapshot())).toBeNull();
    expect(selectParameters(snapshot())).toEqual([adminUser, { ...baseUrl, key: 'APP_URL', value: MASKED_VALUE }]);
  });

  it('saves an untouched value as the masked value, which keeps the stored one', () => {
    const { actor, load, calls } = startSharedParameters();
    load();
    actor.send({ type: 'item.edit', id: baseUrl._id });
    actor.send({ type: 'edit.changed', patch: { key: 'APP_URL' } });
    actor.send({ type: 'item.save' });
    expect(calls.at(-1)).toEqual(['update', { ownerId: ACME_SUITE_ID, id: baseUrl._id, changes: { key: 'APP_URL', value: MASKED_VALUE } }]);
  });

  it('shows the edited row errors once the user tried to save, excluding its own key from duplicates', () => {
    const { actor, load, calls, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'item.edit', id: baseUrl._id });
    actor.send({ type: 'edit.changed', patch: { key: 'ADMIN_USER' } });
    expect(selectEditingError(snapshot())).toBeNull();
    actor.send({ type: 'item.save' });
    expect(selectEditingError(snapshot())).toBe(SHARED_PARAMETER_EXISTS);
    actor.send({ type: 'edit.changed', patch: { key: '' } });
    expect(selectEditingError(snapshot())).toBe(KEY_AND_VALUE_REQUIRED);
    actor.send({ type: 'edit.changed', patch: { key: 'BASE_URL' } });
    expect(selectEditingError(snapshot())).toBeNull();
    actor.send({ type: 'edit.cancel' });
    expect(selectEditing(snapshot())).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('reports a failed update and keeps editing', () => {
    const { actor, settle, load, done, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'item.edit', id: baseUrl._id });
    actor.send({ type: 'edit.changed', patch: { key: 'APP_URL' } });
    actor.send({ type: 'item.save' });
    settle(errorEvent('update', 'Shared parameter not found'));
    expect(selectIsUpdating(snapshot())).toBe(false);
    expect(selectEditing(snapshot())).toEqual({ id: baseUrl._id, key: 'APP_URL', value: MASKED_VALUE });
    expect(done).toEqual([['notify', { title: 'Some error occurred', text: 'Unable to update the shared parameter', type: 'error' }]]);
  });

  it('asks the dialog before deleting, deletes on Yes, then closes the dialog and removes the row', () => {
    const { actor, settle, load, calls, dialog, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'item.edit', id: baseUrl._id });
    actor.send({ type: 'item.delete', id: baseUrl._id });
    expect(dialog).toEqual([{ type: 'confirm.request', options: deleteParameterOptions('BASE_URL'), replyTo: actor }]);
    expect(deleteParameterOptions('BASE_URL')).toEqual({
      title: 'Delete shared parameter "BASE_URL"?',
      message: 'Tests that use <b>BASE_URL</b> will no longer receive it.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      icon: 'danger',
    });
    // Nothing is deleted before Yes, and the dialog being modal, no second deletion is asked.
    actor.send({ type: 'item.delete', id: adminUser._id });
    expect(calls).toHaveLength(1);
    expect(selectIsDeleting(snapshot())).toBe(false);
    actor.send({ type: 'confirm.accepted', value: '' });
    actor.send({ type: 'item.delete', id: adminUser._id });
    expect(selectIsDeleting(snapshot())).toBe(true);
    expect(selectDeletingId(snapshot())).toBe(baseUrl._id);
    expect(calls.slice(1)).toEqual([['remove', { ownerId: ACME_SUITE_ID, id: baseUrl._id }]]);
    expect(dialog).toHaveLength(1);
    settle(doneEvent('remove', undefined));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.settled' }]);
    expect(selectDeletingId(snapshot())).toBeNull();
    expect(selectParameters(snapshot())).toEqual([adminUser]);
    expect(selectEditing(snapshot())).toBeNull();
  });

  it('keeps the parameter when the user answers No', () => {
    const { actor, load, calls, dialog, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'item.delete', id: baseUrl._id });
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().value).toEqual({ loaded: { creating: 'idle', updating: 'idle', deleting: 'idle' } });
    expect(snapshot().context.deletingId).toBeNull();
    expect(calls).toHaveLength(1);
    expect(dialog.map((event) => event.type)).toEqual(['confirm.request']);
    actor.send({ type: 'item.delete', id: adminUser._id });
    expect(dialog.at(-1)).toMatchObject({ type: 'confirm.request', options: { title: 'Delete shared parameter "ADMIN_USER"?' } });
  });

  it('reports a failed deletion in the dialog and a toast, keeps the row, and deletes on a second Yes', () => {
    const { actor, settle, load, calls, done, dialog, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'item.delete', id: baseUrl._id });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('remove', 'Shared parameter not found'));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.failed', error: 'Shared parameter not found' }]);
    expect(selectIsDeleting(snapshot())).toBe(false);
    expect(selectParameters(snapshot())).toEqual([adminUser, baseUrl]);
    expect(done).toEqual([['notify', { title: 'Some error occurred', text: 'Unable to delete the shared parameter', type: 'error' }]]);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls.slice(1)).toEqual([
      ['remove', { ownerId: ACME_SUITE_ID, id: baseUrl._id }],
      ['remove', { ownerId: ACME_SUITE_ID, id: baseUrl._id }],
    ]);
    settle(doneEvent('remove', undefined));
    expect(dialog.at(-1)).toEqual({ type: 'confirm.settled' });
    expect(selectParameters(snapshot())).toEqual([adminUser]);
  });

  it('leaves no dialog waiting when the owner changes while it asks or while the DELETE runs', () => {
    for (const yesFirst of [false, true]) {
      const dialog = createActor(confirmDialogMachine).start();
      const { actor, load, calls } = startSharedParameters(ACME_SUITE_ID, dialog);
      load();
      actor.send({ type: 'item.delete', id: baseUrl._id });
      if (yesFirst) dialog.send({ type: 'dialog.confirm' });
      actor.send({ type: 'owner.changed', ownerId: 'other-suite' });
      // Asked only: the user's later Yes no longer deletes anything, and the dialog closes.
      if (!yesFirst) dialog.send({ type: 'dialog.confirm' });
      expect(selectIsOpen(dialog.getSnapshot())).toBe(false);
      expect(actor.getSnapshot().value).toBe('loading');
      expect(calls.filter(([name]) => name === 'remove')).toHaveLength(yesFirst ? 1 : 0);
    }
  });

  it('ignores actions on a parameter that is not listed', () => {
    const { actor, load, calls, dialog, snapshot } = startSharedParameters();
    load();
    actor.send({ type: 'item.edit', id: apiToken._id });
    actor.send({ type: 'item.delete', id: apiToken._id });
    expect(selectEditing(snapshot())).toBeNull();
    expect(dialog).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
