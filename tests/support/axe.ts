/**
 * axe-core on a page as it stands, held to WCAG 2.x A and AA (the rules the stories are held
 * to too, .storybook/preview.tsx). A failure lists every violation with the elements it found
 * and how to fix them, so the report reads without opening the trace.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One violation per paragraph: rule, impact, help, then each element's selector and fix. */
export function formatViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`);
      return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

/** axe's results once the page's finite animations have finished. */
async function settledAxe(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
}

/**
 * Asserts the page has no violations. `what` names the screen in the failure message.
 * Finite animations are let finish first: a dialog fading in measures as low contrast
 * (spinners turn forever and are not waited for).
 */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  let results = await settledAxe(page);
  // Something may start fading in while axe reads the page (a toast from work going on elsewhere,
  // measured mid-fade as low contrast): a violation that is real is still there on a second look.
  if (results.violations.length) results = await settledAxe(page);
  // The rule ids make a short diff; the message carries the details.
  expect(
    results.violations.map((violation) => violation.id),
    `${what} (${page.url()}) has accessibility violations:\n\n${formatViolations(results.violations)}`,
  ).toEqual([]);
}
