/**
 * What the user observes in each state of the Test suites screen, and what each transition must
 * do: the hand-written tables its path replays check (machines/_testing/expectations.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import {
  checkoutCollection,
  nightlyCollection,
  PAY_BY_CARD_ID,
  QUARANTINE_REASON_BY_HAND,
  QUARANTINE_REASON_BY_RULE,
  RENAMED_CHECKOUT,
  SEARCH_ID,
  SHOP_SUITE_ID,
  smokeCollection,
  STAGING_ID,
} from './collections.fixtures';
import type { CollectionsContext, collectionsMachine } from './collections.machine';
import {
  selectCanAct,
  selectCanRunCollection,
  selectFlakeRate,
  selectHistoryFilter,
  selectRunEnvironment,
  selectScheduleEnvironment,
  selectIsDeleting,
  selectIsRefreshing,
  selectIsRunningCollection,
  selectIsRunningProject,
  selectIsSavingName,
  selectIsSavingSchedule,
  selectIsStale,
  selectQuarantined,
  selectRenameValue,
  selectRows,
  selectScheduleDraft,
  selectSelected,
} from './collections.selectors';

type Machine = typeof collectionsMachine;
type Tables = ExpectationTables<Machine>;
type Can = Observation<Machine>['can'];

/** The screen's flags: what is offered, and which request is under way. */
function screenView(snapshot: SnapshotFrom<Machine>) {
  return {
    canAct: selectCanAct(snapshot),
    canRunCollection: selectCanRunCollection(snapshot),
    refreshing: selectIsRefreshing(snapshot),
    stale: selectIsStale(snapshot),
    savingName: selectIsSavingName(snapshot),
    savingSchedule: selectIsSavingSchedule(snapshot),
    runningCollection: selectIsRunningCollection(snapshot),
    runningProject: selectIsRunningProject(snapshot),
    deleting: selectIsDeleting(snapshot),
  };
}

/** Which rows the list shows and which one is selected. */
function listView(snapshot: SnapshotFrom<Machine>) {
  return { rows: selectRows(snapshot).map((row) => [row.name, row.selected]), selected: selectSelected(snapshot)?.name ?? null };
}

const idle = {
  canAct: false,
  canRunCollection: false,
  refreshing: false,
  stale: false,
  savingName: false,
  savingSchedule: false,
  runningCollection: false,
  runningProject: false,
  deleting: false,
};
/** Every sample selection (Checkout, Smoke, Nightly) has tests, so 'Run all' is offered while browsing. */
const browsingView = { ...idle, canAct: true, canRunCollection: true };
const browsingCan: Can = [
  'collection.select',
  'collections.refresh',
  'rename.start',
  'schedule.edit',
  'collection.run',
  'project.run',
  'collection.delete',
  'collection.saved',
  // An environment for the run-alls (a blank one is refused), and another history filter.
  'runEnvironment.changed',
  'history.filter',
];

/** The sample flake rates: Checkout's tests 5 flaky of 22 verdicts, Smoke's none of 8; Nightly has no verdicts. */
const sampleRates: Record<string, object> = {
  [checkoutCollection._id]: { collection_id: checkoutCollection._id, verdicts: 22, flaky: 5, failed: 4, flake_rate: 5 / 22 },
  [smokeCollection._id]: { collection_id: smokeCollection._id, verdicts: 8, flaky: 0, failed: 0, flake_rate: 0 },
  [nightlyCollection._id]: { collection_id: nightlyCollection._id, verdicts: 0, flaky: 0, failed: 0, flake_rate: null },
};

/** The selected collection's flake rate, and the tests in quarantine ('Pay by card' by the rule, 'Search products' by hand). */
function expectedRates({ flakiness, selectedId }: CollectionsContext) {
  const loaded = flakiness !== null && flakiness !== 'unavailable';
  const rate = selectedId === null ? null : flakiness === null ? 'loading' : flakiness === 'unavailable' ? 'unavailable' : sampleRates[selectedId];
  const quarantined = loaded ? { [PAY_BY_CARD_ID]: QUARANTINE_REASON_BY_RULE, [SEARCH_ID]: QUARANTINE_REASON_BY_HAND } : {};
  return { rate, quarantined };
}
const ratesView = (snapshot: SnapshotFrom<Machine>) => ({ rate: selectFlakeRate(snapshot), quarantined: selectQuarantined(snapshot) });

