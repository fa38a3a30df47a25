import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, setup, type AnyEventObject } from 'xstate';
import { base } from '../../../machines/testCasePage/testCasePage.samples';
import type { TestCase } from '../../../machines/testCasePage/testCasePage.machine';
import { generationEndsOn } from './generationEnds';

/** A page stand-in whose test the test sets. */
const pageMachine = createMachine({
  types: {} as { context: { test: TestCase | null }; events: { type: 'set'; test: TestCase } },
  context: { test: null },
  on: { set: { actions: assign(({ event }) => ({ test: event.test })) } },
});

function start(initial: TestCase) {
  const page = createActor(pageMachine).start();
  page.send({ type: 'set', test: initial });
  const received: AnyEventObject[] = [];
  const history = setup({ actors: { generationEnds: generationEndsOn(page) } }).createMachine({
    invoke: { id: 'generationEnds', src: 'generationEnds', input: { testId: base._id } },
    on: { '*': { actions: ({ event }) => void received.push(event) } },
  });
  const actor = createActor(history).start();
  return { page, received, actor };
}

describe('generationEnds', () => {
  it('asks for a reload each time the page’s test stops being generated, and only then', () => {
    const { page, received } = start({ ...base, state: 'completed' });
    page.send({ type: 'set', test: { ...base, state: 'completed', name: 'Renamed' } });
    page.send({ type: 'set', test: { ...base, state: 'pending' } });
    page.send({ type: 'set', test: { ...base, state: 'running' } });
    expect(received).toEqual([]);
    page.send({ type: 'set', test: { ...base, state: 'completed' } });
    expect(received).toEqual([{ type: 'versions.refresh' }]);
    page.send({ type: 'set', test: { ...base, state: 'pending' } });
    page.send({ type: 'set', test: { ...base, state: 'failed' } });
    expect(received).toEqual([{ type: 'versions.refresh' }, { type: 'versions.refresh' }]);
  });

  it('counts a test already being generated when the history starts, and stops watching with it', () => {
    const { page, received, actor } = start({ ...base, state: 'running' });
    page.send({ type: 'set', test: { ...base, state: 'completed' } });
    expect(received).toEqual([{ type: 'versions.refresh' }]);
    actor.stop();
    page.send({ type: 'set', test: { ...base, state: 'running' } });
    page.send({ type: 'set', test: { ...base, state: 'completed' } });
    expect(received).toHaveLength(1);
  });
});
