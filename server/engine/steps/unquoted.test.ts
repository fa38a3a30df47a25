/** Issue 17 items 1 and 2: names and data without quotes, and every reading of a line that can be read several ways. */
import { describe, expect, it } from 'vitest';
import { parseReadings } from './grammar.ts';
import { parseSteps } from './parse.ts';
import type { StepBody } from './types.ts';

const lit = (text: string) => ({ type: 'literal', text }) as const;

/** The single step of the text: its body first, then its other readings. */
function readings(text: string): StepBody[] {
  const r = parseSteps(text);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
  expect(r.steps).toHaveLength(1);
  const { source: _s, line: _l, readings: others, ...body } = r.steps[0];
  if (others) expect(others[0]).toEqual(body);
  return others ?? [body as StepBody];
}
const first = (text: string): StepBody => readings(text)[0];

describe('unquoted names and data, delimited by the step’s own words', () => {
  it.each<[string, StepBody]>([
    ['Click the Continue button', { kind: 'click', clicks: 1, target: { text: 'Continue', elementType: 'button' } }],
    ['click Add to basket', { kind: 'click', clicks: 1, target: { text: 'Add to basket' } }],
    ['Tap on Log out', { kind: 'click', clicks: 1, target: { text: 'Log out' } }],
    ['press the Pay now button', { kind: 'click', clicks: 1, target: { text: 'Pay now', elementType: 'button' } }],
    ['double-click the Report Q3 row', { kind: 'click', clicks: 2, target: { text: 'Report Q3', elementType: 'row' } }],
    ['hover over Account settings', { kind: 'hover', target: { text: 'Account settings' } }],
    [
      'Enter grace@corp.test in the Work email field',
      { kind: 'fill', value: lit('grace@corp.test'), target: { text: 'Work email', elementType: 'field' } },
    ],
    ['Type good morning into the Message box', { kind: 'fill', value: lit('good morning'), target: { text: 'Message', elementType: 'field' } }],
    ['fill in First name with Grace', { kind: 'fill', value: lit('Grace'), target: { text: 'First name' } }],
    ['set Quantity to 12', { kind: 'fill', value: lit('12'), target: { text: 'Quantity' } }],
    [
      'Select Germany from the Shipping country dropdown',
      { kind: 'select', option: lit('Germany'), target: { text: 'Shipping country', elementType: 'dropdown' } },
    ],
    ['choose Express delivery in Delivery method', { kind: 'select', option: lit('Express delivery'), target: { text: 'Delivery method' } }],
    ['Check the Accept terms checkbox', { kind: 'check', target: { text: 'Accept terms', elementType: 'checkbox' } }],
    ['uncheck Send me offers', { kind: 'uncheck', target: { text: 'Send me offers' } }],
    ['clear the Search products field', { kind: 'clear', target: { text: 'Search products', elementType: 'field' } }],
    ['wait for Upload complete', { kind: 'waitForText', text: lit('Upload complete') }],
    ['upload invoice.pdf to Attachments', { kind: 'upload', file: lit('invoice.pdf'), target: { text: 'Attachments' } }],
    ['store the text of Order number as order', { kind: 'store', target: { text: 'Order number' }, variable: 'order' }],
    ['Verify that the text Payment received is displayed', { kind: 'expectText', text: lit('Payment received'), visible: true }],
    ['Verify Archived is not visible', { kind: 'expectText', text: lit('Archived'), visible: false }],
    ['I should see Thanks for your order', { kind: 'expectText', text: lit('Thanks for your order'), visible: true }],
    ['the Publish button should be disabled', { kind: 'expectElement', target: { text: 'Publish', elementType: 'button' }, state: 'disabled' }],
    ['the title should be My account', { kind: 'expectTitle', title: lit('My account'), match: 'is' }],
    [
      'The basket should contain 2 items',
      { kind: 'expectCount', target: { elementType: 'element', noun: 'item', within: { kind: 'section', name: 'basket' } }, count: 2 },
    ],
    [
      'click Edit next to Grace Hopper',
      { kind: 'click', clicks: 1, target: { text: 'Edit', relation: { kind: 'near', target: { text: 'Grace Hopper' } } } },
    ],
    ['click Remove in the Billing section', { kind: 'click', clicks: 1, target: { text: 'Remove', within: { kind: 'section', name: 'Billing' } } }],
    ['click Delete in the row containing Grace', { kind: 'click', clicks: 1, target: { text: 'Delete', table: { rowContaining: 'Grace' } } }],
    // how people name things around the name
    ['click the button labeled Save changes', { kind: 'click', clicks: 1, target: { text: 'Save changes', elementType: 'button' } }],
    ['fill the field named Postcode with 10115', { kind: 'fill', value: lit('10115'), target: { text: 'Postcode', elementType: 'field' } }],
    ['Enter Postcode: 10115', { kind: 'fill', value: lit('10115'), target: { text: 'Postcode', elementType: 'field' } }],
    ['Select Blue option from Colour', { kind: 'select', option: lit('Blue'), target: { text: 'Colour' } }],
    ['I should see a Profile updated message', { kind: 'expectText', text: lit('Profile updated'), visible: true }],
    ['Type hi into the Comment box', { kind: 'fill', value: lit('hi'), target: { text: 'Comment', elementType: 'field' } }],
    ['Verify the Promo banner', { kind: 'expectText', text: lit('Promo banner'), visible: true }],
    ['verify that the Export button', { kind: 'expectElement', target: { text: 'Export', elementType: 'button' }, state: 'visible' }],
    ['Toggle the Dark mode switch', { kind: 'click', clicks: 1, target: { text: 'Dark mode', elementType: 'checkbox' } }],
    ['Wait for the Loading overlay to disappear', { kind: 'expectText', text: lit('Loading overlay'), visible: false }],
    ['Verify the dialog is closed', { kind: 'expectElement', target: { elementType: 'dialog' }, state: 'hidden' }],
    ['Verify 4 rows are shown', { kind: 'expectCount', target: { elementType: 'row' }, count: 4 }],
    ['I should see the error Password too short', { kind: 'expectText', text: lit('Password too short'), visible: true }],
    ['click Plan A', { kind: 'click', clicks: 1, target: { text: 'Plan A' } }],
    [
      'Click the Remove button for the item Bread',
      { kind: 'click', clicks: 1, target: { text: 'Remove', elementType: 'button', relation: { kind: 'near', target: { text: 'Bread' } } } },
    ],
    ['click Edit in the row for Ann', { kind: 'click', clicks: 1, target: { text: 'Edit', table: { rowContaining: 'Ann' } } }],
    ['Open the app at http://localhost:8080/app', { kind: 'goto', url: lit('http://localhost:8080/app') }],
    ['wait for the Reports page to load', { kind: 'expectPage', name: 'Reports' }],
    ['Verify the unread badge shows 7', { kind: 'expectText', text: lit('7'), visible: true }],
    ['click in the Notes box', { kind: 'click', clicks: 1, target: { text: 'Notes', elementType: 'field' } }],
    ['click the element with id save-btn', { kind: 'click', clicks: 1, target: { text: '#save-btn', elementType: 'element' } }],
    ['Verify the status message "Synced" is visible', { kind: 'expectText', text: lit('Synced'), visible: true }],
    [
      'Verify the task item "Call Ann" appears in the list',
      { kind: 'expectElement', target: { text: 'Call Ann', elementType: 'element' }, state: 'visible' },
    ],
    [
      'Synced appears in the Status section',
      { kind: 'expectElement', target: { text: 'Synced', within: { kind: 'section', name: 'Status' } }, state: 'visible' },
    ],
    ['Uploaded is hidden', { kind: 'expectText', text: lit('Uploaded'), visible: false }],
    ['the Promo banner should not exist', { kind: 'expectText', text: lit('Promo banner'), visible: false }],
  ])('%s', (text, expected) => {
    expect(first(text)).toEqual(expected);
  });

  it.each<[string, string]>([
    ['click `Save draft`', 'Save draft'],
    ['click *Save draft*', 'Save draft'],
    ['click **Save draft**', 'Save draft'],
    ["click 'Save draft'", 'Save draft'],
    ['click “Save draft”', 'Save draft'],
    ['click «Save draft»', 'Save draft'],
  ])('%s counts as quoted', (text, name) => {
    expect(readings(text)).toEqual([{ kind: 'click', clicks: 1, target: { text: name } }]);
  });

  it('lets quotes keep a delimiter word inside a name', () => {
    expect(readings('click "Save in the cloud"')).toEqual([{ kind: 'click', clicks: 1, target: { text: 'Save in the cloud' } }]);
    expect(first('enter "in stock" into Status')).toEqual({ kind: 'fill', value: lit('in stock'), target: { text: 'Status' } });
  });

  it('keeps a lone * or ` as an ordinary character', () => {
    expect(first('click Email *')).toEqual({ kind: 'click', clicks: 1, target: { text: 'Email *' } });
  });

  it('never navigates to an address guessed from a name after "go to"', () => {
    // a page named with no address is no navigation (a guess): being on it is checked
    expect(parseSteps('go to the pricing page')).toMatchObject({ ok: true, steps: [{ kind: 'expectPage', name: 'pricing' }] });
    // a place named alone is reached through what names it on the page, or is where the test already is
    expect(readings('go to pricing')).toEqual([
      { kind: 'click', clicks: 1, target: { text: 'pricing' } },
      { kind: 'expectPage', name: 'pricing' },
    ]);
  });
});

