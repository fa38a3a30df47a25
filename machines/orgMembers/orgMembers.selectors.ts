import type { SnapshotFrom } from 'xstate';
import { emailError } from '../_shared/validation';
import type { orgMembersMachine } from './orgMembers.machine';

type Snapshot = SnapshotFrom<typeof orgMembersMachine>;

export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectIsLoaded = (snapshot: Snapshot) => snapshot.matches('loaded');

/** The members sorted by e-mail, as the list shows them. */
export const selectMembers = (snapshot: Snapshot) =>
  [...snapshot.context.members].sort((a, b) => a.email.localeCompare(b.email, undefined, { sensitivity: 'base' }));

export const selectEmail = (snapshot: Snapshot) => snapshot.context.email;

/** The message under the add field; none before the first attempt. */
export const selectEmailError = (snapshot: Snapshot) => (snapshot.context.showErrors ? emailError(snapshot.context.email) : null);

/** A user is being added: the field is read-only and another add is ignored. */
export const selectIsAdding = (snapshot: Snapshot) => snapshot.hasTag('busy');
