import type { SnapshotFrom } from 'xstate';
import { sharedParameterError, type SharedParameter } from './sharedParameters.machine';
import type { sharedParametersMachine } from './sharedParameters.machine';

type Snapshot = SnapshotFrom<typeof sharedParametersMachine>;

/** No project is selected: there is nothing to show. */
export const selectHasNoSuite = (snapshot: Snapshot) => snapshot.context.suiteId === null;
/** Loading, or waiting for the screen to ask for the list of the selected suite. */
export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading') || (snapshot.matches('idle') && snapshot.context.suiteId !== null);
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectIsLoaded = (snapshot: Snapshot) => snapshot.matches('loaded');

/** The parameters sorted by key, as the table shows them. */
export const selectParameters = (snapshot: Snapshot): SharedParameter[] =>
  [...snapshot.context.parameters].sort((a, b) => a.key.localeCompare(b.key, undefined, { sensitivity: 'base' }));

export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;

/** The message under the add form; none before the first attempt. */
export const selectDraftError = (snapshot: Snapshot) =>
  snapshot.context.showDraftErrors
    ? sharedParameterError(snapshot.context.draft.key, snapshot.context.draft.value, snapshot.context.parameters)
    : null;

/** The row being edited; null when none is. */
export const selectEditing = (snapshot: Snapshot) => snapshot.context.editing;

/** The message under the edited row; none before the first attempt to save. */
export const selectEditingError = (snapshot: Snapshot) => {
  const { editing, showEditingErrors, parameters } = snapshot.context;
  return editing && showEditingErrors ? sharedParameterError(editing.key, editing.value, parameters, editing.id) : null;
};

/** A parameter is being created: the add form is read-only and its button loading. */
export const selectIsCreating = (snapshot: Snapshot) => snapshot.matches({ loaded: { creating: 'saving' } });
/** An edit is being saved: the edited row is read-only, Save loading, and no other row can be edited. */
export const selectIsUpdating = (snapshot: Snapshot) => snapshot.matches({ loaded: { updating: 'saving' } });
/** A parameter is being deleted: every Delete button is disabled. */
export const selectIsDeleting = (snapshot: Snapshot) => snapshot.matches({ loaded: { deleting: 'deleting' } });
/** The parameter being deleted, whose Delete button shows the loading state; null when none is. */
export const selectDeletingId = (snapshot: Snapshot) => (selectIsDeleting(snapshot) ? snapshot.context.deletingId : null);
