/**
 * Executors announce themselves in the database and beat a heartbeat there, so that every
 * server and executor process sees the same picture: who is alive, how many slots they have,
 * and which jobs each one holds (a row of `executor_jobs` per job, deleted when it ends).
 */
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { Logger } from '../logging.ts';
import { executorJobs, executors } from '../db/schema.ts';

export type HeldJob = typeof executorJobs.$inferSelect;
export type JobTarget = Pick<HeldJob, 'kind' | 'targetId' | 'generationId' | 'attempt'>;

export interface ExecutorRegistration {
  id: string;
  name: string;
  /** Stops the heartbeat and marks the executor stopped: its slots no longer count. */
  stop(): Promise<void>;
}

export async function registerExecutor(
  db: Db,
  { slots, heartbeatSeconds }: { slots: number; heartbeatSeconds: number },
  log: Logger,
): Promise<ExecutorRegistration> {
  const name = `${hostname()}:${process.pid}`;
  const [row] = await db.insert(executors).values({ name, slots }).returning({ id: executors.id });
  const beat = async () => {
    // The database's clock, never this machine's: every process compares against the same one.
    await db.update(executors).set({ heartbeatAt: sql`now()`, stoppedAt: null }).where(eq(executors.id, row.id));
  };
  const timer = setInterval(() => void beat().catch((error: Error) => log.error({ err: error }, 'heartbeat failed')), heartbeatSeconds * 1000);
  timer.unref();
  return {
    id: row.id,
    name,
    async stop() {
      clearInterval(timer);
      await db
        .update(executors)
        .set({ stoppedAt: sql`now()` })
        .where(eq(executors.id, row.id))
        .catch(() => {});
    },
  };
}

/**
 * Takes a slot for a job, keeping the job's data: should the executor be lost, the job is queued
 * again as it was. False when another executor already holds the same target (the same run or
 * generation handed out twice): the caller then leaves it alone.
 */
export async function holdJob(db: Db, executorId: string, target: JobTarget, data?: object): Promise<boolean> {
  const inserted = await db
    .insert(executorJobs)
    .values({ executorId, ...target, ...(data ? { data: data as Record<string, unknown> } : {}) })
    .onConflictDoNothing()
    .returning({ targetId: executorJobs.targetId });
  return inserted.length === 1;
}

/** Whether this executor still holds the job (the supervisor takes it away when it thinks the executor died). */
export async function stillHolds(db: Db, executorId: string, target: Pick<HeldJob, 'kind' | 'targetId'>): Promise<boolean> {
  const [row] = await db
    .select({ executorId: executorJobs.executorId })
    .from(executorJobs)
    .where(and(eq(executorJobs.kind, target.kind), eq(executorJobs.targetId, target.targetId)));
  return row?.executorId === executorId;
}

export async function releaseJob(db: Db, executorId: string, target: Pick<HeldJob, 'kind' | 'targetId'>) {
  await db
    .delete(executorJobs)
    .where(and(eq(executorJobs.executorId, executorId), eq(executorJobs.kind, target.kind), eq(executorJobs.targetId, target.targetId)));
}

/** Gives up every job the executor holds (atomically: only one caller gets each row). */
export async function takeHeldJobs(db: Db, executorId: string): Promise<HeldJob[]> {
  return db.delete(executorJobs).where(eq(executorJobs.executorId, executorId)).returning();
}
