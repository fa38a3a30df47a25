/** A reading's target is looked for as the step would act on it, for the item 4 actions too. */
import { describe, expect, it } from 'vitest';
import { targetOf } from './readings.ts';
import type { StepBody } from '../steps/types.ts';

const t = { text: 'Card' };
describe('the purpose a reading is checked with', () => {
  it.each([
    [{ kind: 'rightClick', target: t }, 'click'],
    [{ kind: 'focus', target: t }, 'click'],
    [{ kind: 'drag', target: t, onto: { text: 'Done' } }, 'click'],
    [{ kind: 'pressIn', keys: 'Enter', target: t }, 'fill'],
    [{ kind: 'fillOneTimeCode', credential: 'ops', target: t }, 'fill'],
  ] as [StepBody, string][])('%o', (body, purpose) => {
    expect(targetOf(body)).toMatchObject({ purpose, actionable: true, asPerformed: true });
  });

  it('a bounded count, like an exact one, singles out no element', () => {
    expect(targetOf({ kind: 'expectCountBound', target: t, bound: 'atLeast', count: 2 })).toBeNull();
    expect(targetOf({ kind: 'expectCount', target: t, count: 2 })).toBeNull();
  });
});
