/**
 * `Wait for the loading indicator to disappear` names an element, not a text: no text of the page
 * says "loading indicator", so checked as a text the line held at once and waited for nothing.
 * In a real generation in Chromium it waits for the indicator ("Loading…") to be hidden, fails
 * when it stays, and the script checks the same element.
 */
import { describe, expect, it } from 'vitest';
import { chromiumForFile, generateInChromium } from '../../../tests/fixtures/generation.ts';
import { runPlaywright, specProject } from '../../../tests/fixtures/playwrightProject.ts';

const fixtures = chromiumForFile({ server: true });

async function generate(website: string, description: string, stepTimeoutMs = 2500) {
  const { outcome } = await generateInChromium({ testName: 'Gone', website, description }, { browser: fixtures.browser, stepTimeoutMs });
  return outcome;
}

describe('an element expected to disappear', () => {
  it('is waited for until hidden, in the generation and its script', { timeout: 60_000 }, async () => {
    // The line is also read as a text to wait for ("loading indicator to disappear"): the element
    // reading fits at once, so the step does not first wait out its timeout on the others.
    const started = Date.now();
    const outcome = await generate(fixtures.server.url, 'go to /dynamic.html\nclick Load items\nWait for the loading indicator to disappear', 20_000);
    expect(outcome.message).toBe('All 3 steps passed.');
    expect(Date.now() - started).toBeLessThan(15_000);
    if (outcome.state !== 'completed') return;
    expect(outcome.finalScript).toContain(`await expect(page.getByText('Loading…', { exact: true })).toBeHidden();`);
    expect(outcome.finalScriptPy).toContain(`expect(page.get_by_text("Loading…", exact=True)).to_be_hidden()`);
    const { status, output } = await runPlaywright(specProject({ 'gone.spec.ts': outcome.finalScript }), { TEST_WEBSITE_URL: fixtures.server.url });
    expect(status, output).toBe(0);
  });

  it('fails while the indicator stays', { timeout: 30_000 }, async () => {
    const page = `data:text/html,${encodeURIComponent('<h1>Orders</h1><span class="spinner">Loading…</span>')}`;
    const outcome = await generate(page, 'Wait for the loading indicator to disappear');
    expect(outcome.state).toBe('failed');
    expect(outcome.message).toContain('is still visible');
  });
});
