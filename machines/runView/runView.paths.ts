/**
 * The path model of the run view: a run found running, found ended, not found, or failing;
 * polls that find it still running, ended, gone, or fail; Cancel with the dialog's Yes and No
 * (the dialog a recording stand-in), Run again, and the image viewer over a step screenshot (one the
 * run has and one it has not). An ended run's trace address is fetched, renewed before it
 * expires (a timer), or cannot be had and is asked again. A failed run that proposes a heal,
 * found at once or by a poll, spawns the heal's panel. Timers are walked by the helpers.
 */
import { recordingDialog } from '../_testing/confirmations';
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { createdRun } from '../testRuns/testRuns.samples';
import type { RunSettings, TestRun } from '../testRuns/runStatus';
import type { RunReport, RunTest } from './runReport';
import { runViewObservations, runViewTransitions } from './runView.expectations';
import { runViewMachine, type ArtifactAddress } from './runView.machine';
import { silentHealProposal } from '../healProposal/healProposal.paths';
import { cancelledRun, healReport, passedReport, runId, runningReport, sampleArtifactAddress, suiteId } from './runView.samples';

export const runViewPathModel: PathModel<typeof runViewMachine> = {
  machine: runViewMachine,
  inputs: [{ runId, suiteId, confirmDialog: recordingDialog().ref }],
  implementations: {
    actors: {
      getRunReport: neverSettles<RunReport | null, { runId: string; test: RunTest | null }>(),
      cancelTestRun: neverSettles<TestRun, { runId: string }>(),
      createTestRun: neverSettles<TestRun, { testId: string; settings?: RunSettings }>(),
      getArtifactUrl: neverSettles<ArtifactAddress, { runId: string; artifactName: string }>(),
      healProposal: silentHealProposal,
    },
    actions: { notifyFetchFailed: () => {}, notifyCancelFailed: () => {}, notifyCreateFailed: () => {}, openRun: () => {} },
  },
  events: () => [
    { type: 'run.retry' },
    { type: 'run.cancel' },
    { type: 'confirm.accepted', value: '' },
    { type: 'confirm.declined' },
    { type: 'run.again' },
    { type: 'screenshot.open', name: 'step-2.png' },
    { type: 'screenshot.open', name: 'step-9.png' },
    { type: 'viewer.close' },
    { type: 'trace.retry' },
    doneEvent('getRunReport', runningReport),
    doneEvent('getRunReport', passedReport),
    doneEvent('getRunReport', healReport),
    doneEvent('getRunReport', null),
    errorEvent('getRunReport', 'Service Unavailable'),
    doneEvent('cancelTestRun', cancelledRun),
    errorEvent('cancelTestRun', 'Service Unavailable'),
    doneEvent('createTestRun', createdRun),
    errorEvent('createTestRun', 'The test has no final script'),
    // One address: a renewed one differs only in its signature and expiry, which the graph need not multiply.
    doneEvent('getArtifactUrl', sampleArtifactAddress('trace.zip')),
    errorEvent('getArtifactUrl', 'Not Found'),
  ],
  observations: runViewObservations,
  transitions: runViewTransitions,
};
