import type { SnapshotFrom } from 'xstate';
import type { projectPickerMachine } from './projectPicker.machine';

type Snapshot = SnapshotFrom<typeof projectPickerMachine>;

export const selectIsOpen = (snapshot: Snapshot) => snapshot.matches('open');

/** The 'New project' row shows its name input. */
export const selectIsCreating = (snapshot: Snapshot) => snapshot.matches({ open: 'creating' });

/** The project whose row shows the rename input, or null. */
export const selectRenamingId = (snapshot: Snapshot) => (snapshot.matches({ open: 'renaming' }) ? snapshot.context.editingId : null);

/** A save is in flight: the input is disabled and further saves are ignored. */
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');

export const selectDraftName = (snapshot: Snapshot) => snapshot.context.draftName;

export const selectError = (snapshot: Snapshot) => snapshot.context.error;

export const selectCanSave = (snapshot: Snapshot) => snapshot.can({ type: 'draft.save' });
