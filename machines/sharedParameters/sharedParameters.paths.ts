/**
 * The path model of a project's shared parameters: one listed parameter, a parameter to add,
 * an edit (an emptied key, a new value, or none), a deletion answered Yes or No in the confirm
 * dialog (a recording stand-in), and both outcomes of every call.
 * The field samples are offered in order (a key, then a value) and only while they change
 * something, so the snapshots stay few: every list, form and row combination is one of its own.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import { ACME_SUITE_ID, apiToken, baseUrl } from './sharedParameters.fixtures';
import { MASKED_VALUE, sharedParametersMachine, type SharedParameter } from './sharedParameters.machine';

export { ACME_SUITE_ID, adminUser, apiToken, baseUrl } from './sharedParameters.fixtures';

export const STAGING_URL = 'https://staging.acme.example';

export const sharedParametersPathModel: PathModel<typeof sharedParametersMachine> = {
  machine: sharedParametersMachine,
  inputs: [{ suiteId: ACME_SUITE_ID, confirmDialog: recordingDialog().ref }],
  implementations: {
    actors: {
      listSharedParameters: neverSettles<SharedParameter[], { suiteId: string }>(),
      createSharedParameter: neverSettles<string, { suiteId: string; key: string; value: string }>(),
      updateSharedParameter: neverSettles<SharedParameter, { suiteId: string; id: string; key: string; value: string }>(),
      deleteSharedParameter: neverSettles<void, { suiteId: string; id: string }>(),
    },
    actions: {
      notifyLoadFailed: () => {},
      notifyCreateFailed: () => {},
      notifyUpdateFailed: () => {},
      notifyDeleteFailed: () => {},
    },
  },
  events: ({ context }) => {
    const { draft, editing, parameters } = context;
    const untouchedEdit = editing !== null && editing.key === baseUrl.key && editing.value === MASKED_VALUE;
    return [
      { type: 'suite.changed', suiteId: null },
      { type: 'suite.changed', suiteId: ACME_SUITE_ID },
      { type: 'parameters.load' },
      { type: 'parameters.retry' },
      doneEvent('listSharedParameters', [baseUrl]),
      errorEvent('listSharedParameters', 'Network error'),
      // The add form: a new key, then a value (a key already listed is not typed again).
      ...(draft.key === '' && !parameters.some((parameter) => parameter.key === apiToken.key)
        ? [{ type: 'draft.keyChanged' as const, value: apiToken.key }]
        : []),
      ...(draft.key !== '' && draft.value === '' ? [{ type: 'draft.valueChanged' as const, value: 's3cret' }] : []),
      { type: 'parameter.create' },
      doneEvent('createSharedParameter', apiToken._id),
      errorEvent('createSharedParameter', 'Shared parameter already exists'),
      // The edited row: the key emptied (invalid) or a new value, each from the untouched row.
      { type: 'parameter.edit', id: baseUrl._id },
      ...(untouchedEdit
        ? [
            { type: 'editing.keyChanged' as const, value: '' },
            { type: 'editing.valueChanged' as const, value: STAGING_URL },
          ]
        : []),
      { type: 'editing.cancel' },
      { type: 'parameter.save' },
      doneEvent('updateSharedParameter', baseUrl),
      errorEvent('updateSharedParameter', 'Shared parameter not found'),
      { type: 'parameter.delete', id: baseUrl._id },
      { type: 'confirm.accepted', value: '' },
      { type: 'confirm.declined' },
      doneEvent('deleteSharedParameter', undefined),
      errorEvent('deleteSharedParameter', 'Shared parameter not found'),
    ];
  },
};
