/**
 * What the user observes in each state of the run view, and what each transition must do: the
 * hand-written tables its path replays check (machines/_testing/expectations.ts). The spec does
 * not show the run view's contents (section 2), so the entries follow the machine's stated intent;
 * toast texts are the spec's error catalogue (section 8), written out rather than imported.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import { proposedHeal } from '../healProposal/healProposal.samples';
import { createdRun, failedRun } from '../testRuns/testRuns.samples';
import type { RunViewContext, runViewMachine } from './runView.machine';
import { runId, sampleArtifactAddress, sampleTest, stagingRunEnvironment, suiteId, testId } from './runView.samples';
import {
  selectActions,
  selectCanRetryTrace,
  selectFetchError,
  selectHealProposal,
  selectIsFailed,
  selectIsLoading,
  selectIsNotFound,
  selectLogs,
  selectSteps,
  selectSummary,
  selectTrace,
  selectViewer,
} from './runView.selectors';

type Machine = typeof runViewMachine;
type Tables = ExpectationTables<Machine>;
type Can = NonNullable<Observation<Machine>['can']>;
type Actions = ReturnType<typeof selectActions>;

/** Which screen shows: the spinner, the generic error, 'not found', or the run. */
function screenView(snapshot: SnapshotFrom<Machine>) {
  return { loading: selectIsLoading(snapshot), failed: selectIsFailed(snapshot), notFound: selectIsNotFound(snapshot) };
}
/** The run as shown: its status, how many step results and which logs (their contents are runReport's test). */
function runView(snapshot: SnapshotFrom<Machine>) {
  const summary = selectSummary(snapshot);
  return summary && { status: summary.statusLabel, steps: selectSteps(snapshot)?.length ?? null, logs: selectLogs(snapshot).map((log) => log.name) };
}
function traceView(snapshot: SnapshotFrom<Machine>) {
  return { trace: selectTrace(snapshot), canRetry: selectCanRetryTrace(snapshot) };
}
/** Whether the heal's panel shows (the child the view spawned). */
const healPanel = (snapshot: SnapshotFrom<Machine>) => selectHealProposal(snapshot) !== null;

const nothing = { loading: false, failed: false, notFound: false };
const TRACE_URL = sampleArtifactAddress('trace.zip').url;

/**
 * The sample runs: running (no steps, logs or trace yet), passed (three steps, three logs, a
 * trace, step 2's screenshot), failed proposing a heal (three steps, two logs, a trace, step 2's
 * screenshot) and the running one once cancelled (only its output log).
 */
const status = ({ report }: RunViewContext) => report?.run.status;
const shownRun = (context: RunViewContext) => {
  if (status(context) === 'passed') return { status: 'Passed', steps: 3, logs: ['output.log', 'console.log', 'network.log'] };
  if (status(context) === 'failed') return { status: 'Failed', steps: 3, logs: ['output.log', 'console.log'] };
  return { status: status(context) === 'running' ? 'Running' : 'Cancelled', steps: null, logs: [] };
};
/** Only the failed run proposes a heal. */
const proposesHeal = (context: RunViewContext) => status(context) === 'failed';

/**
 * The image viewer is the whole view's: it closes anywhere, and opens on a step's screenshot the
 * run has (only the ended runs' step 2 in the samples; 'step-9.png' is no step's).
 */
const viewerCan = (context: RunViewContext): Can => [
  'viewer.close',
  ...(status(context) === 'passed' || status(context) === 'failed' ? (['screenshot.open'] as const) : []),
];

/** The trace link: none without a trace, the held address while it is valid, else loading or unavailable. */
const trace = ({ report, trace: held }: RunViewContext, unavailable = false) => {
  if (!report?.run.artifacts.includes('trace.zip')) return null;
  if (held) return { status: 'ready', name: 'trace.zip', address: TRACE_URL };
  return unavailable ? { status: 'unavailable' } : { status: 'loading' };
};

