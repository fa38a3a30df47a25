/**
 * The last reading of a line nothing else reads (salvage.ts): a project's own step around quoted
 * names reads as its verb and its names; a line with no verb before a name, a negated action, or
 * a line in the language's own terms keeps its error.
 */
import { describe, expect, it } from 'vitest';
import { parseSteps } from './parse.ts';
import { salvage } from './salvage.ts';

describe("salvage: the verb and the quoted names of a project's own step", () => {
  it.each<[string, string]>([
    ['And I click on the "Archived" "Views" property', 'click "Archived"'],
    ['Then I should see "Site options" in the "Admin sub-menu" "Nav" property', 'I should see "Site options"'],
    ['Then I should not see "Draft" anywhere in the listing', 'I should not see "Draft"'],
    ['When DRIVER I click using selector "#save"', 'click "#save"'],
    ['And I fill in the "body-0-value" WYSIWYG editor with "Hello"', 'enter "Hello" into "body-0-value"'],
    ['And I type "ada" to the "Login" widget', 'enter "ada" into "Login"'],
    ['And I press "Enter" on the keyboard widget', 'press "Enter"'],
    ['And I pick "Blue" from the "Colour" swatch widget', 'select "Blue" from "Colour"'],
    ['And he hovers over the "Help" tooltip trigger', 'hover over "Help"'],
    ['Then I check if text in ".status" match text "Paid"', 'I should see "Paid"'],
  ])('%s', (line, reading) => {
    expect(salvage(line)).toBe(reading);
  });

  it.each([
    'I frobnicate "x"',
    'Given the following "users" exist',
    'I do not click "Delete" yet',
    'click "A" in the "X" section in the "Y" section',
    'And I fill in the "Title" widget',
    'And I should see unchecked the box "Newsletter"',
    'Click on the "Backpack" "Add to cart" button',
    'And I click on "Team" settings gear icon',
    'Then I check if text in ".status" match text ""',
  ])('reads nothing of %s', (line) => {
    expect(salvage(line)).toBeUndefined();
  });

  it.each<[string, string]>([
    ["- expect: The order card displays the total '$41.50'", 'I should see "$41.50"'],
    ["Expected result: A warning is shown: 'Session expired'", 'I should see "Session expired"'],
    ['Then the banner reads “Saved for later”', 'I should see "Saved for later"'],
    ['- expect: The user is redirected to `/orders/new`', 'verify the url contains "/orders/new"'],
    ["Expect: User is on the 'Billing details' step", 'I should be on the "Billing details" page'],
  ])('reads an expectation told in prose around one quoted text: %s', (line, reading) => {
    expect(salvage(line)).toBe(reading);
  });

  it.each([
    "- expect: The menu shows 'Archive' or 'Delete'",
    "- expect: 'Total' is not displayed",
    "Open the tab that shows 'Invoices'",
    "The card and the 'Pay' button",
  ])('reads no expectation of %s', (line) => {
    expect(salvage(line)).toBeUndefined();
  });

  it('never sets aside a second deed: that is a step of its own, not a word around a name', () => {
    expect(salvage('click "Save" ~ click "Close"')).toBeUndefined();
    expect(salvage('I press "Add" and select "Blue"')).toBeUndefined();
  });

  it('is tried only when the grammar reads nothing, and is then the step', () => {
    expect(parseSteps('And I click on the "Archived" "Views" property')).toMatchObject({
      ok: true,
      steps: [{ kind: 'click', target: { text: 'Archived' } }],
    });
    expect(parseSteps('click the "Archived" button')).toMatchObject({
      ok: true,
      steps: [{ kind: 'click', target: { text: 'Archived', elementType: 'button' } }],
    });
  });
});
