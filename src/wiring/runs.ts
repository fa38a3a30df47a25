/**
 * The runs' machines wired to their real implementations: the test's runs (invoked by the test
 * page), the 'Override run parameters' dialog, and the run view with the heal a failed run
 * proposes. Failures raise the spec's error toasts (a refused heal decision shows in its panel).
 */
import { fromPromise } from 'xstate';
import { healProposalMachine } from '../../machines/healProposal/healProposal.machine';
import { runOverridesMachine } from '../../machines/runOverrides/runOverrides.machine';
import { loadRunReport } from '../../machines/runView/runReport';
import { runViewMachine } from '../../machines/runView/runView.machine';
import { testRunsMachine } from '../../machines/testRuns/testRuns.machine';
import { runViewPath } from '../../machines/testRuns/runStatus';
import { acceptHeal, cancelTestRun, createTestRun, getArtifactText, getArtifactUrl, getTestRun, listTestRuns, rejectHeal } from '../api/runs';
import { getTestCase, getTestCaseParameters } from '../api/testCases';
import { notify } from './page';
import { goTo } from '../app/navigation';

const runOverrides = runOverridesMachine.provide({
  actors: { getTestCaseParameters: fromPromise(({ input }) => getTestCaseParameters(input.id)) },
  actions: { notifyFetchFailed: notify },
});

export const testRuns = testRunsMachine.provide({
  actors: {
    listTestRuns: fromPromise(({ input }) => listTestRuns(input.testId, input.environment)),
    createTestRun: fromPromise(({ input }) => createTestRun(input.testId, input.settings)),
    cancelTestRun: fromPromise(({ input }) => cancelTestRun(input.runId)),
    runOverrides,
  },
  actions: {
    notifyFetchFailed: notify,
    notifyCreateFailed: notify,
    notifyCancelFailed: notify,
  },
});

const healProposal = healProposalMachine.provide({
  actors: {
    acceptHeal: fromPromise(({ input }) => acceptHeal(input.runId)),
    rejectHeal: fromPromise(({ input }) => rejectHeal(input.runId)),
  },
});

export const runView = runViewMachine.provide({
  actors: {
    getRunReport: fromPromise(({ input }) => loadRunReport({ getTestRun, getTestCase, getArtifactText }, input)),
    cancelTestRun: fromPromise(({ input }) => cancelTestRun(input.runId)),
    createTestRun: fromPromise(({ input }) => createTestRun(input.testId, input.settings)),
    // Straight from the API, not the screenshot cache: the machine decides when an address is renewed.
    getArtifactUrl: fromPromise(({ input }) => getArtifactUrl(input.runId, input.artifactName)),
    healProposal,
  },
  actions: {
    notifyFetchFailed: notify,
    notifyCancelFailed: notify,
    notifyCreateFailed: notify,
    openRun: (_, params) => goTo(runViewPath(params.suiteId, params.runId)),
  },
});
