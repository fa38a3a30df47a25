/** The path model of the Overview: load (with or without the flake rates), retry, refreshes while something runs, and the environment filter set and cleared. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import type { CollectionRun } from '../collections/runGroups';
import { overviewObservations, overviewTransitions } from './overview.expectations';
import { SHOP_SUITE_ID, shopFlakiness, shopGroups, shopRuns, shopRunsWhileRunning } from './overview.fixtures';
import { overviewMachine, type OverviewData } from './overview.machine';

export * from './overview.fixtures';

export const overviewPathModel: PathModel<typeof overviewMachine> = {
  machine: overviewMachine,
  inputs: [{ suiteId: SHOP_SUITE_ID, groups: shopGroups }],
  implementations: {
    actors: { loadOverview: neverSettles<OverviewData, { suiteId: string; environment: string | null }>() },
    actions: { notifyFailed: () => {} },
  },
  events: () => [
    { type: 'overview.retry' },
    { type: 'overview.refresh' },
    { type: 'overview.filter', environment: 'staging' },
    { type: 'overview.filter', environment: null },
    doneEvent('loadOverview', { groups: shopGroups as CollectionRun[], runs: shopRunsWhileRunning, flakiness: shopFlakiness }),
    doneEvent('loadOverview', { groups: shopGroups as CollectionRun[], runs: shopRuns, flakiness: shopFlakiness }),
    // The flake rates' call failed; the rest loaded.
    doneEvent('loadOverview', { groups: shopGroups as CollectionRun[], runs: shopRuns, flakiness: 'unavailable' as const }),
    errorEvent('loadOverview', 'Project not found'),
  ],
  observations: overviewObservations,
  transitions: overviewTransitions,
};
