/**
 * Queueing runs: a run row starts `pending` and a job naming it goes to the `run` queue; an
 * executor takes it (server/runs/runWorker.ts). Cancelling writes `cancelled`: the executor
 * watching the run stops its process, and a job not yet taken finds the run ended and does nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { components } from '../../openapi/schema';
import type { Db } from '../db/open.ts';
import { collectionRuns, testCases, testRuns, testSuites } from '../db/schema.ts';
import { EXECUTOR_QUEUE, retryPriority } from '../jobs/boss.ts';
import type { Jobs } from '../jobs/generationQueue.ts';
import { collectionRetries } from '../../rules/runRetries.ts';
import { ACTIVE_RUN_STATUSES, isRunnableState } from '../../rules/states.ts';
import { endCollectionRunIfDone } from './collectionEnd.ts';

export interface RunJobData {
  runId: string;
  /** 1 (or absent) for the first try; 2 when its executor died and it is taken again. */
  attempt?: number;
}

/** Overrides for one run. */
export type RunSettings = components['schemas']['RunSettings'];

/** The environment a run is made against, recorded with its name at queue time. */
export type RunEnvironmentChoice = { id: string; name: string } | null;

const environmentColumns = (environment: RunEnvironmentChoice | undefined) =>
  environment ? { environmentId: environment.id, environmentName: environment.name } : {};

export type TestRunRow = typeof testRuns.$inferSelect;

/** Queued and not yet taken by an executor. */
export const QUEUED_RUN_STATUSES = ['pending', 'waiting_for_executor'] as const;

export const NOT_RUNNABLE_MESSAGE = 'The test has no generated script to run yet: generate it first.';

/** Whether a test can be run now: a runnable state and a final script. */
export function isRunnable(test: { state: string; finalScript: string | null }): boolean {
  return isRunnableState(test.state) && !!test.finalScript;
}

/** A run's retries: its own settings' when they say, else the fallback (the caller's, or the project's for collection runs). */
const retriesOf = (settings: RunSettings | null | undefined, fallback: number) => settings?.retries ?? fallback;

/** Saves a pending run of the test and queues it. */
export async function queueTestRun(
  db: Db,
  jobs: Jobs | undefined,
  run: {
    testCaseId: string;
    settings?: RunSettings | null;
    collectionRunId?: string | null;
    retries?: number;
    environment?: RunEnvironmentChoice;
  },
): Promise<TestRunRow> {
  const retries = retriesOf(run.settings, run.retries ?? 0);
  const [row] = await db
    .insert(testRuns)
    .values({
      testCaseId: run.testCaseId,
      settings: run.settings ?? null,
      collectionRunId: run.collectionRunId ?? null,
      status: 'pending',
      retries,
      ...environmentColumns(run.environment),
    })
    .returning();
  await sendRun(jobs, row);
  return row;
}

/**
 * One collection run (a run-all of a collection or of a whole project) and a run per test in it:
 * queued when the test is runnable, otherwise recorded at once as `not_runnable` so the
 * collection run shows why.
 */
export async function queueCollectionRun(
  db: Db,
  jobs: Jobs | undefined,
  runAll: {
    testSuiteId: string;
    collectionId: string | null;
    testCaseIds: string[];
    settings?: RunSettings | null;
    environment?: RunEnvironmentChoice;
  },
) {
  const [suite] = await db.select({ features: testSuites.features }).from(testSuites).where(eq(testSuites.id, runAll.testSuiteId));
  const retries = collectionRetries(suite?.features ?? {});
  const [collectionRun] = await db
    .insert(collectionRuns)
    .values({
      testSuiteId: runAll.testSuiteId,
      collectionId: runAll.collectionId,
      settings: runAll.settings ?? null,
      status: 'pending',
      ...environmentColumns(runAll.environment),
    })
    .returning();
  const tests = runAll.testCaseIds.length
    ? await db
        .select({ id: testCases.id, state: testCases.state, finalScript: testCases.finalScript })
        .from(testCases)
        .where(inArray(testCases.id, runAll.testCaseIds))
    : [];
  // Every run is saved before the first is queued: a group must not end with its first run.
  const runs: TestRunRow[] = [];
  for (const test of tests) {
    const [row] = await db
      .insert(testRuns)
      .values({
        testCaseId: test.id,
        collectionRunId: collectionRun.id,
        settings: runAll.settings ?? null,
        ...environmentColumns(runAll.environment),
        ...(isRunnable(test)
          ? { status: 'pending' as const, retries: retriesOf(runAll.settings, retries) }
          : { status: 'not_runnable' as const, finalMessage: NOT_RUNNABLE_MESSAGE, finishedAt: new Date() }),
      })
      .returning();
    runs.push(row);
  }
  for (const row of runs) if (row.status === 'pending') await sendRun(jobs, row);
  // None runnable (or none at all): the group has ended already.
  await endCollectionRunIfDone(db, jobs, collectionRun.id);
  return { collectionRun, runs };
}

async function sendRun(jobs: Jobs | undefined, row: TestRunRow) {
  if (!jobs) return;
  await sendRunJob(jobs, { runId: row.id });
  await jobs.updates.publish({ testId: row.testCaseId, runId: row.id, state: row.status });
}

/** Hands a run (already saved as queued) to the executors; a retry goes ahead of the queue. */
export async function sendRunJob(jobs: Jobs, data: RunJobData) {
  await jobs.boss.send(EXECUTOR_QUEUE, { kind: 'run', ...data }, retryPriority(data.attempt));
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
    await endCollectionRunIfDone(db, jobs, cancelled.collectionRunId);
    return cancelled;
  }
  const [current] = await db.select().from(testRuns).where(eq(testRuns.id, runId));
  return current;
}
