/**
 * A group's end: once none of a collection run's test runs is still active, its verdict is
 * stored with `finished_at`, exactly once however many processes see its last run end (the
 * write is conditional on `finished_at IS NULL`, and only the process whose write landed goes
 * on), and its alerts are queued (server/alerts/queue.ts).
 *
 * Every place that ends a run of a group calls endCollectionRunIfDone: the executor after a run
 * (server/executors/executor.ts), cancelling (runQueue.ts), a run-all whose tests were none
 * runnable (runQueue.ts), the executor supervisor when it ends runs `aborted` or
 * `executor_not_available`; and the supervisor sweeps groups a crashed process left unended.
 */
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { collectionRuns, testCases, testRuns } from '../db/schema.ts';
import type { Jobs } from '../jobs/generationQueue.ts';
import { ACTIVE_RUN_STATUSES, isActiveRunStatus, type RunStatus } from '../../rules/states.ts';
import { queueGroupAlerts, sendDeliveryJobs } from '../alerts/queue.ts';
import { groupVerdict, type GroupRun } from './verdict.ts';

export { groupVerdict, isFailingVerdict, type GroupRun } from './verdict.ts';

export async function groupRuns(db: Db, collectionRunId: string): Promise<GroupRun[]> {
  return db
    .select({ status: testRuns.status, flaky: testRuns.flaky, quarantined: testCases.quarantined })
    .from(testRuns)
    .innerJoin(testCases, eq(testCases.id, testRuns.testCaseId))
    .where(eq(testRuns.collectionRunId, collectionRunId));
}

/**
 * Ends the group when its last run has ended; answers whether this call ended it. Safe to call
 * any number of times, from any process, for any group (or null: a run of no group).
 */
export async function endCollectionRunIfDone(db: Db, jobs: Jobs | undefined, collectionRunId: string | null | undefined): Promise<boolean> {
  if (!collectionRunId) return false;
  const runs = await groupRuns(db, collectionRunId);
  if (runs.some((run) => isActiveRunStatus(run.status))) return false;
  const verdict = groupVerdict(runs);
  const ended = await db.transaction(async (tx) => {
    // Ended runs never start again, so the runs read above are the group's last word, unless a
    // run was added meanwhile: the condition re-checks in the same statement.
    const [row] = await tx
      .update(collectionRuns)
      .set({ status: verdict, finishedAt: sql`now()` })
      .where(
        and(
          eq(collectionRuns.id, collectionRunId),
          isNull(collectionRuns.finishedAt),
          sql`NOT EXISTS (SELECT 1 FROM ${testRuns} WHERE ${testRuns.collectionRunId} = ${collectionRunId} AND ${inArray(testRuns.status, [...ACTIVE_RUN_STATUSES])})`,
        ),
      )
      .returning();
    if (!row) return null;
    // In the same transaction: a group is never ended without its deliveries recorded.
    const deliveries = await queueGroupAlerts(tx, row, runs, await previousVerdict(tx, row));
    return { row, deliveries };
  });
  if (!ended) return false;
  if (jobs) {
    await sendDeliveryJobs(jobs, ended.deliveries).catch((error: Error) =>
      jobs.log.child({ part: 'alerts' }).error({ err: error, collectionRunId }, 'queueing the alerts of a group failed'),
    );
  }
  return true;
}

/** The verdict of the group of the same collection (or project run-all) that finished before this one; cancelled ones skipped. */
async function previousVerdict(db: Db, group: typeof collectionRuns.$inferSelect): Promise<RunStatus | null> {
  const [previous] = await db
    .select({ status: collectionRuns.status })
    .from(collectionRuns)
    .where(
      and(
        eq(collectionRuns.testSuiteId, group.testSuiteId),
        group.collectionId ? eq(collectionRuns.collectionId, group.collectionId) : isNull(collectionRuns.collectionId),
        ne(collectionRuns.id, group.id),
        isNotNull(collectionRuns.finishedAt),
        ne(collectionRuns.status, 'cancelled'),
      ),
    )
    .orderBy(desc(collectionRuns.finishedAt))
    .limit(1);
  return previous?.status ?? null;
}

/**
 * Groups left unended by a process that died between a run's end and its group's (or older
 * ones): ended by the supervisor. Only recent ones, with no run added for a minute, so that a
 * run-all still inserting its runs is left alone and history from before group ends existed is
 * not alerted about.
 */
export async function endStrandedCollectionRuns(db: Db, jobs: Jobs | undefined): Promise<number> {
  const stranded = await db
    .select({ id: collectionRuns.id })
    .from(collectionRuns)
    .where(
      and(
        isNull(collectionRuns.finishedAt),
        sql`${collectionRuns.createdAt} > now() - interval '1 day'`,
        sql`${collectionRuns.createdAt} < now() - interval '1 minute'`,
        sql`NOT EXISTS (SELECT 1 FROM ${testRuns} WHERE ${testRuns.collectionRunId} = ${collectionRuns.id} AND ${inArray(testRuns.status, [...ACTIVE_RUN_STATUSES])})`,
      ),
    )
    .limit(50);
  let ended = 0;
  for (const group of stranded) if (await endCollectionRunIfDone(db, jobs, group.id)) ended++;
  return ended;
}

/** After a run ended (or was put back in the queue): ends its group if that was the group's last run. Never throws. */
export async function endGroupOfRun(db: Db, jobs: Jobs | undefined, runId: string): Promise<void> {
  try {
    const [run] = await db.select({ collectionRunId: testRuns.collectionRunId }).from(testRuns).where(eq(testRuns.id, runId));
    await endCollectionRunIfDone(db, jobs, run?.collectionRunId);
  } catch (error) {
    jobs?.log.child({ part: 'alerts' }).error({ err: error, runId }, "ending a run's group failed");
  }
}
