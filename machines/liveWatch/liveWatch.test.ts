import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, setup, type AnyEventObject } from 'xstate';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { generatingNextStep, generationFailed, testId } from '../testCasePage/testCasePage.samples';
import { fakeWatchSocket } from './liveWatch.fakes';
import { RECONNECT_DELAYS_MS, isWatchErrorMessage, liveWatchMachine, watchMessageEvent, type TestCase } from './liveWatch.machine';
import { liveWatchPathModel } from './liveWatch.paths';

describePathModel(liveWatchPathModel);

const message = (type: string, extra: Record<string, unknown> = {}) => JSON.stringify({ type, test_id: testId, ...extra });

/** The watch with a fake socket the test speaks for, and a recorded fetch that the test settles. */
function startWatch() {
  const socket = fakeWatchSocket();
  const started = startRecorded(liveWatchMachine.provide({ actors: { watchSocket: socket.logic } }), {
    input: { testId },
    actors: ['getTestCase'],
    actions: ['reportTest', 'notifyFetchFailed'],
  });
  return { ...started, socket, fetches: () => started.calls.filter(([name]) => name === 'getTestCase').length };
}

describe('liveWatch messages', () => {
  it('recognises a message by the word it contains, whatever else it carries', () => {
    expect(watchMessageEvent(message('TEST_UPDATED', { state: 'running' }))).toEqual({ type: 'watch.testUpdated' });
    expect(watchMessageEvent(message('TEST_NOT_RUNNING', { state: 'completed' }))).toEqual({ type: 'watch.testNotRunning' });
    expect(watchMessageEvent('{"type":"WATCH_TIMED_OUT"}')).toEqual({ type: 'watch.timedOut' });
    expect(watchMessageEvent('TEST_UPDATED')).toEqual({ type: 'watch.testUpdated' });
    expect(watchMessageEvent('{"type":"hello"}')).toBeNull();
    expect(watchMessageEvent('')).toBeNull();
  });

  it('tells error messages apart', () => {
    expect(isWatchErrorMessage('{"type":"error","message":"Invalid token"}')).toBe(true);
    expect(isWatchErrorMessage(message('TEST_UPDATED'))).toBe(false);
    expect(isWatchErrorMessage('not json')).toBe(false);
    expect(isWatchErrorMessage('null')).toBe(false);
  });
});

