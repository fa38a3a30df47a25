/**
 * "This test changed" notices, fanned out through the database (LISTEN/NOTIFY) so that a live
 * watch on one server instance hears a generation that runs in another process. On PGlite
 * (one process) the same channel works in-process.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/open.ts';

const CHANNEL = 'cj_test_updates';

export interface TestUpdate {
  testId: string;
  /** The test's generation state, or with `runId` the status of one of its runs. */
  state: string;
  runId?: string;
}

export type TestUpdateListener = (update: TestUpdate) => void;

export interface TestUpdates {
  publish(update: TestUpdate): Promise<void>;
  /** Answers the function that stops listening. */
  subscribe(listener: TestUpdateListener): () => void;
  close(): Promise<void>;
}

export async function startTestUpdates(database: Database): Promise<TestUpdates> {
  const listeners = new Set<TestUpdateListener>();
  const deliver = (payload: string) => {
    let update: TestUpdate;
    try {
      update = JSON.parse(payload) as TestUpdate;
    } catch {
      return;
    }
    for (const listener of listeners) listener(update);
  };
  const stopListening = database.pglite
    ? await database.pglite.listen(CHANNEL, deliver)
    : await listenOnPostgres(database.connectionString ?? '', deliver);
  return {
    async publish(update) {
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(update)})`);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await stopListening();
    },
  };
}

/** A dedicated connection for LISTEN (a pool would hand it back), reconnecting after a drop. */
async function listenOnPostgres(connectionString: string, deliver: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => message.payload && deliver(message.payload));
    next.on('error', () => {
      if (closed) return;
      client = null;
      setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => {});
  };
}
