/** Sample channels shared by the path model, the tests and the stories (which cannot import the test helpers). */
import type { AlertChannel } from './alerts.machine';

export const SHOP_SUITE_ID = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a51';
export const SMOKE_COLLECTION_ID = '5d2e8f1a-3b4c-4d5e-8f6a-7b8c9d0e1f21';

export const opsMailChannel: AlertChannel = {
  _id: '9c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e01',
  test_suite_id: SHOP_SUITE_ID,
  collection_id: null,
  kind: 'email',
  target: 'ops@shop.example',
  notify_on: 'failure',
  include_flaky: false,
  include_quarantined: false,
  enabled: true,
  signing_secret: null,
  created_at: '2025-03-02T09:30:00.000Z',
  updated_at: '2025-03-02T09:30:00.000Z',
};

/** As the list shows a webhook: address cut to its origin, secret masked. */
export const smokeWebhookChannel: AlertChannel = {
  _id: '9c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e02',
  test_suite_id: SHOP_SUITE_ID,
  collection_id: SMOKE_COLLECTION_ID,
  kind: 'webhook',
  target: 'https://hooks.shop.example/********',
  notify_on: 'recovery',
  include_flaky: true,
  include_quarantined: false,
  enabled: true,
  signing_secret: '********',
  created_at: '2025-03-04T16:05:00.000Z',
  updated_at: '2025-03-04T16:05:00.000Z',
};

/** A webhook as the create call answers it: its signing secret in clear, once. */
export const addedWebhookChannel: AlertChannel = {
  ...smokeWebhookChannel,
  _id: '9c1d2e3f-4a5b-4c6d-8e7f-8a9b0c1d2e03',
  collection_id: null,
  notify_on: 'failure',
  include_flaky: false,
  signing_secret: 'cjwhsec_Zm9vYmFyYmF6cXV4cXV1eHF1dXpxdXV6cXV1eg',
};

export const webhookDraft = {
  kind: 'webhook' as const,
  target: ' https://hooks.shop.example/critical-journey ',
  collectionId: null,
  notifyOn: 'failure' as const,
  includeFlaky: false,
  includeQuarantined: false,
};
