/**
 * Unquoted scenarios against real open-source apps no one here wrote (Swagger UI, svelte-jsoneditor,
 * TinyMCE in its iframe, reveal.js, Tom Select, flatpickr, Shoelace; tests/fixtures/scenarios), written the way QA people write
 * them before any was run: each is generated in real Chromium with no model, then every emitted
 * TypeScript script runs with @playwright/test. The scenarios listed in GAPS do not work yet,
 * each for the reason given: bench/unquotedApps.bench.ts generates them too and counts them in
 * its figure; here, to keep the run short, only every other one is generated, and must pass.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright';
import { chromiumLaunchOptions } from '../../../scripts/chromium.ts';
import { loadScenarios, runScenarios, type ScenarioResult } from '../../../tests/fixtures/scenarios/scenarios.ts';
import { startFixtureServer, type FixtureServer } from '../../../tests/fixtures/server.ts';

/** Scenarios that do not generate and pass yet, and why (the parser's lines are its owner's to take). */
const GAPS: Record<string, string> = {
  'rich-text: Word count': 'parser: "I should see 7 words" is read only as a count of "words" elements, not as the status bar text "7 words"',
  'ticket-form: Create a ticket': 'flaky: generates and passes in 3 of 4 runs; once (load 20) "I should see Ticket created" did not hold after choosing Grace Hopper in the Tom Select dropdown',
  'ticket-form: Search for an assignee': 'generation: "Check that Alan Turing is selected" matches both the hidden native <option> and the Tom Select option',
  'ticket-form: Add tags, including a new one': 'parser: "I type vip and press Enter" types the whole phrase; "I should see urgent and vip in the Tags field" (two values in a field)',
  'ticket-form: A ticket needs an assignee': 'parser: "Type Cannot log in in the Subject field" (the doubled "in"); "Verify the message <text> is displayed"',
  'ticket-form: High priority ticket with a tag': 'parser: "I pick Margaret Hamilton as the assignee", "I add the billing tag"',
  'room-booking: Days outside the summit cannot be picked': 'parser: "Open the Dates picker" (picker: the kind of the Dates field) is read as an element or page named "Dates picker"',
  'account-settings: Weekly digest': 'parser: "I go to the Notifications tab"; "I should see You get emails about new comments and a weekly digest." (an "and" in the text)',
  'account-settings: Delete the account': 'generation: "I click Delete account": the Shoelace button is taken as covered by its own host <sl-button#delete>',
};

const scenarios = loadScenarios().filter((s) => s.realApp);
// Every other one, to keep the CI run short (the benchmark runs them all).
const working = scenarios.filter((s) => !GAPS[s.id]).filter((_, i) => i % 2 === 0);
let browser: Browser;
let server: FixtureServer;
let results: ScenarioResult[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([chromium.launch(chromiumLaunchOptions()), startFixtureServer()]);
  results = await runScenarios(working, { browser, server });
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('unquoted scenarios on real open-source apps, generated and run', () => {
  it('has a gap reason only for scenarios that exist', () => {
    const ids = new Set(scenarios.map((s) => s.id));
    expect(Object.keys(GAPS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(working.map((s) => [s.id]))('%s generates and its script passes', (id) => {
    const result = results.find((r) => r.scenario.id === id)!;
    // (a line may hold two steps: I type Paris and press Enter)
    expect(result.message, result.message).toMatch(/^All \d+ steps passed\.$/);
    expect(result.passed, result.runError).toBe(true);
  });
});
