import { silentRunOverrides } from '../runOverrides/runOverrides.paths';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, setup, type AnyEventObject } from 'xstate';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { recordingDialog } from '../_testing/confirmations';
import { startRecorded } from '../_testing/recorded';
import { confirmDialogMachine } from '../confirmDialog/confirmDialog.machine';
import { selectError, selectIsOpen } from '../confirmDialog/confirmDialog.selectors';
import { RUN_POLL_INTERVAL_MS, endedRuns, runStatusKind, type RunStatus, type TestRun } from './runStatus';
import { testRunsMachine } from './testRuns.machine';
import { overrideSettings, silentTestRuns, testRunsPathModel } from './testRuns.paths';
import { activeRuns, cancelledRun, createdRun, createdStagingRun, idleRuns, passedRun, runningRun, suiteId, testId } from './testRuns.samples';
import { selectRecentRuns, selectRunButton, selectRunsFilter } from './testRuns.selectors';

describePathModel(testRunsPathModel);

const ACTORS = ['listTestRuns', 'createTestRun', 'cancelTestRun'];
const ACTIONS = ['notifyFetchFailed', 'notifyCreateFailed', 'notifyCancelFailed'];

/** The runs with every request recorded, and a recording stand-in for the confirm dialog (`received`). */
function startRuns() {
  const dialog = recordingDialog();
  const machine = testRunsMachine.provide({ actors: { runOverrides: silentRunOverrides } });
  const started = startRecorded(machine, { input: { testId, suiteId, confirmDialog: dialog.ref }, actors: ACTORS, actions: ACTIONS });
  const load = (runs: TestRun[]) => started.settle(doneEvent('listTestRuns', runs));
  return { ...started, load, received: dialog.received, button: () => selectRunButton(started.snapshot()) };
}

describe('run statuses', () => {
  it('shows passed green, failed red, the error group and not_runnable orange, the running group spinning', () => {
    const kinds = Object.fromEntries(
      (
        [
          'pending',
          'scheduled',
          'running',
          'waiting_for_executor',
          'passed',
          'failed',
          'not_runnable',
          'cancelled',
          'resources_exceeded',
        ] as RunStatus[]
      ).map((status) => [status, runStatusKind(status)]),
    );
    expect(kinds).toEqual({
      pending: 'running',
      scheduled: 'running',
      running: 'running',
      waiting_for_executor: 'running',
      passed: 'passed',
      failed: 'failed',
      not_runnable: 'error',
      cancelled: 'error',
      resources_exceeded: 'error',
    });
  });
});

