/**
 * What a person sees decides text checks, in a real generation in Chromium: a text shown only
 * inside an iframe (a payment form, a rich-text editor's document) is seen, and the scripts look
 * for it in that frame; a text inside a transparent part (reveal.js keeps the slides not on
 * screen at opacity 0) is not, though Playwright counts it visible.
 */
import { describe, expect, it } from 'vitest';
import { chromiumForFile, generateInChromium } from '../../../tests/fixtures/generation.ts';
import { runPlaywright, specProject } from '../../../tests/fixtures/playwrightProject.ts';

const page = (body: string) => `data:text/html,${encodeURIComponent(`<!doctype html><title>t</title><body>${body}</body>`)}`;
const chromium = chromiumForFile();

async function generate(body: string, description: string) {
  const { outcome } = await generateInChromium({ testName: 'Seen', website: page(body), description }, { browser: chromium.browser, stepTimeoutMs: 1000 });
  return outcome;
}

describe('text a person sees', () => {
  it('is seen inside an iframe, and the scripts look for it in that frame', { timeout: 60_000 }, async () => {
    const frame = `<h1>Checkout</h1><iframe title="Payment" srcdoc="<p>Payment accepted</p>"></iframe>`;
    const outcome = await generate(frame, 'I should see "Payment accepted"\nwait for "Payment accepted"\nI should see "Checkout"');
    expect(outcome.message).toBe('All 3 steps passed.');
    if (outcome.state !== 'completed') return;
    expect(outcome.finalScript).toContain(`await expect(page.locator('iframe[title="Payment"]').contentFrame().getByText('Payment accepted').filter({ visible: true }).first()).toBeVisible();`);
    expect(outcome.finalScriptPy).toContain('expect(page.locator("iframe[title=\\"Payment\\"]").content_frame.get_by_text("Payment accepted").filter(visible=True).first).to_be_visible()');
    // The page's own text is still checked on the page.
    expect(outcome.finalScript).toContain(`await expect(page.getByText('Checkout').filter({ visible: true }).first()).toBeVisible();`);
    const { status, output } = await runPlaywright(specProject({ 'seen.spec.ts': outcome.finalScript }));
    expect(status, output).toBe(0);
  });

  it('is not seen inside a transparent part, where Playwright would count it visible', async () => {
    const slides = `<section><h1>Quarterly review</h1></section><section style="opacity: 0"><h2>Highlights</h2></section>`;
    const outcome = await generate(slides, 'I should see "Quarterly review"\nI should see "Highlights"');
    expect(outcome.state).toBe('failed');
    expect(outcome.message).toContain('Step 2 "I should see "Highlights"" failed: The page has "Highlights" but does not show it');
  });
});
