/**
 * The Test suites screen's machines wired to their real implementations (API calls, toasts,
 * the schedule check), and the link between the selected collection and the address.
 */
import { fromCallback, fromPromise, type Actor, type EventObject } from 'xstate';
import { collectionFormMachine } from '../../../machines/collections/collectionForm.machine';
import { collectionsMachine, HISTORY_LIMIT } from '../../../machines/collections/collections.machine';
import * as api from '../../api/collections';
import { getTestSuiteTree } from '../../api/tree';
import { goTo } from '../../app/navigation';
import { storageKeys, writeStored } from '../../app/storage';
import { notify } from '../../app/pageActors';
import { isValidSchedule } from './cron';

export const collections = collectionsMachine.provide({
  actors: {
    getTestCollection: fromPromise(({ input }) => api.getTestCollection(input.collectionId)),
    loadCollections: fromPromise(async ({ input }) => {
      const [collections, groups] = await Promise.all([
        api.listTestCollections(input.suiteId),
        api.listRecentCollectionRuns(input.suiteId, HISTORY_LIMIT),
      ]);
      return { collections, groups };
    }),
    updateTestCollection: fromPromise(({ input }) => api.updateTestCollection(input)),
    runTestCollection: fromPromise(({ input }) => api.runTestCollection(input.collectionId)),
    runTestSuite: fromPromise(({ input }) => api.runTestSuite(input.suiteId)),
    deleteTestCollection: fromPromise(({ input }) => api.deleteTestCollection(input.collectionId)),
  },
  actions: { notifySucceeded: notify, notifyFailed: notify },
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

/**
 * "The route parameters testSuiteId, testId and testCollectionId are kept in the address", and
 * the collection is a saved selection: both follow the machine's selection, the first one too.
 */
export const selectionInAddress = fromCallback<EventObject, { actor: Actor<typeof collections>; suiteId: string }>(({ input }) => {
  let last: string | null | undefined;
  const follow = (selectedId: string | null) => {
    if (selectedId === last) return;
    last = selectedId;
    writeStored(storageKeys.collection, selectedId);
    const target = selectedId ? `/collections/${input.suiteId}/${selectedId}` : `/collections/${input.suiteId}`;
    if (window.location.pathname !== target) goTo(target, { replace: true });
  };
  follow(input.actor.getSnapshot().context.selectedId);
  const subscription = input.actor.subscribe((snapshot) => follow(snapshot.context.selectedId));
  return () => subscription.unsubscribe();
});
