import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machinePlaces } from './statesOf.ts';

const file = 'machines/confirmDialog/confirmDialog.machine.ts';
const text = readFileSync(file, 'utf8');
const placeOf = machinePlaces(file, text);
/** The 1-based line and column of the first occurrence of `needle`. */
function at(needle: string): [number, number] {
  const index = text.indexOf(needle);
  expect(index, needle).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, index).split('\n');
  return [before.length, before.at(-1)!.length + 1];
}

describe('machinePlaces', () => {
  it('names the innermost state whose config holds a line', () => {
    expect(placeOf(...at("'confirm.settled': { target: 'closed'"))).toBe('state confirming');
    expect(placeOf(...at("'dialog.confirm': { guard: 'isInputValid'"))).toBe('state open');
  });

  it('names the setup entry of an action or guard, and the top level of the config', () => {
    expect(placeOf(...at('declineOther: sendTo('))).toBe('action declineOther');
    expect(placeOf(...at('isInputValid: ({ context })'))).toBe('guard isInputValid');
    expect(placeOf(...at("initial: 'closed'"))).toBe('machine (top level)');
  });

  it('names the top-level helper of a line outside the machine', () => {
    expect(placeOf(...at("if (input.required && value.trim() === '')"))).toBe('helper validateInput');
    expect(placeOf(...at('complete: () => sendBack('))).toBe('helper watchRequester');
  });
});
