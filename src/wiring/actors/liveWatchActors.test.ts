import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type AnyEventObject } from 'xstate';
import { createWatchSocket, watchSocketAddress, type WatchSocket } from './liveWatchActors';

/** A browser WebSocket stand-in: the test opens, speaks for the server and closes it. */
class FakeSocket implements WatchSocket {
  readyState = 0;
  sent: string[] = [];
  closes = 0;
  private listeners = new Map<string, Array<(event: { data?: unknown }) => void>>();
  readonly address: string;
  constructor(address: string) {
    this.address = address;
  }
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closes++;
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.fire('close');
  }
  fire(type: string, data?: unknown) {
    if (type === 'open') this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

function startSocket(token: string | null = 'token-1') {
  const sockets: FakeSocket[] = [];
  const received: AnyEventObject[] = [];
  const logic = createWatchSocket({
    open: (address) => {
      const socket = new FakeSocket(address);
      sockets.push(socket);
      return socket;
    },
    location: () => ({ protocol: 'https:', host: 'cj.example:8443' }),
    accessToken: async () => token,
  });
  const parent = createMachine({
    invoke: { id: 'watchSocket', src: logic, input: { testId: 'test 1' } },
    on: { '*': { actions: ({ event }) => void received.push(event) } },
  });
  const actor = createActor(parent).start();
  return { actor, socket: sockets[0]!, received };
}

describe('watchSocketAddress', () => {
  it('uses ws: on http pages and wss: on https pages, on the same host', () => {
    expect(watchSocketAddress({ protocol: 'http:', host: 'localhost:3000' }, 'abc')).toBe('ws://localhost:3000/api/ws/abc');
    expect(watchSocketAddress({ protocol: 'https:', host: 'cj.example' }, 'a/b')).toBe('wss://cj.example/api/ws/a%2Fb');
  });
});

describe('watchSocket', () => {
  it('opens the address and sends the auth message with the access token once open', async () => {
    const { socket } = startSocket();
    expect(socket.address).toBe('wss://cj.example:8443/api/ws/test%201');
    expect(socket.sent).toEqual([]);
    socket.fire('open');
    await vi.waitFor(() => expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token: 'token-1' })]));
  });

  it('reports the server messages by the word they contain, and ignores others', () => {
    const { socket, received } = startSocket();
    socket.fire('open');
    socket.fire('message', JSON.stringify({ type: 'TEST_UPDATED', test_id: 'test 1', state: 'running' }));
    socket.fire('message', JSON.stringify({ type: 'hello' }));
    socket.fire('message', JSON.stringify({ type: 'WATCH_TIMED_OUT' }));
    socket.fire('message', JSON.stringify({ type: 'TEST_NOT_RUNNING', test_id: 'test 1', state: 'completed' }));
    expect(received).toEqual([{ type: 'watch.testUpdated' }, { type: 'watch.timedOut' }, { type: 'watch.testNotRunning' }]);
  });

  it('closes the socket on an error message or a socket error, and reports the closing', () => {
    const first = startSocket();
    first.socket.fire('open');
    first.socket.fire('message', JSON.stringify({ type: 'error', message: 'Invalid token' }));
    expect(first.socket.closes).toBe(1);
    expect(first.received).toEqual([{ type: 'watch.closed' }]);
    const second = startSocket();
    second.socket.fire('error');
    expect(second.socket.closes).toBe(1);
    expect(second.received).toEqual([{ type: 'watch.closed' }]);
  });

  it('closes the socket when the watch stops, without reporting it, and sends no late auth', async () => {
    const { actor, socket, received } = startSocket();
    socket.fire('open');
    actor.stop();
    expect(socket.closes).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(socket.sent).toEqual([]);
    expect(received).toEqual([]);
  });

  it('sends an empty token when signed out (the server refuses it and closes)', async () => {
    const { socket } = startSocket(null);
    socket.fire('open');
    await vi.waitFor(() => expect(socket.sent).toEqual([JSON.stringify({ type: 'auth', token: '' })]));
  });
});