/** Before a report shows: the spinner, the error or 'not found'; nothing of the run. */
const noRun =
  (screen: typeof nothing, tags: string[], can: Can) =>
  (context: RunViewContext): Observation<Machine> => ({
    tags,
    can: [...can, ...viewerCan(context)],
    selectors: [
      [screenView, screen],
      [runView, null],
      [selectActions, { cancel: 'hidden', runAgain: 'hidden' }],
      [traceView, { trace: null, canRetry: false }],
      [selectViewer, null],
      [healPanel, false],
    ],
  });

const run =
  ({ actions, can = [], busy = false, unavailable = false }: { actions: Actions; can?: Can; busy?: boolean; unavailable?: boolean }) =>
  (context: RunViewContext): Observation<Machine> => ({
    tags: busy ? ['busy'] : [],
    can: [...can, ...viewerCan(context)],
    selectors: [
      [screenView, nothing],
      [runView, shownRun(context)],
      [selectActions, actions],
      [traceView, { trace: trace(context, unavailable), canRetry: unavailable }],
      [selectViewer, context.viewer ? { name: 'step-2.png', number: 2 } : null],
      [healPanel, proposesHeal(context)],
    ],
  });

/** While the run is active Cancel shows; once it ended, 'Run again'. */
const active = run({ actions: { cancel: 'enabled', runAgain: 'hidden' }, can: ['run.cancel'] });
const ended = (unavailable = false) =>
  run({ actions: { cancel: 'hidden', runAgain: 'enabled' }, can: ['run.again', ...(unavailable ? (['trace.retry'] as const) : [])], unavailable });

export const runViewObservations: Tables['observations'] = {
  loading: noRun({ ...nothing, loading: true }, ['busy'], []),
  failed: (context) => {
    const observation = noRun({ ...nothing, failed: true }, [], ['run.retry'])(context);
    return { ...observation, selectors: [...observation.selectors!, [selectFetchError, 'Service Unavailable']] };
  },
  notFound: noRun({ ...nothing, notFound: true }, [], []),
  'shown.active.waiting': active,
  'shown.active.refreshing': active,
  'shown.ended.noTrace': ended(),
  'shown.ended.fetchingTrace': ended(),
  'shown.ended.traceReady': ended(),
  'shown.ended.traceUnavailable': ended(true),
  // Cancel stays as it was behind the dialog; the dialog answers.
  'cancelling.asking': run({ actions: { cancel: 'enabled', runAgain: 'hidden' }, can: ['confirm.accepted', 'confirm.declined'] }),
  'cancelling.sending': run({ actions: { cancel: 'busy', runAgain: 'hidden' }, busy: true }),
  creating: run({ actions: { cancel: 'hidden', runAgain: 'busy' }, busy: true }),
};

const toast = (action: string, text: string): Effect => ({ action, params: { title: 'Some error occurred', text, type: 'error' } });
const fetchFailed = toast('notifyFetchFailed', 'Unable to fetch the test run');
const fetchTrace: Effect = { invoke: 'getArtifactUrl', input: { runId, artifactName: 'trace.zip' } };

/** The heal's panel, spawned with the heal the run proposes. */
const showHeal: Effect = { invoke: 'healProposal', input: { runId, suiteId, heal: proposedHeal } };

/**
 * Where a fetched report leads: 'not found' when the run is gone, else by its status; an ended
 * run's trace is fetched, and the heal a failed one proposes shows.
 */
const reportArrived = (_: RunViewContext, event: AnyEventObject): StepExpectation => {
  const report = event.output as RunViewContext['report'];
  if (!report) return { target: 'notFound' };
  if (report.run.status === 'running') return { target: 'shown.active.waiting' };
  return { target: 'shown.ended.fetchingTrace', effects: report.run.status === 'failed' ? [fetchTrace, showHeal] : [fetchTrace] };
};

/** Back to the run after the dialog or 'Run again': the passed run fetches its trace's address again; the cancelled one has none. */
const backToEnded = ({ report }: RunViewContext, effects: Effect[]): StepExpectation =>
  report?.run.artifacts.includes('trace.zip')
    ? { target: 'shown.ended.fetchingTrace', effects: [...effects, fetchTrace] }
    : { target: 'shown.ended.noTrace', effects };

