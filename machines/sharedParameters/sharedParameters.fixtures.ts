/** Sample parameters shared by the path model, the tests and the stories (which cannot import the test helpers). */
import { MASKED_VALUE, type SharedParameter } from './sharedParameters.machine';

export const ACME_SUITE_ID = '7c2e9a41-3b5d-4f60-8e1a-9d4c2b7f0a31';

export const baseUrl: SharedParameter = {
  _id: '4a1f7c20-6d3e-4b8a-9c51-2e0f8b7d6a01',
  test_suite_id: ACME_SUITE_ID,
  key: 'BASE_URL',
  value: MASKED_VALUE,
};

export const adminUser: SharedParameter = {
  _id: '4a1f7c20-6d3e-4b8a-9c51-2e0f8b7d6a02',
  test_suite_id: ACME_SUITE_ID,
  key: 'ADMIN_USER',
  value: MASKED_VALUE,
};

/** The parameter the add form creates in the samples: its id is what POST answers. */
export const apiToken: SharedParameter = {
  _id: '4a1f7c20-6d3e-4b8a-9c51-2e0f8b7d6a03',
  test_suite_id: ACME_SUITE_ID,
  key: 'API_TOKEN',
  value: MASKED_VALUE,
};
