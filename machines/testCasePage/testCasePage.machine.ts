/**
 * The selected test on the Tests page (spec sections 2, 4 and 8): its breadcrumb, the
 * test-case button, the action menu (Copy Link, Edit, Clone, Delete, Publish; Force stop while the
 * test is generated), the read-only details,
 * and an `editing` state in which the page shows the test-case form instead.
 *
 * Delete, Publish, Cancel (of the generation), Force stop and Regenerate are confirmed through
 * the global confirm dialog (the input's `confirmDialog`), and done by the page itself: its
 * `confirm` region asks the dialog, calls the API on Yes, and settles the dialog or reports the
 * failure to it (the dialog stays open to try again). A region of its own, so a confirmation
 * leaves the page as it was (an open form stays open behind the dialog). After a deletion the
 * app shows the test's project (`openSuite`); after every confirmed change it refreshes the
 * project's tree (`refreshTree`), which shows each test's state.
 *
 * In `editing` the page runs the test-case form as its child `editor` (machines/testCaseEditor)
 * and shows it; the form's end (the saved test, or none when cancelled) brings the page back.
 * Clone opens the new-test form prefilled with a copy of this test (`openClone`). A step's edit
 * affordance opens the step feedback form, the child `stepFeedback` (machines/stepFeedback),
 * which answers `test.changed` once feedback was submitted.
 *
 * The test's runs (the Run button, Cancel, 'Override run parameters' and the recent runs) are
 * the child `testRuns` (machines/testRuns), invoked for as long as the test is loaded, so they
 * are polled only while the page shows the test. It asks the same dialog before cancelling a run.
 * The test's flake rate and quarantine are the child `flakiness` (machines/testFlakiness), invoked
 * likewise; when the runs report that a run ended (`run.ended`), the page has it refetch the rate.
 */
import { and, assign, not, sendTo, setup, stateIn } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { confirmationActions, type ConfirmAnswerEvent, type ConfirmDialogRef } from '../confirmDialog/confirmation';
import { liveWatchMachine } from '../liveWatch/liveWatch.machine';
import { stepFeedbackMachine } from '../stepFeedback/stepFeedback.machine';
import { testCaseEditorMachine } from '../testCaseEditor/testCaseEditor.machine';
import { testFlakinessMachine } from '../testFlakiness/testFlakiness.machine';
import { testRunsMachine, type TestRunsParentEvent } from '../testRuns/testRuns.machine';
import { CAROUSEL_INTERVAL_MS, finalScript, isGenerating, orderedSteps, screenshotKeys, scriptFileName, type ScriptLanguage } from './generation';
import {
  CANCEL_FAILED,
  CANCEL_GENERATION_OPTIONS,
  DELETE_FAILED,
  DELETE_TEST_OPTIONS,
  FORCE_STOP_FAILED,
  FORCE_STOP_OPTIONS,
  PUBLISH_FAILED,
  PUBLISHED_TOAST,
  REGENERATE_FAILED,
  REGENERATE_OPTIONS,
  publishOptions,
} from './confirmations';
import { testCaseButton, type TestCaseButtonKind } from './testCaseButton';
import { providedActor, providedAction } from '../_shared/provided';

export type TestCase = components['schemas']['TestCase'];

export interface TestCasePageInput {
  testId: string;
  /** Business-development users (and admins) may choose the short name when publishing. */
  canChooseShortName?: boolean;
  /** The product's own origin (e.g. `https://cj.example`), prefixed to the copied public link. */
  origin?: string;
  /** The app's confirm dialog: the page and its runs ask it before acting. */
  confirmDialog: ConfirmDialogRef;
}

export interface TestCasePageContext {
  testId: string;
  canChooseShortName: boolean;
  origin: string;
  confirmDialog: ConfirmDialogRef;
  test: TestCase | null;
  /** Why the last fetch failed. */
  error: string | null;
  /** The slideshow's screenshot, an index into `screenshotKeys(test)`. */
  slide: number;
  /** The screenshot the image viewer shows while open, an index into `screenshotKeys(test)`. */
  viewerIndex: number | null;
}

