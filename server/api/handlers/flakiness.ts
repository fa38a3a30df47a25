/**
 * Flake rates and quarantine: a test's verdicts over its last 50 (server/runs/flakiness.ts), a
 * project's tests and collections together, and quarantine by hand. The rule that quarantines
 * on its own runs when a run ends (runWorker.ts).
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import { collectionTestCases, testCases, testCollections } from '../../db/schema.ts';
import { flakeRate, quarantineRate, type Verdicts } from '../../../rules/quarantine.ts';
import { verdictsOf, verdictsOrNone } from '../../runs/flakiness.ts';
import { requireTestCase, requireTestSuite } from '../access.ts';
import type { HandlerContext, Handlers } from './types.ts';

type QuarantinedTest = { id: string; name: string; title: string | null; quarantined: boolean; quarantineReason: string | null };

function toFlakiness(test: QuarantinedTest, verdicts: Verdicts) {
  return {
    test_case_id: test.id,
    name: test.title?.trim() || test.name,
    ...verdicts,
    flake_rate: flakeRate(verdicts),
    quarantined: test.quarantined,
    quarantine_reason: test.quarantineReason,
  };
}

const sum = (all: Verdicts[]): Verdicts =>
  all.reduce((total, one) => ({ verdicts: total.verdicts + one.verdicts, flaky: total.flaky + one.flaky, failed: total.failed + one.failed }), {
    verdicts: 0,
    flaky: 0,
    failed: 0,
  });

/** The flakiest first, then the most failed, then by name. */
const flakiestFirst = (a: ReturnType<typeof toFlakiness>, b: ReturnType<typeof toFlakiness>) =>
  (b.flake_rate ?? -1) - (a.flake_rate ?? -1) || b.failed - a.failed || a.name.localeCompare(b.name);

export function flakinessHandlers({ db }: HandlerContext): Handlers {
  const testFlakiness = async (test: QuarantinedTest) => toFlakiness(test, verdictsOrNone(await verdictsOf(db, { testId: test.id }), test.id));
  return {
    async getTestFlakiness({ identity, params }) {
      const { testCase } = await requireTestCase(db, identity, params.id);
      return testFlakiness(testCase);
    },

    async setTestQuarantine({ identity, params, body }) {
      await requireTestCase(db, identity, params.id);
      const reason = body.quarantined ? body.reason?.trim() || `Quarantined by ${identity.email}.` : null;
      const [test] = await db
        .update(testCases)
        .set({ quarantined: body.quarantined, quarantineReason: reason })
        .where(eq(testCases.id, params.id))
        .returning();
      return testFlakiness(test);
    },

    async getProjectFlakiness({ identity, params }) {
      const suite = await requireTestSuite(db, identity, params.id);
      const verdicts = await verdictsOf(db, { suiteId: params.id });
      const tested = [...verdicts.keys()];
      const tests = await db
        .select({
          id: testCases.id,
          name: testCases.name,
          title: testCases.title,
          quarantined: testCases.quarantined,
          quarantineReason: testCases.quarantineReason,
        })
        .from(testCases)
        .where(
          and(eq(testCases.testSuiteId, params.id), or(eq(testCases.quarantined, true), tested.length ? inArray(testCases.id, tested) : undefined)),
        );
      const collections = await db
        .select({ id: testCollections.id, name: testCollections.name, testId: collectionTestCases.testCaseId })
        .from(testCollections)
        .leftJoin(collectionTestCases, eq(collectionTestCases.collectionId, testCollections.id))
        .where(eq(testCollections.testSuiteId, params.id));
      const byCollection = new Map<string, { name: string; verdicts: Verdicts[] }>();
      for (const row of collections) {
        const entry = byCollection.get(row.id) ?? byCollection.set(row.id, { name: row.name, verdicts: [] }).get(row.id)!;
        if (row.testId) entry.verdicts.push(verdictsOrNone(verdicts, row.testId));
      }
      return {
        tests: tests.map((test) => toFlakiness(test, verdictsOrNone(verdicts, test.id))).sort(flakiestFirst),
        collections: [...byCollection].map(([id, { name, verdicts: all }]) => {
          const total = sum(all);
          return { collection_id: id, name, ...total, flake_rate: flakeRate(total) };
        }),
        quarantine_flake_rate: quarantineRate(suite.features),
      };
    },
  };
}
