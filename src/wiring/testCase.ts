/**
 * The test page's machines wired to their real implementations: the page (with its live watch
 * over the websocket, the test's runs, its flake rate and quarantine, the step feedback form, the
 * test-case form, and the requests its confirmations make), the new-test form, the debug info and
 * logs, and the history of the test's scripts.
 */
import { fromPromise, type ActorRefFrom } from 'xstate';
import { liveWatchMachine } from '../../machines/liveWatch/liveWatch.machine';
import { stepFeedbackMachine } from '../../machines/stepFeedback/stepFeedback.machine';
import { stepPreviewMachine } from '../../machines/stepPreview/stepPreview.machine';
import { newTestCaseMachine } from '../../machines/newTestCase/newTestCase.machine';
import { testCaseEditorMachine } from '../../machines/testCaseEditor/testCaseEditor.machine';
import { testCasePageMachine } from '../../machines/testCasePage/testCasePage.machine';
import { testDiagnosticsMachine } from '../../machines/testDiagnostics/testDiagnostics.machine';
import { testFlakinessMachine } from '../../machines/testFlakiness/testFlakiness.machine';
import { getTestFlakiness, setTestQuarantine } from '../api/flakiness';
import { scriptVersionsMachine } from '../../machines/scriptVersions/scriptVersions.machine';
import { generationEndsOn } from './actors/generationEnds';
import { liveWatchActors } from './actors/liveWatchActors';
import { getTestCaseDebug, getTestCaseLogs, submitStepFeedback } from '../api/generation';
import { listScriptVersions, restoreScriptVersion } from '../api/scriptVersions';
import {
  cancelTestCaseGeneration,
  createTestCases,
  deleteTestCase,
  editTestCase,
  forceStopTestCase,
  getTestCase,
  parseTestSteps,
  publishTestCase,
  regenerateTestCase,
  setTestCaseCollections,
} from '../api/testCases';
import { layoutActors } from './workspace';
import { downloadText } from '../app/download';
import { goTo } from '../app/navigation';
import { notify } from './page';
import { testRuns } from './runs';

/** The project's tree shows each test's state: refetch it after anything changed one. */
export const refreshTree = () => layoutActors().testTree.send({ type: 'tree.changed' });

const liveWatch = liveWatchMachine.provide({
  actors: liveWatchActors,
  actions: { notifyFetchFailed: notify },
});

const testFlakiness = testFlakinessMachine.provide({
  actors: {
    getTestFlakiness: fromPromise(({ input }) => getTestFlakiness(input.testId)),
    setTestQuarantine: fromPromise(({ input }) => setTestQuarantine(input.testId, input.body)),
  },
  actions: {
    notifyQuarantined: notify,
    notifyReleased: notify,
    notifySaveFailed: notify,
  },
});

const stepFeedback = stepFeedbackMachine.provide({
  actors: { submitStepFeedback: fromPromise(({ input }) => submitStepFeedback(input.testId, input.feedback)) },
  actions: {
    notifyNoChanges: notify,
    notifySubmitted: notify,
    notifySubmitFailed: notify,
  },
});

/** The test-case form, in edit mode under the test page and in create mode under the new-test form. */
const testCaseEditor = testCaseEditorMachine.provide({
  actors: {
    stepPreview: stepPreviewMachine.provide({ actors: { parseTestSteps: fromPromise(({ input }) => parseTestSteps(input.description)) } }),
    createTestCases: fromPromise(({ input }) => createTestCases([input.fields], input.schedule)),
    editTestCase: fromPromise(({ input }) => editTestCase(input.testId, input.fields, input.schedule)),
    setTestCaseCollections: fromPromise(({ input }) => setTestCaseCollections(input.testId, input.collectionIds)),
  },
  actions: {
    notifyCollectionsFailed: notify,
    notifySaveFailed: notify,
    notifySelfTest: notify,
    goToBadSelfTestRequest: () => goTo('/bad-self-test-request'),
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
    testFlakiness,
    stepFeedback,
    testCaseEditor,
  },
  actions: {
    copyToClipboard: (_, { text, title, message }) => {
      void navigator.clipboard.writeText(text).then(() => notify(null, { title, text: message, type: 'success' }));
    },
    notifyPublished: notify,
    notifyActionFailed: notify,
    refreshTree: () => refreshTree(),
    openSuite: (_, { suiteId }) => goTo(`/tests/${suiteId}`),
    openClone: (_, { suiteId, testId }) => goTo(`/tests/${suiteId}?new&clone=${encodeURIComponent(testId)}`),
    downloadScript: (_, { fileName, text }) => downloadText(fileName, text),
    notifyFetchFailed: notify,
    notifyGenerateFailed: notify,
    notifyCannotEdit: notify,
  },
});

export const testDiagnostics = testDiagnosticsMachine.provide({
  actors: {
    getTestCaseDebug: fromPromise(({ input }) => getTestCaseDebug(input.id)),
    getTestCaseLogs: fromPromise(({ input }) => getTestCaseLogs(input.id)),
  },
  actions: {
    notifyDebugFailed: notify,
    notifyLogsFailed: notify,
  },
});

export const newTestCase = newTestCaseMachine.provide({
  actors: { getTestCase: fromPromise(({ input }) => getTestCase(input.id)), testCaseEditor },
  actions: {
    refreshTree: () => refreshTree(),
    openTest: (_, { suiteId, testId }) => goTo(`/tests/${suiteId}/${encodeURIComponent(testId)}`),
    openSuite: (_, { suiteId }) => goTo(`/tests/${suiteId}`),
    notifyFetchFailed: notify,
  },
});

type TestCasePageRef = Pick<ActorRefFrom<typeof testCasePageMachine>, 'send' | 'subscribe' | 'getSnapshot'>;

const scriptHistories = new WeakMap<TestCasePageRef, typeof scriptVersionsMachine>();

/**
 * The history of the test's scripts beside its page (`page`): a restore hands the page the test
 * it answered (`test.changed`, as submitted step feedback does: the page shows the restored
 * scripts and the tree follows), and each generation of the test that ends, seen on the page,
 * reloads the list, since it wrote a version. One per page, so a render hands back the same one.
 */
export function scriptHistoryOf(page: TestCasePageRef): typeof scriptVersionsMachine {
  const known = scriptHistories.get(page);
  if (known) return known;
  const provided = scriptVersionsMachine.provide({
    actors: {
      listScriptVersions: fromPromise(({ input }) => listScriptVersions(input.testId)),
      restoreScriptVersion: fromPromise(({ input }) => restoreScriptVersion(input.testId, input.version)),
      generationEnds: generationEndsOn(page),
    },
    actions: {
      testChanged: (_, { test }) => page.send({ type: 'test.changed', test }),
      notifyRestored: notify,
      notifyRestoreFailed: notify,
    },
  });
  scriptHistories.set(page, provided);
  return provided;
}
