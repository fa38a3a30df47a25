/** General ways people write steps beyond the language's own (issue 17 item 5): lines invented in the corpus's spirit. */
import { describe, expect, it } from 'vitest';
import { parseSteps } from './parse.ts';
import type { StepBody } from './types.ts';

const lit = (text: string) => ({ type: 'literal', text }) as const;
const bodies = (text: string): StepBody[] | string => {
  const r = parseSteps(text);
  return r.ok ? r.steps.map(({ source: _s, line: _l, readings: _r, ...body }) => body as StepBody) : r.errors[0].message;
};

describe('a list marker written against the first word', () => {
  it.each<[string, StepBody]>([
    ['4.Click Checkout', { kind: 'click', clicks: 1, target: { text: 'Checkout' } }],
    ['3)tap Continue', { kind: 'click', clicks: 1, target: { text: 'Continue' } }],
    ['::press Escape', { kind: 'press', keys: 'Escape' }],
  ])('%s', (line, body) => {
    expect(bodies(line)).toEqual([body]);
  });

  it('a decimal number is no marker', () => {
    expect(bodies('wait 2.5 seconds')).toEqual([{ kind: 'sleep', seconds: 2.5 }]);
  });
});

describe('a page named with no address: being on it is checked, never guessed at', () => {
  it.each<[string, string]>([
    ['Navigate to checkout page', 'checkout'],
    ['2. Open the Invoices page', 'Invoices'],
    ['When I go to the account settings screen', 'account settings'],
    ['And the customer visits the "Order history" page', 'Order history'],
    ['Given the user is at the payment page', 'payment'],
  ])('%s', (line, name) => {
    expect(bodies(line)).toEqual([{ kind: 'expectPage', name }]);
  });

  it('the home page stays the site root, an address stays a navigation', () => {
    expect(bodies('navigate to the home page')).toEqual([{ kind: 'goto', url: lit('/') }]);
    expect(bodies('open /reports')).toEqual([{ kind: 'goto', url: lit('/reports') }]);
  });
});

describe('a field, "as", then its data', () => {
  it.each<[string, StepBody]>([
    ['Enter City as "Lyon"', { kind: 'fill', value: lit('Lyon'), target: { text: 'City', elementType: 'field' } }],
    ['And I specify the postcode as "75001"', { kind: 'fill', value: lit('75001'), target: { text: 'postcode' } }],
    ['set the Nickname as @nick', { kind: 'fill', value: { type: 'parameter', key: 'nick' }, target: { text: 'Nickname' } }],
  ])('%s', (line, body) => {
    expect(bodies(line)).toEqual([body]);
  });

  it('unquoted data after "as" is not guessed', () => {
    expect(typeof bodies('enter Carol as manager')).toBe('string');
  });
});

describe("Behat's quoted selector words", () => {
  it.each<[string, StepBody]>([
    ['When I click on "Publish" "button"', { kind: 'click', clicks: 1, target: { text: 'Publish', elementType: 'button' } }],
    [
      'And I click on "Archive" "link" in the "Actions" "region"',
      { kind: 'click', clicks: 1, target: { text: 'Archive', elementType: 'link', within: { kind: 'section', name: 'Actions' } } },
    ],
    [
      'And I click on "Remove" "icon" in the "Dana" "table_row"',
      { kind: 'click', clicks: 1, target: { text: 'Remove', elementType: 'image', table: { rowContaining: 'Dana' } } },
    ],
    ['When I click on "#menu > li" "css_element"', { kind: 'click', clicks: 1, target: { text: '#menu > li', elementType: 'element' } }],
  ])('%s', (line, body) => {
    expect(bodies(line)).toEqual([body]);
  });
});

describe('pressing a quoted name no key has', () => {
  it('offers the button of that name after the key press', () => {
    const r = parseSteps('When I press "Send invite"');
    expect(r.ok && r.steps[0].readings).toContainEqual({ kind: 'click', clicks: 1, target: { text: 'Send invite', elementType: 'button' } });
    expect(bodies('press "Tab"')).toEqual([{ kind: 'press', keys: 'Tab' }]);
  });
});

describe('a message expected with "should show" and no subject', () => {
  it.each<[string, string]>([
    ['Should show "Card declined" error', 'Card declined'],
    ['should display error message "Session expired"', 'Session expired'],
    ['Shows “Saved”', 'Saved'],
  ])('%s', (line, text) => {
    expect(bodies(line)).toEqual([{ kind: 'expectText', text: lit(text), visible: true }]);
  });
});

describe("Behat's set the field", () => {
  it('keeps no type: its "field" is any form control', () => {
    expect(bodies('And I set the field "Country" to "Peru"')).toEqual([{ kind: 'fill', value: lit('Peru'), target: { text: 'Country' } }]);
    expect(bodies('set the "Country" field to "Peru"')).toEqual([
      { kind: 'fill', value: lit('Peru'), target: { text: 'Country', elementType: 'field' } },
    ]);
  });
});

describe('opening a part of the page', () => {
  it.each<[string, StepBody]>([
    ['open the "Billing" tab', { kind: 'click', clicks: 1, target: { text: 'Billing', elementType: 'tab' } }],
    ['And I expand the "Shipping options" section', { kind: 'click', clicks: 1, target: { text: 'Shipping options' } }],
    ['open the history panel', { kind: 'click', clicks: 1, target: { text: 'history' } }],
  ])('%s', (line, body) => {
    expect(bodies(line)).toEqual([body]);
  });

  it('a Gherkin keyword in Markdown bold is a keyword', () => {
    expect(bodies('2. **When** I click the save button')).toEqual([{ kind: 'click', clicks: 1, target: { text: 'save', elementType: 'button' } }]);
  });
});

describe('where the page went', () => {
  it.each<[string, StepBody]>([
    ['Verify the URL changes to "/pricing"', { kind: 'expectUrl', url: lit('/pricing'), match: 'contains' }],
    ['- expect: URL changes to contain "tab=2"', { kind: 'expectUrl', url: lit('tab=2'), match: 'contains' }],
    ['the resulting page URL equals "/thanks"', { kind: 'expectUrl', url: lit('/thanks'), match: 'is' }],
    ['Then the visitor should be redirected to the checkout', { kind: 'expectPage', name: 'checkout' }],
  ])('%s', (line, body) => {
    expect(bodies(line)).toEqual([body]);
  });
});
