import { recordingActor } from '../_testing/confirmations';
import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { collectionFormMachine } from './collectionForm.machine';
import {
  checkoutCollection,
  checkoutWithLogIn,
  collectionFormPathModel,
  LOG_IN_ID,
  nightlyCollection,
  nightlyWithTests,
  PAY_BY_CARD_ID,
  PAY_BY_INVOICE_ID,
  SEARCH_ID,
  SHOP_SUITE_ID,
  shopTree,
} from './collectionForm.paths';
import { selectIsOpen, selectNameError, selectPickedCount } from './collectionForm.selectors';

describePathModel(collectionFormPathModel);

/** The form with its requests recorded; `emitted` is what the screen's list (a stand-in) is told. */
function startForm() {
  const list = recordingActor('collections');
  const started = startRecorded(collectionFormMachine, {
    input: { suiteId: SHOP_SUITE_ID, collections: list.ref },
    actors: ['getTestSuiteTree', 'createTestCollection', 'updateTestCollection'],
    actions: ['notifySucceeded', 'notifyFailed'],
  });
  const openCreate = (name: string, tests: string[]) => {
    started.actor.send({ type: 'form.create' });
    started.settle(doneEvent('getTestSuiteTree', shopTree));
    started.actor.send({ type: 'name.changed', value: name });
    if (tests.length) started.actor.send({ type: 'tests.toggled', ids: tests, selected: true });
  };
  return { ...started, emitted: list.received, openCreate };
}

const created = (text: string) => ['notifySucceeded', { title: 'Test suite created', text, type: 'success' }];

