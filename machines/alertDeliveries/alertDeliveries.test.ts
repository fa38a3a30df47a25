import { describe, expect, it, vi } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { deliveredFailure, queuedTest, SHOP_SUITE_ID, settled, shopChannels, smokeWebhookChannel, withPending } from './alertDeliveries.fixtures';
import { alertDeliveriesMachine, PENDING_POLL_MS } from './alertDeliveries.machine';
import { alertDeliveriesPathModel } from './alertDeliveries.paths';
import {
  deliveryStatusLabel,
  selectCanSendTest,
  selectDeliveryRows,
  selectHasFailed,
  selectIsPolling,
  selectIsRefreshing,
  selectTestChannelId,
} from './alertDeliveries.selectors';

describePathModel(alertDeliveriesPathModel);

function start() {
  return startRecorded(alertDeliveriesMachine, {
    input: { suiteId: SHOP_SUITE_ID },
    actors: ['listAlertDeliveries', 'sendTestAlert'],
    actions: ['notify'],
  });
}

const load = ['listAlertDeliveries', { suiteId: SHOP_SUITE_ID, limit: 20 }];

describe('delivery status', () => {
  it('reads the attempts: one needs no count, a pending one names the attempt it is at', () => {
    expect(deliveryStatusLabel({ status: 'delivered', attempts: 1 })).toBe('Delivered');
    expect(deliveryStatusLabel({ status: 'delivered', attempts: 3 })).toBe('Delivered after 3 attempts');
    expect(deliveryStatusLabel({ status: 'failed', attempts: 5 })).toBe('Failed after 5 attempts');
    expect(deliveryStatusLabel({ status: 'failed', attempts: 1 })).toBe('Failed after 1 attempt');
    expect(deliveryStatusLabel({ status: 'pending', attempts: 0 })).toBe('Pending');
    expect(deliveryStatusLabel({ status: 'pending', attempts: 2 })).toBe('Pending (attempt 2)');
  });
});

