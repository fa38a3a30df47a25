import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { recordingDialog } from '../_testing/confirmations';
import { startRecorded } from '../_testing/recorded';
import { proposedHeal } from '../healProposal/healProposal.samples';
import { runAgainSettings } from '../testRuns/runStatus';
import { createdRun, failedRun } from '../testRuns/testRuns.samples';
import type { RunReport } from './runReport';
import { TRACE_REFRESH_MARGIN_MS, TRACE_REFRESH_MIN_MS, msUntilTraceRefresh, runViewMachine, type ArtifactAddress } from './runView.machine';
import { runViewPathModel } from './runView.paths';
import {
  cancelledRun,
  failedReport,
  flakyReport,
  healReport,
  passedReport,
  runId,
  runningReport,
  resourcesExceededReport,
  sampleArtifactAddress,
  sampleTest,
  stagingRunEnvironment,
  suiteId,
  testId,
} from './runView.samples';
import {
  selectActions,
  selectAttempts,
  selectCanRetryTrace,
  selectHealProposal,
  selectLogs,
  selectSteps,
  selectSummary,
  selectTrace,
  selectViewer,
} from './runView.selectors';

describePathModel(runViewPathModel);

const ACTORS = ['getRunReport', 'cancelTestRun', 'createTestRun', 'getArtifactUrl'];
const ACTIONS = ['notifyFetchFailed', 'notifyCancelFailed', 'notifyCreateFailed', 'openRun'];

/** The view with every request recorded, and a recording stand-in for the confirm dialog (`received`). */
function startView() {
  const dialog = recordingDialog();
  const started = startRecorded(runViewMachine, { input: { runId, suiteId, confirmDialog: dialog.ref }, actors: ACTORS, actions: ACTIONS });
  const load = (report: RunReport | null) => started.settle(doneEvent('getRunReport', report));
  return { ...started, load, received: dialog.received };
}

