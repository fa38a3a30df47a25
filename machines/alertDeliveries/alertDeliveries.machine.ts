/**
 * The recent deliveries of a project's alerts in Settings → Alerts (issue 19, item 4): the 20
 * newest (GET /api/test-suites/{id}/alert-deliveries, newest first), each with its attempts and
 * the last answer it got. A failed load says so inline with Retry (no toast: the rest of the
 * screen works). Refresh reloads quietly, keeping the list; while a delivery is still pending the
 * list refreshes on its own every 5 s, until none is (docs/runs.md#alerts: retries are 2 to 16 s apart).
 *
 * "Send test alert" on a channel (POST …/alert-channels/{channelId}/test) is this machine's
 * `test.send`, not the channels' (machines/alerts): what it makes is a delivery of this list,
 * shown here with the answer it gets, which this machine already follows while it is pending;
 * the channels are the generic list resource, which has no per-item calls. It is taken while the
 * list is shown, one at a time: the queued delivery is listed at once and the list reloads at
 * once (then every 5 s while it is pending). A failure says the server's reason in a toast and
 * leaves the list as it was.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { providedAction, providedActor } from '../_shared/provided';

export type AlertDelivery = components['schemas']['AlertDelivery'];
export type AlertEvent = components['schemas']['AlertEvent'];

/** How many deliveries the section lists. */
export const DELIVERIES_LIMIT = 20;
/** How often the list refreshes while a delivery is pending. */
export const PENDING_POLL_MS = 5000;

export interface AlertDeliveriesInput {
  suiteId: string;
}

export interface AlertDeliveriesContext {
  suiteId: string;
  /** The server's answer, newest first; empty until the first load succeeded. */
  deliveries: AlertDelivery[];
  /** The channel a test alert is being sent to; null when none is. */
  testChannelId: string | null;
}

export type AlertDeliveriesEvent = { type: 'deliveries.retry' } | { type: 'deliveries.refresh' } | { type: 'test.send'; channelId: string };

export const hasPending = (deliveries: ReadonlyArray<AlertDelivery>) => deliveries.some((delivery) => delivery.status === 'pending');

/** The toast of a test alert the server refused (a disabled channel, a deleted one). */
export function testAlertFailed(error: unknown): ToastParams {
  const message = errorMessage(error).trim();
  const text = 'Unable to send the test alert';
  return { title: 'Some error occurred', text: message === '' ? text : `${text}: ${message}`, type: 'error' };
}

