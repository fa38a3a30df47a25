/**
 * The test-case form (spec sections 3, 5 and 8), for a new test (or a copy) and for editing one: name,
 * title, website, the plain-language description with `@parameter` mentions, credentials,
 * browser state, shared parameters, setup module and execution settings. 'Save and generate'
 * saves and queues generation (the test becomes pending); 'Save' only saves (created).
 * The test's test suites (collections) have an operation of their own: once the test is saved,
 * a changed choice is sent with `PATCH test-cases/{id}/collections` (E-26).
 *
 * The lists to choose from (browser states, shared parameters, modules) are the view's props:
 * the form stores only the chosen ids. It ends in `saved` (its output the saved test) or
 * `cancelled` (output null): the machine that invoked it (the test page, or the new-test form)
 * decides what follows. A self-test refusal is a named action the app wires.
 */
import { assign, sendTo, setup } from 'xstate';
import { stepPreviewMachine } from '../stepPreview/stepPreview.machine';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { completeMention, mentionError, mentionedParameters, openMentionAt, type OpenMention } from '../_shared/mentions';
import { INVALID_URL_MESSAGE, REQUIRED_MESSAGE, isValidUrl, maxLengthError } from '../_shared/validation';
import { treeNameError } from '../testTree/treeModel';
import { providedActor, providedAction } from '../_shared/provided';

export type TestCase = components['schemas']['TestCase'];
export type TestCaseInput = components['schemas']['TestCaseInput'];

/** The fields typed as text, untrimmed. */
export type TextField = 'name' | 'title' | 'website' | 'description' | 'username' | 'password' | 'timeoutSeconds';

export interface TestCaseFields extends Record<TextField, string> {
  browserStateId: string | null;
  sharedParameterIds: string[];
  setupModuleId: string | null;
  /** The collections ("test suites") the test belongs to. */
  collectionIds: string[];
}

export interface TestCaseEditorInput {
  mode: 'create' | 'edit';
  suiteId: string;
  /** The test being edited (edit mode). */
  test?: TestCase;
  /** The folder a new test goes in; '' (the root) by default, else the template's. An edit keeps the test's own. */
  path?: string;
  /**
   * Create mode only: a test to copy (Clone). The form starts with its values, the name and
   * title suffixed ' (copy)', and keeps its credentials, execution settings and parameter
   * defaults; the copy is a new test (no id).
   */
  template?: TestCase;
}

/** What the form keeps of the edited test without showing it, so an edit does not lose it. */
export interface KeptValues {
  credentials: Record<string, unknown>;
  executionSettings: Record<string, unknown>;
  /** Defaults of the test's parameters, kept for the keys the description still mentions. */
  parameterDefaults: Record<string, string>;
  /**
   * A copy's template: the server answers credentials masked (`********`), and a copy sent
   * with them masked keeps the template's stored values. An edit keeps its own test's.
   */
  credentialsFrom: string | null;
}

export interface TestCaseEditorContext {
  mode: 'create' | 'edit';
  suiteId: string;
  /** The edited test's id; null for a new test. */
  testId: string | null;
  path: string;
  fields: TestCaseFields;
  kept: KeptValues;
  /** Field errors show once the user tried to submit, then follow every keystroke. */
  showErrors: boolean;
  /** Whether the submit in flight queues generation. */
  schedule: boolean;
  /** The server's message from the last failed save, shown under the form. */
  error: string | null;
  /** The saved test (state `saved`). */
  saved: TestCase | null;
  /** The @mention typed at the description's caret: its suggestion list is open (D-41). */
  mention: OpenMention | null;
}

