/**
 * The Modules screen (/modules/{testSuiteId?}; spec sections 3, 4 "Session and data", 5, 7
 * and 8): the project's test modules, a form creating one, and the selected module's detail
 * with inline rename, its script, and delete. A configuration of the list resource
 * (machines/listResource): the list loads by itself once per suite until `owner.changed`.
 *
 * - The edit is the detail pane: `item.edit` selects a module (its script loads into the
 *   editor, a rename closes); one is selected whenever there is one.
 * - Rename and script save share the update region, one PATCH at a time: `item.save` names the
 *   part ('name' or 'script') and the failure toast's title says which failed.
 * - Module calls need a selected suite: without one they make no call and raise their failure
 *   toast with 'No test suite selected'.
 */
import type { ContextFrom, EventFromLogic } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { escapeHtml } from '../_shared/htmlText';
import { isFilled } from '../_shared/validation';
import type { ConfirmOptions } from '../confirmDialog/confirmation';
import { createListResourceMachine } from '../listResource/listResource.machine';

export type TestModule = components['schemas']['TestModule'];
export type TestModuleCreate = components['schemas']['TestModuleCreate'];
export type TestModuleUpdate = components['schemas']['TestModuleUpdate'];

/** The kinds the create form offers; 'setup' (run before a test) is the default. */
export const MODULE_TYPES = ['setup', 'steps'] as const;

export const NO_SUITE_MESSAGE = 'No test suite selected';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** The dialog's texts for deleting the module with this name (spec: verbatim). */
export function deleteModuleOptions(name: string): ConfirmOptions {
  return {
    title: `Delete module "${name}"?`,
    message: `This action cannot be undone. Tests that use <b>${escapeHtml(name)}</b> as their setup will run without it.`,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    icon: 'danger',
  };
}

export interface ModuleDraft {
  /** Untrimmed, as typed. */
  name: string;
  moduleType: string;
  /** The optional script; blank is sent as null. */
  script: string;
}

/** The selected module as the detail pane edits it. */
export interface ModuleEdit {
  id: string;
  /** The name typed in the inline rename; null when it is closed. */
  name: string | null;
  /** The script as being edited. */
  script: string;
}

/** The parts of a module saved one at a time. */
export type ModulePart = 'name' | 'script';

/**
 * The server's message, or the generic text when it gave none: a request that never reached the
 * server (fetch rejects with a TypeError, 'Failed to fetch') and an API error with an empty body
 * (its `serverMessage` is '', its message only the status text) both read as the generic text.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof TypeError) return UNEXPECTED_ERROR_MESSAGE;
  const said = error && typeof error === 'object' && 'serverMessage' in error ? String(error.serverMessage) : errorMessage(error);
  return said.trim() === '' ? UNEXPECTED_ERROR_MESSAGE : said.trim();
}

/** Blank scripts are sent (and kept) as null. */
function scriptOrNull(script: string): string | null {
  return isFilled(script) ? script : null;
}

const failed =
  (title: string) =>
  (error: unknown): ToastParams => ({ title, text: failureMessage(error), type: 'error' });

export const modulesMachine = createListResourceMachine({
  id: 'modules',
  idOf: (module: TestModule) => module.module_id,
  draft: {
    empty: { name: '', moduleType: 'setup', script: '' } as ModuleDraft,
    change: (draft, patch: Partial<ModuleDraft>) => ({ ...draft, ...patch }),
    isValid: (draft) => isFilled(draft.name),
    toCreate: (draft): TestModuleCreate => ({
      name: draft.name.trim(),
      module_type: draft.moduleType,
      test_case_id: null,
      defining_py_script: scriptOrNull(draft.script),
    }),
  },
  edit: {
    isDetail: true,
    start: (module): ModuleEdit => ({ id: module.module_id, name: null, script: module.defining_py_script ?? '' }),
    // An empty name saves nothing (the rename stays open); a script may be blank.
    isValid: (edit, _, part) => part !== 'name' || (edit.name !== null && isFilled(edit.name)),
    // The same name just closes the rename; an unchanged script is not saved.
    isUnchanged: (edit, module, part) => (part === 'name' ? edit.name?.trim() === module.name : edit.script === (module.defining_py_script ?? '')),
    toChanges: (edit, part): TestModuleUpdate =>
      part === 'name' ? { name: edit.name?.trim() ?? '' } : { defining_py_script: scriptOrNull(edit.script) },
    // A saved rename closes; the edited script stays in the editor.
    saved: (edit, part) => (part === 'name' ? { ...edit, name: null } : edit),
    updated: (module) => ({ title: 'Module updated', text: `${module?.name ?? 'The module'} is saved.`, type: 'success' }),
    updateFailed: (error, part) => failed(part === 'name' ? 'Failed to rename module' : 'Failed to update module')(error),
  },
  confirmDelete: (module) => deleteModuleOptions(module.name),
  loadFailed: failed('Failed to fetch modules'),
  created: (module) => ({ title: 'Module created', text: `${module.name} is ready to use as a setup module.`, type: 'success' }),
  createFailed: failed('Failed to create module'),
  deleted: (module) => ({ title: 'Module deleted', text: `${module.name} is deleted.`, type: 'success' }),
  deleteFailed: failed('Failed to delete module'),
  deleteErrorText: failureMessage,
  noOwnerError: new Error(NO_SUITE_MESSAGE),
});

export type ModulesEvent = EventFromLogic<typeof modulesMachine>;
export type ModulesContext = ContextFrom<typeof modulesMachine>;
