/**
 * Groups of runs (one 'run all' of a collection or of a whole project) as the screens read them
 * (spec section 4, "Run statuses"). Pure functions shared by the Test suites and Overview
 * machines, their selectors and views.
 */
import type { components } from '../../openapi/schema';
import { isActiveRunStatus } from '../../rules/states';

export type CollectionRun = components['schemas']['CollectionRun'];
export type TestRun = components['schemas']['TestRun'];
export type RunStatus = components['schemas']['RunStatus'];

/** Some group, or some run in one, may still change: worth polling. */
export function hasActiveGroup(groups: ReadonlyArray<CollectionRun>): boolean {
  return groups.some((group) => isActiveRunStatus(group.status) || group.runs.some((run) => isActiveRunStatus(run.status)));
}

/** A collection's groups, newest first (the server lists them so). */
export function groupsOfCollection(groups: ReadonlyArray<CollectionRun>, collectionId: string): CollectionRun[] {
  return groups.filter((group) => group.collection_id === collectionId);
}

/** The status of the collection's latest group; null when none of the loaded groups is its. */
export function lastGroupStatus(groups: ReadonlyArray<CollectionRun>, collectionId: string): RunStatus | null {
  return groups.find((group) => group.collection_id === collectionId)?.status ?? null;
}

export interface RunCounts {
  total: number;
  /** Passed on the first attempt. */
  passed: number;
  /** Passed only on a retry: counted apart from the clean passes, so a group's flakiness shows. */
  flaky: number;
  failed: number;
  running: number;
  notRunnable: number;
  /** Cancelled, or stopped for exceeding resources. */
  stopped: number;
}

export function countRuns(runs: ReadonlyArray<TestRun>): RunCounts {
  const counts: RunCounts = { total: runs.length, passed: 0, flaky: 0, failed: 0, running: 0, notRunnable: 0, stopped: 0 };
  for (const run of runs) {
    if (run.status === 'passed' && run.flaky) counts.flaky += 1;
    else if (run.status === 'passed') counts.passed += 1;
    else if (run.status === 'failed') counts.failed += 1;
    else if (isActiveRunStatus(run.status)) counts.running += 1;
    else if (run.status === 'not_runnable') counts.notRunnable += 1;
    else counts.stopped += 1;
  }
  return counts;
}

/** A group just started goes first; a group the list already holds is replaced. */
export function withGroup(groups: ReadonlyArray<CollectionRun>, group: CollectionRun): CollectionRun[] {
  return [group, ...groups.filter((other) => other._id !== group._id)];
}
