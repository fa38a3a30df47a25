/** Issue 17 item 3: the ways people write steps (Gherkin, first person, plans, typos, several actions in one line). */
import { describe, expect, it } from 'vitest';
import { parseReadings } from './grammar.ts';
import { parseSteps } from './parse.ts';
import type { StepBody } from './types.ts';

const lit = (text: string) => ({ type: 'literal', text }) as const;
const click = (text: string, elementType?: 'button' | 'link'): StepBody => ({
  kind: 'click',
  clicks: 1,
  target: elementType ? { text, elementType } : { text },
});

/** Each step's first reading, without source, line and readings. */
function bodies(text: string): StepBody[] {
  const r = parseSteps(text);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
  return r.steps.map(({ source: _s, line: _l, readings: _r, ...body }) => body as StepBody);
}

describe('Gherkin and first person', () => {
  it.each<[string, StepBody]>([
    ['When I click on Publish', click('Publish')],
    ['And the user clicks on the Archive link', click('Archive', 'link')],
    ['Then I should see Changes saved', { kind: 'expectText', text: lit('Changes saved'), visible: true }],
    ['But I should not see Draft', { kind: 'expectText', text: lit('Draft'), visible: false }],
    ['Given the user navigates to /signup', { kind: 'goto', url: lit('/signup') }],
    ['When we type Grace into the Nickname field', { kind: 'fill', value: lit('Grace'), target: { text: 'Nickname', elementType: 'field' } }],
    ['When the customer selects Blue from Colour', { kind: 'select', option: lit('Blue'), target: { text: 'Colour' } }],
    ['And I press Escape', { kind: 'press', keys: 'Escape' }],
    ['Given I am on /pricing', { kind: 'goto', url: lit('/pricing') }],
    ['Given I am on the homepage', { kind: 'goto', url: lit('/') }],
    ['I go to the home page', { kind: 'goto', url: lit('/') }],
    ['user should be able to see Invoice sent', { kind: 'expectText', text: lit('Invoice sent'), visible: true }],
    ['the user can see the Export button', { kind: 'expectElement', target: { text: 'Export', elementType: 'button' }, state: 'visible' }],
  ])('%s', (text, expected) => {
    expect(bodies(text)).toEqual([expected]);
  });

  it('reads "I am on the X page" without an address as an expectation of the page, not a navigation', () => {
    expect(bodies('Given I am on the billing page')[0].kind).not.toBe('goto');
  });
});

describe('polite forms, passives and missing articles', () => {
  it.each<[string, StepBody]>([
    ['please click Confirm', click('Confirm')],
    ['Kindly tap Next step', click('Next step')],
    ['click Proceed button', click('Proceed', 'button')],
    ['Downloads link is shown', { kind: 'expectElement', target: { text: 'Downloads', elementType: 'link' }, state: 'visible' }],
    ['the Apply button is clicked', click('Apply', 'button')],
    ['Sign up gets clicked', click('Sign up')],
  ])('%s', (text, expected) => {
    expect(bodies(text)[0]).toEqual(expected);
  });
});

describe('typos in the verb', () => {
  it.each<[string, StepBody]>([
    ['clcik Proceed', click('Proceed')],
    ['Slect Blue from Colour', { kind: 'select', option: lit('Blue'), target: { text: 'Colour' } }],
    ['I shuold see Done', { kind: 'expectText', text: lit('Done'), visible: true }],
    ['veryfy Done is visible', { kind: 'expectText', text: lit('Done'), visible: true }],
    ['When I clikc Proceed', click('Proceed')],
  ])('%s', (text, expected) => {
    expect(bodies(text)).toEqual([expected]);
  });

  it('leaves a word far from every verb unread', () => {
    expect(parseReadings('frobnicate Proceed')).toEqual([]);
  });

  it('never corrects a word of its own into a verb: that would be a silent guess', () => {
    // "want" is one letter from "wait", "wave" from "save", "get" from "set".
    for (const text of ['I want the desk', 'wave at the screen', 'get me the desk please']) {
      expect(parseReadings(text), text).toEqual([]);
    }
    expect(bodies('And Clicks the Proceed button')).toEqual([click('Proceed', 'button')]);
  });
});

