import { describe, expect, it } from 'vitest';
import { summarizeRunStatus } from './runs.ts';

describe('a collection run sums up its runs', () => {
  it('is running while any run is running, whatever the others did', () => {
    expect(summarizeRunStatus(['passed', 'running', 'failed'], 'pending')).toBe('running');
    expect(summarizeRunStatus(['passed', 'pending'], 'pending')).toBe('running');
    expect(summarizeRunStatus(['waiting_for_executor'], 'pending')).toBe('waiting_for_executor');
  });
  it('fails when any run failed and passes only when all passed', () => {
    expect(summarizeRunStatus(['passed', 'failed'], 'pending')).toBe('failed');
    expect(summarizeRunStatus(['passed', 'passed'], 'pending')).toBe('passed');
  });
  it('keeps a shared status, and its own when it has no runs', () => {
    expect(summarizeRunStatus(['cancelled', 'cancelled'], 'pending')).toBe('cancelled');
    expect(summarizeRunStatus([], 'not_runnable')).toBe('not_runnable');
  });
});
