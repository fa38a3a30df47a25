/**
 * The path model of a project's shared parameters: one listed parameter, a parameter to add,
 * an edit (an emptied key, a new value, or none), a deletion answered Yes or No in the confirm
 * dialog (a recording stand-in), and both outcomes of every call.
 * The field samples are offered in order (a key, then a value) and only while they change
 * something, so the snapshots stay few: every list, form and row combination is one of its own.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import { listResourceFakes } from '../listResource/listResource.fakes';
import { sharedParametersObservations, sharedParametersTransitions } from './sharedParameters.expectations';
import { ACME_SUITE_ID, apiToken, baseUrl } from './sharedParameters.fixtures';
import { MASKED_VALUE, sharedParametersMachine, type SharedParameter, type SharedParameterDraft } from './sharedParameters.machine';

export { ACME_SUITE_ID, adminUser, apiToken, baseUrl } from './sharedParameters.fixtures';

export const STAGING_URL = 'https://staging.acme.example';

export const sharedParametersPathModel: PathModel<typeof sharedParametersMachine> = {
  machine: sharedParametersMachine,
  inputs: [{ ownerId: ACME_SUITE_ID, confirmDialog: recordingDialog().ref }],
  implementations: listResourceFakes<SharedParameter, SharedParameterDraft, SharedParameterDraft>(),
  events: ({ context }) => {
    const { draft, editing, items } = context;
    const untouchedEdit = editing !== null && editing.key === baseUrl.key && editing.value === MASKED_VALUE;
    return [
      { type: 'owner.changed', ownerId: null },
      { type: 'owner.changed', ownerId: ACME_SUITE_ID },
      { type: 'list.retry' },
      doneEvent('list', [baseUrl]),
      errorEvent('list', 'Network error'),
      // The add form: a new key, then a value (a key already listed is not typed again).
      ...(draft.key === '' && !items.some((parameter) => parameter.key === apiToken.key)
        ? [{ type: 'draft.changed' as const, patch: { key: apiToken.key } }]
        : []),
      ...(draft.key !== '' && draft.value === '' ? [{ type: 'draft.changed' as const, patch: { value: 's3cret' } }] : []),
      { type: 'draft.clear' },
      { type: 'item.create' },
      doneEvent('create', apiToken),
      errorEvent('create', 'Shared parameter already exists'),
      // The edited row: the key emptied (invalid) or a new value, each from the untouched row.
      { type: 'item.edit', id: baseUrl._id },
      ...(untouchedEdit
        ? [
            { type: 'edit.changed' as const, patch: { key: '' } },
            { type: 'edit.changed' as const, patch: { value: STAGING_URL } },
          ]
        : []),
      { type: 'edit.cancel' },
      { type: 'item.save' },
      doneEvent('update', undefined),
      errorEvent('update', 'Shared parameter not found'),
      { type: 'item.delete', id: baseUrl._id },
      { type: 'confirm.accepted', value: '' },
      { type: 'confirm.declined' },
      doneEvent('remove', undefined),
      errorEvent('remove', 'Shared parameter not found'),
    ];
  },
  observations: sharedParametersObservations,
  transitions: sharedParametersTransitions,
};