const observe =
  (view: typeof idle, can: Can | ((context: CollectionsContext) => Can) = []) =>
  (context: CollectionsContext): Observation<Machine> => ({
    can: typeof can === 'function' ? can(context) : can,
    selectors: [
      [screenView, view],
      [ratesView, expectedRates(context)],
      [listView, { rows: context.collections.map((c) => [c.name, c._id === context.selectedId]), selected: nameOf(context, context.selectedId) }],
      [selectRenameValue, context.rename],
      [selectScheduleDraft, context.scheduleDraft],
      [selectRunEnvironment, context.runEnvironment],
      [selectScheduleEnvironment, context.scheduleEnvironment],
      [selectHistoryFilter, { environment: context.historyEnvironment, canChange: view.canAct }],
    ],
  });

function nameOf(context: CollectionsContext, id: string | null): string | null {
  return context.collections.find((collection) => collection._id === id)?.name ?? null;
}

export const collectionsObservations: Tables['observations'] = {
  'browsing.loadingAddressed': observe({ ...browsingView, refreshing: true }, browsingCan),
  'browsing.refreshing': observe({ ...browsingView, refreshing: true }, browsingCan),
  'browsing.idle': observe(browsingView, browsingCan),
  'browsing.stale': observe({ ...browsingView, stale: true }, browsingCan),
  // Save is refused for a blank name (the editor stays open).
  renaming: observe(idle, ({ rename }) =>
    rename?.trim() ? ['rename.changed', 'rename.cancel', 'rename.save'] : ['rename.changed', 'rename.cancel'],
  ),
  savingName: observe({ ...idle, savingName: true }),
  // Save is refused for a draft that is not five cron fields.
  scheduling: observe(idle, ({ scheduleDraft }) =>
    scheduleDraft === 'at nine'
      ? ['schedule.changed', 'schedule.environmentChanged', 'schedule.cancel', 'schedule.clear']
      : ['schedule.changed', 'schedule.environmentChanged', 'schedule.cancel', 'schedule.clear', 'schedule.save'],
  ),
  savingSchedule: observe({ ...idle, savingSchedule: true }),
  runningCollection: observe({ ...idle, runningCollection: true }),
  runningProject: observe({ ...idle, runningProject: true }),
  confirmingDelete: observe(idle, ['confirm.accepted', 'confirm.declined']),
  deleting: observe({ ...idle, deleting: true }),
};

/** A refresh; with the flake rates when asked, of one environment's groups when the history is filtered. */
const load = (withFlakiness: boolean, environment: string | null = null): Effect => ({
  invoke: 'loadCollections',
  input: { suiteId: SHOP_SUITE_ID, withFlakiness, environment },
});
/** The flake rates are asked until loaded (first, and after a failed call), and while a group runs: the sample's running groups are the ones just started, still pending. */
const wantsRates = ({ flakiness, groups }: Pick<CollectionsContext, 'flakiness' | 'groups'>) =>
  flakiness === null || flakiness === 'unavailable' || groups.some((group) => group.status === 'pending');
const refresh = (context: CollectionsContext): StepExpectation => ({
  target: 'browsing.refreshing',
  effects: [load(wantsRates(context), context.historyEnvironment)],
});
/** Another history filter drops the groups shown and loads that environment's; the same one changes nothing. */
const filterHistory = (context: CollectionsContext, event: AnyEventObject): StepExpectation =>
  event.environment === context.historyEnvironment
    ? {}
    : { target: 'browsing.refreshing', effects: [load(wantsRates({ ...context, groups: [] }), event.environment)] };
