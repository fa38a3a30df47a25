/**
 * The executor supervisor: every server and executor process runs one, every 2 s. All its
 * writes are conditional, so any number of them can run at once. It
 * - takes executors silent for EXECUTOR_LOST_SECONDS for dead and queues their jobs again
 *   (once; a second loss ends the job `aborted`);
 * - shows queued jobs as `waiting_for_executor` beyond the free slots of live executors, and
 *   as `pending` within them;
 * - ends queued jobs `executor_not_available` once no executor has been alive for
 *   EXECUTOR_WAIT_SECONDS.
 * Times are the database's (now()), never a process's clock.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ExecutorConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { executorJobs, executors, testCases, testRuns } from '../db/schema.ts';
import type { Jobs } from '../jobs/generationQueue.ts';
import type { Logger } from '../logging.ts';
import { QUEUED_RUN_STATUSES } from '../runs/runQueue.ts';
import type { RunStatus, TestCaseState } from '../../rules/states.ts';
import { takeHeldJobs } from './registry.ts';
import { endCollectionRunIfDone, endStrandedCollectionRuns } from '../runs/collectionEnd.ts';
import { requeueHeldJob } from './requeue.ts';

export const QUEUED_GENERATION_STATES = ['pending', 'waiting_for_executor'] as const;

export function notAvailableMessage(waitSeconds: number) {
  return `No executor was available for ${waitSeconds} s. Start one with \`npm run executor\`, or run the server with EXECUTORS of 1 or more.`;
}

export interface Supervisor {
  /** One pass now (tests call it instead of waiting for the timer). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export function startSupervisor(db: Db, jobs: Jobs, config: Pick<ExecutorConfig, 'lostSeconds' | 'waitSeconds'>, intervalMs = 2000): Supervisor {
  let running: Promise<void> | null = null;
  let swept = 0;
  const log = jobs.log.child({ part: 'executors' });
  const tick = () => {
    if (running) return running;
    // Once a minute: groups a process left unended when it died between a run's end and its group's.
    const sweep = Date.now() - swept > 60_000;
    if (sweep) swept = Date.now();
    running = supervise(db, jobs, config, log)
      .then(async () => void (sweep && (await endStrandedCollectionRuns(db, jobs))))
      .catch((error: Error) => log.error({ err: error }, 'supervision failed'))
      .finally(() => (running = null));
    return running;
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

async function supervise(db: Db, jobs: Jobs, config: Pick<ExecutorConfig, 'lostSeconds' | 'waitSeconds'>, log: Logger) {
  await reapLostExecutors(db, jobs, config.lostSeconds, log);
  const alive = await liveCapacity(db, config.lostSeconds);
  if (alive.executors > 0) await showWaiting(db, jobs, alive.slots - alive.held);
  else await endUnserved(db, jobs, config.waitSeconds);
}

const isAlive = (lostSeconds: number) =>
  and(isNull(executors.stoppedAt), sql`${executors.heartbeatAt} > now() - make_interval(secs => ${lostSeconds})`);

async function reapLostExecutors(db: Db, jobs: Jobs, lostSeconds: number, log: Logger) {
  // Marked stopped at its last heartbeat: "last alive" stays true for executor_not_available.
  const lost = await db
    .update(executors)
    .set({ stoppedAt: sql`${executors.heartbeatAt}` })
    .where(and(isNull(executors.stoppedAt), sql`${executors.heartbeatAt} <= now() - make_interval(secs => ${lostSeconds})`))
    .returning({ id: executors.id, name: executors.name });
  for (const executor of lost) {
    const held = await takeHeldJobs(db, executor.id);
    if (held.length) log.warn(`${executor.name} stopped responding; taking back ${held.length} job(s)`);
    for (const job of held) await requeueHeldJob(db, jobs, job, job.attempt + 1);
  }
  // Jobs left by an executor that stopped without giving them back (none should be; cheap to check).
  const orphans = await db
    .select({ executorId: executorJobs.executorId })
    .from(executorJobs)
    .innerJoin(executors, eq(executors.id, executorJobs.executorId))
    .where(isNotNull(executors.stoppedAt));
  for (const executorId of new Set(orphans.map((row) => row.executorId))) {
    for (const job of await takeHeldJobs(db, executorId)) await requeueHeldJob(db, jobs, job, job.attempt + 1);
  }
  await db.delete(executors).where(and(isNotNull(executors.stoppedAt), sql`${executors.stoppedAt} < now() - interval '1 day'`));
}

async function liveCapacity(db: Db, lostSeconds: number) {
  const [row] = await db
    .select({
      executors: sql<number>`count(*)::int`,
      slots: sql<number>`coalesce(sum(${executors.slots}), 0)::int`,
      held: sql<number>`coalesce(sum((select count(*) from ${executorJobs} where ${executorJobs.executorId} = ${executors.id})), 0)::int`,
    })
    .from(executors)
    .where(isAlive(lostSeconds));
  return row;
}

type Queued = { id: string; testId: string; queuedAt: Date } & ({ kind: 'run'; status: RunStatus } | { kind: 'generation'; status: TestCaseState });
type QueuedStatus = (typeof QUEUED_RUN_STATUSES)[number] & (typeof QUEUED_GENERATION_STATES)[number];

async function queuedJobs(db: Db): Promise<Queued[]> {
  const runs = await db
    .select({ id: testRuns.id, testId: testRuns.testCaseId, status: testRuns.status, queuedAt: testRuns.createdAt })
    .from(testRuns)
    .where(inArray(testRuns.status, [...QUEUED_RUN_STATUSES]))
    .orderBy(asc(testRuns.createdAt));
  const generations = await db
    .select({ id: testCases.id, testId: testCases.id, status: testCases.state, queuedAt: testCases.updatedAt })
    .from(testCases)
    .where(and(inArray(testCases.state, [...QUEUED_GENERATION_STATES]), isNotNull(testCases.generationId)))
    .orderBy(asc(testCases.updatedAt));
  return [...runs.map((row) => ({ kind: 'run' as const, ...row })), ...generations.map((row) => ({ kind: 'generation' as const, ...row }))].sort(
    (a, b) => a.queuedAt.getTime() - b.queuedAt.getTime(),
  );
}

/** The oldest `free` queued jobs are `pending` (about to be taken), the rest wait for a slot. */
async function showWaiting(db: Db, jobs: Jobs, free: number) {
  const queued = await queuedJobs(db);
  for (const [index, job] of queued.entries()) {
    const status: QueuedStatus = index < free ? 'pending' : 'waiting_for_executor';
    if (job.status !== status) await setQueuedStatus(db, jobs, job, status);
  }
}