export const runViewTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [{ invoke: 'getRunReport', input: { runId, test: null } }] },
  'loading + xstate.done.actor.getRunReport': reportArrived,
  'loading + xstate.error.actor.getRunReport': { target: 'failed', effects: [fetchFailed] },
  'failed + run.retry': { target: 'loading', effects: [{ invoke: 'getRunReport', input: { runId, test: null } }] },
  // Spec section 9: an active run is fetched again every 5000 ms, its test already known.
  'shown.active.waiting + xstate.after.pollInterval.runView.shown.active.waiting': {
    target: 'shown.active.refreshing',
    effects: [{ invoke: 'getRunReport', input: { runId, test: sampleTest } }],
  },
  'shown.active.refreshing + xstate.done.actor.getRunReport': reportArrived,
  // The shown report stays; a failing poll toasts once, not every 5 seconds.
  'shown.active.refreshing + xstate.error.actor.getRunReport': ({ fetchFailing }) => ({
    target: 'shown.active.waiting',
    effects: fetchFailing ? [] : [fetchFailed],
  }),
  // Cancel is offered only while the run is active, and confirmed first.
  'shown + run.cancel': ({ report }) =>
    report?.run.status === 'running'
      ? {
          target: 'cancelling.asking',
          effects: [
            {
              send: 'confirmDialog',
              event: {
                type: 'confirm.request',
                options: { title: 'Cancel test run', message: 'This action will cancel the test run.', icon: 'warning' },
                replyTo: 'actor:runView',
              },
            },
          ],
        }
      : {},
  'cancelling.asking + confirm.accepted': { target: 'cancelling.sending', effects: [{ invoke: 'cancelTestRun', input: { runId } }] },
  // No goes back to the still running run; polling starts over.
  'cancelling.asking + confirm.declined': { target: 'shown.active.waiting' },
  // The cancelled run has ended (and has no trace).
  'cancelling.sending + xstate.done.actor.cancelTestRun': {
    target: 'shown.ended.noTrace',
    effects: [{ send: 'confirmDialog', event: { type: 'confirm.settled' } }],
  },
  // The dialog stays open with the error, to try again.
  'cancelling.sending + xstate.error.actor.cancelTestRun': {
    target: 'cancelling.asking',
    effects: [
      { send: 'confirmDialog', event: { type: 'confirm.failed', error: 'Service Unavailable' } },
      toast('notifyCancelFailed', 'Unable to cancel the test run'),
    ],
  },
  // 'Run again' once the run ended: a new run of the test with the same settings (the failed run's
  // overrides), against the same environment (the passed sample ran against staging, the others against none).
  'shown + run.again': ({ report }) =>
    report?.run.status === 'running'
      ? {}
      : {
          target: 'creating',
          effects: [
            {
              invoke: 'createTestRun',
              input: {
                testId,
                settings:
                  report?.run.status === 'passed'
                    ? { parameter_overrides: {}, environment: stagingRunEnvironment.id }
                    : report?.run.status === 'failed'
                      ? failedRun.settings
                      : { parameter_overrides: {} },
              },
            },
          ],
        },
  // The new run's view opens.
  'creating + xstate.done.actor.createTestRun': (context) =>
    backToEnded(context, [{ action: 'openRun', params: { suiteId, runId: createdRun._id } }]),
  'creating + xstate.error.actor.createTestRun': (context) => backToEnded(context, [toast('notifyCreateFailed', 'Unable to create the test run')]),
  'shown.ended.fetchingTrace + xstate.done.actor.getArtifactUrl': { target: 'shown.ended.traceReady' },
  'shown.ended.fetchingTrace + xstate.error.actor.getArtifactUrl': { target: 'shown.ended.traceUnavailable' },
  // Renewed before it expires, for as long as the view is open.
  'shown.ended.traceReady + xstate.after.traceRefresh.runView.shown.ended.traceReady': { target: 'shown.ended.fetchingTrace', effects: [fetchTrace] },
  'shown.ended.traceUnavailable + trace.retry': { target: 'shown.ended.fetchingTrace', effects: [fetchTrace] },
};
