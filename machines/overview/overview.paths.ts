/** The path model of the Overview: load, retry, and refreshes while something runs. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import type { CollectionRun } from '../collections/runGroups';
import { overviewObservations, overviewTransitions } from './overview.expectations';
import { SHOP_SUITE_ID, shopGroups, shopRuns, shopRunsWhileRunning } from './overview.fixtures';
import { overviewMachine, type OverviewData } from './overview.machine';

export * from './overview.fixtures';

export const overviewPathModel: PathModel<typeof overviewMachine> = {
  machine: overviewMachine,
  inputs: [{ suiteId: SHOP_SUITE_ID, groups: shopGroups }],
  implementations: {
    actors: { loadOverview: neverSettles<OverviewData, { suiteId: string }>() },
    actions: { notifyFailed: () => {} },
  },
  events: () => [
    { type: 'overview.retry' },
    { type: 'overview.refresh' },
    doneEvent('loadOverview', { groups: shopGroups as CollectionRun[], runs: shopRunsWhileRunning }),
    doneEvent('loadOverview', { groups: shopGroups as CollectionRun[], runs: shopRuns }),
    errorEvent('loadOverview', 'Project not found'),
  ],
  observations: overviewObservations,
  transitions: overviewTransitions,
};
