import { describe, expect, it } from 'vitest';
import {
  checkoutCollection,
  checkoutFailedGroup,
  checkoutPassedGroup,
  checkoutStartedGroup,
  projectGroup,
  shopGroups,
  smokeCollection,
} from './collections.fixtures';
import { countRuns, groupsOfCollection, hasActiveGroup, lastGroupStatus, withGroup } from './runGroups';

describe('run groups', () => {
  it("finds a collection's groups and the latest one's status", () => {
    expect(groupsOfCollection(shopGroups, checkoutCollection._id).map((group) => group.status)).toEqual(['failed', 'passed']);
    expect(lastGroupStatus(shopGroups, checkoutCollection._id)).toBe('failed');
    expect(lastGroupStatus(shopGroups, smokeCollection._id)).toBe('passed');
    expect(lastGroupStatus(shopGroups, 'unknown')).toBeNull();
  });

  it('is active while a group or one of its runs is running', () => {
    expect(hasActiveGroup(shopGroups)).toBe(false);
    expect(hasActiveGroup([checkoutStartedGroup])).toBe(true);
    const settledGroupStillRunning = { ...checkoutFailedGroup, runs: [{ ...checkoutFailedGroup.runs[0]!, status: 'waiting_for_executor' as const }] };
    expect(hasActiveGroup([settledGroupStillRunning])).toBe(true);
  });

  it('counts runs by outcome, a pass on a retry as flaky rather than passed', () => {
    expect(countRuns(projectGroup.runs)).toEqual({ total: 4, passed: 2, flaky: 0, failed: 1, running: 0, notRunnable: 1, stopped: 0 });
    expect(countRuns(checkoutStartedGroup.runs)).toEqual({ total: 2, passed: 0, flaky: 0, failed: 0, running: 2, notRunnable: 0, stopped: 0 });
    expect(countRuns(checkoutPassedGroup.runs)).toEqual({ total: 2, passed: 1, flaky: 1, failed: 0, running: 0, notRunnable: 0, stopped: 0 });
  });

  it('puts a new group first and replaces one it already holds', () => {
    expect(withGroup(shopGroups, checkoutStartedGroup)[0]).toBe(checkoutStartedGroup);
    const updated = { ...checkoutFailedGroup, status: 'passed' as const };
    expect(withGroup(shopGroups, updated).map((group) => group._id)).toEqual(shopGroups.map((group) => group._id));
  });
});