export type TestCaseEditorEvent =
  /** `caret` (the description's cursor after the change) opens the @ suggestions when it follows a mention. */
  | { type: 'field.changed'; field: TextField; value: string; caret?: number }
  /** A suggestion was picked: the open mention becomes `@key `. */
  | { type: 'mention.pick'; key: string }
  /** The suggestion list was dismissed (Escape) without a pick. */
  | { type: 'mention.dismiss' }
  | { type: 'browserState.selected'; id: string | null }
  | { type: 'setupModule.selected'; id: string | null }
  | { type: 'sharedParameters.changed'; ids: string[] }
  | { type: 'collections.changed'; ids: string[] }
  /** 'Save and generate' sends `schedule: true`, 'Save' `schedule: false`. */
  | { type: 'form.submit'; schedule: boolean }
  | { type: 'form.cancel' };

/** What `createTestCases` receives; it resolves with the created tests (one here). */
export interface CreateTestCasesInput {
  schedule: boolean;
  fields: TestCaseInput;
}

/** What `editTestCase` receives; it resolves with the edited test. */
export interface EditTestCaseInput {
  testId: string;
  schedule: boolean;
  fields: TestCaseInput;
}

/** What `setTestCaseCollections` receives: the complete new set. */
export interface SetCollectionsInput {
  testId: string;
  collectionIds: string[];
}

/** The server's 400 for a test aimed at the product itself says this (spec sections 5 and 8). */
export const SELF_TEST_MARKER = "Won't test Critical Journey";
export const TITLE_MAX_LENGTH = 500;
export const INVALID_TIMEOUT_MESSAGE = 'Enter a whole number of seconds';

export const emptyTestCaseFields: TestCaseFields = {
  name: '',
  title: '',
  website: '',
  description: '',
  username: '',
  password: '',
  timeoutSeconds: '',
  browserStateId: null,
  sharedParameterIds: [],
  setupModuleId: null,
  collectionIds: [],
};

const noKeptValues: KeptValues = { credentials: {}, executionSettings: {}, parameterDefaults: {}, credentialsFrom: null };

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * The form's fields for a test: its values, credentials read as a username/password pair. The
 * server shows stored credentials as `********`; sent back untouched they keep the stored
 * value, so a secret is replaced only when the user types a new one.
 */
export function fieldsOf(test: TestCase): TestCaseFields {
  const credentials = test.credentials ?? {};
  return {
    name: test.name,
    title: test.title ?? '',
    website: test.website,
    description: test.description,
    username: text(credentials.username),
    password: text(credentials.password),
    timeoutSeconds: text(test.execution_settings?.timeout_seconds),
    browserStateId: test.browser_state_id ?? null,
    sharedParameterIds: test.shared_parameter_ids ?? [],
    setupModuleId: test.test_module_id_for_setup ?? null,
    collectionIds: test.collection_ids ?? [],
  };
}

export const COPY_SUFFIX = ' (copy)';

/** A copy's fields: the template's, its name and (non-empty) title suffixed ' (copy)', in no test suite yet. */
export function copyFieldsOf(template: TestCase): TestCaseFields {
  const fields = fieldsOf(template);
  const title = fields.title.trim() === '' ? fields.title : `${fields.title}${COPY_SUFFIX}`;
  return { ...fields, name: `${fields.name}${COPY_SUFFIX}`, title, collectionIds: [] };
}

const keptOf = (test: TestCase, copy: boolean): KeptValues => ({
  credentials: test.credentials ?? {},
  executionSettings: test.execution_settings ?? {},
  parameterDefaults: test.test_parameters ?? {},
  credentialsFrom: copy ? test._id : null,
});

export function testCaseEditorInitialContext(input: TestCaseEditorInput): TestCaseEditorContext {
  const test = input.mode === 'edit' ? input.test : undefined;
  const template = input.mode === 'create' ? input.template : undefined;
  const source = test ?? template;
  return {
    mode: input.mode,
    suiteId: input.suiteId,
    testId: test?._id ?? null,
    path: test?.path ?? input.path ?? template?.path ?? '',
    fields: test ? fieldsOf(test) : template ? copyFieldsOf(template) : emptyTestCaseFields,
    kept: source ? keptOf(source, source === template) : noKeptValues,
    showErrors: false,
    schedule: false,
    error: null,
    saved: null,
    mention: null,
  };
}