export type TestCasePageEvent =
  | { type: 'test.retry' }
  | { type: 'edit.start' }
  /** Copy the test: the app opens the new-test form prefilled with it. */
  | { type: 'test.clone' }
  | { type: 'test.generate' }
  | { type: 'test.cancel' }
  /** The menu's Force stop: for a generation that does not stop on Cancel (its executor no longer answers). */
  | { type: 'test.forceStop' }
  | { type: 'test.regenerate' }
  | { type: 'test.delete' }
  | { type: 'test.publish' }
  | { type: 'link.copy' }
  | { type: 'id.copy' }
  /** The step feedback form (the child `stepFeedback`) submitted feedback: the test as it now is. */
  | { type: 'test.changed'; test: TestCase }
  /** The confirm dialog's answer to the page's question. */
  | ConfirmAnswerEvent
  /** The runs (the child `testRuns`) saw a run of the test end: its verdicts may have changed. */
  | TestRunsParentEvent
  /** The live watch (the child `liveWatch`) fetched the test after a message. */
  | { type: 'watch.testFetched'; test: TestCase }
  /** The edit affordance of a generation step, by its `step` number. */
  | { type: 'step.edit'; step: number }
  /** A step screenshot, by its index in `screenshotKeys(test)`. */
  | { type: 'screenshot.open'; index: number }
  | { type: 'viewer.close' }
  | { type: 'script.copy'; language: ScriptLanguage }
  | { type: 'script.download'; language: ScriptLanguage };

export interface DownloadParams {
  fileName: string;
  text: string;
}

export interface CopyParams {
  text: string;
  /** The success toast's title and text. */
  title: string;
  message: string;
}

export const PUBLIC_LINK_COPIED = 'Public link is copied to clipboard.';
/** E-82: the copy confirmation of a link that is not the public one. */
export const LINK_COPIED = 'Link is copied to clipboard.';
export const COPIED_TITLE = 'Copied to clipboard';
/** An unpublished test has no public link: Copy Link says so and copies the members' address instead. */
export const NOT_PUBLIC_TITLE = 'This test is not public';
export const TEST_ID_COPIED = 'Test ID is copied to clipboard.';
export const SCRIPT_COPIED = 'Copied to clipboard.';
export const CANNOT_EDIT_RUNNING = 'You cannot edit the action when the test is running.';

/** The public address of a test: the shorter /go/ address once it has a short name. */
export function publicPath(test: Pick<TestCase, '_id' | 'public_slug'>): string {
  return test.public_slug ? `/go/${test.public_slug}` : `/public/test/${test._id}`;
}

/** Where every confirmation ends, answered No or done. */
const CONFIRM_IDLE = '#testCasePage.loaded.confirm.idle';

/** A confirmed request failed: the dialog shows why (and stays open), the spec's toast says what. */
const failedWith = (toast: ToastParams) =>
  [
    { type: 'failConfirmation', params: ({ event }: { event: { error: unknown } }) => ({ error: errorMessage(event.error) }) },
    { type: 'notifyActionFailed', params: toast },
  ] as const;

/**
 * Cancel, Force stop and Regenerate, once agreed: one request for this test (`working`, the
 * state that waits for it); the test the server answers is shown. A failure shows why in the
 * dialog and a toast, and the question stays (a second Yes tries again).
 */
function askThenUpdate<TWorking extends string, TRequest extends 'cancelTestCaseGeneration' | 'forceStopTestCase' | 'regenerateTestCase'>(
  working: TWorking,
  request: TRequest,
  failure: ToastParams,
) {
  return {
    initial: 'asking',
    states: {
      asking: { on: { 'confirm.accepted': working, 'confirm.declined': CONFIRM_IDLE } },
      [working]: {
        invoke: {
          id: request,
          src: request,
          input: ({ context }: { context: { testId: string } }) => ({ id: context.testId }),
          onDone: {
            target: CONFIRM_IDLE,
            actions: [
              'settleConfirmation',
              { type: 'setTest', params: ({ event }: { event: { output: TestCase } }) => ({ test: event.output }) },
              'refreshTree',
            ],
          },
          onError: { target: 'asking', actions: failedWith(failure) },
        },
      },
    },
  } as const;
}

