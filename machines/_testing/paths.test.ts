/**
 * The helpers' own test, on a small machine with everything the real ones use: an eventless
 * start, an invoke with done and error, a named delay and a guard.
 */
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { coverageReport, formatTransition } from './coverage';
import { describePathModel } from './pathTests';
import { toDottedValue } from './describe';
import { doneEvent, errorEvent, modelPaths, neverSettles, replayPath, type PathModel } from './paths';

const machine = setup({
  types: {
    context: {} as { count: number; error: string | null },
    events: {} as { type: 'load' } | { type: 'reset' },
    input: {} as { count: number },
  },
  actors: {
    fetchCount: fromPromise<number>(async () => {
      throw new Error('fetchCount not provided');
    }),
  },
  actions: {
    setCount: assign((_, params: { count: number }) => ({ count: params.count })),
    setError: assign({ error: 'failed' }),
  },
  guards: { hasCount: ({ context }) => context.count > 0 },
  delays: { settleDelay: 300 },
}).createMachine({
  id: 'sample',
  context: ({ input }) => ({ count: input.count, error: null }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'hasCount', target: 'shown' }, { target: 'idle' }] },
    idle: { on: { load: 'loading' } },
    loading: {
      invoke: {
        id: 'fetchCount',
        src: 'fetchCount',
        onDone: { target: 'settling', actions: { type: 'setCount', params: ({ event }) => ({ count: event.output }) } },
        onError: { target: 'idle', actions: 'setError' },
      },
    },
    settling: { after: { settleDelay: 'shown' } },
    shown: { on: { reset: 'idle' } },
  },
});

const model: PathModel<typeof machine> = {
  machine,
  inputs: [{ count: 0 }, { count: 2 }],
  implementations: { actors: { fetchCount: neverSettles<number>() } },
  events: () => [{ type: 'load' }, { type: 'reset' }, doneEvent('fetchCount', 5), errorEvent('fetchCount', 'offline')],
};

describePathModel(model);

describe('path helpers', () => {
  it('reach timers by advancing the clock, and count eventless transitions as walked', () => {
    const path = modelPaths(model).find((p) => p.description === 'load → fetchCount done → after settleDelay ⇒ shown');
    expect(path).toBeDefined();
    const { walked } = replayPath(model, path!);
    expect(walked).toContain('sample.starting#always1');
    expect(walked).toContain('sample.settling#0');
  });

  it('fail a replay whose actor strays from the graph', () => {
    // A cast: `assign` infers its own loose types outside setup().
    const straying = { ...model, implementations: { ...model.implementations, actions: { setCount: assign({ count: 1 }) } } as never };
    const path = modelPaths(model).find((p) => p.description.endsWith('fetchCount done ⇒ settling'))!;
    expect(() => replayPath(straying, path)).toThrow(/expected settling \{"count":5,"error":null\}\n {2}but the actor reached settling \{"count":1/);
  });

  it('report the transitions no path walks', () => {
    const withoutErrors = { ...model, inputs: [{ count: 0 }], events: () => [{ type: 'load' as const }, doneEvent('fetchCount', 5)] };
    const report = coverageReport(withoutErrors);
    expect(report.uncovered.map(formatTransition)).toEqual([
      'starting --always [hasCount]--> shown',
      'loading --fetchCount error--> idle',
      'shown --reset--> idle',
    ]);
  });

  it('write nested state values with dots', () => {
    expect(toDottedValue({ open: { creating: 'editing' } })).toBe('open.creating.editing');
    expect(toDottedValue('closed')).toBe('closed');
  });
});
