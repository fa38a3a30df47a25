import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { createdRun } from '../testRuns/testRuns.samples';
import type { RunReport } from './runReport';
import { runViewMachine } from './runView.machine';
import { runViewPathModel } from './runView.paths';
import { cancelledRun, failedReport, passedReport, runId, runningReport, resourcesExceededReport, sampleTest, suiteId, testId } from './runView.samples';
import { selectActions, selectLogs, selectSteps, selectSummary, selectViewer } from './runView.selectors';

describePathModel(runViewPathModel);

const ACTORS = ['getRunReport', 'cancelTestRun', 'createTestRun'];
const ACTIONS = ['notifyFetchFailed', 'notifyCancelFailed', 'notifyCreateFailed'];

function startView() {
  const started = startRecorded(runViewMachine, { input: { runId, suiteId }, actors: ACTORS, actions: ACTIONS });
  const load = (report: RunReport | null) => started.settle(doneEvent('getRunReport', report));
  return { ...started, load };
}

describe('runView', () => {
  it('shows an ended run: status, test link, times, duration, overrides, trace, steps in order and logs', () => {
    const { load, calls, snapshot } = startView();
    load(failedReport);
    expect(calls).toEqual([['getRunReport', { runId, test: null }]]);
    expect(snapshot().value).toEqual({ shown: 'ended' });
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
      trace: 'trace.zip',
    });
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

  it('names the test by its id when it could not be fetched; a run without trace or steps has none', () => {
    const { load, snapshot } = startView();
    load(resourcesExceededReport);
    expect(selectSummary(snapshot())).toMatchObject({ statusLabel: 'Resources exceeded', test: { name: testId }, trace: null, durationMs: 12_500 });
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

  it('confirms Cancel of an active run and cancels it once confirmed', () => {
    const { actor, load, settle, calls, emitted, snapshot } = startView();
    load(runningReport);
    expect(selectActions(snapshot())).toEqual({ cancel: 'enabled', runAgain: 'hidden' });
    actor.send({ type: 'run.again' });
    actor.send({ type: 'run.cancel' });
    expect(emitted).toEqual([
      { type: 'confirm.requested', options: expect.objectContaining({ message: 'This action will cancel the test run.', intent: { type: 'testRun.cancel', id: runId, testId } }) },
    ]);
    // Another run's confirmation is not this view's.
    actor.send({ type: 'run.cancelConfirmed', runId: 'another-run' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'run.cancelConfirmed', runId });
    expect(selectActions(snapshot()).cancel).toBe('busy');
    settle(doneEvent('cancelTestRun', cancelledRun));
    expect(calls.at(-1)).toEqual(['cancelTestRun', { runId }]);
    expect(snapshot().value).toEqual({ shown: 'ended' });
    expect(selectSummary(snapshot())?.statusLabel).toBe('Cancelled');
  });

  it('toasts a failed cancel and keeps polling', () => {
    const { actor, load, settle, done, snapshot } = startView();
    load(runningReport);
    actor.send({ type: 'run.cancelConfirmed', runId });
    settle(errorEvent('cancelTestRun', 'Service Unavailable'));
    expect(done).toEqual([['notifyCancelFailed', { title: 'Some error occurred', text: 'Unable to cancel the test run', type: 'error' }]]);
    expect(snapshot().value).toEqual({ shown: { active: 'waiting' } });
  });

  it('runs an ended run again with the same settings and announces the new run', () => {
    const { actor, load, settle, calls, emitted, done } = startView();
    load(failedReport);
    actor.send({ type: 'run.again' });
    expect(calls.at(-1)).toEqual(['createTestRun', { testId, settings: failedReport.run.settings }]);
    settle(doneEvent('createTestRun', createdRun));
    expect(emitted).toEqual([{ type: 'run.created', suiteId, run: createdRun }]);
    actor.send({ type: 'run.again' });
    settle(errorEvent('createTestRun', 'The test has no final script'));
    expect(done).toEqual([['notifyCreateFailed', { title: 'Some error occurred', text: 'Unable to create the test run', type: 'error' }]]);
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
    const answers: Array<RunReport | Error> = [runningReport, new Error('Service Unavailable'), new Error('Service Unavailable'), runningReport, passedReport];
    const actor = createActor(
      runViewMachine.provide({
        actors: {
          getRunReport: fromPromise(async ({ input }) => {
            inputs.push(input);
            const answer = answers.shift()!;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
        actions: { notifyFetchFailed: (_, params) => void toasts.push(params) },
      }),
      { input: { runId, suiteId }, clock },
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
    expect(actor.getSnapshot().value).toEqual({ shown: 'ended' });
    clock.increment(50_000);
    expect(inputs).toHaveLength(5);
    actor.stop();
  });
});