describe('alertDeliveries', () => {
  it('loads the 20 newest, and says a failed load inline with Retry (no toast)', () => {
    const { actor, settle, calls, snapshot } = start();
    settle(errorEvent('listAlertDeliveries', 'Service Unavailable'));
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'deliveries.refresh' });
    actor.send({ type: 'deliveries.retry' });
    settle(doneEvent('listAlertDeliveries', [deliveredFailure]));
    expect(calls).toEqual([load, load]);
    expect(selectDeliveryRows(snapshot(), shopChannels)).toEqual([
      {
        id: deliveredFailure._id,
        event: 'Failure',
        channel: { kind: 'webhook', target: 'https://hooks.shop.example/********' },
        status: 'delivered',
        statusLabel: 'Delivered after 3 attempts',
        httpStatus: 200,
        answer: '200 OK: thanks',
        createdAt: '2025-03-05T10:00:00.000Z',
      },
    ]);
    // A deleted channel reads so; while the channels load, none is named.
    expect(selectDeliveryRows(snapshot(), [])[0]?.channel).toBe('deleted');
    expect(selectDeliveryRows(snapshot(), null)[0]?.channel).toBeNull();
  });

  it('refreshes quietly on Refresh, keeping the list, and once more only after the answer', () => {
    const { actor, settle, calls, snapshot } = start();
    settle(doneEvent('listAlertDeliveries', settled));
    actor.send({ type: 'deliveries.refresh' });
    actor.send({ type: 'deliveries.refresh' });
    expect(selectIsRefreshing(snapshot())).toBe(true);
    expect(snapshot().context.deliveries).toEqual(settled);
    settle(errorEvent('listAlertDeliveries', 'Service Unavailable'));
    expect(snapshot().context.deliveries).toEqual(settled);
    expect(snapshot().value).toEqual({ shown: 'idle' });
    expect(calls).toEqual([load, load]);
  });

  it('refreshes every 5 s while a delivery is pending, and stops once none is', () => {
    vi.useFakeTimers();
    try {
      const { settle, calls, snapshot } = start();
      settle(doneEvent('listAlertDeliveries', withPending));
      expect(selectIsPolling(snapshot())).toBe(true);
      vi.advanceTimersByTime(PENDING_POLL_MS - 1);
      expect(calls).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(calls).toEqual([load, load]);
      // Still pending after a failed refresh: the next tick tries again.
      settle(errorEvent('listAlertDeliveries', 'Service Unavailable'));
      vi.advanceTimersByTime(PENDING_POLL_MS);
      expect(calls).toHaveLength(3);
      settle(doneEvent('listAlertDeliveries', settled));
      expect(selectIsPolling(snapshot())).toBe(false);
      vi.advanceTimersByTime(PENDING_POLL_MS * 3);
      expect(calls).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a test alert while the list shows: it is listed at once, and the list reloads at once', () => {
    const { actor, settle, calls, snapshot } = start();
    expect(selectCanSendTest(snapshot())).toBe(false);
    actor.send({ type: 'test.send', channelId: smokeWebhookChannel._id });
    expect(calls).toEqual([load]);
    settle(doneEvent('listAlertDeliveries', settled));
    actor.send({ type: 'test.send', channelId: smokeWebhookChannel._id });
    expect(selectTestChannelId(snapshot())).toBe(smokeWebhookChannel._id);
    expect(selectCanSendTest(snapshot())).toBe(false);
    // One at a time.
    actor.send({ type: 'test.send', channelId: 'another' });
    actor.send({ type: 'deliveries.refresh' });
    expect(calls).toEqual([load, ['sendTestAlert', { suiteId: SHOP_SUITE_ID, channelId: smokeWebhookChannel._id }]]);
    settle(doneEvent('sendTestAlert', queuedTest));
    expect(snapshot().context.deliveries).toEqual([queuedTest, ...settled]);
    expect(selectTestChannelId(snapshot())).toBeNull();
    expect(selectIsRefreshing(snapshot())).toBe(true);
    expect(selectIsPolling(snapshot())).toBe(true);
    expect(calls).toHaveLength(3);
    settle(doneEvent('listAlertDeliveries', [queuedTest, ...settled]));
    expect(snapshot().value).toEqual({ shown: 'waiting' });
  });

  it('drops a reload in flight for a test alert, and keeps at most 20 deliveries', () => {
    const { actor, settle, calls, snapshot } = start();
    const many = Array.from({ length: 20 }, (_, index) => ({ ...deliveredFailure, _id: `d${index}` }));
    settle(doneEvent('listAlertDeliveries', many));
    actor.send({ type: 'deliveries.refresh' });
    actor.send({ type: 'test.send', channelId: smokeWebhookChannel._id });
    expect(snapshot().value).toEqual({ shown: 'sending' });
    expect(snapshot().children.listAlertDeliveries).toBeUndefined();
    settle(doneEvent('sendTestAlert', queuedTest));
    expect(snapshot().context.deliveries).toHaveLength(20);
    expect(snapshot().context.deliveries[0]).toEqual(queuedTest);
    expect(calls.map(([name]) => name)).toEqual(['listAlertDeliveries', 'listAlertDeliveries', 'sendTestAlert', 'listAlertDeliveries']);
  });

  it("says a refused test alert in a toast with the server's reason, the list as it was", () => {
    const { actor, settle, done, snapshot } = start();
    settle(doneEvent('listAlertDeliveries', settled));
    actor.send({ type: 'test.send', channelId: smokeWebhookChannel._id });
    settle(errorEvent('sendTestAlert', 'This channel is disabled: enable it to send a test alert. Nothing was sent.'));
    expect(done).toEqual([
      [
        'notify',
        {
          title: 'Some error occurred',
          text: 'Unable to send the test alert: This channel is disabled: enable it to send a test alert. Nothing was sent.',
          type: 'error',
        },
      ],
    ]);
    expect(snapshot().value).toEqual({ shown: 'idle' });
    expect(snapshot().context.deliveries).toEqual(settled);
    expect(selectCanSendTest(snapshot())).toBe(true);
  });
});
