/**
 * The run view (/run/{testSuiteId}/{runId}): one run with its status, its test, its times, its
 * per-step results with their screenshots, its logs and its Playwright trace. While the run is
 * active (pending, scheduled, running, waiting_for_executor) its report is fetched again every
 * 5000 ms (spec section 9); once it ended, nothing more changes.
 *
 * Cancel (while active) is confirmed through the app's dialog like the test page's:
 * `confirm.requested`, answered with `run.cancelConfirmed`. 'Run again' (once ended) creates a
 * new run of the test with the same settings and emits `run.created`; the app opens its view.
 * A run that does not exist (404) shows as not found; any other failure as the generic error.
 */
import { assign, emit, fromPromise, not, setup } from 'xstate';
import type { ToastParams } from '../_shared/authErrors';
import { errorMessage } from '../_shared/authErrors';
import type { ConfirmOptions } from '../confirmDialog/confirmDialog.machine';
import {
  CANCEL_RUN_FAILED,
  CREATE_RUN_FAILED,
  FETCH_RUN_FAILED,
  RUN_POLL_INTERVAL_MS,
  cancelRunOptions,
  isActiveRun,
  type RunSettings,
  type TestRun,
} from '../testRuns/runStatus';
import type { RunReport, RunTest } from './runReport';

export type { RunReport, TestRun };

export interface RunViewInput {
  runId: string;
  suiteId: string;
}

export interface RunViewContext {
  runId: string;
  suiteId: string;
  report: RunReport | null;
  /** Why the first fetch failed. */
  error: string | null;
  /** The last poll failed: failing polls toast once, not every 5 seconds. */
  fetchFailing: boolean;
  /** The screenshot (an artifact name) the image viewer shows; null while it is closed. */
  viewer: string | null;
}

export type RunViewEvent =
  | { type: 'run.retry' }
  | { type: 'run.cancel' }
  /** The user agreed to cancel the run with this id (the confirmation's intent). */
  | { type: 'run.cancelConfirmed'; runId: string }
  | { type: 'run.again' }
  /** A step screenshot, by its artifact name. */
  | { type: 'screenshot.open'; name: string }
  | { type: 'viewer.close' };

export type RunViewEmitted =
  | { type: 'confirm.requested'; options: ConfirmOptions }
  /** 'Run again' created this run: the app opens its view. */
  | { type: 'run.created'; suiteId: string; run: TestRun };

const runOf = (context: RunViewContext) => context.report!.run;

