/**
 * The Test suites screen (/collections/{testSuiteId?}/{testCollectionId?}): the project's
 * collections (shown to users as "test suites"), the selected one's detail and run history, and
 * the actions on it. Creating a collection and picking its tests is the `collectionForm` machine.
 *
 * - The screen starts with the collections and recent groups the main layout loaded for the
 *   project, so it renders at once, and refreshes them in the background: the layout's groups
 *   are the project's latest 10, the history wants more of one collection's.
 * - A collection the address names is fetched first (`GET test-suites/collection/{id}`, E-08):
 *   a link to one created since the layout loaded (another tab, a colleague) still opens it.
 * - While a group is running or a collection has a schedule, the data is polled (`pollInterval`, spec section 9: 5000 ms). A
 *   failed refresh stops polling (`stale`) until the user refreshes, so no toast repeats.
 * - One action runs at a time (rename, schedule, run, delete): each is its own state, and the
 *   others are offered only while browsing.
 * - `collection.delete` asks the screen's confirm dialog (`confirm.request`, input
 *   `confirmDialog`); on Yes the machine deletes and tells the dialog how it went, so the dialog
 *   loads until the DELETE settles and shows the error if it fails.
 * - The project's flake rates (each collection's, and which tests are quarantined) load with the
 *   first refresh, and again with every refresh while a group runs, so the refresh that sees a
 *   group end brings the rates its runs changed; other polls skip them. Their call failing does
 *   not fail the refresh: they are 'unavailable', and asked again with the next refresh.
 * - Saved collections (created, tests changed) arrive from the form as `collection.saved`.
 * - Every change the screen makes (a collection created, renamed, its tests or schedule changed,
 *   deleted; runs started) is announced as `collections.changed` with the lists as they now
 *   are, so the app updates the main layout's copy (other screens start from it). While the
 *   history is filtered, its groups are not the project's: only the collections are announced.
 * - Environments (docs/runs.md#environments; the screen offers those machines/environments
 *   lists): 'Run all' and 'Run all tests' run against the environment picked for runs
 *   (`runEnvironment.changed`, by id; none by default); a schedule runs against the one saved
 *   with it (`schedule.environmentChanged` in the editor, sent as `environment_id`); and the
 *   history can show one environment's groups only (`history.filter`, by name), fetched again
 *   with `?environment=`.
 */
import { assign, sendTo, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { escapeHtml } from '../_shared/htmlText';
import { isFilled } from '../_shared/validation';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef, type ConfirmOptions } from '../confirmDialog/confirmation';
import type { FlakeRates, ProjectFlakiness } from './flakiness';
import { hasActiveGroup, withGroup, type CollectionRun } from './runGroups';
import { cronFields } from './schedule';
import { providedActor, providedAction } from '../_shared/provided';

export type TestCollection = components['schemas']['TestCollection'];
export type TestCollectionUpdate = components['schemas']['TestCollectionUpdate'];

/** Groups the history loads: the layout's 10 are the whole project's, one collection needs more. */
export const HISTORY_LIMIT = 50;

export interface CollectionsInput {
  suiteId: string;
  /** What the main layout loaded for the project. */
  collections: TestCollection[];
  groups: CollectionRun[];
  /** The collection the address names, else the saved one, else null. */
  selectedId: string | null;
  /** The collection the address names (not a saved one): fetched before anything else. */
  addressedId?: string | null;
  /** The screen's confirm dialog, asked before a deletion. */
  confirmDialog: ConfirmDialogRef;
  /** The main layout, which keeps a copy of the collections and recent runs other screens start from. */
  layout: AnyActorRef;
}

/** The dialog's texts for deleting the collection with this name (spec: verbatim). */
export function deleteCollectionOptions(name: string): ConfirmOptions {
  return {
    title: `Delete test suite "${name}"?`,
    message: `This action cannot be undone. The tests of <b>${escapeHtml(name)}</b> are kept.`,
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    icon: 'danger',
  };
}

