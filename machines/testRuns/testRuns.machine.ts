/**
 * The runs of one test on its page (spec section 4, "Run statuses"): the list (newest first),
 * polled every 5000 ms for as long as the page shows the test; the Run button, which creates a
 * run (it starts pending); and Cancel, which cancels the first active run once the user
 * confirmed it in the app's confirm dialog (the input's `confirmDialog`): `cancelling` asks, and
 * on Yes sends the cancel itself, then settles the dialog, or reports the failure to it (the
 * dialog stays open to try again).
 *
 * The test page invokes this machine while its test is loaded, and hands it the dialog. The
 * 'Override run parameters' dialog is this machine's child `overrides` (machines/runOverrides):
 * `overrides.open` opens it, and its Run comes back as `run.start` with the settings.
 *
 * When a poll finds that a run which was active has ended, the parent (the test page) is told
 * `run.ended` (action `reportRunEnded`), so what depends on the test's verdicts (its flake rate)
 * follows.
 *
 * Polling pauses while a run is being created or cancelled (from the question on), so a list
 * fetched before the change never replaces the answer that carries it, and the run the dialog
 * asked about is still the first active one when the user agrees.
 *
 * The list may be filtered by environment (`runs.filter`, by name; null for all): the list is
 * fetched again with `?environment=`, and a run created meanwhile shows only when it matches.
 * Run and Cancel then go by the runs shown.
 */
import { assign, not, sendTo, setup } from 'xstate';
import { runOverridesMachine } from '../runOverrides/runOverrides.machine';
import type { ToastParams } from '../_shared/authErrors';
import { errorMessage } from '../_shared/authErrors';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef } from '../confirmDialog/confirmation';
import {
  CANCEL_RUN_FAILED,
  CANCEL_RUN_OPTIONS,
  CREATE_RUN_FAILED,
  FETCH_RUNS_FAILED,
  RUN_POLL_INTERVAL_MS,
  endedRuns,
  firstActiveRun,
  type RunSettings,
  type TestRun,
} from './runStatus';
import { providedActor, providedAction } from '../_shared/provided';

export type { RunSettings, TestRun };

/** What the runs tell their parent: a run that was active when last polled has ended. */
export type TestRunsParentEvent = { type: 'run.ended' };

export interface TestRunsInput {
  testId: string;
  /** The test's project, for the addresses of the run views. */
  suiteId: string;
  /** The app's confirm dialog, asked before a run is cancelled. */
  confirmDialog: ConfirmDialogRef;
}

export interface TestRunsContext {
  testId: string;
  suiteId: string;
  confirmDialog: ConfirmDialogRef;
  /** Newest first, as listTestRuns answers. */
  runs: TestRun[];
  /** Why the list could not be fetched; null once it was. */
  error: string | null;
  /** The last fetch failed: a failing poll toasts once, not every 5 seconds. */
  fetchFailing: boolean;
  /** Only the runs made against the environment of this name are listed; null for all. */
  environment: string | null;
}

export type TestRunsEvent =
  /** Run, or the 'Override run parameters' dialog's Run with its settings. */
  | { type: 'run.start'; settings?: RunSettings }
  | { type: 'run.cancel' }
  | { type: 'overrides.open' }
  | { type: 'runs.retry' }
  /** List only the runs made against the environment of this name, or (null) all runs. */
  | { type: 'runs.filter'; environment: string | null }
  /** The confirm dialog's answer to Cancel. */
  | ConfirmAnswerEvent;

const settingsOf = (event: TestRunsEvent) => (event.type === 'run.start' ? event.settings : undefined);

/** A run the list shows under the filter: any without one, else those made against that environment. */
export const matchesFilter = (run: Pick<TestRun, 'environment'>, environment: string | null) =>
  environment === null || run.environment?.name === environment;

