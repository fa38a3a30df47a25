/**
 * The item 4 actions end to end: tests written as people write them (unquoted) are generated
 * in real Chromium against the fixture pages, then the TypeScript scripts they produce run with
 * @playwright/test and the Python ones compile. The one-time code's secret stays out of both.
 */
import { describe, expect, it } from 'vitest';
import { chromiumForFile, compilePython, generateInChromium } from '../../../tests/fixtures/generation.ts';
import { runPlaywright, specProject } from '../../../tests/fixtures/playwrightProject.ts';

const SECRET = 'JBSWY3DPEHPK3PXP';
const credentials = { admin: { username: 'admin', password: 'pw', totp: SECRET } };

const FLOWS: { name: string; page: string; lines: string[] }[] = [
  {
    name: 'tabs and history',
    page: 'tabs.html',
    lines: [
      'I should see Loaded 1 time',
      'reload the page',
      'I should see Loaded 2 times',
      'click Open help',
      'switch to the new tab',
      'I should be on the Help centre page',
      'click Frequently asked questions',
      'I should be on the FAQ page',
      'go back',
      'I should see How can we help?',
      'go forward',
      'I should see Free forever',
      'switch back to the first tab',
      'I should be on the Tabs page',
      'click Open popup',
      'switch to the popup window',
      'the URL contains "from=popup"',
    ],
  },
  {
    name: 'browser dialogs',
    page: 'dialogs.html',
    lines: [
      'dismiss the next dialog',
      'click Discard draft',
      'I should see Draft kept',
      'accept the next dialog',
      'click Discard draft',
      'I should see Draft discarded',
      'accept the next prompt with Bob',
      'click Rename',
      'I should see Renamed to Bob',
      // Written after the click, as people write it: the answer is set up before it.
      'click Notify me',
      'accept the alert',
      'I should see Notified',
    ],
  },
  {
    name: 'scrolling',
    page: 'scroll.html',
    lines: [
      'scroll down 2 pages',
      'the Back to top button should be visible',
      'scroll to the top of the page',
      'the Back to top button should be hidden',
      'scroll to the bottom of the Messages section',
      'I should see All messages read',
      'scroll to the Contact heading',
      'wait 0.2 seconds',
    ],
  },
  {
    name: 'search, right-click, focus, keys, values and counts',
    page: 'actions.html',
    lines: [
      'search for desk lamp',
      'I should see Results for desk lamp',
      'there are at least 2 Buy buttons',
      'there should be at most 3 Buy buttons',
      'right-click Photo',
      'I should see Context menu opened',
      'focus on the Nickname field',
      'I should see Typing a nickname',
      'enter SAVE10 into the Coupon field',
      'press Enter in the Coupon field',
      'I should see Coupon SAVE10 applied',
      'the Email field should have the value ada@example.com',
      'the Notes field should be empty',
    ],
  },
  {
    name: 'custom dropdowns',
    page: 'dropdown.html',
    lines: ['choose Serif from the Font dropdown', 'I should see Serif chosen', 'choose Duplicate from More actions', 'I should see Duplicate done'],
  },
  {
    name: 'drag and drop',
    page: 'drag.html',
    lines: [
      'drag Write report to the Done section',
      'I should see Write report moved to Done',
      'drag Call Ada over the Done column',
      'I should see Call Ada moved to Done',
    ],
  },
  {
    name: 'one-time code',
    page: 'totp.html',
    lines: ['enter the one-time code of "admin" into the Authentication code field', 'click Verify', 'I should see Signed in with two factors'],
  },
];

const fixtures = chromiumForFile({ server: true });
const scripts: Record<string, { ts: string; py: string }> = {};

function generate(flow: (typeof FLOWS)[number]) {
  return generateInChromium(
    {
      testName: flow.name,
      // The scripts start on TEST_WEBSITE_URL, the fixture server, as the generation did.
      website: fixtures.server.url,
      description: [`go to /${flow.page}`, ...flow.lines].join('\n'),
      values: { parameters: {}, secretParameters: new Set(), credentials },
      screenshots: flow.page === 'tabs.html',
    },
    { browser: fixtures.browser, stepTimeoutMs: 3000 },
  );
}

describe('the item 4 actions, generated and run', () => {
  it.each(FLOWS)('generates $name', { timeout: 60_000 }, async (flow) => {
    const { outcome, steps, logs, shots } = await generate(flow);
    expect(outcome.message).toBe(`All ${flow.lines.length + 1} steps passed.`);
    if (flow.page === 'tabs.html') {
      // The step's screenshot shows the tab switched to, not the first one (unchanged by the click that opened it).
      const [opened, switched] = [flow.lines.indexOf('click Open help') + 1, flow.lines.indexOf('switch to the new tab') + 1];
      expect(shots.get(opened)?.equals(shots.get(switched)!)).toBe(false);
    }
    if (outcome.state !== 'completed') return;
    for (const text of [outcome.finalScript, outcome.finalScriptPy, JSON.stringify(steps), logs.join('\n')]) expect(text).not.toContain(SECRET);
    scripts[flow.name] = { ts: outcome.finalScript, py: outcome.finalScriptPy };
  });

  it('runs the emitted TypeScript with @playwright/test', { timeout: 120_000 }, async () => {
    expect(Object.keys(scripts)).toHaveLength(FLOWS.length);
    const specs = Object.fromEntries(Object.values(scripts).map((s, i) => [`actions${i}.spec.ts`, s.ts]));
    const { status, output } = await runPlaywright(specProject(specs), {
      TEST_WEBSITE_URL: fixtures.server.url,
      TEST_PARAM_CREDENTIAL_ADMIN_TOTP: SECRET,
    });
    expect(output).toContain(`${FLOWS.length} passed`);
    expect(status, output).toBe(0);
  });

  it('compiles the emitted Python', () => {
    const result = compilePython(Object.values(scripts).map((s) => s.py));
    expect(result.status, result.stderr).toBe(0);
  });
});
