/** Published tests as getPublicTestCase returns them, for the path model, tests and stories. */
import type { PublicTestCase } from './publicTest.machine';

const FINAL_SCRIPT = `import { test, expect } from '@playwright/test';

test('checkout as a guest', async ({ page }) => {
  await page.goto('https://shop.example.com');
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
});
`;

/** A generated test: three steps, two of them with a screenshot, and its final script. */
export const generatedPublicTest: PublicTestCase = {
  _id: '0b9f6a52-3f5c-4c3e-9d0e-5d8f2a1c7e11',
  name: 'checkout',
  path: 'shop/checkout',
  title: 'Checkout as a guest',
  website: 'https://shop.example.com',
  description: 'Add the first product to the cart, go to checkout and reach the payment step.',
  state: 'completed',
  final_message: 'The payment step is reached.',
  final_script: FINAL_SCRIPT,
  final_script_py: null,
  // Listed out of order on purpose: the page shows them by step number.
  test_generation_steps: [
    {
      step: 1,
      action_name: 'click',
      action_description: 'Click "Add to cart" on the first product',
      screenshot_key: 'shots/checkout-1.png',
      status: 'action_succeeded',
    },
    {
      step: 0,
      action_name: 'goto',
      action_description: 'Open https://shop.example.com',
      screenshot_key: 'shots/checkout-0.png',
      status: 'action_succeeded',
    },
    { step: 2, action_name: 'click', action_description: 'Click "Checkout"', screenshot_key: null, status: 'action_succeeded' },
  ],
  artifacts: [],
  public_slug: 'checkout-flow-test',
  is_public: true,
  created_at: '2026-11-02T09:30:00.000Z',
  updated_at: '2026-11-02T09:34:12.000Z',
};

/** A published test that was never generated: no steps, no script. */
export const ungeneratedPublicTest: PublicTestCase = {
  _id: '7d1e2c40-8a8b-4f5e-b0a4-13c9e0f2d6a3',
  name: 'newsletter',
  path: 'newsletter',
  website: 'https://shop.example.com/newsletter',
  description: 'Subscribe to the newsletter with a new address.',
  state: 'created',
  final_message: null,
  final_script: null,
  final_script_py: null,
  test_generation_steps: [],
  artifacts: [],
  public_slug: null,
  is_public: true,
  created_at: '2026-11-02T09:30:00.000Z',
  updated_at: '2026-11-02T09:30:00.000Z',
};

/** A failed API call as src/api/client.ts raises it (an ApiError carries the HTTP status). */
export function apiError(status: number, message: string): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}
