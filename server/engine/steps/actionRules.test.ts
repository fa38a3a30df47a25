import { describe, expect, it } from 'vitest';
import { canonicalStep } from './canonical.ts';
import { parseStep } from './grammar.ts';
import type { StepBody } from './types.ts';

const lit = (text: string) => ({ type: 'literal', text }) as const;

const CASES: [string, StepBody][] = [
  ['go back', { kind: 'navigate', action: 'back' }],
  ['navigate back to the previous page', { kind: 'navigate', action: 'back' }],
  ["click the browser's back button", { kind: 'navigate', action: 'back' }],
  ['go forward', { kind: 'navigate', action: 'forward' }],
  ['reload the page', { kind: 'navigate', action: 'reload' }],
  ['refresh the browser', { kind: 'navigate', action: 'reload' }],
  ['reload', { kind: 'navigate', action: 'reload' }],
  ['wait 2 seconds', { kind: 'sleep', seconds: 2 }],
  ['wait for 500 ms', { kind: 'sleep', seconds: 0.5 }],
  ['wait a second', { kind: 'sleep', seconds: 1 }],
  ['wait for three seconds', { kind: 'sleep', seconds: 3 }],
  ['pause 1.5 seconds', { kind: 'sleep', seconds: 1.5 }],
  ['wait 2s', { kind: 'sleep', seconds: 2 }],
  ['scroll to "Footer"', { kind: 'scroll', to: { text: 'Footer' } }],
  ['scroll down to the "Reviews" heading', { kind: 'scroll', to: { text: 'Reviews', elementType: 'heading' } }],
  ['scroll "Footer" into view', { kind: 'scroll', to: { text: 'Footer' } }],
  ['scroll to the bottom of the page', { kind: 'scroll', edge: 'bottom' }],
  ['scroll to the top', { kind: 'scroll', edge: 'top' }],
  ['scroll all the way down to the bottom', { kind: 'scroll', edge: 'bottom' }],
  ['scroll to the bottom of the "Results" list', { kind: 'scroll', edge: 'bottom', area: { text: 'Results' } }],
  ['scroll down', { kind: 'scroll', pages: 1 }],
  ['scroll down 2 pages', { kind: 'scroll', pages: 2 }],
  ['scroll up a page in the "Log" area', { kind: 'scroll', pages: -1, area: { text: 'Log' } }],
  ['scroll down inside "Results"', { kind: 'scroll', pages: 1, area: { text: 'Results' } }],
  ['switch to the new tab', { kind: 'switchTab', to: 'new' }],
  ['switch to the popup window', { kind: 'switchTab', to: 'new' }],
  ['switch to the newly opened window', { kind: 'switchTab', to: 'new' }],
  ['switch back to the first tab', { kind: 'switchTab', to: 'first' }],
  ['go back to the original window', { kind: 'switchTab', to: 'first' }],
  ['accept the dialog', { kind: 'dialog', accept: true }],
  ['accept the next alert', { kind: 'dialog', accept: true }],
  ['dismiss the confirm dialog', { kind: 'dialog', accept: false }],
  ['click Cancel in the browser dialog', { kind: 'dialog', accept: false }],
  ['accept the prompt with "Ada"', { kind: 'dialog', accept: true, text: lit('Ada') }],
  ['right-click "Photo"', { kind: 'rightClick', target: { text: 'Photo' } }],
  ['right click on the "File" item', { kind: 'rightClick', target: { text: 'File', elementType: 'element' } }],
  ['focus on the "Search" field', { kind: 'focus', target: { text: 'Search', elementType: 'field' } }],
  ['press Enter in the "Search" field', { kind: 'pressIn', keys: 'Enter', target: { text: 'Search', elementType: 'field' } }],
  ['hit escape on "Menu"', { kind: 'pressIn', keys: 'Escape', target: { text: 'Menu' } }],
  ['search for "lamp"', { kind: 'search', text: lit('lamp') }],
  ['search for @PRODUCT', { kind: 'search', text: { type: 'parameter', key: 'PRODUCT' } }],
  ['enter the one-time code of "admin" into "Code"', { kind: 'fillOneTimeCode', credential: 'admin', target: { text: 'Code' } }],
  ['type the TOTP for "admin" in the "Verification code" field', { kind: 'fillOneTimeCode', credential: 'admin', target: { text: 'Verification code', elementType: 'field' } }],
  ['the "Email" field should have the value "ada@example.com"', { kind: 'expectValue', target: { text: 'Email', elementType: 'field' }, value: lit('ada@example.com') }],
  ['verify that the value of "Name" is "Ada"', { kind: 'expectValue', target: { text: 'Name' }, value: lit('Ada') }],
  ['"Search" should be empty', { kind: 'expectValue', target: { text: 'Search' }, value: lit('') }],
  ['I should be on the "Dashboard" page', { kind: 'expectPage', name: 'Dashboard' }],
  ['the user is on the "Checkout" page', { kind: 'expectPage', name: 'Checkout' }],
  ['verify the "Orders" page is shown', { kind: 'expectPage', name: 'Orders' }],
  ['there are at least 3 rows', { kind: 'expectCountBound', target: { elementType: 'row' }, bound: 'atLeast', count: 3 }],
  ['I should see more than 2 "Delete" buttons', { kind: 'expectCountBound', target: { text: 'Delete', elementType: 'button' }, bound: 'atLeast', count: 3 }],
  ['the number of rows is at most 5', { kind: 'expectCountBound', target: { elementType: 'row' }, bound: 'atMost', count: 5 }],
  ['drag "Write report" onto "Done"', { kind: 'drag', target: { text: 'Write report' }, onto: { text: 'Done' } }],
  ['drag and drop the "Card" into the "Done" column', { kind: 'drag', target: { text: 'Card' }, onto: { text: 'Done' } }],
  ['drag "A" over the "B" button', { kind: 'drag', target: { text: 'A' }, onto: { text: 'B', elementType: 'button' } }],
  ['drag "A" to the "B" button', { kind: 'drag', target: { text: 'A' }, onto: { text: 'B', elementType: 'button' } }],
  ['there should be fewer than 5 "Item" links', { kind: 'expectCountBound', target: { text: 'Item', elementType: 'link' }, bound: 'atMost', count: 4 }],
];

