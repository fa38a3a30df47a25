/**
 * A project's shared parameters on the Settings screen (spec sections 3, 4, 5, 7 and 8): key and
 * secret value pairs that tests receive as TEST_PARAM_<KEY>, a configuration of the list
 * resource (machines/listResource). The list is GET test-suites/{id}/shared-parameters (a 404
 * meaning none). Values are never read back: every kept parameter shows eight stars, and an
 * edit starts from them (saving eight stars keeps the stored value).
 */
import type { ContextFrom, EventFromLogic } from 'xstate';
import type { components } from '../../openapi/schema';
import { escapeHtml } from '../_shared/htmlText';
import type { ConfirmOptions } from '../confirmDialog/confirmation';
import { createListResourceMachine } from '../listResource/listResource.machine';

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

const failed = (text: string) => () => ({ title: 'Some error occurred', text, type: 'error' as const });

export const sharedParametersMachine = createListResourceMachine({
  id: 'sharedParameters',
  idOf: (parameter: SharedParameter) => parameter._id,
  keep: (parameter) => ({ ...parameter, value: MASKED_VALUE }),
  draft: {
    empty: { key: '', value: '' } as SharedParameterDraft,
    change: (draft, patch: Partial<SharedParameterDraft>) => ({ ...draft, ...patch }),
    isValid: (draft, parameters) => sharedParameterError(draft.key, draft.value, parameters) === null,
    toCreate: (draft) => ({ key: draft.key.trim(), value: draft.value }),
  },
  edit: {
    start: (parameter): SharedParameterEdit => ({ id: parameter._id, key: parameter.key, value: MASKED_VALUE }),
    isValid: (edit, parameters) => sharedParameterError(edit.key, edit.value, parameters, edit.id) === null,
    toChanges: (edit) => ({ key: edit.key.trim(), value: edit.value }),
    updateFailed: failed('Unable to update the shared parameter'),
  },
  confirmDelete: (parameter) => deleteParameterOptions(parameter.key),
  loadFailed: failed('Unable to fetch shared parameters'),
  createFailed: failed('Unable to create the shared parameter'),
  deleteFailed: failed('Unable to delete the shared parameter'),
});

export type SharedParametersEvent = EventFromLogic<typeof sharedParametersMachine>;
export type SharedParametersContext = ContextFrom<typeof sharedParametersMachine>;
