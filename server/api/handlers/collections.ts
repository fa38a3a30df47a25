/**
 * Collections (shown to users as "test suites") and run-all: a collection's tests, its schedule,
 * and the collection runs: the runs one run-all of a collection or of a whole project starts.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { collectionRuns, collectionTestCases, organizationMembers, testCases, testCollections, testRuns, testSuites } from '../../db/schema.ts';
import { CronScheduleError, normalizeCron } from '../../runs/cron.ts';
import { queueCollectionRun, type TestRunRow } from '../../runs/runQueue.ts';
import { syncCollectionSchedule } from '../../runs/scheduler.ts';
import { isUuid, requireTestSuite } from '../access.ts';
import { HttpError, notFound } from '../httpError.ts';
import { runEnvironmentView, summarizeRunStatus, toTestRun } from '../runs.ts';
import { runEnvironmentOf, scheduleEnvironmentInput } from './environments.ts';
import { requiredText } from '../validation.ts';
import type { Jobs } from '../../jobs/generationQueue.ts';
import type { HandlerContext, Handlers } from './types.ts';
import { refuseWebsite, websiteRules, type WebsiteRules } from './testCaseInput.ts';
import { runSettingsOf } from './runRequest.ts';
import type { Identity } from '../identity.ts';
import type { RunRequest } from './runRequest.ts';
import type { RunStatus } from '../../../rules/states.ts';

type CollectionRow = typeof testCollections.$inferSelect;
type CollectionRunRow = typeof collectionRuns.$inferSelect;

/** The collection, when the caller is a member of its project's organization; otherwise 404. */
async function requireCollection(db: Db, identity: Identity, collectionId: string): Promise<CollectionRow> {
  if (!isUuid(collectionId)) throw notFound('Collection');
  const [row] = await db
    .select({ collection: testCollections })
    .from(testCollections)
    .innerJoin(testSuites, eq(testSuites.id, testCollections.testSuiteId))
    .innerJoin(organizationMembers, and(eq(organizationMembers.orgId, testSuites.orgId), eq(organizationMembers.userId, identity.userId)))
    .where(eq(testCollections.id, collectionId));
  if (!row) throw notFound('Collection');
  return row.collection;
}

/** The latest run of each of the given tests. */
async function latestRuns(db: Db, testIds: string[]) {
  const latest = new Map<string, { _id: string; status: RunStatus }>();
  if (testIds.length === 0) return latest;
  const rows = await db
    .select({ id: testRuns.id, testCaseId: testRuns.testCaseId, status: testRuns.status })
    .from(testRuns)
    .where(inArray(testRuns.testCaseId, testIds))
    .orderBy(desc(testRuns.createdAt));
  for (const row of rows) if (!latest.has(row.testCaseId)) latest.set(row.testCaseId, { _id: row.id, status: row.status });
  return latest;
}

/** Collections as the contract's TestCollection: linked tests and the latest run of each. */
async function collectionViews(db: Db, collections: CollectionRow[]) {
  if (collections.length === 0) return [];
  const links = await db
    .select()
    .from(collectionTestCases)
    .where(
      inArray(
        collectionTestCases.collectionId,
        collections.map((c) => c.id),
      ),
    );
  const runs = await latestRuns(db, [...new Set(links.map((l) => l.testCaseId))]);
  return collections.map((collection) => {
    const linked = links.filter((l) => l.collectionId === collection.id).map((l) => l.testCaseId);
    return {
      _id: collection.id,
      test_suite_id: collection.testSuiteId,
      name: collection.name,
      linked_test_ids: linked,
      schedule: collection.schedule,
      environment_id: collection.environmentId,
      linked_runs: linked.flatMap((id) => (runs.has(id) ? [runs.get(id)!] : [])),
    };
  });
}

async function collectionView(db: Db, collection: CollectionRow) {
  return (await collectionViews(db, [collection]))[0];
}

/** A collection run as the contract shows it, its status summed up from its runs. */
function collectionRunView(collectionRun: CollectionRunRow, collectionName: string | null, runs: TestRunRow[]) {
  return {
    _id: collectionRun.id,
    test_suite_id: collectionRun.testSuiteId,
    collection_id: collectionRun.collectionId,
    collection_name: collectionName,
    // Once ended, the stored verdict (which leaves quarantined tests' failures out); until then, summed up live.
    status: collectionRun.finishedAt
      ? collectionRun.status
      : summarizeRunStatus(
          runs.map((run) => run.status),
          collectionRun.status,
        ),
    created_at: collectionRun.createdAt.toISOString(),
    finished_at: collectionRun.finishedAt ? collectionRun.finishedAt.toISOString() : null,
    runs: runs.map(toTestRun),
    environment: runEnvironmentView(collectionRun),
  };
}

