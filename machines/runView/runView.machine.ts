/**
 * The run view (/run/{testSuiteId}/{runId}): one run with its status, its test, its times, its
 * per-step results with their screenshots, its logs and its Playwright trace. While the run is
 * active (pending, scheduled, running, waiting_for_executor) its report is fetched again every
 * 5000 ms (spec section 9); once it ended, nothing more changes.
 *
 * Cancel (while active) is confirmed in the app's confirm dialog (the input's `confirmDialog`), as
 * on the test page: `cancelling` asks, and on Yes sends the cancel itself, then settles the
 * dialog, or reports the failure to it (the dialog stays open to try again); polling pauses
 * meanwhile. 'Run again' (once ended) creates a
 * new run of the test with the same settings and environment and opens its view (`openRun`).
 * A run that does not exist (404) shows as not found; any other failure as the generic error.
 *
 * The trace of an ended run is opened and downloaded through a temporary address (operation
 * getArtifactUrl), valid until its `expires_at` (15 minutes). The view fetches one once the run
 * ended and a fresh one TRACE_REFRESH_MARGIN_MS before it expires, for as long as the view is
 * open, so 'Open trace' and 'Download trace' never point at an expired address. Step screenshots
 * are not held here: each is exchanged for an address when it is drawn (src/app/screenshotCache.ts
 * fetches a new one once the old one expired).
 *
 * A failed run may propose a heal (its `heal`): the view spawns the heal's panel (the child
 * `heal`, machines/healProposal) once a report first brings one, and keeps it for as long as the
 * view is open, so its decision outlives 'Run again' and the report it came with.
 */
import { assign, not, setup, spawnChild } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ToastParams } from '../_shared/authErrors';
import { errorMessage } from '../_shared/authErrors';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef } from '../confirmDialog/confirmation';
import {
  CANCEL_RUN_FAILED,
  CANCEL_RUN_OPTIONS,
  CREATE_RUN_FAILED,
  FETCH_RUN_FAILED,
  RUN_POLL_INTERVAL_MS,
  isActiveRun,
  runAgainSettings,
  type RunSettings,
  type TestRun,
} from '../testRuns/runStatus';
import { showsScreenshot, traceArtifact, type RunReport, type RunTest } from './runReport';
import { providedActor, providedAction } from '../_shared/provided';
import { healProposalMachine } from '../healProposal/healProposal.machine';

export type { RunReport, TestRun };

/** A temporary address of an artifact, as getArtifactUrl answers: it stops working at `expires_at`. */
export type ArtifactAddress = components['schemas']['ScreenshotUrl'];

/** The trace's temporary address, with the artifact it opens. */
export interface TraceAddress extends ArtifactAddress {
  name: string;
}

/**
 * A fresh address is fetched this long before the current one expires: a hidden tab's timers
 * may run up to a minute late (browsers throttle them), and the click still has to load the trace.
 */
export const TRACE_REFRESH_MARGIN_MS = 120_000;
/** Never sooner than this, so an address valid for less than the margin is not fetched in a loop. */
export const TRACE_REFRESH_MIN_MS = 10_000;
// Browsers run a longer setTimeout at once (the delay overflows 32 bits).
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds until the trace's address is renewed: TRACE_REFRESH_MARGIN_MS before it expires. */
export function msUntilTraceRefresh(address: ArtifactAddress | null, now: number): number {
  const expiresAt = address ? Date.parse(address.expires_at) : Number.NaN;
  if (!Number.isFinite(expiresAt)) return TRACE_REFRESH_MIN_MS;
  return Math.min(MAX_TIMER_MS, Math.max(TRACE_REFRESH_MIN_MS, expiresAt - TRACE_REFRESH_MARGIN_MS - now));
}

export interface RunViewInput {
  runId: string;
  suiteId: string;
  /** The app's confirm dialog, asked before the run is cancelled. */
  confirmDialog: ConfirmDialogRef;
}

