/**
 * The project picker (spec section 2): a list with 'New project' first, inline rename, and
 * delete. A delete asks the global confirm dialog (machines/confirmDialog) and, on Yes, deletes
 * the project itself; the dialog loads until the call settles and shows its error if it fails.
 * The rest of the app follows through the main layout (the input's `layout`): a selected or
 * created project becomes the selected one, and a rename or delete refetches the list. After a
 * delete the app also leaves the deleted project's screens (`fallBackToTests`).
 */
import { assign, sendTo, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../openapi/schema';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef, type ConfirmOptions } from '../confirmDialog/confirmation';
import { providedActor, providedAction } from '../_shared/provided';

export type TestSuite = components['schemas']['TestSuite'];

export interface ProjectPickerInput {
  /** The global confirm dialog, asked before a project is deleted. */
  confirmDialog: ConfirmDialogRef;
  /** The main layout (machines/mainLayout), which holds the projects and the selected one. */
  layout: AnyActorRef;
}

export interface ProjectPickerContext {
  confirmDialog: ConfirmDialogRef;
  layout: AnyActorRef;
  draftName: string;
  /** The project being renamed. */
  editingId: string | null;
  /** Why the last save failed; the toast is the app's. */
  error: string | null;
  /** The project the dialog asks about, then deletes; null otherwise. */
  deletingId: string | null;
}

export type ProjectPickerEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'project.select'; id: string }
  | { type: 'project.create' }
  | { type: 'project.rename'; id: string; name: string }
  | { type: 'project.delete'; id: string; name: string }
  | { type: 'draft.changed'; value: string }
  | { type: 'draft.save' }
  | { type: 'draft.cancel' }
  | ConfirmAnswerEvent;

