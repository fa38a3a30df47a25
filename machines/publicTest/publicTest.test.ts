import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { doneEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { CAROUSEL_INTERVAL_MS, publicTestMachine } from './publicTest.machine';
import { publicTestPathModel } from './publicTest.paths';
import { apiError, generatedPublicTest, ungeneratedPublicTest } from './publicTest.samples';
import {
  selectCanCopyScript,
  selectError,
  selectIsLoading,
  selectIsNotFound,
  selectScript,
  selectSlide,
  selectSteps,
  selectTitle,
  selectViewerScreenshot,
  stateLabel,
} from './publicTest.selectors';

describePathModel(publicTestPathModel);

function startPublicTest(id = 'checkout-flow-test') {
  const calls: unknown[] = [];
  const copied: unknown[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    publicTestMachine.provide({
      actors: {
        getPublicTestCase: fromPromise(({ input }) => {
          calls.push(input);
          return new Promise(() => {});
        }),
      },
      actions: { copyScript: (_, params) => void copied.push(params) },
    }),
    { input: { id }, clock },
  ).start();
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  const fail = (error: unknown) => settle({ type: 'xstate.error.actor.getPublicTestCase', error });
  return { actor, settle, fail, clock, calls, copied, snapshot: () => actor.getSnapshot() };
}

describe('publicTest', () => {
  it('loads the test named by the address and shows its steps in step order', () => {
    const { settle, calls, snapshot } = startPublicTest();
    expect(calls).toEqual([{ id: 'checkout-flow-test' }]);
    expect(selectIsLoading(snapshot())).toBe(true);
    settle(doneEvent('getPublicTestCase', generatedPublicTest));
    expect(snapshot().value).toEqual({ loaded: { viewer: 'closed' } });
    expect(selectTitle(snapshot())).toBe('Checkout as a guest');
    expect(selectSteps(snapshot()).map((step) => [step.step, step.screenshotIndex])).toEqual([
      [0, 0],
      [1, 1],
      [2, null],
    ]);
  });

  it('falls back to the name when the test has no title', () => {
    const { settle, snapshot } = startPublicTest();
    settle(doneEvent('getPublicTestCase', ungeneratedPublicTest));
    expect(selectTitle(snapshot())).toBe('newsletter');
    expect(selectSteps(snapshot())).toEqual([]);
    expect(selectSlide(snapshot())).toBeNull();
  });

  it('says the test is not public on a 404, and offers Retry on any other failure', () => {
    const notFound = startPublicTest();
    notFound.fail(apiError(404, 'Test case not found'));
    expect(selectIsNotFound(notFound.snapshot())).toBe(true);

    const failed = startPublicTest();
    failed.fail(apiError(500, 'Internal Server Error'));
    expect(failed.snapshot().value).toBe('failed');
    expect(selectError(failed.snapshot())).toBe('Internal Server Error');
    failed.actor.send({ type: 'load.retry' });
    expect(failed.snapshot().value).toBe('loading');
    expect(selectError(failed.snapshot())).toBeNull();
    expect(failed.calls).toHaveLength(2);
  });

  it('treats a network failure (no status) as a failure, not as not found', () => {
    const { fail, snapshot } = startPublicTest();
    fail(new TypeError('Failed to fetch'));
    expect(snapshot().value).toBe('failed');
  });

  it('plays the slideshow every 750 ms while the viewer is closed, and pauses it while open', () => {
    const { actor, settle, clock, snapshot } = startPublicTest();
    settle(doneEvent('getPublicTestCase', generatedPublicTest));
    expect(selectSlide(snapshot())).toEqual({ index: 0, key: 'shots/checkout-0.png', count: 2 });
    clock.increment(CAROUSEL_INTERVAL_MS - 1);
    expect(selectSlide(snapshot())?.index).toBe(0);
    clock.increment(1);
    expect(selectSlide(snapshot())?.index).toBe(1);
    clock.increment(CAROUSEL_INTERVAL_MS);
    expect(selectSlide(snapshot())?.index).toBe(0);
    actor.send({ type: 'screenshot.open', index: 1 });
    clock.increment(CAROUSEL_INTERVAL_MS * 3);
    expect(selectSlide(snapshot())?.index).toBe(0);
  });

  it('opens a screenshot in the viewer and closes it', () => {
    const { actor, settle, snapshot } = startPublicTest();
    settle(doneEvent('getPublicTestCase', generatedPublicTest));
    actor.send({ type: 'screenshot.open', index: 7 });
    expect(selectViewerScreenshot(snapshot())).toBeNull();
    actor.send({ type: 'screenshot.open', index: 1 });
    expect(snapshot().value).toEqual({ loaded: { viewer: 'open' } });
    expect(selectViewerScreenshot(snapshot())).toEqual({ index: 1, key: 'shots/checkout-1.png' });
    actor.send({ type: 'viewer.close' });
    expect(selectViewerScreenshot(snapshot())).toBeNull();
    expect(snapshot().context.viewerIndex).toBeNull();
  });

  it('copies the final script, and only when there is one', () => {
    const generated = startPublicTest();
    generated.settle(doneEvent('getPublicTestCase', generatedPublicTest));
    expect(selectCanCopyScript(generated.snapshot())).toBe(true);
    generated.actor.send({ type: 'script.copy' });
    expect(generated.copied).toEqual([{ script: selectScript(generated.snapshot()) }]);

    const ungenerated = startPublicTest();
    ungenerated.settle(doneEvent('getPublicTestCase', ungeneratedPublicTest));
    expect(selectScript(ungenerated.snapshot())).toBeNull();
    expect(selectCanCopyScript(ungenerated.snapshot())).toBe(false);
    ungenerated.actor.send({ type: 'script.copy' });
    expect(ungenerated.copied).toEqual([]);
  });

  it('labels states in words', () => {
    expect(stateLabel('waiting_for_executor')).toBe('Waiting for executor');
    expect(stateLabel('completed')).toBe('Completed');
    expect(stateLabel(null)).toBe('Unknown');
  });
});
