/**
 * The job queue (pg-boss) on the product's own database: PGlite in-process by default, or
 * PostgreSQL, where every server and executor process shares it.
 */
import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../db/open.ts';
import type { Logger } from '../logging.ts';
import { moveLegacyJobs } from './legacyQueues.ts';

/**
 * One queue for everything an executor does (generations and runs), so that an executor's
 * slots are shared by both kinds: EXECUTOR_SLOTS jobs at once, whatever their kind.
 */
export const EXECUTOR_QUEUE = 'executor';

/**
 * Alert deliveries (server/alerts): one job per attempt. The worker schedules the retries of an
 * unanswered delivery itself (with ALERT_* settings); pg-boss's own retries only cover a worker
 * that died or failed mid-attempt.
 */
export const ALERT_QUEUE = 'alerts';

/** pg-boss hands out higher priorities first: a job taken back from a lost executor has waited its turn already. */
export const retryPriority = (attempt = 1) => ({ priority: attempt > 1 ? 1 : 0 });

export async function startBoss(database: Database, log: Logger): Promise<PgBoss> {
  // Schedules are checked every 10 s (not pg-boss's 30) so that a minute's tick starts its runs promptly.
  const common = {
    schema: 'pgboss',
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 30,
    cronMonitorIntervalSeconds: 10,
    cronWorkerIntervalSeconds: 2,
  } as const;
  const boss = database.pglite
    ? new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: database.connectionString ?? undefined, max: 4 });
  // pg-boss reports trouble (a dropped connection, a slow query) as events; without a listener
  // an `error` event would end the process.
  const queueLog = log.child({ part: 'queue' });
  boss.on('error', (error: Error) => queueLog.error({ err: error }, 'the queue reported an error'));
  await boss.start();
  await boss
    .createQueue(EXECUTOR_QUEUE, {
      // Retries are the executor supervisor's (server/executors/supervisor.ts): it knows which
      // executor died holding what, and gives each job one more attempt or ends it `aborted`.
      retryLimit: 0,
      heartbeatSeconds: 10,
      expireInSeconds: 60 * 60,
    })
    .catch((error: Error) => {
      if (!/already exists/i.test(error.message)) throw error;
    });
  await boss.createQueue(ALERT_QUEUE, { retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 5 * 60 }).catch((error: Error) => {
    if (!/already exists/i.test(error.message)) throw error;
  });
  await moveLegacyJobs(boss, queueLog);
  return boss;
}