describe('testRuns', () => {
  it('is disabled and reads Running while the runs load; idle it offers Run and the overrides', () => {
    const { load, button } = startRuns();
    expect(button()).toEqual({ label: 'Running', disabled: true, saving: false, cancel: 'hidden', canOverride: false });
    load(idleRuns);
    expect(button()).toEqual({ label: 'Run', disabled: false, saving: false, cancel: 'hidden', canOverride: true });
  });

  it('creates a run (it starts pending) and reads Running until it ends', () => {
    const { actor, load, settle, calls, button, snapshot } = startRuns();
    load(idleRuns);
    actor.send({ type: 'run.start' });
    expect(button()).toMatchObject({ label: 'Running', disabled: true, saving: true, canOverride: false });
    settle(doneEvent('createTestRun', createdRun));
    expect(snapshot().context.runs).toEqual([createdRun, ...idleRuns]);
    expect(button()).toEqual({ label: 'Running', disabled: true, saving: false, cancel: 'enabled', canOverride: false });
    // A second Run while one is active is ignored.
    actor.send({ type: 'run.start' });
    expect(calls).toEqual([
      ['listTestRuns', { testId, environment: null }],
      ['createTestRun', { testId, settings: undefined }],
    ]);
  });

  it('sends the override settings with Run', () => {
    const { actor, load, calls } = startRuns();
    load(idleRuns);
    actor.send({ type: 'run.start', settings: overrideSettings });
    expect(calls.at(-1)).toEqual(['createTestRun', { testId, settings: overrideSettings }]);
  });

  it('toasts a failed create and offers Run again', () => {
    const { actor, load, settle, done, button } = startRuns();
    load(idleRuns);
    actor.send({ type: 'run.start' });
    settle(errorEvent('createTestRun', 'The test has no final script'));
    expect(done).toEqual([['notifyCreateFailed', { title: 'Some error occurred', text: 'Unable to create the test run', type: 'error' }]]);
    expect(button().label).toBe('Run');
  });

  it('asks the dialog to confirm Cancel of the first active run, cancels it on Yes and settles the dialog', () => {
    const { actor, load, settle, calls, received, button, snapshot } = startRuns();
    load(activeRuns);
    // The list is newest first; the newest active one is the target.
    actor.send({ type: 'run.cancel' });
    expect(received).toEqual([
      {
        type: 'confirm.request',
        options: { title: 'Cancel test run', message: 'This action will cancel the test run.', icon: 'warning' },
        replyTo: actor,
      },
    ]);
    // Behind the dialog, Cancel stays as it was; nothing is sent before Yes.
    expect(button().cancel).toBe('enabled');
    expect(calls).toHaveLength(1);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls.at(-1)).toEqual(['cancelTestRun', { runId: runningRun._id }]);
    expect(button().cancel).toBe('busy');
    settle(doneEvent('cancelTestRun', cancelledRun));
    expect(received.at(-1)).toEqual({ type: 'confirm.settled' });
    expect(snapshot().context.runs[0]).toEqual(cancelledRun);
    expect(button()).toMatchObject({ label: 'Run', disabled: false, cancel: 'hidden' });
  });

  it('cancels nothing on No', () => {
    const { actor, load, calls, received, button, snapshot } = startRuns();
    load(activeRuns);
    actor.send({ type: 'run.cancel' });
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().value).toEqual({ ready: 'waiting' });
    expect(calls.map(([name]) => name)).toEqual(['listTestRuns']);
    expect(received).toHaveLength(1);
    expect(button()).toMatchObject({ label: 'Running', cancel: 'enabled' });
  });

  it('toasts a failed cancel, tells the dialog why, and cancels again on a second Yes', () => {
    const { actor, load, settle, calls, done, received, button } = startRuns();
    load(activeRuns);
    actor.send({ type: 'run.cancel' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('cancelTestRun', 'Service Unavailable'));
    expect(done).toEqual([['notifyCancelFailed', { title: 'Some error occurred', text: 'Unable to cancel the test run', type: 'error' }]]);
    expect(received.at(-1)).toEqual({ type: 'confirm.failed', error: 'Service Unavailable' });
    expect(button()).toMatchObject({ label: 'Running', cancel: 'enabled' });
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls.filter(([name]) => name === 'cancelTestRun')).toEqual([
      ['cancelTestRun', { runId: runningRun._id }],
      ['cancelTestRun', { runId: runningRun._id }],
    ]);
    settle(doneEvent('cancelTestRun', cancelledRun));
    expect(received.at(-1)).toEqual({ type: 'confirm.settled' });
  });

  it('works with the real confirm dialog: Yes loads it until the run is cancelled; a failure shows in it', () => {
    const dialog = createActor(confirmDialogMachine).start();
    const actor = createActor(silentTestRuns, { input: { testId, suiteId, confirmDialog: dialog } }).start();
    actor.send(doneEvent('listTestRuns', activeRuns) as never);
    actor.send({ type: 'run.cancel' });
    expect(selectIsOpen(dialog.getSnapshot())).toBe(true);
    dialog.send({ type: 'dialog.confirm' });
    expect(dialog.getSnapshot().value).toBe('confirming');
    actor.send(errorEvent('cancelTestRun', 'Service Unavailable') as never);
    expect(dialog.getSnapshot().value).toBe('open');
    expect(selectError(dialog.getSnapshot())).toBe('Service Unavailable');
    dialog.send({ type: 'dialog.confirm' });
    actor.send(doneEvent('cancelTestRun', cancelledRun) as never);
    expect(selectIsOpen(dialog.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.runs[0]).toEqual(cancelledRun);
    actor.stop();
    dialog.stop();
  });

  it("opens its 'Override run parameters' dialog only while no run is active, and runs with the dialog's settings", () => {
    const { actor, load, settle, calls, snapshot } = startRuns();
    const overrides = () => snapshot().children.overrides!;
    load(activeRuns);
    actor.send({ type: 'overrides.open' });
    expect(overrides().getSnapshot().value).toBe('closed');
    actor.send({ type: 'run.cancel' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(doneEvent('cancelTestRun', cancelledRun));
    actor.send({ type: 'overrides.open' });
    expect(overrides().getSnapshot().value).not.toBe('closed');
    expect(overrides().getSnapshot().context.testId).toBe(testId);
    // The dialog's Run comes back to the runs as run.start with its settings.
    overrides().send(doneEvent('getTestCaseParameters', {}) as never);
    overrides().send({ type: 'websiteUrl.changed', value: 'https://staging.shop.test' });
    overrides().send({ type: 'overrides.submit' });
    expect(calls.at(-1)).toEqual([
      'createTestRun',
      { testId, settings: { parameter_overrides: {}, website_url_override: 'https://staging.shop.test' } },
    ]);
  });

  it('ignores Cancel while no run is active', () => {
    const { actor, load, received } = startRuns();
    load(idleRuns);
    actor.send({ type: 'run.cancel' });
    expect(received).toEqual([]);
  });

  it('toasts a failed load once, shows the error with Retry, and keeps trying', () => {
    const { actor, settle, calls, done, snapshot } = startRuns();
    settle(errorEvent('listTestRuns', 'Service Unavailable'));
    expect(selectRecentRuns(snapshot())).toEqual({ kind: 'failed', error: 'Service Unavailable' });
    actor.send({ type: 'runs.retry' });
    settle(errorEvent('listTestRuns', 'Service Unavailable'));
    expect(done).toEqual([['notifyFetchFailed', { title: 'Some error occurred', text: 'Unable to fetch the test runs', type: 'error' }]]);
    expect(calls).toHaveLength(2);
    // Run stays possible: the server decides.
    expect(selectRunButton(snapshot())).toMatchObject({ label: 'Run', disabled: false });
  });

  it('lists only the runs of the environment chosen, fetched again with its name, and back to all', () => {
    const { actor, load, settle, calls, snapshot } = startRuns();
    load(idleRuns);
    actor.send({ type: 'runs.filter', environment: 'staging' });
    expect(selectRecentRuns(snapshot())).toEqual({ kind: 'loading' });
    expect(selectRunsFilter(snapshot())).toEqual({ environment: 'staging', canChange: true });
    load([createdStagingRun]);
    const view = selectRecentRuns(snapshot());
    expect(view.kind === 'list' && view.rows.map((row) => [row.id, row.environment])).toEqual([[createdStagingRun._id, 'staging']]);
    // The same filter again fetches nothing.
    actor.send({ type: 'runs.filter', environment: 'staging' });
    actor.send({ type: 'runs.filter', environment: null });
    expect(calls).toEqual([
      ['listTestRuns', { testId, environment: null }],
      ['listTestRuns', { testId, environment: 'staging' }],
      ['listTestRuns', { testId, environment: null }],
    ]);
    settle(doneEvent('listTestRuns', idleRuns));
    expect(selectRunsFilter(snapshot()).environment).toBeNull();
  });

  it('shows a run created under a filter only when it matches, and keeps the filter while a run is created', () => {
    const { actor, load, settle, snapshot } = startRuns();
    load(idleRuns);
    actor.send({ type: 'runs.filter', environment: 'staging' });
    load([]);
    actor.send({ type: 'run.start' });
    expect(selectRunsFilter(snapshot())).toEqual({ environment: 'staging', canChange: false });
    actor.send({ type: 'runs.filter', environment: null });
    settle(doneEvent('createTestRun', createdRun));
    expect(snapshot().context.runs).toEqual([]);
    expect(selectRunsFilter(snapshot()).environment).toBe('staging');
    actor.send({ type: 'run.start', settings: { parameter_overrides: {}, environment: 'staging' } });
    settle(doneEvent('createTestRun', createdStagingRun));
    expect(snapshot().context.runs).toEqual([createdStagingRun]);
  });

  it('lists the newest five runs with their status and run view address', () => {
    const { load, snapshot } = startRuns();
    const many = Array.from({ length: 7 }, (_, index) => ({ ...passedRun, _id: `run-${index}` }));
    load([runningRun, ...many]);
    const view = selectRecentRuns(snapshot());
    expect(view.kind === 'list' && view.total).toBe(8);
    expect(view.kind === 'list' && view.rows.map((row) => [row.id, row.statusLabel, row.isActive])).toEqual([
      [runningRun._id, 'Running', true],
      ['run-0', 'Passed', false],
      ['run-1', 'Passed', false],
      ['run-2', 'Passed', false],
      ['run-3', 'Passed', false],
    ]);
    expect(view.kind === 'list' && view.rows[0]!.path).toBe(`/run/${suiteId}/${runningRun._id}`);
  });

  it('polls every 5000 ms, toasts only the first of failing polls, and stops when stopped', async () => {
    const clock = new SimulatedClock();
    const answers: Array<TestRun[] | Error> = [idleRuns, new Error('Service Unavailable'), new Error('Service Unavailable'), activeRuns];
    const toasts: unknown[] = [];
    let fetches = 0;
    const actor = createActor(
      testRunsMachine.provide({
        actors: {
          listTestRuns: fromPromise(async () => {
            fetches++;
            const answer = answers.shift()!;
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
        actions: { notifyFetchFailed: (_, params) => void toasts.push(params) },
      }),
      { input: { testId, suiteId, confirmDialog: recordingDialog().ref }, clock },
    ).start();
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settled();
    expect(RUN_POLL_INTERVAL_MS).toBe(5000);
    for (let tick = 0; tick < 3; tick++) {
      clock.increment(RUN_POLL_INTERVAL_MS - 1);
      expect(fetches).toBe(tick + 1);
      clock.increment(1);
      await settled();
    }
    expect(fetches).toBe(4);
    expect(toasts).toHaveLength(1);
    expect(selectRunButton(actor.getSnapshot()).label).toBe('Running');
    actor.stop();
    clock.increment(RUN_POLL_INTERVAL_MS);
    expect(fetches).toBe(4);
  });

  it('tells the test page when a polled run ended, not when nothing ended', async () => {
    const clock = new SimulatedClock();
    const received: AnyEventObject[] = [];
    const answers = [activeRuns, activeRuns, [{ ...runningRun, status: 'passed' as const, flaky: true }, passedRun]];
    const parent = setup({
      actors: {
        testRuns: testRunsMachine.provide({
          actors: { listTestRuns: fromPromise(async () => answers.shift() ?? idleRuns), runOverrides: silentRunOverrides },
          actions: { notifyFetchFailed: () => {} },
        }),
      },
    }).createMachine({
      invoke: { id: 'testRuns', src: 'testRuns', input: { testId, suiteId, confirmDialog: recordingDialog().ref } },
      on: { '*': { actions: ({ event }) => void received.push(event) } },
    });
    const actor = createActor(parent, { clock }).start();
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    const poll = async () => {
      clock.increment(RUN_POLL_INTERVAL_MS);
      await settled();
    };
    await settled();
    // Still running, then passed (flaky), then nothing active any more.
    await poll();
    expect(received).toEqual([]);
    await poll();
    expect(received).toEqual([{ type: 'run.ended' }]);
    await poll();
    expect(received).toEqual([{ type: 'run.ended' }]);
    actor.stop();
  });

  it('counts a run as ended once it is no longer active, or gone from the list', () => {
    expect(endedRuns(activeRuns, activeRuns)).toEqual([]);
    expect(endedRuns(activeRuns, [{ ...runningRun, status: 'failed' }, passedRun])).toEqual([runningRun]);
    expect(endedRuns(activeRuns, idleRuns)).toEqual([runningRun]);
    expect(endedRuns(idleRuns, activeRuns)).toEqual([]);
  });

  it('marks a run that passed only on a retry flaky in the recent runs', () => {
    const { load, snapshot } = startRuns();
    load([{ ...passedRun, flaky: true }, { ...passedRun, _id: 'run-2', flaky: false }, failedRunWithoutMark]);
    const view = selectRecentRuns(snapshot());
    expect(view.kind === 'list' && view.rows.map((row) => row.flaky)).toEqual([true, false, false]);
  });
});

/** A run listed by a server from before retries: no flaky mark at all. */
const failedRunWithoutMark: TestRun = { ...passedRun, _id: 'run-3', status: 'failed' };
