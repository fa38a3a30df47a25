import type { SnapshotFrom } from 'xstate';
import { draftErrors, editErrors, ENABLED_PART, MASKED, type alertsMachine } from './alerts.machine';

type Snapshot = SnapshotFrom<typeof alertsMachine>;

/** The channels as listed: oldest first, as the server answers them. */
export const selectChannels = (snapshot: Snapshot) => snapshot.context.items;

/** The target field's message; none before the first attempt to add. */
export const selectDraftErrors = (snapshot: Snapshot) => (snapshot.context.showDraftErrors ? draftErrors(snapshot.context.draft) : { target: null });

/**
 * The channel whose edit form shows; none while a row's Enabled switch saves (the edit it opened
 * only carries the switch).
 */
export const selectEditedChannelId = ({ context: { editing, saving } }: Snapshot) =>
  editing && !(saving?.id === editing.id && saving.part === ENABLED_PART) ? editing.id : null;

/** The channel whose change is being saved, whose row shows it; null when none is. */
export const selectSavingChannelId = (snapshot: Snapshot) => (snapshot.hasTag('updating') ? (snapshot.context.saving?.id ?? null) : null);

/** The edited channel's target message; none before the first attempt to save. */
export const selectEditErrors = ({ context: { editing, showEditErrors } }: Snapshot) =>
  editing && showEditErrors ? editErrors(editing) : { target: null };

/**
 * The signing secret of a webhook just added, the one time the server tells it; null once the
 * list is loaded again (the server then shows it masked).
 */
export const selectNewSigningSecret = (snapshot: Snapshot): { channelId: string; secret: string } | null => {
  const added = snapshot.context.items.find((channel) => channel.signing_secret !== null && channel.signing_secret !== MASKED);
  return added ? { channelId: added._id, secret: added.signing_secret! } : null;
};