function timeoutError(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' || (/^\d+$/.test(trimmed) && Number(trimmed) > 0) ? null : INVALID_TIMEOUT_MESSAGE;
}

export type FieldErrors = Record<'name' | 'title' | 'website' | 'description' | 'timeoutSeconds', string | null>;

/** The message under each checked field (checked trimmed); null where the value is acceptable. */
export function testCaseFieldErrors(fields: TestCaseFields): FieldErrors {
  const website = fields.website.trim();
  return {
    name: treeNameError(fields.name),
    title: maxLengthError(fields.title, TITLE_MAX_LENGTH),
    website: website === '' ? REQUIRED_MESSAGE : isValidUrl(website) ? null : INVALID_URL_MESSAGE,
    description: fields.description.trim() === '' ? REQUIRED_MESSAGE : mentionError(fields.description),
    timeoutSeconds: timeoutError(fields.timeoutSeconds),
  };
}

export function isTestCaseValid(fields: TestCaseFields): boolean {
  return Object.values(testCaseFieldErrors(fields)).every((error) => error === null);
}

/**
 * The request body: trimmed values; credentials and execution settings keep what the form does
 * not show; the parameters are the description's mentions with their known defaults.
 */
export function testCaseBody(context: TestCaseEditorContext): TestCaseInput {
  const { fields, kept } = context;
  const { username: _u, password: _p, ...otherCredentials } = kept.credentials;
  const { timeout_seconds: _t, ...otherSettings } = kept.executionSettings;
  const username = fields.username.trim();
  const timeout = fields.timeoutSeconds.trim();
  const credentials = { ...otherCredentials, ...(username && { username }), ...(fields.password && { password: fields.password }) };
  const executionSettings = { ...otherSettings, ...(timeout && { timeout_seconds: Number(timeout) }) };
  return {
    test_suite_id: context.suiteId,
    path: context.path,
    name: fields.name.trim(),
    title: fields.title.trim(),
    website: fields.website.trim(),
    description: fields.description.trim(),
    browser_state_id: fields.browserStateId,
    shared_parameter_ids: fields.sharedParameterIds,
    test_module_id_for_setup: fields.setupModuleId,
    credentials,
    ...(kept.credentialsFrom && { credentials_from: kept.credentialsFrom }),
    execution_settings: executionSettings,
    test_parameters: mentionedParameters(fields.description, kept.parameterDefaults),
  };
}

/** Whether the saved test's collections differ from the form's choice (order does not count). */
export function collectionsChanged(saved: Pick<TestCase, 'collection_ids'>, chosen: string[]): boolean {
  const current = new Set(saved.collection_ids ?? []);
  return current.size !== new Set(chosen).size || chosen.some((id) => !current.has(id));
}

export function isSelfTestRefusal(error: unknown): boolean {
  return errorMessage(error).includes(SELF_TEST_MARKER);
}

