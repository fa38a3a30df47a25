/**
 * A project's shared parameters on the Settings screen (spec sections 3, 4, 5, 7 and 8): key and
 * secret value pairs that tests receive as TEST_PARAM_<KEY>. The list (GET
 * test-suites/{id}/shared-parameters, a 404 meaning none) is fetched once per suite until the
 * suite changes. Values are never read back: the list shows them as eight stars, a created
 * entry is added with the masked value, and an update masks it again.
 *
 * Once loaded, creating, updating and deleting are parallel regions: each kind of action blocks
 * a second one of the same kind only (spec section 4). Deleting asks the app's confirm dialog
 * (`confirm.request`); on Yes the machine deletes and tells the dialog how it went, so the
 * dialog loads until the DELETE settles and shows its error if it fails.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { escapeHtml } from '../_shared/htmlText';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef, type ConfirmOptions } from '../confirmDialog/confirmation';

export type SharedParameter = components['schemas']['SharedParameter'];

/** How a value reads once saved (spec section 9: eight stars). */
export const MASKED_VALUE = '********';

export const KEY_AND_VALUE_REQUIRED = 'Key and Value are required';
export const INVALID_PARAMETER_KEY =
  'Invalid parameter key. It must start with a letter or underscore and can contain only letters, numbers, and underscores.';
export const SHARED_PARAMETER_EXISTS = 'Shared parameter already exists';

/** Spec section 5: a letter or underscore, then letters, digits and underscores. */
const PARAMETER_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The server's checks in the server's order (spec section 5): both filled once trimmed, a valid
 * key, and a key no other parameter of the suite has. `exceptId` is the parameter being edited.
 */
export function sharedParameterError(
  key: string,
  value: string,
  parameters: ReadonlyArray<SharedParameter>,
  exceptId: string | null = null,
): string | null {
  const trimmed = key.trim();
  if (trimmed === '' || value.trim() === '') return KEY_AND_VALUE_REQUIRED;
  if (!PARAMETER_KEY.test(trimmed)) return INVALID_PARAMETER_KEY;
  if (parameters.some((parameter) => parameter.key === trimmed && parameter._id !== exceptId)) return SHARED_PARAMETER_EXISTS;
  return null;
}

export interface SharedParametersInput {
  /** The selected project; null when none is selected (nothing to load). */
  suiteId: string | null;
  /** The app's confirm dialog, asked before a deletion. */
  confirmDialog: ConfirmDialogRef;
}

/** The dialog's texts for deleting the parameter with this key (spec: verbatim). */
export function deleteParameterOptions(key: string): ConfirmOptions {
  return {
    title: `Delete shared parameter "${key}"?`,
    message: `Tests that use <b>${escapeHtml(key)}</b> will no longer receive it.`,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    icon: 'danger',
  };
}

export interface SharedParameterDraft {
  key: string;
  value: string;
}

export interface SharedParameterEdit {
  id: string;
  key: string;
  /** Starts as the masked value: saving it unchanged keeps the stored value. */
  value: string;
}

export interface SharedParametersContext {
  suiteId: string | null;
  confirmDialog: ConfirmDialogRef;
  parameters: SharedParameter[];
  /** The add form's fields, untrimmed. */
  draft: SharedParameterDraft;
  /** The add form's error shows once the user tried to create, then follows every keystroke. */
  showDraftErrors: boolean;
  /** The row being edited inline; null when none is. */
  editing: SharedParameterEdit | null;
  /** The same for the edited row. */
  showEditingErrors: boolean;
  /** The parameter whose deletion is asked or under way; null when none is. */
  deletingId: string | null;
}