export const runViewMachine = setup({
  types: {
    input: {} as RunViewInput,
    context: {} as RunViewContext,
    events: {} as RunViewEvent,
    emitted: {} as RunViewEmitted,
    tags: {} as 'busy',
    children: {} as { getRunReport: 'getRunReport'; cancelTestRun: 'cancelTestRun'; createTestRun: 'createTestRun' },
  },
  actors: {
    /**
     * GET /api/test-run/{id} (operation getTestRun), then the test's name (getTestCase) and the
     * run's steps.json and logs (getArtifact): see runReport.ts. Null when the run does not exist.
     */
    getRunReport: fromPromise<RunReport | null, { runId: string; test: RunTest | null }>(async () => {
      throw new Error('getRunReport not provided');
    }),
    /** DELETE /api/test-run/cancel/{id} (operation cancelTestRun). */
    cancelTestRun: fromPromise<TestRun, { runId: string }>(async () => {
      throw new Error('cancelTestRun not provided');
    }),
    /** POST /api/test-run/{id} (operation createTestRun) with the test's id. */
    createTestRun: fromPromise<TestRun, { testId: string; settings?: RunSettings }>(async () => {
      throw new Error('createTestRun not provided');
    }),
  },
  actions: {
    setReport: assign((_, params: { report: RunReport }) => ({ report: params.report, error: null, fetchFailing: false })),
    setRun: assign(({ context }, params: { run: TestRun }) => ({ report: { ...context.report!, run: params.run } })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    markFetchFailing: assign({ fetchFailing: true }),
    openViewer: assign((_, params: { name: string }) => ({ viewer: params.name })),
    closeViewer: assign({ viewer: null }),
    requestCancel: emit(({ context }) => ({ type: 'confirm.requested' as const, options: cancelRunOptions(runOf(context)) })),
    emitCreated: emit(({ context }, params: { run: TestRun }) => ({ type: 'run.created' as const, suiteId: context.suiteId, run: params.run })),
    notifyFetchFailed: (_, _params: ToastParams) => {
      throw new Error('notifyFetchFailed not provided');
    },
    notifyCancelFailed: (_, _params: ToastParams) => {
      throw new Error('notifyCancelFailed not provided');
    },
    notifyCreateFailed: (_, _params: ToastParams) => {
      throw new Error('notifyCreateFailed not provided');
    },
  },
  guards: {
    isFound: (_, params: { report: RunReport | null }) => params.report !== null,
    isActive: ({ context }) => context.report !== null && isActiveRun(context.report.run),
    isThisRun: ({ context }, params: { runId: string }) => params.runId === context.runId,
    isFetchFailing: ({ context }) => context.fetchFailing,
    // Only a screenshot of one of the run's steps, and one the run has.
    hasScreenshot: ({ context }, params: { name: string }) =>
      Boolean(context.report?.steps?.some((step) => step.screenshot === params.name) && context.report.run.artifacts.includes(params.name)),
  },
  delays: {
    pollInterval: RUN_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'runView',
  context: ({ input }) => ({ runId: input.runId, suiteId: input.suiteId, report: null, error: null, fetchFailing: false, viewer: null }),
  initial: 'loading',
  on: {
    'screenshot.open': {
      guard: { type: 'hasScreenshot', params: ({ event }) => ({ name: event.name }) },
      actions: { type: 'openViewer', params: ({ event }) => ({ name: event.name }) },
    },
    'viewer.close': { actions: 'closeViewer' },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getRunReport',
        src: 'getRunReport',
        input: ({ context }) => ({ runId: context.runId, test: null }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ report: event.output }) },
            target: 'shown',
            actions: { type: 'setReport', params: ({ event }) => ({ report: event.output! }) },
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'failed',
          actions: [{ type: 'setError', params: ({ event }) => ({ message: errorMessage(event.error) }) }, { type: 'notifyFetchFailed', params: FETCH_RUN_FAILED }],
        },
      },
    },
    failed: {
      on: { 'run.retry': 'loading' },
    },
    notFound: {},
    shown: {
      initial: 'checking',
      on: {
        'run.cancel': { guard: 'isActive', actions: 'requestCancel' },
        'run.cancelConfirmed': { guard: { type: 'isThisRun', params: ({ event }) => ({ runId: event.runId }) }, target: 'cancelling' },
        'run.again': { guard: not('isActive'), target: 'creating' },
      },
      states: {
        // Decides on every (re)entry whether the run is still going.
        checking: {
          always: [{ guard: 'isActive', target: 'active' }, { target: 'ended' }],
        },
        active: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { pollInterval: 'refreshing' },
            },
            refreshing: {
              invoke: {
                id: 'getRunReport',
                src: 'getRunReport',
                input: ({ context }) => ({ runId: context.runId, test: context.report!.test }),
                onDone: [
                  {
                    guard: { type: 'isFound', params: ({ event }) => ({ report: event.output }) },
                    target: '#runView.shown.checking',
                    actions: { type: 'setReport', params: ({ event }) => ({ report: event.output! }) },
                  },
                  // The run was deleted meanwhile.
                  { target: '#runView.notFound' },
                ],
                // The shown report stays; the next tick tries again.
                onError: [
                  { guard: 'isFetchFailing', target: 'waiting' },
                  { target: 'waiting', actions: ['markFetchFailing', { type: 'notifyFetchFailed', params: FETCH_RUN_FAILED }] },
                ],
              },
            },
          },
        },
        ended: {},
      },
    },
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'cancelTestRun',
        src: 'cancelTestRun',
        input: ({ context }) => ({ runId: context.runId }),
        onDone: { target: 'shown', actions: { type: 'setRun', params: ({ event }) => ({ run: event.output }) } },
        onError: { target: 'shown', actions: { type: 'notifyCancelFailed', params: CANCEL_RUN_FAILED } },
      },
    },
    creating: {
      tags: 'busy',
      invoke: {
        id: 'createTestRun',
        src: 'createTestRun',
        input: ({ context }) => ({ testId: runOf(context).test_case_id, settings: runOf(context).settings }),
        onDone: { target: 'shown', actions: { type: 'emitCreated', params: ({ event }) => ({ run: event.output }) } },
        onError: { target: 'shown', actions: { type: 'notifyCreateFailed', params: CREATE_RUN_FAILED } },
      },
    },
  },
});