export interface RunViewContext {
  runId: string;
  suiteId: string;
  confirmDialog: ConfirmDialogRef;
  report: RunReport | null;
  /** Why the first fetch failed. */
  error: string | null;
  /** The last poll failed: failing polls toast once, not every 5 seconds. */
  fetchFailing: boolean;
  /** The screenshot (an artifact name) the image viewer shows; null while it is closed. */
  viewer: string | null;
  /** The trace's current temporary address; null until one was fetched, or when none could be. */
  trace: TraceAddress | null;
}

export type RunViewEvent =
  | { type: 'run.retry' }
  | { type: 'run.cancel' }
  /** The confirm dialog's answer to Cancel. */
  | ConfirmAnswerEvent
  | { type: 'run.again' }
  /** A step screenshot, by its artifact name. */
  | { type: 'screenshot.open'; name: string }
  | { type: 'viewer.close' }
  /** The trace's address could not be fetched: try again. */
  | { type: 'trace.retry' };

const runOf = (context: RunViewContext) => context.report!.run;

export const runViewMachine = setup({
  types: {
    input: {} as RunViewInput,
    context: {} as RunViewContext,
    events: {} as RunViewEvent,
    tags: {} as 'busy',
    children: {} as {
      getRunReport: 'getRunReport';
      cancelTestRun: 'cancelTestRun';
      createTestRun: 'createTestRun';
      getArtifactUrl: 'getArtifactUrl';
    },
  },
  actors: {
    /**
     * GET /api/test-run/{id} (operation getTestRun), then the test's name (getTestCase) and the
     * run's steps.json and logs (getArtifact): see runReport.ts. Null when the run does not exist.
     */
    getRunReport: providedActor<RunReport | null, { runId: string; test: RunTest | null }>('getRunReport'),
    /** DELETE /api/test-run/cancel/{id} (operation cancelTestRun). */
    cancelTestRun: providedActor<TestRun, { runId: string }>('cancelTestRun'),
    /** POST /api/test-run/{id} (operation createTestRun) with the test's id. */
    createTestRun: providedActor<TestRun, { testId: string; settings?: RunSettings }>('createTestRun'),
    /** GET /api/artifacts/{id}/url (operation getArtifactUrl): a temporary address of the artifact. */
    getArtifactUrl: providedActor<ArtifactAddress, { runId: string; artifactName: string }>('getArtifactUrl'),
    /** The heal a failed run proposes; the app provides its requests. */
    healProposal: healProposalMachine,
  },
  actions: {
    ...confirmationActions<RunViewContext, RunViewEvent>(),
    /** After `setReport`: the panel of the heal the run proposes (the child `heal`). */
    showHeal: spawnChild('healProposal', {
      id: 'heal',
      input: ({ context }) => ({ runId: context.runId, suiteId: context.suiteId, heal: context.report!.run.heal! }),
    }),
    setReport: assign((_, params: { report: RunReport }) => ({ report: params.report, error: null, fetchFailing: false })),
    setRun: assign(({ context }, params: { run: TestRun }) => ({ report: { ...context.report!, run: params.run } })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    markFetchFailing: assign({ fetchFailing: true }),
    openViewer: assign((_, params: { name: string }) => ({ viewer: params.name })),
    closeViewer: assign({ viewer: null }),
    setTrace: assign(({ context }, params: { address: ArtifactAddress }) => ({
      trace: { name: traceArtifact(runOf(context))!, url: params.address.url, expires_at: params.address.expires_at },
    })),
    clearTrace: assign({ trace: null }),
    /** 'Run again' created this run: its view opens (the app navigates to its address). */
    openRun: providedAction<{ suiteId: string; runId: string }>('openRun'),
    notifyFetchFailed: providedAction<ToastParams>('notifyFetchFailed'),
    notifyCancelFailed: providedAction<ToastParams>('notifyCancelFailed'),
    notifyCreateFailed: providedAction<ToastParams>('notifyCreateFailed'),
  },
  guards: {
    isFound: (_, params: { report: RunReport | null }) => params.report !== null,
    // Only the first report that brings a heal: its panel lives on for as long as the view.
    bringsHeal: ({ context }, params: { report: RunReport | null }) => !!params.report?.run.heal && !context.report?.run.heal,
    isActive: ({ context }) => context.report !== null && isActiveRun(context.report.run),
    isFetchFailing: ({ context }) => context.fetchFailing,
    hasTrace: ({ context }) => context.report !== null && traceArtifact(context.report.run) !== null,
    // Only a screenshot of one of the run's steps (of any attempt), and one that attempt has.
    hasScreenshot: ({ context }, params: { name: string }) => context.report !== null && showsScreenshot(context.report, params.name),
  },
  delays: {
    pollInterval: RUN_POLL_INTERVAL_MS,
    traceRefresh: ({ context }) => msUntilTraceRefresh(context.trace, Date.now()),
  },
}).createMachine({
  id: 'runView',
  context: ({ input }) => ({
    runId: input.runId,
    suiteId: input.suiteId,
    confirmDialog: input.confirmDialog,
    report: null,
    error: null,
    fetchFailing: false,
    viewer: null,
    trace: null,
  }),
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
          // The first report that brings a heal: its panel shows too.
          {
            guard: { type: 'bringsHeal', params: ({ event }) => ({ report: event.output }) },
            target: 'shown',
            actions: [{ type: 'setReport', params: ({ event }) => ({ report: event.output! }) }, 'showHeal'],
          },
          {
            guard: { type: 'isFound', params: ({ event }) => ({ report: event.output }) },
            target: 'shown',
            actions: { type: 'setReport', params: ({ event }) => ({ report: event.output! }) },
          },
          { target: 'notFound' },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            { type: 'notifyFetchFailed', params: FETCH_RUN_FAILED },
          ],
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
        'run.cancel': { guard: 'isActive', target: 'cancelling', actions: { type: 'askToConfirm', params: { options: CANCEL_RUN_OPTIONS } } },
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
                  // The first report that brings a heal: its panel shows too.
                  {
                    guard: { type: 'bringsHeal', params: ({ event }) => ({ report: event.output }) },
                    target: '#runView.shown.checking',
                    actions: [{ type: 'setReport', params: ({ event }) => ({ report: event.output! }) }, 'showHeal'],
                  },
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
        // Nothing more changes of the run; only its trace's address is kept fresh.
        ended: {
          initial: 'checkingTrace',
          states: {
            checkingTrace: {
              always: [{ guard: 'hasTrace', target: 'fetchingTrace' }, { target: 'noTrace' }],
            },
            noTrace: {},
            // A trace already held stays on screen while its successor is fetched: it is still valid.
            fetchingTrace: {
              invoke: {
                id: 'getArtifactUrl',
                src: 'getArtifactUrl',
                input: ({ context }) => ({ runId: context.runId, artifactName: traceArtifact(runOf(context))! }),
                onDone: { target: 'traceReady', actions: { type: 'setTrace', params: ({ event }) => ({ address: event.output }) } },
                onError: { target: 'traceUnavailable', actions: 'clearTrace' },
              },
            },
            traceReady: {
              after: { traceRefresh: 'fetchingTrace' },
            },
            traceUnavailable: {
              on: { 'trace.retry': 'fetchingTrace' },
            },
          },
        },
      },
    },
    // Cancel: asked, then sent on Yes. A failure toasts and asks again; No goes back to the run.
    cancelling: {
      initial: 'asking',
      states: {
        asking: { on: { 'confirm.accepted': 'sending', 'confirm.declined': '#runView.shown' } },
        sending: {
          tags: 'busy',
          invoke: {
            id: 'cancelTestRun',
            src: 'cancelTestRun',
            input: ({ context }) => ({ runId: context.runId }),
            onDone: { target: '#runView.shown', actions: ['settleConfirmation', { type: 'setRun', params: ({ event }) => ({ run: event.output }) }] },
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
    creating: {
      tags: 'busy',
      invoke: {
        id: 'createTestRun',
        src: 'createTestRun',
        input: ({ context }) => ({ testId: runOf(context).test_case_id, settings: runAgainSettings(runOf(context)) }),
        onDone: {
          target: 'shown',
          actions: { type: 'openRun', params: ({ context, event }) => ({ suiteId: context.suiteId, runId: event.output._id }) },
        },
        onError: { target: 'shown', actions: { type: 'notifyCreateFailed', params: CREATE_RUN_FAILED } },
      },
    },
  },
});