export type SharedParametersEvent =
  /** The screen shows the list: load it unless it is loaded (or loading) for this suite. */
  | { type: 'parameters.load' }
  | { type: 'parameters.retry' }
  /** The selected project changed: everything is dropped until the next load. */
  | { type: 'suite.changed'; suiteId: string | null }
  | { type: 'draft.keyChanged'; value: string }
  | { type: 'draft.valueChanged'; value: string }
  | { type: 'parameter.create' }
  | { type: 'parameter.edit'; id: string }
  | { type: 'editing.keyChanged'; value: string }
  | { type: 'editing.valueChanged'; value: string }
  | { type: 'editing.cancel' }
  | { type: 'parameter.save' }
  /** The user asked to delete a parameter; the dialog asks whether to. */
  | { type: 'parameter.delete'; id: string }
  | ConfirmAnswerEvent;

const emptyDraft: SharedParameterDraft = { key: '', value: '' };

const resetContext = (suiteId: string | null, confirmDialog: ConfirmDialogRef): SharedParametersContext => ({
  suiteId,
  confirmDialog,
  parameters: [],
  draft: emptyDraft,
  showDraftErrors: false,
  editing: null,
  showEditingErrors: false,
  deletingId: null,
});

/** Loaded only with a suite; the empty id never reaches the API. */
const suiteOf = (context: SharedParametersContext) => context.suiteId ?? '';

