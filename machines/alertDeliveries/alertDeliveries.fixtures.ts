/** Sample deliveries shared by the path model, the tests and the stories (which cannot import the test helpers). */
import { opsMailChannel, SHOP_SUITE_ID, smokeWebhookChannel } from '../alerts/alerts.fixtures';
import type { AlertDelivery } from './alertDeliveries.machine';

export { opsMailChannel, SHOP_SUITE_ID, smokeWebhookChannel };

const RUN_ID = '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a61';

/** The webhook answered 200 at the third attempt. */
export const deliveredFailure: AlertDelivery = {
  _id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c01',
  channel_id: smokeWebhookChannel._id,
  test_suite_id: SHOP_SUITE_ID,
  collection_run_id: RUN_ID,
  event: 'failure',
  status: 'delivered',
  attempts: 3,
  last_status: 200,
  last_answer: '200 OK: thanks',
  created_at: '2025-03-05T10:00:00.000Z',
  last_attempt_at: '2025-03-05T10:00:06.000Z',
  delivered_at: '2025-03-05T10:00:06.000Z',
};

/** The mail went out at once (no HTTP status for mail). */
export const deliveredMail: AlertDelivery = {
  ...deliveredFailure,
  _id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c02',
  channel_id: opsMailChannel._id,
  event: 'recovery',
  attempts: 1,
  last_status: null,
  last_answer: '250 Message accepted',
  created_at: '2025-03-05T11:00:00.000Z',
  last_attempt_at: '2025-03-05T11:00:01.000Z',
  delivered_at: '2025-03-05T11:00:01.000Z',
};

/** The webhook refused all five attempts. */
export const failedRun: AlertDelivery = {
  ...deliveredFailure,
  _id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c03',
  event: 'run',
  status: 'failed',
  attempts: 5,
  last_status: 503,
  last_answer: '503 Service Unavailable: down for maintenance',
  created_at: '2025-03-05T12:00:00.000Z',
  last_attempt_at: '2025-03-05T12:00:30.000Z',
  delivered_at: null,
};

/** A test alert whose second attempt is awaited: the first got no answer. */
export const pendingTest: AlertDelivery = {
  ...deliveredFailure,
  _id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c04',
  collection_run_id: null,
  event: 'test',
  status: 'pending',
  attempts: 2,
  last_status: null,
  last_answer: 'No answer within 10 s',
  created_at: '2025-03-05T13:00:00.000Z',
  last_attempt_at: '2025-03-05T13:00:02.000Z',
  delivered_at: null,
};

/** That test alert, delivered at its second attempt. */
export const pendingTestDelivered: AlertDelivery = {
  ...pendingTest,
  status: 'delivered',
  last_status: 204,
  last_answer: '204 No Content',
  last_attempt_at: '2025-03-05T13:00:04.000Z',
  delivered_at: '2025-03-05T13:00:04.000Z',
};

/** A test alert just queued to the smoke webhook, as sendTestAlert answers it: no attempt yet. */
export const queuedTest: AlertDelivery = {
  ...pendingTest,
  _id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c05',
  attempts: 0,
  last_answer: null,
  created_at: '2025-03-05T14:00:00.000Z',
  last_attempt_at: null,
};

/** The list with a delivery still pending (newest first). */
export const withPending: AlertDelivery[] = [pendingTest, failedRun, deliveredMail, deliveredFailure];
/** The same list once it settled. */
export const settled: AlertDelivery[] = [pendingTestDelivered, failedRun, deliveredMail, deliveredFailure];
/** The channels the list names. */
export const shopChannels = [opsMailChannel, smokeWebhookChannel];
