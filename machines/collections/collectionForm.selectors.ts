import type { SnapshotFrom } from 'xstate';
import { requiredError } from '../_shared/validation';
import type { collectionFormMachine } from './collectionForm.machine';
import { pickerRows, type PickerRow } from './testPicker';

type Snapshot = SnapshotFrom<typeof collectionFormMachine>;

export const selectIsOpen = (snapshot: Snapshot) => snapshot.matches('open');
export const selectMode = (snapshot: Snapshot) => snapshot.context.mode;
/** The collection whose tests are edited; null while creating. */
export const selectEditedName = (snapshot: Snapshot) => (snapshot.context.mode === 'editTests' ? (snapshot.context.collection?.name ?? null) : null);

export const selectIsLoadingTests = (snapshot: Snapshot) => snapshot.matches({ open: 'loadingTests' });
export const selectHasLoadFailed = (snapshot: Snapshot) => snapshot.matches({ open: 'loadFailed' });
/** The form shows once the tree is there (and stays, read-only, while saving). */
export const selectShowsForm = (snapshot: Snapshot) => !selectIsLoadingTests(snapshot) && !selectHasLoadFailed(snapshot);

/** Creating, adding the picked tests, or saving the edit: the form is read-only. */
export const selectIsSaving = (snapshot: Snapshot) =>
  snapshot.matches({ open: 'creating' }) || snapshot.matches({ open: 'addingTests' }) || snapshot.matches({ open: 'savingTests' });

export const selectName = (snapshot: Snapshot) => snapshot.context.name;
/** The message under the name; none before the first attempt. */
export const selectNameError = (snapshot: Snapshot) => (snapshot.context.showErrors ? requiredError(snapshot.context.name) : null);

export const selectSearch = (snapshot: Snapshot) => snapshot.context.search;
export const selectPickedCount = (snapshot: Snapshot) => snapshot.context.selectedTestIds.length;

const rowsCache = new WeakMap<object, PickerRow[]>();
/** The picker's rows; computed once per context (the tree may be large). */
export const selectPickerRows = (snapshot: Snapshot): PickerRow[] => {
  let rows = rowsCache.get(snapshot.context);
  if (!rows) {
    rows = pickerRows(snapshot.context.items, snapshot.context.search, snapshot.context.selectedTestIds);
    rowsCache.set(snapshot.context, rows);
  }
  return rows;
};

/** The project has no tests at all (not just none matching the search). */
export const selectHasNoTests = (snapshot: Snapshot) => !snapshot.context.items.some((item) => !item.is_folder);
