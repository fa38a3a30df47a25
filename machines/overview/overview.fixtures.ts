/** Sample runs of the shop project for the Overview's path model, tests and stories. */
import { LOG_IN_ID, PAY_BY_CARD_ID, PAY_BY_INVOICE_ID, SEARCH_ID, sampleRun, shopGroups } from '../collections/collections.fixtures';
import type { TestRun } from '../collections/runGroups';

export * from '../collections/collections.fixtures';

const byNewest = (runs: TestRun[]) => [...runs].sort((a, b) => b.created_at.localeCompare(a.created_at));

/**
 * The project's recent runs: its groups' runs plus single runs. 'Pay by invoice' failed last
 * after passing (failing), 'Pay by card' failed once then passed (once only on a retry), 'Log
 * in' always passed.
 */
export const shopRuns: TestRun[] = byNewest([
  ...shopGroups.flatMap((group) => group.runs),
  sampleRun(LOG_IN_ID, 'passed', '2026-11-18T11:20:00.000Z'),
  sampleRun(PAY_BY_INVOICE_ID, 'cancelled', '2026-11-18T11:00:00.000Z'),
]);

/** The same, while a single run of 'Log in' is running. */
export const shopRunsWhileRunning: TestRun[] = [sampleRun(LOG_IN_ID, 'running', '2026-11-22T10:00:00.000Z'), ...shopRuns];

export const FAILING_TEST_IDS = [PAY_BY_INVOICE_ID];
/** By the server's flake rates (shopFlakiness), the flakiest first. */
export const FLAKY_TEST_IDS = [PAY_BY_CARD_ID, PAY_BY_INVOICE_ID];
export const QUARANTINED_TEST_IDS = [PAY_BY_CARD_ID, SEARCH_ID];
