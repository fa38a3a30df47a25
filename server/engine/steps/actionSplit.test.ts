/** The item 4 actions as people chain them: each starts a step of its own, and reads one way only. */
import { describe, expect, it } from 'vitest';
import { parseReadings } from './grammar.ts';
import { parseSteps } from './parse.ts';
import { splitLine } from './tokens.ts';

describe('an action verb after "and" or a comma starts a step', () => {
  it.each([
    ['click Remove and accept the dialog', ['click Remove', 'accept the dialog']],
    ['press the "Close" button and dismiss the alert', ['press the "Close" button', 'dismiss the alert']],
    ['click "Open report", and switch to the new tab', ['click "Open report"', 'switch to the new tab']],
    ['scroll down and right-click the "Invoice" row', ['scroll down', 'right-click the "Invoice" row']],
    ['save the form and go back', ['save the form', 'go back']],
    ['open /shop and search for "lamp"', ['open /shop', 'search for "lamp"']],
    ['click Archive, then focus the "Note" field', ['click Archive', 'focus the "Note" field']],
  ])('%s', (line, parts) => {
    expect(splitLine(line)).toEqual(parts);
  });

  it('reads both steps of a click followed by accepting the dialog', () => {
    const parsed = parseSteps('click "Empty trash" and accept the dialog');
    expect(parsed.ok && parsed.steps.map((s) => s.kind)).toEqual(['click', 'dialog']);
  });
});

describe('a line an action rule reads has no generic readings beside it', () => {
  it.each(['enter the one-time code of admin into Code', 'type the one-time code for ops into the Token field', 'right-click the Invoice row'])(
    '%s',
    (line) => {
      const readings = parseReadings(line);
      expect(readings.length).toBeGreaterThan(0);
      // every reading is the action rule's (its unquoted names may still end in several places)
      expect(new Set(readings.map((r) => r.kind)).size).toBe(1);
      expect(readings[0].kind).not.toBe('fill');
    },
  );
});