export const testCaseEditorMachine = setup({
  types: {
    input: {} as TestCaseEditorInput,
    context: {} as TestCaseEditorContext,
    events: {} as TestCaseEditorEvent,
    output: {} as TestCase | null,
    tags: {} as 'busy',
    children: {} as {
      createTestCases: 'createTestCases';
      editTestCase: 'editTestCase';
      setTestCaseCollections: 'setTestCaseCollections';
      preview: 'stepPreview';
    },
  },
  actors: {
    /** POST /api/test-cases/ (operation createTestCases) with one test. */
    createTestCases: providedActor<TestCase[], CreateTestCasesInput>('createTestCases'),
    /** PUT /api/test-case/{id}/edit?schedule (operation editTestCase). */
    editTestCase: providedActor<TestCase, EditTestCaseInput>('editTestCase'),
    /** PATCH /api/test-cases/{id}/collections (operation setTestCaseCollections). */
    setTestCaseCollections: providedActor<TestCase, SetCollectionsInput>('setTestCaseCollections'),
    /** How each step of the description was read; the app provides its request. */
    stepPreview: stepPreviewMachine,
  },
  actions: {
    setField: assign(({ context }, params: { field: TextField; value: string; caret?: number }) => ({
      fields: { ...context.fields, [params.field]: params.value },
      mention: params.field === 'description' && params.caret !== undefined ? openMentionAt(params.value, params.caret) : context.mention,
    })),
    pickMention: assign(({ context }, params: { key: string }) => ({
      fields: { ...context.fields, description: completeMention(context.fields.description, context.mention!, params.key) },
      mention: null,
    })),
    closeMention: assign({ mention: null }),
    // The preview ignores a description it already has, so every change may be passed on.
    followDescription: sendTo('preview', ({ context }) => ({ type: 'description.changed' as const, description: context.fields.description })),
    setBrowserState: assign(({ context }, params: { id: string | null }) => ({ fields: { ...context.fields, browserStateId: params.id } })),
    setSetupModule: assign(({ context }, params: { id: string | null }) => ({ fields: { ...context.fields, setupModuleId: params.id } })),
    setSharedParameters: assign(({ context }, params: { ids: string[] }) => ({ fields: { ...context.fields, sharedParameterIds: params.ids } })),
    setCollections: assign(({ context }, params: { ids: string[] }) => ({ fields: { ...context.fields, collectionIds: params.ids } })),
    showErrors: assign({ showErrors: true }),
    startSaving: assign((_, params: { schedule: boolean }) => ({ schedule: params.schedule, error: null, mention: null })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    setSaved: assign((_, params: { test: TestCase }) => ({ saved: params.test })),
    notifyCollectionsFailed: providedAction<ToastParams>('notifyCollectionsFailed'),
    notifySaveFailed: providedAction<ToastParams>('notifySaveFailed'),
    notifySelfTest: providedAction<ToastParams>('notifySelfTest'),
    /** Opens /bad-self-test-request. */
    goToBadSelfTestRequest: providedAction('goToBadSelfTestRequest'),
  },
  guards: {
    isFormValid: ({ context }) => isTestCaseValid(context.fields),
    hasOpenMention: ({ context }) => context.mention !== null,
    isEditing: ({ context }) => context.mode === 'edit',
    hasCollectionsChanged: ({ context }, params: { test: TestCase }) => collectionsChanged(params.test, context.fields.collectionIds),
    isSelfTestRefusal: (_, params: { error: unknown }) => isSelfTestRefusal(params.error),
  },
}).createMachine({
  id: 'testCaseEditor',
  context: ({ input }) => testCaseEditorInitialContext(input),
  // The parse preview follows the description however it changes (typing, a mention picked) and
  // types an applied suggestion back in (`field.changed`), for as long as the form runs.
  invoke: { id: 'preview', src: 'stepPreview', input: ({ context, self }) => ({ description: context.fields.description, form: self }) },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.changed': {
          actions: [
            { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value, caret: event.caret }) },
            'followDescription',
          ],
        },
        'mention.pick': {
          guard: 'hasOpenMention',
          actions: [{ type: 'pickMention', params: ({ event }) => ({ key: event.key }) }, 'followDescription'],
        },
        'mention.dismiss': { guard: 'hasOpenMention', actions: 'closeMention' },
        'browserState.selected': { actions: { type: 'setBrowserState', params: ({ event }) => ({ id: event.id }) } },
        'setupModule.selected': { actions: { type: 'setSetupModule', params: ({ event }) => ({ id: event.id }) } },
        'sharedParameters.changed': { actions: { type: 'setSharedParameters', params: ({ event }) => ({ ids: event.ids }) } },
        'collections.changed': { actions: { type: 'setCollections', params: ({ event }) => ({ ids: event.ids }) } },
        'form.submit': [
          { guard: 'isFormValid', target: 'saving', actions: { type: 'startSaving', params: ({ event }) => ({ schedule: event.schedule }) } },
          { actions: 'showErrors' },
        ],
        'form.cancel': 'cancelled',
      },
    },
    // Only the outcome leaves: the form is read-only and a second save is ignored meanwhile.
    saving: {
      tags: 'busy',
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isEditing', target: 'updating' }, { target: 'creating' }],
        },
        creating: {
          invoke: {
            id: 'createTestCases',
            src: 'createTestCases',
            input: ({ context }) => ({ schedule: context.schedule, fields: testCaseBody(context) }),
            onDone: [
              {
                guard: { type: 'hasCollectionsChanged', params: ({ event }) => ({ test: event.output[0]! }) },
                target: 'linking',
                actions: { type: 'setSaved', params: ({ event }) => ({ test: event.output[0] }) },
              },
              {
                target: '#testCaseEditor.saved',
                actions: { type: 'setSaved', params: ({ event }) => ({ test: event.output[0] }) },
              },
            ],
            onError: [
              {
                guard: { type: 'isSelfTestRefusal', params: ({ event }) => ({ error: event.error }) },
                target: '#testCaseEditor.editing',
                actions: [
                  { type: 'setError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                  {
                    type: 'notifySelfTest',
                    params: ({ event }) => ({ title: SELF_TEST_MARKER, text: errorMessage(event.error), type: 'error' as const }),
                  },
                  'goToBadSelfTestRequest',
                ],
              },
              {
                target: '#testCaseEditor.editing',
                actions: [
                  { type: 'setError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                  { type: 'notifySaveFailed', params: { title: 'Some error occurred', text: 'Unable to create the test', type: 'error' } },
                ],
              },
            ],
          },
        },
        updating: {
          invoke: {
            id: 'editTestCase',
            src: 'editTestCase',
            input: ({ context }) => ({ testId: context.testId!, schedule: context.schedule, fields: testCaseBody(context) }),
            onDone: [
              {
                guard: { type: 'hasCollectionsChanged', params: ({ event }) => ({ test: event.output }) },
                target: 'linking',
                actions: { type: 'setSaved', params: ({ event }) => ({ test: event.output }) },
              },
              {
                target: '#testCaseEditor.saved',
                actions: { type: 'setSaved', params: ({ event }) => ({ test: event.output }) },
              },
            ],
            onError: [
              {
                guard: { type: 'isSelfTestRefusal', params: ({ event }) => ({ error: event.error }) },
                target: '#testCaseEditor.editing',
                actions: [
                  { type: 'setError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                  {
                    type: 'notifySelfTest',
                    params: ({ event }) => ({ title: SELF_TEST_MARKER, text: errorMessage(event.error), type: 'error' as const }),
                  },
                  'goToBadSelfTestRequest',
                ],
              },
              {
                target: '#testCaseEditor.editing',
                actions: [
                  { type: 'setError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
                  { type: 'notifySaveFailed', params: { title: 'Some error occurred', text: 'Unable to update the test', type: 'error' } },
                ],
              },
            ],
          },
        },
        // The test is saved; its test suites follow. A failure leaves the saved test as it is:
        // saving again would save (and maybe queue) the test a second time.
        linking: {
          invoke: {
            id: 'setTestCaseCollections',
            src: 'setTestCaseCollections',
            input: ({ context }) => ({ testId: context.saved!._id, collectionIds: context.fields.collectionIds }),
            onDone: {
              target: '#testCaseEditor.saved',
              actions: { type: 'setSaved', params: ({ event }) => ({ test: event.output }) },
            },
            onError: {
              target: '#testCaseEditor.saved',
              actions: {
                type: 'notifyCollectionsFailed',
                params: { title: 'Some error occurred', text: 'Unable to update the collections for test', type: 'error' },
              },
            },
          },
        },
      },
    },
    // Done: the invoking machine shows the saved test (the output) or goes back (null).
    saved: { type: 'final', tags: 'busy' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => context.saved,
});
