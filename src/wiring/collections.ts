/**
 * The Test suites screen's machines wired to their real implementations (API calls, toasts,
 * the schedule check, the selected collection in the address).
 */
import { fromPromise } from 'xstate';
import { collectionFormMachine } from '../../machines/collections/collectionForm.machine';
import { collectionsMachine, HISTORY_LIMIT } from '../../machines/collections/collections.machine';
import * as api from '../api/collections';
import { getProjectFlakiness } from '../api/projectFlakiness';
import { getTestSuiteTree } from '../api/tree';
import { goTo } from '../app/navigation';
import { storageKeys, writeStored } from '../app/storage';
import { notify } from './page';
import { isValidSchedule } from '../features/collections/cron';

export const collections = collectionsMachine.provide({
  actors: {
    getTestCollection: fromPromise(({ input }) => api.getTestCollection(input.collectionId)),
    loadCollections: fromPromise(async ({ input }) => {
      const [collections, groups, flakiness] = await Promise.all([
        api.listTestCollections(input.suiteId),
        api.listRecentCollectionRuns(input.suiteId, HISTORY_LIMIT, input.environment),
        // The flake rates failing must not fail the screen: it shows the rest and says so.
        input.withFlakiness ? getProjectFlakiness(input.suiteId).catch(() => 'unavailable' as const) : undefined,
      ]);
      return { collections, groups, ...(flakiness && { flakiness }) };
    }),
    updateTestCollection: fromPromise(({ input }) => api.updateTestCollection(input)),
    runTestCollection: fromPromise(({ input }) => api.runTestCollection(input.collectionId, input.environment)),
    runTestSuite: fromPromise(({ input }) => api.runTestSuite(input.suiteId, input.environment)),
    deleteTestCollection: fromPromise(({ input }) => api.deleteTestCollection(input.collectionId)),
  },
  actions: {
    // The address names the project's selected collection, and storage keeps it for the next visit.
    showSelection: ({ context }, { collectionId }) => {
      writeStored(storageKeys.collection, collectionId);
      const target = collectionId ? `/collections/${context.suiteId}/${collectionId}` : `/collections/${context.suiteId}`;
      if (window.location.pathname !== target) goTo(target, { replace: true });
    },
    notifySucceeded: notify,
    notifyFailed: notify,
  },
  guards: {
    // The full check (ranges, names, steps), the one the editor's preview uses; blank clears.
    isScheduleValid: ({ context }) => {
      const draft = context.scheduleDraft?.trim() ?? '';
      return draft === '' || isValidSchedule(draft);
    },
  },
});

export const collectionForm = collectionFormMachine.provide({
  actors: {
    getTestSuiteTree: fromPromise(({ input }) => getTestSuiteTree(input.suiteId)),
    createTestCollection: fromPromise(({ input }) => api.createTestCollection(input.suiteId, input.name)),
    updateTestCollection: fromPromise(({ input }) => api.updateTestCollection(input)),
  },
  actions: { notifySucceeded: notify, notifyFailed: notify },
});
