import { silentStepPreview } from '../stepPreview/stepPreview.paths';
import { sampleAnswer, typedDescription } from '../stepPreview/stepPreview.samples';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import {
  testCaseEditorMachine,
  type CreateTestCasesInput,
  type EditTestCaseInput,
  type SetCollectionsInput,
  type TestCase,
  type TestCaseEditorInput,
  type TextField,
} from './testCaseEditor.machine';
import { checkoutTest, suiteId, testCaseEditorPathModel } from './testCaseEditor.paths';
import {
  selectCanCancel,
  selectError,
  selectFieldError,
  selectInvalidMentionKeys,
  selectIsBusy,
  selectMentionedKeys,
  selectMentionSuggestions,
  selectSavingWith,
} from './testCaseEditor.selectors';

describePathModel(testCaseEditorPathModel);

const selfTestMessage = "Won't test Critical Journey: this test targets Critical Journey's own address. Point it at the website you want to test.";

function startEditor(input: TestCaseEditorInput) {
  const calls: Array<[string, unknown]> = [];
  const done: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, params?: unknown) => void done.push([name, params]);
  const recording = <TOutput, TInput>(name: string) =>
    fromPromise<TOutput, TInput>(({ input: actorInput }) => {
      calls.push([name, actorInput]);
      return new Promise<TOutput>(() => {});
    });
  const actor = createActor(
    testCaseEditorMachine.provide({
      actors: {
        stepPreview: silentStepPreview,
        createTestCases: recording<TestCase[], CreateTestCasesInput>('createTestCases'),
        editTestCase: recording<TestCase, EditTestCaseInput>('editTestCase'),
        setTestCaseCollections: recording<TestCase, SetCollectionsInput>('setTestCaseCollections'),
      },
      actions: {
        notifyCollectionsFailed: record('notifyCollectionsFailed'),
        notifySaveFailed: record('notifySaveFailed'),
        notifySelfTest: record('notifySelfTest'),
        goToBadSelfTestRequest: record('goToBadSelfTestRequest'),
      },
    }),
    { input },
  );
  actor.start();
  const type = (field: TextField, value: string) => actor.send({ type: 'field.changed', field, value });
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  /** What the form ends with (its output: the saved test, or null when cancelled); undefined while it runs. */
  const outcome = () => (actor.getSnapshot().status === 'done' ? actor.getSnapshot().output : undefined);
  return { actor, type, settle, calls, done, outcome, snapshot: () => actor.getSnapshot() };
}

