import { describe, expect, it } from 'vitest';
import { LOG_IN_ID, PAY_BY_INVOICE_ID, sampleRun, shopRuns } from './overview.fixtures';
import { failingTests, passRateByDay } from './overviewStats';

describe('overview stats', () => {
  it('rates each day with verdicts, oldest first; runs still going or cancelled do not count', () => {
    expect(passRateByDay(shopRuns)).toEqual([
      { day: '2026-11-18', passed: 1, failed: 0, rate: 1 },
      { day: '2026-11-19', passed: 2, failed: 1, rate: 2 / 3 },
      { day: '2026-11-20', passed: 2, failed: 0, rate: 1 },
      { day: '2026-11-21', passed: 2, failed: 1, rate: 2 / 3 },
    ]);
    expect(passRateByDay(shopRuns, 2).map((day) => day.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(passRateByDay([sampleRun(LOG_IN_ID, 'running', '2026-11-22T10:00:00.000Z')])).toEqual([]);
  });

  it('calls a test failing when its latest verdict failed', () => {
    const failing = failingTests(shopRuns);
    expect(failing.map((test) => [test.testId, test.passed, test.failed])).toEqual([[PAY_BY_INVOICE_ID, 2, 1]]);
    expect(failing[0]!.latestRun.created_at).toBe('2026-11-21T14:05:00.000Z');
    // A newer pass heals it; a newer run still going does not count.
    const healed = [sampleRun(PAY_BY_INVOICE_ID, 'passed', '2026-11-22T08:00:00.000Z'), ...shopRuns];
    expect(failingTests(healed)).toEqual([]);
    const pending = [sampleRun(PAY_BY_INVOICE_ID, 'pending', '2026-11-22T08:00:00.000Z'), ...shopRuns];
    expect(failingTests(pending).map((test) => test.testId)).toEqual([PAY_BY_INVOICE_ID]);
  });
});