describe('runView', () => {
  it('shows an ended run: status, test link, times, duration, overrides, trace, steps in order and logs', () => {
    const { load, calls, snapshot } = startView();
    load(failedReport);
    expect(calls).toEqual([
      ['getRunReport', { runId, test: null }],
      ['getArtifactUrl', { runId, artifactName: 'trace.zip' }],
    ]);
    expect(snapshot().value).toEqual({ shown: { ended: 'fetchingTrace' } });
    expect(selectSummary(snapshot())).toEqual({
      runId,
      status: 'failed',
      statusLabel: 'Failed',
      isActive: false,
      test: { name: 'A shopper pays by card', path: `/tests/${suiteId}/${testId}` },
      createdAt: '2026-11-02T16:30:00.000Z',
      startedAt: '2026-11-02T16:30:01.000Z',
      finishedAt: '2026-11-02T16:30:40.000Z',
      durationMs: 39_000,
      finalMessage: 'The "Pay" button never became enabled.',
      overrides: [['CARD', '4000 0000 0000 0002']],
      websiteUrlOverride: 'https://staging.shop.test',
      environment: null,
      flaky: false,
      attempts: 1,
    });
    expect(selectTrace(snapshot())).toEqual({ status: 'loading' });
    expect(selectSteps(snapshot())?.map((step) => [step.number, step.status, step.screenshot])).toEqual([
      [1, 'passed', 'step-1.png'],
      [2, 'failed', 'step-2.png'],
      [3, 'skipped', null],
    ]);
    expect(selectLogs(snapshot()).map((log) => [log.name, log.content === null])).toEqual([
      ['output.log', false],
      ['console.log', true],
    ]);
    expect(selectActions(snapshot())).toEqual({ cancel: 'hidden', runAgain: 'enabled' });
  });

  it("fetches the ended run's trace address for 'Open trace' and 'Download trace'; a run without a trace fetches none", () => {
    const { load, settle, calls, snapshot } = startView();
    load(failedReport);
    expect(calls.at(-1)).toEqual(['getArtifactUrl', { runId, artifactName: 'trace.zip' }]);
    expect(selectTrace(snapshot())).toEqual({ status: 'loading' });
    settle(doneEvent('getArtifactUrl', sampleArtifactAddress('trace.zip')));
    expect(snapshot().value).toEqual({ shown: { ended: 'traceReady' } });
    expect(selectTrace(snapshot())).toEqual({ status: 'ready', name: 'trace.zip', address: sampleArtifactAddress('trace.zip').url });
    const without = startView();
    without.load(resourcesExceededReport);
    expect(without.snapshot().value).toEqual({ shown: { ended: 'noTrace' } });
    expect(without.calls.map(([name]) => name)).toEqual(['getRunReport']);
    expect(selectTrace(without.snapshot())).toBeNull();
  });

  it('shows the trace as unavailable when its address cannot be had, and asks again on Retry', () => {
    const { actor, load, settle, calls, snapshot } = startView();
    load(passedReport);
    settle(errorEvent('getArtifactUrl', 'Not Found'));
    expect(selectTrace(snapshot())).toEqual({ status: 'unavailable' });
    expect(selectCanRetryTrace(snapshot())).toBe(true);
    actor.send({ type: 'trace.retry' });
    expect(calls.filter(([name]) => name === 'getArtifactUrl')).toHaveLength(2);
    expect(selectTrace(snapshot())).toEqual({ status: 'loading' });
    settle(doneEvent('getArtifactUrl', sampleArtifactAddress('trace.zip')));
    expect(selectTrace(snapshot())?.status).toBe('ready');
    expect(selectCanRetryTrace(snapshot())).toBe(false);
  });

  it('names the test by its id when it could not be fetched; a run without trace or steps has none', () => {
    const { load, snapshot } = startView();
    load(resourcesExceededReport);
    expect(selectSummary(snapshot())).toMatchObject({ statusLabel: 'Resources exceeded', test: { name: testId }, durationMs: 12_500 });
    expect(selectTrace(snapshot())).toBeNull();
    expect(selectSteps(snapshot())).toBeNull();
  });

  it('shows not found for a missing run, and the error with Retry (and a toast) for a failure', () => {
    const missing = startView();
    missing.load(null);
    expect(missing.snapshot().value).toBe('notFound');
    expect(selectSummary(missing.snapshot())).toBeNull();
    const failing = startView();
    failing.settle(errorEvent('getRunReport', 'Service Unavailable'));
    expect(failing.snapshot().context.error).toBe('Service Unavailable');
    expect(failing.done).toEqual([['notifyFetchFailed', { title: 'Some error occurred', text: 'Unable to fetch the test run', type: 'error' }]]);
    failing.actor.send({ type: 'run.retry' });
    expect(failing.calls).toHaveLength(2);
  });

  it('asks the dialog to confirm Cancel of an active run, cancels it on Yes and settles the dialog', () => {
    const { actor, load, settle, calls, received, snapshot } = startView();
    load(runningReport);
    expect(selectActions(snapshot())).toEqual({ cancel: 'enabled', runAgain: 'hidden' });
    actor.send({ type: 'run.again' });
    actor.send({ type: 'run.cancel' });
    expect(received).toEqual([
      {
        type: 'confirm.request',
        options: { title: 'Cancel test run', message: 'This action will cancel the test run.', icon: 'warning' },
        replyTo: actor,
      },
    ]);
    // Behind the dialog, Cancel stays as it was; nothing is sent before Yes.
    expect(selectActions(snapshot()).cancel).toBe('enabled');
    expect(calls).toHaveLength(1);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls.at(-1)).toEqual(['cancelTestRun', { runId }]);
    expect(selectActions(snapshot()).cancel).toBe('busy');
    settle(doneEvent('cancelTestRun', cancelledRun));
    expect(received.at(-1)).toEqual({ type: 'confirm.settled' });
    expect(snapshot().value).toEqual({ shown: { ended: 'noTrace' } });
    expect(selectSummary(snapshot())?.statusLabel).toBe('Cancelled');
  });

  it('cancels nothing on No and goes on polling', () => {
    const { actor, load, calls, snapshot } = startView();
    load(runningReport);
    actor.send({ type: 'run.cancel' });
    actor.send({ type: 'confirm.declined' });
    expect(calls).toHaveLength(1);
    expect(snapshot().value).toEqual({ shown: { active: 'waiting' } });
  });

  it('toasts a failed cancel, tells the dialog why, and cancels again on a second Yes', () => {
    const { actor, load, settle, calls, done, received, snapshot } = startView();
    load(runningReport);
    actor.send({ type: 'run.cancel' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('cancelTestRun', 'Service Unavailable'));
    expect(done).toEqual([['notifyCancelFailed', { title: 'Some error occurred', text: 'Unable to cancel the test run', type: 'error' }]]);
    expect(received.at(-1)).toEqual({ type: 'confirm.failed', error: 'Service Unavailable' });
    expect(selectActions(snapshot()).cancel).toBe('enabled');
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls.filter(([name]) => name === 'cancelTestRun')).toHaveLength(2);
    settle(doneEvent('cancelTestRun', cancelledRun));
    expect(received.at(-1)).toEqual({ type: 'confirm.settled' });
  });

  it('runs an ended run again with the same settings and opens the new run', () => {
    const { actor, load, settle, calls, done } = startView();
    load(failedReport);
    actor.send({ type: 'run.again' });
    expect(calls.at(-1)).toEqual(['createTestRun', { testId, settings: failedReport.run.settings }]);
    settle(doneEvent('createTestRun', createdRun));
    expect(done).toEqual([['openRun', { suiteId, runId: createdRun._id }]]);
    actor.send({ type: 'run.again' });
    settle(errorEvent('createTestRun', 'The test has no final script'));
    expect(done.slice(1)).toEqual([['notifyCreateFailed', { title: 'Some error occurred', text: 'Unable to create the test run', type: 'error' }]]);
  });

  it("shows the heal a failed run proposes in its own panel, spawned once and kept through 'Run again'", () => {
    const dialog = recordingDialog();
    const { actor, settle, calls, snapshot } = startRecorded(runViewMachine, {
      input: { runId, suiteId, confirmDialog: dialog.ref },
      actors: [...ACTORS, 'healProposal'],
      actions: ACTIONS,
    });
    expect(selectHealProposal(snapshot())).toBeNull();
    settle(doneEvent('getRunReport', healReport));
    expect(calls.filter(([name]) => name === 'healProposal')).toEqual([['healProposal', { runId, suiteId, heal: proposedHeal }]]);
    const panel = selectHealProposal(snapshot());
    expect(panel).not.toBeNull();
    actor.send({ type: 'run.again' });
    expect(calls.at(-1)).toEqual(['createTestRun', { testId, settings: failedRun.settings }]);
    expect(selectHealProposal(snapshot())).toBe(panel);
    settle(doneEvent('createTestRun', createdRun));
    expect(selectHealProposal(snapshot())).toBe(panel);
    expect(calls.filter(([name]) => name === 'healProposal')).toHaveLength(1);
  });

  it('shows no heal panel for a run that proposes none', () => {
    const { load, snapshot } = startView();
    load(failedReport);
    expect(selectHealProposal(snapshot())).toBeNull();
  });

  it('runs again against the environment it ran against: by id, or by its name once deleted', () => {
    const { actor, load, calls, snapshot } = startView();
    load(passedReport);
    expect(selectSummary(snapshot())?.environment).toEqual({ name: 'staging', deleted: false });
    actor.send({ type: 'run.again' });
    expect(calls.at(-1)).toEqual(['createTestRun', { testId, settings: { parameter_overrides: {}, environment: stagingRunEnvironment.id } }]);
    expect(runAgainSettings({ settings: undefined, environment: { id: null, name: 'staging' } })).toEqual({
      parameter_overrides: {},
      environment: 'staging',
    });
    expect(runAgainSettings({ settings: failedReport.run.settings, environment: null })).toBe(failedReport.run.settings);
  });

  it("shows a flaky run's earlier attempts with their own steps, screenshots and trace; the viewer opens an attempt's screenshot", () => {
    const { actor, load, snapshot } = startView();
    load(flakyReport);
    expect(selectSummary(snapshot())).toMatchObject({ status: 'passed', flaky: true, attempts: 2 });
    expect(selectSteps(snapshot())?.map((step) => step.screenshot)).toEqual(['step-1.png', 'step-2.png', null]);
    const [first, ...rest] = selectAttempts(snapshot());
    expect(rest).toEqual([]);
    expect(first).toMatchObject({ attempt: 1, status: 'failed', statusLabel: 'Failed', trace: 'attempt-1-trace.zip' });
    expect(first!.message).toMatch(/^Step 2 /);
    expect(first!.steps?.map((step) => [step.status, step.screenshot])).toEqual([
      ['passed', 'attempt-1-step-1.png'],
      ['failed', 'attempt-1-step-2.png'],
      ['skipped', null],
    ]);
    actor.send({ type: 'screenshot.open', name: 'attempt-1-step-2.png' });
    expect(selectViewer(snapshot())).toEqual({ name: 'attempt-1-step-2.png', number: 2 });
    // A name that only looks like an attempt's is not among its artifacts.
    actor.send({ type: 'viewer.close' });
    actor.send({ type: 'screenshot.open', name: 'attempt-1-step-3.png' });
    expect(selectViewer(snapshot())).toBeNull();
    // A run that was not retried has no earlier attempts and is not flaky.
    const plain = startView();
    plain.load(passedReport);
    expect(selectAttempts(plain.snapshot())).toEqual([]);
    expect(selectSummary(plain.snapshot())).toMatchObject({ flaky: false, attempts: 1 });
  });

  it("opens a step's screenshot in the viewer and closes it; one the run has not is ignored", () => {
    const { actor, load, snapshot } = startView();
    load(passedReport);
    actor.send({ type: 'screenshot.open', name: 'step-9.png' });
    expect(selectViewer(snapshot())).toBeNull();
    actor.send({ type: 'screenshot.open', name: 'step-2.png' });
    expect(selectViewer(snapshot())).toEqual({ name: 'step-2.png', number: 2 });
    actor.send({ type: 'viewer.close' });
    expect(selectViewer(snapshot())).toBeNull();
  });

  it('polls an active run every 5000 ms with the known test until it ended; failing polls toast once', async () => {
    const clock = new SimulatedClock();
    const inputs: unknown[] = [];
    const toasts: unknown[] = [];
    const answers: Array<RunReport | Error> = [
      runningReport,
      new Error('Service Unavailable'),
      new Error('Service Unavailable'),
      runningReport,
      passedReport,
    ];
    const actor = createActor(
      runViewMachine.provide({
        actors: {
          getRunReport: fromPromise(async ({ input }) => {
            inputs.push(input);
            const answer = answers.shift()!;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
          getArtifactUrl: neverSettles<ArtifactAddress, { runId: string; artifactName: string }>(),
        },
        actions: { notifyFetchFailed: (_, params) => void toasts.push(params) },
      }),
      { input: { runId, suiteId, confirmDialog: recordingDialog().ref }, clock },
    ).start();
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settled();
    for (let tick = 0; tick < 4; tick++) {
      clock.increment(4999);
      expect(inputs).toHaveLength(tick + 1);
      clock.increment(1);
      await settled();
    }
    expect(inputs).toEqual([{ runId, test: null }, ...Array(4).fill({ runId, test: sampleTest })]);
    expect(toasts).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ shown: { ended: 'fetchingTrace' } });
    clock.increment(50_000);
    expect(inputs).toHaveLength(5);
    actor.stop();
  });

  it('renews the trace address before it expires, keeping the held one meanwhile, for as long as the view is open', async () => {
    const clock = new SimulatedClock();
    const fetched: unknown[] = [];
    let answers = 0;
    // Each answer is valid 15 minutes from when it is given, with its own signature.
    const address = (): ArtifactAddress => ({
      url: `/api/public/artifacts/${runId}?artifact_name=trace.zip&signature=s${++answers}`,
      expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
    });
    let settleFetch: (() => void) | null = null;
    const actor = createActor(
      runViewMachine.provide({
        actors: {
          getRunReport: fromPromise(async (): Promise<RunReport | null> => passedReport),
          getArtifactUrl: fromPromise(({ input }) => {
            fetched.push(input);
            return new Promise<ArtifactAddress>((resolve) => (settleFetch = () => resolve(address())));
          }),
        },
      }),
      { input: { runId, suiteId, confirmDialog: recordingDialog().ref }, clock },
    ).start();
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settled();
    settleFetch!();
    await settled();
    expect(selectTrace(actor.getSnapshot())).toMatchObject({ status: 'ready', address: expect.stringContaining('signature=s1') });
    for (const signature of ['s2', 's3']) {
      // The renewal is due TRACE_REFRESH_MARGIN_MS (2 minutes) before the 15 minutes end.
      clock.increment(15 * 60_000 - TRACE_REFRESH_MARGIN_MS - 1000);
      expect(fetched).toHaveLength(signature === 's2' ? 1 : 2);
      clock.increment(1000);
      expect(fetched).toHaveLength(signature === 's2' ? 2 : 3);
      // The held address stays on screen while its successor is fetched.
      expect(actor.getSnapshot().value).toEqual({ shown: { ended: 'fetchingTrace' } });
      expect(selectTrace(actor.getSnapshot())?.status).toBe('ready');
      settleFetch!();
      await settled();
      expect(selectTrace(actor.getSnapshot())).toMatchObject({ status: 'ready', address: expect.stringContaining(`signature=${signature}`) });
    }
    expect(fetched).toEqual(Array(3).fill({ runId, artifactName: 'trace.zip' }));
    actor.stop();
  });

  it('renews an address TRACE_REFRESH_MARGIN_MS before it expires, never sooner than TRACE_REFRESH_MIN_MS', () => {
    const now = Date.parse('2026-11-02T10:00:00.000Z');
    const validFor = (ms: number) => ({ url: '/a', expires_at: new Date(now + ms).toISOString() });
    expect(msUntilTraceRefresh(validFor(15 * 60_000), now)).toBe(15 * 60_000 - TRACE_REFRESH_MARGIN_MS);
    expect(msUntilTraceRefresh(validFor(60_000), now)).toBe(TRACE_REFRESH_MIN_MS);
    expect(msUntilTraceRefresh(validFor(-60_000), now)).toBe(TRACE_REFRESH_MIN_MS);
    expect(msUntilTraceRefresh({ url: '/a', expires_at: 'not a time' }, now)).toBe(TRACE_REFRESH_MIN_MS);
    expect(msUntilTraceRefresh(validFor(100 * 365 * 86_400_000), now)).toBe(2 ** 31 - 1);
  });
});
