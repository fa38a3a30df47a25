/**
 * Helpers for the resolver's tests: pages that record which element a click reached, and
 * assertions that a resolution's locator really acts on the intended element.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type Frame, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';
import { locatorTypeScript, toLocator, type LocatorSpec } from './locatorSpec.ts';
import type { Resolution } from './resolution.ts';

/**
 * Every click is recorded as the `data-mark` of the innermost marked element on its path, in
 * `window.__hit` of the frame it happened in.
 */
export const RECORD_CLICKS = `<script>
window.__hit = '';
document.addEventListener('click', (e) => {
  const marked = e.composedPath().find((n) => n.dataset && n.dataset.mark);
  window.__hit = marked ? marked.dataset.mark : '(unmarked)';
}, true);
</script>`;

export function html(body: string, head = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}${RECORD_CLICKS}</body></html>`;
}

export async function show(page: Page, body: string, head = ''): Promise<void> {
  await page.setContent(html(body, head));
}

/** The resolution's locator, asserting it succeeded. */
export function located(resolution: Resolution): LocatorSpec {
  if (!resolution.ok) throw new Error(`Expected a match, got ${resolution.reason}: ${resolution.message}`);
  return resolution.locator;
}

/** Clicks the locator and answers the mark of the element the click reached. */
export async function clickMark(page: Page, spec: LocatorSpec, frame: Page | Frame = page): Promise<string> {
  await frame.evaluate('window.__hit = ""');
  await toLocator(page, spec).click({ timeout: 2000 });
  return (await frame.evaluate('window.__hit')) as string;
}

/** The `data-mark` of the element the locator finds (for elements clicks do not suit). */
export async function markOf(page: Page, spec: LocatorSpec): Promise<string | null> {
  return toLocator(page, spec).getAttribute('data-mark', { timeout: 2000 });
}

/** Asserts that the resolution's locator and its fallbacks are unique and all find the same marked element. */
export async function expectAllFind(page: Page, resolution: Resolution, mark: string): Promise<void> {
  if (!resolution.ok) throw new Error(`Expected a match, got ${resolution.reason}: ${resolution.message}`);
  for (const spec of [resolution.locator, ...resolution.fallbacks]) {
    expect(await toLocator(page, spec).count(), locatorTypeScript(spec)).toBe(1);
    expect(await markOf(page, spec), locatorTypeScript(spec)).toBe(mark);
  }
}

/** One Chromium page for a whole test file: opened before its tests, closed after them. */
export function useOnePage(opened: (page: Page) => void) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions());
    opened(await browser.newPage());
  });
  afterAll(async () => {
    await browser?.close();
  });
}