describe('collectionForm', () => {
  it("fetches the project's tree on opening, and offers a retry when that fails", () => {
    const { actor, settle, calls, done, snapshot } = startForm();
    actor.send({ type: 'form.create' });
    expect(calls).toEqual([['getTestSuiteTree', { suiteId: SHOP_SUITE_ID }]]);
    settle(errorEvent('getTestSuiteTree', 'Bad gateway'));
    expect(done).toEqual([['notifyFailed', { title: 'Some error occurred', text: 'Unable to fetch the test suite tree', type: 'error' }]]);
    actor.send({ type: 'tests.retry' });
    settle(doneEvent('getTestSuiteTree', shopTree));
    expect(snapshot().value).toEqual({ open: 'editing' });
  });

  it('needs a name; creates with the trimmed name and no second call without tests', () => {
    const { actor, settle, calls, done, emitted, snapshot, openCreate } = startForm();
    openCreate('  ', []);
    actor.send({ type: 'form.submit' });
    expect(selectNameError(snapshot())).toBe('This field is required');
    actor.send({ type: 'name.changed', value: ' Nightly ' });
    actor.send({ type: 'form.submit' });
    expect(calls.at(-1)).toEqual(['createTestCollection', { suiteId: SHOP_SUITE_ID, name: 'Nightly' }]);
    settle(doneEvent('createTestCollection', nightlyCollection));
    expect(selectIsOpen(snapshot())).toBe(false);
    expect(calls).toHaveLength(2);
    expect(emitted).toEqual([{ type: 'collection.saved', collection: nightlyCollection }]);
    expect(done).toEqual([created('Nightly is ready.')]);
  });

  it('creates, then adds the picked tests', () => {
    const { actor, settle, calls, done, emitted, openCreate } = startForm();
    openCreate('Nightly', [LOG_IN_ID, SEARCH_ID]);
    actor.send({ type: 'form.submit' });
    settle(doneEvent('createTestCollection', nightlyCollection));
    expect(calls.at(-1)).toEqual(['updateTestCollection', { collection_id: nightlyCollection._id, test_case_ids_to_add: [LOG_IN_ID, SEARCH_ID] }]);
    settle(doneEvent('updateTestCollection', nightlyWithTests));
    expect(emitted).toEqual([{ type: 'collection.saved', collection: nightlyWithTests }]);
    expect(done).toEqual([created('Nightly is ready with 2 tests.')]);
  });

  it("still succeeds when only adding the tests fails: 'Test suite created', the tests can be added later", () => {
    const { actor, settle, done, emitted, snapshot, openCreate } = startForm();
    openCreate('Nightly', [LOG_IN_ID]);
    actor.send({ type: 'form.submit' });
    settle(doneEvent('createTestCollection', nightlyCollection));
    settle(errorEvent('updateTestCollection', 'Bad gateway'));
    expect(selectIsOpen(snapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'collection.saved', collection: nightlyCollection }]);
    expect(done).toEqual([created('Nightly was created, but its tests could not be added. You can add them later.')]);
  });

  it('keeps the form when creating fails', () => {
    const { actor, settle, done, snapshot, openCreate } = startForm();
    openCreate('Nightly', [LOG_IN_ID]);
    actor.send({ type: 'form.submit' });
    settle(errorEvent('createTestCollection', 'Bad gateway'));
    expect(snapshot().value).toEqual({ open: 'editing' });
    expect(snapshot().context.name).toBe('Nightly');
    expect(selectPickedCount(snapshot())).toBe(1);
    expect(done).toEqual([['notifyFailed', { title: 'Some error occurred', text: 'Unable to create the test suite', type: 'error' }]]);
  });

  it('edits tests: sends what was added and removed, or just closes when nothing changed', () => {
    const { actor, settle, calls, done, emitted, snapshot } = startForm();
    actor.send({ type: 'form.editTests', collection: checkoutCollection });
    settle(doneEvent('getTestSuiteTree', shopTree));
    expect(selectPickedCount(snapshot())).toBe(2);
    actor.send({ type: 'tests.toggled', ids: [PAY_BY_INVOICE_ID], selected: false });
    actor.send({ type: 'tests.toggled', ids: [PAY_BY_INVOICE_ID], selected: true });
    actor.send({ type: 'form.submit' });
    expect(selectIsOpen(snapshot())).toBe(false);
    expect(calls).toHaveLength(1);

    actor.send({ type: 'form.editTests', collection: checkoutCollection });
    settle(doneEvent('getTestSuiteTree', shopTree));
    actor.send({ type: 'tests.toggled', ids: [PAY_BY_INVOICE_ID], selected: false });
    actor.send({ type: 'tests.toggled', ids: [LOG_IN_ID, PAY_BY_CARD_ID], selected: true });
    actor.send({ type: 'form.submit' });
    expect(calls.at(-1)).toEqual([
      'updateTestCollection',
      { collection_id: checkoutCollection._id, test_case_ids_to_add: [LOG_IN_ID], test_case_ids_to_remove: [PAY_BY_INVOICE_ID] },
    ]);
    settle(errorEvent('updateTestCollection', 'Bad gateway'));
    expect(snapshot().value).toEqual({ open: 'editing' });
    expect(done).toEqual([['notifyFailed', { title: 'Some error occurred', text: 'Unable to update the test suite', type: 'error' }]]);
    actor.send({ type: 'form.submit' });
    settle(doneEvent('updateTestCollection', checkoutWithLogIn));
    expect(emitted).toEqual([{ type: 'collection.saved', collection: checkoutWithLogIn }]);
  });

  it('forgets everything when cancelled', () => {
    const { actor, snapshot, openCreate } = startForm();
    const list = snapshot().context.collections;
    openCreate('Nightly', [LOG_IN_ID]);
    actor.send({ type: 'search.changed', value: 'log' });
    actor.send({ type: 'form.cancel' });
    expect(snapshot().value).toBe('closed');
    expect(snapshot().context).toEqual({
      suiteId: SHOP_SUITE_ID,
      collections: list,
      mode: 'create',
      collection: null,
      name: '',
      items: [],
      selectedTestIds: [],
      search: '',
      showErrors: false,
    });
  });
});
