/**
 * The path model of the collection form. Creating: the name is typed ('Nightly') and two tests
 * picked, in that order, or the form is sent empty to show its error. Editing Checkout's tests:
 * 'Pay by invoice' is swapped for 'Log in' (a change), or the dialog is sent unchanged.
 */
import { recordingActor } from '../_testing/confirmations';
import type { SnapshotFrom } from 'xstate';
import type { ModelEvent, PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import type { TreeItem } from '../testTree/treeModel';
import {
  checkoutCollection,
  checkoutWithLogIn,
  LOG_IN_ID,
  nightlyCollection,
  nightlyWithTests,
  PAY_BY_INVOICE_ID,
  SEARCH_ID,
  SHOP_SUITE_ID,
  shopTree,
} from './collections.fixtures';
import { collectionFormObservations, collectionFormTransitions } from './collectionForm.expectations';
import { collectionFormMachine } from './collectionForm.machine';
import type { TestCollection, TestCollectionUpdate } from './collections.machine';

export * from './collections.fixtures';

type Snapshot = SnapshotFrom<typeof collectionFormMachine>;
type Event = ModelEvent<typeof collectionFormMachine>;

function editingEvents({ context }: Snapshot): Event[] {
  const events: Event[] = [{ type: 'form.cancel' }];
  const picked = context.selectedTestIds;
  if (context.mode === 'create') {
    if (context.name === '' && picked.length === 0) {
      events.push({ type: 'name.changed', value: 'Nightly' });
      if (!context.showErrors) events.push({ type: 'form.submit' });
    }
    if (context.name !== '' && picked.length === 0) events.push({ type: 'tests.toggled', ids: [LOG_IN_ID, SEARCH_ID], selected: true });
    if (context.name !== '') events.push({ type: 'form.submit' });
    return events;
  }
  if (context.search === '') events.push({ type: 'search.changed', value: 'log' });
  if (picked.includes(PAY_BY_INVOICE_ID)) events.push({ type: 'tests.toggled', ids: [PAY_BY_INVOICE_ID], selected: false });
  else if (!picked.includes(LOG_IN_ID)) events.push({ type: 'tests.toggled', ids: [LOG_IN_ID], selected: true });
  events.push({ type: 'form.submit' });
  return events;
}

export const collectionFormPathModel: PathModel<typeof collectionFormMachine> = {
  machine: collectionFormMachine,
  inputs: [{ suiteId: SHOP_SUITE_ID, collections: recordingActor('collections').ref }],
  implementations: {
    actors: {
      getTestSuiteTree: neverSettles<TreeItem[], { suiteId: string }>(),
      createTestCollection: neverSettles<TestCollection, { suiteId: string; name: string }>(),
      updateTestCollection: neverSettles<TestCollection, TestCollectionUpdate>(),
    },
    actions: { notifySucceeded: () => {}, notifyFailed: () => {} },
  },
  events: (snapshot) => {
    if (snapshot.matches({ open: 'editing' })) return editingEvents(snapshot);
    return [
      { type: 'form.create' },
      { type: 'form.editTests', collection: checkoutCollection },
      { type: 'form.cancel' },
      { type: 'tests.retry' },
      doneEvent('getTestSuiteTree', shopTree),
      errorEvent('getTestSuiteTree', 'Project not found'),
      doneEvent('createTestCollection', nightlyCollection),
      errorEvent('createTestCollection', 'A test suite with this name already exists'),
      doneEvent('updateTestCollection', snapshot.context.mode === 'create' ? nightlyWithTests : checkoutWithLogIn),
      errorEvent('updateTestCollection', 'Test not found'),
    ];
  },
  observations: collectionFormObservations,
  transitions: collectionFormTransitions,
};
