/**
 * What the Overview reads from a project's recent runs: the pass rate per day and the failing
 * tests (its flaky tests are the server's flake rates: overview.selectors.ts says why). Pure
 * functions over the runs the server listed (newest first);
 * only ended runs that passed or failed count: a run still going, cancelled, stopped or not
 * runnable says nothing about the test.
 */
import type { TestRun } from '../collections/runGroups';

export interface DayRate {
  /** The UTC day, 'YYYY-MM-DD'. */
  day: string;
  passed: number;
  failed: number;
  /** passed / (passed + failed), from 0 to 1. */
  rate: number;
}

/** How many days with runs the chart shows at most. */
export const CHART_DAYS = 14;

const isVerdict = (run: TestRun) => run.status === 'passed' || run.status === 'failed';

/** The pass rate of each day that had verdicts, oldest first, the latest `days` of them. */
export function passRateByDay(runs: ReadonlyArray<TestRun>, days = CHART_DAYS): DayRate[] {
  const byDay = new Map<string, { passed: number; failed: number }>();
  for (const run of runs) {
    if (!isVerdict(run)) continue;
    const day = run.created_at.slice(0, 10);
    const counts = byDay.get(day) ?? { passed: 0, failed: 0 };
    if (run.status === 'passed') counts.passed += 1;
    else counts.failed += 1;
    byDay.set(day, counts);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-days)
    .map(([day, { passed, failed }]) => ({ day, passed, failed, rate: passed / (passed + failed) }));
}

/** Each test's verdicts, newest first, in the order the tests first appear. */
function verdictsByTest(runs: ReadonlyArray<TestRun>): Map<string, TestRun[]> {
  const sorted = [...runs].filter(isVerdict).sort((a, b) => b.created_at.localeCompare(a.created_at));
  const byTest = new Map<string, TestRun[]>();
  for (const run of sorted) byTest.set(run.test_case_id, [...(byTest.get(run.test_case_id) ?? []), run]);
  return byTest;
}

export interface TestHealth {
  testId: string;
  /** The newest verdict: the run to open. */
  latestRun: TestRun;
  passed: number;
  failed: number;
}

function health(testId: string, verdicts: TestRun[]): TestHealth {
  const failed = verdicts.filter((run) => run.status === 'failed').length;
  return { testId, latestRun: verdicts[0]!, passed: verdicts.length - failed, failed };
}

/** Tests whose latest verdict is a failure, the most recent failure first. */
export function failingTests(runs: ReadonlyArray<TestRun>): TestHealth[] {
  return [...verdictsByTest(runs)].filter(([, verdicts]) => verdicts[0]!.status === 'failed').map(([id, verdicts]) => health(id, verdicts));
}
