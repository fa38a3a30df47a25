/**
 * The Modules screen (/modules/{testSuiteId?}; spec sections 3, 4 "Session and data", 5, 7
 * and 8): the project's test modules, fetched once per suite until reset, a form creating one,
 * and the selected module's detail with inline rename, its script, and delete.
 *
 * - The list loads by itself as soon as a suite is selected, once per suite until
 *   `suite.changed` resets the machine; no screen asks for it.
 * - `loaded` runs three regions side by side (creating, updating, deleting): actions of
 *   different kinds may overlap, a second action of the same kind is ignored while one runs.
 * - `module.delete` asks the app's confirm dialog (`confirm.request`); on Yes the machine
 *   deletes and tells the dialog how it went, so the dialog loads until the DELETE settles and
 *   shows the error if it fails.
 * - Module calls need a selected suite: without one they make no call and raise their failure
 *   toast with 'No test suite selected' (handled in `idle`, the only state without a suite).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { escapeHtml } from '../_shared/htmlText';
import { isFilled } from '../_shared/validation';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef, type ConfirmOptions } from '../confirmDialog/confirmation';

export type TestModule = components['schemas']['TestModule'];
export type TestModuleCreate = components['schemas']['TestModuleCreate'];
export type TestModuleUpdate = components['schemas']['TestModuleUpdate'];

/** The kinds the create form offers; 'setup' (run before a test) is the default. */
export const MODULE_TYPES = ['setup', 'steps'] as const;

export const NO_SUITE_MESSAGE = 'No test suite selected';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export interface ModulesInput {
  suiteId: string | null;
  /** The app's confirm dialog, asked before a deletion. */
  confirmDialog: ConfirmDialogRef;
}

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

export interface ModulesContext {
  suiteId: string | null;
  confirmDialog: ConfirmDialogRef;
  modules: TestModule[];
  /** The module shown in the detail pane. */
  selectedId: string | null;
  /** The create form. */
  draft: ModuleDraft;
  /** The inline rename: which module and the name typed so far; null when not renaming. */
  rename: { id: string; name: string } | null;
  /** The selected module's script as being edited. */
  scriptDraft: string;
  /** The create form's errors show once the user tried to create. */
  showErrors: boolean;
  /** The PATCH in flight, applied locally when it succeeds. */
  pendingUpdate: { moduleId: string; patch: TestModuleUpdate } | null;
  /** The module whose deletion is asked, or whose DELETE is in flight. */
  deletingId: string | null;
}

export type ModulesEvent =
  | { type: 'modules.retry' }
  /** The selected project changed (or was cleared): everything is dropped and fetched again on demand. */
  | { type: 'suite.changed'; suiteId: string | null }
  | { type: 'draft.nameChanged'; value: string }
  | { type: 'draft.typeChanged'; value: string }
  | { type: 'draft.scriptChanged'; value: string }
  | { type: 'module.create' }
  | { type: 'module.select'; id: string }
  | { type: 'module.renameStart'; id: string }
  | { type: 'rename.changed'; value: string }
  | { type: 'rename.cancel' }
  | { type: 'module.rename' }
  | { type: 'script.changed'; value: string }
  | { type: 'module.saveScript' }
  /** The user asked to delete a module; the dialog asks whether to. */
  | { type: 'module.delete'; id: string }
  | ConfirmAnswerEvent;

const emptyDraft: ModuleDraft = { name: '', moduleType: 'setup', script: '' };

function initialContext(suiteId: string | null, confirmDialog: ConfirmDialogRef): ModulesContext {
  return {
    suiteId,
    confirmDialog,
    modules: [],
    selectedId: null,
    draft: emptyDraft,
    rename: null,
    scriptDraft: '',
    showErrors: false,
    pendingUpdate: null,
    deletingId: null,
  };
}

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

function findModule(context: ModulesContext, id: string | null): TestModule | undefined {
  return id === null ? undefined : context.modules.find((module) => module.module_id === id);
}

/** The detail pane follows the selection: its script is loaded into the editor, a rename closes. */
function selection(module: TestModule | undefined) {
  return { selectedId: module?.module_id ?? null, scriptDraft: module?.defining_py_script ?? '', rename: null };
}

/** Every state but `idle` is reached through `loading`, which needs a suite; `idle` refuses calls without one. */
function suiteOf(context: ModulesContext): string {
  return context.suiteId ?? '';
}

const failure = (title: string, text: string): ToastParams => ({ title, text, type: 'error' });

