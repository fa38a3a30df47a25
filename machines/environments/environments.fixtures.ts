/** Sample environments shared by the path model, the tests and the stories (which cannot import the test helpers). */
import { MASKED_VALUE, type Environment } from './environments.machine';

export const SHOP_SUITE_ID = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a51';

/** As listed: a base URL and two values, masked. */
export const stagingEnvironment: Environment = {
  _id: '3e9b1c70-5a2d-4c8e-9f41-6d0a2b7c8e01',
  test_suite_id: SHOP_SUITE_ID,
  name: 'staging',
  base_url: 'https://staging.shop.example',
  values: { API_TOKEN: MASKED_VALUE, ADMIN_EMAIL: MASKED_VALUE },
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};

/** Neither a base URL nor values: only its name. */
export const productionEnvironment: Environment = {
  _id: '3e9b1c70-5a2d-4c8e-9f41-6d0a2b7c8e02',
  test_suite_id: SHOP_SUITE_ID,
  name: 'production',
  base_url: null,
  values: {},
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
};

/** What POST answers for the add form's sample: `qa` with one value. */
export const qaEnvironment: Environment = {
  _id: '3e9b1c70-5a2d-4c8e-9f41-6d0a2b7c8e03',
  test_suite_id: SHOP_SUITE_ID,
  name: 'qa',
  base_url: null,
  values: { API_TOKEN: MASKED_VALUE },
  created_at: '2026-11-22T11:00:00.000Z',
  updated_at: '2026-11-22T11:00:00.000Z',
};
