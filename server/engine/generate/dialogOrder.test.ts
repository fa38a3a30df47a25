import { describe, expect, it } from 'vitest';
import { parseSteps } from '../steps/parse.ts';
import { planSteps } from './modules.ts';

const plan = (description: string) => {
  const parsed = parseSteps(description);
  if (!parsed.ok) throw new Error(parsed.errors[0].message);
  return planSteps(parsed.steps, [], null).map((step) => step.source);
};

describe('browser dialog answers are set up before the step that opens the dialog', () => {
  it('moves `accept the dialog` written after a click before it', () => {
    expect(plan('click "Delete"\naccept the dialog\nI should see "Deleted"')).toEqual([
      'accept the dialog',
      'click "Delete"',
      'I should see "Deleted"',
    ]);
  });

  it('keeps an answer for the next dialog where it was written', () => {
    expect(plan('accept the next dialog\nclick "Delete"')).toEqual(['accept the next dialog', 'click "Delete"']);
    expect(plan('click "Open"\ndismiss the next alert\nclick "Delete"')).toEqual(['click "Open"', 'dismiss the next alert', 'click "Delete"']);
  });

  it('leaves a dialog step after a step that opens nothing', () => {
    expect(plan('I should see "Items"\naccept the dialog')).toEqual(['I should see "Items"', 'accept the dialog']);
  });

  it("checks a dialog's message after the step that opens it, its answer still set up before", () => {
    expect(plan('click "Delete"\nthe dialog should say "Sure?"\naccept the dialog\nI should see "Deleted"')).toEqual([
      'accept the dialog',
      'click "Delete"',
      'the dialog should say "Sure?"',
      'I should see "Deleted"',
    ]);
    expect(plan('the next dialog should say "Sure?"\naccept the next dialog\nclick "Delete"')).toEqual([
      'accept the next dialog',
      'click "Delete"',
      'the next dialog should say "Sure?"',
    ]);
  });
});
