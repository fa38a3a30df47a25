/**
 * Flakiness from the runs table: each test's last FLAKE_WINDOW verdicts (runs that ended passed
 * or failed), how many of them passed only on a retry and how many failed; and the project's
 * quarantine rule, applied when a run ends.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { testCases, testRuns, testSuites } from '../db/schema.ts';
import { breaksRule, FLAKE_WINDOW, quarantineRate, ruleReason, type Verdicts } from '../../rules/quarantine.ts';

const NONE: Verdicts = { verdicts: 0, flaky: 0, failed: 0 };

/** The verdicts of one test, or of every test of a project (a test without any is absent). */
export async function verdictsOf(db: Db, of: { testId: string } | { suiteId: string }): Promise<Map<string, Verdicts>> {
  const whose = 'testId' in of ? eq(testRuns.testCaseId, of.testId) : eq(testCases.testSuiteId, of.suiteId);
  const ranked = db.$with('ranked').as(
    db
      .select({
        testCaseId: testRuns.testCaseId,
        status: testRuns.status,
        flaky: testRuns.flaky,
        newest: sql<number>`row_number() OVER (PARTITION BY ${testRuns.testCaseId} ORDER BY ${testRuns.createdAt} DESC)`.as('newest'),
      })
      .from(testRuns)
      .innerJoin(testCases, eq(testCases.id, testRuns.testCaseId))
      .where(and(whose, inArray(testRuns.status, ['passed', 'failed']))),
  );
  const rows = await db
    .with(ranked)
    .select({
      testCaseId: ranked.testCaseId,
      verdicts: sql<number>`count(*)::int`,
      flaky: sql<number>`(count(*) FILTER (WHERE ${ranked.flaky}))::int`,
      failed: sql<number>`(count(*) FILTER (WHERE ${ranked.status} = 'failed'))::int`,
    })
    .from(ranked)
    .where(lte(ranked.newest, FLAKE_WINDOW))
    .groupBy(ranked.testCaseId);
  return new Map(rows.map((row) => [row.testCaseId, { verdicts: Number(row.verdicts), flaky: Number(row.flaky), failed: Number(row.failed) }]));
}

export const verdictsOrNone = (verdicts: Map<string, Verdicts>, testId: string): Verdicts => verdicts.get(testId) ?? NONE;

/**
 * After a run of the test ended: when the project's rule is on and the test's verdicts reach
 * it, the test goes into quarantine with the reason (once; a test already there is left as it is).
 */
export async function applyQuarantineRule(db: Db, testId: string): Promise<boolean> {
  const [row] = await db
    .select({ quarantined: testCases.quarantined, features: testSuites.features })
    .from(testCases)
    .innerJoin(testSuites, eq(testSuites.id, testCases.testSuiteId))
    .where(eq(testCases.id, testId));
  const threshold = row ? quarantineRate(row.features) : null;
  if (!row || row.quarantined || threshold === null) return false;
  const verdicts = verdictsOrNone(await verdictsOf(db, { testId }), testId);
  if (!breaksRule(verdicts, threshold)) return false;
  const [moved] = await db
    .update(testCases)
    .set({ quarantined: true, quarantineReason: ruleReason(verdicts, threshold) })
    .where(and(eq(testCases.id, testId), eq(testCases.quarantined, false)))
    .returning({ id: testCases.id });
  return !!moved;
}
