import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { overviewMachine, RECENT_GROUPS_LIMIT } from './overview.machine';
import { overviewPathModel, PAY_BY_CARD_ID, projectStartedGroup, SHOP_SUITE_ID, shopFlakiness, shopGroups, shopRuns } from './overview.paths';
import {
  selectFailingTests,
  selectFlakeRatesUnavailable,
  selectFlakyTests,
  selectGroups,
  selectHasFailed,
  selectIsLoading,
  selectIsReady,
  selectIsStale,
  selectPassRate,
  selectQuarantinedTests,
  selectEnvironmentFilter,
} from './overview.selectors';

describePathModel(overviewPathModel);

function startOverview() {
  return startRecorded(overviewMachine, {
    input: { suiteId: SHOP_SUITE_ID, groups: shopGroups },
    actors: ['loadOverview'],
    actions: ['notifyFailed'],
  });
}

describe('overview', () => {
  it("shows the layout's groups at once, and fetches them again with the runs", () => {
    const { calls, settle, snapshot } = startOverview();
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectGroups(snapshot())).toEqual(shopGroups);
    expect(calls).toEqual([['loadOverview', { suiteId: SHOP_SUITE_ID, environment: null }]]);
    settle(doneEvent('loadOverview', { groups: [projectStartedGroup], runs: shopRuns, flakiness: shopFlakiness }));
    expect(selectGroups(snapshot())).toEqual([projectStartedGroup]);
  });

  it('shows only what ran against the environment chosen: the shown groups and runs go, and load again with its name', () => {
    const { actor, calls, settle, snapshot } = startOverview();
    settle(doneEvent('loadOverview', { groups: shopGroups, runs: shopRuns, flakiness: shopFlakiness }));
    actor.send({ type: 'overview.filter', environment: 'staging' });
    expect(selectEnvironmentFilter(snapshot())).toBe('staging');
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(selectGroups(snapshot())).toEqual([]);
    expect(selectFailingTests(snapshot())).toEqual([]);
    // The same filter again loads nothing; a refresh keeps it.
    actor.send({ type: 'overview.filter', environment: 'staging' });
    settle(doneEvent('loadOverview', { groups: [], runs: [], flakiness: shopFlakiness }));
    actor.send({ type: 'overview.refresh' });
    actor.send({ type: 'overview.filter', environment: null });
    expect(calls).toEqual([
      ['loadOverview', { suiteId: SHOP_SUITE_ID, environment: null }],
      ['loadOverview', { suiteId: SHOP_SUITE_ID, environment: 'staging' }],
      ['loadOverview', { suiteId: SHOP_SUITE_ID, environment: 'staging' }],
      ['loadOverview', { suiteId: SHOP_SUITE_ID, environment: null }],
    ]);
  });

  it('reads the pass rate and the failing tests from the runs, computed once per list', () => {
    const { settle, snapshot } = startOverview();
    settle(doneEvent('loadOverview', { groups: shopGroups, runs: shopRuns, flakiness: shopFlakiness }));
    expect(selectPassRate(snapshot())).toHaveLength(4);
    expect(selectPassRate(snapshot())).toBe(selectPassRate(snapshot()));
    expect(selectFailingTests(snapshot())).toHaveLength(1);
  });

  it('shows at most the recent groups the spec allows', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ ...projectStartedGroup, _id: `group-${index}` }));
    const { snapshot } = startRecorded(overviewMachine, { input: { suiteId: SHOP_SUITE_ID, groups: many }, actors: ['loadOverview'], actions: [] });
    expect(selectGroups(snapshot())).toHaveLength(RECENT_GROUPS_LIMIT);
  });

  it('offers a retry when the runs cannot be fetched, and keeps the data when a refresh fails', () => {
    const { actor, settle, done, snapshot } = startOverview();
    settle(errorEvent('loadOverview', 'Bad gateway'));
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'overview.retry' });
    settle(doneEvent('loadOverview', { groups: shopGroups, runs: shopRuns, flakiness: shopFlakiness }));
    actor.send({ type: 'overview.refresh' });
    settle(errorEvent('loadOverview', 'Bad gateway'));
    expect(selectIsStale(snapshot())).toBe(true);
    expect(snapshot().context.runs).toEqual(shopRuns);
    expect(done).toEqual([
      ['notifyFailed', { title: 'Some error occurred', text: 'Unable to fetch the test runs', type: 'error' }],
      ['notifyFailed', { title: 'Some error occurred', text: 'Unable to fetch the test runs', type: 'error' }],
    ]);
  });

  it("names flaky and quarantined tests by the server's flake rates, refreshed with every load", () => {
    const { actor, settle, snapshot } = startOverview();
    expect(selectFlakyTests(snapshot())).toEqual([]);
    settle(doneEvent('loadOverview', { groups: shopGroups, runs: shopRuns, flakiness: shopFlakiness }));
    expect(selectFlakyTests(snapshot()).map((test) => [test.name, test.flake_rate, test.verdicts])).toEqual([
      ['Pay by card', 0.4, 10],
      ['Pay by invoice', 1 / 12, 12],
    ]);
    expect(selectQuarantinedTests(snapshot()).map((test) => test.name)).toEqual(['Pay by card', 'Search products']);
    const released = {
      ...shopFlakiness,
      tests: shopFlakiness.tests.map((test) => (test.test_case_id === PAY_BY_CARD_ID ? { ...test, quarantined: false } : test)),
    };
    actor.send({ type: 'overview.refresh' });
    settle(doneEvent('loadOverview', { groups: shopGroups, runs: shopRuns, flakiness: released }));
    expect(selectQuarantinedTests(snapshot()).map((test) => test.name)).toEqual(['Search products']);
  });

  it('shows everything else when the flake rates cannot be fetched, and says they are unavailable', () => {
    const { settle, done, snapshot } = startOverview();
    settle(doneEvent('loadOverview', { groups: shopGroups, runs: shopRuns, flakiness: 'unavailable' }));
    expect(selectIsReady(snapshot())).toBe(true);
    expect(selectFlakeRatesUnavailable(snapshot())).toBe(true);
    expect(selectFailingTests(snapshot())).toHaveLength(1);
    expect(selectFlakyTests(snapshot())).toEqual([]);
    expect(done).toEqual([]);
  });
});
