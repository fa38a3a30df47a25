/**
 * What the user observes in each state of the test-case form (a new test, a copy, an edit), and
 * what each transition must do: the hand-written tables its path replays check
 * (machines/_testing/expectations.ts). Messages and toasts are the spec's (sections 5 and 8),
 * written out rather than imported, so a changed text fails here.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import type { TestCaseEditorContext, TestCaseFields, testCaseEditorMachine } from './testCaseEditor.machine';
import { checkoutTest, suiteId } from './testCaseEditor.samples';
import {
  selectCanCancel,
  selectCanSubmit,
  selectError,
  selectFieldError,
  selectInvalidMentionKeys,
  selectIsBusy,
  selectMentionSuggestions,
  selectMode,
  selectSavingWith,
} from './testCaseEditor.selectors';

type Machine = typeof testCaseEditorMachine;
type Tables = ExpectationTables<Machine>;

/** The form's buttons and state: read-only while saving, which submit button spins. */
function formView(snapshot: SnapshotFrom<Machine>) {
  return {
    busy: selectIsBusy(snapshot),
    savingWith: selectSavingWith(snapshot),
    canSubmit: selectCanSubmit(snapshot),
    canCancel: selectCanCancel(snapshot),
  };
}

/** The message under each checked field (none before the first submit). */
function fieldErrors(snapshot: SnapshotFrom<Machine>) {
  return {
    name: selectFieldError(snapshot, 'name'),
    title: selectFieldError(snapshot, 'title'),
    website: selectFieldError(snapshot, 'website'),
    description: selectFieldError(snapshot, 'description'),
    timeoutSeconds: selectFieldError(snapshot, 'timeoutSeconds'),
  };
}

const REQUIRED = 'This field is required';

/** The spec's messages for the sample values (section 5); every other sample value is acceptable. */
function expectedErrors({ name, website, description, timeoutSeconds }: TestCaseFields) {
  return {
    name: name === '' ? REQUIRED : name === 'shop/pay' ? 'Contain forbidden characters' : null,
    title: null,
    website: website === '' ? REQUIRED : website === 'not a url' ? 'Invalid URL' : null,
    description: description === '' ? REQUIRED : description.includes('@card-number') ? 'Invalid parameter key' : null,
    timeoutSeconds: timeoutSeconds === 'soon' ? 'Enter a whole number of seconds' : null,
  };
}

const isValid = (fields: TestCaseFields) => Object.values(expectedErrors(fields)).every((error) => error === null);

const editorCan = [
  'field.changed',
  'mention.pick',
  'mention.dismiss',
  'browserState.selected',
  'setupModule.selected',
  'sharedParameters.changed',
  'collections.changed',
  'form.submit',
  'form.cancel',
] as const;

const closed = { busy: false, savingWith: null, canSubmit: false, canCancel: false };

const saving = ({ mode, schedule }: TestCaseEditorContext): Observation<Machine> => ({
  tags: ['busy'],
  selectors: [
    [selectMode, mode],
    // The error of an earlier save is cleared as the next one starts.
    [selectError, null],
    [formView, { ...closed, busy: true, savingWith: schedule ? 'generate' : 'save' }],
  ],
});

export const testCaseEditorObservations: Tables['observations'] = {
  editing: ({ mode, fields, showErrors, mention, error }) => ({
    can: editorCan,
    selectors: [
      [selectMode, mode],
      [formView, { ...closed, canSubmit: true, canCancel: true }],
      // Field errors show once the user tried to submit, then follow every keystroke.
      [fieldErrors, showErrors ? expectedErrors(fields) : { name: null, title: null, website: null, description: null, timeoutSeconds: null }],
      // A bad key is shown as it is typed, before any submit.
      [selectInvalidMentionKeys, fields.description.includes('@card-number') ? ['card-number'] : []],
      // Only the edited test gets '@CA' typed; of its parameters (USER, CARD), CARD completes it.
      [selectMentionSuggestions, mention ? ['CARD'] : null],
      // The server's message of the last failed save, under the form.
      [selectError, error],
    ],
  }),
  'saving.creating': saving,
  'saving.updating': saving,
  'saving.linking': saving,
  // Saved, the form stays read-only while the app leaves it.
  saved: { tags: ['busy'], selectors: [[formView, { ...closed, busy: true }]] },
  cancelled: { selectors: [[formView, closed]] },
};

const CHECKOUT_DESCRIPTION = 'Add a mug to the cart, log in as @USER and pay with @CARD.';

/** The edited test sent back as it was: credentials, timeout and parameter defaults kept. */
const checkoutBody = {
  test_suite_id: suiteId,
  path: 'shop/checkout',
  name: 'Pay by card',
  title: 'A shopper pays by card',
  website: 'shop.test:8080',
  description: CHECKOUT_DESCRIPTION,
  browser_state_id: null,
  shared_parameter_ids: [],
  test_module_id_for_setup: null,
  credentials: { username: 'qa@shop.test', password: 'hunter22' },
  execution_settings: { timeout_seconds: 120 },
  test_parameters: { USER: 'qa', CARD: '4242 4242 4242 4242' },
};

/**
 * The parameters follow the description's mentions: a key no longer mentioned is dropped, a new
 * one has no default yet.
 */
