/**
 * A project's saved browser states on the Settings screen (spec sections 3, 4 "Session and
 * data", 7 and 8): Playwright storage-state files saved under a name, so tests can start
 * already signed in. The list (GET browser-states/{testSuiteId}, 404 meaning none) is fetched
 * once per suite until `suite.changed` resets it. Uploading reads the chosen file's text
 * (`file.chosen`), checks it with parseStorageStateFile, and saves it under a name (POST).
 * Deleting asks the app's confirm dialog (`confirm.request`); on Yes the machine deletes
 * (DELETE; tests that used the state start from a fresh browser) and tells the dialog how it
 * went, so the dialog loads until then and shows the error if it fails. Creating and deleting
 * run side by side, each blocking a second action of its own kind until it settles.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { escapeHtml } from '../_shared/htmlText';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef, type ConfirmOptions } from '../confirmDialog/confirmation';
import { failureText } from '../orgMembers/orgMembers.machine';
import { nameFromFileName, parseStorageStateFile, type StorageState } from './storageStateFile';

export type BrowserState = components['schemas']['BrowserState'];
export type { StorageState } from './storageStateFile';

export interface BrowserStatesInput {
  /** The selected project; null when none is selected (nothing loads). */
  suiteId: string | null;
  /** The app's confirm dialog, asked before a deletion. */
  confirmDialog: ConfirmDialogRef;
}

export interface BrowserStateDraft {
  /** The name field's text, untrimmed. */
  name: string;
  /** The chosen file's name; '' before a file is chosen. */
  fileName: string;
  /** The chosen file's storage state when it is a valid one. */
  storageState: StorageState | null;
  /** Why the chosen file is not a storage state. */
  fileError: string | null;
}

export interface BrowserStatesContext {
  suiteId: string | null;
  confirmDialog: ConfirmDialogRef;
  states: BrowserState[];
  draft: BrowserStateDraft;
  /** Field errors show once the user tried to save, then follow every change. */
  showErrors: boolean;
  /** The browser state whose deletion is asked or runs. */
  deletingId: string | null;
}

export type BrowserStatesEvent =
  /** The section is shown: fetch the list unless it was fetched for this suite already. */
  | { type: 'browserStates.load' }
  | { type: 'browserStates.retry' }
  /** Another project was selected (or none): everything starts afresh. */
  | { type: 'suite.changed'; suiteId: string | null }
  /** The view read the chosen file's text. */
  | { type: 'file.chosen'; fileName: string; text: string }
  | { type: 'draft.nameChanged'; value: string }
  | { type: 'draft.clear' }
  | { type: 'browserState.create' }
  /** The user asked to delete a browser state; the dialog asks whether to. */
  | { type: 'browserState.delete'; id: string }
  | ConfirmAnswerEvent;

export const NAME_REQUIRED = 'This field is required';
export const FILE_REQUIRED = 'Choose a Playwright storage-state file';

export const emptyDraft: BrowserStateDraft = { name: '', fileName: '', storageState: null, fileError: null };

/** The dialog's texts for deleting the browser state with this name (spec: verbatim). */
export function deleteBrowserStateOptions(name: string): ConfirmOptions {
  return {
    title: `Delete browser state "${name}"?`,
    message: `Tests that start from <b>${escapeHtml(name)}</b> will start from a fresh browser.`,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    icon: 'danger',
  };
}

/** The draft's field errors, whether shown yet or not. */
export function draftErrors(draft: BrowserStateDraft): { name: string | null; file: string | null } {
  return {
    name: draft.name.trim() === '' ? NAME_REQUIRED : null,
    file: draft.storageState ? null : (draft.fileError ?? FILE_REQUIRED),
  };
}

/**
 * The draft once a file was read. The name follows the file (its name without the extension)
 * while the user has not typed one: when it is empty, or still the previous file's default.
 */
