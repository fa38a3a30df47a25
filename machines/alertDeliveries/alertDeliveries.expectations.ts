/**
 * What the user observes in each state of the recent alert deliveries, and what each transition
 * must do: the hand-written tables its path replays check (machines/_testing/expectations.ts).
 * Labels are written out rather than imported, so a changed wording fails here.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import { SHOP_SUITE_ID, shopChannels, smokeWebhookChannel } from './alertDeliveries.fixtures';
import type { AlertDeliveriesContext, AlertDelivery, alertDeliveriesMachine } from './alertDeliveries.machine';
import {
  selectCanSendTest,
  selectDeliveryRows,
  selectHasFailed,
  selectIsLoading,
  selectIsPolling,
  selectIsRefreshing,
  selectTestChannelId,
} from './alertDeliveries.selectors';

type Machine = typeof alertDeliveriesMachine;
type Tables = ExpectationTables<Machine>;

const screenView = (snapshot: SnapshotFrom<Machine>) => ({
  loading: selectIsLoading(snapshot),
  failed: selectHasFailed(snapshot),
  refreshing: selectIsRefreshing(snapshot),
  polling: selectIsPolling(snapshot),
  canSendTest: selectCanSendTest(snapshot),
  testChannelId: selectTestChannelId(snapshot),
});

/** Each row as read: event, channel, status, HTTP status, answer. */
const rowsView = (snapshot: SnapshotFrom<Machine>) =>
  selectDeliveryRows(snapshot, shopChannels).map((row) => [
    row.event,
    typeof row.channel === 'object' ? row.channel?.target : row.channel,
    row.statusLabel,
    row.httpStatus,
    row.answer,
  ]);

/** How each sample delivery reads, by id. */
const READS: Record<string, unknown[]> = {
  'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c01': ['Failure', 'https://hooks.shop.example/********', 'Delivered after 3 attempts', 200, '200 OK: thanks'],
  'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c02': ['Recovery', 'ops@shop.example', 'Delivered', null, '250 Message accepted'],
  'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c03': [
    'Every run',
    'https://hooks.shop.example/********',
    'Failed after 5 attempts',
    503,
    '503 Service Unavailable: down for maintenance',
  ],
  // The test alert just queued: no attempt, no answer yet.
  'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c05': ['Test alert', 'https://hooks.shop.example/********', 'Pending', null, null],
};
const TEST_PENDING = ['Test alert', 'https://hooks.shop.example/********', 'Pending (attempt 2)', null, 'No answer within 10 s'];
const TEST_DELIVERED = ['Test alert', 'https://hooks.shop.example/********', 'Delivered after 2 attempts', 204, '204 No Content'];

const rows = ({ deliveries }: AlertDeliveriesContext) =>
  deliveries.map((delivery) => READS[delivery._id] ?? (delivery.status === 'pending' ? TEST_PENDING : TEST_DELIVERED));

const pending = (deliveries: AlertDelivery[]) => deliveries.some((delivery) => delivery.status === 'pending');

const none = { loading: false, failed: false, refreshing: false, polling: false, canSendTest: false, testChannelId: null as string | null };

const view =
  (shown: Partial<typeof none>, can: Observation<Machine>['can'] = [], tags: string[] = []) =>
  (context: AlertDeliveriesContext): Observation<Machine> => ({
    tags,
    can,
    selectors: [
      [screenView, { ...none, ...shown }],
      [rowsView, rows(context)],
    ],
  });

export const alertDeliveriesObservations: Tables['observations'] = {
  loading: view({ loading: true }, [], ['busy']),
  // 'Unable to load the deliveries' inline, with Retry.
  failed: view({ failed: true }, ['deliveries.retry']),
  'shown.idle': view({ canSendTest: true }, ['deliveries.refresh', 'test.send']),
  // A delivery is pending: the list refreshes by itself, Refresh at once.
  'shown.waiting': view({ polling: true, canSendTest: true }, ['deliveries.refresh', 'test.send']),
  // The list stays as it was; Refresh spins and is not taken again; a test alert drops the reload.
  'shown.refreshing': (context) => view({ refreshing: true, polling: pending(context.deliveries), canSendTest: true }, ['test.send'])(context),
  // The list stays as it was; the channel's Send test alert spins, the others and Refresh wait.
  'shown.sending': (context) => view({ polling: pending(context.deliveries), testChannelId: smokeWebhookChannel._id })(context),
};

const load: Effect = { invoke: 'listAlertDeliveries', input: { suiteId: SHOP_SUITE_ID, limit: 20 } };
/** An answer with a pending delivery waits for the next tick; one without stays until Refresh. */
const answered = (_: AlertDeliveriesContext, event: AnyEventObject): StepExpectation => ({
  target: pending(event.output as AlertDelivery[]) ? 'shown.waiting' : 'shown.idle',
});

const sendTest: Effect = { invoke: 'sendTestAlert', input: { suiteId: SHOP_SUITE_ID, channelId: smokeWebhookChannel._id } };

export const alertDeliveriesTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [load] },
  'loading + xstate.done.actor.listAlertDeliveries': answered,
  // No toast: the section says it.
  'loading + xstate.error.actor.listAlertDeliveries': { target: 'failed' },
  'failed + deliveries.retry': { target: 'loading', effects: [load] },
  'shown.idle + deliveries.refresh': { target: 'shown.refreshing', effects: [load] },
  'shown.waiting + deliveries.refresh': { target: 'shown.refreshing', effects: [load] },
  'shown.waiting + xstate.after.pendingPoll.alertDeliveries.shown.waiting': { target: 'shown.refreshing', effects: [load] },
  'shown.refreshing + xstate.done.actor.listAlertDeliveries': answered,
  // The list stays; still pending, it tries again on the next tick.
  'shown.refreshing + xstate.error.actor.listAlertDeliveries': ({ deliveries }) => ({ target: pending(deliveries) ? 'shown.waiting' : 'shown.idle' }),
  // Taken wherever the list shows, but while one is being sent.
  'shown + test.send': { target: 'shown.sending', effects: [sendTest] },
  // The queued delivery is listed at once (see the rows) and the list reloads at once.
  'shown.sending + xstate.done.actor.sendTestAlert': { target: 'shown.refreshing', effects: [load] },
  // The server's reason in a toast; the list stays, polling again if a delivery is still pending.
  'shown.sending + xstate.error.actor.sendTestAlert': ({ deliveries }) => ({
    target: pending(deliveries) ? 'shown.waiting' : 'shown.idle',
    effects: [
      {
        action: 'notify',
        params: {
          title: 'Some error occurred',
          text: 'Unable to send the test alert: This channel is disabled: enable it to send a test alert. Nothing was sent.',
          type: 'error',
        },
      },
    ],
  }),
};