/** Every id must name a test of this project; one that does not refuses the whole request. */
async function requireTestsInSuite(db: Db, suiteId: string, ids: string[], field: string) {
  if (ids.length === 0) return;
  const valid = ids.filter(isUuid);
  const found = valid.length
    ? await db
        .select({ id: testCases.id })
        .from(testCases)
        .where(and(eq(testCases.testSuiteId, suiteId), inArray(testCases.id, valid)))
    : [];
  const known = new Set(found.map((row) => row.id));
  const strangers = ids.filter((id) => !known.has(id));
  if (strangers.length > 0) throw new HttpError(400, `Not tests of this project: ${strangers.join(', ')}. Nothing was changed.`, field);
}

const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: string }).code === '23503' || (error as { cause?: { code?: string } }).cause?.code === '23503';

/** The schedule to store: undefined leaves it, null (or blank) clears it, anything else must be a cron expression we can fire. */
function scheduleInput(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  try {
    return normalizeCron(value);
  } catch (error) {
    if (error instanceof CronScheduleError) throw new HttpError(400, error.message, 'schedule');
    throw error;
  }
}

/** One run-all: a collection run of these tests, with the request's run settings. */
async function startCollectionRun(
  db: Db,
  jobs: Jobs | undefined,
  runAll: { testSuiteId: string; collection: CollectionRow | null; testCaseIds: string[]; body: RunRequest | undefined },
  rules: WebsiteRules,
) {
  const { settings, websiteField, environment: choice, environmentField } = runSettingsOf(runAll.body);
  if (settings?.website_url_override) refuseWebsite(settings.website_url_override, rules, websiteField);
  const environment = await runEnvironmentOf(db, runAll.testSuiteId, choice, environmentField, rules);
  const { collectionRun, runs } = await queueCollectionRun(db, jobs, {
    testSuiteId: runAll.testSuiteId,
    collectionId: runAll.collection?.id ?? null,
    testCaseIds: runAll.testCaseIds,
    settings,
    environment,
  });
  return collectionRunView(collectionRun, runAll.collection?.name ?? null, runs);
}

