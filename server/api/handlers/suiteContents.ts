/**
 * What the layout loads for a selected project: its test tree, collections, recent collection
 * runs and modules. Reads only; creating these things belongs to later issues.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  collectionRuns,
  collectionTestCases,
  testCases,
  testCollections,
  testModules,
  testRuns,
} from '../../db/schema.ts';
import { requireTestSuite } from '../access.ts';
import { buildTree } from '../tree.ts';
import { summarizeRunStatus, toTestRun } from '../runs.ts';
import type { HandlerContext, Handlers } from './types.ts';
import type { Db } from '../../db/open.ts';

/** The latest run of each of the given tests. */
async function latestRuns(db: Db, testIds: string[]) {
  if (testIds.length === 0) return new Map<string, { _id: string; status: string }>();
  const rows = await db
    .select({ id: testRuns.id, testCaseId: testRuns.testCaseId, status: testRuns.status })
    .from(testRuns)
    .where(inArray(testRuns.testCaseId, testIds))
    .orderBy(desc(testRuns.createdAt));
  const latest = new Map<string, { _id: string; status: string }>();
  for (const row of rows) if (!latest.has(row.testCaseId)) latest.set(row.testCaseId, { _id: row.id, status: row.status });
  return latest;
}

export function suiteContentHandlers({ db }: HandlerContext): Handlers {
  return {
    async getTestSuiteTree({ identity, params }) {
      await requireTestSuite(db, identity, params.id);
      const rows = await db
        .select({ id: testCases.id, name: testCases.name, path: testCases.path, state: testCases.state })
        .from(testCases)
        .where(eq(testCases.testSuiteId, params.id));
      return buildTree(rows);
    },

    async listTestCollections({ identity, params }) {
      await requireTestSuite(db, identity, params.suiteId);
      const collections = await db.select().from(testCollections).where(eq(testCollections.testSuiteId, params.suiteId)).orderBy(asc(testCollections.name));
      if (collections.length === 0) return [];
      const links = await db
        .select()
        .from(collectionTestCases)
        .where(inArray(collectionTestCases.collectionId, collections.map((c) => c.id)));
      const runs = await latestRuns(db, [...new Set(links.map((l) => l.testCaseId))]);
      return collections.map((collection) => {
        const linked = links.filter((l) => l.collectionId === collection.id).map((l) => l.testCaseId);
        return {
          _id: collection.id,
          test_suite_id: collection.testSuiteId,
          name: collection.name,
          linked_test_ids: linked,
          schedule: collection.schedule,
          linked_runs: linked.flatMap((id) => (runs.has(id) ? [runs.get(id)!] : [])),
        };
      });
    },

    async listRecentCollectionRuns({ identity, params, query }) {
      await requireTestSuite(db, identity, params.id);
      const limit = Number(query.limit ?? 10);
      const groups = await db
        .select({ group: collectionRuns, collectionName: testCollections.name })
        .from(collectionRuns)
        .leftJoin(testCollections, eq(testCollections.id, collectionRuns.collectionId))
        .where(eq(collectionRuns.testSuiteId, params.id))
        .orderBy(desc(collectionRuns.createdAt))
        .limit(limit);
      if (groups.length === 0) return [];
      const runs = await db
        .select()
        .from(testRuns)
        .where(and(inArray(testRuns.collectionRunId, groups.map((g) => g.group.id))))
        .orderBy(asc(testRuns.createdAt));
      return groups.map(({ group, collectionName }) => {
        const own = runs.filter((run) => run.collectionRunId === group.id);
        return {
          _id: group.id,
          test_suite_id: group.testSuiteId,
          collection_id: group.collectionId,
          collection_name: collectionName,
          status: summarizeRunStatus(own.map((run) => run.status), group.status),
          created_at: group.createdAt.toISOString(),
          runs: own.map(toTestRun),
        };
      });
    },

    async listTestModules({ identity, params }) {
      await requireTestSuite(db, identity, params.id);
      const rows = await db.select().from(testModules).where(eq(testModules.testSuiteId, params.id)).orderBy(asc(testModules.name));
      return rows.map((row) => ({
        module_id: row.id,
        name: row.name,
        module_type: row.moduleType,
        test_case_id: row.testCaseId,
        defining_py_script: row.definingPyScript,
      }));
    },
  };
}
