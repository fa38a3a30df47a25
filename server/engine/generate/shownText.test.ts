/**
 * What a person sees decides text checks, in a real generation in Chromium: a text shown only
 * inside an iframe (a payment form, a rich-text editor's document) is seen, and the scripts look
 * for it in that frame; a text inside a transparent part (reveal.js keeps the slides not on
 * screen at opacity 0) is not, though Playwright counts it visible.
 */
import { describe, expect, it } from 'vitest';
import { chromiumForFile, compilePython, generateInChromium } from '../../../tests/fixtures/generation.ts';
import { runPlaywright, specProject } from '../../../tests/fixtures/playwrightProject.ts';

const page = (body: string) => `data:text/html,${encodeURIComponent(`<!doctype html><title>t</title><body>${body}</body>`)}`;
const chromium = chromiumForFile({ server: true });

async function generate(body: string, description: string) {
  const { outcome } = await generateInChromium(
    { testName: 'Seen', website: page(body), description },
    { browser: chromium.browser, stepTimeoutMs: 1000 },
  );
  return outcome;
}

describe('text a person sees', () => {
  it('is seen inside an iframe, and the scripts look for it in that frame', { timeout: 60_000 }, async () => {
    const frame = `<h1>Checkout</h1><iframe title="Payment" srcdoc="<p>Payment accepted</p>"></iframe>`;
    const outcome = await generate(frame, 'I should see "Payment accepted"\nwait for "Payment accepted"\nI should see "Checkout"');
    expect(outcome.message).toBe('All 3 steps passed.');
    if (outcome.state !== 'completed') return;
    expect(outcome.finalScript).toContain(
      `await expect(page.locator('iframe[title="Payment"]').contentFrame().getByText('Payment accepted').filter({ visible: true }).first()).toBeVisible();`,
    );
    expect(outcome.finalScriptPy).toContain(
      'expect(page.locator("iframe[title=\\"Payment\\"]").content_frame.get_by_text("Payment accepted").filter(visible=True).first).to_be_visible()',
    );
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

  it('is not seen at opacity 0 nor in a frame by "I should not see", in the generation and its scripts alike', { timeout: 60_000 }, async () => {
    const slides = `<section><h1>Quarterly review</h1></section><section style="opacity: 0"><h2>Highlights</h2></section>
      <iframe title="Editor" srcdoc="<p>Dear customer</p>"></iframe>`;
    const outcome = await generate(slides, 'I should not see "Highlights"\nI should not see "Missing"');
    expect(outcome.message).toBe('All 2 steps passed.');
    if (outcome.state !== 'completed') return;
    expect(outcome.finalScript).toContain(`await expect.poll(() => seenText(page, 'Highlights')).toBe(0);`);
    expect(outcome.finalScriptPy).toContain('expect_not_seen(page, "Highlights")');
    expect(compilePython([outcome.finalScriptPy]).status).toBe(0);
    const passing = await runPlaywright(specProject({ 'unseen.spec.ts': outcome.finalScript }));
    expect(passing.status, passing.output).toBe(0);
    // Shown on screen or in the page's frame, the text is seen: the generation fails, and so does the script.
    for (const seen of ['Quarterly review', 'Dear customer'])
      expect((await generate(slides, `I should not see "${seen}"`)).message).toContain(`The page still shows "${seen}"`);
    const inFrame = outcome.finalScript.replace("seenText(page, 'Highlights')", "seenText(page, 'Dear customer')");
    expect((await runPlaywright(specProject({ 'seen.spec.ts': inFrame }))).status).not.toBe(0);
  });

  it('is not seen on the slides reveal.js keeps off screen, and is once they show', { timeout: 60_000 }, async () => {
    const description =
      'go to /slides.html\nI should not see Highlights\npress ArrowRight\nI should see Highlights\nI should not see Quarterly review';
    const { outcome } = await generateInChromium(
      { testName: 'Slides', website: chromium.server.url, description },
      { browser: chromium.browser, stepTimeoutMs: 2000 },
    );
    expect(outcome.message).toBe('All 5 steps passed.');
    if (outcome.state !== 'completed') return;
    const { status, output } = await runPlaywright(specProject({ 'slides.spec.ts': outcome.finalScript }), { TEST_WEBSITE_URL: chromium.server.url });
    expect(status, output).toBe(0);
  });
});
