/**
 * What the user observes in each state of the Overview, and what each transition must do: the
 * hand-written tables its path replays check (machines/_testing/expectations.ts). Texts are the
 * spec's, written out rather than imported, so a changed toast fails here.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import type { OverviewContext, overviewMachine } from './overview.machine';
import { FAILING_TEST_IDS, FLAKY_TEST_IDS, QUARANTINED_TEST_IDS, SHOP_SUITE_ID } from './overview.fixtures';
import {
  selectFailingTests,
  selectFlakeRatesUnavailable,
  selectFlakyTests,
  selectQuarantinedTests,
  selectQuarantineRule,
  selectGroups,
  selectHasFailed,
  selectIsLoading,
  selectIsReady,
  selectIsRefreshing,
  selectIsStale,
  selectEnvironmentFilter,
} from './overview.selectors';

type Machine = typeof overviewMachine;
type Tables = ExpectationTables<Machine>;

function screenView(snapshot: SnapshotFrom<Machine>) {
  return {
    loading: selectIsLoading(snapshot),
    failed: selectHasFailed(snapshot),
    ready: selectIsReady(snapshot),
    refreshing: selectIsRefreshing(snapshot),
    stale: selectIsStale(snapshot),
  };
}
/** The statistics themselves are overviewStats' own test; here, which tests each list names (in any order). */
const groupCount = (snapshot: SnapshotFrom<Machine>) => selectGroups(snapshot).length;
const failingIds = (snapshot: SnapshotFrom<Machine>) =>
  selectFailingTests(snapshot)
    .map((test) => test.testId)
    .sort();
/** The flake rates' lists, in the server's order (the flakiest first). */
function flakeView(snapshot: SnapshotFrom<Machine>) {
  return {
    flaky: selectFlakyTests(snapshot).map((test) => test.test_case_id),
    quarantined: selectQuarantinedTests(snapshot).map((test) => test.test_case_id),
    rule: selectQuarantineRule(snapshot),
    unavailable: selectFlakeRatesUnavailable(snapshot),
  };
}
const noRates = { flaky: [], quarantined: [], rule: null, unavailable: false };

/**
 * The layout's four groups show at once, before the runs come; every sample load answers the same
 * four groups. Another environment filter drops them until its load answers. Until runs come there is nothing failing; the sample runs (with or without 'Log
 * in' running) make 'Pay by invoice' failing. Flaky and quarantined tests come from the flake
 * rates, which the sample loads answer (the project's 30 % rule; 'Pay by card' and 'Pay by
 * invoice' flaky, 'Pay by card' and 'Search products' quarantined) or fail to.
 */
const screen =
  (view: ReturnType<typeof screenView>, can: Observation<Machine>['can'] = []) =>
  ({ runs, flakiness, groups, environment }: OverviewContext): Observation<Machine> => ({
    // The filter may change in every state.
    can: [...(can ?? []), 'overview.filter'],
    selectors: [
      [screenView, view],
      [groupCount, groups.length === 0 ? 0 : 4],
      [selectEnvironmentFilter, environment],
      [failingIds, runs.length ? [...FAILING_TEST_IDS].sort() : []],
      [
        flakeView,
        flakiness === null
          ? noRates
          : flakiness === 'unavailable'
            ? { ...noRates, unavailable: true }
            : { flaky: FLAKY_TEST_IDS, quarantined: QUARANTINED_TEST_IDS, rule: 0.3, unavailable: false },
      ],
    ],
  });

const none = { loading: false, failed: false, ready: false, refreshing: false, stale: false };
const ready = { ...none, ready: true };

export const overviewObservations: Tables['observations'] = {
  loading: screen({ ...none, loading: true }),
  failed: screen({ ...none, failed: true }, ['overview.retry']),
  'ready.idle': screen(ready, ['overview.refresh']),
  'ready.refreshing': screen({ ...ready, refreshing: true }, ['overview.refresh']),
  // What shows may be out of date; refresh stays offered.
  'ready.stale': screen({ ...ready, stale: true }, ['overview.refresh']),
};

/** Loaded under the filter in force: `?environment=` with a name, nothing for all. */
const load = (environment: string | null): Effect => ({ invoke: 'loadOverview', input: { suiteId: SHOP_SUITE_ID, environment } });
/** Another filter drops what showed and loads again; the same one changes nothing. */
const filtered = ({ environment }: OverviewContext, event: AnyEventObject): StepExpectation =>
  event.environment === environment ? {} : { target: 'loading', effects: [load(event.environment)] };
const fetchFailed: Effect = {
  action: 'notifyFailed',
  params: { title: 'Some error occurred', text: 'Unable to fetch the test runs', type: 'error' },
};
/** Only the sample with 'Log in' running has a run under way; the sample groups have all finished. */
const somethingRuns = ({ runs }: OverviewContext) => runs.some((run) => run.status === 'running');

export const overviewTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [load(null)] },
  'loading + xstate.done.actor.loadOverview': { target: 'ready.idle' },
  'loading + xstate.error.actor.loadOverview': { target: 'failed', effects: [fetchFailed] },
  'failed + overview.retry': ({ environment }) => ({ target: 'loading', effects: [load(environment)] }),
  // Refresh fetches again from any ready state; while refreshing it starts over.
  'ready + overview.refresh': ({ environment }) => ({ target: 'ready.refreshing', effects: [load(environment)] }),
  // Spec section 9: polled every 5000 ms, but only while something runs.
  'ready.idle + xstate.after.pollInterval.overview.ready.idle': (context) =>
    somethingRuns(context) ? { target: 'ready.refreshing', effects: [load(context.environment)] } : {},
  'loading + overview.filter': filtered,
  'failed + overview.filter': filtered,
  'ready + overview.filter': filtered,
  'ready.refreshing + xstate.done.actor.loadOverview': { target: 'ready.idle' },
  // What shows is kept; polling stops until the user refreshes.
  'ready.refreshing + xstate.error.actor.loadOverview': { target: 'ready.stale', effects: [fetchFailed] },
};
