import type { StateValue } from 'xstate';
import type { ListResourceContext } from './listResource.machine';

/** What every configuration's snapshot offers; the selectors below read only this. */
export interface ListResourceSnapshot<TItem = unknown, TDraft = unknown, TEdit = unknown> {
  context: ListResourceContext<TItem, TDraft, TEdit>;
  value: StateValue;
  hasTag: (tag: 'creating' | 'updating' | 'deleting') => boolean;
}

/** No project (or organization) is selected: there is nothing to show. */
export const selectHasNoOwner = (snapshot: ListResourceSnapshot) => snapshot.context.ownerId === null;
export const selectIsLoading = (snapshot: ListResourceSnapshot) => snapshot.value === 'loading';
export const selectHasFailed = (snapshot: ListResourceSnapshot) => snapshot.value === 'failed';
/** `loaded` is the only parallel state, so the only object value. */
export const selectIsLoaded = (snapshot: ListResourceSnapshot) => typeof snapshot.value === 'object';

export const selectDraft = <TDraft>(snapshot: ListResourceSnapshot<unknown, TDraft>) => snapshot.context.draft;
/** The item being edited; null when none is. */
export const selectEditing = <TEdit>(snapshot: ListResourceSnapshot<unknown, unknown, TEdit>) => snapshot.context.editing;

/** An item is being created: the form is read-only and another create is ignored. */
export const selectIsCreating = (snapshot: ListResourceSnapshot) => snapshot.hasTag('creating');
/** An edit is being saved: the edited item is read-only and no other can be edited. */
export const selectIsUpdating = (snapshot: ListResourceSnapshot) => snapshot.hasTag('updating');
/** An item is being deleted: every Delete is disabled. */
export const selectIsDeleting = (snapshot: ListResourceSnapshot) => snapshot.hasTag('deleting');
/** The item being deleted, whose Delete shows the loading state; null when none is. */
export const selectDeletingId = (snapshot: ListResourceSnapshot) => (selectIsDeleting(snapshot) ? snapshot.context.deletingId : null);
