/**
 * The new-test form on the Tests page (`?new`, spec section 3): empty, or prefilled with a copy
 * of another test (Clone, `?new&clone=<testId>`). A copy's test is fetched first; if it cannot
 * be, the toast says 'Unable to fetch the test to clone' and the form starts empty. The form
 * itself is the child `editor` (machines/testCaseEditor, create mode). Once it ends, a saved
 * test refreshes the project's tree and opens (`openTest`); a cancelled form goes back where the
 * user came from: the copied test, or the project.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ToastParams } from '../_shared/authErrors';
import { testCaseEditorMachine, type TestCaseEditorInput } from '../testCaseEditor/testCaseEditor.machine';
import { providedActor, providedAction } from '../_shared/provided';

export type TestCase = components['schemas']['TestCase'];

export interface NewTestCaseInput {
  suiteId: string;
  /** The folder a new test goes in ('' is the root); a copy keeps its test's folder. */
  path: string;
  /** The test to copy (Clone); null for an empty form. */
  cloneId: string | null;
}

export interface NewTestCaseContext extends NewTestCaseInput {
  /** The copy's template once fetched; null for an empty form. */
  template: TestCase | null;
}

export const CLONE_FETCH_FAILED: ToastParams = { title: 'Some error occurred', text: 'Unable to fetch the test to clone', type: 'error' };

/**
 * A copy is a test of this project: ids that belong to another project (a test cloned from
 * there through the address) would name nothing here, so they are dropped.
 */
export function templateFor(test: TestCase, suiteId: string): TestCase {
  if (test.test_suite_id === suiteId) return test;
  return { ...test, test_suite_id: suiteId, browser_state_id: null, shared_parameter_ids: [], test_module_id_for_setup: null };
}

/** What the form starts with: a copy of the template, or an empty test in the folder. */
export function editorInput({ suiteId, path, template }: NewTestCaseContext): TestCaseEditorInput {
  return template ? { mode: 'create', suiteId, path: template.path, template } : { mode: 'create', suiteId, path };
}

export const newTestCaseMachine = setup({
  types: {
    input: {} as NewTestCaseInput,
    context: {} as NewTestCaseContext,
    children: {} as { getTestCase: 'getTestCase'; editor: 'testCaseEditor' },
  },
  actors: {
    /** GET /api/test-case/{id} (operation getTestCase): the test to copy. */
    getTestCase: providedActor<TestCase, { id: string }>('getTestCase'),
    /** The test-case form; the app provides its requests and toasts. */
    testCaseEditor: testCaseEditorMachine,
  },
  actions: {
    setTemplate: assign(({ context }, params: { test: TestCase }) => ({ template: templateFor(params.test, context.suiteId) })),
    /** The project's tree shows the new test. */
    refreshTree: providedAction('refreshTree'),
    openTest: providedAction<{ suiteId: string; testId: string }>('openTest'),
    openSuite: providedAction<{ suiteId: string }>('openSuite'),
    notifyFetchFailed: providedAction<ToastParams>('notifyFetchFailed'),
  },
  guards: {
    isCopy: ({ context }) => context.cloneId !== null,
    /** The form ended with a saved test (null: it was cancelled). */
    wasSaved: (_, params: { test: TestCase | null }) => params.test !== null,
  },
}).createMachine({
  id: 'newTestCase',
  context: ({ input }) => ({ ...input, template: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isCopy', target: 'fetchingTemplate' }, { target: 'editing' }],
    },
    // Nothing shows until the copy's test is here, so the form never starts half-filled.
    fetchingTemplate: {
      invoke: {
        id: 'getTestCase',
        src: 'getTestCase',
        input: ({ context }) => ({ id: context.cloneId! }),
        onDone: { target: 'editing', actions: { type: 'setTemplate', params: ({ event }) => ({ test: event.output }) } },
        onError: { target: 'editing', actions: { type: 'notifyFetchFailed', params: CLONE_FETCH_FAILED } },
      },
    },
    editing: {
      invoke: {
        id: 'editor',
        src: 'testCaseEditor',
        input: ({ context }) => editorInput(context),
        onDone: [
          {
            guard: { type: 'wasSaved', params: ({ event }) => ({ test: event.output }) },
            target: 'done',
            actions: ['refreshTree', { type: 'openTest', params: ({ context, event }) => ({ suiteId: context.suiteId, testId: event.output!._id }) }],
          },
          // Cancelling a copy goes back to the test it copies; a new test's form, to the project.
          {
            guard: 'isCopy',
            target: 'done',
            actions: { type: 'openTest', params: ({ context }) => ({ suiteId: context.suiteId, testId: context.cloneId! }) },
          },
          { target: 'done', actions: { type: 'openSuite', params: ({ context }) => ({ suiteId: context.suiteId }) } },
        ],
      },
    },
    done: { type: 'final' },
  },
});