export interface CollectionsContext {
  suiteId: string;
  layout: AnyActorRef;
  collections: TestCollection[];
  /** The project's recent groups, newest first; the history shows the selected collection's. */
  groups: CollectionRun[];
  selectedId: string | null;
  /** The name typed in the inline rename; null when not renaming. */
  rename: string | null;
  /** The expression in the schedule editor; null when it is closed. */
  scheduleDraft: string | null;
  /** The collection whose deletion is asked, or whose DELETE is in flight. */
  deletingId: string | null;
  /** The collection the address named when the screen opened; null without one. */
  addressedId: string | null;
  confirmDialog: ConfirmDialogRef;
  /** The project's flake rates; null until they first load. */
  flakiness: FlakeRates;
  /** The environment 'Run all' and 'Run all tests' run against, by id; null for none. */
  runEnvironment: string | null;
  /** The environment in the schedule editor, by id (null for none); null too while it is closed. */
  scheduleEnvironment: string | null;
  /** The history shows only the groups made against the environment of this name; null for all. */
  historyEnvironment: string | null;
}

export interface CollectionsData {
  collections: TestCollection[];
  groups: CollectionRun[];
  /** Only when asked for (`withFlakiness`); 'unavailable' when their call failed (the rest did not). */
  flakiness?: ProjectFlakiness | 'unavailable';
}

/** A refresh asks for the flake rates until it has them, and while a group runs (its end changes them). */
const wantsFlakiness = (context: CollectionsContext) =>
  context.flakiness === null || context.flakiness === 'unavailable' || hasActiveGroup(context.groups);

export type CollectionsEvent =
  | { type: 'collection.select'; id: string }
  | { type: 'collections.refresh' }
  | { type: 'rename.start' }
  | { type: 'rename.changed'; value: string }
  | { type: 'rename.cancel' }
  | { type: 'rename.save' }
  | { type: 'schedule.edit' }
  /** Typed, or a preset picked. */
  | { type: 'schedule.changed'; value: string }
  /** The environment the schedule runs against, by id; null for none. */
  | { type: 'schedule.environmentChanged'; environment: string | null }
  | { type: 'schedule.cancel' }
  | { type: 'schedule.save' }
  /** Removes the schedule (saves null). */
  | { type: 'schedule.clear' }
  /** 'Run all' of the selected collection. */
  | { type: 'collection.run' }
  /** 'Run all tests' of the whole project. */
  | { type: 'project.run' }
  /** The environment both run-alls run against, by id; null for none. */
  | { type: 'runEnvironment.changed'; environment: string | null }
  /** Show the groups made against the environment of this name only, or (null) all of them. */
  | { type: 'history.filter'; environment: string | null }
  /** Delete the selected collection: the dialog asks whether to. */
  | { type: 'collection.delete' }
  | ConfirmAnswerEvent
  /** The form created the collection or changed its tests. */
  | { type: 'collection.saved'; collection: TestCollection };

/** The screen changed the project's collections or started runs: the lists as they now are. */
const failure = (text: string): ToastParams => ({ title: 'Some error occurred', text, type: 'error' });

function findCollection(context: CollectionsContext, id: string | null): TestCollection | undefined {
  return id === null ? undefined : context.collections.find((collection) => collection._id === id);
}

/** The wished-for collection when listed, else the first one, else none. */
function pickSelection(collections: TestCollection[], wished: string | null): string | null {
  return collections.find((collection) => collection._id === wished)?._id ?? collections[0]?._id ?? null;
}

/** Blank means "not scheduled". */
const scheduleOrNull = (draft: string | null) => (draft === null || draft.trim() === '' ? null : draft.trim());

export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The toast once a group started. `what` is a collection's name or 'the project'. Tests that
 * cannot run yet (not generated) are in the group too, already ended as not runnable.
 */
function startedToast(group: CollectionRun, what: string): ToastParams {
  const queued = group.runs.filter((run) => run.status !== 'not_runnable').length;
  if (queued === 0) {
    return {
      title: 'Nothing could run',
      text: `None of the ${plural(group.runs.length, 'test')} of ${what} can run yet: generate them first.`,
      type: 'info',
    };
  }
  return { title: 'Runs started', text: `${queued} of ${plural(group.runs.length, 'test')} of ${what} started.`, type: 'success' };
}

