import type { SnapshotFrom } from 'xstate';
import { draftErrors, MASKED, type alertsMachine } from './alerts.machine';

type Snapshot = SnapshotFrom<typeof alertsMachine>;

/** The channels as listed: oldest first, as the server answers them. */
export const selectChannels = (snapshot: Snapshot) => snapshot.context.items;

/** The target field's message; none before the first attempt to add. */
export const selectDraftErrors = (snapshot: Snapshot) => (snapshot.context.showDraftErrors ? draftErrors(snapshot.context.draft) : { target: null });

/**
 * The signing secret of a webhook just added, the one time the server tells it; null once the
 * list is loaded again (the server then shows it masked).
 */
export const selectNewSigningSecret = (snapshot: Snapshot): { channelId: string; secret: string } | null => {
  const added = snapshot.context.items.find((channel) => channel.signing_secret !== null && channel.signing_secret !== MASKED);
  return added ? { channelId: added._id, secret: added.signing_secret! } : null;
};
