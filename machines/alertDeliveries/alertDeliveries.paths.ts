/**
 * The path model of the recent alert deliveries: both outcomes of loading and of refreshing, by
 * hand or on the 5 s tick while a delivery is pending; the server answers a list with a pending
 * delivery, the same list settled, or none.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { alertDeliveriesObservations, alertDeliveriesTransitions } from './alertDeliveries.expectations';
import { SHOP_SUITE_ID, settled, withPending } from './alertDeliveries.fixtures';
import { alertDeliveriesMachine, type AlertDelivery } from './alertDeliveries.machine';

export { SHOP_SUITE_ID };

export const alertDeliveriesPathModel: PathModel<typeof alertDeliveriesMachine> = {
  machine: alertDeliveriesMachine,
  inputs: [{ suiteId: SHOP_SUITE_ID }],
  implementations: {
    actors: { listAlertDeliveries: neverSettles<AlertDelivery[], { suiteId: string; limit: number }>() },
  },
  events: () => [
    { type: 'deliveries.retry' },
    { type: 'deliveries.refresh' },
    doneEvent('listAlertDeliveries', withPending),
    doneEvent('listAlertDeliveries', settled),
    doneEvent('listAlertDeliveries', []),
    errorEvent('listAlertDeliveries', 'Service Unavailable'),
  ],
  observations: alertDeliveriesObservations,
  transitions: alertDeliveriesTransitions,
};
