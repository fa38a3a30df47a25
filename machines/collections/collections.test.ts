import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { recordingActor, recordingDialog } from '../_testing/confirmations';
import { collectionsMachine, deleteCollectionOptions, HISTORY_LIMIT, type CollectionsInput } from './collections.machine';
import {
  checkoutCollection,
  checkoutFailedGroup,
  checkoutPassedGroup,
  checkoutStartedGroup,
  collectionsPathModel,
  dailyCheckout,
  dailyCheckoutOnStaging,
  DAILY_SCHEDULE,
  STAGING,
  STAGING_ID,
  nightlyCollection,
  nightlyWithTests,
  projectStartedGroup,
  renamedCheckout,
  RENAMED_CHECKOUT,
  SHOP_SUITE_ID,
  PAY_BY_CARD_ID,
  QUARANTINE_REASON_BY_HAND,
  QUARANTINE_REASON_BY_RULE,
  SEARCH_ID,
  shopCollections,
  shopFlakiness,
  shopGroups,
  smokeCollection,
  unscheduledCheckout,
} from './collections.paths';
import {
  selectCanAct,
  selectFlakeRate,
  selectHistory,
  selectHistoryFilter,
  selectRunEnvironment,
  selectScheduleEnvironment,
  selectIsDeleting,
  selectIsStale,
  selectQuarantined,
  selectRows,
  selectSelected,
} from './collections.selectors';

describePathModel(collectionsPathModel);

/** The screen's machine with its requests recorded; `emitted` is what the main layout (a stand-in) is told. */
function startCollections(input: Partial<CollectionsInput> = {}) {
  const dialog = recordingDialog();
  const layout = recordingActor('mainLayout');
  const started = startRecorded(collectionsMachine, {
    input: {
      suiteId: SHOP_SUITE_ID,
      collections: shopCollections,
      groups: shopGroups,
      selectedId: null,
      confirmDialog: dialog.ref,
      layout: layout.ref,
      ...input,
    },
    actors: ['getTestCollection', 'loadCollections', 'updateTestCollection', 'runTestCollection', 'runTestSuite', 'deleteTestCollection'],
    actions: ['notifySucceeded', 'notifyFailed'],
    // What the address shows is in the tables (collections.expectations.ts).
    ignored: ['showSelection'],
  });
  const refreshed = () =>
    started.settle(doneEvent('loadCollections', { collections: shopCollections, groups: shopGroups, flakiness: shopFlakiness }));
  return { ...started, emitted: layout.received, refreshed, dialog: dialog.received };
}

