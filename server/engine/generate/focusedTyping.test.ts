/**
 * `I type X` with no field types into what has the keyboard focus, in a real generation in
 * Chromium, and the emitted script does the same: in the editable document of an iframe editor
 * (TinyMCE's kind) it types at the caret, keeping the document; in an inline editor holding one
 * value (svelte-jsoneditor's kind, contenteditable with no value) it replaces the text, as in a field.
 */
import { describe, expect, it } from 'vitest';
import { chromiumForFile, compilePython, generateInChromium } from '../../../tests/fixtures/generation.ts';
import { runPlaywright, specProject } from '../../../tests/fixtures/playwrightProject.ts';

const fixtures = chromiumForFile({ server: true });

async function generate(description: string) {
  const { outcome } = await generateInChromium(
    { testName: 'Typing', website: fixtures.server.url, description },
    { browser: fixtures.browser, stepTimeoutMs: 2000 },
  );
  return outcome;
}

describe('typing into the focused element', () => {
  it("types at the caret of an iframe's editable document, in the generation and its script", { timeout: 60_000 }, async () => {
    const outcome = await generate(
      'go to /editor.html\nI click Kind regards in the editor\nI press End\nI type " and thanks"\nI should see "Kind regards and thanks"',
    );
    expect(outcome.message).toBe('All 5 steps passed.');
    if (outcome.state !== 'completed') return;
    expect(outcome.finalScript).toContain(`await page.keyboard.type(' and thanks');`);
    expect(outcome.finalScriptPy).toContain(`page.keyboard.type(" and thanks")`);
    expect(compilePython([outcome.finalScriptPy]).status).toBe(0);
    const { status, output } = await runPlaywright(specProject({ 'typing.spec.ts': outcome.finalScript }), { TEST_WEBSITE_URL: fixtures.server.url });
    expect(status, output).toBe(0);
  });

  it('replaces the text of a focused inline editor that holds one value', { timeout: 30_000 }, async () => {
    const page = `<p>City <span role="textbox" aria-label="City" contenteditable="true">London</span></p>`;
    const { outcome } = await generateInChromium(
      {
        testName: 'Inline',
        website: `data:text/html,${encodeURIComponent(page)}`,
        description: 'click the "City" field\nI type Paris\nI should see "Paris"\nI should not see "London"',
      },
      { browser: fixtures.browser, stepTimeoutMs: 2000 },
    );
    expect(outcome.message).toBe('All 4 steps passed.');
  });
});