/** The payload is the whole list; the list itself is checked by the observations. */
const changed: Effect = { send: 'mainLayout', event: 'collections.changed' };
const failed = (text: string): Effect => ({ action: 'notifyFailed', params: { title: 'Some error occurred', text, type: 'error' } });
const succeeded = (title: string, text: string, type = 'success'): Effect => ({ action: 'notifySucceeded', params: { title, text, type } });
const update = (change: object): Effect => ({ invoke: 'updateTestCollection', input: { collection_id: checkoutCollection._id, ...change } });
const output = (event: AnyEventObject) => event.output as { _id: string; name: string; schedule: string | null };

/** The address and the saved selection show this collection (none: the project's bare address). */
const show = (collectionId: string | null): Effect => ({ action: 'showSelection', params: { collectionId } });
/** The wished collection when listed, else the first one: a list that lost the selection moves it. */
const kept = (collections: Array<{ _id: string }>, wished: string | null) =>
  collections.some((collection) => collection._id === wished) ? wished : (collections[0]?._id ?? null);

/** The schedule is saved with the environment picked (staging in the samples, or none); a schedule removed keeps none. */
function saveSchedule({ scheduleDraft, scheduleEnvironment }: CollectionsContext): StepExpectation {
  if (scheduleDraft === 'at nine') return {};
  const schedule = scheduleDraft?.trim() || null;
  return {
    target: 'savingSchedule',
    effects: [update({ schedule, environment_id: schedule && scheduleEnvironment === STAGING_ID ? STAGING_ID : null })],
  };
}

function saveName({ rename }: CollectionsContext): StepExpectation {
  if (rename === checkoutCollection.name) return { target: 'browsing.idle' };
  if (!rename?.trim()) return {};
  return { target: 'savingName', effects: [update({ new_name: RENAMED_CHECKOUT })] };
}

