/** A test's flakiness as the server answers it, for the flakiness machine's paths, tests and stories (importable in the browser). */
import { base } from '../testCasePage/testCasePage.samples';
import type { TestFlakiness } from './testFlakiness.machine';

export const testId = base._id;

/** Never ended passed or failed. */
export const noVerdicts: TestFlakiness = {
  test_case_id: testId,
  name: base.name,
  verdicts: 0,
  flaky: 0,
  failed: 0,
  flake_rate: null,
  quarantined: false,
  quarantine_reason: null,
};

/** Ten verdicts: two passed only on a retry, one failed. */
export const flakyTest: TestFlakiness = { ...noVerdicts, verdicts: 10, flaky: 2, failed: 1, flake_rate: 0.2 };

/** Twelve passes at the first attempt. */
export const stableTest: TestFlakiness = { ...noVerdicts, verdicts: 12, flaky: 0, failed: 0, flake_rate: 0 };

export const SAMPLE_REASON = 'Flaky on the staging payment provider.';
/** The server's reason when none was given. */
export const DEFAULT_REASON = 'Quarantined by ada@shop.test';

/** The flaky test quarantined by hand, with a reason. */
export const quarantinedTest: TestFlakiness = { ...flakyTest, quarantined: true, quarantine_reason: SAMPLE_REASON };

/** What setTestQuarantine answers for the flaky test: quarantined with the reason given (or the server's), or released. */
export function quarantineAnswer(request: { quarantined: boolean; reason?: string }): TestFlakiness {
  return request.quarantined ? { ...flakyTest, quarantined: true, quarantine_reason: request.reason ?? DEFAULT_REASON } : flakyTest;
}
