/**
 * A project's environments on the Settings screen (docs/runs.md#environments): staging,
 * production… each with a name, an optional base URL whose origin replaces each test's website
 * origin, and parameter values over the tests' defaults and the shared parameters; a
 * configuration of the list resource (machines/listResource). The list is GET
 * test-suites/{id}/environments (by name); adding is POST, editing PATCH, deleting (on Yes in the
 * confirm dialog) DELETE.
 *
 * Values are secrets: the server answers each as eight stars and never returns one after it is
 * saved. An edit therefore starts with every stored value masked and its key fixed: a value left
 * masked keeps the stored one (it is not sent), a typed one replaces it, a removed row removes the
 * key (sent as null), and a new row adds a key. Each row's "Hide value" switch only says whether its
 * field hides what is typed: once saved, every value is masked alike.
 *
 * The workspace keeps the selected project's list (machines/workspace), so the run dialogs, the
 * run-all and schedule pickers and the run filters offer the environments the Settings edit.
 */
import type { ContextFrom, EventFromLogic } from 'xstate';
import type { components } from '../../openapi/schema';
import { baseUrlError, duplicateKeyMessage, environmentNameError, valueKeyError } from '../../rules/environments';
import { errorMessage } from '../_shared/authErrors';
import { escapeHtml } from '../_shared/htmlText';
import type { ConfirmOptions } from '../confirmDialog/confirmation';
import { createListResourceMachine } from '../listResource/listResource.machine';

export type Environment = components['schemas']['Environment'];
export type EnvironmentCreate = components['schemas']['EnvironmentCreate'];
export type EnvironmentUpdate = components['schemas']['EnvironmentUpdate'];

/** How a value reads once saved. */
export const MASKED_VALUE = '********';

/** One key and value of the form. */
export interface ValueRow {
  /** Untrimmed while typed. */
  key: string;
  value: string;
  /** The field hides what is typed (every saved value is masked regardless). */
  secret: boolean;
  /** A stored key, shown masked: its key is fixed, and its value is kept unless one is typed. */
  stored: boolean;
}

/** The add form, and the edited environment without its id. */
export interface EnvironmentForm {
  name: string;
  baseUrl: string;
  rows: ValueRow[];
}

export interface EnvironmentEdit extends EnvironmentForm {
  id: string;
  /** The keys stored when the edit started: those whose rows were removed are sent as null. */
  storedKeys: string[];
}

/** What the form's events change: a field, a row added or removed, or a row's key, value or "Hide value" switch. */
export type EnvironmentFormPatch =
  | { name: string }
  | { baseUrl: string }
  | { addRow: true }
  | { removeRow: number }
  | { row: number; key?: string; value?: string; secret?: boolean };

export interface EnvironmentFormErrors {
  name: string | null;
  baseUrl: string | null;
  /** One per row, in order. */
  rows: Array<string | null>;
}

export const emptyForm: EnvironmentForm = { name: '', baseUrl: '', rows: [] };
const newRow: ValueRow = { key: '', value: '', secret: true, stored: false };

/** The form after one change; a stored row's key cannot change, and an unknown row changes nothing. */
export function changeForm<T extends EnvironmentForm>(form: T, patch: EnvironmentFormPatch): T {
  if ('name' in patch) return { ...form, name: patch.name };
  if ('baseUrl' in patch) return { ...form, baseUrl: patch.baseUrl };
  if ('addRow' in patch) return { ...form, rows: [...form.rows, newRow] };
  if ('removeRow' in patch) return { ...form, rows: form.rows.filter((_, index) => index !== patch.removeRow) };
  const { row: at, key, value, secret } = patch;
  return {
    ...form,
    rows: form.rows.map((row, index) =>
      index !== at
        ? row
        : {
            ...row,
            ...(key !== undefined && !row.stored && { key }),
            ...(value !== undefined && { value }),
            ...(secret !== undefined && { secret }),
          },
    ),
  };
}

/** Each field's message, whether shown yet or not; `others` are the project's other environments. */
export function formErrors(form: EnvironmentForm, others: ReadonlyArray<Pick<Environment, 'name'>>): EnvironmentFormErrors {
  const keys = form.rows.map((row) => row.key.trim());
  return {
    name: environmentNameError(
      form.name,
      others.map((environment) => environment.name),
    ),
    baseUrl: baseUrlError(form.baseUrl),
    rows: keys.map((key, index) => valueKeyError(key) ?? (keys.indexOf(key) !== index ? duplicateKeyMessage(key) : null)),
  };
}

export const hasNoErrors = (errors: EnvironmentFormErrors) =>
  errors.name === null && errors.baseUrl === null && errors.rows.every((row) => row === null);