export const collectionsTransitions: Tables['transitions'] = {
  // Opened by an address: that collection is fetched first.
  // The selection shows in the address at once: the addressed or saved one when listed, else the first.
  'start + xstate.init': ({ addressedId, selectedId }) =>
    addressedId
      ? {
          target: 'browsing.loadingAddressed',
          effects: [{ invoke: 'getTestCollection', input: { collectionId: smokeCollection._id } }, show(selectedId)],
        }
      : { target: 'browsing.refreshing', effects: [load(true), show(selectedId)] },
  // A collection of this project, addressed but not yet listed, joins the list selected; another project's is ignored.
  'browsing.loadingAddressed + xstate.done.actor.getTestCollection': (_, event) =>
    (event.output as { test_suite_id: string }).test_suite_id === SHOP_SUITE_ID
      ? { target: 'browsing.refreshing', effects: [load(true), show(output(event)._id)] }
      : { target: 'browsing.refreshing', effects: [load(true)] },
  'browsing.loadingAddressed + xstate.error.actor.getTestCollection': {
    target: 'browsing.refreshing',
    effects: [load(true), failed('Unable to fetch test suite')],
  },
  'browsing.refreshing + xstate.done.actor.loadCollections': ({ selectedId }, event) => ({
    target: 'browsing.idle',
    effects: [show(kept((event.output as { collections: Array<{ _id: string }> }).collections, selectedId))],
  }),
  'browsing.refreshing + xstate.error.actor.loadCollections': { target: 'browsing.stale', effects: [failed('Unable to fetch the test runs')] },
  'browsing.idle + xstate.after.pollInterval.collections.browsing.idle': refresh,
  'browsing + collections.refresh': refresh,
  'browsing + history.filter': filterHistory,
  // Another listed collection becomes the selection; the selected one or an unknown id changes nothing.
  'browsing + collection.select': ({ selectedId, collections }, event) =>
    event.id !== selectedId && collections.some((collection) => collection._id === event.id) ? { effects: [show(event.id)] } : {},
  // A saved collection (created, or its tests changed) becomes the selection.
  'browsing + collection.saved': (_, event) => ({ effects: [show(event.collection._id), changed] }),
  'browsing + rename.start': { target: 'renaming' },
  'browsing + schedule.edit': { target: 'scheduling' },
  // Both run-alls run against the environment picked for runs (staging in the samples), else none.
  'browsing + collection.run': ({ runEnvironment }) => ({
    target: 'runningCollection',
    effects: [{ invoke: 'runTestCollection', input: { collectionId: checkoutCollection._id, environment: runEnvironment && STAGING_ID } }],
  }),
  'browsing + project.run': ({ runEnvironment }) => ({
    target: 'runningProject',
    effects: [{ invoke: 'runTestSuite', input: { suiteId: SHOP_SUITE_ID, environment: runEnvironment && STAGING_ID } }],
  }),
  'browsing + collection.delete': {
    target: 'confirmingDelete',
    effects: [
      {
        send: 'confirmDialog',
        event: {
          type: 'confirm.request',
          options: {
            title: 'Delete test suite "Checkout"?',
            message: 'This action cannot be undone. The tests of <b>Checkout</b> are kept.',
            confirmLabel: 'Delete',
            cancelLabel: 'Cancel',
            icon: 'danger',
          },
          replyTo: 'actor:collections',
        },
      },
    ],
  },
  'renaming + rename.cancel': { target: 'browsing.idle' },
  'renaming + rename.save': saveName,
  'savingName + xstate.done.actor.updateTestCollection': (_, event) => ({ target: 'browsing.idle', effects: [show(output(event)._id), changed] }),
  'savingName + xstate.error.actor.updateTestCollection': { target: 'renaming', effects: [failed('Unable to update the test suite')] },
  'scheduling + schedule.cancel': { target: 'browsing.idle' },
  'scheduling + schedule.save': saveSchedule,
  'scheduling + schedule.clear': { target: 'savingSchedule', effects: [update({ schedule: null, environment_id: null })] },
  'savingSchedule + xstate.done.actor.updateTestCollection': (_, event) => ({
    target: 'browsing.idle',
    effects: [
      show(output(event)._id),
      changed,
      output(event).schedule
        ? succeeded('Schedule saved', 'Checkout runs on its new schedule.')
        : succeeded('Schedule removed', 'Checkout is no longer scheduled.'),
    ],
  }),
  'savingSchedule + xstate.error.actor.updateTestCollection': { target: 'scheduling', effects: [failed('Unable to update the test suite')] },
  'runningCollection + xstate.done.actor.runTestCollection': ({ historyEnvironment }) => ({
    target: 'browsing.refreshing',
    effects: [load(true, historyEnvironment), changed, succeeded('Runs started', '2 of 2 tests of Checkout started.')],
  }),
  'runningCollection + xstate.error.actor.runTestCollection': { target: 'browsing.idle', effects: [failed('Unable to run the test suite')] },
  // The project's Search products cannot run yet (not_runnable): 3 of its 4 tests start.
  'runningProject + xstate.done.actor.runTestSuite': ({ historyEnvironment }) => ({
    target: 'browsing.refreshing',
    effects: [load(true, historyEnvironment), changed, succeeded('Runs started', '3 of 4 tests of the project started.')],
  }),
  'runningProject + xstate.error.actor.runTestSuite': { target: 'browsing.idle', effects: [failed('Unable to run the project')] },
  'confirmingDelete + confirm.accepted': {
    target: 'deleting',
    effects: [{ invoke: 'deleteTestCollection', input: { collectionId: checkoutCollection._id } }],
  },
  'confirmingDelete + confirm.declined': { target: 'browsing.idle' },
  // The deleted collection's selection moves to the first one left.
  'deleting + xstate.done.actor.deleteTestCollection': ({ collections, selectedId, deletingId }) => ({
    target: 'browsing.idle',
    effects: [
      { send: 'confirmDialog', event: { type: 'confirm.settled' } },
      show(
        kept(
          collections.filter((collection) => collection._id !== deletingId),
          selectedId,
        ),
      ),
      changed,
    ],
  }),
  // The dialog shows why and stays open.
  'deleting + xstate.error.actor.deleteTestCollection': {
    target: 'confirmingDelete',
    effects: [{ send: 'confirmDialog', event: { type: 'confirm.failed', error: 'Collection not found' } }, failed('Unable to delete the test suite')],
  },
};
