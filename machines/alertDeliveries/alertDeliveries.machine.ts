/**
 * The recent deliveries of a project's alerts in Settings → Alerts (issue 19, item 4): the 20
 * newest (GET /api/test-suites/{id}/alert-deliveries, newest first), each with its attempts and
 * the last answer it got. A failed load says so inline with Retry (no toast: the rest of the
 * screen works). Refresh reloads quietly, keeping the list; while a delivery is still pending the
 * list refreshes on its own every 5 s, until none is (docs/runs.md#alerts: retries are 2 to 16 s apart).
 */
import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { providedActor } from '../_shared/provided';

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
}

export type AlertDeliveriesEvent = { type: 'deliveries.retry' } | { type: 'deliveries.refresh' };

export const hasPending = (deliveries: ReadonlyArray<AlertDelivery>) => deliveries.some((delivery) => delivery.status === 'pending');

export const alertDeliveriesMachine = setup({
  types: {
    input: {} as AlertDeliveriesInput,
    context: {} as AlertDeliveriesContext,
    events: {} as AlertDeliveriesEvent,
    tags: {} as 'busy',
    children: {} as { listAlertDeliveries: 'listAlertDeliveries' },
  },
  actors: {
    /** GET /api/test-suites/{id}/alert-deliveries?limit= (operation listAlertDeliveries). */
    listAlertDeliveries: providedActor<AlertDelivery[], { suiteId: string; limit: number }>('listAlertDeliveries'),
  },
  actions: {
    setDeliveries: assign((_, params: { deliveries: AlertDelivery[] }) => ({ deliveries: params.deliveries })),
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
  context: ({ input }) => ({ suiteId: input.suiteId, deliveries: [] }),
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
          on: { 'deliveries.refresh': 'refreshing' },
        },
        // A delivery is pending: the list refreshes by itself in 5 s (or at once on Refresh).
        waiting: {
          after: { pendingPoll: 'refreshing' },
          on: { 'deliveries.refresh': 'refreshing' },
        },
        // Quiet: the list stays as shown; Refresh spins meanwhile and is not taken again.
        refreshing: {
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
      },
    },
  },
});