/** The rows' keys and values as the API takes them: keys trimmed, values as typed. */
const valuesOf = (rows: ReadonlyArray<ValueRow>) => Object.fromEntries(rows.map((row) => [row.key.trim(), row.value]));

/** What POST receives: the trimmed name, the base URL or null, the values. */
export function toCreate(form: EnvironmentForm): EnvironmentCreate {
  return { name: form.name.trim(), base_url: form.baseUrl.trim() || null, values: valuesOf(form.rows) };
}

/** The edit of a listed environment: its stored keys masked, Secret on. */
export function startEdit(environment: Environment): EnvironmentEdit {
  const storedKeys = Object.keys(environment.values);
  return {
    id: environment._id,
    name: environment.name,
    baseUrl: environment.base_url ?? '',
    rows: storedKeys.map((key) => ({ key, value: MASKED_VALUE, secret: true, stored: true })),
    storedKeys,
  };
}

/**
 * What PATCH receives: the name and base URL, and in `values` only what changes: a removed stored
 * key as null, then every new row and every stored row whose value was typed.
 */
export function toUpdate(edit: EnvironmentEdit): EnvironmentUpdate {
  const kept = new Set(edit.rows.filter((row) => row.stored).map((row) => row.key));
  const removed = edit.storedKeys.filter((key) => !kept.has(key)).map((key) => [key, null] as const);
  const typed = edit.rows.filter((row) => !row.stored || row.value !== MASKED_VALUE);
  return {
    name: edit.name.trim(),
    base_url: edit.baseUrl.trim() || null,
    values: { ...Object.fromEntries(removed), ...valuesOf(typed) },
  };
}

/** Nothing to send: the same name and base URL, no row added or removed, no value typed. */
export function isUnchanged(edit: EnvironmentEdit, environment: Environment): boolean {
  const update = toUpdate(edit);
  return update.name === environment.name && update.base_url === environment.base_url && Object.keys(update.values ?? {}).length === 0;
}

/** The listed environment once an update was saved: its keys as changed, every value masked. */
export function applyUpdate(environment: Environment, update: EnvironmentUpdate): Environment {
  const values: Record<string, string> = { ...environment.values };
  for (const [key, value] of Object.entries(update.values ?? {})) {
    if (value === null) delete values[key];
    else values[key] = MASKED_VALUE;
  }
  return {
    ...environment,
    ...(update.name !== undefined && { name: update.name }),
    ...(update.base_url !== undefined && { base_url: update.base_url }),
    values,
  };
}

/** As kept: every value masked, whatever an answer held. */
export const masked = (environment: Environment): Environment => ({
  ...environment,
  values: Object.fromEntries(Object.keys(environment.values).map((key) => [key, MASKED_VALUE])),
});

/** The dialog's texts for deleting the environment with this name. */
export function deleteEnvironmentOptions(name: string): ConfirmOptions {
  return {
    title: `Delete environment "${name}"?`,
    message: `Runs keep the name <b>${escapeHtml(name)}</b>; test suites scheduled against it will run without an environment.`,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    icon: 'danger',
  };
}

/** A toast of the failure, with the server's message when it has one (a taken name, a refused base URL). */
const failed = (text: string) => (error: unknown) => {
  const message = errorMessage(error);
  return { title: 'Some error occurred', text: message.trim() === '' ? text : `${text}: ${message}`, type: 'error' as const };
};

export const environmentsMachine = createListResourceMachine({
  id: 'environments',
  idOf: (environment: Environment) => environment._id,
  keep: masked,
  draft: {
    empty: emptyForm,
    change: (draft, patch: EnvironmentFormPatch) => changeForm(draft, patch),
    isValid: (draft, environments) => hasNoErrors(formErrors(draft, environments)),
    toCreate,
  },
  edit: {
    start: startEdit,
    change: (edit: EnvironmentEdit, patch: EnvironmentFormPatch) => changeForm(edit, patch),
    isValid: (edit, environments) =>
      hasNoErrors(
        formErrors(
          edit,
          environments.filter((environment) => environment._id !== edit.id),
        ),
      ),
    toChanges: toUpdate,
    apply: applyUpdate,
    isUnchanged,
    updated: () => ({ title: 'Environment saved', text: '', type: 'success' }),
    updateFailed: failed('Unable to save the environment'),
  },
  confirmDelete: (environment) => deleteEnvironmentOptions(environment.name),
  loadFailed: () => ({ title: 'Some error occurred', text: 'Unable to fetch the environments', type: 'error' }),
  created: () => ({ title: 'Environment added', text: '', type: 'success' }),
  createFailed: failed('Unable to add the environment'),
  deleteFailed: failed('Unable to delete the environment'),
});

export type EnvironmentsEvent = EventFromLogic<typeof environmentsMachine>;
export type EnvironmentsContext = ContextFrom<typeof environmentsMachine>;