export const modulesMachine = setup({
  types: {
    context: {} as ModulesContext,
    events: {} as ModulesEvent,
    input: {} as ModulesInput,
    children: {} as {
      listTestModules: 'listTestModules';
      createTestModule: 'createTestModule';
      updateTestModule: 'updateTestModule';
      deleteTestModule: 'deleteTestModule';
    },
  },
  actors: {
    /** GET test-suites/{id}/test-modules. */
    listTestModules: fromPromise<TestModule[], { suiteId: string }>(async () => {
      throw new Error('listTestModules not provided');
    }),
    /** POST test-suites/{id}/test-module; answers the new module. */
    createTestModule: fromPromise<TestModule, { suiteId: string; module: TestModuleCreate }>(async () => {
      throw new Error('createTestModule not provided');
    }),
    /** PATCH test-suites/{id}/test-module/{moduleId} with the name and/or the script. */
    updateTestModule: fromPromise<unknown, { suiteId: string; moduleId: string; patch: TestModuleUpdate }>(async () => {
      throw new Error('updateTestModule not provided');
    }),
    /** DELETE test-suites/{id}/test-module/{moduleId}. */
    deleteTestModule: fromPromise<unknown, { suiteId: string; moduleId: string }>(async () => {
      throw new Error('deleteTestModule not provided');
    }),
  },
  actions: {
    ...confirmationActions<ModulesContext, ModulesEvent>(),
    reset: assign(({ context }, params: { suiteId: string | null }) => initialContext(params.suiteId, context.confirmDialog)),
    setModules: assign((_, params: { modules: TestModule[] }) => ({
      modules: params.modules,
      ...selection(params.modules[0]),
    })),
    setDraft: assign(({ context }, params: Partial<ModuleDraft>) => ({ draft: { ...context.draft, ...params } })),
    showErrors: assign({ showErrors: true }),
    /** A module the list already shows is replaced, not listed twice. The new module is selected. */
    addModule: assign(({ context }, params: { module: TestModule }) => ({
      modules: [...context.modules.filter((module) => module.module_id !== params.module.module_id), params.module],
      ...selection(params.module),
      draft: emptyDraft,
      showErrors: false,
    })),
    select: assign(({ context }, params: { id: string }) => selection(findModule(context, params.id))),
    startRename: assign(({ context }, params: { id: string }) => ({
      rename: { id: params.id, name: findModule(context, params.id)?.name ?? '' },
    })),
    setRenameName: assign(({ context }, params: { value: string }) => ({
      rename: context.rename && { ...context.rename, name: params.value },
    })),
    closeRename: assign({ rename: null }),
    setScriptDraft: assign((_, params: { value: string }) => ({ scriptDraft: params.value })),
    startUpdate: assign((_, params: { moduleId: string; patch: TestModuleUpdate }) => ({ pendingUpdate: params })),
    /** The PATCH succeeded: its fields are applied to the listed module, and the rename closes. */
    applyUpdate: assign(({ context }) => {
      const pending = context.pendingUpdate;
      if (!pending) return {};
      return {
        modules: context.modules.map((module) => (module.module_id === pending.moduleId ? { ...module, ...pending.patch } : module)),
        rename: context.rename?.id === pending.moduleId ? null : context.rename,
        pendingUpdate: null,
      };
    }),
    clearUpdate: assign({ pendingUpdate: null }),
    startDelete: assign((_, params: { id: string }) => ({ deletingId: params.id })),
    /** The module is gone: a selection on it moves to the first remaining module (or none). */
    dropModule: assign(({ context }) => {
      const modules = context.modules.filter((module) => module.module_id !== context.deletingId);
      const moved = context.selectedId === context.deletingId ? selection(modules[0]) : {};
      const rename = context.rename?.id === context.deletingId ? null : context.rename;
      return { modules, rename, ...moved, deletingId: null };
    }),
    clearDelete: assign({ deletingId: null }),
    notifyLoadFailed: (_, _params: ToastParams) => {
      throw new Error('notifyLoadFailed not provided');
    },
    notifyCreated: (_, _params: ToastParams) => {
      throw new Error('notifyCreated not provided');
    },
    notifyCreateFailed: (_, _params: ToastParams) => {
      throw new Error('notifyCreateFailed not provided');
    },
    notifyUpdated: (_, _params: ToastParams) => {
      throw new Error('notifyUpdated not provided');
    },
    notifyRenameFailed: (_, _params: ToastParams) => {
      throw new Error('notifyRenameFailed not provided');
    },
    notifyUpdateFailed: (_, _params: ToastParams) => {
      throw new Error('notifyUpdateFailed not provided');
    },
    notifyDeleted: (_, _params: ToastParams) => {
      throw new Error('notifyDeleted not provided');
    },
    notifyDeleteFailed: (_, _params: ToastParams) => {
      throw new Error('notifyDeleteFailed not provided');
    },
  },
  guards: {
    hasSuite: ({ context }) => context.suiteId !== null,
    hasNoSuite: ({ context }) => context.suiteId === null,
    hasDraftName: ({ context }) => isFilled(context.draft.name),
    isKnownModule: ({ context }, params: { id: string }) => findModule(context, params.id) !== undefined,
    isRenamePending: ({ context }) => context.pendingUpdate?.patch.name !== undefined,
    /** An empty name saves nothing (the editor stays open); the same name just closes it. */
    isRenameUnchanged: ({ context }) => context.rename !== null && context.rename.name.trim() === findModule(context, context.rename.id)?.name,
    isRenameFilled: ({ context }) => context.rename !== null && isFilled(context.rename.name),
    /** A module is selected and its script was edited. */
    isScriptChanged: ({ context }) => {
      const module = findModule(context, context.selectedId);
      return module !== undefined && context.scriptDraft !== (module.defining_py_script ?? '');
    },
  },
}).createMachine({
  id: 'modules',
  context: ({ input }) => initialContext(input.suiteId, input.confirmDialog),
  initial: 'idle',
  on: {
    'suite.changed': { target: '.idle', actions: { type: 'reset', params: ({ event }) => ({ suiteId: event.suiteId }) } },
    // Yes to a deletion this machine no longer asks about (the suite changed while the dialog
    // asked): the dialog loads, waiting for an outcome, so it is closed.
    'confirm.accepted': { actions: 'settleConfirmation' },
  },
  states: {
    // Nothing fetched yet: with a suite, loading starts at once. Without one this state stays
    // (`suite.changed` comes here, and `loading` needs a suite), so it is where module calls
    // without a suite are refused: no call, and the failure toast says why.
    idle: {
      always: { guard: 'hasSuite', target: 'loading' },
      on: {
        'module.create': {
          guard: 'hasNoSuite',
          actions: { type: 'notifyCreateFailed', params: failure('Failed to create module', NO_SUITE_MESSAGE) },
        },
        'module.rename': {
          guard: 'hasNoSuite',
          actions: { type: 'notifyRenameFailed', params: failure('Failed to rename module', NO_SUITE_MESSAGE) },
        },
        'module.saveScript': {
          guard: 'hasNoSuite',
          actions: { type: 'notifyUpdateFailed', params: failure('Failed to update module', NO_SUITE_MESSAGE) },
        },
        'module.delete': {
          guard: 'hasNoSuite',
          actions: { type: 'notifyDeleteFailed', params: failure('Failed to delete module', NO_SUITE_MESSAGE) },
        },
      },
    },
    loading: {
      invoke: {
        id: 'listTestModules',
        src: 'listTestModules',
        input: ({ context }) => ({ suiteId: suiteOf(context) }),
        onDone: { target: 'loaded', actions: { type: 'setModules', params: ({ event }) => ({ modules: event.output }) } },
        onError: {
          target: 'failed',
          actions: {
            type: 'notifyLoadFailed',
            params: ({ event }) => failure('Failed to fetch modules', failureMessage(event.error)),
          },
        },
      },
    },
    failed: {
      on: { 'modules.retry': 'loading' },
    },
    loaded: {
      type: 'parallel',
      on: {
        'module.select': {
          guard: { type: 'isKnownModule', params: ({ event }) => ({ id: event.id }) },
          actions: { type: 'select', params: ({ event }) => ({ id: event.id }) },
        },
      },
      states: {
        creating: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'draft.nameChanged': { actions: { type: 'setDraft', params: ({ event }) => ({ name: event.value }) } },
                'draft.typeChanged': { actions: { type: 'setDraft', params: ({ event }) => ({ moduleType: event.value }) } },
                'draft.scriptChanged': { actions: { type: 'setDraft', params: ({ event }) => ({ script: event.value }) } },
                'module.create': [{ guard: 'hasDraftName', target: 'saving' }, { actions: 'showErrors' }],
              },
            },
            // The form is read-only and a second create is ignored until this one settles.
            saving: {
              invoke: {
                id: 'createTestModule',
                src: 'createTestModule',
                input: ({ context }) => ({
                  suiteId: suiteOf(context),
                  module: {
                    name: context.draft.name.trim(),
                    module_type: context.draft.moduleType,
                    test_case_id: null,
                    defining_py_script: scriptOrNull(context.draft.script),
                  },
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'addModule', params: ({ event }) => ({ module: event.output }) },
                    {
                      type: 'notifyCreated',
                      params: ({ event }) => ({
                        title: 'Module created',
                        text: `${event.output.name} is ready to use as a setup module.`,
                        type: 'success' as const,
                      }),
                    },
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'notifyCreateFailed',
                    params: ({ event }) => failure('Failed to create module', failureMessage(event.error)),
                  },
                },
              },
            },
          },
        },
        // Rename and script save share this region: one PATCH at a time.
        updating: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'module.renameStart': {
                  guard: { type: 'isKnownModule', params: ({ event }) => ({ id: event.id }) },
                  actions: { type: 'startRename', params: ({ event }) => ({ id: event.id }) },
                },
                'rename.changed': { actions: { type: 'setRenameName', params: ({ event }) => ({ value: event.value }) } },
                'rename.cancel': { actions: 'closeRename' },
                'module.rename': [
                  { guard: 'isRenameUnchanged', actions: 'closeRename' },
                  {
                    guard: 'isRenameFilled',
                    target: 'saving',
                    actions: {
                      type: 'startUpdate',
                      params: ({ context }) => ({ moduleId: context.rename!.id, patch: { name: context.rename!.name.trim() } }),
                    },
                  },
                ],
                'script.changed': { actions: { type: 'setScriptDraft', params: ({ event }) => ({ value: event.value }) } },
                'module.saveScript': {
                  guard: 'isScriptChanged',
                  target: 'saving',
                  actions: {
                    type: 'startUpdate',
                    params: ({ context }) => ({
                      moduleId: context.selectedId!,
                      patch: { defining_py_script: scriptOrNull(context.scriptDraft) },
                    }),
                  },
                },
              },
            },
            // The rename input and the script are read-only until the PATCH settles.
            saving: {
              invoke: {
                id: 'updateTestModule',
                src: 'updateTestModule',
                input: ({ context }) => ({
                  suiteId: suiteOf(context),
                  moduleId: context.pendingUpdate?.moduleId ?? '',
                  patch: context.pendingUpdate?.patch ?? {},
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'notifyUpdated',
                      params: ({ context }) => {
                        const pending = context.pendingUpdate;
                        const name = pending?.patch.name ?? findModule(context, pending?.moduleId ?? null)?.name ?? 'The module';
                        return { title: 'Module updated', text: `${name} is saved.`, type: 'success' as const };
                      },
                    },
                    'applyUpdate',
                  ],
                },
                // The title says which PATCH failed: a rename, or the script.
                onError: [
                  {
                    guard: 'isRenamePending',
                    target: 'idle',
                    actions: [
                      {
                        type: 'notifyRenameFailed',
                        params: ({ event }) => failure('Failed to rename module', failureMessage(event.error)),
                      },
                      'clearUpdate',
                    ],
                  },
                  {
                    target: 'idle',
                    actions: [
                      {
                        type: 'notifyUpdateFailed',
                        params: ({ event }) => failure('Failed to update module', failureMessage(event.error)),
                      },
                      'clearUpdate',
                    ],
                  },
                ],
              },
            },
          },
        },
        deleting: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'module.delete': {
                  guard: { type: 'isKnownModule', params: ({ event }) => ({ id: event.id }) },
                  target: 'confirming',
                  actions: [
                    { type: 'startDelete', params: ({ event }) => ({ id: event.id }) },
                    { type: 'askToConfirm', params: ({ context, event }) => ({ options: deleteModuleOptions(findModule(context, event.id)!.name) }) },
                  ],
                },
              },
            },
            // The dialog asks; it is modal, so nothing else is deleted meanwhile.
            confirming: {
              on: {
                'confirm.accepted': 'deleting',
                'confirm.declined': { target: 'idle', actions: 'clearDelete' },
              },
            },
            // The dialog loads; a second deletion is ignored until this one settles.
            deleting: {
              // A suite change drops the DELETE in flight with the list: nothing would answer the
              // dialog waiting for its outcome, so it is closed here (this handler shadows the
              // machine-wide one).
              on: {
                'suite.changed': {
                  target: '#modules.idle',
                  actions: ['settleConfirmation', { type: 'reset', params: ({ event }) => ({ suiteId: event.suiteId }) }],
                },
              },
              invoke: {
                id: 'deleteTestModule',
                src: 'deleteTestModule',
                input: ({ context }) => ({ suiteId: suiteOf(context), moduleId: context.deletingId ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: [
                    'settleConfirmation',
                    {
                      type: 'notifyDeleted',
                      params: ({ context }) => {
                        const name = findModule(context, context.deletingId)?.name ?? 'The module';
                        return { title: 'Module deleted', text: `${name} is deleted.`, type: 'success' as const };
                      },
                    },
                    'dropModule',
                  ],
                },
                // The dialog shows why and stays open: Yes tries again, No keeps the module.
                onError: {
                  target: 'confirming',
                  actions: [
                    { type: 'failConfirmation', params: ({ event }) => ({ error: failureMessage(event.error) }) },
                    {
                      type: 'notifyDeleteFailed',
                      params: ({ event }) => failure('Failed to delete module', failureMessage(event.error)),
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
