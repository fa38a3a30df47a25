import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { AlertDeliveriesEvent, alertDeliveriesMachine } from '../../../machines/alertDeliveries/alertDeliveries.machine';
import type { AlertsEvent, alertsMachine } from '../../../machines/alerts/alerts.machine';

export type AlertsProps = {
  snapshot: SnapshotFrom<typeof alertsMachine>;
  send: (event: AlertsEvent) => void;
  /** The project's collections, for the channel's scope. */
  collections: ReadonlyArray<{ id: string; name: string }>;
  /** The recent deliveries (machines/alertDeliveries), which send a channel's test alert and show its answer. */
  testAlerts: {
    snapshot: SnapshotFrom<typeof alertDeliveriesMachine>;
    send: (event: AlertDeliveriesEvent) => void;
  };
  /** Copies an added webhook's signing secret (the clipboard and its toast are the app's). */
  onCopySecret: (secret: string) => void;
  /** Shown at the end of the section: the recent deliveries. */
  children?: ReactNode;
};

export const KIND_LABELS = { email: 'E-mail', slack: 'Slack', webhook: 'Webhook' } as const;
export const NOTIFY_LABELS = { failure: 'On failure', recovery: 'On failure and recovery', every: 'On every run' } as const;
export const ALL_COLLECTIONS = 'All collections (project default)';
