/** The Overview's machine wired to its real implementations: API calls and toasts. */
import { fromPromise } from 'xstate';
import { overviewMachine, RECENT_GROUPS_LIMIT, RUNS_LIMIT } from '../../machines/overview/overview.machine';
import { listRecentCollectionRuns, listTestSuiteRuns } from '../api/collections';
import { getProjectFlakiness } from '../api/projectFlakiness';
import { notify } from './page';

export const overview = overviewMachine.provide({
  actors: {
    loadOverview: fromPromise(async ({ input }) => {
      const [groups, runs, flakiness] = await Promise.all([
        listRecentCollectionRuns(input.suiteId, RECENT_GROUPS_LIMIT, input.environment),
        listTestSuiteRuns(input.suiteId, RUNS_LIMIT, input.environment),
        // The flake rates failing must not fail the Overview: it shows the rest and says so.
        getProjectFlakiness(input.suiteId).catch(() => 'unavailable' as const),
      ]);
      return { groups, runs, flakiness };
    }),
  },
  actions: { notifyFailed: notify },
});
