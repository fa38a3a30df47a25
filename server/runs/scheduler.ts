/**
 * Scheduled collections: each is one pg-boss schedule on the `collection-schedule` queue, keyed
 * by the collection id. pg-boss's cron pass is claimed by one instance per interval and files
 * each occurrence under a singleton slot, so however many server instances run, a tick makes one
 * job, and one of the workers (every instance runs one) takes it and starts a run-all.
 *
 * The database's `schedule` column is the truth; pg-boss's table follows it. Handlers sync it on
 * every change, start-up reconciles it (a change made with no queue running, a project deleted
 * with its collections), and a fired job that no longer matches the collection fixes it.
 */
import { eq, isNotNull } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/open.ts';
import { collectionTestCases, environments, testCollections } from '../db/schema.ts';
import type { Jobs } from '../jobs/generationQueue.ts';
import { CRON_TIMEZONE } from './cron.ts';
import { queueCollectionRun } from './runQueue.ts';

export const COLLECTION_SCHEDULE_QUEUE = 'collection-schedule';

const scheduleLog = (jobs: Jobs) => jobs.log.child({ part: 'schedule' });

export interface CollectionScheduleJobData {
  collectionId: string;
  /** The expression the job was scheduled under, to tell a stale schedule from the current one. */
  cron: string;
}

const queues = new WeakMap<PgBoss, Promise<void>>();

/** pg-boss refuses a schedule on a queue that does not exist, so the queue comes first (once per instance). */
function ensureQueue(boss: PgBoss): Promise<void> {
  let ready = queues.get(boss);
  if (!ready) {
    ready = boss
      // No retry: a run-all is several writes, and retrying one that failed halfway would start a
      // second collection run for the same tick. A lost tick is the lesser harm.
      .createQueue(COLLECTION_SCHEDULE_QUEUE, { retryLimit: 0, expireInSeconds: 5 * 60 })
      .catch((error: Error) => {
        if (!/already exists/i.test(error.message)) throw error;
      });
    ready.catch(() => queues.delete(boss));
    queues.set(boss, ready);
  }
  return ready;
}

/** Makes pg-boss fire this collection on `cron` (already validated), or never again when null. */
export async function syncCollectionSchedule(jobs: Jobs | undefined, collectionId: string, cron: string | null): Promise<void> {
  if (!jobs) return;
  await ensureQueue(jobs.boss);
  if (!cron) return jobs.boss.unschedule(COLLECTION_SCHEDULE_QUEUE, collectionId);
  const data: CollectionScheduleJobData = { collectionId, cron };
  await jobs.boss.schedule(COLLECTION_SCHEDULE_QUEUE, cron, data, { key: collectionId, tz: CRON_TIMEZONE });
}

/** A fired tick: run the collection's tests as one collection run, unless the schedule is gone or changed. */
export async function runScheduledCollection(db: Db, jobs: Jobs, { collectionId, cron }: CollectionScheduleJobData) {
  const [collection] = await db.select().from(testCollections).where(eq(testCollections.id, collectionId));
  if (!collection || collection.schedule !== cron) {
    // Deleted (perhaps with its project) or rescheduled while pg-boss still held the old expression.
    await syncCollectionSchedule(jobs, collectionId, collection?.schedule ?? null);
    return null;
  }
  const links = await db
    .select({ id: collectionTestCases.testCaseId })
    .from(collectionTestCases)
    .where(eq(collectionTestCases.collectionId, collectionId));
  // An empty collection run would read as running forever; there is nothing to report.
  if (links.length === 0) return null;
  // The environment it is scheduled against (gone: the foreign key cleared it, and it runs without one).
  const [environment] = collection.environmentId
    ? await db.select({ id: environments.id, name: environments.name }).from(environments).where(eq(environments.id, collection.environmentId))
    : [];
  return queueCollectionRun(db, jobs, {
    testSuiteId: collection.testSuiteId,
    collectionId,
    testCaseIds: links.map((link) => link.id),
    environment: environment ?? null,
  });
}

/** Brings pg-boss's schedules in line with the collections' `schedule` column. */
export async function reconcileSchedules(db: Db, jobs: Jobs): Promise<void> {
  await ensureQueue(jobs.boss);
  const wanted = await db
    .select({ id: testCollections.id, schedule: testCollections.schedule })
    .from(testCollections)
    .where(isNotNull(testCollections.schedule));
  const held = new Map((await jobs.boss.getSchedules(COLLECTION_SCHEDULE_QUEUE)).map((schedule) => [schedule.key, schedule.cron]));
  for (const { id, schedule } of wanted) {
    if (held.get(id) === schedule) continue;
    // One unusable row (written around the API) must not keep the others from being scheduled.
    await syncCollectionSchedule(jobs, id, schedule).catch((error: Error) =>
      scheduleLog(jobs).error({ err: error, collectionId: id }, 'scheduling the collection failed'),
    );
  }
  const kept = new Set(wanted.map((row) => row.id));
  for (const key of held.keys()) if (!kept.has(key)) await syncCollectionSchedule(jobs, key, null);
}

export interface CollectionScheduler {
  stop(): Promise<void>;
}

/** Every server instance runs this worker; pg-boss hands each tick's job to one of them. */
export async function startCollectionScheduler(db: Db, jobs: Jobs): Promise<CollectionScheduler> {
  await ensureQueue(jobs.boss);
  await jobs.boss.work<CollectionScheduleJobData>(COLLECTION_SCHEDULE_QUEUE, { batchSize: 1 }, async ([job]) => {
    try {
      await runScheduledCollection(db, jobs, job.data);
    } catch (error) {
      scheduleLog(jobs).error({ err: error, collectionId: job.data.collectionId }, 'running the scheduled collection failed');
      throw error;
    }
  });
  await reconcileSchedules(db, jobs).catch((error: Error) => scheduleLog(jobs).error({ err: error }, 'reconciling the schedules failed'));
  return {
    async stop() {
      await jobs.boss.offWork(COLLECTION_SCHEDULE_QUEUE).catch(() => {});
    },
  };
}
