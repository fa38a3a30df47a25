/**
 * Queueing runs: a run row starts `pending` and a job naming it goes to the `run` queue; an
 * executor takes it (server/runs/runWorker.ts). Cancelling writes `cancelled`: the executor
 * watching the run stops its process, and a job not yet taken finds the run ended and does nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { collectionRuns, testRuns } from '../db/schema.ts';
import { RUN_QUEUE } from '../jobs/boss.ts';
import type { Jobs } from '../jobs/generationQueue.ts';

export interface RunJobData {
  runId: string;
}

/** Overrides for one run (the contract's RunSettings). */
export interface RunSettings {
  parameter_overrides: Record<string, string>;
  website_url_override?: string;
}

export type TestRunRow = typeof testRuns.$inferSelect;

/** Statuses a run can still leave; the others are final. */
export const ACTIVE_RUN_STATUSES = ['pending', 'scheduled', 'running', 'waiting_for_executor'] as const;

/** Saves a pending run of the test and queues it. */
export async function queueTestRun(
  db: Db,
  jobs: Jobs | undefined,
  run: { testCaseId: string; settings?: RunSettings | null; collectionRunId?: string | null },
): Promise<TestRunRow> {
  const [row] = await db
    .insert(testRuns)
    .values({ testCaseId: run.testCaseId, settings: (run.settings ?? null) as Record<string, unknown> | null, collectionRunId: run.collectionRunId ?? null, status: 'pending' })
    .returning();
  await sendRun(jobs, row);
  return row;
}

/** One group (collection or whole-project run-all) and a pending run per test in it. */
export async function queueCollectionRun(
  db: Db,
  jobs: Jobs | undefined,
  group: { testSuiteId: string; collectionId: string | null; testCaseIds: string[]; settings?: RunSettings | null },
) {
  const [collectionRun] = await db
    .insert(collectionRuns)
    .values({ testSuiteId: group.testSuiteId, collectionId: group.collectionId, settings: (group.settings ?? null) as Record<string, unknown> | null, status: 'pending' })
    .returning();
  const runs: TestRunRow[] = [];
  for (const testCaseId of group.testCaseIds) runs.push(await queueTestRun(db, jobs, { testCaseId, settings: group.settings, collectionRunId: collectionRun.id }));
  return { collectionRun, runs };
}

async function sendRun(jobs: Jobs | undefined, row: TestRunRow) {
  if (!jobs) return;
  await jobs.boss.send(RUN_QUEUE, { runId: row.id } satisfies RunJobData);
  await jobs.updates.publish({ testId: row.testCaseId, runId: row.id, state: row.status });
}

/** Cancels a run that has not ended; answers the run as it now is (unchanged when it had ended). */
export async function cancelTestRun(db: Db, jobs: Jobs | undefined, runId: string): Promise<TestRunRow | undefined> {
  const [cancelled] = await db
    .update(testRuns)
    .set({ status: 'cancelled', finalMessage: 'The run was cancelled.', finishedAt: new Date() })
    .where(and(eq(testRuns.id, runId), inArray(testRuns.status, [...ACTIVE_RUN_STATUSES])))
    .returning();
  if (cancelled) {
    await jobs?.updates.publish({ testId: cancelled.testCaseId, runId: cancelled.id, state: 'cancelled' });
    return cancelled;
  }
  const [current] = await db.select().from(testRuns).where(eq(testRuns.id, runId));
  return current;
}