export const testCasePageMachine = setup({
  types: {
    input: {} as TestCasePageInput,
    context: {} as TestCasePageContext,
    events: {} as TestCasePageEvent,
    tags: {} as 'busy',
    children: {} as {
      getTestCase: 'getTestCase';
      regenerateTestCase: 'regenerateTestCase';
      deleteTestCase: 'deleteTestCase';
      publishTestCase: 'publishTestCase';
      cancelTestCaseGeneration: 'cancelTestCaseGeneration';
      forceStopTestCase: 'forceStopTestCase';
      liveWatch: 'liveWatch';
      testRuns: 'testRuns';
      flakiness: 'testFlakiness';
      stepFeedback: 'stepFeedback';
      editor: 'testCaseEditor';
    },
  },
  actors: {
    /** GET /api/test-case/{id} (operation getTestCase). */
    getTestCase: providedActor<TestCase, { id: string }>('getTestCase'),
    /** PUT /api/test-case/{id}/regenerate (operation regenerateTestCase): 'Generate' and the confirmed Regenerate queue a new test. */
    regenerateTestCase: providedActor<TestCase, { id: string }>('regenerateTestCase'),
    /** DELETE /api/test-case/{id} (operation deleteTestCase). */
    deleteTestCase: providedActor<unknown, { id: string }>('deleteTestCase'),
    /** PUT /api/test-case/{id}/publish (operation publishTestCase), with the short name when one was given. */
    publishTestCase: providedActor<TestCase, { id: string; slug?: string }>('publishTestCase'),
    /** DELETE /api/test-case/cancel/{id} (operation cancelTestCaseGeneration). */
    cancelTestCaseGeneration: providedActor<TestCase, { id: string }>('cancelTestCaseGeneration'),
    /** PUT /api/test-case/{id}/force-stop/generation (operation forceStopTestCase). */
    forceStopTestCase: providedActor<TestCase, { id: string }>('forceStopTestCase'),
    /** The live watch over /api/ws/{testId}; the app provides its socket and fetch. */
    liveWatch: liveWatchMachine,
    /** The test's runs; the app provides their requests and toasts. */
    testRuns: testRunsMachine,
    /** The test's flake rate and quarantine; the app provides their requests and toasts. */
    testFlakiness: testFlakinessMachine,
    /** The feedback form of one generation step; the app provides its request and toasts. */
    stepFeedback: stepFeedbackMachine,
    /** The test-case form in edit mode; the app provides its requests and toasts. */
    testCaseEditor: testCaseEditorMachine,
  },
  actions: {
    ...confirmationActions<TestCasePageContext, TestCasePageEvent>(),
    // A new test restarts the slideshow; the viewer keeps its screenshot (steps are only appended).
    setTest: assign((_, params: { test: TestCase }) => ({ test: params.test, error: null, slide: 0 })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    /** The new-test form opens prefilled with a copy of this test (`?new&clone=<testId>`). */
    openClone: providedAction<{ suiteId: string; testId: string }>('openClone'),
    openFeedback: sendTo('stepFeedback', ({ context }, params: { step: number }) => ({
      type: 'feedback.open' as const,
      step: orderedSteps(context.test).find((step) => step.step === params.step)!,
    })),
    refreshFlakiness: sendTo('flakiness', { type: 'flakiness.refresh' as const }),
    showNextSlide: assign(({ context }) => ({ slide: (context.slide + 1) % Math.max(1, screenshotKeys(context.test).length) })),
    openViewer: assign((_, params: { index: number }) => ({ viewerIndex: params.index })),
    closeViewer: assign({ viewerIndex: null }),
    copyToClipboard: providedAction<CopyParams>('copyToClipboard'),
    /** Saves the text as a file named `fileName` (the browser's download). */
    downloadScript: providedAction<DownloadParams>('downloadScript'),
    /** The project's tree shows each test's state: the app refetches it after a confirmed change. */
    refreshTree: providedAction('refreshTree'),
    /** The test is gone: the app shows its project instead. */
    openSuite: providedAction<{ suiteId: string }>('openSuite'),
    notifyPublished: providedAction<ToastParams>('notifyPublished'),
    /** The error toast of a confirmed action the server refused. */
    notifyActionFailed: providedAction<ToastParams>('notifyActionFailed'),
    notifyCannotEdit: providedAction<ToastParams>('notifyCannotEdit'),
    notifyFetchFailed: providedAction<ToastParams>('notifyFetchFailed'),
    notifyGenerateFailed: providedAction<ToastParams>('notifyGenerateFailed'),
  },
  guards: {
    /** The form ended with a saved test (null: it was cancelled). */
    wasSaved: (_, params: { test: TestCase | null }) => params.test !== null,
    showsButton: ({ context }, params: { kind: TestCaseButtonKind }) => testCaseButton(context.test) === params.kind,
    // Spec section 4: an idle Run button offers Regenerate too (the runs decide when it is idle).
    offersRegenerate: ({ context }) => {
      const kind = testCaseButton(context.test);
      return kind === 'regenerate' || kind === 'run';
    },
    isGenerating: ({ context }) => isGenerating(context.test),
    // The test-case button and Force stop act on the test as shown, not from the form or while Generate is under way.
    isViewing: stateIn({ loaded: { page: 'viewing' } }),
    canCancel: and(['isViewing', { type: 'showsButton', params: { kind: 'cancel' } as const }]),
    canForceStop: and(['isViewing', 'isGenerating']),
    canRegenerate: and(['isViewing', 'offersRegenerate']),
    isPublic: ({ context }) => context.test?.is_public === true,
    isStateChange: ({ context }, params: { test: TestCase }) => params.test.state !== context.test?.state,
    hasStep: ({ context }, params: { step: number }) => orderedSteps(context.test).some((step) => step.step === params.step),
    hasScreenshot: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < screenshotKeys(context.test).length,
    hasViewerScreenshot: ({ context }) => context.viewerIndex !== null && context.viewerIndex < screenshotKeys(context.test).length,
    hasScript: ({ context }, params: { language: ScriptLanguage }) => finalScript(context.test, params.language) !== null,
    // While generating, the newest screenshot shows instead; one screenshot has nothing to switch to.
    canPlaySlideshow: ({ context }) => !isGenerating(context.test) && screenshotKeys(context.test).length > 1,
  },
  delays: {
    carouselInterval: CAROUSEL_INTERVAL_MS,
  },
}).createMachine({
  id: 'testCasePage',
  context: ({ input }) => ({
    testId: input.testId,
    canChooseShortName: input.canChooseShortName ?? false,
    origin: input.origin ?? '',
    confirmDialog: input.confirmDialog,
    test: null,
    error: null,
    slide: 0,
    viewerIndex: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getTestCase',
        src: 'getTestCase',
        input: ({ context }) => ({ id: context.testId }),
        onDone: { target: 'loaded', actions: { type: 'setTest', params: ({ event }) => ({ test: event.output }) } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            { type: 'notifyFetchFailed', params: { title: 'Some error occurred', text: 'Unable to fetch the test', type: 'error' } },
          ],
        },
      },
    },
    failed: {
      on: { 'test.retry': 'loading' },
    },
    loaded: {
      type: 'parallel',
      invoke: [
        {
          id: 'testRuns',
          src: 'testRuns',
          input: ({ context }) => ({ testId: context.testId, suiteId: context.test!.test_suite_id, confirmDialog: context.confirmDialog }),
        },
        { id: 'flakiness', src: 'testFlakiness', input: ({ context }) => ({ testId: context.testId }) },
        { id: 'stepFeedback', src: 'stepFeedback', input: ({ context, self }) => ({ testId: context.testId, page: self }) },
      ],
      on: {
        // A run ended passed or failed (or otherwise): the flake rate counts its verdict.
        'run.ended': { actions: 'refreshFlakiness' },
        // Submitted feedback made the test pending again: the tree's status icon follows.
        'test.changed': { actions: [{ type: 'setTest', params: ({ event }) => ({ test: event.test }) }, 'refreshTree'] },
        // A public test's link opens for anyone; an unpublished one's public address would be a
        // dead link, so the members' address (/{testId}) is copied and the toast says why.
        'link.copy': [
          {
            guard: 'isPublic',
            actions: {
              type: 'copyToClipboard',
              params: ({ context }) => ({ text: `${context.origin}${publicPath(context.test!)}`, title: COPIED_TITLE, message: PUBLIC_LINK_COPIED }),
            },
          },
          {
            actions: {
              type: 'copyToClipboard',
              params: ({ context }) => ({ text: `${context.origin}/${context.testId}`, title: NOT_PUBLIC_TITLE, message: LINK_COPIED }),
            },
          },
        ],
        'id.copy': {
          actions: { type: 'copyToClipboard', params: ({ context }) => ({ text: context.testId, title: COPIED_TITLE, message: TEST_ID_COPIED }) },
        },
        'script.copy': {
          guard: { type: 'hasScript', params: ({ event }) => ({ language: event.language }) },
          actions: {
            type: 'copyToClipboard',
            params: ({ context, event }) => ({ text: finalScript(context.test, event.language)!, title: COPIED_TITLE, message: SCRIPT_COPIED }),
          },
        },
        'script.download': {
          guard: { type: 'hasScript', params: ({ event }) => ({ language: event.language }) },
          actions: {
            type: 'downloadScript',
            params: ({ context, event }) => ({
              fileName: scriptFileName(context.test!.name, event.language),
              text: finalScript(context.test, event.language)!,
            }),
          },
        },
      },
      states: {
        page: {
          initial: 'viewing',
          states: {
            viewing: {
              initial: 'gallery',
              on: {
                'edit.start': 'editing',
                'test.clone': {
                  actions: { type: 'openClone', params: ({ context }) => ({ suiteId: context.test!.test_suite_id, testId: context.testId }) },
                },
                'test.generate': { guard: { type: 'showsButton', params: { kind: 'generate' } }, target: 'generating' },
                'step.edit': [
                  { guard: 'isGenerating', actions: { type: 'notifyCannotEdit', params: { title: CANNOT_EDIT_RUNNING, text: '', type: 'info' } } },
                  {
                    guard: { type: 'hasStep', params: ({ event }) => ({ step: event.step }) },
                    actions: { type: 'openFeedback', params: ({ event }) => ({ step: event.step }) },
                  },
                ],
              },
              states: {
                gallery: {
                  initial: 'still',
                  on: {
                    'screenshot.open': {
                      guard: { type: 'hasScreenshot', params: ({ event }) => ({ index: event.index }) },
                      target: 'screenshotOpen',
                      actions: { type: 'openViewer', params: ({ event }) => ({ index: event.index }) },
                    },
                  },
                  states: {
                    // One screenshot (or none), or the test is being generated: nothing switches.
                    still: {
                      always: { guard: 'canPlaySlideshow', target: 'playing' },
                    },
                    playing: {
                      always: { guard: not('canPlaySlideshow'), target: 'still' },
                      after: { carouselInterval: { target: 'playing', reenter: true, actions: 'showNextSlide' } },
                    },
                  },
                },
                // The image viewer overlay: one screenshot, closed on click; the slideshow waits.
                screenshotOpen: {
                  // A changed test (a regeneration clears the steps) may no longer have the screenshot.
                  always: { guard: not('hasViewerScreenshot'), target: 'gallery', actions: 'closeViewer' },
                  on: { 'viewer.close': { target: 'gallery', actions: 'closeViewer' } },
                },
              },
            },
            // The button shows its spinner; a second Generate and Edit wait for the outcome. Clone
            // copies what is loaded, so it need not wait.
            generating: {
              tags: 'busy',
              on: {
                'test.clone': {
                  actions: { type: 'openClone', params: ({ context }) => ({ suiteId: context.test!.test_suite_id, testId: context.testId }) },
                },
              },
              invoke: {
                id: 'regenerateTestCase',
                src: 'regenerateTestCase',
                input: ({ context }) => ({ id: context.testId }),
                onDone: {
                  target: 'viewing',
                  actions: [
                    { type: 'setTest', params: ({ event }) => ({ test: event.output }) },
                    // Queued: the tree's status icon follows.
                    'refreshTree',
                  ],
                },
                onError: {
                  target: 'viewing',
                  actions: {
                    type: 'notifyGenerateFailed',
                    params: { title: 'Some error occurred', text: 'Unable to update the test', type: 'error' },
                  },
                },
              },
            },
            // The form shows; the button is hidden, Edit and Clone disabled until it ends.
            editing: {
              invoke: {
                id: 'editor',
                src: 'testCaseEditor',
                input: ({ context }) => ({ mode: 'edit' as const, suiteId: context.test!.test_suite_id, test: context.test! }),
                onDone: [
                  // Saved: the page shows the test as saved, and the tree its new name and state.
                  {
                    guard: { type: 'wasSaved', params: ({ event }) => ({ test: event.output }) },
                    target: 'viewing',
                    actions: [{ type: 'setTest', params: ({ event }) => ({ test: event.output! }) }, 'refreshTree'],
                  },
                  // Cancelled: nothing changed.
                  { target: 'viewing' },
                ],
              },
            },
          },
        },
        watch: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'isGenerating', target: 'watching' },
            },
            // Leaving this state (the test ended, or the page left `loaded`) stops the watch.
            watching: {
              always: { guard: not('isGenerating'), target: 'idle' },
              invoke: { id: 'liveWatch', src: 'liveWatch', input: ({ context }) => ({ testId: context.testId }) },
              on: {
                'watch.testFetched': [
                  {
                    guard: { type: 'isStateChange', params: ({ event }) => ({ test: event.test }) },
                    actions: [{ type: 'setTest', params: ({ event }) => ({ test: event.test }) }, 'refreshTree'],
                  },
                  { actions: { type: 'setTest', params: ({ event }) => ({ test: event.test }) } },
                ],
              },
            },
          },
        },
        // Each confirmed action: ask the dialog; No goes back to `idle`; Yes calls the API. Success
        // settles the dialog; a failure toasts, tells the dialog (it stays open with the error)
        // and asks again, so a second Yes retries. One question at a time: the others wait for
        // `idle`. The dialog ignores No while the request is under way, and so does the page.
        confirm: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'test.delete': { target: 'delete', actions: { type: 'askToConfirm', params: { options: DELETE_TEST_OPTIONS } } },
                'test.publish': {
                  target: 'publish',
                  actions: {
                    type: 'askToConfirm',
                    params: ({ context }) => ({ options: publishOptions(context.test!.public_slug, context.canChooseShortName) }),
                  },
                },
                'test.cancel': {
                  guard: 'canCancel',
                  target: 'cancel',
                  actions: { type: 'askToConfirm', params: { options: CANCEL_GENERATION_OPTIONS } },
                },
                'test.forceStop': {
                  guard: 'canForceStop',
                  target: 'forceStop',
                  actions: { type: 'askToConfirm', params: { options: FORCE_STOP_OPTIONS } },
                },
                'test.regenerate': {
                  guard: 'canRegenerate',
                  target: 'regenerate',
                  actions: { type: 'askToConfirm', params: { options: REGENERATE_OPTIONS } },
                },
              },
            },
            delete: {
              initial: 'asking',
              states: {
                asking: { on: { 'confirm.accepted': 'deleting', 'confirm.declined': CONFIRM_IDLE } },
                deleting: {
                  invoke: {
                    id: 'deleteTestCase',
                    src: 'deleteTestCase',
                    input: ({ context }) => ({ id: context.testId }),
                    onDone: {
                      target: '#testCasePage.deleted',
                      actions: [
                        'settleConfirmation',
                        'refreshTree',
                        { type: 'openSuite', params: ({ context }) => ({ suiteId: context.test!.test_suite_id }) },
                      ],
                    },
                    onError: { target: 'asking', actions: failedWith(DELETE_FAILED) },
                  },
                },
              },
            },
            publish: {
              initial: 'asking',
              states: {
                asking: { on: { 'confirm.accepted': 'publishing', 'confirm.declined': CONFIRM_IDLE } },
                publishing: {
                  invoke: {
                    id: 'publishTestCase',
                    src: 'publishTestCase',
                    // The dialog's value is the short name; none publishes under the id alone.
                    input: ({ context, event }) => ({
                      id: context.testId,
                      slug: (event.type === 'confirm.accepted' && event.value.trim()) || undefined,
                    }),
                    onDone: {
                      target: CONFIRM_IDLE,
                      actions: [
                        'settleConfirmation',
                        { type: 'setTest', params: ({ event }) => ({ test: event.output }) },
                        { type: 'notifyPublished', params: PUBLISHED_TOAST },
                        'refreshTree',
                      ],
                    },
                    onError: { target: 'asking', actions: failedWith(PUBLISH_FAILED) },
                  },
                },
              },
            },
            cancel: askThenUpdate('cancelling', 'cancelTestCaseGeneration', CANCEL_FAILED),
            forceStop: askThenUpdate('stopping', 'forceStopTestCase', FORCE_STOP_FAILED),
            // The same request as Generate's (page.generating); the pending test starts the watch.
            regenerate: askThenUpdate('regenerating', 'regenerateTestCase', REGENERATE_FAILED),
          },
        },
      },
    },
    // The app shows the test's project (`openSuite`); nothing is left to act on.
    deleted: { type: 'final' },
  },
});
