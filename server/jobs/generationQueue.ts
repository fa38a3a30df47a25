/**
 * Queueing a generation: the test becomes `pending` with a fresh generation id, and a job
 * carrying that id goes to the queue. Anything that later changes the id (cancel, force-stop,
 * edit, a newer generation) retires the job: it writes only while the ids match.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/open.ts';
import { testCases } from '../db/schema.ts';
import type { StepFeedback } from '../../rules/generationStep.ts';
import type { RecordedReading } from '../engine/generate/readings.ts';
import { recordedReadings } from '../engine/generate/records.ts';
import { EXECUTOR_QUEUE, retryPriority } from './boss.ts';
import type { TestUpdates } from './testUpdates.ts';
import type { FileStore } from '../storage/fileStore.ts';
import type { Logger } from '../logging.ts';

export interface GenerationJobData {
  testId: string;
  generationId: string;
  /** Resume from a step with the user's feedback instead of starting over. */
  resume?: { fromStep: number; feedback: StepFeedback };
  /** Readings the cleared steps had chosen for lines read several ways: the new generation replays them. */
  readings?: RecordedReading[];
  /** 1 (or absent) for the first try; 2 when its executor died and it is taken again. */
  attempt?: number;
  /** Who asked for it (an e-mail): the script version it writes names them. */
  by?: string;
}

/** The queue side of the server: absent when the app is built only to list its operations. */
export interface Jobs {
  boss: PgBoss;
  updates: TestUpdates;
  /** Where executors put screenshots and run artifacts (server/storage). */
  files: FileStore;
  /** The process's logger (server/logging.ts), for what background work has to report. */
  log: Logger;
}

export type TestCaseRow = typeof testCases.$inferSelect;

/** Sends the job for a test already saved `pending` with this generation id. */
export async function sendGeneration(jobs: Jobs | undefined, data: GenerationJobData) {
  if (!jobs) return;
  await jobs.boss.send(EXECUTOR_QUEUE, { kind: 'generation', ...data }, retryPriority(data.attempt));
  await jobs.updates.publish({ testId: data.testId, state: 'pending' });
}

/** Generation fills these; a new, edited or regenerated test starts without them. */
export const NOT_GENERATED = { finalMessage: null, finalScript: null, finalScriptPy: null, testGenerationSteps: [] };

/** Regenerate: clear what the last generation made, become `pending`, queue. */
export async function queueGeneration(
  db: Db,
  jobs: Jobs | undefined,
  testId: string,
  resume?: GenerationJobData['resume'],
  changes: Partial<TestCaseRow> = {},
  by?: string,
): Promise<TestCaseRow> {
  const generationId = randomUUID();
  // Starting over clears the steps, but not the readings they chose: the same text gives the same script.
  const [before] = resume ? [] : await db.select({ steps: testCases.testGenerationSteps }).from(testCases).where(eq(testCases.id, testId));
  const readings = before ? recordedReadings(before.steps) : [];
  const [row] = await db
    .update(testCases)
    .set({ ...(resume ? { finalMessage: null } : NOT_GENERATED), ...changes, state: 'pending', generationId, updatedAt: new Date() })
    .where(eq(testCases.id, testId))
    .returning();
  await sendGeneration(jobs, {
    testId,
    generationId,
    ...(resume ? { resume } : {}),
    ...(readings.length ? { readings } : {}),
    ...(by ? { by } : {}),
  });
  return row;
}

/** Ends a generation from outside (cancel, force-stop): the job notices and stops writing. */
export async function stopGeneration(
  db: Db,
  jobs: Jobs | undefined,
  testId: string,
  state: 'cancelled' | 'aborted',
  message: string,
): Promise<TestCaseRow> {
  const [row] = await db
    .update(testCases)
    .set({ state, finalMessage: message, generationId: null, updatedAt: new Date() })
    .where(eq(testCases.id, testId))
    .returning();
  await jobs?.updates.publish({ testId, state });
  return row;
}

/** A write of the job with this generation id; false when the job has been retired. */
export async function writeIfCurrent(db: Db, testId: string, generationId: string, changes: Partial<TestCaseRow>): Promise<boolean> {
  const updated = await db
    .update(testCases)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(testCases.id, testId), eq(testCases.generationId, generationId)))
    .returning({ id: testCases.id });
  return updated.length === 1;
}