export function withChosenFile(draft: BrowserStateDraft, fileName: string, text: string): BrowserStateDraft {
  const parsed = parseStorageStateFile(text);
  const nameIsDefault = draft.name.trim() === '' || (draft.fileName !== '' && draft.name === nameFromFileName(draft.fileName));
  return {
    name: nameIsDefault ? nameFromFileName(fileName) : draft.name,
    fileName,
    storageState: parsed.ok ? parsed.storageState : null,
    fileError: parsed.ok ? null : parsed.error,
  };
}

export const browserStatesMachine = setup({
  types: {
    context: {} as BrowserStatesContext,
    events: {} as BrowserStatesEvent,
    input: {} as BrowserStatesInput,
    tags: {} as 'creating' | 'deleting',
    children: {} as {
      listBrowserStates: 'listBrowserStates';
      createBrowserState: 'createBrowserState';
      deleteBrowserState: 'deleteBrowserState';
    },
  },
  actors: {
    /** GET browser-states/{testSuiteId}; a 404 answers an empty list. */
    listBrowserStates: fromPromise<BrowserState[], { suiteId: string }>(async () => {
      throw new Error('listBrowserStates not provided');
    }),
    /** POST browser-states/{testSuiteId}: name, storage_state; answers the saved browser state. */
    createBrowserState: fromPromise<BrowserState, { suiteId: string; name: string; storageState: StorageState }>(async () => {
      throw new Error('createBrowserState not provided');
    }),
    /** DELETE browser-states/{testSuiteId}/{stateId}. */
    deleteBrowserState: fromPromise<void, { suiteId: string; id: string }>(async () => {
      throw new Error('deleteBrowserState not provided');
    }),
  },
  actions: {
    ...confirmationActions<BrowserStatesContext, BrowserStatesEvent>(),
    reset: assign((_, params: { suiteId: string | null }) => ({
      suiteId: params.suiteId,
      states: [],
      draft: emptyDraft,
      showErrors: false,
      deletingId: null,
    })),
    setStates: assign((_, params: { states: BrowserState[] }) => ({ states: params.states })),
    chooseFile: assign(({ context }, params: { fileName: string; text: string }) => ({
      draft: withChosenFile(context.draft, params.fileName, params.text),
    })),
    setName: assign(({ context }, params: { value: string }) => ({ draft: { ...context.draft, name: params.value } })),
    clearDraft: assign({ draft: emptyDraft, showErrors: false }),
    showErrors: assign({ showErrors: true }),
    /** A state the list already shows is replaced, not listed again; the form starts afresh. */
    appendState: assign(({ context }, params: { state: BrowserState }) => ({
      states: [...context.states.filter((state) => state._id !== params.state._id), params.state],
      draft: emptyDraft,
      showErrors: false,
    })),
    setDeletingId: assign((_, params: { id: string | null }) => ({ deletingId: params.id })),
    dropState: assign(({ context }, params: { id: string }) => ({
      states: context.states.filter((state) => state._id !== params.id),
    })),
    notifyLoadFailed: (_, _params: ToastParams) => {
      throw new Error('notifyLoadFailed not provided');
    },
    notifyCreateFailed: (_, _params: ToastParams) => {
      throw new Error('notifyCreateFailed not provided');
    },
    notifyDeleteFailed: (_, _params: ToastParams) => {
      throw new Error('notifyDeleteFailed not provided');
    },
  },
  guards: {
    hasSuite: ({ context }) => context.suiteId !== null,
    isDraftValid: ({ context }) => {
      const errors = draftErrors(context.draft);
      return errors.name === null && errors.file === null;
    },
    isListed: ({ context }, params: { id: string }) => context.states.some((state) => state._id === params.id),
  },
}).createMachine({
  id: 'browserStates',
  context: ({ input }) => ({
    suiteId: input.suiteId,
    confirmDialog: input.confirmDialog,
    states: [],
    draft: emptyDraft,
    showErrors: false,
    deletingId: null,
  }),
  initial: 'idle',
  on: {
    // Whatever runs is dropped with the old suite's list.
    'suite.changed': { target: '.idle', actions: { type: 'reset', params: ({ event }) => ({ suiteId: event.suiteId }) } },
    // Yes to a deletion this machine no longer asks about (the project changed while the dialog
    // asked): the dialog loads, waiting for an outcome, so it is closed.
    'confirm.accepted': { actions: 'settleConfirmation' },
  },
  states: {
    // Not loaded for this suite yet; with no suite selected, nothing loads.
    idle: {
      on: { 'browserStates.load': { guard: 'hasSuite', target: 'loading' } },
    },
    loading: {
      invoke: {
        id: 'listBrowserStates',
        src: 'listBrowserStates',
        input: ({ context }) => ({ suiteId: context.suiteId! }),
        onDone: { target: 'loaded', actions: { type: 'setStates', params: ({ event }) => ({ states: event.output }) } },
        onError: {
          target: 'failed',
          actions: {
            type: 'notifyLoadFailed',
            params: { title: 'Some error occurred', text: 'Unable to fetch browser states', type: 'error' },
          },
        },
      },
    },
    failed: {
      on: { 'browserStates.retry': 'loading' },
    },
    loaded: {
      type: 'parallel',
      states: {
        creating: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'file.chosen': {
                  actions: { type: 'chooseFile', params: ({ event }) => ({ fileName: event.fileName, text: event.text }) },
                },
                'draft.nameChanged': { actions: { type: 'setName', params: ({ event }) => ({ value: event.value }) } },
                'draft.clear': { actions: 'clearDraft' },
                'browserState.create': [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'showErrors' }],
              },
            },
            // The form is read-only and a second save is ignored until this one settles.
            saving: {
              tags: 'creating',
              invoke: {
                id: 'createBrowserState',
                src: 'createBrowserState',
                input: ({ context }) => ({
                  suiteId: context.suiteId!,
                  name: context.draft.name.trim(),
                  storageState: context.draft.storageState!,
                }),
                onDone: { target: 'idle', actions: { type: 'appendState', params: ({ event }) => ({ state: event.output }) } },
                // The draft stays, so the user can correct it and save again.
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'notifyCreateFailed',
                    params: ({ event }) => ({
                      title: 'Some error occurred',
                      text: failureText('Unable to create the browser state', errorMessage(event.error)),
                      type: 'error' as const,
                    }),
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
                'browserState.delete': {
                  guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
                  target: 'confirming',
                  actions: [
                    { type: 'setDeletingId', params: ({ event }) => ({ id: event.id }) },
                    {
                      type: 'askToConfirm',
                      params: ({ context, event }) => ({
                        options: deleteBrowserStateOptions(context.states.find((state) => state._id === event.id)!.name),
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
                'confirm.declined': { target: 'idle', actions: { type: 'setDeletingId', params: { id: null } } },
              },
            },
            // The dialog loads; another deletion is ignored until this one settles.
            deleting: {
              // A project change drops the DELETE in flight with the list: nothing would answer the
              // dialog waiting for its outcome, so it is closed here (this handler shadows the
              // machine-wide one).
              on: {
                'suite.changed': {
                  target: '#browserStates.idle',
                  actions: ['settleConfirmation', { type: 'reset', params: ({ event }) => ({ suiteId: event.suiteId }) }],
                },
              },
              tags: 'deleting',
              invoke: {
                id: 'deleteBrowserState',
                src: 'deleteBrowserState',
                input: ({ context }) => ({ suiteId: context.suiteId!, id: context.deletingId! }),
                onDone: {
                  target: 'idle',
                  actions: [
                    'settleConfirmation',
                    { type: 'dropState', params: ({ context }) => ({ id: context.deletingId! }) },
                    { type: 'setDeletingId', params: { id: null } },
                  ],
                },
                // The dialog shows why and stays open: Yes tries again, No keeps the state.
                onError: {
                  target: 'confirming',
                  actions: [
                    { type: 'failConfirmation', params: ({ event }) => ({ error: errorMessage(event.error) }) },
                    {
                      type: 'notifyDeleteFailed',
                      params: ({ event }) => ({
                        title: 'Some error occurred',
                        text: failureText('Unable to delete the browser state', errorMessage(event.error)),
                        type: 'error' as const,
                      }),
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
