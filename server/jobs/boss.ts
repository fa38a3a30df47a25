/**
 * The job queue (pg-boss) on the product's own database: PGlite in-process by default, or
 * PostgreSQL, where every server and executor process shares it.
 */
import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/open.ts';

export const GENERATION_QUEUE = 'generation';
export const RUN_QUEUE = 'run';

export async function startBoss(database: Database): Promise<PgBoss> {
  // Schedules are checked every 10 s (not pg-boss's 30) so that a minute's tick starts its runs promptly.
  const common = { schema: 'pgboss', superviseIntervalSeconds: 10, monitorIntervalSeconds: 30, cronMonitorIntervalSeconds: 10, cronWorkerIntervalSeconds: 2 } as const;
  const boss = database.pglite
    ? new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: database.connectionString ?? undefined, max: 4 });
  // pg-boss reports trouble (a dropped connection, a slow query) as events; without a listener
  // an `error` event would end the process.
  boss.on('error', (error: Error) => console.error('[queue]', error.message));
  await boss.start();
  for (const queue of [GENERATION_QUEUE, RUN_QUEUE]) {
    await boss.createQueue(queue, {
      // A worker that stops heartbeating (its process died) gives the job back to be tried again.
      heartbeatSeconds: 10,
      retryLimit: 1,
      expireInSeconds: 60 * 60,
    }).catch((error: Error) => {
      if (!/already exists/i.test(error.message)) throw error;
    });
  }
  return boss;
}
