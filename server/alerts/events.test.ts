/** The verdict of a group and the event each channel is told of: pure rules, every combination that matters. */
import { describe, expect, it } from 'vitest';
import { groupVerdict, isFailingVerdict, type GroupRun } from '../runs/verdict.ts';
import { alertEvent, channelsFor, type GroupFacts } from './queue.ts';
import type { AlertChannelRow } from './channels.ts';
import { testLine, type AlertTest } from './messages.ts';

const run = (status: GroupRun['status'], extra: Partial<GroupRun> = {}): GroupRun => ({ status, quarantined: false, flaky: false, ...extra });

describe('group verdict', () => {
  it('sums the runs up as the collection-run listing does', () => {
    expect(groupVerdict([run('passed'), run('passed')])).toBe('passed');
    expect(groupVerdict([run('passed'), run('failed')])).toBe('failed');
    expect(groupVerdict([run('cancelled'), run('cancelled')])).toBe('cancelled');
    expect(groupVerdict([run('aborted'), run('aborted')])).toBe('aborted');
    expect(groupVerdict([run('passed'), run('not_runnable')])).toBe('failed');
    expect(groupVerdict([])).toBe('not_runnable');
  });

  it("leaves out a quarantined test's failure, unless asked to count it", () => {
    const runs = [run('passed'), run('failed', { quarantined: true })];
    expect(groupVerdict(runs)).toBe('passed');
    expect(groupVerdict(runs, { countQuarantined: true })).toBe('failed');
    expect(groupVerdict([run('resources_exceeded', { quarantined: true })])).toBe('passed');
    expect(groupVerdict([run('failed'), run('passed', { quarantined: true })])).toBe('failed');
  });

  it('alerts as a failure anything but a pass or a cancel', () => {
    expect(['failed', 'not_runnable', 'aborted', 'resources_exceeded', 'executor_not_available'].every((s) => isFailingVerdict(s as never))).toBe(
      true,
    );
    expect(['passed', 'cancelled', 'running', 'pending'].some((s) => isFailingVerdict(s as never))).toBe(false);
  });
});

describe('alert events', () => {
  const channel = (notifyOn: AlertChannelRow['notifyOn'], includeFlaky = false, includeQuarantined = false) => ({
    notifyOn,
    includeFlaky,
    includeQuarantined,
  });
  const facts = (verdict: GroupFacts['verdict'], extra: Partial<GroupFacts> = {}): GroupFacts => ({
    verdict,
    verdictWithQuarantined: verdict,
    flaky: false,
    previous: null,
    ...extra,
  });

  it('failure channels hear of failures only', () => {
    expect(alertEvent(channel('failure'), facts('failed'))).toBe('failure');
    expect(alertEvent(channel('failure'), facts('passed', { previous: 'failed' }))).toBeNull();
    expect(alertEvent(channel('failure'), facts('cancelled'))).toBeNull();
  });

  it('recovery channels hear of failures and of the first pass after one', () => {
    expect(alertEvent(channel('recovery'), facts('failed'))).toBe('failure');
    expect(alertEvent(channel('recovery'), facts('passed', { previous: 'failed' }))).toBe('recovery');
    expect(alertEvent(channel('recovery'), facts('passed', { previous: 'aborted' }))).toBe('recovery');
    expect(alertEvent(channel('recovery'), facts('passed', { previous: 'passed' }))).toBeNull();
    expect(alertEvent(channel('recovery'), facts('passed'))).toBeNull();
  });

  it('every-run channels hear of every end', () => {
    expect(alertEvent(channel('every'), facts('passed'))).toBe('run');
    expect(alertEvent(channel('every'), facts('cancelled'))).toBe('run');
    expect(alertEvent(channel('every'), facts('failed'))).toBe('failure');
    expect(alertEvent(channel('every'), facts('passed', { previous: 'failed' }))).toBe('recovery');
  });

  it('a flaky pass and a quarantined failure alert only when asked', () => {
    expect(alertEvent(channel('failure'), facts('passed', { flaky: true }))).toBeNull();
    expect(alertEvent(channel('failure', true), facts('passed', { flaky: true }))).toBe('flaky');
    expect(alertEvent(channel('failure'), facts('passed', { verdictWithQuarantined: 'failed' }))).toBeNull();
    expect(alertEvent(channel('failure', false, true), facts('passed', { verdictWithQuarantined: 'failed' }))).toBe('failure');
  });

  it("a collection's own enabled channels, else the project's defaults", () => {
    const row = (id: string, collectionId: string | null, enabled = true) => ({ id, collectionId, enabled }) as AlertChannelRow;
    const channels = [row('own', 'c1'), row('off', 'c2', false), row('default', null), row('default-off', null, false)];
    expect(channelsFor(channels, 'c1').map((c) => c.id)).toEqual(['own']);
    expect(channelsFor(channels, 'c2').map((c) => c.id)).toEqual(['default']);
    expect(channelsFor(channels, 'c3').map((c) => c.id)).toEqual(['default']);
    expect(channelsFor(channels, null).map((c) => c.id)).toEqual(['default']);
  });
});

describe('alert texts', () => {
  const failed: AlertTest = {
    name: 'Sign in',
    status: 'failed',
    failed_step: { number: 3, title: 'click "Sign in"' },
    error: 'locator.click: Timeout 2000ms exceeded.',
    run_url: 'http://localhost:3000/run/p/r',
    flaky: false,
    quarantined: false,
    heal: null,
  };

  it('say when a failed run proposes a heal, so the reader knows to review it on the run', () => {
    expect(testLine(failed)).toBe('Sign in failed at step 3 "click "Sign in"": locator.click: Timeout 2000ms exceeded.');
    expect(testLine({ ...failed, heal: { element_before: 'button "Sign in"', element_after: 'button "Log in"' } })).toBe(
      'Sign in failed at step 3 "click "Sign in"": locator.click: Timeout 2000ms exceeded. A heal is proposed: button "Sign in" is now button "Log in"; review it on the run.',
    );
  });
});
