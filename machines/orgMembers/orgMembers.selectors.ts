import type { SnapshotFrom } from 'xstate';
import { emailError } from '../_shared/validation';
import type { orgMembersMachine } from './orgMembers.machine';

type Snapshot = SnapshotFrom<typeof orgMembersMachine>;

/** The members sorted by e-mail, as the list shows them. */
export const selectMembers = (snapshot: Snapshot) =>
  [...snapshot.context.items].sort((a, b) => a.email.localeCompare(b.email, undefined, { sensitivity: 'base' }));

/** The message under the add field; none before the first attempt. */
export const selectEmailError = (snapshot: Snapshot) => (snapshot.context.showDraftErrors ? emailError(snapshot.context.draft.email) : null);
