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

/** The steps of a generated test, in the order the server may list them (not step order). */
const generatedSteps: TestCase['test_generation_steps'] = [
  {
    step: 1,
    action_name: 'click',
    action_description: 'Click "Add to cart" on the mug.',
    code: "await page.getByRole('button', { name: 'Add to cart' }).click();",
    python_code: 'page.get_by_role("button", name="Add to cart").click()',
    screenshot_key: 'shots/pay-by-card/1.png',
    status: 'action_succeeded',
  },
  {
    step: 0,
    action_name: 'goto',
    action_description: 'Open the shop.',
    code: "await page.goto('http://shop.test:8080');",
    python_code: 'page.goto("http://shop.test:8080")',
    screenshot_key: 'shots/pay-by-card/0.png',
    status: 'action_succeeded',
  },
  {
    step: 2,
    action_name: 'fill',
    action_description: 'Fill in the card number with @CARD.',
    code: "await page.getByLabel('Card number').fill(CARD);",
    python_code: null,
    screenshot_key: null,
    status: 'action_succeeded',
    user_feedback: { step: 2, coder_hint: 'The field is inside an iframe.', code_attempt_index: 1 },
  },
];

export const FINAL_SCRIPT = "test('pay by card', async ({ page }) => {\n  await page.goto('http://shop.test:8080');\n});";
export const FINAL_SCRIPT_PY = 'def test_pay_by_card(page):\n    page.goto("http://shop.test:8080")';

export const sampleTests = {
  notGenerated: base,
  generating: {
    ...base,
    state: 'running',
    test_generation_steps: [
      {
        step: 0,
        action_name: 'goto',
        action_description: 'Open the shop.',
        code: "await page.goto('http://shop.test:8080');",
        screenshot_key: 'shots/pay-by-card/0.png',
        status: 'action_succeeded',
      },
      {
        step: 1,
        action_name: 'click',
        action_description: 'Click "Add to cart" on the mug.',
        screenshot_key: 'shots/pay-by-card/1.png',
        status: 'action_running',
      },
    ],
  },
  error: { ...base, state: 'error', final_message: 'The executor ran out of memory.' },
  runnable: {
    ...base,
    state: 'completed',
    final_message: 'Generated in 3 steps.',
    final_script: FINAL_SCRIPT,
    final_script_py: FINAL_SCRIPT_PY,
    test_generation_steps: generatedSteps,
  },
  published: { ...base, state: 'completed', final_script: "test('x', async () => {});", is_public: true, public_slug: 'checkout-flow-test' },
} satisfies Record<string, TestCase>;

/** The generating test after its next step was recorded (what a refetch during the watch returns). */
export const generatingNextStep: TestCase = {
  ...sampleTests.generating,
  test_generation_steps: [
    ...sampleTests.generating.test_generation_steps.slice(0, 1),
    {
      ...sampleTests.generating.test_generation_steps[1]!,
      code: "await page.getByRole('button', { name: 'Add to cart' }).click();",
      status: 'action_succeeded',
    },
    {
      step: 2,
      action_name: 'fill',
      action_description: 'Fill in the card number with @CARD.',
      screenshot_key: 'shots/pay-by-card/2.png',
      status: 'action_running',
    },
  ],
};

/** The generating test once it failed at its second step. */
export const generationFailed: TestCase = {
  ...sampleTests.generating,
  state: 'failed',
  final_message: 'The "Add to cart" button never appeared.',
  test_generation_steps: [
    ...sampleTests.generating.test_generation_steps.slice(0, 1),
    { ...sampleTests.generating.test_generation_steps[1]!, status: 'action_failed' },
  ],
};

export const testId = base._id;
