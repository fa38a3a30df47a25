/**
 * Tabs by title or address, tabs opened and closed, a browser dialog's message and the focused
 * field cleared, end to end: tests written as people write them are generated in real Chromium
 * against the fixture pages, then the TypeScript scripts they produce run with @playwright/test
 * and the Python ones compile.
 */
import { describe, expect, it } from 'vitest';
import { chromiumForFile, generateInChromium, itRunsTheEmittedScripts } from '../../../tests/fixtures/generation.ts';

const FLOWS: { name: string; page: string; lines: string[] }[] = [
  {
    name: 'tabs by title and address, opened and closed',
    page: 'tabs.html',
    lines: [
      'click Open help',
      'switch to the tab with the title Help centre',
      'I should see Frequently asked questions',
      'switch to the tab whose URL contains tabs.html',
      'I should see Loaded 1 time',
      'open /faq.html in a new tab',
      'I should be on the FAQ page',
      // back to the tab it was opened from
      'close the tab',
      'I should see Loaded 1 time',
      'Switch to tab with title "Help centre"',
      // back to the tab whose link opened it
      'Close Tab',
      'I should be on the Tabs page',
    ],
  },
  {
    name: 'the messages of browser dialogs',
    page: 'dialogs.html',
    lines: [
      'click Discard draft',
      'the dialog should say "Discard the draft?"',
      // nobody answered: dismissed, as Playwright does
      'I should see Draft kept',
      'click Discard draft',
      'the confirm message contains draft',
      'accept the dialog',
      'I should see Draft discarded',
      'the next alert should say "You have been notified"',
      'click Notify me',
      'I should see Notified',
      'click Rename',
      'When user enters "Bob" in prompt',
      'Then alert message should say "New name"',
      'I should see Renamed to Bob',
    ],
  },
  {
    name: 'the focused field cleared',
    page: 'actions.html',
    lines: [
      'focus on the Nickname field',
      'type "Ada"',
      'the Nickname field should have the value Ada',
      'clear the field that has focus',
      'the Nickname field should be empty',
    ],
  },
];

const fixtures = chromiumForFile({ server: true });
const scripts: Record<string, { ts: string; py: string }> = {};

function generate(flow: (typeof FLOWS)[number]) {
  const description = [`go to /${flow.page}`, ...flow.lines].join('\n');
  return generateInChromium({ testName: flow.name, website: fixtures.server.url, description }, { browser: fixtures.browser, stepTimeoutMs: 3000 });
}

describe('tabs, dialog messages and the focused field, generated and run', () => {
  it.each(FLOWS)('generates $name', { timeout: 60_000 }, async (flow) => {
    const { outcome, steps } = await generate(flow);
    expect(outcome.message).toBe(`All ${flow.lines.length + 1} steps passed.`);
    if (outcome.state !== 'completed') return;
    scripts[flow.name] = { ts: outcome.finalScript, py: outcome.finalScriptPy };
    if (flow.page === 'dialogs.html') {
      // The prompt's answer was set up before the click that opened it, its message checked after.
      const order = steps.map((s) => s.action_description);
      expect(order.indexOf('user enters "Bob" in prompt')).toBeLessThan(order.indexOf('click Rename'));
      expect(order.indexOf('alert message should say "New name"')).toBeGreaterThan(order.indexOf('click Rename'));
      expect(steps.find((s) => s.action_description === 'the next alert should say "You have been notified"')?.result).toBe(
        'the browser dialog said "You have been notified"',
      );
    }
  });

  itRunsTheEmittedScripts(scripts, FLOWS.length, 'tabsDialogs', fixtures);
});
