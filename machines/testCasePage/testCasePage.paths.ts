/**
 * The path model of the test page: a test in each group of spec section 4 (not generated,
 * generating, error, runnable with a script), both outcomes of every request, the form's end
 * (saved or cancelled), submitted feedback (test changed) and the confirm dialog's answers (Yes, No). Both inputs:
 * with and without the short-name choice. The live watch runs as a real child whose socket stays
 * silent and whose fetch never settles; the tests it would fetch are sent as `watch.testFetched`.
 * The test's runs run as a real child whose requests never settle (machines/testRuns walks them),
 * and so does the flake rate (machines/testFlakiness); the runs' report of a run's end is sent as
 * `run.ended`.
 *
 * While a confirmation is under way the dialog covers the page, so only its answers and the
 * confirmed request's outcome are sent then; and each question is asked from one page only (see
 * `questions`). Both keep the states the stories must show to the ones a user meets; every
 * transition is still walked.
 */
import { fromCallback, type SnapshotFrom } from 'xstate';
import { recordingDialog } from '../_testing/confirmations';
import type { ModelEvent, PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { liveWatchMachine } from '../liveWatch/liveWatch.machine';
import { silentTestRuns } from '../testRuns/testRuns.paths';
import { silentTestFlakiness } from '../testFlakiness/testFlakiness.paths';
import { silentStepFeedback } from '../stepFeedback/stepFeedback.paths';
import { silentTestCaseEditor } from '../testCaseEditor/testCaseEditor.paths';
import { testCasePageObservations, testCasePageTransitions } from './testCasePage.expectations';
import { testCasePageMachine, type TestCase } from './testCasePage.machine';
import { base, generatingNextStep, generationFailed, sampleTests, testId } from './testCasePage.samples';

export { sampleTests, testId };

/** The live watch with a socket that never speaks and a fetch that never settles. */
export const silentLiveWatch = liveWatchMachine.provide({
  actors: { watchSocket: fromCallback(() => {}), getTestCase: neverSettles<TestCase, { id: string }>() },
  actions: { reportTest: () => {}, notifyFetchFailed: () => {} },
});

type Snapshot = SnapshotFrom<typeof testCasePageMachine>;
type Event = ModelEvent<typeof testCasePageMachine>;

const confirmDialog = recordingDialog().ref;

/** What the page offers as it is (the questions apart). */
const pageEvents: Event[] = [
  { type: 'test.retry' },
  { type: 'edit.start' },
  doneEvent('editor', { ...base, description: 'Pay with @CARD.' }),
  doneEvent('editor', null),
  { type: 'test.clone' },
  { type: 'test.generate' },
  { type: 'link.copy' },
  { type: 'id.copy' },
  { type: 'test.changed', test: sampleTests.published },
  { type: 'run.ended' },
  { type: 'watch.testFetched', test: generatingNextStep },
  { type: 'watch.testFetched', test: generationFailed },
  { type: 'step.edit', step: 0 },
  { type: 'step.edit', step: 7 },
  { type: 'screenshot.open', index: 1 },
  { type: 'screenshot.open', index: 5 },
  { type: 'viewer.close' },
  { type: 'script.copy', language: 'typescript' },
  { type: 'script.download', language: 'python' },
  ...Object.values(sampleTests)
    .slice(0, 4)
    .map((test) => doneEvent('getTestCase', test)),
  errorEvent('getTestCase', 'Test case not found'),
  doneEvent('regenerateTestCase', { ...base, state: 'pending' }),
  errorEvent('regenerateTestCase', 'Unable to reach the server'),
];

/** The dialog's answers and the outcomes of the confirmed requests. */
const confirmationEvents: Event[] = [
  { type: 'confirm.accepted', value: '' },
  { type: 'confirm.declined' },
  doneEvent('deleteTestCase', null),
  errorEvent('deleteTestCase', 'Test case not found'),
  doneEvent('publishTestCase', sampleTests.published),
  errorEvent('publishTestCase', 'The short name is taken'),
  doneEvent('cancelTestCaseGeneration', { ...sampleTests.generating, state: 'cancelled' }),
  errorEvent('cancelTestCaseGeneration', 'Unable to reach the server'),
  doneEvent('forceStopTestCase', { ...sampleTests.generating, state: 'aborted' }),
  errorEvent('forceStopTestCase', 'Unable to reach the server'),
  doneEvent('regenerateTestCase', { ...base, state: 'pending' }),
  errorEvent('regenerateTestCase', 'Unable to reach the server'),
];

const isAsking = (snapshot: Snapshot) => snapshot.matches('loaded') && !snapshot.matches({ loaded: { confirm: 'idle' } });

/**
 * The questions, each asked of one page: a runnable test (its slideshow playing) for Delete,
 * Publish and Regenerate, a test being generated for Cancel and Force stop. Asked elsewhere they
 * take the same transitions; only the page behind the dialog differs.
 */
function questions(snapshot: Snapshot): Event[] {
  if (snapshot.matches({ loaded: { page: { viewing: { gallery: 'playing' } } } })) {
    return [{ type: 'test.delete' }, { type: 'test.publish' }, { type: 'test.regenerate' }];
  }
  if (snapshot.matches({ loaded: { page: { viewing: { gallery: 'still' } }, watch: 'watching' } })) {
    return [{ type: 'test.cancel' }, { type: 'test.forceStop' }];
  }
  return [];
}

export const testCasePagePathModel: PathModel<typeof testCasePageMachine> = {
  machine: testCasePageMachine,
  inputs: [
    { testId, canChooseShortName: false, origin: 'https://cj.example', confirmDialog },
    { testId, canChooseShortName: true, confirmDialog },
  ],
  implementations: {
    actors: {
      getTestCase: neverSettles<TestCase, { id: string }>(),
      regenerateTestCase: neverSettles<TestCase, { id: string }>(),
      deleteTestCase: neverSettles<unknown, { id: string }>(),
      publishTestCase: neverSettles<TestCase, { id: string; slug?: string }>(),
      cancelTestCaseGeneration: neverSettles<TestCase, { id: string }>(),
      forceStopTestCase: neverSettles<TestCase, { id: string }>(),
      liveWatch: silentLiveWatch,
      testRuns: silentTestRuns,
      testFlakiness: silentTestFlakiness,
      stepFeedback: silentStepFeedback,
      testCaseEditor: silentTestCaseEditor,
    },
    actions: {
      copyToClipboard: () => {},
      notifyPublished: () => {},
      downloadScript: () => {},
      notifyFetchFailed: () => {},
      notifyGenerateFailed: () => {},
      notifyCannotEdit: () => {},
      notifyActionFailed: () => {},
      refreshTree: () => {},
      openSuite: () => {},
      openClone: () => {},
    },
  },
  events: (snapshot) => (isAsking(snapshot) ? confirmationEvents : [...questions(snapshot), ...pageEvents]),
  observations: testCasePageObservations,
  transitions: testCasePageTransitions,
};
