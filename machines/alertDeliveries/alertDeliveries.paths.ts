/**
 * The path model of the recent alert deliveries: both outcomes of loading and of refreshing, by
 * hand or on the 5 s tick while a delivery is pending, and of sending a test alert to the smoke
 * webhook; the server answers a list with a pending delivery, the same list settled, or none,
 * and a test alert queued or refused.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { alertDeliveriesObservations, alertDeliveriesTransitions } from './alertDeliveries.expectations';
import { queuedTest, SHOP_SUITE_ID, settled, smokeWebhookChannel, withPending } from './alertDeliveries.fixtures';
import { alertDeliveriesMachine, type AlertDelivery } from './alertDeliveries.machine';

export { SHOP_SUITE_ID };

export const alertDeliveriesPathModel: PathModel<typeof alertDeliveriesMachine> = {
  machine: alertDeliveriesMachine,
  inputs: [{ suiteId: SHOP_SUITE_ID }],
  implementations: {
    actors: {
      listAlertDeliveries: neverSettles<AlertDelivery[], { suiteId: string; limit: number }>(),
      sendTestAlert: neverSettles<AlertDelivery, { suiteId: string; channelId: string }>(),
    },
    actions: { notify: () => {} },
  },
  events: () => [
    { type: 'deliveries.retry' },
    { type: 'deliveries.refresh' },
    doneEvent('listAlertDeliveries', withPending),
    doneEvent('listAlertDeliveries', settled),
    doneEvent('listAlertDeliveries', []),
    errorEvent('listAlertDeliveries', 'Service Unavailable'),
    { type: 'test.send', channelId: smokeWebhookChannel._id },
    doneEvent('sendTestAlert', queuedTest),
    errorEvent('sendTestAlert', 'This channel is disabled: enable it to send a test alert. Nothing was sent.'),
  ],
  observations: alertDeliveriesObservations,
  transitions: alertDeliveriesTransitions,
};