export const alertDeliveriesMachine = setup({
  types: {
    input: {} as AlertDeliveriesInput,
    context: {} as AlertDeliveriesContext,
    events: {} as AlertDeliveriesEvent,
    tags: {} as 'busy',
    children: {} as { listAlertDeliveries: 'listAlertDeliveries'; sendTestAlert: 'sendTestAlert' },
  },
  actors: {
    /** GET /api/test-suites/{id}/alert-deliveries?limit= (operation listAlertDeliveries). */
    listAlertDeliveries: providedActor<AlertDelivery[], { suiteId: string; limit: number }>('listAlertDeliveries'),
    /** POST /api/test-suites/{id}/alert-channels/{channelId}/test (operation sendTestAlert): answers the queued delivery. */
    sendTestAlert: providedActor<AlertDelivery, { suiteId: string; channelId: string }>('sendTestAlert'),
  },
  actions: {
    setDeliveries: assign((_, params: { deliveries: AlertDelivery[] }) => ({ deliveries: params.deliveries })),
    /** The channel of the `test.send` taken. */
    setTestChannel: assign(({ event }) => ({ testChannelId: event.type === 'test.send' ? event.channelId : null })),
    clearTestChannel: assign({ testChannelId: null }),
    /** The queued delivery heads the list at once, before the reload answers. */
    addDelivery: assign(({ context }, params: { delivery: AlertDelivery }) => ({
      deliveries: [params.delivery, ...context.deliveries.filter((delivery) => delivery._id !== params.delivery._id)].slice(0, DELIVERIES_LIMIT),
    })),
    notify: providedAction<ToastParams>('notify'),
  },
  guards: {
    /** Some delivery of the answer is still pending. */
    answerHasPending: (_, params: { deliveries: AlertDelivery[] }) => hasPending(params.deliveries),
    /** Some delivery shown is still pending. */
    shownHasPending: ({ context }) => hasPending(context.deliveries),
  },
  delays: { pendingPoll: PENDING_POLL_MS },
}).createMachine({
  id: 'alertDeliveries',
  context: ({ input }) => ({ suiteId: input.suiteId, deliveries: [], testChannelId: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'listAlertDeliveries',
        src: 'listAlertDeliveries',
        input: ({ context }) => ({ suiteId: context.suiteId, limit: DELIVERIES_LIMIT }),
        onDone: [
          {
            guard: { type: 'answerHasPending', params: ({ event }) => ({ deliveries: event.output }) },
            target: 'shown.waiting',
            actions: { type: 'setDeliveries', params: ({ event }) => ({ deliveries: event.output }) },
          },
          { target: 'shown.idle', actions: { type: 'setDeliveries', params: ({ event }) => ({ deliveries: event.output }) } },
        ],
        // The section says so with Retry; the rest of the screen works, so no toast.
        onError: 'failed',
      },
    },
    failed: {
      on: { 'deliveries.retry': 'loading' },
    },
    shown: {
      initial: 'idle',
      states: {
        // Every delivery shown is delivered or failed: nothing changes until Refresh.
        idle: {
          on: { 'deliveries.refresh': 'refreshing', 'test.send': { target: 'sending', actions: 'setTestChannel' } },
        },
        // A delivery is pending: the list refreshes by itself in 5 s (or at once on Refresh).
        waiting: {
          after: { pendingPoll: 'refreshing' },
          on: { 'deliveries.refresh': 'refreshing', 'test.send': { target: 'sending', actions: 'setTestChannel' } },
        },
        // Quiet: the list stays as shown; Refresh spins meanwhile and is not taken again.
        refreshing: {
          // A reload in flight is dropped: one follows the test alert.
          on: { 'test.send': { target: 'sending', actions: 'setTestChannel' } },
          invoke: {
            id: 'listAlertDeliveries',
            src: 'listAlertDeliveries',
            input: ({ context }) => ({ suiteId: context.suiteId, limit: DELIVERIES_LIMIT }),
            onDone: [
              {
                guard: { type: 'answerHasPending', params: ({ event }) => ({ deliveries: event.output }) },
                target: 'waiting',
                actions: { type: 'setDeliveries', params: ({ event }) => ({ deliveries: event.output }) },
              },
              { target: 'idle', actions: { type: 'setDeliveries', params: ({ event }) => ({ deliveries: event.output }) } },
            ],
            // The list shown stays; with a delivery still pending, the next tick tries again.
            onError: [{ guard: 'shownHasPending', target: 'waiting' }, { target: 'idle' }],
          },
        },
        // The list stays as shown; a second test alert and Refresh are not taken meanwhile.
        sending: {
          invoke: {
            id: 'sendTestAlert',
            src: 'sendTestAlert',
            input: ({ context }) => ({ suiteId: context.suiteId, channelId: context.testChannelId ?? '' }),
            // Listed at once, then the list reloads at once to follow its answer.
            onDone: {
              target: 'refreshing',
              actions: [{ type: 'addDelivery', params: ({ event }) => ({ delivery: event.output }) }, 'clearTestChannel'],
            },
            onError: [
              {
                guard: 'shownHasPending',
                target: 'waiting',
                actions: [{ type: 'notify', params: ({ event }) => testAlertFailed(event.error) }, 'clearTestChannel'],
              },
              {
                target: 'idle',
                actions: [{ type: 'notify', params: ({ event }) => testAlertFailed(event.error) }, 'clearTestChannel'],
              },
            ],
          },
        },
      },
    },
  },
});
