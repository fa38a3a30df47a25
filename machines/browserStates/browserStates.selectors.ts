import type { SnapshotFrom } from 'xstate';
import { draftErrors, type browserStatesMachine } from './browserStates.machine';

type Snapshot = SnapshotFrom<typeof browserStatesMachine>;

/** The browser states sorted by name, as the list shows them. */
export const selectStates = (snapshot: Snapshot) =>
  [...snapshot.context.items].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

/** The messages under the name and file fields; none before the first attempt to save. */
export const selectDraftErrors = (snapshot: Snapshot) =>
  snapshot.context.showDraftErrors ? draftErrors(snapshot.context.draft) : { name: null, file: null };

/** Why the chosen file was refused; shown as soon as the file is read, before any attempt to save. */
export const selectFileError = (snapshot: Snapshot) => selectDraftErrors(snapshot).file ?? snapshot.context.draft.fileError;