export function collectionHandlers({ db, jobs, config }: HandlerContext): Handlers {
  return {
    async listTestCollections({ identity, params }) {
      await requireTestSuite(db, identity, params.suiteId);
      const collections = await db
        .select()
        .from(testCollections)
        .where(eq(testCollections.testSuiteId, params.suiteId))
        .orderBy(asc(testCollections.name));
      return collectionViews(db, collections);
    },

    async createTestCollection({ identity, body, reply }) {
      const { test_suite_id: suiteId, name } = body;
      await requireTestSuite(db, identity, suiteId);
      const checkedName = requiredText(name, 'name');
      const environmentId = (await scheduleEnvironmentInput(db, suiteId, body.environment_id)) ?? null;
      const [row] = await db.insert(testCollections).values({ testSuiteId: suiteId, name: checkedName, environmentId }).returning();
      reply.code(201);
      return collectionView(db, row);
    },

    async getTestCollection({ identity, params }) {
      return collectionView(db, await requireCollection(db, identity, params.id));
    },

    async updateTestCollection({ identity, params, body, request }) {
      const collection = await requireCollection(db, identity, params.id);
      const input = body;
      // Every check comes before the first write, so a refused request changes nothing.
      if (input.collection_id !== collection.id)
        throw new HttpError(400, 'collection_id must be the id of the collection in the path.', 'collection_id');
      const name = input.new_name === undefined ? undefined : requiredText(input.new_name, 'new_name');
      const add = [...new Set(input.test_case_ids_to_add ?? [])];
      const remove = [...new Set(input.test_case_ids_to_remove ?? [])];
      const both = add.filter((id) => remove.includes(id));
      if (both.length > 0) throw new HttpError(400, `A test cannot be both added and removed: ${both.join(', ')}.`, 'test_case_ids_to_add');
      await requireTestsInSuite(db, collection.testSuiteId, add, 'test_case_ids_to_add');
      await requireTestsInSuite(db, collection.testSuiteId, remove, 'test_case_ids_to_remove');
      const schedule = scheduleInput(input.schedule);
      const environmentId = await scheduleEnvironmentInput(db, collection.testSuiteId, input.environment_id);

      await db
        .transaction(async (tx) => {
          if (name !== undefined || schedule !== undefined || environmentId !== undefined) {
            await tx
              .update(testCollections)
              .set({
                ...(name !== undefined ? { name } : {}),
                ...(schedule !== undefined ? { schedule } : {}),
                ...(environmentId !== undefined ? { environmentId } : {}),
              })
              .where(eq(testCollections.id, collection.id));
          }
          if (remove.length > 0) {
            await tx
              .delete(collectionTestCases)
              .where(and(eq(collectionTestCases.collectionId, collection.id), inArray(collectionTestCases.testCaseId, remove)));
          }
          if (add.length > 0) {
            await tx
              .insert(collectionTestCases)
              .values(add.map((testCaseId) => ({ collectionId: collection.id, testCaseId })))
              .onConflictDoNothing();
          }
        })
        .catch((error: unknown) => {
          // A test (or the collection, or the environment) deleted between the checks and the writes.
          if (isForeignKeyViolation(error))
            throw new HttpError(
              400,
              'A test to add, the environment, or the collection was deleted meanwhile. Nothing was changed.',
              'test_case_ids_to_add',
            );
          throw error;
        });
      // After the commit, since pg-boss writes outside this transaction. Should this fail, the saved
      // schedule is still the truth, and the scheduler brings pg-boss in line when it next starts.
      if (schedule !== undefined) {
        await syncCollectionSchedule(jobs, collection.id, schedule).catch((error: Error) =>
          request.log.error({ err: error, collectionId: collection.id }, 'scheduling the collection failed'),
        );
      }
      return collectionView(db, await requireCollection(db, identity, collection.id));
    },

    async deleteTestCollection({ identity, params, request, reply }) {
      const collection = await requireCollection(db, identity, params.id);
      // Its test links and collection runs go with it (ON DELETE CASCADE); the tests and their runs stay.
      await db.delete(testCollections).where(eq(testCollections.id, collection.id));
      // A schedule left behind would be harmless: its next tick finds no collection and removes it.
      await syncCollectionSchedule(jobs, collection.id, null).catch((error: Error) =>
        request.log.error({ err: error, collectionId: collection.id }, 'unscheduling the collection failed'),
      );
      reply.code(204);
      return undefined;
    },

    async runTestCollection({ identity, params, body, request, reply }) {
      const collection = await requireCollection(db, identity, params.id);
      const links = await db
        .select({ id: collectionTestCases.testCaseId })
        .from(collectionTestCases)
        .where(eq(collectionTestCases.collectionId, collection.id));
      // A collection run with no runs would read as running forever.
      if (links.length === 0) throw new HttpError(400, 'This collection has no tests to run. Add tests to it first.');
      const collectionRun = await startCollectionRun(
        db,
        jobs,
        { testSuiteId: collection.testSuiteId, collection, testCaseIds: links.map((link) => link.id), body },
        websiteRules(request, config),
      );
      reply.code(201);
      return collectionRun;
    },

    async runTestSuite({ identity, params, body, request, reply }) {
      const suite = await requireTestSuite(db, identity, params.id);
      const tests = await db.select({ id: testCases.id }).from(testCases).where(eq(testCases.testSuiteId, suite.id));
      if (tests.length === 0) throw new HttpError(400, 'This project has no tests to run. Create a test first.');
      const collectionRun = await startCollectionRun(
        db,
        jobs,
        { testSuiteId: suite.id, collection: null, testCaseIds: tests.map((test) => test.id), body },
        websiteRules(request, config),
      );
      reply.code(201);
      return collectionRun;
    },

    async listRecentCollectionRuns({ identity, params, query }) {
      await requireTestSuite(db, identity, params.id);
      const limit = query.limit ?? 10;
      const recent = await db
        .select({ collectionRun: collectionRuns, collectionName: testCollections.name })
        .from(collectionRuns)
        .leftJoin(testCollections, eq(testCollections.id, collectionRuns.collectionId))
        .where(and(eq(collectionRuns.testSuiteId, params.id), ...(query.environment ? [eq(collectionRuns.environmentName, query.environment)] : [])))
        .orderBy(desc(collectionRuns.createdAt))
        .limit(limit);
      if (recent.length === 0) return [];
      const runs = await db
        .select()
        .from(testRuns)
        .where(
          inArray(
            testRuns.collectionRunId,
            recent.map((row) => row.collectionRun.id),
          ),
        )
        .orderBy(asc(testRuns.createdAt));
      return recent.map(({ collectionRun, collectionName }) =>
        collectionRunView(
          collectionRun,
          collectionName,
          runs.filter((run) => run.collectionRunId === collectionRun.id),
        ),
      );
    },

    async listTestSuiteRuns({ identity, params, query }) {
      await requireTestSuite(db, identity, params.id);
      const limit = query.limit ?? 50;
      const rows = await db
        .select({ run: testRuns })
        .from(testRuns)
        .innerJoin(testCases, eq(testCases.id, testRuns.testCaseId))
        .where(and(eq(testCases.testSuiteId, params.id), ...(query.environment ? [eq(testRuns.environmentName, query.environment)] : [])))
        .orderBy(desc(testRuns.createdAt), desc(testRuns.id))
        .limit(limit);
      return rows.map(({ run }) => toTestRun(run));
    },
  };
}