describe('every reading of a line that can be read several ways, most likely first', () => {
  it('offers the element type and the longer name', () => {
    expect(readings('click the Checkout link')).toEqual([
      { kind: 'click', clicks: 1, target: { text: 'Checkout', elementType: 'link' } },
      { kind: 'click', clicks: 1, target: { text: 'Checkout link' } },
    ]);
  });

  it('offers an ordinal word as the start of a name', () => {
    expect(readings('fill in First name with Grace')).toEqual([
      { kind: 'fill', value: lit('Grace'), target: { text: 'First name' } },
      { kind: 'fill', value: lit('Grace'), target: { text: 'name', ordinal: 1 } },
      // (a name the author did not quote nor give a kind: the field of that name too, twins.ts)
      { kind: 'fill', value: lit('Grace'), target: { text: 'First name', elementType: 'field' } },
    ]);
    expect(first('click the last Remove button')).toEqual({
      kind: 'click',
      clicks: 1,
      target: { text: 'Remove', elementType: 'button', ordinal: 'last' },
    });
  });

  it('offers a type word as part of the name', () => {
    expect(readings('choose Express in Delivery options')).toEqual([
      { kind: 'select', option: lit('Express'), target: { text: 'Delivery', elementType: 'option' } },
      { kind: 'select', option: lit('Express'), target: { text: 'Delivery options' } },
    ]);
  });

  it('offers a click for "press X" when no key has that name', () => {
    expect(readings('press Publish')).toEqual([
      { kind: 'press', keys: 'Publish' },
      { kind: 'click', clicks: 1, target: { text: 'Publish' } },
    ]);
    expect(readings('press the Escape key')).toEqual([{ kind: 'press', keys: 'Escape' }]);
  });

  it('offers each place a name can end', () => {
    const all = readings('click Share next to Photos in the Albums section');
    expect(all[0]).toEqual({
      kind: 'click',
      clicks: 1,
      target: { text: 'Share', relation: { kind: 'near', target: { text: 'Photos' } }, within: { kind: 'section', name: 'Albums' } },
    });
    expect(all).toContainEqual({ kind: 'click', clicks: 1, target: { text: 'Share next to Photos', within: { kind: 'section', name: 'Albums' } } });
  });

  it('offers tick and expect for "check"', () => {
    expect(parseReadings('check Newsletter is checked')).toEqual([{ kind: 'expectElement', target: { text: 'Newsletter' }, state: 'checked' }]);
    const both = parseReadings('check the Newsletter checkbox');
    expect(both[0]).toEqual({ kind: 'check', target: { text: 'Newsletter', elementType: 'checkbox' } });
  });

  it('keeps a quoted line to its one reading', () => {
    const r = parseSteps('click the "Checkout" link');
    expect(r.ok && r.steps[0].readings).toBeUndefined();
  });

  it('caps the readings and stays fast on long unquoted lines', () => {
    const line = `click ${Array.from({ length: 40 }, (_, k) => `word${k} in`).join(' ')} the End section`;
    const started = performance.now();
    for (let k = 0; k < 20; k++) parseReadings(line);
    expect(parseReadings('click Save button next to Grace Hopper row in the Team area below Admins heading').length).toBeLessThanOrEqual(8);
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });
});