describe('the item 4 actions', () => {
  it.each(CASES)('%s', (text, body) => {
    expect(parseStep(text)).toEqual(body);
  });

  it.each(CASES)('prints %s back in a form that reads the same', (_text, body) => {
    expect(parseStep(canonicalStep(body))).toEqual(body);
  });

  it.each([
    ['wait 0.25 seconds', { kind: 'sleep', seconds: 0.25 }],
    ['scroll up 3 pages in the "Log"', { kind: 'scroll', pages: -3, area: { text: 'Log' } }],
    ['"Notes" should have the value ""', { kind: 'expectValue', target: { text: 'Notes' }, value: lit('') }],
  ] as [string, StepBody][])('round-trips %s', (_text, body) => {
    expect(parseStep(canonicalStep(body))).toEqual(body);
  });

  it('refuses bounds that say nothing', () => {
    expect(parseStep('there are at least 0 rows')).toBeUndefined();
    expect(parseStep('I should be on the "" page')).toBeUndefined();
  });

  it('leaves the older forms alone', () => {
    expect(parseStep('press Enter')).toEqual({ kind: 'press', keys: 'Enter' });
    expect(parseStep('wait for "Saved"')).toEqual({ kind: 'waitForText', text: lit('Saved') });
    expect(parseStep('click "Back"')).toMatchObject({ kind: 'click' });
    expect(parseStep('go to /back')).toMatchObject({ kind: 'goto' });
    expect(parseStep('there are 3 rows')).toMatchObject({ kind: 'expectCount', count: 3 });
    expect(parseStep('close the "Settings" dialog')).toBeUndefined();
  });
});