/** Another filter drops the list and fetches it again. */
const filtering = {
  'runs.filter': {
    guard: { type: 'isOtherFilter', params: ({ event }: { event: { environment: string | null } }) => ({ environment: event.environment }) },
    target: '#testRuns.loading',
    reenter: true,
    actions: { type: 'setFilter', params: ({ event }: { event: { environment: string | null } }) => ({ environment: event.environment }) },
  },
} as const;

/** Run and 'Override run parameters' are offered when no run is active (also while the list cannot be fetched). */
const startable = {
  'run.start': { guard: not('hasActiveRun'), target: '#testRuns.saving' },
  'overrides.open': { guard: not('hasActiveRun'), actions: 'openOverrides' },
} as const;

export const testRunsMachine = setup({
  types: {
    input: {} as TestRunsInput,
    context: {} as TestRunsContext,
    events: {} as TestRunsEvent,
    tags: {} as 'busy',
    children: {} as { listTestRuns: 'listTestRuns'; createTestRun: 'createTestRun'; cancelTestRun: 'cancelTestRun'; overrides: 'runOverrides' },
  },
  actors: {
    /** GET /api/test-runs/{id} (operation listTestRuns). */
    listTestRuns: providedActor<TestRun[], { testId: string; environment: string | null }>('listTestRuns'),
    /** POST /api/test-run/{id} (operation createTestRun); no settings sends no body. */
    createTestRun: providedActor<TestRun, { testId: string; settings?: RunSettings }>('createTestRun'),
    /** DELETE /api/test-run/cancel/{id} (operation cancelTestRun). */
    cancelTestRun: providedActor<TestRun, { runId: string }>('cancelTestRun'),
    /** The 'Override run parameters' dialog; the app provides its request and toast. */
    runOverrides: runOverridesMachine,
  },
  actions: {
    ...confirmationActions<TestRunsContext, TestRunsEvent>(),
    setRuns: assign((_, params: { runs: TestRun[] }) => ({ runs: params.runs, error: null, fetchFailing: false })),
    setError: assign((_, params: { message: string }) => ({ error: params.message, fetchFailing: true })),
    markFetchFailing: assign({ fetchFailing: true }),
    /** The created run heads the list, unless the list is filtered to another environment. */
    addRun: assign(({ context }, params: { run: TestRun }) =>
      matchesFilter(params.run, context.environment) ? { runs: [params.run, ...context.runs.filter((run) => run._id !== params.run._id)] } : {},
    ),
    setFilter: assign((_, params: { environment: string | null }) => ({
      environment: params.environment,
      runs: [],
      error: null,
      fetchFailing: false,
    })),
    replaceRun: assign(({ context }, params: { run: TestRun }) => ({
      runs: context.runs.map((run) => (run._id === params.run._id ? params.run : run)),
    })),
    openOverrides: sendTo('overrides', { type: 'overrides.open' as const }),
    // A plain action rather than `sendParent`, as the live watch's `reportTest`: the graph of the
    // path tests resolves built-in actions without a parent. Started alone, the runs tell no one.
    reportRunEnded: ({ self }) => {
      const event: TestRunsParentEvent = { type: 'run.ended' };
      self._parent?.send(event);
    },
    notifyFetchFailed: providedAction<ToastParams>('notifyFetchFailed'),
    notifyCreateFailed: providedAction<ToastParams>('notifyCreateFailed'),
    notifyCancelFailed: providedAction<ToastParams>('notifyCancelFailed'),
  },
  guards: {
    hasActiveRun: ({ context }) => firstActiveRun(context.runs) !== null,
    isFetchFailing: ({ context }) => context.fetchFailing,
    isOtherFilter: ({ context }, params: { environment: string | null }) => params.environment !== context.environment,
    endsARun: ({ context }, params: { runs: TestRun[] }) => endedRuns(context.runs, params.runs).length > 0,
  },
  delays: {
    pollInterval: RUN_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'testRuns',
  context: ({ input }) => ({
    testId: input.testId,
    suiteId: input.suiteId,
    confirmDialog: input.confirmDialog,
    runs: [],
    error: null,
    fetchFailing: false,
    environment: null,
  }),
  // The overrides dialog lives as long as the runs, closed until `overrides.open`.
  invoke: { id: 'overrides', src: 'runOverrides', input: ({ context, self }) => ({ testId: context.testId, runs: self }) },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      on: filtering,
      invoke: {
        id: 'listTestRuns',
        src: 'listTestRuns',
        input: ({ context }) => ({ testId: context.testId, environment: context.environment }),
        onDone: { target: 'ready', actions: { type: 'setRuns', params: ({ event }) => ({ runs: event.output }) } },
        onError: [
          {
            guard: 'isFetchFailing',
            target: 'failed',
            actions: { type: 'setError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
          },
          {
            target: 'failed',
            actions: [
              { type: 'setError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
              { type: 'notifyFetchFailed', params: FETCH_RUNS_FAILED },
            ],
          },
        ],
      },
    },
    // The list shows the error with Retry; it is also tried again on the polling interval.
    failed: {
      after: { pollInterval: 'loading' },
      on: { 'runs.retry': 'loading', ...startable, ...filtering },
    },
    ready: {
      initial: 'waiting',
      on: {
        ...startable,
        ...filtering,
        'run.cancel': { guard: 'hasActiveRun', target: 'cancelling', actions: { type: 'askToConfirm', params: { options: CANCEL_RUN_OPTIONS } } },
      },
      states: {
        waiting: {
          after: { pollInterval: 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'listTestRuns',
            src: 'listTestRuns',
            input: ({ context }) => ({ testId: context.testId, environment: context.environment }),
            onDone: [
              {
                guard: { type: 'endsARun', params: ({ event }) => ({ runs: event.output }) },
                target: 'waiting',
                actions: [{ type: 'setRuns', params: ({ event }) => ({ runs: event.output }) }, 'reportRunEnded'],
              },
              { target: 'waiting', actions: { type: 'setRuns', params: ({ event }) => ({ runs: event.output }) } },
            ],
            // The shown list stays; the next tick tries again.
            onError: [
              { guard: 'isFetchFailing', target: 'waiting' },
              { target: 'waiting', actions: ['markFetchFailing', { type: 'notifyFetchFailed', params: FETCH_RUNS_FAILED }] },
            ],
          },
        },
      },
    },
    // The Run button is disabled and reads 'Running' until the created run is known.
    saving: {
      tags: 'busy',
      invoke: {
        id: 'createTestRun',
        src: 'createTestRun',
        input: ({ context, event }) => ({ testId: context.testId, settings: settingsOf(event) }),
        onDone: { target: 'ready', actions: { type: 'addRun', params: ({ event }) => ({ run: event.output }) } },
        onError: { target: 'ready', actions: { type: 'notifyCreateFailed', params: CREATE_RUN_FAILED } },
      },
    },
    // Cancel of the first active run: asked, then sent on Yes. A failure toasts and asks again.
    cancelling: {
      initial: 'asking',
      states: {
        asking: { on: { 'confirm.accepted': 'sending', 'confirm.declined': '#testRuns.ready' } },
        sending: {
          tags: 'busy',
          invoke: {
            id: 'cancelTestRun',
            src: 'cancelTestRun',
            // Nothing changes the list while cancelling: this is the run the dialog asked about.
            input: ({ context }) => ({ runId: firstActiveRun(context.runs)!._id }),
            onDone: {
              target: '#testRuns.ready',
              actions: ['settleConfirmation', { type: 'replaceRun', params: ({ event }) => ({ run: event.output }) }],
            },
            onError: {
              target: 'asking',
              actions: [
                { type: 'failConfirmation', params: ({ event }) => ({ error: errorMessage(event.error) }) },
                { type: 'notifyCancelFailed', params: CANCEL_RUN_FAILED },
              ],
            },
          },
        },
      },
    },
  },
});
