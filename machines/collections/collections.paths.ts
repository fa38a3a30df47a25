/**
 * The path model of the Test suites screen. Every action is offered only on the loaded pair
 * (Checkout selected, the sample history): once some action changed the data, only refreshes
 * settle. That still walks every transition while keeping the graph small. A second input opens
 * the screen by an address naming Smoke, whose fetch is walked first. An environment picked for
 * runs offers the two run-alls again (with it); the history filtered by an environment offers
 * only its clearing; the schedule editor picks an environment from its untouched draft.
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
  STAGING,
  STAGING_ID,
  dailyCheckoutOnStaging,
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

/** The sample data, with the flake rates loaded and Checkout selected. */
function isSampleData({ context }: Snapshot): boolean {
  return (
    context.flakiness === shopFlakiness &&
    JSON.stringify(context.collections) === JSON.stringify(shopCollections) &&
    JSON.stringify(context.groups) === JSON.stringify(shopGroups) &&
    context.selectedId === checkoutCollection._id
  );
}

/** Actions are offered on the sample data, with no environment picked for runs and the history unfiltered. */
function isPristine(snapshot: Snapshot): boolean {
  return isSampleData(snapshot) && snapshot.context.runEnvironment === null && snapshot.context.historyEnvironment === null;
}

/** The environment events: picked from the pristine screen; then the run-alls with it, or the filter cleared. */
function environmentEvents(snapshot: Snapshot): Event[] {
  const { runEnvironment, historyEnvironment } = snapshot.context;
  if (isPristine(snapshot)) {
    return [
      { type: 'runEnvironment.changed', environment: STAGING_ID },
      { type: 'history.filter', environment: STAGING },
    ];
  }
  const events: Event[] = [];
  if (historyEnvironment !== null) events.push({ type: 'history.filter', environment: null }, { type: 'history.filter', environment: STAGING });
  if (runEnvironment !== null && historyEnvironment === null && isSampleData(snapshot)) {
    events.push(
      { type: 'collection.run' },
      { type: 'project.run' },
      { type: 'runEnvironment.changed', environment: null },
      { type: 'runEnvironment.changed', environment: ' ' },
    );
  }
  return events;
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
  events.push(...environmentEvents(snapshot));
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
    if (context.scheduleEnvironment === null) {
      events.push({ type: 'schedule.environmentChanged', environment: STAGING_ID }, { type: 'schedule.environmentChanged', environment: '' });
    }
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
      loadCollections: neverSettles<CollectionsData, { suiteId: string; withFlakiness: boolean; environment: string | null }>(),
      updateTestCollection: neverSettles<TestCollection, TestCollectionUpdate>(),
      runTestCollection: neverSettles<CollectionRun, { collectionId: string; environment: string | null }>(),
      runTestSuite: neverSettles<CollectionRun, { suiteId: string; environment: string | null }>(),
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
        snapshot.context.rename !== null
          ? renamedCheckout
          : snapshot.context.scheduleDraft === ''
            ? unscheduledCheckout
            : snapshot.context.scheduleEnvironment
              ? dailyCheckoutOnStaging
              : dailyCheckout,
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
