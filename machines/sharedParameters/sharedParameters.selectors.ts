import type { SnapshotFrom } from 'xstate';
import { sharedParameterError, type SharedParameter, type sharedParametersMachine } from './sharedParameters.machine';

type Snapshot = SnapshotFrom<typeof sharedParametersMachine>;

/** The parameters sorted by key, as the table shows them. */
export const selectParameters = (snapshot: Snapshot): SharedParameter[] =>
  [...snapshot.context.items].sort((a, b) => a.key.localeCompare(b.key, undefined, { sensitivity: 'base' }));

/** The message under the add form; none before the first attempt. */
export const selectDraftError = ({ context }: Snapshot) =>
  context.showDraftErrors ? sharedParameterError(context.draft.key, context.draft.value, context.items) : null;

/** The message under the edited row; none before the first attempt to save. */
export const selectEditingError = ({ context: { editing, showEditErrors, items } }: Snapshot) =>
  editing && showEditErrors ? sharedParameterError(editing.key, editing.value, items, editing.id) : null;
