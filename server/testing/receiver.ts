/**
 * A real HTTP receiver for alert webhooks on 127.0.0.1: keeps every request it gets and answers
 * as told per path (a list of answers, the last one repeated), 200 "ok" by default.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { path: string; headers: IncomingHttpHeaders; body: string; at: number };
export type Answer = { status: number; body?: string };

export interface Receiver {
  /** http://127.0.0.1:<port> */
  url: string;
  received: Received[];
  /** The answers a path gives, in order; the last one is repeated. */
  answer(path: string, answers: Answer[]): void;
  /** Resolves with the path's requests once it has at least `count`; rejects after `timeoutMs`. */
  waitFor(path: string, count?: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const answers = new Map<string, Answer[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const list = answers.get(path) ?? [{ status: 200, body: 'ok' }];
      const count = received.filter((entry) => entry.path === path).length;
      const answer = list[Math.min(count - 1, list.length - 1)]!;
      response.writeHead(answer.status, { 'content-type': 'text/plain' });
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (path, list) => void answers.set(path, list),
    async waitFor(path, count = 1, timeoutMs = 15_000) {
      const start = Date.now();
      for (;;) {
        const hits = received.filter((entry) => entry.path === path);
        if (hits.length >= count) return hits;
        if (Date.now() - start > timeoutMs) throw new Error(`${path} got ${hits.length} of ${count} requests within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
