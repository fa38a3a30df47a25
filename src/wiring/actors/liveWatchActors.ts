/**
 * The live watch's real actors (machines/liveWatch): the websocket /api/ws/{testId} on the
 * page's own origin (wss: on an https: page) and the test's refetch.
 *
 * Protocol (openapi/api.yaml, "Live watch websocket"): once open, the client sends
 * `{"type": "auth", "token": <access token>}`; each server message is reported through
 * `watchMessageEvent` (TEST_UPDATED, TEST_NOT_RUNNING, WATCH_TIMED_OUT). An error, a socket error
 * or an `{"type": "error"}` message, closes the socket; a closing the machine did not ask for is
 * reported as `watch.closed`, so it can open a new one.
 */
import { fromCallback, fromPromise, type AnyActorLogic } from 'xstate';
import { isWatchErrorMessage, watchMessageEvent, type LiveWatchEvent, type TestCase } from '../../../machines/liveWatch/liveWatch.machine';
import { getTestCase } from '../../api/testCases';
import { currentAccessToken } from '../../session/session';

/** `ws://host/api/ws/{testId}`, or `wss://` when the page is served over https. */
export function watchSocketAddress(location: Pick<Location, 'protocol' | 'host'>, testId: string): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws/${encodeURIComponent(testId)}`;
}

/** The part of the browser's WebSocket the actor uses (tests pass a fake). */
export interface WatchSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'message' | 'error' | 'close', listener: (event: { data?: unknown }) => void): void;
}

export interface WatchSocketOptions {
  open: (address: string) => WatchSocket;
  /** The page's address, read when a socket opens. */
  location: () => Pick<Location, 'protocol' | 'host'>;
  accessToken: () => Promise<string | null>;
}

const OPEN = 1;

export function createWatchSocket({ open, location, accessToken }: WatchSocketOptions) {
  return fromCallback<LiveWatchEvent, { testId: string }>(({ input, sendBack }) => {
    const socket = open(watchSocketAddress(location(), input.testId));
    let stopped = false;
    socket.addEventListener('open', () => {
      void accessToken().then((token) => {
        // The watch may have stopped, or the socket closed, while the token was read.
        if (!stopped && socket.readyState === OPEN) socket.send(JSON.stringify({ type: 'auth', token: token ?? '' }));
      });
    });
    socket.addEventListener('message', ({ data }) => {
      const text = typeof data === 'string' ? data : '';
      if (isWatchErrorMessage(text)) return socket.close();
      const event = watchMessageEvent(text);
      if (event) sendBack(event);
    });
    socket.addEventListener('error', () => socket.close());
    socket.addEventListener('close', () => {
      if (!stopped) sendBack({ type: 'watch.closed' });
    });
    return () => {
      stopped = true;
      socket.close();
    };
  });
}

export const liveWatchActors = {
  watchSocket: createWatchSocket({ open: (address) => new WebSocket(address), location: () => window.location, accessToken: currentAccessToken }),
  getTestCase: fromPromise<TestCase, { id: string }>(({ input }) => getTestCase(input.id)),
} satisfies Record<string, AnyActorLogic>;