async function setQueuedStatus(db: Db, jobs: Jobs, job: Queued, status: QueuedStatus) {
  if (job.kind === 'run') {
    const [row] = await db
      .update(testRuns)
      .set({ status })
      .where(and(eq(testRuns.id, job.id), eq(testRuns.status, job.status)))
      .returning({ id: testRuns.id });
    if (row) await jobs.updates.publish({ testId: job.testId, runId: job.id, state: status });
    return;
  }
  // Not updatedAt: it is the generation's place in the queue.
  const [row] = await db
    .update(testCases)
    .set({ state: status })
    .where(and(eq(testCases.id, job.id), eq(testCases.state, job.status), isNotNull(testCases.generationId)))
    .returning({ id: testCases.id });
  if (row) await jobs.updates.publish({ testId: job.testId, state: status });
}

/** No executor alive: queued jobs wait, and end once none has been alive for `waitSeconds`. */
async function endUnserved(db: Db, jobs: Jobs, waitSeconds: number) {
  await showWaiting(db, jobs, 0);
  const lastAlive = sql`coalesce((select max(${executors.stoppedAt}) from ${executors}), '-infinity'::timestamptz)`;
  const expired = (queuedAt: typeof testRuns.createdAt | typeof testCases.updatedAt) =>
    sql`greatest(${queuedAt}, ${lastAlive}) < now() - make_interval(secs => ${waitSeconds})`;
  const message = notAvailableMessage(waitSeconds);
  const runs = await db
    .update(testRuns)
    .set({ status: 'executor_not_available', finalMessage: message, finishedAt: new Date() })
    .where(and(inArray(testRuns.status, [...QUEUED_RUN_STATUSES]), expired(testRuns.createdAt)))
    .returning({ id: testRuns.id, testId: testRuns.testCaseId, collectionRunId: testRuns.collectionRunId });
  for (const run of runs) await jobs.updates.publish({ testId: run.testId, runId: run.id, state: 'executor_not_available' });
  for (const group of new Set(runs.map((run) => run.collectionRunId))) await endCollectionRunIfDone(db, jobs, group);
  const generations = await db
    .update(testCases)
    .set({ state: 'executor_not_available', finalMessage: message, generationId: null })
    .where(and(inArray(testCases.state, [...QUEUED_GENERATION_STATES]), isNotNull(testCases.generationId), expired(testCases.updatedAt)))
    .returning({ id: testCases.id });
  for (const generation of generations) await jobs.updates.publish({ testId: generation.id, state: 'executor_not_available' });
}
