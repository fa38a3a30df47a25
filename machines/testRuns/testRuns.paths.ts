/**
 * The path model of a test's runs: lists with and without an active run, both outcomes of every
 * request, Run with and without override settings (one with an environment), Cancel with the
 * dialog's Yes and No, the 'Override run parameters' request, and the list filtered by an
 * environment and then not. Polling timers are walked by the helpers. The dialog is a
 * recording stand-in (machines/_testing/confirmations.ts).
 */
import { recordingDialog } from '../_testing/confirmations';
import type { PathModel } from '../_testing/paths';
import { silentRunOverrides } from '../runOverrides/runOverrides.paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import type { RunSettings, TestRun } from './runStatus';
import { testRunsObservations, testRunsTransitions } from './testRuns.expectations';
import { testRunsMachine } from './testRuns.machine';
import { activeRuns, cancelledRun, createdRun, createdStagingRun, idleRuns, suiteId, testId } from './testRuns.samples';

export const overrideSettings: RunSettings = {
  parameter_overrides: { CARD: '4000 0000 0000 0002' },
  website_url_override: 'https://staging.shop.test',
};

/** Run against the staging environment (by id, as the dialog picks it). */
export const stagingSettings: RunSettings = { parameter_overrides: {}, environment: createdStagingRun.environment!.id! };

const silent = {
  actors: {
    listTestRuns: neverSettles<TestRun[], { testId: string; environment: string | null }>(),
    createTestRun: neverSettles<TestRun, { testId: string; settings?: RunSettings }>(),
    cancelTestRun: neverSettles<TestRun, { runId: string }>(),
    runOverrides: silentRunOverrides,
  },
  actions: { notifyFetchFailed: () => {}, notifyCreateFailed: () => {}, notifyCancelFailed: () => {}, reportRunEnded: () => {} },
};

/** The machine with every actor silent: the test page's path model runs it as its child. */
export const silentTestRuns = testRunsMachine.provide(silent);

export const testRunsPathModel: PathModel<typeof testRunsMachine> = {
  machine: testRunsMachine,
  inputs: [{ testId, suiteId, confirmDialog: recordingDialog().ref }],
  implementations: silent,
  events: () => [
    { type: 'run.start' },
    { type: 'run.start', settings: overrideSettings },
    { type: 'run.start', settings: stagingSettings },
    { type: 'run.cancel' },
    { type: 'confirm.accepted', value: '' },
    { type: 'confirm.declined' },
    { type: 'overrides.open' },
    { type: 'runs.retry' },
    { type: 'runs.filter', environment: 'staging' },
    { type: 'runs.filter', environment: null },
    doneEvent('listTestRuns', idleRuns),
    doneEvent('listTestRuns', activeRuns),
    errorEvent('listTestRuns', 'Service Unavailable'),
    doneEvent('createTestRun', createdRun),
    doneEvent('createTestRun', createdStagingRun),
    errorEvent('createTestRun', 'The test has no final script'),
    doneEvent('cancelTestRun', cancelledRun),
    errorEvent('cancelTestRun', 'Service Unavailable'),
  ],
  observations: testRunsObservations,
  transitions: testRunsTransitions,
};
