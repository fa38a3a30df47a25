import { describe, expect, it } from 'vitest';
import { machines } from '../index';

describe('hand-written tables', () => {
  // Without them a replay checks a machine only against its own graph: a wrong target passes.
  it('every machine has what the user observes per state and what each transition does', () => {
    const without = machines.filter(({ pathModel }) => !pathModel.observations || !pathModel.transitions).map(({ id }) => id);
    expect(without).toEqual([]);
  });
});