describe('testCaseEditor', () => {
  it('sends nothing while a field is invalid, and says why once the user tried', () => {
    const { actor, type, calls, snapshot } = startEditor({ mode: 'create', suiteId });
    type('name', 'shop/pay');
    type('website', 'not a url');
    type('description', 'Pay with @card-number');
    type('timeoutSeconds', '1.5');
    expect(selectFieldError(snapshot(), 'name')).toBeNull();
    // Mentions are checked as they are typed.
    expect(selectInvalidMentionKeys(snapshot())).toEqual(['card-number']);
    actor.send({ type: 'form.submit', schedule: true });
    expect(calls).toEqual([]);
    expect(selectFieldError(snapshot(), 'name')).toBe('Contain forbidden characters');
    expect(selectFieldError(snapshot(), 'website')).toBe('Invalid URL');
    expect(selectFieldError(snapshot(), 'description')).toBe('Invalid parameter key');
    expect(selectFieldError(snapshot(), 'timeoutSeconds')).toBe('Enter a whole number of seconds');
    type('name', ' ');
    type('website', '');
    type('description', '  ');
    expect(selectFieldError(snapshot(), 'name')).toBe('This field is required');
    expect(selectFieldError(snapshot(), 'website')).toBe('This field is required');
    expect(selectFieldError(snapshot(), 'description')).toBe('This field is required');
  });

  it('creates the test with trimmed values, its mentions as parameters, and queues generation on "Save and generate"', () => {
    const { actor, type, settle, calls, snapshot } = startEditor({ mode: 'create', suiteId, path: 'shop' });
    type('name', ' Pay by card ');
    type('website', ' shop.test:8080 ');
    type('description', 'Log in as @USER, pay with @CARD and @CARD again. ');
    type('username', ' qa@shop.test ');
    type('password', ' s3cret ');
    type('timeoutSeconds', ' 90 ');
    actor.send({ type: 'sharedParameters.changed', ids: ['sp-1'] });
    actor.send({ type: 'browserState.selected', id: 'bs-1' });
    actor.send({ type: 'setupModule.selected', id: 'mod-1' });
    expect(selectMentionedKeys(snapshot())).toEqual(['USER', 'CARD']);
    actor.send({ type: 'form.submit', schedule: true });
    actor.send({ type: 'form.submit', schedule: false });
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(selectSavingWith(snapshot())).toBe('generate');
    expect(selectCanCancel(snapshot())).toBe(false);
    expect(calls).toEqual([
      [
        'createTestCases',
        {
          schedule: true,
          fields: {
            test_suite_id: suiteId,
            path: 'shop',
            name: 'Pay by card',
            title: '',
            website: 'shop.test:8080',
            description: 'Log in as @USER, pay with @CARD and @CARD again.',
            browser_state_id: 'bs-1',
            shared_parameter_ids: ['sp-1'],
            test_module_id_for_setup: 'mod-1',
            credentials: { username: 'qa@shop.test', password: ' s3cret ' },
            execution_settings: { timeout_seconds: 90 },
            test_parameters: { USER: '', CARD: '' },
          },
        },
      ],
    ]);
    const created = { ...checkoutTest, state: 'pending' as const };
    settle(doneEvent('createTestCases', [created]));
    expect(snapshot().status).toBe('done');
    expect(snapshot().output).toEqual(created);
  });

  it('edits the test in place, keeping what the form does not show', () => {
    const test = {
      ...checkoutTest,
      credentials: { username: 'qa', password: 'pw', otp_secret: 'JBSWY3DP' },
      execution_settings: { timeout_seconds: 120, retries: 2 },
    };
    const { actor, type, settle, calls, snapshot } = startEditor({ mode: 'edit', suiteId, test, path: 'ignored' });
    type('description', 'Pay with @CARD only');
    type('username', '');
    type('timeoutSeconds', '');
    actor.send({ type: 'form.submit', schedule: false });
    expect(selectSavingWith(snapshot())).toBe('save');
    expect(calls).toEqual([
      [
        'editTestCase',
        {
          testId: test._id,
          schedule: false,
          fields: expect.objectContaining({
            path: 'shop/checkout',
            description: 'Pay with @CARD only',
            credentials: { otp_secret: 'JBSWY3DP', password: 'pw' },
            execution_settings: { retries: 2 },
            test_parameters: { CARD: '4242 4242 4242 4242' },
          }),
        },
      ],
    ]);
    settle(doneEvent('editTestCase', { ...test, state: 'created' }));
    expect(snapshot().value).toBe('saved');
  });

  it('creates a copy of a template: same values, name and title suffixed, a new test in the same folder', () => {
    const template: TestCase = {
      ...checkoutTest,
      browser_state_id: 'b7e1c2d4-1111-4a2b-9c3d-000000000001',
      shared_parameter_ids: ['c3d4e5f6-2222-4b3c-8d4e-000000000002'],
      test_module_id_for_setup: 'd4e5f6a7-3333-4c4d-9e5f-000000000003',
      credentials: { username: 'qa@shop.test', password: 'hunter22', otp_secret: 'JBSWY3DP' },
      execution_settings: { timeout_seconds: 120, retries: 2 },
    };
    const { actor, calls, snapshot } = startEditor({ mode: 'create', suiteId, template });
    expect(snapshot().context).toMatchObject({ mode: 'create', testId: null, path: 'shop/checkout' });
    expect(snapshot().context.fields).toEqual({
      name: 'Pay by card (copy)',
      title: 'A shopper pays by card (copy)',
      website: 'shop.test:8080',
      description: 'Add a mug to the cart, log in as @USER and pay with @CARD.',
      username: 'qa@shop.test',
      password: 'hunter22',
      timeoutSeconds: '120',
      browserStateId: template.browser_state_id,
      sharedParameterIds: template.shared_parameter_ids,
      setupModuleId: template.test_module_id_for_setup,
      // A copy starts in no test suite: the user puts it where it belongs.
      collectionIds: [],
    });
    actor.send({ type: 'form.submit', schedule: false });
    expect(calls).toEqual([
      [
        'createTestCases',
        {
          schedule: false,
          fields: {
            test_suite_id: suiteId,
            path: 'shop/checkout',
            name: 'Pay by card (copy)',
            title: 'A shopper pays by card (copy)',
            website: 'shop.test:8080',
            description: 'Add a mug to the cart, log in as @USER and pay with @CARD.',
            browser_state_id: template.browser_state_id,
            shared_parameter_ids: template.shared_parameter_ids,
            test_module_id_for_setup: template.test_module_id_for_setup,
            credentials: { otp_secret: 'JBSWY3DP', username: 'qa@shop.test', password: 'hunter22' },
            // The template's stored values fill those the server showed masked.
            credentials_from: template._id,
            execution_settings: { retries: 2, timeout_seconds: 120 },
            test_parameters: { USER: 'qa', CARD: '4242 4242 4242 4242' },
          },
        },
      ],
    ]);
  });

  it('copies a template without a title with an empty title, into a folder given explicitly', () => {
    const { snapshot } = startEditor({ mode: 'create', suiteId, path: 'other', template: { ...checkoutTest, title: '' } });
    expect(snapshot().context.fields).toMatchObject({ name: 'Pay by card (copy)', title: '' });
    expect(snapshot().context.path).toBe('other');
    // An edit ignores a template.
    const edit = startEditor({ mode: 'edit', suiteId, test: checkoutTest, template: { ...checkoutTest, name: 'Other' } });
    expect(edit.snapshot().context.fields.name).toBe('Pay by card');
  });

  it.each([
    ['create', 'createTestCases', 'Unable to create the test'],
    ['edit', 'editTestCase', 'Unable to update the test'],
  ] as const)('reports a failed %s and keeps the form with the server message', (mode, actorId, text) => {
    const { actor, settle, done, snapshot } = startEditor({ mode, suiteId, test: checkoutTest });
    if (mode === 'create') {
      actor.send({ type: 'field.changed', field: 'name', value: 'A' });
      actor.send({ type: 'field.changed', field: 'website', value: 'shop.test' });
      actor.send({ type: 'field.changed', field: 'description', value: 'Buy' });
    }
    actor.send({ type: 'form.submit', schedule: true });
    settle(errorEvent(actorId, 'Database unavailable'));
    expect(snapshot().value).toBe('editing');
    expect(selectError(snapshot())).toBe('Database unavailable');
    expect(done).toEqual([['notifySaveFailed', { title: 'Some error occurred', text, type: 'error' }]]);
    actor.send({ type: 'form.submit', schedule: false });
    expect(selectError(snapshot())).toBeNull();
  });

  it('refuses a test of the product itself with its own toast and page, not the generic one', () => {
    const { actor, settle, done, snapshot } = startEditor({ mode: 'edit', suiteId, test: checkoutTest });
    actor.send({ type: 'form.submit', schedule: true });
    settle(errorEvent('editTestCase', selfTestMessage));
    expect(snapshot().value).toBe('editing');
    expect(done).toEqual([
      ['notifySelfTest', { title: "Won't test Critical Journey", text: selfTestMessage, type: 'error' }],
      ['goToBadSelfTestRequest', undefined],
    ]);
  });

  it("edits the test's test suites with PATCH test-cases/{id}/collections once the test is saved (E-26)", () => {
    const { actor, settle, calls, outcome, snapshot } = startEditor({ mode: 'edit', suiteId, test: { ...checkoutTest, collection_ids: ['c-1'] } });
    expect(snapshot().context.fields.collectionIds).toEqual(['c-1']);
    actor.send({ type: 'collections.changed', ids: ['c-1', 'c-2'] });
    actor.send({ type: 'form.submit', schedule: false });
    // The edit itself leaves the collections alone: they have their own operation.
    expect((calls[0]![1] as EditTestCaseInput).fields).not.toHaveProperty('collection_ids');
    settle(doneEvent('editTestCase', { ...checkoutTest, state: 'created', collection_ids: ['c-1'] }));
    expect(snapshot().value).toEqual({ saving: 'linking' });
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(calls.at(-1)).toEqual(['setTestCaseCollections', { testId: checkoutTest._id, collectionIds: ['c-1', 'c-2'] }]);
    const linked = { ...checkoutTest, state: 'created' as const, collection_ids: ['c-1', 'c-2'] };
    settle(doneEvent('setTestCaseCollections', linked));
    expect(snapshot().value).toBe('saved');
    expect(outcome()).toEqual(linked);
  });

  it("toasts 'Unable to update the collections for test' when they cannot be changed; the saved test stands (E-26)", () => {
    const { actor, settle, done, outcome, snapshot } = startEditor({ mode: 'create', suiteId });
    actor.send({ type: 'field.changed', field: 'name', value: 'Pay' });
    actor.send({ type: 'field.changed', field: 'website', value: 'shop.test' });
    actor.send({ type: 'field.changed', field: 'description', value: 'Pay.' });
    actor.send({ type: 'collections.changed', ids: ['c-2'] });
    actor.send({ type: 'form.submit', schedule: false });
    const created = { ...checkoutTest, state: 'created' as const, collection_ids: [] };
    settle(doneEvent('createTestCases', [created]));
    settle(errorEvent('setTestCaseCollections', 'Collection not found'));
    expect(done).toEqual([
      ['notifyCollectionsFailed', { title: 'Some error occurred', text: 'Unable to update the collections for test', type: 'error' }],
    ]);
    expect(snapshot().value).toBe('saved');
    expect(outcome()).toEqual(created);
  });

  it('sends no PATCH when the test suites did not change', () => {
    const { actor, settle, calls, outcome } = startEditor({ mode: 'edit', suiteId, test: { ...checkoutTest, collection_ids: ['c-2', 'c-1'] } });
    actor.send({ type: 'collections.changed', ids: ['c-1', 'c-2'] });
    actor.send({ type: 'form.submit', schedule: false });
    settle(doneEvent('editTestCase', { ...checkoutTest, collection_ids: ['c-2', 'c-1'] }));
    expect(calls.map(([name]) => name)).toEqual(['editTestCase']);
    expect(outcome()).toEqual({ ...checkoutTest, collection_ids: ['c-2', 'c-1'] });
  });

  it('cancels without saving', () => {
    const { actor, calls, outcome, snapshot } = startEditor({ mode: 'edit', suiteId, test: checkoutTest });
    actor.send({ type: 'field.changed', field: 'name', value: 'Other' });
    actor.send({ type: 'form.cancel' });
    expect(snapshot().value).toBe('cancelled');
    expect(outcome()).toBeNull();
    expect(calls).toEqual([]);
  });

  it('runs the parse preview on the description, takes an applied suggestion as typed, and passes every change on', () => {
    const { actor, type, snapshot } = startEditor({ mode: 'edit', suiteId, test: { ...checkoutTest, description: typedDescription } });
    const preview = () => snapshot().children.preview!;
    // An edited test's description is read at once.
    expect(preview().getSnapshot().context.description).toBe(typedDescription);
    preview().send(doneEvent('parseTestSteps', sampleAnswer) as never);
    preview().send({ type: 'suggestion.apply', step: 3 });
    expect(snapshot().context.fields.description).toBe('Go to /shop\nClick the Save button and click "Buy"\nVerify Draft is not visible');
    type('description', 'Go to /cart');
    expect(preview().getSnapshot().context.description).toBe('Go to /cart');
    const running = preview();
    actor.send({ type: 'form.cancel' });
    // The form ended: its preview stops with it.
    expect(running.getSnapshot().status).toBe('stopped');
  });

  it("typing @ opens the parameters' suggestion list; a pick completes the mention (D-41)", () => {
    const { actor, snapshot } = startEditor({ mode: 'edit', suiteId, test: checkoutTest });
    expect(selectMentionSuggestions(snapshot(), ['CART_ID'])).toBeNull();
    actor.send({ type: 'field.changed', field: 'description', value: 'Log in as @', caret: 11 });
    // The test's own parameters and the project's shared ones.
    expect(selectMentionSuggestions(snapshot(), ['CART_ID'])).toEqual(['USER', 'CARD', 'CART_ID']);
    actor.send({ type: 'field.changed', field: 'description', value: 'Log in as @CA', caret: 13 });
    expect(selectMentionSuggestions(snapshot(), ['CART_ID'])).toEqual(['CARD', 'CART_ID']);
    actor.send({ type: 'mention.pick', key: 'CART_ID' });
    expect(snapshot().context.fields.description).toBe('Log in as @CART_ID ');
    expect(selectMentionSuggestions(snapshot(), ['CART_ID'])).toBeNull();
    // Escape closes the list; typing on past the mention closes it too.
    actor.send({ type: 'field.changed', field: 'description', value: 'Log in as @CART_ID and @', caret: 24 });
    actor.send({ type: 'mention.dismiss' });
    expect(selectMentionSuggestions(snapshot())).toBeNull();
    actor.send({ type: 'field.changed', field: 'description', value: 'Log in as @U', caret: 12 });
    actor.send({ type: 'field.changed', field: 'description', value: 'Log in as @U ', caret: 13 });
    expect(selectMentionSuggestions(snapshot())).toBeNull();
  });
});
