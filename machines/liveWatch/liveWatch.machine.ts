/**
 * The live watch of a test in a running state (spec section 4, "Live watch"; the protocol is in
 * openapi/api.yaml, "Live watch websocket").
 *
 * The socket is the `watchSocket` callback actor: it opens `/api/ws/{testId}`, sends
 * `{"type": "auth", "token": …}` once open, and reports each server message as an event
 * (`watchMessageEvent`). A message containing TEST_UPDATED refetches the test; one containing
 * TEST_NOT_RUNNING refetches it a last time and ends the watch; one containing WATCH_TIMED_OUT
 * re-establishes the watch (a new socket, a new auth). On a socket error the socket closes; a
 * socket that closed without TEST_NOT_RUNNING is opened again after a growing delay.
 *
 * Every fetched test goes to the parent as `watch.testFetched` (action `reportTest`), so the
 * page that invoked the watch shows it; the parent decides when to stop watching by stopping
 * this actor (leaving the test, the test ending).
 */
import { assign, fromCallback, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ToastParams } from '../_shared/authErrors';
import { providedActor, providedAction } from '../_shared/provided';

export type TestCase = components['schemas']['TestCase'];

export interface LiveWatchInput {
  testId: string;
}

export interface LiveWatchContext {
  testId: string;
  /**
   * Sockets that closed in a row without a message in between; picks the reconnect delay.
   * Capped at the number of delays, so it stays small.
   */
  reconnects: number;
}

/** What the socket reports: the server's messages, and its closing. */
export type WatchSocketEvent =
  | { type: 'watch.testUpdated' }
  | { type: 'watch.testNotRunning' }
  | { type: 'watch.timedOut' }
  /** The socket closed (after an error, an error message, the server going away). */
  | { type: 'watch.closed' };

export type LiveWatchEvent = WatchSocketEvent;

/** What the watch sends its parent: the test as just fetched. */
export type LiveWatchParentEvent = { type: 'watch.testFetched'; test: TestCase };

/** Waits before opening a closed socket again: 1 s, then 2 s, 5 s, 10 s, and 30 s from then on. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

/**
 * The event a server message stands for, or null for one to ignore. The spec recognises a
 * message by whether its text contains the word, so the server may add fields.
 */
export function watchMessageEvent(text: string): WatchSocketEvent | null {
  if (text.includes('TEST_NOT_RUNNING')) return { type: 'watch.testNotRunning' };
  if (text.includes('TEST_UPDATED')) return { type: 'watch.testUpdated' };
  if (text.includes('WATCH_TIMED_OUT')) return { type: 'watch.timedOut' };
  return null;
}

/** A `{"type": "error", …}` message: the server refused or failed, and the client closes the socket. */
export function isWatchErrorMessage(text: string): boolean {
  try {
    const message: unknown = JSON.parse(text);
    return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'error';
  } catch {
    return false;
  }
}

const fetchFailed: ToastParams = { title: 'Some error occurred', text: 'Unable to fetch the test', type: 'error' };

export const liveWatchMachine = setup({
  types: {
    input: {} as LiveWatchInput,
    context: {} as LiveWatchContext,
    events: {} as LiveWatchEvent,
    children: {} as { watchSocket: 'watchSocket'; getTestCase: 'getTestCase' },
  },
  actors: {
    /** The websocket /api/ws/{testId}: sends the auth message, reports messages and the closing. */
    watchSocket: fromCallback<LiveWatchEvent, { testId: string }>(() => {
      throw new Error('watchSocket not provided');
    }),
    /** GET /api/test-case/{id} (operation getTestCase). */
    getTestCase: providedActor<TestCase, { id: string }>('getTestCase'),
  },
  actions: {
    // A plain action rather than `sendParent`: the graph of the path tests resolves built-in
    // actions without a parent (and would fail), while it never runs plain ones. Without a
    // parent (a watch started on its own) the test has nowhere to go.
    reportTest: ({ self }, params: { test: TestCase }) => {
      const event: LiveWatchParentEvent = { type: 'watch.testFetched', test: params.test };
      self._parent?.send(event);
    },
    countReconnect: assign(({ context }) => ({ reconnects: Math.min(context.reconnects + 1, RECONNECT_DELAYS_MS.length) })),
    resetReconnects: assign({ reconnects: 0 }),
    notifyFetchFailed: providedAction<ToastParams>('notifyFetchFailed'),
  },
  delays: {
    reconnectDelay: ({ context }) => RECONNECT_DELAYS_MS[Math.max(0, context.reconnects - 1)]!,
  },
}).createMachine({
  id: 'liveWatch',
  context: ({ input }) => ({ testId: input.testId, reconnects: 0 }),
  initial: 'watching',
  states: {
    // The socket lives as long as this state: re-entering it opens a new one (and sends auth).
    watching: {
      invoke: { id: 'watchSocket', src: 'watchSocket', input: ({ context }) => ({ testId: context.testId }) },
      initial: 'listening',
      on: {
        'watch.timedOut': { target: 'watching', reenter: true, actions: 'resetReconnects' },
        'watch.testNotRunning': { target: 'finishing', actions: 'resetReconnects' },
        'watch.closed': { target: 'disconnected', actions: 'countReconnect' },
      },
      states: {
        listening: {
          on: { 'watch.testUpdated': { target: 'refetching', actions: 'resetReconnects' } },
        },
        refetching: {
          // A newer update restarts the fetch, so the last answer shown is never older than the last message.
          on: { 'watch.testUpdated': { target: 'refetching', reenter: true } },
          invoke: {
            id: 'getTestCase',
            src: 'getTestCase',
            input: ({ context }) => ({ id: context.testId }),
            onDone: { target: 'listening', actions: { type: 'reportTest', params: ({ event }) => ({ test: event.output }) } },
            onError: { target: 'listening', actions: { type: 'notifyFetchFailed', params: fetchFailed } },
          },
        },
      },
    },
    // The test is no longer running: one last fetch shows how it ended, then the watch is over.
    finishing: {
      invoke: {
        id: 'getTestCase',
        src: 'getTestCase',
        input: ({ context }) => ({ id: context.testId }),
        onDone: { target: 'finished', actions: { type: 'reportTest', params: ({ event }) => ({ test: event.output }) } },
        onError: { target: 'finished', actions: { type: 'notifyFetchFailed', params: fetchFailed } },
      },
    },
    // The socket closed without the test ending (an error, a restarting server): try again later.
    disconnected: {
      after: { reconnectDelay: 'watching' },
    },
    finished: { type: 'final' },
  },
});
