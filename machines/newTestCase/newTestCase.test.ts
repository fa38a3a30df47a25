import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { CLONE_FETCH_FAILED, newTestCaseMachine, templateFor, type NewTestCaseInput } from './newTestCase.machine';
import { checkoutTest, newTestCasePathModel, suiteId } from './newTestCase.paths';
import { silentTestCaseEditor } from '../testCaseEditor/testCaseEditor.paths';

describePathModel(newTestCasePathModel);

/** The form with its fetch and effects recorded; the child form is real, its requests silent. */
function startNew(input: NewTestCaseInput) {
  const machine = newTestCaseMachine.provide({ actors: { testCaseEditor: silentTestCaseEditor } });
  const started = startRecorded(machine, { input, actors: ['getTestCase'], actions: ['refreshTree', 'openTest', 'openSuite', 'notifyFetchFailed'] });
  const editor = () => started.snapshot().children.editor!;
  return { ...started, editor };
}

const saved = { ...checkoutTest, _id: 'a1b2c3d4-0000-4000-8000-00000000c0de', state: 'created' as const };

describe('newTestCase', () => {
  it('starts an empty form in the folder; saved, the tree refreshes and the new test opens', () => {
    const { editor, done, calls, snapshot } = startNew({ suiteId, path: 'shop/checkout', cloneId: null });
    expect(calls).toEqual([]);
    expect(editor().getSnapshot().context).toMatchObject({ mode: 'create', suiteId, path: 'shop/checkout', testId: null });
    editor().send({ type: 'field.changed', field: 'name', value: 'Pay' });
    editor().send({ type: 'field.changed', field: 'website', value: 'shop.test' });
    editor().send({ type: 'field.changed', field: 'description', value: 'Pay.' });
    editor().send({ type: 'form.submit', schedule: false });
    editor().send(doneEvent('createTestCases', [saved]) as never);
    expect(snapshot().status).toBe('done');
    expect(done).toEqual([
      ['refreshTree', undefined],
      ['openTest', { suiteId, testId: saved._id }],
    ]);
  });

  it('goes back to the project when an empty form is cancelled', () => {
    const { editor, done } = startNew({ suiteId, path: '', cloneId: null });
    editor().send({ type: 'form.cancel' });
    expect(done).toEqual([['openSuite', { suiteId }]]);
  });

  it("fetches the test to copy, then starts the form with the copy in that test's folder", () => {
    const { settle, calls, snapshot, editor } = startNew({ suiteId, path: 'elsewhere', cloneId: checkoutTest._id });
    expect(calls).toEqual([['getTestCase', { id: checkoutTest._id }]]);
    expect(snapshot().children.editor).toBeUndefined();
    settle(doneEvent('getTestCase', checkoutTest));
    expect(editor().getSnapshot().context).toMatchObject({ mode: 'create', path: checkoutTest.path, testId: null });
    expect(editor().getSnapshot().context.fields.name).toBe(`${checkoutTest.name} (copy)`);
  });

  it("goes back to the copied test when the copy's form is cancelled", () => {
    const { settle, editor, done } = startNew({ suiteId, path: '', cloneId: checkoutTest._id });
    settle(doneEvent('getTestCase', checkoutTest));
    editor().send({ type: 'form.cancel' });
    expect(done).toEqual([['openTest', { suiteId, testId: checkoutTest._id }]]);
  });

  it("toasts 'Unable to fetch the test to clone' and starts an empty form when the copy cannot be fetched", () => {
    const { settle, editor, done } = startNew({ suiteId, path: 'shop', cloneId: checkoutTest._id });
    settle(errorEvent('getTestCase', 'Test case not found'));
    expect(done).toEqual([['notifyFetchFailed', CLONE_FETCH_FAILED]]);
    expect(CLONE_FETCH_FAILED).toEqual({ title: 'Some error occurred', text: 'Unable to fetch the test to clone', type: 'error' });
    expect(editor().getSnapshot().context).toMatchObject({ mode: 'create', path: 'shop' });
    expect(editor().getSnapshot().context.fields.name).toBe('');
  });

  it("drops another project's browser state, shared parameters and setup module from a copy", () => {
    const foreign = {
      ...checkoutTest,
      test_suite_id: 'other',
      browser_state_id: 'b-1',
      shared_parameter_ids: ['p-1'],
      test_module_id_for_setup: 'm-1',
    };
    expect(templateFor(foreign, suiteId)).toMatchObject({
      test_suite_id: suiteId,
      browser_state_id: null,
      shared_parameter_ids: [],
      test_module_id_for_setup: null,
    });
    expect(templateFor(checkoutTest, checkoutTest.test_suite_id)).toBe(checkoutTest);
  });
});
