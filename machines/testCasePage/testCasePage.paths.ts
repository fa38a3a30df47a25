/**
 * The path model of the test page: a test in each group of spec section 4 (not generated,
 * generating, error, runnable with a script), both outcomes of every request, and the app's
 * answers (edit finished or cancelled, test changed, test deleted). Both inputs: with and
 * without the short-name choice. The live watch runs as a real child whose socket stays silent
 * and whose fetch never settles; the tests it would fetch are sent as `watch.testFetched`. The
 * test's runs run as a real child whose requests never settle (machines/testRuns walks them).
 */
import { fromCallback } from 'xstate';
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { liveWatchMachine } from '../liveWatch/liveWatch.machine';
import { silentTestRuns } from '../testRuns/testRuns.paths';
import { testCasePageMachine, type TestCase } from './testCasePage.machine';
import { base, generatingNextStep, generationFailed, sampleTests, testId } from './testCasePage.samples';

export { sampleTests, testId };

/** The live watch with a socket that never speaks and a fetch that never settles. */
export const silentLiveWatch = liveWatchMachine.provide({
  actors: { watchSocket: fromCallback(() => {}), getTestCase: neverSettles<TestCase, { id: string }>() },
  actions: { reportTest: () => {}, notifyFetchFailed: () => {} },
});

export const testCasePagePathModel: PathModel<typeof testCasePageMachine> = {
  machine: testCasePageMachine,
  inputs: [
    { testId, canChooseShortName: false, origin: 'https://cj.example' },
    { testId, canChooseShortName: true },
  ],
  implementations: {
    actors: {
      getTestCase: neverSettles<TestCase, { id: string }>(),
      regenerateTestCase: neverSettles<TestCase, { id: string }>(),
      liveWatch: silentLiveWatch,
      testRuns: silentTestRuns,
    },
    actions: { copyToClipboard: () => {}, notifyPublished: () => {}, downloadScript: () => {}, notifyFetchFailed: () => {}, notifyGenerateFailed: () => {}, notifyCannotEdit: () => {} },
  },
  events: () => [
    { type: 'test.retry' },
    { type: 'edit.start' },
    { type: 'edit.finished', test: { ...base, description: 'Pay with @CARD.' } },
    { type: 'edit.cancelled' },
    { type: 'test.clone' },
    { type: 'test.generate' },
    { type: 'test.cancel' },
    { type: 'test.forceStop' },
    { type: 'test.regenerate' },
    { type: 'test.delete' },
    { type: 'test.publish' },
    { type: 'link.copy' },
    { type: 'id.copy' },
    { type: 'test.changed', test: sampleTests.published },
    { type: 'test.published', test: sampleTests.published },
    { type: 'test.deleted' },
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
  ],
};
