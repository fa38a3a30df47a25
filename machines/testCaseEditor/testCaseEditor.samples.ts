/** Sample tests for the form's path model, tests and stories (importable in the browser). */
import type { TestCase } from './testCaseEditor.machine';

export const suiteId = '5b1c9a52-0d4e-4d0e-9a57-3c2b8f6f1a10';

export const checkoutTest: TestCase = {
  _id: '8f14e45f-ceea-4c67-a1d2-6b1f2a9c3e01',
  test_suite_id: suiteId,
  path: 'shop/checkout',
  name: 'Pay by card',
  title: 'A shopper pays by card',
  website: 'shop.test:8080',
  description: 'Add a mug to the cart, log in as @USER and pay with @CARD.',
  credentials: { username: 'qa@shop.test', password: 'hunter22' },
  browser_state_id: null,
  shared_parameter_ids: [],
  test_module_id_for_setup: null,
  execution_settings: { timeout_seconds: 120 },
  test_parameters: { USER: 'qa', CARD: '4242 4242 4242 4242' },
  state: 'completed',
  final_message: 'Generated',
  final_script: "test('pay by card', async ({ page }) => {});",
  final_script_py: null,
  test_generation_steps: [],
  artifacts: [],
  is_public: false,
  public_slug: null,
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:30:00.000Z',
};
