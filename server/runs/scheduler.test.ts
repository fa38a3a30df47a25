/**
 * The collection scheduler on PGlite with pg-boss's real cron mechanism. Most tests run their own
 * pg-boss instances with the cron pass every second (the product runs it every 30 s), so a tick
 * arrives in about two seconds; the last goes through the product's own background start-up and
 * the HTTP API, and so waits for a real pass (up to about 40 s).
 */
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PgBoss, fromPglite } from 'pg-boss';
import { collectionRuns, collectionTestCases, organizations, testCases, testCollections, testRuns, testSuites } from '../db/schema.ts';
import { EXECUTOR_QUEUE } from '../jobs/boss.ts';
import type { Jobs } from '../jobs/generationQueue.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { createTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { openFileStore } from '../storage/fileStore.ts';
import { quietLog } from '../testing/log.ts';
import {
  COLLECTION_SCHEDULE_QUEUE,
  reconcileSchedules,
  runScheduledCollection,
  startCollectionScheduler,
  syncCollectionSchedule,
  type CollectionScheduler,
} from './scheduler.ts';

const SCRIPT = "import { test } from '@playwright/test';\ntest('t', async () => {});\n";
const quietUpdates: Jobs['updates'] = { publish: async () => {}, subscribe: () => () => {}, close: async () => {} };
/** Scheduling stores no file; the directory is never created. */
const unusedFiles = openFileStore({ kind: 'local', directory: path.join(os.tmpdir(), 'cj-scheduler-test-files-unused') });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Nothing after ${timeoutMs} ms`);
    await sleep(250);
  }
}

/** A pg-boss instance like the product's (server/jobs/boss.ts), with the cron pass every second. */
async function startFastBoss(database: TestDatabase): Promise<Jobs> {
  const boss = new PgBoss({
    schema: 'pgboss',
    db: fromPglite(database.pglite!),
    backend: 'pglite',
    cronMonitorIntervalSeconds: 1,
    cronWorkerIntervalSeconds: 1,
  });
  boss.on('error', (error: Error) => console.error('[queue]', error.message));
  await boss.start();
  await boss.createQueue(EXECUTOR_QUEUE).catch(() => {});
  return { boss, updates: quietUpdates, files: unusedFiles, log: quietLog };
}

describe('collection scheduler (pg-boss cron on PGlite)', () => {
  let database: TestDatabase;
  let instances: { jobs: Jobs; scheduler: CollectionScheduler }[] = [];
  let suiteId: string;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const [org] = await db().insert(organizations).values({ name: 'Acme' }).returning();
    [{ id: suiteId }] = await db().insert(testSuites).values({ orgId: org.id, name: 'Shop' }).returning();
    // Two server instances on one database: each runs the worker, as every instance does.
    for (let i = 0; i < 2; i++) {
      const jobs = await startFastBoss(database);
      instances.push({ jobs, scheduler: await startCollectionScheduler(db(), jobs) });
    }
  });
  afterAll(async () => {
    for (const { jobs, scheduler } of instances) {
      await scheduler.stop();
      await jobs.boss.stop({ graceful: false, close: false }).catch(() => {});
    }
    instances = [];
    await database?.dispose();
  });

  const jobs = () => instances[0].jobs;
  async function addCollection(name: string, schedule: string | null, tests: { generated: boolean }[] = []) {
    const [collection] = await db().insert(testCollections).values({ testSuiteId: suiteId, name, schedule }).returning();
    const ids: string[] = [];
    for (const [i, { generated }] of tests.entries()) {
      const [test] = await db()
        .insert(testCases)
        .values({
          testSuiteId: suiteId,
          name: `${name} ${i}`,
          website: 'http://shop.test',
          description: 'd',
          ...(generated ? { state: 'completed', finalScript: SCRIPT } : {}),
        })
        .returning();
      await db().insert(collectionTestCases).values({ collectionId: collection.id, testCaseId: test.id });
      ids.push(test.id);
    }
    return { ...collection, testIds: ids };
  }
  const groupsOf = (collectionId: string) => db().select().from(collectionRuns).where(eq(collectionRuns.collectionId, collectionId));

  it('keys one pg-boss schedule per collection, and removes it', async () => {
    const { id } = await addCollection('Keyed', '0 6 * * 1-5');
    await syncCollectionSchedule(jobs(), id, '0 6 * * 1-5');
    expect(await jobs().boss.getSchedule(COLLECTION_SCHEDULE_QUEUE, id)).toMatchObject({
      key: id,
      cron: '0 6 * * 1-5',
      timezone: 'UTC',
      data: { collectionId: id, cron: '0 6 * * 1-5' },
    });
    await syncCollectionSchedule(jobs(), id, '30 7 * * *');
    expect((await jobs().boss.getSchedules(COLLECTION_SCHEDULE_QUEUE, id)).map((s) => s.cron)).toEqual(['30 7 * * *']);
    await syncCollectionSchedule(jobs(), id, null);
    expect(await jobs().boss.getSchedule(COLLECTION_SCHEDULE_QUEUE, id)).toBeNull();
    // Without a queue there is nothing to keep in step.
    await expect(syncCollectionSchedule(undefined, id, '* * * * *')).resolves.toBeUndefined();
  });

  it('fires run-all of an every-minute collection exactly once per tick across two instances', async () => {
    // Stay inside one minute (one tick) while watching, so exactly one group is the right answer.
    const second = new Date().getUTCSeconds();
    if (second > 45) await sleep((61 - second) * 1000);
    const collection = await addCollection('Every minute', '* * * * *', [{ generated: true }, { generated: false }]);
    await syncCollectionSchedule(jobs(), collection.id, '* * * * *');
    const [group] = await waitFor(async () => ((await groupsOf(collection.id)).length ? groupsOf(collection.id) : undefined), 10_000);
    const runs = await db().select().from(testRuns).where(eq(testRuns.collectionRunId, group.id));
    expect(Object.fromEntries(runs.map((run) => [run.testCaseId, run.status]))).toEqual({
      [collection.testIds[0]]: 'pending',
      [collection.testIds[1]]: 'not_runnable',
    });
    // Both instances run the cron pass every second; the tick must still make one group.
    await sleep(4_000);
    expect(await groupsOf(collection.id)).toHaveLength(1);
    await syncCollectionSchedule(jobs(), collection.id, null);
  });

  it('skips a tick for a deleted, cleared or rescheduled collection, and corrects pg-boss', async () => {
    // Expressions that are not due now, so the running workers leave these ticks to the test.
    const gone = await addCollection('Gone', '0 0 1 1 *', [{ generated: true }]);
    await syncCollectionSchedule(jobs(), gone.id, '0 0 1 1 *');
    await db().delete(testCollections).where(eq(testCollections.id, gone.id));
    expect(await runScheduledCollection(db(), jobs(), { collectionId: gone.id, cron: '0 0 1 1 *' })).toBeNull();
    expect(await jobs().boss.getSchedule(COLLECTION_SCHEDULE_QUEUE, gone.id)).toBeNull();

    const cleared = await addCollection('Cleared', null, [{ generated: true }]);
    await syncCollectionSchedule(jobs(), cleared.id, '0 3 * * *');
    expect(await runScheduledCollection(db(), jobs(), { collectionId: cleared.id, cron: '0 3 * * *' })).toBeNull();
    expect(await jobs().boss.getSchedule(COLLECTION_SCHEDULE_QUEUE, cleared.id)).toBeNull();

    const moved = await addCollection('Moved', '0 4 * * *', [{ generated: true }]);
    await syncCollectionSchedule(jobs(), moved.id, '0 3 * * *');
    expect(await runScheduledCollection(db(), jobs(), { collectionId: moved.id, cron: '0 3 * * *' })).toBeNull();
    expect((await jobs().boss.getSchedule(COLLECTION_SCHEDULE_QUEUE, moved.id))?.cron).toBe('0 4 * * *');
    expect(await groupsOf(moved.id)).toEqual([]);
    await syncCollectionSchedule(jobs(), moved.id, null);

    // An empty collection has nothing to run.
    const empty = await addCollection('Empty', '0 5 * * *');
    expect(await runScheduledCollection(db(), jobs(), { collectionId: empty.id, cron: '0 5 * * *' })).toBeNull();
    expect(await groupsOf(empty.id)).toEqual([]);
  });

  it("reconciles pg-boss's schedules with the collections at start", async () => {
    const missing = await addCollection('Saved with no queue', '15 2 * * *');
    const stale = '00000000-0000-4000-8000-000000000000';
    await syncCollectionSchedule(jobs(), stale, '0 1 * * *');
    await reconcileSchedules(db(), jobs());
    expect((await jobs().boss.getSchedule(COLLECTION_SCHEDULE_QUEUE, missing.id))?.cron).toBe('15 2 * * *');
    expect(await jobs().boss.getSchedule(COLLECTION_SCHEDULE_QUEUE, stale)).toBeNull();
  });
});

describe('a schedule set through the API fires with the product’s own background', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  beforeAll(async () => {
    // EXECUTORS=0: the queue and the scheduler run, no executor takes the runs, so they stay pending.
    t = await createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 0 } });
  });

  it('gets a scheduled group within a cron pass (up to ~40 s)', { timeout: 90_000 }, async () => {
    const api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    const suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
    const collectionId = (
      await api({ method: 'POST', url: '/api/test-suites/collection', payload: { test_suite_id: suiteId, name: 'Nightly' } })
    ).json()._id;
    const [test] = await t.database.db
      .insert(testCases)
      .values({ testSuiteId: suiteId, name: 'Ready', website: 'http://shop.test', description: 'd', state: 'completed', finalScript: SCRIPT })
      .returning();
    const updated = await api({
      method: 'PUT',
      url: `/api/test-suites/collection/${collectionId}`,
      payload: { collection_id: collectionId, test_case_ids_to_add: [test.id], schedule: '* * * * *' },
    });
    expect(updated.statusCode).toBe(200);

    const groups = await waitFor(async () => {
      const recent = (await api({ method: 'GET', url: `/api/test-suites/${suiteId}/collection-runs` })).json();
      return recent.length ? recent : undefined;
    }, 75_000);
    // The run's status is the executor's business from here; the group is what the schedule made.
    expect(groups[0]).toMatchObject({ collection_id: collectionId, collection_name: 'Nightly', runs: [{ test_case_id: test.id }] });

    // Clearing the schedule takes it out of pg-boss's table too.
    const scheduledKeys = async () => {
      const result = await t.database.db.execute(sql`SELECT key FROM pgboss.schedule WHERE name = ${COLLECTION_SCHEDULE_QUEUE}`);
      return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    };
    expect(await scheduledKeys()).toEqual([collectionId]);
    await api({ method: 'PUT', url: `/api/test-suites/collection/${collectionId}`, payload: { collection_id: collectionId, schedule: null } });
    expect(await scheduledKeys()).toEqual([]);
  });
});
