/** No description, however odd, makes the parser throw: it parses or names each bad step with a suggestion. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSteps } from './parse.ts';

/** Characters the tokenizer and splitter treat specially, so random text hits their edges often. */
const SPECIAL = [
  '"',
  "'",
  '“',
  '”',
  '‘',
  '’',
  '`',
  '@',
  '{',
  '}',
  '{{',
  '}}',
  ',',
  ';',
  ':',
  '.',
  ' ',
  '\n',
  '\t',
  '#',
  '//',
  '-',
  '1.',
  'and',
  'then',
  'click',
  'near',
  'next to',
  'the',
  'a',
];
const piece = fc.oneof(fc.constantFrom(...SPECIAL), fc.string({ unit: 'grapheme', maxLength: 6 }), fc.string({ unit: 'binary', maxLength: 4 }));
const description = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(piece, { maxLength: 30 }).map((parts) => parts.join('')),
  fc.array(piece, { maxLength: 8 }).map((parts) => `click ${parts.join(' ')}`),
);

function checkNeverThrows(text: string): void {
  const result = parseSteps(text);
  if (result.ok) return;
  expect(result.errors.length).toBeGreaterThan(0);
  for (const error of result.errors) {
    expect(error.suggestion.length).toBeGreaterThan(0);
    expect(error.message).toContain('Did you mean:');
  }
}

describe('parseSteps on arbitrary text', () => {
  it.each([["'a"], ['‘a'], ["click 'Buy"], ['“a'], ["'"], ["a '"], ['click "a\' b']])('%s gets a suggestion', (text) => {
    const result = parseSteps(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0].suggestion).not.toBe('');
  });

  it('never throws and names a suggestion for each bad step', () => {
    fc.assert(fc.property(description, checkNeverThrows), { numRuns: 1500 });
  });

  it('handles a very long line', () => {
    const long = `click "${'x'.repeat(20_000)}" then ${"'a ".repeat(2_000)}`;
    const started = performance.now();
    checkNeverThrows(long);
    checkNeverThrows("'".repeat(5_000));
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