/** What the dialog asks before a project is deleted (its message is spec section 8's). */
export function deleteProjectConfirmation(name: string): ConfirmOptions {
  return {
    title: `Delete project "${name}"?`,
    message: 'This action cannot be undone and all the tests under this Test Suite will be removed permanently.',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    icon: 'danger',
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

const emptyDraft = { draftName: '', editingId: null, error: null };

/** Spec section 8: "Every failed product call shows a toast titled 'Some error occurred' with specific text". */
const failed = (text: string) => ({ type: 'notifyFailed' as const, params: { title: 'Some error occurred', text, type: 'error' as const } });

export const projectPickerMachine = setup({
  types: {
    input: {} as ProjectPickerInput,
    context: {} as ProjectPickerContext,
    events: {} as ProjectPickerEvent,
    tags: {} as 'busy',
    children: {} as { createTestSuite: 'createTestSuite'; renameTestSuite: 'renameTestSuite'; deleteTestSuite: 'deleteTestSuite' },
  },
  actors: {
    createTestSuite: providedActor<TestSuite, { name: string }>('createTestSuite'),
    renameTestSuite: providedActor<TestSuite, { id: string; new_name: string }>('renameTestSuite'),
    /** DELETE /test-suites/{id}. */
    deleteTestSuite: providedActor<unknown, { id: string }>('deleteTestSuite'),
  },
  actions: {
    ...confirmationActions<ProjectPickerContext, ProjectPickerEvent>(),
    startDraft: assign((_, params: { editingId: string | null; name: string }) => ({
      ...emptyDraft,
      editingId: params.editingId,
      draftName: params.name,
    })),
    changeDraft: assign((_, params: { value: string }) => ({ draftName: params.value, error: null })),
    clearDraft: assign(emptyDraft),
    setError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    /** The layout selects the project (a user who creates one means to work in it). */
    selectInLayout: sendTo(
      ({ context }) => context.layout,
      (_, params: { id: string }) => ({ type: 'suite.selected' as const, suiteId: params.id }),
    ),
    /** A project was renamed or deleted: the layout fetches the list again. */
    refetchProjects: sendTo(({ context }) => context.layout, { type: 'suites.changed' as const }),
    /** The deleted project may be the one the address shows: the app goes back to the tests. */
    fallBackToTests: providedAction('fallBackToTests'),
    /** Spec section 8: "Every failed product call shows a toast titled 'Some error occurred'". */
    notifyFailed: providedAction<{ title: string; text: string; type: 'error' }>('notifyFailed'),
    setDeleting: assign((_, params: { id: string }) => ({ deletingId: params.id })),
    clearDeleting: assign({ deletingId: null }),
  },
  guards: {
    // Names are trimmed; an empty one saves nothing and the draft stays open.
    hasName: ({ context }) => context.draftName.trim() !== '',
  },
}).createMachine({
  id: 'projectPicker',
  context: ({ input }) => ({ confirmDialog: input.confirmDialog, layout: input.layout, ...emptyDraft, deletingId: null }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'picker.open': 'open' },
    },
    open: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'picker.close': { target: '#projectPicker.closed' },
            'project.select': {
              target: '#projectPicker.closed',
              actions: { type: 'selectInLayout', params: ({ event }) => ({ id: event.id }) },
            },
            'project.create': {
              target: 'creating',
              actions: { type: 'startDraft', params: { editingId: null, name: '' } },
            },
            'project.rename': {
              target: 'renaming',
              actions: { type: 'startDraft', params: ({ event }) => ({ editingId: event.id, name: event.name }) },
            },
            'project.delete': {
              target: 'deleting',
              actions: [
                { type: 'setDeleting', params: ({ event }) => ({ id: event.id }) },
                { type: 'askToConfirm', params: ({ event }) => ({ options: deleteProjectConfirmation(event.name) }) },
              ],
            },
          },
        },
        creating: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'draft.changed': { actions: { type: 'changeDraft', params: ({ event }) => ({ value: event.value }) } },
                'draft.save': { guard: 'hasName', target: 'saving' },
                'draft.cancel': { target: '#projectPicker.open.browsing', actions: 'clearDraft' },
                'picker.close': { target: '#projectPicker.closed', actions: 'clearDraft' },
              },
            },
            // Only the outcome leaves: every event sent while saving is ignored.
            saving: {
              tags: 'busy',
              invoke: {
                id: 'createTestSuite',
                src: 'createTestSuite',
                input: ({ context }) => ({ name: context.draftName.trim() }),
                onDone: {
                  target: '#projectPicker.closed',
                  actions: ['clearDraft', { type: 'selectInLayout', params: ({ event }) => ({ id: event.output.test_suite_id }) }],
                },
                onError: {
                  target: 'editing',
                  actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, failed('Unable to create the project')],
                },
              },
            },
          },
        },
        renaming: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'draft.changed': { actions: { type: 'changeDraft', params: ({ event }) => ({ value: event.value }) } },
                'draft.save': { guard: 'hasName', target: 'saving' },
                'draft.cancel': { target: '#projectPicker.open.browsing', actions: 'clearDraft' },
                'picker.close': { target: '#projectPicker.closed', actions: 'clearDraft' },
              },
            },
            // Only the outcome leaves: every event sent while saving is ignored.
            saving: {
              tags: 'busy',
              invoke: {
                id: 'renameTestSuite',
                src: 'renameTestSuite',
                input: ({ context }) => ({ id: context.editingId!, new_name: context.draftName.trim() }),
                onDone: {
                  target: '#projectPicker.open.browsing',
                  actions: ['refetchProjects', 'clearDraft'],
                },
                onError: {
                  target: 'editing',
                  actions: [{ type: 'setError', params: ({ event }) => ({ error: event.error }) }, failed('Unable to update the project name')],
                },
              },
            },
          },
        },
        // The list stays open behind the dialog, as it was when the user pressed Delete.
        deleting: {
          initial: 'asking',
          states: {
            asking: {
              on: {
                'confirm.declined': { target: '#projectPicker.open.browsing', actions: 'clearDeleting' },
                'confirm.accepted': { target: 'saving' },
              },
            },
            // The dialog loads meanwhile; a failure shows there (and in the app's toast) and
            // the dialog may answer Yes again.
            saving: {
              tags: 'busy',
              invoke: {
                id: 'deleteTestSuite',
                src: 'deleteTestSuite',
                input: ({ context }) => ({ id: context.deletingId! }),
                onDone: {
                  target: '#projectPicker.open.browsing',
                  actions: ['settleConfirmation', 'fallBackToTests', 'refetchProjects', 'clearDeleting'],
                },
                onError: {
                  target: 'asking',
                  actions: [
                    { type: 'failConfirmation', params: ({ event }) => ({ error: messageOf(event.error) }) },
                    failed('Unable to delete the project'),
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
