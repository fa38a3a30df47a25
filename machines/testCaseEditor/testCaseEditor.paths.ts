/**
 * The path model of the test-case form. Every distinct field value is a snapshot of its own, so
 * the samples are offered sparingly: a new test is filled in one valid order (name, website,
 * description), and an existing test gets one change at a time from its saved values. Invalid
 * values and the extra fields appear only on an untouched form. A copy (Clone) is only saved or
 * cancelled.
 */
import { isDeepStrictEqual } from 'node:util';
import type { SnapshotFrom } from 'xstate';
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import {
  emptyTestCaseFields,
  fieldsOf,
  testCaseEditorMachine,
  type CreateTestCasesInput,
  type EditTestCaseInput,
  type SetCollectionsInput,
  type TestCase,
  type TestCaseEditorEvent,
} from './testCaseEditor.machine';
import { silentStepPreview } from '../stepPreview/stepPreview.paths';
import { checkoutTest, suiteId } from './testCaseEditor.samples';
import { testCaseEditorObservations, testCaseEditorTransitions } from './testCaseEditor.expectations';

export { checkoutTest, suiteId };

const savedPending: TestCase = { ...checkoutTest, state: 'pending', final_message: null, final_script: null, test_generation_steps: [] };

type Snapshot = SnapshotFrom<typeof testCaseEditorMachine>;

/** The order a new test is filled in; each offered only once the ones before it are set. */
const fillInOrder: Array<Extract<TestCaseEditorEvent, { type: 'field.changed' }>> = [
  { type: 'field.changed', field: 'name', value: 'Pay by card' },
  { type: 'field.changed', field: 'website', value: 'shop.test:8080' },
  { type: 'field.changed', field: 'description', value: 'Pay with @CARD' },
];

/** Single changes of an untouched form: invalid values and every other kind of field. */
const singleChanges: TestCaseEditorEvent[] = [
  { type: 'field.changed', field: 'name', value: 'shop/pay' },
  { type: 'field.changed', field: 'website', value: 'not a url' },
  { type: 'field.changed', field: 'description', value: 'Pay with @card-number' },
  // Typed with the caret after '@CA': the suggestion list opens (D-41).
  { type: 'field.changed', field: 'description', value: 'Pay with @CA', caret: 12 },
  { type: 'field.changed', field: 'timeoutSeconds', value: 'soon' },
  { type: 'field.changed', field: 'password', value: 's3cret' },
  { type: 'browserState.selected', id: 'b7e1c2d4-1111-4a2b-9c3d-000000000001' },
  { type: 'sharedParameters.changed', ids: ['c3d4e5f6-2222-4b3c-8d4e-000000000002'] },
  { type: 'setupModule.selected', id: 'd4e5f6a7-3333-4c4d-9e5f-000000000003' },
  { type: 'collections.changed', ids: ['e5f6a7b8-4444-4d5e-8f6a-000000000004'] },
];

const noKeptValues = { credentials: {}, executionSettings: {}, parameterDefaults: {}, credentialsFrom: null };

function fieldEvents(snapshot: Snapshot): TestCaseEditorEvent[] {
  const { fields, mode, showErrors, error, kept } = snapshot.context;
  // A copy (create from a template) is only saved or cancelled: typing is walked by the others.
  if (mode === 'create' && !isDeepStrictEqual(kept, noKeptValues)) return [];
  if (mode === 'create') {
    const next = fillInOrder.find((event) => fields[event.field] !== event.value);
    const untouched = !showErrors && isDeepStrictEqual(fields, emptyTestCaseFields);
    // Once filled in, a new test may also be put in a test suite (saved after the test, E-26).
    const inSuite = !next && fields.collectionIds.length === 0 ? [singleChanges.at(-1)!] : [];
    return [...(next ? [next] : []), ...(untouched ? singleChanges.slice(0, 1) : []), ...inSuite];
  }
  const pristine = !showErrors && error === null && isDeepStrictEqual(fields, fieldsOf(checkoutTest));
  return pristine ? singleChanges : [];
}

const silent = {
  actors: {
    stepPreview: silentStepPreview,
    createTestCases: neverSettles<TestCase[], CreateTestCasesInput>(),
    editTestCase: neverSettles<TestCase, EditTestCaseInput>(),
    setTestCaseCollections: neverSettles<TestCase, SetCollectionsInput>(),
  },
  actions: { notifyCollectionsFailed: () => {}, notifySaveFailed: () => {}, notifySelfTest: () => {}, goToBadSelfTestRequest: () => {} },
};

/** The form with its requests silent: the test page's and the new-test form's path models run it as their child. */
export const silentTestCaseEditor = testCaseEditorMachine.provide(silent);

export const testCaseEditorPathModel: PathModel<typeof testCaseEditorMachine> = {
  machine: testCaseEditorMachine,
  inputs: [
    { mode: 'create', suiteId, path: 'shop/checkout' },
    { mode: 'edit', suiteId, test: checkoutTest },
    // Clone: a new test prefilled with a copy of an existing one.
    { mode: 'create', suiteId, template: checkoutTest },
  ],
  implementations: silent,
  events: (snapshot) => [
    ...fieldEvents(snapshot),
    ...(snapshot.context.mention ? ([{ type: 'mention.pick', key: 'CARD_NUMBER' }, { type: 'mention.dismiss' }] as const) : []),
    { type: 'form.submit', schedule: true },
    { type: 'form.submit', schedule: false },
    { type: 'form.cancel' },
    doneEvent('createTestCases', [savedPending]),
    errorEvent('createTestCases', 'Unable to reach the server'),
    errorEvent('createTestCases', "Won't test Critical Journey: this test targets Critical Journey's own address."),
    doneEvent('editTestCase', savedPending),
    errorEvent('editTestCase', 'Test case not found'),
    errorEvent('editTestCase', "Won't test Critical Journey: this test targets Critical Journey's own address."),
    doneEvent('setTestCaseCollections', { ...savedPending, collection_ids: ['e5f6a7b8-4444-4d5e-8f6a-000000000004'] }),
    errorEvent('setTestCaseCollections', 'Collection not found'),
  ],
  observations: testCaseEditorObservations,
  transitions: testCaseEditorTransitions,
};
