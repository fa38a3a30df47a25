/**
 * The test page's machines wired to their real implementations: the page (with its live watch
 * over the websocket, the test's runs, and the requests its confirmations make), the step
 * feedback form, and the debug info and logs.
 */
import { fromPromise } from 'xstate';
import { liveWatchMachine } from '../../../machines/liveWatch/liveWatch.machine';
import { stepFeedbackMachine } from '../../../machines/stepFeedback/stepFeedback.machine';
import { testCasePageMachine } from '../../../machines/testCasePage/testCasePage.machine';
import { testDiagnosticsMachine } from '../../../machines/testDiagnostics/testDiagnostics.machine';
import { liveWatchActors } from '../../actors/liveWatchActors';
import { getTestCaseDebug, getTestCaseLogs, submitStepFeedback } from '../../api/generation';
import { cancelTestCaseGeneration, deleteTestCase, forceStopTestCase, getTestCase, publishTestCase, regenerateTestCase } from '../../api/testCases';
import { layoutActors } from '../../app/appActors';
import { downloadText } from '../../app/download';
import { goTo } from '../../app/navigation';
import { showToast } from '../../ui/toaster';
import { testRuns } from '../runs/runActors';

/** The project's tree shows each test's state: refetch it after anything changed one. */
export const refreshTree = () => layoutActors().testTree.send({ type: 'tree.changed' });

const liveWatch = liveWatchMachine.provide({
  actors: liveWatchActors,
  actions: { notifyFetchFailed: (_, params) => showToast(params) },
});

const stepFeedback = stepFeedbackMachine.provide({
  actors: { submitStepFeedback: fromPromise(({ input }) => submitStepFeedback(input.testId, input.feedback)) },
  actions: {
    notifyNoChanges: (_, params) => showToast(params),
    notifySubmitted: (_, params) => showToast(params),
    notifySubmitFailed: (_, params) => showToast(params),
  },
});

export const testCasePage = testCasePageMachine.provide({
  actors: {
    getTestCase: fromPromise(({ input }) => getTestCase(input.id)),
    regenerateTestCase: fromPromise(({ input }) => regenerateTestCase(input.id)),
    deleteTestCase: fromPromise(({ input }) => deleteTestCase(input.id)),
    publishTestCase: fromPromise(({ input }) => publishTestCase(input.id, input.slug)),
    cancelTestCaseGeneration: fromPromise(({ input }) => cancelTestCaseGeneration(input.id)),
    forceStopTestCase: fromPromise(({ input }) => forceStopTestCase(input.id)),
    liveWatch,
    testRuns,
    stepFeedback,
  },
  actions: {
    copyToClipboard: (_, { text, title, message }) => {
      void navigator.clipboard.writeText(text).then(() => showToast({ title, text: message, type: 'success' }));
    },
    notifyPublished: (_, params) => showToast(params),
    notifyActionFailed: (_, params) => showToast(params),
    refreshTree: () => refreshTree(),
    openSuite: (_, { suiteId }) => goTo(`/tests/${suiteId}`),
    openClone: (_, { suiteId, testId }) => goTo(`/tests/${suiteId}?new&clone=${encodeURIComponent(testId)}`),
    downloadScript: (_, { fileName, text }) => downloadText(fileName, text),
    notifyFetchFailed: (_, params) => showToast(params),
    notifyGenerateFailed: (_, params) => showToast(params),
    notifyCannotEdit: (_, params) => showToast(params),
  },
});

export const testDiagnostics = testDiagnosticsMachine.provide({
  actors: {
    getTestCaseDebug: fromPromise(({ input }) => getTestCaseDebug(input.id)),
    getTestCaseLogs: fromPromise(({ input }) => getTestCaseLogs(input.id)),
  },
  actions: {
    notifyDebugFailed: (_, params) => showToast(params),
    notifyLogsFailed: (_, params) => showToast(params),
  },
});