describe('liveWatch', () => {
  it('opens the socket for the test and refetches the test on TEST_UPDATED, handing it to the parent', () => {
    const { socket, settle, calls, done, snapshot } = startWatch();
    expect(socket.opened).toEqual([{ testId }]);
    expect(calls).toEqual([]);
    socket.serverSends(message('TEST_UPDATED', { state: 'running' }));
    expect(calls).toEqual([['getTestCase', { id: testId }]]);
    settle(doneEvent('getTestCase', generatingNextStep));
    expect(done).toEqual([['reportTest', { test: generatingNextStep }]]);
    expect(snapshot().value).toEqual({ watching: 'listening' });
    expect(socket.isOpen()).toBe(true);
  });

  it('restarts the refetch when a newer update arrives, so the last answer is the newest', () => {
    const { socket, fetches, snapshot } = startWatch();
    socket.serverSends(message('TEST_UPDATED'));
    socket.serverSends(message('TEST_UPDATED'));
    expect(fetches()).toBe(2);
    expect(snapshot().children.getTestCase).toBeDefined();
  });

  it('ignores messages it does not know', () => {
    const { socket, calls, snapshot } = startWatch();
    socket.serverSends('{"type":"hello"}');
    expect(calls).toEqual([]);
    expect(snapshot().value).toEqual({ watching: 'listening' });
  });

  it('on TEST_NOT_RUNNING closes the socket, refetches a last time and ends', () => {
    const { socket, settle, fetches, done, snapshot } = startWatch();
    socket.serverSends(message('TEST_NOT_RUNNING', { state: 'completed' }));
    expect(socket.isOpen()).toBe(false);
    expect(fetches()).toBe(1);
    expect(snapshot().status).toBe('active');
    settle(doneEvent('getTestCase', generationFailed));
    expect(done).toEqual([['reportTest', { test: generationFailed }]]);
    expect(snapshot().status).toBe('done');
  });

  it('drops an in-flight refetch for the last one when the test stops running', () => {
    const { socket, settle, fetches, done, snapshot } = startWatch();
    socket.serverSends(message('TEST_UPDATED'));
    socket.serverSends(message('TEST_NOT_RUNNING'));
    expect(fetches()).toBe(2);
    settle(doneEvent('getTestCase', generationFailed));
    expect(done).toEqual([['reportTest', { test: generationFailed }]]);
    expect(snapshot().value).toBe('finished');
  });

  it('on WATCH_TIMED_OUT re-establishes the watch with a new socket', () => {
    const { socket, calls } = startWatch();
    socket.serverSends('{"type":"WATCH_TIMED_OUT"}');
    expect(socket.opened).toEqual([{ testId }, { testId }]);
    expect(socket.isOpen()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('toasts a failed refetch and keeps listening; a failed last fetch still ends the watch', () => {
    const { socket, settle, done, snapshot } = startWatch();
    socket.serverSends(message('TEST_UPDATED'));
    settle(errorEvent('getTestCase', 'Service Unavailable'));
    expect(done).toEqual([['notifyFetchFailed', { title: 'Some error occurred', text: 'Unable to fetch the test', type: 'error' }]]);
    expect(snapshot().value).toEqual({ watching: 'listening' });
    socket.serverSends(message('TEST_NOT_RUNNING'));
    settle(errorEvent('getTestCase', 'Service Unavailable'));
    expect(done).toHaveLength(2);
    expect(snapshot().status).toBe('done');
  });

  it('reopens a socket that closed (an error message, a dropped connection) after 1 s, 2 s, 5 s, 10 s, then every 30 s', () => {
    const clock = new SimulatedClock();
    const socket = fakeWatchSocket();
    const actor = createActor(
      liveWatchMachine.provide({
        actors: { watchSocket: socket.logic, getTestCase: fromPromise<TestCase, { id: string }>(() => new Promise(() => {})) },
        actions: { reportTest: () => {}, notifyFetchFailed: () => {} },
      }),
      { input: { testId }, clock },
    ).start();
    const waited: number[] = [];
    for (let closing = 0; closing < 6; closing++) {
      if (closing === 0) socket.serverSends('{"type":"error","message":"Invalid token"}');
      else socket.serverCloses();
      expect(actor.getSnapshot().value).toBe('disconnected');
      let elapsed = 0;
      while (!socket.isOpen()) {
        clock.increment(500);
        elapsed += 500;
      }
      waited.push(elapsed);
    }
    expect(waited).toEqual([...RECONNECT_DELAYS_MS, 30_000]);
    // A message from the server means the socket works again: the next closing waits 1 s.
    socket.serverSends('{"type":"WATCH_TIMED_OUT"}');
    socket.serverCloses();
    clock.increment(1000);
    expect(socket.isOpen()).toBe(true);
    expect(socket.opened).toHaveLength(9);
    actor.stop();
  });

  it('hands each fetched test to the machine that invoked it', async () => {
    const socket = fakeWatchSocket();
    const received: AnyEventObject[] = [];
    const parent = setup({
      actors: {
        liveWatch: liveWatchMachine.provide({
          actors: { watchSocket: socket.logic, getTestCase: fromPromise(async () => generatingNextStep) },
          actions: { notifyFetchFailed: () => {} },
        }),
      },
    }).createMachine({
      invoke: { id: 'liveWatch', src: 'liveWatch', input: { testId } },
      on: { '*': { actions: ({ event }) => void received.push(event) } },
    });
    const actor = createActor(parent).start();
    socket.serverSends(message('TEST_UPDATED'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual([{ type: 'watch.testFetched', test: generatingNextStep }]);
    actor.stop();
  });
});
