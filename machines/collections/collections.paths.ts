/**
 * The path model of the Test suites screen. Every action is offered only on the loaded pair
 * (Checkout selected, the sample history): once some action changed the data, only refreshes
 * settle. That still walks every transition while keeping the graph small. A second input opens
 * the screen by an address naming Smoke, whose fetch is walked first.
 */
import type { SnapshotFrom } from 'xstate';
import type { ModelEvent, PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { recordingActor, recordingDialog } from '../_testing/confirmations';
import {
  checkoutCollection,
  checkoutStartedGroup,
  DAILY_SCHEDULE,
  dailyCheckout,
  nightlyWithTests,
  projectStartedGroup,
  renamedCheckout,
  RENAMED_CHECKOUT,
  SHOP_SUITE_ID,
  shopCollections,
  shopFlakiness,
  shopGroups,
  smokeCollection,
  unscheduledCheckout,
} from './collections.fixtures';
import { collectionsObservations, collectionsTransitions } from './collections.expectations';
import { collectionsMachine, type CollectionsData, type TestCollection, type TestCollectionUpdate } from './collections.machine';
import type { CollectionRun } from './runGroups';

export * from './collections.fixtures';

type Snapshot = SnapshotFrom<typeof collectionsMachine>;
type Event = ModelEvent<typeof collectionsMachine>;

const shopData: CollectionsData = { collections: shopCollections, groups: shopGroups, flakiness: shopFlakiness };
/** A refresh while Checkout's new group still runs. */
const runningData: CollectionsData = { collections: shopCollections, groups: [checkoutStartedGroup, ...shopGroups], flakiness: shopFlakiness };
/** A refresh whose flake rates could not be fetched. */
const withoutRates: CollectionsData = { ...shopData, flakiness: 'unavailable' };
/** A refresh that did not ask for the flake rates. */
const { flakiness: _rates, ...withoutAsking } = shopData;

/** Actions are offered once the flake rates loaded, on the sample data. */
function isPristine({ context }: Snapshot): boolean {
  return (
    context.flakiness === shopFlakiness &&
    JSON.stringify(context.collections) === JSON.stringify(shopCollections) &&
    JSON.stringify(context.groups) === JSON.stringify(shopGroups) &&
    context.selectedId === checkoutCollection._id
  );
}

function browsingEvents(snapshot: Snapshot): Event[] {
  if (snapshot.matches({ browsing: 'loadingAddressed' })) {
    return [
      doneEvent('getTestCollection', smokeCollection),
      doneEvent('getTestCollection', { ...smokeCollection, test_suite_id: 'another-project' }),
      errorEvent('getTestCollection', 'Collection not found'),
    ];
  }
  const events: Event[] = [doneEvent('loadCollections', shopData), errorEvent('loadCollections', 'Project not found')];
  if (snapshot.context.groups[0]?._id === checkoutStartedGroup._id) events.push(doneEvent('loadCollections', runningData));
  // Unavailable rates only from the first load (asked again with the next); a load that did not ask keeps the loaded ones.
  if (snapshot.context.flakiness === null) events.push(doneEvent('loadCollections', withoutRates));
  else events.push(doneEvent('loadCollections', withoutAsking));
  if (!isPristine(snapshot)) return events;
  return [
    ...events,
    { type: 'collection.select', id: smokeCollection._id },
    { type: 'collections.refresh' },
    { type: 'rename.start' },
    { type: 'schedule.edit' },
    { type: 'collection.run' },
    { type: 'project.run' },
    { type: 'collection.delete' },
    { type: 'collection.saved', collection: nightlyWithTests },
  ];
}

function renamingEvents({ context }: Snapshot): Event[] {
  const events: Event[] = [{ type: 'rename.cancel' }, { type: 'rename.save' }];
  if (context.rename === checkoutCollection.name) {
    events.push({ type: 'rename.changed', value: RENAMED_CHECKOUT }, { type: 'rename.changed', value: '  ' });
  }
  return events;
}

function schedulingEvents({ context }: Snapshot): Event[] {
  const events: Event[] = [{ type: 'schedule.cancel' }, { type: 'schedule.save' }, { type: 'schedule.clear' }];
  if (context.scheduleDraft === checkoutCollection.schedule) {
    events.push({ type: 'schedule.changed', value: DAILY_SCHEDULE }, { type: 'schedule.changed', value: 'at nine' });
  }
  return events;
}

export const collectionsPathModel: PathModel<typeof collectionsMachine> = {
  machine: collectionsMachine,
  inputs: [
    {
      suiteId: SHOP_SUITE_ID,
      collections: shopCollections,
      groups: shopGroups,
      selectedId: checkoutCollection._id,
      confirmDialog: recordingDialog().ref,
      layout: recordingActor('mainLayout').ref,
    },
    // Opened by an address naming Smoke: fetched first (E-08); then only refreshes settle.
    {
      suiteId: SHOP_SUITE_ID,
      collections: shopCollections,
      groups: shopGroups,
      selectedId: smokeCollection._id,
      addressedId: smokeCollection._id,
      confirmDialog: recordingDialog().ref,
      layout: recordingActor('mainLayout').ref,
    },
  ],
  implementations: {
    actors: {
      getTestCollection: neverSettles<TestCollection, { collectionId: string }>(),
      loadCollections: neverSettles<CollectionsData, { suiteId: string; withFlakiness: boolean }>(),
      updateTestCollection: neverSettles<TestCollection, TestCollectionUpdate>(),
      runTestCollection: neverSettles<CollectionRun, { collectionId: string }>(),
      runTestSuite: neverSettles<CollectionRun, { suiteId: string }>(),
      deleteTestCollection: neverSettles<unknown, { collectionId: string }>(),
    },
    actions: { notifySucceeded: () => {}, notifyFailed: () => {}, showSelection: () => {} },
  },
  events: (snapshot) => {
    if (snapshot.matches('browsing')) return browsingEvents(snapshot);
    if (snapshot.matches('renaming')) return renamingEvents(snapshot);
    if (snapshot.matches('scheduling')) return schedulingEvents(snapshot);
    if (snapshot.matches('confirmingDelete')) return [{ type: 'confirm.accepted', value: '' }, { type: 'confirm.declined' }];
    return [
      doneEvent(
        'updateTestCollection',
        snapshot.context.rename !== null ? renamedCheckout : snapshot.context.scheduleDraft === '' ? unscheduledCheckout : dailyCheckout,
      ),
      errorEvent('updateTestCollection', 'Collection not found'),
      doneEvent('runTestCollection', checkoutStartedGroup),
      errorEvent('runTestCollection', 'Collection not found'),
      doneEvent('runTestSuite', projectStartedGroup),
      errorEvent('runTestSuite', 'Project not found'),
      doneEvent('deleteTestCollection', null),
      errorEvent('deleteTestCollection', 'Collection not found'),
    ];
  },
  observations: collectionsObservations,
  transitions: collectionsTransitions,
};
