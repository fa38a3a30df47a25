/**
 * A test's script versions for the history's path model, tests and stories (browser-safe): the
 * first generation (TypeScript only), a step feedback that added the card step (and Python), and
 * the current heal that changed a locator; then the same list after version 1 was restored.
 */
import { base } from '../testCasePage/testCasePage.samples';
import type { ScriptVersion, TestCase } from './scriptVersions.machine';

export const TEST_ID = base._id;

const header = [
  "import { test } from '@playwright/test';",
  '',
  "test('Pay by card', async ({ page }) => {",
  "  await page.goto('http://shop.test:8080');",
];
const ts = (lines: string[]) => `${[...header, ...lines, '});'].join('\n')}\n`;
const py = (lines: string[]) => `${['def test_pay_by_card(page):', '    page.goto("http://shop.test:8080")', ...lines].join('\n')}\n`;

export const version1: ScriptVersion = {
  version: 1,
  source: 'generation',
  author: 'alice@shop.test',
  created_at: '2026-11-02T09:40:00.000Z',
  final_script: ts(["  await page.getByRole('button', { name: 'Add to cart' }).click();"]),
  final_script_py: null,
  current: false,
};

export const version2: ScriptVersion = {
  version: 2,
  source: 'step_feedback',
  author: 'alice@shop.test',
  created_at: '2026-11-03T10:15:00.000Z',
  final_script: ts(["  await page.getByRole('button', { name: 'Add to cart' }).click();", "  await page.getByLabel('Card number').fill(CARD);"]),
  final_script_py: py(['    page.get_by_role("button", name="Add to cart").click()', '    page.get_by_label("Card number").fill(CARD)']),
  current: false,
};

/** Made by the product (self-healing): no author. */
export const version3: ScriptVersion = {
  version: 3,
  source: 'heal',
  author: null,
  created_at: '2026-11-04T08:05:00.000Z',
  final_script: ts(["  await page.getByTestId('add-to-cart').click();", "  await page.getByLabel('Card number').fill(CARD);"]),
  final_script_py: py(['    page.get_by_test_id("add-to-cart").click()', '    page.get_by_label("Card number").fill(CARD)']),
  current: true,
};

/** Newest first, as the server lists them. */
export const sampleVersions: ScriptVersion[] = [version3, version2, version1];

/** Version 1's scripts, kept again as version 4 by its restore. */
export const version4: ScriptVersion = {
  ...version1,
  version: 4,
  source: 'restore',
  author: 'bob@shop.test',
  created_at: '2026-11-05T12:00:00.000Z',
  current: true,
};

export const restoredVersions: ScriptVersion[] = [version4, { ...version3, current: false }, version2, version1];

/** The test as the restore answers it: version 1's scripts. */
export const restoredTest: TestCase = { ...base, state: 'completed', final_script: version1.final_script, final_script_py: null };

/** Only the first generation. */
export const firstVersionOnly: ScriptVersion[] = [{ ...version1, current: true }];

export const RESTORE_REFUSED = 'The test is being generated; restore a version once it ends.';
