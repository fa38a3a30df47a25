/** A test in each group of spec section 4, for the page's path model, tests and stories (importable in the browser). */
import type { TestCase } from './testCasePage.machine';

export const base: TestCase = {
  _id: '8f14e45f-ceea-4c67-a1d2-6b1f2a9c3e01',
  test_suite_id: '5b1c9a52-0d4e-4d0e-9a57-3c2b8f6f1a10',
  path: 'shop/checkout',
  name: 'Pay by card',
  title: 'A shopper pays by card',
  website: 'shop.test:8080',
  description: 'Add a mug to the cart, log in as @USER and pay with @CARD.',
  credentials: { username: 'qa@shop.test', password: 'hunter22' },
  browser_state_id: null,
  shared_parameter_ids: [],
  test_module_id_for_setup: null,
  execution_settings: {},
  test_parameters: { USER: 'qa', CARD: '4242 4242 4242 4242' },
  state: 'created',
  final_message: null,
  final_script: null,
  final_script_py: null,
  test_generation_steps: [],
  artifacts: [],
  is_public: false,
  public_slug: null,
  created_at: '2026-11-02T09:00:00.000Z',
  updated_at: '2026-11-02T09:30:00.000Z',
};

export const sampleTests = {
  notGenerated: base,
  generating: { ...base, state: 'running' },
  error: { ...base, state: 'error', final_message: 'The executor ran out of memory.' },
  runnable: {
    ...base,
    state: 'completed',
    final_message: 'Generated in 4 steps.',
    final_script: "test('pay by card', async ({ page }) => {\n  await page.goto('http://shop.test:8080');\n});",
    test_generation_steps: [
      { step: 1, action_name: 'click', action_description: 'Click "Add to cart" on the mug.' },
      { step: 0, action_name: 'goto', action_description: 'Open the shop.' },
      { step: 2, action_name: 'fill', action_description: 'Fill in the card number with @CARD.' },
    ],
  },
  published: { ...base, state: 'completed', final_script: "test('x', async () => {});", is_public: true, public_slug: 'checkout-flow-test' },
} satisfies Record<string, TestCase>;

export const testId = base._id;
