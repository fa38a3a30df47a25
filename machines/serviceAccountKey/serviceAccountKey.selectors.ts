import type { SnapshotFrom } from 'xstate';
import type { serviceAccountKeyMachine } from './serviceAccountKey.machine';

type Snapshot = SnapshotFrom<typeof serviceAccountKeyMachine>;

/**
 * The new key while it is shown (only once, right after regenerating), also behind the dialog
 * asking to replace it; null otherwise.
 */
export const selectShownKey = (snapshot: Snapshot) => (snapshot.matches('shown') || snapshot.matches('asking') ? snapshot.context.key : null);

export const selectIsRegenerating = (snapshot: Snapshot) => snapshot.hasTag('busy');

/** 'Regenerate' is offered unless the dialog asks or a regeneration is under way. */
export const selectCanRegenerate = (snapshot: Snapshot) => snapshot.can({ type: 'key.requestRegeneration' }) && !snapshot.hasTag('busy');
