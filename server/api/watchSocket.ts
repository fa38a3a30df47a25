/**
 * The live watch, /api/ws/{testId} (spec section 4). The client's first message is
 * `{"type":"auth","token":"<access token>"}`; a member of the test's organization then hears
 * `TEST_UPDATED` on every change while the test runs, and `TEST_NOT_RUNNING` once it does not
 * (right away when it is not running, and the socket closes). A watch with no change for the
 * idle limit is told `WATCH_TIMED_OUT` and closed; the client opens a new one.
 *
 * Changes come through database notifications (server/jobs/testUpdates.ts), so the watch works
 * whichever process runs the generation.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { Db } from '../db/open.ts';
import { testCases } from '../db/schema.ts';
import type { TestUpdates } from '../jobs/testUpdates.ts';
import { requireTestCase } from './access.ts';
import { HttpError } from './httpError.ts';
import { isGeneratingState } from '../../rules/states.ts';

export interface WatchOptions {
  db: Db;
  updates: TestUpdates | null;
  idleSeconds: number;
  /** How long a new socket may take to send its auth message. */
  authSeconds?: number;
}

type Message =
  | { type: 'TEST_UPDATED' | 'TEST_NOT_RUNNING'; test_id: string; state: string }
  | { type: 'WATCH_TIMED_OUT' }
  | { type: 'error'; message: string };

export function registerWatchSocket(api: FastifyInstance, options: WatchOptions) {
  api.get('/ws/:testId', { websocket: true }, (socket, request) => {
    const testId = (request.params as { testId: string }).testId;
    const send = (message: Message) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message));
    const fail = (message: string, code: number) => {
      send({ type: 'error', message });
      socket.close(code, message.slice(0, 120));
    };
    let authenticated = false;
    const authTimer = setTimeout(() => fail('Send {"type":"auth","token":…} first.', 4401), (options.authSeconds ?? 10) * 1000);
    socket.on('close', () => clearTimeout(authTimer));
    socket.on('message', (data: Buffer) => {
      if (authenticated) return;
      authenticated = true;
      clearTimeout(authTimer);
      void authenticate(api, options, testId, data.toString())
        .then((state) => watch(socket, options, testId, state, send))
        .catch((error: unknown) => {
          if (error instanceof HttpError) fail(error.message, error.statusCode === 404 ? 4404 : 4401);
          else {
            request.log.error({ err: error }, 'live watch failed');
            fail('The watch could not start.', 1011);
          }
        });
    });
  });
}

async function authenticate(api: FastifyInstance, { db }: WatchOptions, testId: string, raw: string): Promise<string> {
  let message: { type?: unknown; token?: unknown; access_token?: unknown };
  try {
    message = JSON.parse(raw) as typeof message;
  } catch {
    throw new HttpError(401, 'The first message must be {"type":"auth","token":…}.');
  }
  const token = message.token ?? message.access_token;
  if (message.type !== 'auth' || typeof token !== 'string' || token === '')
    throw new HttpError(401, 'The first message must be {"type":"auth","token":…}.');
  const identity = await api.resolveIdentity(`Bearer ${token}`);
  const { testCase } = await requireTestCase(db, identity, testId);
  return testCase.state;
}

function watch(socket: WebSocket, options: WatchOptions, testId: string, state: string, send: (message: Message) => unknown) {
  if (socket.readyState !== socket.OPEN) return;
  const end = (finalState: string) => {
    send({ type: 'TEST_NOT_RUNNING', test_id: testId, state: finalState });
    socket.close(1000, 'The test is not running');
  };
  if (!isGeneratingState(state) || !options.updates) return end(state);
  let idle: NodeJS.Timeout;
  const resetIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      send({ type: 'WATCH_TIMED_OUT' });
      socket.close(1000, 'Watch timed out');
    }, options.idleSeconds * 1000);
  };
  resetIdle();
  const unsubscribe = options.updates.subscribe((update) => {
    // Run updates of the test travel on the same channel; the watch follows its generation only.
    if (update.testId !== testId || update.runId) return;
    resetIdle();
    if (isGeneratingState(update.state)) send({ type: 'TEST_UPDATED', test_id: testId, state: update.state });
    else end(update.state);
  });
  socket.on('close', () => {
    clearTimeout(idle);
    unsubscribe();
  });
  // A change between reading the state and subscribing would otherwise be missed.
  void options.db
    .select({ state: testCases.state })
    .from(testCases)
    .where(eq(testCases.id, testId))
    .then(([row]) => {
      if (row && !isGeneratingState(row.state)) end(row.state);
    });
}
