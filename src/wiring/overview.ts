/** The Overview's machine wired to its real implementations: API calls and toasts. */
import { fromPromise } from 'xstate';
import { overviewMachine, RECENT_GROUPS_LIMIT, RUNS_LIMIT } from '../../machines/overview/overview.machine';
import { listRecentCollectionRuns, listTestSuiteRuns } from '../api/collections';
import { notify } from './page';

export const overview = overviewMachine.provide({
  actors: {
    loadOverview: fromPromise(async ({ input }) => {
      const [groups, runs] = await Promise.all([
        listRecentCollectionRuns(input.suiteId, RECENT_GROUPS_LIMIT),
        listTestSuiteRuns(input.suiteId, RUNS_LIMIT),
      ]);
      return { groups, runs };
    }),
  },
  actions: { notifyFailed: notify },
});
