/** The resolver's newer target fields as people write them: nouns, what a control shows, the focused field, rows. */
import { describe, expect, it } from 'vitest';
import { parseReadings, parseStep } from './grammar.ts';
import type { StepBody } from './types.ts';

const lit = (text: string) => ({ type: 'literal', text }) as const;

describe('targets with a noun, a shown value, the focus or a row', () => {
  it.each<[string, StepBody]>([
    ['click the "beta" badge', { kind: 'click', clicks: 1, target: { text: 'beta', noun: 'badge' } }],
    ['the "Invoice" schema should be visible', { kind: 'expectElement', target: { text: 'Invoice', noun: 'schema' }, state: 'visible' }],
    ['choose "EUR" from the dropdown that shows "USD"', { kind: 'select', option: lit('EUR'), target: { elementType: 'dropdown', shows: 'USD' } }],
    ['click the button showing "Draft"', { kind: 'click', clicks: 1, target: { elementType: 'button', shows: 'Draft' } }],
    ['type "1999"', { kind: 'fill', value: lit('1999'), target: { focused: true } }],
    ['type @zip', { kind: 'fill', value: { type: 'parameter', key: 'zip' }, target: { focused: true } }],
    ['write "note" into the currently focused field', { kind: 'fill', value: lit('note'), target: { focused: true, elementType: 'field' } }],
    [
      'enter "7" into the "qty" field of the third row',
      { kind: 'fill', value: lit('7'), target: { text: 'qty', elementType: 'field', rowNumber: 3 } },
    ],
    ['tick the checkbox in the last row', { kind: 'check', target: { elementType: 'checkbox', rowNumber: 'last' } }],
    ['click Edit in row 4', { kind: 'click', clicks: 1, target: { text: 'Edit', rowNumber: 4 } }],
    [
      'click the remove link in the "Carol" row',
      { kind: 'click', clicks: 1, target: { text: 'remove', elementType: 'link', table: { rowContaining: 'Carol' } } },
    ],
  ])('%s', (line, body) => {
    expect(parseReadings(line)[0]).toEqual(body);
  });

  it('an unquoted name ending in a noun is read both ways, the whole name first', () => {
    const readings = parseReadings('click the next arrow');
    expect(readings[0]).toEqual({ kind: 'click', clicks: 1, target: { text: 'next arrow' } });
    expect(readings).toContainEqual({ kind: 'click', clicks: 1, target: { text: 'next', noun: 'arrow' } });
  });

  it('a key name typed with no field is no text to type; other words are', () => {
    expect(parseStep('type "Tab"')).toBeUndefined();
    expect(parseStep('type Escape')).toBeUndefined();
    expect(parseStep('I type hello, world')).toEqual({ kind: 'fill', value: { type: 'literal', text: 'hello, world' }, target: { focused: true } });
  });
});