const PARAMETERS_OF: Record<string, Record<string, string>> = {
  [CHECKOUT_DESCRIPTION]: checkoutBody.test_parameters,
  'Pay with @CA': { CA: '' },
  'Pay with @CARD_NUMBER ': { CARD_NUMBER: '' },
  'Pay with @CARD': { CARD: '' },
};

/** The body of a save, by the form's mode and the sample values typed (trimmed). */
function body({ mode, fields, kept }: TestCaseEditorContext) {
  // A new test in its folder: only what was typed.
  if (mode === 'create' && kept.credentialsFrom === null) {
    return {
      ...checkoutBody,
      description: 'Pay with @CARD',
      title: '',
      credentials: {},
      execution_settings: {},
      test_parameters: PARAMETERS_OF['Pay with @CARD'],
    };
  }
  // A copy: the name and title suffixed, and the stored credentials taken from the copied test.
  if (mode === 'create') {
    return { ...checkoutBody, name: 'Pay by card (copy)', title: 'A shopper pays by card (copy)', credentials_from: checkoutTest._id };
  }
  // An edit: one change from the saved values.
  return {
    ...checkoutBody,
    description: fields.description.trim(),
    test_parameters: PARAMETERS_OF[fields.description],
    credentials: { username: 'qa@shop.test', password: fields.password === 's3cret' ? 's3cret' : 'hunter22' },
    browser_state_id: fields.browserStateId,
    shared_parameter_ids: fields.sharedParameterIds,
    test_module_id_for_setup: fields.setupModuleId,
  };
}

/** Only a valid form is sent; 'Save and generate' queues generation, 'Save' does not. */
function submit(context: TestCaseEditorContext, event: AnyEventObject): StepExpectation {
  if (!isValid(context.fields)) return {};
  const schedule = event.schedule as boolean;
  if (context.mode === 'edit') {
    return {
      target: 'saving.updating',
      effects: [{ invoke: 'editTestCase', input: { testId: checkoutTest._id, schedule, fields: body(context) } }],
    };
  }
  return { target: 'saving.creating', effects: [{ invoke: 'createTestCases', input: { schedule, fields: body(context) } }] };
}

/** The preview follows the description whatever changed; it ignores a description it already has. */
const toPreview = (description: string): Effect => ({ send: 'preview', event: { type: 'description.changed', description } });

const SUITE_ID = 'e5f6a7b8-4444-4d5e-8f6a-000000000004';

/** Saved: its test suites follow when the choice differs from the saved test's (none), else the form is done. */
const saved = ({ fields }: TestCaseEditorContext): StepExpectation =>
  fields.collectionIds.length
    ? {
        target: 'saving.linking',
        effects: [{ invoke: 'setTestCaseCollections', input: { testId: checkoutTest._id, collectionIds: [SUITE_ID] } }],
      }
    : { target: 'saved' };

const SELF_TEST = "Won't test Critical Journey: this test targets Critical Journey's own address.";

/** Back to the form with the server's message; the self-test refusal toasts its own title and leaves for BadSelfTestRequest. */
const failed =
  (text: string) =>
  (_: TestCaseEditorContext, event: AnyEventObject): StepExpectation =>
    (event.error as Error).message === SELF_TEST
      ? {
          target: 'editing',
          effects: [
            { action: 'notifySelfTest', params: { title: "Won't test Critical Journey", text: SELF_TEST, type: 'error' } },
            { action: 'goToBadSelfTestRequest', params: undefined },
          ],
        }
      : { target: 'editing', effects: [{ action: 'notifySaveFailed', params: { title: 'Some error occurred', text, type: 'error' } }] };

export const testCaseEditorTransitions: Tables['transitions'] = {
  // The preview starts with the description the form starts with: the edited test's, the copied one's, or none.
  'start + xstate.init': ({ mode, kept }) => ({
    target: 'editing',
    effects: [
      {
        invoke: 'stepPreview',
        input: { description: mode === 'edit' || kept.credentialsFrom ? CHECKOUT_DESCRIPTION : '', form: 'actor:testCaseEditor' },
      },
    ],
  }),
  'editing + field.changed': ({ fields }, event) => ({
    effects: [toPreview(event.field === 'description' ? event.value : fields.description)],
  }),
  // The open '@CA' becomes '@CARD_NUMBER ' and the list closes.
  'editing + mention.pick': { effects: [toPreview('Pay with @CARD_NUMBER ')] },
  'editing + form.submit': submit,
  'editing + form.cancel': { target: 'cancelled' },
  'saving.creating + xstate.done.actor.createTestCases': saved,
  'saving.creating + xstate.error.actor.createTestCases': failed('Unable to create the test'),
  'saving.updating + xstate.done.actor.editTestCase': saved,
  'saving.updating + xstate.error.actor.editTestCase': failed('Unable to update the test'),
  'saving.linking + xstate.done.actor.setTestCaseCollections': { target: 'saved' },
  // The test is saved all the same: saving again would save (and maybe queue) it twice.
  'saving.linking + xstate.error.actor.setTestCaseCollections': {
    target: 'saved',
    effects: [
      {
        action: 'notifyCollectionsFailed',
        params: { title: 'Some error occurred', text: 'Unable to update the collections for test', type: 'error' },
      },
    ],
  },
};
