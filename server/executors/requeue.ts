/**
 * A job whose executor went away (killed, lost, or shut down) is handed out again, once; a
 * second loss ends it `aborted`. Every write is conditional on the job still being the one the
 * executor held, so a run cancelled or a generation edited meanwhile is left as it is.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { testCases, testRuns } from '../db/schema.ts';
import { sendGeneration, type GenerationJobData, type Jobs } from '../jobs/generationQueue.ts';
import { sendRunJob } from '../runs/runQueue.ts';
import { endCollectionRunIfDone } from '../runs/collectionEnd.ts';
import type { HeldJob } from './registry.ts';

/** The first try and one more after its executor is lost. */
export const MAX_ATTEMPTS = 2;

export const RUN_ABORTED_MESSAGE = 'The run was aborted: the executor running it stopped responding, twice.';
export const GENERATION_ABORTED_MESSAGE = 'The generation was aborted: the executor generating it stopped responding, twice. Generate it again.';

/** Queues the job again as attempt `attempt`, or ends it `aborted` past MAX_ATTEMPTS. */
export async function requeueHeldJob(db: Db, jobs: Jobs, held: HeldJob, attempt: number) {
  if (held.kind === 'run') return requeueRun(db, jobs, held.targetId, attempt);
  if (held.generationId) return requeueGeneration(db, jobs, held, held.generationId, attempt);
}

async function requeueRun(db: Db, jobs: Jobs, runId: string, attempt: number) {
  // `running` or `retrying` (its process died with the executor) or `pending` (an executor shutting down put it back).
  const takenBack = and(eq(testRuns.id, runId), inArray(testRuns.status, ['running', 'retrying', 'pending']));
  if (attempt > MAX_ATTEMPTS) {
    const [row] = await db
      .update(testRuns)
      .set({ status: 'aborted', finalMessage: RUN_ABORTED_MESSAGE, finishedAt: new Date() })
      .where(takenBack)
      .returning();
    if (row) await jobs.updates.publish({ testId: row.testCaseId, runId, state: 'aborted' });
    if (row) await endCollectionRunIfDone(db, jobs, row.collectionRunId);
    return;
  }
  const [row] = await db.update(testRuns).set({ status: 'pending', startedAt: null }).where(takenBack).returning();
  if (!row) return;
  await sendRunJob(jobs, { runId, attempt });
  await jobs.updates.publish({ testId: row.testCaseId, runId, state: 'pending' });
}

async function requeueGeneration(db: Db, jobs: Jobs, held: HeldJob, generationId: string, attempt: number) {
  const testId = held.targetId;
  const current = and(eq(testCases.id, testId), eq(testCases.generationId, generationId));
  if (attempt > MAX_ATTEMPTS) {
    const [row] = await db
      .update(testCases)
      .set({ state: 'aborted', finalMessage: GENERATION_ABORTED_MESSAGE, generationId: null, updatedAt: new Date() })
      .where(current)
      .returning();
    if (row) await jobs.updates.publish({ testId, state: 'aborted' });
    return;
  }
  // A fresh generation id retires the lost executor's job, should it come back to life.
  const nextId = randomUUID();
  const [row] = await db.update(testCases).set({ state: 'pending', generationId: nextId, updatedAt: new Date() }).where(current).returning();
  if (!row) return;
  // Queued again as it was (a resume with its feedback, the readings a regenerate carried over):
  // the steps the lost executor recorded add the readings it chose (generationWorker.ts).
  const { resume, readings, by } = (held.data ?? {}) as Partial<GenerationJobData>;
  await sendGeneration(jobs, {
    testId,
    generationId: nextId,
    attempt,
    ...(resume ? { resume } : {}),
    ...(readings ? { readings } : {}),
    ...(by ? { by } : {}),
  });
}
