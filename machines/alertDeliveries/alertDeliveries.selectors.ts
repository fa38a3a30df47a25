import type { SnapshotFrom } from 'xstate';
import type { components } from '../../openapi/schema';
import { type AlertDelivery, type AlertEvent, type alertDeliveriesMachine, hasPending } from './alertDeliveries.machine';

type Snapshot = SnapshotFrom<typeof alertDeliveriesMachine>;
type AlertChannel = components['schemas']['AlertChannel'];
/** What a row needs of a channel: the list of the Alerts section has it. */
export type DeliveryChannel = Pick<AlertChannel, '_id' | 'kind' | 'target'>;

/** Why a delivery was sent, one label per value of the contract's AlertEvent. */
export const EVENT_LABELS: Record<AlertEvent, string> = {
  failure: 'Failure',
  recovery: 'Recovery',
  flaky: 'Flaky',
  run: 'Every run',
  test: 'Test alert',
};

const plural = (count: number) => `${count} attempt${count === 1 ? '' : 's'}`;

/** 'Delivered after 3 attempts', 'Failed after 5 attempts', 'Pending (attempt 2)'; one attempt needs no count. */
export function deliveryStatusLabel({ status, attempts }: Pick<AlertDelivery, 'status' | 'attempts'>): string {
  switch (status) {
    case 'delivered':
      return attempts > 1 ? `Delivered after ${plural(attempts)}` : 'Delivered';
    case 'failed':
      return `Failed after ${plural(attempts)}`;
    case 'pending':
      return attempts > 0 ? `Pending (attempt ${attempts})` : 'Pending';
  }
}

export interface DeliveryRow {
  id: string;
  event: string;
  /** The channel's kind and its target as the API lists it (masked); 'deleted' when it is gone, null while the channels are unknown. */
  channel: { kind: AlertChannel['kind']; target: string } | 'deleted' | null;
  status: AlertDelivery['status'];
  statusLabel: string;
  /** The HTTP status of the last answer; null for mail and for no answer. */
  httpStatus: number | null;
  /** The last answer (status and body, masked), or why the last attempt failed; null before any attempt. */
  answer: string | null;
  /** When it was sent (ISO). */
  createdAt: string;
}

export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
/** Refresh spins while the list reloads quietly. */
export const selectIsRefreshing = (snapshot: Snapshot) => snapshot.matches({ shown: 'refreshing' });
/** The list refreshes by itself: a delivery shown is still pending. */
export const selectIsPolling = (snapshot: Snapshot) => snapshot.matches('shown') && hasPending(snapshot.context.deliveries);

/** A test alert can be sent: the list shows (its answer is read there) and no other is being sent. */
export const selectCanSendTest = (snapshot: Snapshot) => snapshot.matches('shown') && !snapshot.matches({ shown: 'sending' });
/** The channel a test alert is being sent to, whose button spins; null when none is. */
export const selectTestChannelId = (snapshot: Snapshot) => (snapshot.matches({ shown: 'sending' }) ? snapshot.context.testChannelId : null);

/** The deliveries as listed, newest first, each channel named from the section's channels (null: not loaded yet). */
export const selectDeliveryRows = (snapshot: Snapshot, channels: ReadonlyArray<DeliveryChannel> | null): DeliveryRow[] =>
  snapshot.context.deliveries.map((delivery) => {
    const channel = channels?.find((candidate) => candidate._id === delivery.channel_id);
    return {
      id: delivery._id,
      event: EVENT_LABELS[delivery.event],
      channel: channel ? { kind: channel.kind, target: channel.target } : channels ? 'deleted' : null,
      status: delivery.status,
      statusLabel: deliveryStatusLabel(delivery),
      httpStatus: delivery.last_status,
      answer: delivery.last_answer,
      createdAt: delivery.created_at,
    };
  });
