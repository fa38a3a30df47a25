import type { SnapshotFrom } from 'xstate';
import { draftErrors, type browserStatesMachine } from './browserStates.machine';

type Snapshot = SnapshotFrom<typeof browserStatesMachine>;

/** No project is selected, so there is nothing to list. */
export const selectHasNoSuite = (snapshot: Snapshot) => snapshot.context.suiteId === null;

/** Loading, or about to: a suite is selected but its list was not asked for yet. */
export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading') || (snapshot.matches('idle') && snapshot.context.suiteId !== null);
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectIsLoaded = (snapshot: Snapshot) => snapshot.matches('loaded');

/** The browser states sorted by name, as the list shows them. */
export const selectStates = (snapshot: Snapshot) =>
  [...snapshot.context.states].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;

/** The messages under the name and file fields; none before the first attempt to save. */
export const selectDraftErrors = (snapshot: Snapshot) =>
  snapshot.context.showErrors ? draftErrors(snapshot.context.draft) : { name: null, file: null };

/** Why the chosen file was refused; shown as soon as the file is read, before any attempt to save. */
export const selectFileError = (snapshot: Snapshot) => selectDraftErrors(snapshot).file ?? snapshot.context.draft.fileError;

/** A browser state is being saved: the form is read-only and another save is ignored. */
export const selectIsCreating = (snapshot: Snapshot) => snapshot.hasTag('creating');

/** The browser state being deleted; while one is, every Delete is disabled. */
export const selectDeletingId = (snapshot: Snapshot) => (snapshot.hasTag('deleting') ? snapshot.context.deletingId : null);
export const selectIsDeleting = (snapshot: Snapshot) => snapshot.hasTag('deleting');
