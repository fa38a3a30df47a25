/**
 * The path model of the new-test form: an empty form and a copy (Clone) of a test of this
 * project, the copy's fetch answering or failing, and the form ending saved or cancelled. The
 * form runs as a real child whose requests never settle (machines/testCaseEditor walks it); its
 * end is sent as the child's done event.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { checkoutTest, silentTestCaseEditor, suiteId } from '../testCaseEditor/testCaseEditor.paths';
import { newTestCaseObservations, newTestCaseTransitions } from './newTestCase.expectations';
import { newTestCaseMachine, type TestCase } from './newTestCase.machine';

export { checkoutTest, suiteId };

export const newTestCasePathModel: PathModel<typeof newTestCaseMachine> = {
  machine: newTestCaseMachine,
  inputs: [
    { suiteId, path: 'shop', cloneId: null },
    { suiteId, path: '', cloneId: checkoutTest._id },
  ],
  implementations: {
    actors: { getTestCase: neverSettles<TestCase, { id: string }>(), testCaseEditor: silentTestCaseEditor },
    actions: { refreshTree: () => {}, openTest: () => {}, openSuite: () => {}, notifyFetchFailed: () => {} },
  },
  events: () => [
    doneEvent('getTestCase', checkoutTest),
    errorEvent('getTestCase', 'Test case not found'),
    doneEvent('editor', { ...checkoutTest, _id: 'a1b2c3d4-0000-4000-8000-00000000c0de', name: 'Checkout (copy)' }),
    doneEvent('editor', null),
  ],
  observations: newTestCaseObservations,
  transitions: newTestCaseTransitions,
};
