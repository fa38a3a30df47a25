/**
 * Web components and custom widgets of real open-source kits (issue 17), end to end: quoted
 * steps (the reading is not under test here) are generated in real Chromium on the fixture apps,
 * then the TypeScript scripts they produce run with @playwright/test and the Python ones compile.
 * - Shoelace: the button people click is in sl-button's shadow tree, its label slotted in; a
 *   switch's input lies under the control its label draws, so a click reaches it through the label.
 * - Tom Select: the widget hides the native <select> it takes over; its own options are chosen.
 * - flatpickr: a day it will not pick is greyed out by a class alone, with no disabled state.
 */
import { describe, expect, it } from 'vitest';
import { chromiumForFile, generateInChromium, itRunsTheEmittedScripts } from '../../../tests/fixtures/generation.ts';

const FLOWS: { name: string; page: string; lines: string[]; emits?: string[] }[] = [
  {
    name: 'a Shoelace button, its label slotted into its shadow tree',
    page: 'account-settings.html',
    lines: ['enter "Grace Hopper" into "Display name"', 'click "Save profile"', 'I should see "Profile saved."', 'I should see "Grace Hopper"'],
    // Shoelace's autoloader defines each component after the load event: the script waits for them.
    emits: ["await expect(page.locator(':not(:defined)')).toHaveCount(0);"],
  },
  {
    name: 'Shoelace switches, drawn over their input by their label',
    page: 'account-settings.html',
    lines: [
      'click "Notifications"',
      // a tab is selected by its aria-selected (Shoelace's sl-tab is role=tab)
      'the "Notifications" tab is selected',
      'check "Send a weekly digest"',
      'I should see "You get emails about new comments and a weekly digest."',
      'uncheck "Email me about new comments"',
      'I should see "You get a weekly digest only."',
      '"Send a weekly digest" should be checked',
    ],
    emits: ["getByRole('switch', { name: 'Send a weekly digest', exact: true }).check({ force: true })"],
  },
  {
    name: 'Tom Select options chosen in the widget, not in the select it hides',
    page: 'ticket-form.html',
    lines: [
      'enter "Printer on fire" into "Subject"',
      'select "Grace Hopper" from "Assignee"',
      'set "Priority" to "High"',
      'click "Create ticket"',
      'I should see "assigned to Grace Hopper, priority High"',
    ],
    // The hidden <select> keeps an <option> of each name: the widget's is found within its list.
    // Set to: a value chosen in a dropdown, not typed.
    emits: [
      "getByRole('listbox', { name: 'Assignee', exact: true }).getByRole('option', { name: 'Grace Hopper', exact: true }).click()",
      "getByRole('listbox', { name: 'Priority', exact: true }).getByRole('option', { name: 'High', exact: true }).click()",
    ],
  },
  {
    name: 'a Tom Select option picked with the keyboard, then checked as selected',
    page: 'ticket-form.html',
    lines: [
      'click the "Assignee" field',
      'type "Tur"',
      'I should see "Alan Turing"',
      'I should not see "Ada Lovelace"',
      'press Enter',
      '"Alan Turing" should be checked',
      '"Ada Lovelace" should be unchecked',
    ],
    // Filtering waits for the widget (its list refreshes 300 ms after typing). The widget's option,
    // not the <option> of the select it hides, is chosen by aria-selected (toBeChecked reads aria-checked).
    emits: [".toHaveAttribute('aria-selected', 'true')"],
  },
  {
    name: 'a flatpickr day greyed out by its class alone',
    page: 'room-booking.html',
    lines: [
      'set "Room" to "Alfama"',
      'click "Dates"',
      '"22" should be disabled',
      '"10" should be enabled',
      'click "10"',
      'click "11"',
      'the "Dates" field should have the value "2027-05-10 to 2027-05-11"',
    ],
    // No native or ARIA state to read: the script checks the class, as the generation did.
    emits: [".selectOption({ label: 'Alfama' })", "getByLabel('May 22, 2027', { exact: true })).toHaveClass(/(^|[\\s_-])disabled(\\s|$)/)"],
  },
];

const fixtures = chromiumForFile({ server: true });
const scripts: Record<string, { ts: string; py: string }> = {};

describe('web components and custom widgets, generated and run', () => {
  it.each(FLOWS)('generates $name', { timeout: 60_000 }, async (flow) => {
    const description = [`go to /${flow.page}`, ...flow.lines].join('\n');
    const { outcome } = await generateInChromium(
      { testName: flow.name, website: fixtures.server.url, description },
      { browser: fixtures.browser, stepTimeoutMs: 3000 },
    );
    expect(outcome.message).toBe(`All ${flow.lines.length + 1} steps passed.`);
    if (outcome.state !== 'completed') return;
    for (const code of flow.emits ?? []) expect(outcome.finalScript).toContain(code);
    scripts[flow.name] = { ts: outcome.finalScript, py: outcome.finalScriptPy };
  });

  itRunsTheEmittedScripts(scripts, FLOWS.length, 'webWidgets', fixtures);
});