export const collectionsMachine = setup({
  types: {
    context: {} as CollectionsContext,
    events: {} as CollectionsEvent,
    input: {} as CollectionsInput,
    children: {} as {
      getTestCollection: 'getTestCollection';
      loadCollections: 'loadCollections';
      updateTestCollection: 'updateTestCollection';
      runTestCollection: 'runTestCollection';
      runTestSuite: 'runTestSuite';
      deleteTestCollection: 'deleteTestCollection';
    },
  },
  actors: {
    /** GET test-suites/collection/{id} (operation getTestCollection). */
    getTestCollection: providedActor<TestCollection, { collectionId: string }>('getTestCollection'),
    /**
     * listTestCollections and listRecentCollectionRuns (limit HISTORY_LIMIT) together, and
     * getProjectFlakiness when `withFlakiness`; only the first two fail the load.
     */
    loadCollections: providedActor<CollectionsData, { suiteId: string; withFlakiness: boolean; environment: string | null }>('loadCollections'),
    updateTestCollection: providedActor<TestCollection, TestCollectionUpdate>('updateTestCollection'),
    /** POST run-all, with `{ environment }` when one is picked. */
    runTestCollection: providedActor<CollectionRun, { collectionId: string; environment: string | null }>('runTestCollection'),
    runTestSuite: providedActor<CollectionRun, { suiteId: string; environment: string | null }>('runTestSuite'),
    deleteTestCollection: providedActor<unknown, { collectionId: string }>('deleteTestCollection'),
  },
  delays: {
    /** Spec section 9: the test-run polling interval. */
    pollInterval: 5000,
  },
  actions: {
    ...confirmationActions<CollectionsContext, CollectionsEvent>(),
    setData: assign(({ context }, params: CollectionsData) => ({
      collections: params.collections,
      groups: params.groups,
      selectedId: pickSelection(params.collections, context.selectedId),
      flakiness: params.flakiness ?? context.flakiness,
    })),
    select: assign((_, params: { id: string }) => ({ selectedId: params.id })),
    /** A saved collection replaces the listed one (or is added) and becomes the selection. */
    upsert: assign(({ context }, params: { collection: TestCollection }) => {
      const listed = context.collections.some((collection) => collection._id === params.collection._id);
      return {
        collections: listed
          ? context.collections.map((collection) => (collection._id === params.collection._id ? params.collection : collection))
          : [...context.collections, params.collection],
        selectedId: params.collection._id,
      };
    }),
    addGroup: assign(({ context }, params: { group: CollectionRun }) => ({ groups: withGroup(context.groups, params.group) })),
    startRename: assign(({ context }) => ({ rename: findCollection(context, context.selectedId)?.name ?? '' })),
    setRename: assign((_, params: { value: string }) => ({ rename: params.value })),
    closeRename: assign({ rename: null }),
    openSchedule: assign(({ context }) => {
      const collection = findCollection(context, context.selectedId);
      return { scheduleDraft: collection?.schedule ?? '', scheduleEnvironment: collection?.environment_id ?? null };
    }),
    setSchedule: assign((_, params: { value: string }) => ({ scheduleDraft: params.value })),
    setScheduleEnvironment: assign((_, params: { environment: string | null }) => ({ scheduleEnvironment: params.environment })),
    closeSchedule: assign({ scheduleDraft: null, scheduleEnvironment: null }),
    setRunEnvironment: assign((_, params: { environment: string | null }) => ({ runEnvironment: params.environment })),
    /** Another environment's history: the groups shown were of the other one. */
    setHistoryFilter: assign((_, params: { environment: string | null }) => ({ historyEnvironment: params.environment, groups: [] })),
    startDelete: assign((_, params: { id: string }) => ({ deletingId: params.id })),
    /** The collection is gone: a selection on it moves to the first remaining one. */
    dropDeleted: assign(({ context }) => {
      const collections = context.collections.filter((collection) => collection._id !== context.deletingId);
      return { collections, selectedId: pickSelection(collections, context.selectedId), deletingId: null };
    }),
    clearDelete: assign({ deletingId: null }),
    /** The layout's copy follows, so screens that start from it (this one, reopened) show the change. */
    tellLayout: sendTo(
      ({ context }) => context.layout,
      ({ context }) => ({
        type: 'collections.changed' as const,
        suiteId: context.suiteId,
        collections: context.collections,
        // A filtered history's groups are not the project's latest.
        ...(context.historyEnvironment === null && { groups: context.groups }),
      }),
    ),
    /**
     * "The route parameters testSuiteId, testId and testCollectionId are kept in the address",
     * and the collection is a saved selection: the app shows the selection in both.
     */
    showSelection: providedAction<{ collectionId: string | null }>('showSelection'),
    notifySucceeded: providedAction<ToastParams>('notifySucceeded'),
    notifyFailed: providedAction<ToastParams>('notifyFailed'),
  },
  guards: {
    hasSelection: ({ context }) => findCollection(context, context.selectedId) !== undefined,
    hasAddressed: ({ context }) => context.addressedId !== null,
    /** An address may name any collection id; only this project's are shown. */
    isOfProject: ({ context }, params: { collection: TestCollection }) => params.collection.test_suite_id === context.suiteId,
    /** The server refuses to run a collection with no tests (a group with no runs would never end). */
    hasTestsToRun: ({ context }) => (findCollection(context, context.selectedId)?.linked_test_ids.length ?? 0) > 0,
    isOtherListed: ({ context }, params: { id: string }) => params.id !== context.selectedId && findCollection(context, params.id) !== undefined,
    /** A running group, or a schedule whose runs may arrive at any minute: keep the screen current. */
    isWorthWatching: ({ context }) => hasActiveGroup(context.groups) || context.collections.some((collection) => Boolean(collection.schedule)),
    /** The same name (trimmed) just closes the editor. */
    isRenameUnchanged: ({ context }) => context.rename?.trim() === findCollection(context, context.selectedId)?.name,
    isRenameFilled: ({ context }) => context.rename !== null && isFilled(context.rename),
    /** None, or an id: a blank one would be refused by the server. */
    isEnvironmentChoice: (_, params: { environment: string | null }) => params.environment === null || params.environment.trim() !== '',
    isOtherHistoryFilter: ({ context }, params: { environment: string | null }) => params.environment !== context.historyEnvironment,
    /**
     * Blank saves "not scheduled"; otherwise five fields of cron characters. The app provides
     * the full check (cron-parser), which the editor's preview uses too.
     */
    isScheduleValid: ({ context }) => scheduleOrNull(context.scheduleDraft) === null || cronFields(context.scheduleDraft ?? '') !== null,
  },
}).createMachine({
  id: 'collections',
  context: ({ input }) => ({
    suiteId: input.suiteId,
    collections: input.collections,
    groups: input.groups,
    selectedId: pickSelection(input.collections, input.selectedId),
    rename: null,
    scheduleDraft: null,
    deletingId: null,
    addressedId: input.addressedId ?? null,
    confirmDialog: input.confirmDialog,
    layout: input.layout,
    flakiness: null,
    runEnvironment: null,
    scheduleEnvironment: null,
    historyEnvironment: null,
  }),
  initial: 'browsing',
  entry: { type: 'showSelection', params: ({ context }) => ({ collectionId: context.selectedId }) },
  on: {
    // The form's dialog is modal, so its saves land while browsing; they are welcome anywhere.
    'collection.saved': {
      actions: [
        { type: 'upsert', params: ({ event }) => ({ collection: event.collection }) },
        { type: 'showSelection', params: ({ context }) => ({ collectionId: context.selectedId }) },
        'tellLayout',
      ],
    },
  },
  states: {
    browsing: {
      initial: 'starting',
      on: {
        'collection.select': {
          guard: { type: 'isOtherListed', params: ({ event }) => ({ id: event.id }) },
          actions: [
            { type: 'select', params: ({ event }) => ({ id: event.id }) },
            { type: 'showSelection', params: ({ context }) => ({ collectionId: context.selectedId }) },
          ],
        },
        'collections.refresh': { target: '.refreshing', reenter: true },
        'rename.start': { guard: 'hasSelection', target: 'renaming', actions: 'startRename' },
        'schedule.edit': { guard: 'hasSelection', target: 'scheduling', actions: 'openSchedule' },
        'collection.run': { guard: 'hasTestsToRun', target: 'runningCollection' },
        'project.run': { target: 'runningProject' },
        'runEnvironment.changed': {
          guard: { type: 'isEnvironmentChoice', params: ({ event }) => ({ environment: event.environment }) },
          actions: { type: 'setRunEnvironment', params: ({ event }) => ({ environment: event.environment }) },
        },
        'history.filter': {
          guard: { type: 'isOtherHistoryFilter', params: ({ event }) => ({ environment: event.environment }) },
          target: '.refreshing',
          reenter: true,
          actions: { type: 'setHistoryFilter', params: ({ event }) => ({ environment: event.environment }) },
        },
        'collection.delete': {
          guard: 'hasSelection',
          target: 'confirmingDelete',
          actions: [
            { type: 'startDelete', params: ({ context }) => ({ id: context.selectedId! }) },
            {
              type: 'askToConfirm',
              params: ({ context }) => ({ options: deleteCollectionOptions(findCollection(context, context.selectedId)!.name) }),
            },
          ],
        },
      },
      states: {
        starting: {
          always: [{ guard: 'hasAddressed', target: 'loadingAddressed' }, { target: 'refreshing' }],
        },
        // The addressed collection, fresh; the list's refresh follows either way.
        loadingAddressed: {
          invoke: {
            id: 'getTestCollection',
            src: 'getTestCollection',
            input: ({ context }) => ({ collectionId: context.addressedId! }),
            onDone: [
              {
                guard: { type: 'isOfProject', params: ({ event }) => ({ collection: event.output }) },
                target: 'refreshing',
                actions: [
                  { type: 'upsert', params: ({ event }) => ({ collection: event.output }) },
                  { type: 'showSelection', params: ({ context }) => ({ collectionId: context.selectedId }) },
                ],
              },
              { target: 'refreshing' },
            ],
            onError: { target: 'refreshing', actions: { type: 'notifyFailed', params: failure('Unable to fetch test suite') } },
          },
        },
        idle: {
          after: { pollInterval: { guard: 'isWorthWatching', target: 'refreshing' } },
        },
        refreshing: {
          invoke: {
            id: 'loadCollections',
            src: 'loadCollections',
            input: ({ context }) => ({ suiteId: context.suiteId, withFlakiness: wantsFlakiness(context), environment: context.historyEnvironment }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setData', params: ({ event }) => event.output },
                { type: 'showSelection', params: ({ context }) => ({ collectionId: context.selectedId }) },
              ],
            },
            onError: { target: 'stale', actions: { type: 'notifyFailed', params: failure('Unable to fetch the test runs') } },
          },
        },
        // The last refresh failed: no polling until the user asks again.
        stale: {},
      },
    },
    renaming: {
      on: {
        'rename.changed': { actions: { type: 'setRename', params: ({ event }) => ({ value: event.value }) } },
        'rename.cancel': { target: 'browsing.idle', actions: 'closeRename' },
        // An empty name saves nothing and the editor stays open.
        'rename.save': [
          { guard: 'isRenameUnchanged', target: 'browsing.idle', actions: 'closeRename' },
          { guard: 'isRenameFilled', target: 'savingName' },
        ],
      },
    },
    // The input is disabled until the PUT settles.
    savingName: {
      invoke: {
        id: 'updateTestCollection',
        src: 'updateTestCollection',
        input: ({ context }) => ({ collection_id: context.selectedId!, new_name: context.rename!.trim() }),
        onDone: {
          target: 'browsing.idle',
          actions: [
            { type: 'upsert', params: ({ event }) => ({ collection: event.output }) },
            { type: 'showSelection', params: ({ context }) => ({ collectionId: context.selectedId }) },
            'closeRename',
            'tellLayout',
          ],
        },
        onError: { target: 'renaming', actions: { type: 'notifyFailed', params: failure('Unable to update the test suite') } },
      },
    },
    scheduling: {
      on: {
        'schedule.changed': { actions: { type: 'setSchedule', params: ({ event }) => ({ value: event.value }) } },
        'schedule.environmentChanged': {
          guard: { type: 'isEnvironmentChoice', params: ({ event }) => ({ environment: event.environment }) },
          actions: { type: 'setScheduleEnvironment', params: ({ event }) => ({ environment: event.environment }) },
        },
        'schedule.cancel': { target: 'browsing.idle', actions: 'closeSchedule' },
        'schedule.save': { guard: 'isScheduleValid', target: 'savingSchedule' },
        'schedule.clear': { target: 'savingSchedule', actions: { type: 'setSchedule', params: { value: '' } } },
      },
    },
    savingSchedule: {
      invoke: {
        id: 'updateTestCollection',
        src: 'updateTestCollection',
        // A schedule removed keeps no environment either.
        input: ({ context }) => {
          const schedule = scheduleOrNull(context.scheduleDraft);
          return { collection_id: context.selectedId!, schedule, environment_id: schedule === null ? null : context.scheduleEnvironment };
        },
        onDone: {
          target: 'browsing.idle',
          actions: [
            { type: 'upsert', params: ({ event }) => ({ collection: event.output }) },
            { type: 'showSelection', params: ({ context }) => ({ collectionId: context.selectedId }) },
            'closeSchedule',
            'tellLayout',
            {
              type: 'notifySucceeded',
              params: ({ event }) => ({
                title: event.output.schedule ? 'Schedule saved' : 'Schedule removed',
                text: event.output.schedule ? `${event.output.name} runs on its new schedule.` : `${event.output.name} is no longer scheduled.`,
                type: 'success' as const,
              }),
            },
          ],
        },
        onError: { target: 'scheduling', actions: { type: 'notifyFailed', params: failure('Unable to update the test suite') } },
      },
    },
    runningCollection: {
      invoke: {
        id: 'runTestCollection',
        src: 'runTestCollection',
        input: ({ context }) => ({ collectionId: context.selectedId!, environment: context.runEnvironment }),
        onDone: {
          target: 'browsing.refreshing',
          actions: [
            { type: 'addGroup', params: ({ event }) => ({ group: event.output }) },
            'tellLayout',
            {
              type: 'notifySucceeded',
              params: ({ context, event }) => startedToast(event.output, findCollection(context, context.selectedId)?.name ?? 'the test suite'),
            },
          ],
        },
        onError: { target: 'browsing.idle', actions: { type: 'notifyFailed', params: failure('Unable to run the test suite') } },
      },
    },
    // The project's group has no collection: the history does not show it, the Overview does.
    runningProject: {
      invoke: {
        id: 'runTestSuite',
        src: 'runTestSuite',
        input: ({ context }) => ({ suiteId: context.suiteId, environment: context.runEnvironment }),
        onDone: {
          target: 'browsing.refreshing',
          actions: [
            { type: 'addGroup', params: ({ event }) => ({ group: event.output }) },
            'tellLayout',
            {
              type: 'notifySucceeded',
              params: ({ event }) => startedToast(event.output, 'the project'),
            },
          ],
        },
        onError: { target: 'browsing.idle', actions: { type: 'notifyFailed', params: failure('Unable to run the project') } },
      },
    },
    // The screen's dialog asks; the other actions wait for its answer.
    confirmingDelete: {
      on: {
        'confirm.accepted': 'deleting',
        'confirm.declined': { target: 'browsing.idle', actions: 'clearDelete' },
      },
    },
    // The dialog loads until the DELETE settles.
    deleting: {
      invoke: {
        id: 'deleteTestCollection',
        src: 'deleteTestCollection',
        input: ({ context }) => ({ collectionId: context.deletingId! }),
        onDone: {
          target: 'browsing.idle',
          actions: [
            'settleConfirmation',
            'dropDeleted',
            { type: 'showSelection', params: ({ context }) => ({ collectionId: context.selectedId }) },
            'tellLayout',
          ],
        },
        // The dialog shows why and stays open: Yes tries again, No keeps the collection.
        onError: {
          target: 'confirmingDelete',
          actions: [
            { type: 'failConfirmation', params: ({ event }) => ({ error: errorMessage(event.error) }) },
            { type: 'notifyFailed', params: failure('Unable to delete the test suite') },
          ],
        },
      },
    },
  },
});
