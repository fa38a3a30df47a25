/**
 * A project's saved browser states on the Settings screen (spec sections 3, 4 "Session and
 * data", 7 and 8): Playwright storage-state files saved under a name, so tests can start
 * already signed in; a configuration of the list resource (machines/listResource). The list
 * is GET browser-states/{testSuiteId} (404 meaning none). Uploading reads the chosen file's
 * text (`draft.changed` with the file), checks it with parseStorageStateFile, and saves it
 * under a name (POST). Deleting (on Yes in the confirm dialog) means tests that used the
 * state start from a fresh browser.
 */
import type { ContextFrom, EventFromLogic } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage } from '../_shared/authErrors';
import { escapeHtml } from '../_shared/htmlText';
import type { ConfirmOptions } from '../confirmDialog/confirmation';
import { createListResourceMachine } from '../listResource/listResource.machine';
import { nameFromFileName, parseStorageStateFile, type StorageState } from './storageStateFile';

export type BrowserState = components['schemas']['BrowserState'];
export type { StorageState } from './storageStateFile';

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

/** A typed name, or a chosen file's name and text. */
export type BrowserStateDraftPatch = { name: string } | { file: { fileName: string; text: string } };

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

/**
 * How a failure toast reads where the error catalogue names no text: a text, then the server's
 * message when there is one.
 */
export function failureText(text: string, message: string): string {
  return message.trim() === '' ? text : `${text}: ${message}`;
}

const failed = (text: string) => (error: unknown) => ({
  title: 'Some error occurred',
  text: failureText(text, errorMessage(error)),
  type: 'error' as const,
});

export const browserStatesMachine = createListResourceMachine({
  id: 'browserStates',
  idOf: (state: BrowserState) => state._id,
  draft: {
    empty: emptyDraft,
    change: (draft, patch: BrowserStateDraftPatch) =>
      'file' in patch ? withChosenFile(draft, patch.file.fileName, patch.file.text) : { ...draft, name: patch.name },
    isValid: (draft) => {
      const errors = draftErrors(draft);
      return errors.name === null && errors.file === null;
    },
    // Only a valid draft is created, so its storage state is there.
    toCreate: (draft) => ({ name: draft.name.trim(), storageState: draft.storageState! }),
  },
  confirmDelete: (state) => deleteBrowserStateOptions(state.name),
  loadFailed: () => ({ title: 'Some error occurred', text: 'Unable to fetch browser states', type: 'error' }),
  createFailed: failed('Unable to create the browser state'),
  deleteFailed: failed('Unable to delete the browser state'),
});

export type BrowserStatesEvent = EventFromLogic<typeof browserStatesMachine>;
export type BrowserStatesContext = ContextFrom<typeof browserStatesMachine>;