export const sharedParametersMachine = setup({
  types: {
    context: {} as SharedParametersContext,
    events: {} as SharedParametersEvent,
    input: {} as SharedParametersInput,
    children: {} as {
      listSharedParameters: 'listSharedParameters';
      createSharedParameter: 'createSharedParameter';
      updateSharedParameter: 'updateSharedParameter';
      deleteSharedParameter: 'deleteSharedParameter';
    },
  },
  actors: {
    /** GET test-suites/{id}/shared-parameters; a 404 answers an empty list. */
    listSharedParameters: fromPromise<SharedParameter[], { suiteId: string }>(async () => {
      throw new Error('listSharedParameters not provided');
    }),
    /** POST test-suites/{id}/shared-parameters; answers the new id. */
    createSharedParameter: fromPromise<string, { suiteId: string; key: string; value: string }>(async () => {
      throw new Error('createSharedParameter not provided');
    }),
    /** PUT test-suites/{id}/shared-parameters/{paramId}; a value of eight stars keeps the stored one. */
    updateSharedParameter: fromPromise<SharedParameter, { suiteId: string; id: string; key: string; value: string }>(async () => {
      throw new Error('updateSharedParameter not provided');
    }),
    /** DELETE test-suites/{id}/shared-parameters/{paramId}. */
    deleteSharedParameter: fromPromise<void, { suiteId: string; id: string }>(async () => {
      throw new Error('deleteSharedParameter not provided');
    }),
  },
  actions: {
    ...confirmationActions<SharedParametersContext, SharedParametersEvent>(),
    reset: assign(({ context }, params: { suiteId: string | null }) => resetContext(params.suiteId, context.confirmDialog)),
    setParameters: assign((_, params: { parameters: SharedParameter[] }) => ({
      parameters: params.parameters.map((parameter) => ({ ...parameter, value: MASKED_VALUE })),
    })),
    setDraftKey: assign(({ context }, params: { value: string }) => ({ draft: { ...context.draft, key: params.value } })),
    setDraftValue: assign(({ context }, params: { value: string }) => ({ draft: { ...context.draft, value: params.value } })),
    showDraftErrors: assign({ showDraftErrors: true }),
    /** The new entry shows its key and the masked value; the form empties. */
    appendParameter: assign(({ context }, params: { id: string }) => ({
      parameters: [...context.parameters, { _id: params.id, test_suite_id: suiteOf(context), key: context.draft.key.trim(), value: MASKED_VALUE }],
      draft: emptyDraft,
      showDraftErrors: false,
    })),
    startEditing: assign(({ context }, params: { id: string }) => {
      const parameter = context.parameters.find((candidate) => candidate._id === params.id);
      return {
        editing: parameter ? { id: parameter._id, key: parameter.key, value: MASKED_VALUE } : null,
        showEditingErrors: false,
      };
    }),
    setEditingKey: assign(({ context }, params: { value: string }) => ({
      editing: context.editing && { ...context.editing, key: params.value },
    })),
    setEditingValue: assign(({ context }, params: { value: string }) => ({
      editing: context.editing && { ...context.editing, value: params.value },
    })),
    showEditingErrors: assign({ showEditingErrors: true }),
    stopEditing: assign({ editing: null, showEditingErrors: false }),
    /** The saved entry replaces the old one, its value masked; the row leaves edit mode. */
    replaceParameter: assign(({ context }, params: { parameter: SharedParameter }) => ({
      parameters: context.parameters.map((parameter) =>
        parameter._id === params.parameter._id ? { ...params.parameter, value: MASKED_VALUE } : parameter,
      ),
      editing: null,
      showEditingErrors: false,
    })),
    setDeletingId: assign((_, params: { id: string }) => ({ deletingId: params.id })),
    clearDeletingId: assign({ deletingId: null }),
    /** The deleted entry goes, and so does its edit row. */
    removeParameter: assign(({ context }) => {
      const editingDeleted = context.editing !== null && context.editing.id === context.deletingId;
      return {
        parameters: context.parameters.filter((parameter) => parameter._id !== context.deletingId),
        deletingId: null,
        ...(editingDeleted ? { editing: null, showEditingErrors: false } : {}),
      };
    }),
    notifyLoadFailed: (_, _params: ToastParams) => {
      throw new Error('notifyLoadFailed not provided');
    },
    notifyCreateFailed: (_, _params: ToastParams) => {
      throw new Error('notifyCreateFailed not provided');
    },
    notifyUpdateFailed: (_, _params: ToastParams) => {
      throw new Error('notifyUpdateFailed not provided');
    },
    notifyDeleteFailed: (_, _params: ToastParams) => {
      throw new Error('notifyDeleteFailed not provided');
    },
  },
  guards: {
    hasSuite: ({ context }) => context.suiteId !== null,
    isDraftValid: ({ context }) => sharedParameterError(context.draft.key, context.draft.value, context.parameters) === null,
    isEditingValid: ({ context }) =>
      context.editing !== null && sharedParameterError(context.editing.key, context.editing.value, context.parameters, context.editing.id) === null,
    isListed: ({ context }, params: { id: string }) => context.parameters.some((parameter) => parameter._id === params.id),
  },
}).createMachine({
  id: 'sharedParameters',
  context: ({ input }) => resetContext(input.suiteId, input.confirmDialog),
  initial: 'idle',
  on: {
    'suite.changed': { target: '.idle', actions: { type: 'reset', params: ({ event }) => ({ suiteId: event.suiteId }) } },
    // Yes to a deletion this machine no longer asks about (the suite changed while the dialog
    // asked): the dialog loads, waiting for an outcome, so it is closed.
    'confirm.accepted': { actions: 'settleConfirmation' },
  },
  states: {
    // Not loaded for this suite yet. Without a suite there is nothing to load.
    idle: {
      on: { 'parameters.load': { guard: 'hasSuite', target: 'loading' } },
    },
    loading: {
      invoke: {
        id: 'listSharedParameters',
        src: 'listSharedParameters',
        input: ({ context }) => ({ suiteId: suiteOf(context) }),
        onDone: { target: 'loaded', actions: { type: 'setParameters', params: ({ event }) => ({ parameters: event.output }) } },
        onError: {
          target: 'failed',
          actions: {
            type: 'notifyLoadFailed',
            params: { title: 'Some error occurred', text: 'Unable to fetch shared parameters', type: 'error' },
          },
        },
      },
    },
    failed: {
      on: { 'parameters.retry': 'loading' },
    },
    // Fetched once per suite: a second load is ignored until the suite changes.
    loaded: {
      type: 'parallel',
      states: {
        creating: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'draft.keyChanged': { actions: { type: 'setDraftKey', params: ({ event }) => ({ value: event.value }) } },
                'draft.valueChanged': { actions: { type: 'setDraftValue', params: ({ event }) => ({ value: event.value }) } },
                'parameter.create': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'showDraftErrors' }],
              },
            },
            // The form is read-only and a second create is ignored until this one settles.
            saving: {
              invoke: {
                id: 'createSharedParameter',
                src: 'createSharedParameter',
                input: ({ context }) => ({ suiteId: suiteOf(context), key: context.draft.key.trim(), value: context.draft.value }),
                onDone: { target: 'idle', actions: { type: 'appendParameter', params: ({ event }) => ({ id: event.output }) } },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'notifyCreateFailed',
                    params: {
                      title: 'Some error occurred',
                      text: 'Unable to create the shared parameter',
                      type: 'error' as const,
                    },
                  },
                },
              },
            },
          },
        },
        updating: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'parameter.edit': {
                  guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
                  actions: { type: 'startEditing', params: ({ event }) => ({ id: event.id }) },
                },
                'editing.keyChanged': { actions: { type: 'setEditingKey', params: ({ event }) => ({ value: event.value }) } },
                'editing.valueChanged': { actions: { type: 'setEditingValue', params: ({ event }) => ({ value: event.value }) } },
                'editing.cancel': { actions: 'stopEditing' },
                'parameter.save': [{ guard: 'isEditingValid', target: 'saving' }, { actions: 'showEditingErrors' }],
              },
            },
            // The edited row is read-only and a second save is ignored until this one settles.
            saving: {
              invoke: {
                id: 'updateSharedParameter',
                src: 'updateSharedParameter',
                input: ({ context }) => ({
                  suiteId: suiteOf(context),
                  id: context.editing?.id ?? '',
                  key: context.editing?.key.trim() ?? '',
                  value: context.editing?.value ?? '',
                }),
                onDone: { target: 'idle', actions: { type: 'replaceParameter', params: ({ event }) => ({ parameter: event.output }) } },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'notifyUpdateFailed',
                    params: {
                      title: 'Some error occurred',
                      text: 'Unable to update the shared parameter',
                      type: 'error' as const,
                    },
                  },
                },
              },
            },
          },
        },
        deleting: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'parameter.delete': {
                  guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
                  target: 'confirming',
                  actions: [
                    { type: 'setDeletingId', params: ({ event }) => ({ id: event.id }) },
                    {
                      type: 'askToConfirm',
                      params: ({ context, event }) => ({
                        options: deleteParameterOptions(context.parameters.find((parameter) => parameter._id === event.id)!.key),
                      }),
                    },
                  ],
                },
              },
            },
            // The dialog asks; it is modal, so nothing else is deleted meanwhile.
            confirming: {
              on: {
                'confirm.accepted': 'deleting',
                'confirm.declined': { target: 'idle', actions: 'clearDeletingId' },
              },
            },
            // The dialog loads; a second deletion is ignored until this one settles.
            deleting: {
              // A suite change drops the DELETE in flight with the list: nothing would answer the
              // dialog waiting for its outcome, so it is closed here (this handler shadows the
              // machine-wide one).
              on: {
                'suite.changed': {
                  target: '#sharedParameters.idle',
                  actions: ['settleConfirmation', { type: 'reset', params: ({ event }) => ({ suiteId: event.suiteId }) }],
                },
              },
              invoke: {
                id: 'deleteSharedParameter',
                src: 'deleteSharedParameter',
                input: ({ context }) => ({ suiteId: suiteOf(context), id: context.deletingId ?? '' }),
                onDone: { target: 'idle', actions: ['settleConfirmation', 'removeParameter'] },
                // The dialog shows why and stays open: Yes tries again, No keeps the parameter.
                onError: {
                  target: 'confirming',
                  actions: [
                    { type: 'failConfirmation', params: ({ event }) => ({ error: errorMessage(event.error) }) },
                    {
                      type: 'notifyDeleteFailed',
                      params: {
                        title: 'Some error occurred',
                        text: 'Unable to delete the shared parameter',
                        type: 'error' as const,
                      },
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});
