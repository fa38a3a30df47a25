/** How the ended runs of a group (a collection run) sum up to its verdict, and which verdicts alert as failures. */
import { isActiveRunStatus, type RunStatus } from '../../rules/states.ts';

export type GroupRun = { status: RunStatus; quarantined: boolean; flaky: boolean };

/**
 * How the ended runs of a group sum up to its verdict: failed when any failed, passed when all
 * passed, otherwise the status they share (all cancelled: cancelled), else failed. A run of a
 * quarantined test that did not pass does not count; a group of nothing but those passed.
 * A group with no runs at all tested nothing: `not_runnable`.
 */
export function groupVerdict(runs: GroupRun[], { countQuarantined = false } = {}): RunStatus {
  if (runs.length === 0) return 'not_runnable';
  const counted = countQuarantined ? runs : runs.filter((run) => !run.quarantined || run.status === 'passed');
  if (counted.length === 0) return 'passed';
  const statuses = counted.map((run) => run.status);
  if (statuses.includes('failed')) return 'failed';
  if (statuses.every((status) => status === 'passed')) return 'passed';
  return statuses.every((status) => status === statuses[0]) ? statuses[0] : 'failed';
}

/** Verdicts that alert as failures: everything but a pass and a group its people cancelled. */
export function isFailingVerdict(status: RunStatus): boolean {
  return status !== 'passed' && status !== 'cancelled' && !isActiveRunStatus(status);
}
