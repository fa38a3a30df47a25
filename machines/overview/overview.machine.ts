/**
 * The Overview (/home/{testSuiteId?}): the project's recent grouped runs, its pass rate over
 * time, its failing tests, and its flaky and quarantined tests by the server's flake rates.
 *
 * - The recent groups (spec section 9: "Recent grouped runs: 10 groups by default") show at once
 *   as the main layout loaded them for the project. The layout does not reload them after runs
 *   started elsewhere, so the first load fetches them again with the project's latest runs.
 * - While a group or a run is running, both are polled (`pollInterval`, 5000 ms). A failed
 *   refresh keeps what is shown and stops polling (`stale`) until the user refreshes.
 * - The project's flake rates load with the runs, every time. Their call failing does not fail
 *   the load: they are 'unavailable' and everything else shows.
 * - The Environment filter (`overview.filter`, by name; null for all) loads the groups and runs
 *   made against that environment (`?environment=`), dropping what showed. The flake rates
 *   stay the project's.
 */
import { assign, setup } from 'xstate';
import type { ToastParams } from '../_shared/authErrors';
import { isActiveRunStatus } from '../../rules/states';
import type { FlakeRates, ProjectFlakiness } from '../collections/flakiness';
import { hasActiveGroup, type CollectionRun, type TestRun } from '../collections/runGroups';
import { providedActor, providedAction } from '../_shared/provided';

/** Spec section 9. */
export const RECENT_GROUPS_LIMIT = 10;
/** Runs read for the pass rate and the failing and flaky tests. */
export const RUNS_LIMIT = 200;

export interface OverviewInput {
  suiteId: string;
  /** The project's recent groups, as the main layout loaded them. */
  groups: CollectionRun[];
}

export interface OverviewContext {
  suiteId: string;
  /** Only the groups and runs made against the environment of this name; null for all. */
  environment: string | null;
  groups: CollectionRun[];
  runs: TestRun[];
  /** Null until the first load. */
  flakiness: FlakeRates;
}

export interface OverviewData {
  groups: CollectionRun[];
  runs: TestRun[];
  /** 'unavailable' when their call failed (the rest of the load did not). */
  flakiness: ProjectFlakiness | 'unavailable';
}

export type OverviewEvent =
  | { type: 'overview.retry' }
  | { type: 'overview.refresh' }
  /** Show only what ran against the environment of this name, or (null) everything. */
  | { type: 'overview.filter'; environment: string | null };

const failure = (text: string): ToastParams => ({ title: 'Some error occurred', text, type: 'error' });

export const overviewMachine = setup({
  types: {
    context: {} as OverviewContext,
    events: {} as OverviewEvent,
    input: {} as OverviewInput,
    children: {} as { loadOverview: 'loadOverview' },
  },
  actors: {
    /**
     * listRecentCollectionRuns (limit RECENT_GROUPS_LIMIT), listTestSuiteRuns (limit RUNS_LIMIT)
     * and getProjectFlakiness, together; only the first two fail the load.
     */
    loadOverview: providedActor<OverviewData, { suiteId: string; environment: string | null }>('loadOverview'),
  },
  delays: {
    /** Spec section 9: the test-run polling interval. */
    pollInterval: 5000,
  },
  actions: {
    setData: assign((_, params: OverviewData) => ({ groups: params.groups, runs: params.runs, flakiness: params.flakiness })),
    /** Another filter: what showed was of the other one. */
    setFilter: assign((_, params: { environment: string | null }) => ({ environment: params.environment, groups: [], runs: [] })),
    notifyFailed: providedAction<ToastParams>('notifyFailed'),
  },
  guards: {
    isOtherFilter: ({ context }, params: { environment: string | null }) => params.environment !== context.environment,
    isAnythingRunning: ({ context }) => hasActiveGroup(context.groups) || context.runs.some((run) => isActiveRunStatus(run.status)),
  },
}).createMachine({
  id: 'overview',
  context: ({ input }) => ({ suiteId: input.suiteId, environment: null, groups: input.groups, runs: [], flakiness: null }),
  initial: 'loading',
  on: {
    'overview.filter': {
      guard: { type: 'isOtherFilter', params: ({ event }) => ({ environment: event.environment }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'setFilter', params: ({ event }) => ({ environment: event.environment }) },
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        input: ({ context }) => ({ suiteId: context.suiteId, environment: context.environment }),
        onDone: { target: 'ready', actions: { type: 'setData', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'notifyFailed', params: failure('Unable to fetch the test runs') } },
      },
    },
    failed: {
      on: { 'overview.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: { 'overview.refresh': { target: '.refreshing', reenter: true } },
      states: {
        idle: {
          after: { pollInterval: { guard: 'isAnythingRunning', target: 'refreshing' } },
        },
        refreshing: {
          invoke: {
            id: 'loadOverview',
            src: 'loadOverview',
            input: ({ context }) => ({ suiteId: context.suiteId, environment: context.environment }),
            onDone: { target: 'idle', actions: { type: 'setData', params: ({ event }) => event.output } },
            onError: { target: 'stale', actions: { type: 'notifyFailed', params: failure('Unable to fetch the test runs') } },
          },
        },
        // The last refresh failed: what is shown may be out of date; no polling until asked.
        stale: {},
      },
    },
  },
});