describe('collections', () => {
  it("starts from the layout's data, selects the named collection, and refreshes in the background", () => {
    const { calls, snapshot } = startCollections({ selectedId: smokeCollection._id });
    expect(selectSelected(snapshot())).toEqual(smokeCollection);
    expect(snapshot().value).toEqual({ browsing: 'refreshing' });
    expect(selectCanAct(snapshot())).toBe(true);
    expect(calls).toEqual([['loadCollections', { suiteId: SHOP_SUITE_ID, withFlakiness: true, environment: null }]]);
    expect(HISTORY_LIMIT).toBeGreaterThan(10);
  });

  it('falls back to the first collection when the named one is not listed, and to none without collections', () => {
    expect(selectSelected(startCollections({ selectedId: 'gone' }).snapshot())).toEqual(checkoutCollection);
    const empty = startCollections({ collections: [], groups: [] });
    expect(selectSelected(empty.snapshot())).toBeNull();
    for (const type of ['rename.start', 'schedule.edit', 'collection.run', 'collection.delete'] as const) empty.actor.send({ type });
    expect(empty.snapshot().value).toEqual({ browsing: 'refreshing' });
    expect(empty.emitted).toEqual([]);
    expect(empty.dialog).toEqual([]);
  });

  it('fetches the collection the address names (GET test-suites/collection/{id}), one the layout did not list yet too (E-08)', () => {
    const { settle, calls, snapshot } = startCollections({
      collections: [checkoutCollection],
      selectedId: smokeCollection._id,
      addressedId: smokeCollection._id,
    });
    expect(snapshot().value).toEqual({ browsing: 'loadingAddressed' });
    expect(calls).toEqual([['getTestCollection', { collectionId: smokeCollection._id }]]);
    settle(doneEvent('getTestCollection', smokeCollection));
    expect(selectSelected(snapshot())).toEqual(smokeCollection);
    expect(snapshot().value).toEqual({ browsing: 'refreshing' });
    expect(calls.at(-1)).toEqual(['loadCollections', { suiteId: SHOP_SUITE_ID, withFlakiness: true, environment: null }]);
  });

  it("toasts 'Unable to fetch test suite' when the addressed collection cannot be fetched, and goes on with the list (E-08)", () => {
    const { settle, done, snapshot } = startCollections({ selectedId: smokeCollection._id, addressedId: smokeCollection._id });
    settle(errorEvent('getTestCollection', 'Collection not found'));
    expect(done).toEqual([['notifyFailed', { title: 'Some error occurred', text: 'Unable to fetch test suite', type: 'error' }]]);
    expect(snapshot().value).toEqual({ browsing: 'refreshing' });
    expect(selectSelected(snapshot())).toEqual(smokeCollection);
  });

  it("does not take another project's collection the address names", () => {
    const { settle, snapshot } = startCollections({ addressedId: 'elsewhere' });
    settle(doneEvent('getTestCollection', { ...nightlyCollection, _id: 'elsewhere', test_suite_id: 'another-project' }));
    expect(selectRows(snapshot()).map((row) => row.name)).toEqual(['Checkout', 'Smoke']);
    expect(selectSelected(snapshot())).toEqual(checkoutCollection);
  });

  it('lists name, number of tests, schedule in words and last status; the history is the selection’s groups', () => {
    const { snapshot } = startCollections();
    expect(
      selectRows(snapshot()).map(({ name, testCount, schedule, lastStatus, selected }) => [name, testCount, schedule, lastStatus, selected]),
    ).toEqual([
      ['Checkout', 2, 'Every Monday at 09:00 (UTC)', 'failed', true],
      ['Smoke', 1, 'Not scheduled', 'passed', false],
    ]);
    expect(selectHistory(snapshot())).toEqual([checkoutFailedGroup, checkoutPassedGroup]);
  });

  it('keeps the selection across a refresh unless the collection is gone', () => {
    const { actor, settle, snapshot } = startCollections({ selectedId: smokeCollection._id });
    settle(doneEvent('loadCollections', { collections: [checkoutCollection], groups: [] }));
    expect(selectSelected(snapshot())).toEqual(checkoutCollection);
    actor.send({ type: 'collection.select', id: 'unknown' });
    expect(selectSelected(snapshot())).toEqual(checkoutCollection);
  });

  it('stops polling after a failed refresh until the user refreshes', () => {
    const { actor, settle, done, snapshot, calls } = startCollections();
    settle(errorEvent('loadCollections', 'Bad gateway'));
    expect(selectIsStale(snapshot())).toBe(true);
    expect(done).toEqual([['notifyFailed', { title: 'Some error occurred', text: 'Unable to fetch the test runs', type: 'error' }]]);
    actor.send({ type: 'collections.refresh' });
    expect(snapshot().value).toEqual({ browsing: 'refreshing' });
    expect(calls).toHaveLength(2);
  });

  it('renames inline: the same name closes, an empty one waits, a new one is saved trimmed', () => {
    const { actor, settle, calls, done, snapshot, refreshed } = startCollections();
    refreshed();
    actor.send({ type: 'rename.start' });
    expect(snapshot().context.rename).toBe('Checkout');
    actor.send({ type: 'rename.save' });
    expect(snapshot().value).toEqual({ browsing: 'idle' });
    actor.send({ type: 'rename.start' });
    actor.send({ type: 'rename.changed', value: ' ' });
    actor.send({ type: 'rename.save' });
    expect(snapshot().value).toBe('renaming');
    actor.send({ type: 'rename.changed', value: ` ${RENAMED_CHECKOUT} ` });
    actor.send({ type: 'rename.save' });
    expect(calls.at(-1)).toEqual(['updateTestCollection', { collection_id: checkoutCollection._id, new_name: RENAMED_CHECKOUT }]);
    settle(errorEvent('updateTestCollection', 'Bad gateway'));
    expect(snapshot().value).toBe('renaming');
    expect(done.at(-1)).toEqual(['notifyFailed', { title: 'Some error occurred', text: 'Unable to update the test suite', type: 'error' }]);
    actor.send({ type: 'rename.save' });
    settle(doneEvent('updateTestCollection', renamedCheckout));
    expect(selectSelected(snapshot())).toEqual(renamedCheckout);
    expect(snapshot().context.rename).toBeNull();
  });

  it('saves a schedule, clears one, and refuses an expression that is not five cron fields', () => {
    const { actor, settle, calls, done, snapshot, refreshed } = startCollections();
    refreshed();
    actor.send({ type: 'schedule.edit' });
    expect(snapshot().context.scheduleDraft).toBe('0 9 * * 1');
    actor.send({ type: 'schedule.changed', value: 'every day' });
    actor.send({ type: 'schedule.save' });
    expect(snapshot().value).toBe('scheduling');
    actor.send({ type: 'schedule.changed', value: ` ${DAILY_SCHEDULE} ` });
    actor.send({ type: 'schedule.save' });
    expect(calls.at(-1)).toEqual(['updateTestCollection', { collection_id: checkoutCollection._id, schedule: DAILY_SCHEDULE, environment_id: null }]);
    settle(doneEvent('updateTestCollection', dailyCheckout));
    expect(snapshot().context.scheduleDraft).toBeNull();
    actor.send({ type: 'schedule.edit' });
    actor.send({ type: 'schedule.clear' });
    expect(calls.at(-1)).toEqual(['updateTestCollection', { collection_id: checkoutCollection._id, schedule: null, environment_id: null }]);
    settle(doneEvent('updateTestCollection', unscheduledCheckout));
    expect(selectSelected(snapshot())!.schedule).toBeNull();
    expect(done).toEqual([
      ['notifySucceeded', { title: 'Schedule saved', text: 'Checkout runs on its new schedule.', type: 'success' }],
      ['notifySucceeded', { title: 'Schedule removed', text: 'Checkout is no longer scheduled.', type: 'success' }],
    ]);
  });

  it('runs the collection: the new group leads the history, and the data is refreshed (and polled while running)', () => {
    const { actor, settle, calls, done, snapshot, refreshed } = startCollections();
    refreshed();
    actor.send({ type: 'collection.run' });
    actor.send({ type: 'project.run' });
    expect(calls.at(-1)).toEqual(['runTestCollection', { collectionId: checkoutCollection._id, environment: null }]);
    settle(doneEvent('runTestCollection', checkoutStartedGroup));
    expect(selectHistory(snapshot())[0]).toEqual(checkoutStartedGroup);
    expect(snapshot().value).toEqual({ browsing: 'refreshing' });
    expect(done).toEqual([['notifySucceeded', { title: 'Runs started', text: '2 of 2 tests of Checkout started.', type: 'success' }]]);
  });

  it('runs the whole project, and says so when it fails', () => {
    const { actor, settle, calls, done, refreshed } = startCollections();
    refreshed();
    actor.send({ type: 'project.run' });
    expect(calls.at(-1)).toEqual(['runTestSuite', { suiteId: SHOP_SUITE_ID, environment: null }]);
    settle(doneEvent('runTestSuite', projectStartedGroup));
    actor.send({ type: 'collections.refresh' });
    refreshed();
    actor.send({ type: 'project.run' });
    settle(errorEvent('runTestSuite', 'Bad gateway'));
    actor.send({ type: 'collection.run' });
    settle(errorEvent('runTestCollection', 'Bad gateway'));
    expect(done).toEqual([
      ['notifySucceeded', { title: 'Runs started', text: '3 of 4 tests of the project started.', type: 'success' }],
      ['notifyFailed', { title: 'Some error occurred', text: 'Unable to run the project', type: 'error' }],
      ['notifyFailed', { title: 'Some error occurred', text: 'Unable to run the test suite', type: 'error' }],
    ]);
  });

  it('asks the dialog before deleting, deletes on Yes, closes the dialog and moves the selection', () => {
    const { actor, settle, calls, dialog, snapshot, refreshed } = startCollections();
    refreshed();
    actor.send({ type: 'collection.delete' });
    expect(dialog).toEqual([{ type: 'confirm.request', options: deleteCollectionOptions('Checkout'), replyTo: actor }]);
    expect(deleteCollectionOptions('Checkout')).toEqual({
      title: 'Delete test suite "Checkout"?',
      message: 'This action cannot be undone. The tests of <b>Checkout</b> are kept.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      icon: 'danger',
    });
    // Nothing is deleted before Yes, and no other action is offered while the dialog asks.
    expect(calls).toHaveLength(1);
    expect(selectCanAct(snapshot())).toBe(false);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(selectIsDeleting(snapshot())).toBe(true);
    expect(calls.at(-1)).toEqual(['deleteTestCollection', { collectionId: checkoutCollection._id }]);
    settle(doneEvent('deleteTestCollection', null));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.settled' }]);
    expect(selectSelected(snapshot())).toEqual(smokeCollection);
    expect(selectRows(snapshot()).map((row) => row.name)).toEqual(['Smoke']);
    expect(snapshot().context.deletingId).toBeNull();
    expect(snapshot().value).toEqual({ browsing: 'idle' });
  });

  it('keeps the collection when the user answers No', () => {
    const { actor, calls, dialog, snapshot, refreshed } = startCollections();
    refreshed();
    actor.send({ type: 'collection.delete' });
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().value).toEqual({ browsing: 'idle' });
    expect(snapshot().context.deletingId).toBeNull();
    expect(selectCanAct(snapshot())).toBe(true);
    expect(calls).toHaveLength(1);
    expect(dialog).toHaveLength(1);
  });

  it('reports a failed delete in the dialog and a toast, keeps the collection, and deletes on a second Yes', () => {
    const { actor, settle, calls, done, dialog, snapshot, refreshed } = startCollections();
    refreshed();
    actor.send({ type: 'collection.delete' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('deleteTestCollection', 'Bad gateway'));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.failed', error: 'Bad gateway' }]);
    expect(snapshot().value).toBe('confirmingDelete');
    expect(selectRows(snapshot())).toHaveLength(2);
    expect(done.at(-1)).toEqual(['notifyFailed', { title: 'Some error occurred', text: 'Unable to delete the test suite', type: 'error' }]);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls.slice(1)).toEqual([
      ['deleteTestCollection', { collectionId: checkoutCollection._id }],
      ['deleteTestCollection', { collectionId: checkoutCollection._id }],
    ]);
    settle(doneEvent('deleteTestCollection', null));
    expect(dialog.at(-1)).toEqual({ type: 'confirm.settled' });
    expect(selectSelected(snapshot())).toEqual(smokeCollection);
  });

  it('runs both run-alls against the environment picked for runs, and none once it is taken back', () => {
    const { actor, settle, calls, snapshot, refreshed } = startCollections({ selectedId: checkoutCollection._id });
    refreshed();
    actor.send({ type: 'runEnvironment.changed', environment: '  ' });
    expect(selectRunEnvironment(snapshot())).toBeNull();
    actor.send({ type: 'runEnvironment.changed', environment: STAGING_ID });
    actor.send({ type: 'collection.run' });
    expect(calls.at(-1)).toEqual(['runTestCollection', { collectionId: checkoutCollection._id, environment: STAGING_ID }]);
    settle(doneEvent('runTestCollection', checkoutStartedGroup));
    refreshed();
    actor.send({ type: 'project.run' });
    expect(calls.at(-1)).toEqual(['runTestSuite', { suiteId: SHOP_SUITE_ID, environment: STAGING_ID }]);
    settle(doneEvent('runTestSuite', projectStartedGroup));
    refreshed();
    // It stays picked until taken back.
    expect(selectRunEnvironment(snapshot())).toBe(STAGING_ID);
    actor.send({ type: 'runEnvironment.changed', environment: null });
    actor.send({ type: 'project.run' });
    expect(calls.at(-1)).toEqual(['runTestSuite', { suiteId: SHOP_SUITE_ID, environment: null }]);
  });

  it('saves a schedule with its environment, opens the editor on the saved one, and clears both', () => {
    const { actor, settle, calls, snapshot, refreshed } = startCollections({ selectedId: checkoutCollection._id });
    refreshed();
    actor.send({ type: 'schedule.edit' });
    expect(selectScheduleEnvironment(snapshot())).toBeNull();
    actor.send({ type: 'schedule.environmentChanged', environment: STAGING_ID });
    actor.send({ type: 'schedule.changed', value: DAILY_SCHEDULE });
    actor.send({ type: 'schedule.save' });
    expect(calls.at(-1)).toEqual([
      'updateTestCollection',
      { collection_id: checkoutCollection._id, schedule: DAILY_SCHEDULE, environment_id: STAGING_ID },
    ]);
    settle(doneEvent('updateTestCollection', dailyCheckoutOnStaging));
    expect(selectScheduleEnvironment(snapshot())).toBeNull();
    actor.send({ type: 'schedule.edit' });
    expect(selectScheduleEnvironment(snapshot())).toBe(STAGING_ID);
    actor.send({ type: 'schedule.environmentChanged', environment: null });
    actor.send({ type: 'schedule.save' });
    expect(calls.at(-1)).toEqual(['updateTestCollection', { collection_id: checkoutCollection._id, schedule: DAILY_SCHEDULE, environment_id: null }]);
    settle(doneEvent('updateTestCollection', dailyCheckout));
    actor.send({ type: 'schedule.edit' });
    actor.send({ type: 'schedule.environmentChanged', environment: STAGING_ID });
    actor.send({ type: 'schedule.clear' });
    expect(calls.at(-1)).toEqual(['updateTestCollection', { collection_id: checkoutCollection._id, schedule: null, environment_id: null }]);
  });

  it("filters the history by environment: fetched again with its name, and the layout's recent groups left alone meanwhile", () => {
    const { actor, settle, calls, emitted, snapshot, refreshed } = startCollections({ selectedId: checkoutCollection._id });
    refreshed();
    actor.send({ type: 'history.filter', environment: STAGING });
    expect(selectHistoryFilter(snapshot())).toEqual({ environment: STAGING, canChange: true });
    expect(selectHistory(snapshot())).toEqual([]);
    expect(calls.at(-1)).toEqual(['loadCollections', { suiteId: SHOP_SUITE_ID, withFlakiness: false, environment: STAGING }]);
    const stagingGroup = { ...checkoutFailedGroup, environment: { id: STAGING_ID, name: STAGING } };
    settle(doneEvent('loadCollections', { collections: shopCollections, groups: [stagingGroup] }));
    expect(selectHistory(snapshot())).toEqual([stagingGroup]);
    // The same filter again fetches nothing; a refresh keeps it.
    actor.send({ type: 'history.filter', environment: STAGING });
    actor.send({ type: 'collections.refresh' });
    expect(calls.at(-1)).toEqual(['loadCollections', { suiteId: SHOP_SUITE_ID, withFlakiness: false, environment: STAGING }]);
    settle(doneEvent('loadCollections', { collections: shopCollections, groups: [stagingGroup] }));
    actor.send({ type: 'collection.saved', collection: nightlyWithTests });
    expect(emitted.at(-1)).toEqual({ type: 'collections.changed', suiteId: SHOP_SUITE_ID, collections: snapshot().context.collections });
    actor.send({ type: 'history.filter', environment: null });
    expect(calls.at(-1)).toEqual(['loadCollections', { suiteId: SHOP_SUITE_ID, withFlakiness: false, environment: null }]);
  });

  it('escapes the name in the dialog message', () => {
    expect(deleteCollectionOptions('A & <b>').message).toBe('This action cannot be undone. The tests of <b>A &#38; &#60;b&#62;</b> are kept.');
  });

  it("announces every change it makes with the lists as they now are, for the layout's copy", () => {
    const { actor, settle, emitted, snapshot, refreshed } = startCollections();
    const changes = () => emitted.filter((event) => (event as { type: string }).type === 'collections.changed');
    const now = () => ({
      type: 'collections.changed',
      suiteId: SHOP_SUITE_ID,
      collections: snapshot().context.collections,
      groups: snapshot().context.groups,
    });
    // A refresh only reads.
    refreshed();
    expect(changes()).toEqual([]);
    // Created, or its tests changed, in the form.
    actor.send({ type: 'collection.saved', collection: nightlyWithTests });
    expect(changes().at(-1)).toEqual(now());
    expect(now().collections).toContainEqual(nightlyWithTests);
    actor.send({ type: 'collection.select', id: checkoutCollection._id });
    // Renamed.
    actor.send({ type: 'rename.start' });
    actor.send({ type: 'rename.changed', value: RENAMED_CHECKOUT });
    actor.send({ type: 'rename.save' });
    settle(errorEvent('updateTestCollection', 'Bad gateway'));
    expect(changes()).toHaveLength(1);
    actor.send({ type: 'rename.save' });
    settle(doneEvent('updateTestCollection', renamedCheckout));
    expect(changes()).toHaveLength(2);
    expect(changes().at(-1)).toEqual(now());
    // Scheduled.
    actor.send({ type: 'schedule.edit' });
    actor.send({ type: 'schedule.changed', value: DAILY_SCHEDULE });
    actor.send({ type: 'schedule.save' });
    settle(doneEvent('updateTestCollection', dailyCheckout));
    expect(changes()).toHaveLength(3);
    expect(changes().at(-1)).toMatchObject({ collections: expect.arrayContaining([dailyCheckout]) });
    // Runs started: a new group.
    actor.send({ type: 'collection.run' });
    settle(doneEvent('runTestCollection', checkoutStartedGroup));
    expect(changes()).toHaveLength(4);
    expect(changes().at(-1)?.groups[0]).toEqual(checkoutStartedGroup);
    refreshed();
    actor.send({ type: 'project.run' });
    settle(doneEvent('runTestSuite', projectStartedGroup));
    expect(changes()).toHaveLength(5);
    // Deleted.
    refreshed();
    actor.send({ type: 'collection.delete' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(doneEvent('deleteTestCollection', null));
    expect(changes()).toHaveLength(6);
    expect(changes().at(-1)).toEqual(now());
    expect(now().collections.map((collection) => collection._id)).not.toContain(checkoutCollection._id);
  });

  it('says when none of the tests could run yet', () => {
    const { actor, settle, done, refreshed } = startCollections();
    refreshed();
    actor.send({ type: 'collection.run' });
    const notRunnable = { ...checkoutStartedGroup, runs: checkoutStartedGroup.runs.map((run) => ({ ...run, status: 'not_runnable' as const })) };
    settle(doneEvent('runTestCollection', notRunnable));
    expect(done).toEqual([
      ['notifySucceeded', { title: 'Nothing could run', text: 'None of the 2 tests of Checkout can run yet: generate them first.', type: 'info' }],
    ]);
  });

  it('runs no collection without tests', () => {
    const { actor, snapshot, calls } = startCollections({ collections: [{ ...smokeCollection, linked_test_ids: [] }] });
    actor.send({ type: 'collection.run' });
    expect(snapshot().value).toEqual({ browsing: 'refreshing' });
    expect(calls).toHaveLength(1);
  });

  it('lists and selects what the form saved', () => {
    const { actor, snapshot } = startCollections();
    actor.send({ type: 'collection.saved', collection: nightlyWithTests });
    expect(selectSelected(snapshot())).toEqual(nightlyWithTests);
    actor.send({ type: 'collection.saved', collection: { ...nightlyWithTests, linked_test_ids: [] } });
    expect(selectRows(snapshot()).map((row) => [row.name, row.testCount])).toEqual([
      ['Checkout', 2],
      ['Smoke', 1],
      ['Nightly', 0],
    ]);
  });

  it('loads the flake rates with the first refresh, and again only while a group runs, so the refresh that sees it end has fresh ones', () => {
    const { actor, settle, calls, snapshot } = startCollections({ selectedId: checkoutCollection._id });
    expect(selectFlakeRate(snapshot())).toBe('loading');
    expect(selectQuarantined(snapshot())).toEqual({});
    settle(doneEvent('loadCollections', { collections: shopCollections, groups: shopGroups, flakiness: shopFlakiness }));
    expect(selectFlakeRate(snapshot())).toEqual({ collection_id: checkoutCollection._id, verdicts: 22, flaky: 5, failed: 4, flake_rate: 5 / 22 });
    expect(selectQuarantined(snapshot())).toEqual({ [PAY_BY_CARD_ID]: QUARANTINE_REASON_BY_RULE, [SEARCH_ID]: QUARANTINE_REASON_BY_HAND });
    // Nothing runs: a refresh does not ask again, and keeps the rates it has.
    actor.send({ type: 'collections.refresh' });
    expect(calls.at(-1)).toEqual(['loadCollections', { suiteId: SHOP_SUITE_ID, withFlakiness: false, environment: null }]);
    settle(doneEvent('loadCollections', { collections: shopCollections, groups: shopGroups }));
    expect(snapshot().context.flakiness).toBe(shopFlakiness);
    // A group runs: every refresh asks, the one that sees it end too.
    actor.send({ type: 'collection.run' });
    settle(doneEvent('runTestCollection', checkoutStartedGroup));
    expect(calls.at(-1)).toEqual(['loadCollections', { suiteId: SHOP_SUITE_ID, withFlakiness: true, environment: null }]);
    const ended = {
      ...checkoutStartedGroup,
      status: 'passed' as const,
      runs: checkoutStartedGroup.runs.map((run) => ({ ...run, status: 'passed' as const })),
    };
    const after = { ...shopFlakiness, collections: [{ ...shopFlakiness.collections[0]!, verdicts: 24, flake_rate: 5 / 24 }] };
    settle(doneEvent('loadCollections', { collections: shopCollections, groups: [ended, ...shopGroups], flakiness: after }));
    expect(selectFlakeRate(snapshot())).toMatchObject({ verdicts: 24 });
    actor.send({ type: 'collections.refresh' });
    expect(calls.at(-1)).toEqual(['loadCollections', { suiteId: SHOP_SUITE_ID, withFlakiness: false, environment: null }]);
  });

  it('shows the rest when the flake rates are unavailable, and asks for them again with the next refresh', () => {
    const { actor, settle, calls, done, snapshot } = startCollections({ selectedId: checkoutCollection._id });
    settle(doneEvent('loadCollections', { collections: shopCollections, groups: shopGroups, flakiness: 'unavailable' }));
    expect(snapshot().value).toEqual({ browsing: 'idle' });
    expect(selectFlakeRate(snapshot())).toBe('unavailable');
    expect(selectQuarantined(snapshot())).toEqual({});
    expect(done).toEqual([]);
    actor.send({ type: 'collections.refresh' });
    expect(calls.at(-1)).toEqual(['loadCollections', { suiteId: SHOP_SUITE_ID, withFlakiness: true, environment: null }]);
  });
});
