/**
 * The heal the run view's failed sample run proposes (importable in the browser), for the heal
 * panel's paths, tests and stories and the run view's: step 2's button "Add to cart" became
 * "Add to basket". Its pictures are the run's artifacts; the stories draw them 640 × 400.
 */
import { failedRun, runningRun, suiteId } from '../testRuns/testRuns.samples';
import type { HealProposal, TestRun } from './healProposal.machine';

export { suiteId };

/** The run view's run (runView.samples' `runId`), ended failed with the heal. */
export const runId = runningRun._id;
/** The run an accepted heal started to check it. */
export const rerunId = 'a1f0c3d2-5e6f-4a7b-8c9d-0e1f2a3b4c09';
export const DECIDER = 'ada@shop.test';

const tsScript = (addToCart: string) =>
  [
    "import { test } from '@playwright/test';",
    '',
    "test('A shopper pays by card', async ({ page }) => {",
    '  // Open the shop.',
    "  await page.goto('http://shop.test:8080');",
    '  // Click "Add to cart" on the mug.',
    `  await ${addToCart}.click();`,
    '  // Fill in the card number with @CARD.',
    "  await page.getByLabel('Card number').fill('4242 4242 4242 4242');",
    '});',
    '',
  ].join('\n');

const pyScript = (addToCart: string) =>
  [
    'def test_a_shopper_pays_by_card(page):',
    '    # Open the shop.',
    '    page.goto("http://shop.test:8080")',
    '    # Click "Add to cart" on the mug.',
    `    ${addToCart}.click()`,
    '    # Fill in the card number with @CARD.',
    '    page.get_by_label("Card number").fill("4242 4242 4242 4242")',
    '',
  ].join('\n');

const LOCATOR_BEFORE = { typescript: "page.getByRole('button', { name: 'Add to cart' })", python: 'page.get_by_role("button", name="Add to cart")' };
const LOCATOR_AFTER = {
  typescript: "page.getByRole('button', { name: 'Add to basket' })",
  python: 'page.get_by_role("button", name="Add to basket")',
};

export const SAMPLE_EVIDENCE = [
  'Its id "add-to-cart" is the one recorded.',
  'It is the only button in the product card "Mug", where the recorded one was.',
  'Only its text changed: "Add to cart" is now "Add to basket".',
];

/** Waiting for a decision, with both languages and both pictures. */
export const proposedHeal: HealProposal = {
  status: 'proposed',
  automatic: false,
  step: 1,
  step_title: 'Click "Add to cart" on the mug.',
  locator_before: LOCATOR_BEFORE,
  locator_after: LOCATOR_AFTER,
  element_before: 'button "Add to cart"',
  element_after: 'button "Add to basket"',
  evidence: SAMPLE_EVIDENCE,
  script_before: { typescript: tsScript(LOCATOR_BEFORE.typescript), python: pyScript(LOCATOR_BEFORE.python) },
  script_after: { typescript: tsScript(LOCATOR_AFTER.typescript), python: pyScript(LOCATOR_AFTER.python) },
  picture_before: { artifact: 'heal-before.png', box: { x: 400, y: 220, width: 160, height: 48 } },
  picture_after: { artifact: 'step-2.png', box: { x: 392, y: 236, width: 176, height: 48 } },
  decided_by: null,
  decided_at: null,
  script_version: null,
  rerun_id: null,
  created_at: '2026-11-02T16:30:40.000Z',
};

/** A test with no Python script: the heal has TypeScript only. */
export const typescriptOnlyHeal: HealProposal = {
  ...proposedHeal,
  locator_before: { ...LOCATOR_BEFORE, python: null },
  locator_after: { ...LOCATOR_AFTER, python: null },
  script_before: { ...proposedHeal.script_before, python: null },
  script_after: { ...proposedHeal.script_after, python: null },
};

const decided = { decided_at: '2026-11-02T17:05:00.000Z' };

/** Accepted by a person: version 4 written, the rerun started. */
export const acceptedHeal: HealProposal = {
  ...proposedHeal,
  ...decided,
  status: 'accepted',
  decided_by: DECIDER,
  script_version: 4,
  rerun_id: rerunId,
};

/** Accepted by the project's "Accept heals automatically" rule. */
export const automaticHeal: HealProposal = { ...acceptedHeal, automatic: true, decided_by: null };

export const rejectedHeal: HealProposal = { ...proposedHeal, ...decided, status: 'rejected', decided_by: DECIDER };

/** The test's scripts changed before a decision; no picture was kept at generation, and the element's place at the failure is unknown. */
export const outdatedHeal: HealProposal = {
  ...proposedHeal,
  status: 'outdated',
  picture_before: { artifact: null, box: null },
  picture_after: { artifact: 'step-2.png', box: null },
};

/** What acceptHeal and rejectHeal answer: the failed run (it stays failed) with its heal decided as asked. */
export function decidedRun(heal: HealProposal, status: 'accepted' | 'rejected'): TestRun {
  const decision: HealProposal =
    status === 'accepted'
      ? { ...heal, ...decided, status, decided_by: DECIDER, script_version: 4, rerun_id: rerunId }
      : { ...heal, ...decided, status, decided_by: DECIDER };
  return { ...failedRun, _id: runId, heal: decision };
}

/** The server's refusals (400), as the panel shows them. */
export const OUTDATED_MESSAGE = 'The test’s scripts changed since this heal was proposed, so it no longer applies: run the test again.';
export const NOTHING_TO_DECIDE = 'This run has no heal waiting for a decision.';