describe('numbered plans, Markdown and expected results', () => {
  it('drops numbering, bullets, task boxes and bold step labels', () => {
    expect(bodies('1) click Cart\n- [x] click Pay\n**Step 3:** click Done\n+ click Close')).toEqual([
      click('Cart'),
      click('Pay'),
      click('Done'),
      click('Close'),
    ]);
  });

  it('reads an "Expected result:" tail as the step’s expectation', () => {
    const r = parseSteps('4. Click Submit order Expected result: Order received is displayed');
    expect(r.ok && r.steps.map(({ kind, line }) => [kind, line])).toEqual([
      ['click', 1],
      ['expectText', 1],
    ]);
    expect(bodies('Expected: the Receipt heading is visible')).toEqual([
      { kind: 'expectElement', target: { text: 'Receipt', elementType: 'heading' }, state: 'visible' },
    ]);
  });

  it('never reads an "Expected result:" tail as an action', () => {
    const readings = parseReadings('Expected result: click Close');
    expect(readings.every((b) => b.kind.startsWith('expect'))).toBe(true);
  });
});

describe('web steps as feature files write them', () => {
  it.each<[string, StepBody]>([
    ['When I follow "Archive"', click('Archive')],
    ['And I choose "Yearly"', { kind: 'check', target: { text: 'Yearly' } }],
    [
      'Then I should see "ann@example.org" in the members table',
      { kind: 'expectElement', target: { text: 'ann@example.org', within: { kind: 'section', name: 'members' } }, state: 'visible' },
    ],
    [
      'Then I should see 2 items in the basket',
      { kind: 'expectCount', target: { elementType: 'element', within: { kind: 'section', name: 'basket' }, noun: 'item' }, count: 2 },
    ],
    ['Then the results should contain "Floor lamp"', { kind: 'expectText', text: lit('Floor lamp'), visible: true }],
    ['And the total should be "$7.50"', { kind: 'expectText', text: lit('$7.50'), visible: true }],
    ['When I hover over the "Account" menu', { kind: 'hover', target: { text: 'Account', elementType: 'element' } }],
    ['When I press the up arrow key', { kind: 'press', keys: 'ArrowUp' }],
  ])('%s', (text, expected) => {
    expect(bodies(text)[0]).toEqual(expected);
  });

  it('never takes a subject or a word of the language for a misspelt verb', () => {
    expect(parseReadings('user should be able to see Invoice sent')).toEqual([{ kind: 'expectText', text: lit('Invoice sent'), visible: true }]);
    expect(bodies('I should see Hello on the page')).toEqual([{ kind: 'expectText', text: lit('Hello'), visible: true }]);
  });
});

describe('feature files', () => {
  it('skips Feature:, Scenario:, Examples: and table rows, keeping line numbers', () => {
    const r = parseSteps('Feature: Billing\n  Scenario Outline: pay\n    When I click Pay\n  Examples:\n    | card |\n    Then I should see Paid');
    expect(r.ok && r.steps.map(({ kind, line }) => [kind, line])).toEqual([
      ['click', 3],
      ['expectText', 6],
    ]);
  });
});

describe('several actions in one line', () => {
  it('splits on and, then, commas and periods', () => {
    expect(bodies('Enter grace in Username, enter hunter2 in Password and click Log in. Then I should see Hello grace')).toEqual([
      { kind: 'fill', value: lit('grace'), target: { text: 'Username' } },
      { kind: 'fill', value: lit('hunter2'), target: { text: 'Password' } },
      click('Log in'),
      { kind: 'expectText', text: lit('Hello grace'), visible: true },
    ]);
    expect(bodies('Type shoes into the Search field and press Enter then click Results')).toEqual([
      { kind: 'fill', value: lit('shoes'), target: { text: 'Search', elementType: 'field' } },
      { kind: 'press', keys: 'Enter' },
      click('Results'),
    ]);
    expect(bodies('When I click Add and I click Checkout')).toEqual([click('Add'), click('Checkout')]);
  });
});

describe('lines that cannot be read', () => {
  it('name their line, what was understood, and a suggestion that itself parses', () => {
    const r = parseSteps('click Home\nI frobnicate the widget\nupload Blue');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => [e.line, e.source])).toEqual([
      [2, 'I frobnicate the widget'],
      [3, 'upload Blue'],
    ]);
    expect(r.errors[1].message).toContain('read "upload" but not "Blue"');
    for (const e of r.errors) expect(parseReadings(e.suggestion).length).toBeGreaterThan(0);
  });
});
