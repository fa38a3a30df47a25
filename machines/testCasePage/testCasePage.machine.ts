/**
 * The selected test on the Tests page (spec sections 2, 4 and 8): its breadcrumb, the
 * test-case button, the action menu (Copy Link, Edit, Clone, Delete, Publish; Force stop while the
 * test is generated), the read-only details,
 * and an `editing` state in which the page shows the test-case form instead.
 *
 * Confirmations go through the global confirm dialog: the page emits `confirm.requested` with
 * a plain-JSON intent; the app carries the intent out and sends back `test.changed` or
 * `test.deleted`. The form is the app's too: it starts one on `edit.started` and answers with
 * `edit.finished` or `edit.cancelled`. Clone is the app's as well: `clone.requested` asks it to open
 * the new-test form prefilled with a copy of this test.
 *
 * The test's runs (the Run button, Cancel, 'Override run parameters' and the recent runs) are
 * the child `testRuns` (machines/testRuns), invoked for as long as the test is loaded, so they
 * are polled only while the page shows the test.
 */
import { assign, emit, fromPromise, not, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import type { ConfirmOptions } from '../confirmDialog/confirmDialog.machine';
import { liveWatchMachine } from '../liveWatch/liveWatch.machine';
import { testRunsMachine } from '../testRuns/testRuns.machine';
import {
  CAROUSEL_INTERVAL_MS,
  finalScript,
  isGenerating,
  orderedSteps,
  screenshotKeys,
  scriptFileName,
  type GenerationStep,
  type ScriptLanguage,
} from './generation';
import { testCaseButton, type TestCaseButtonKind } from './testCaseButton';

export type TestCase = components['schemas']['TestCase'];

export interface TestCasePageInput {
  testId: string;
  /** Business-development users (and admins) may choose the short name when publishing. */
  canChooseShortName?: boolean;
  /** The product's own origin (e.g. `https://cj.example`), prefixed to the copied public link. */
  origin?: string;
}

export interface TestCasePageContext {
  testId: string;
  canChooseShortName: boolean;
  origin: string;
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
  | { type: 'edit.finished'; test: TestCase }
  | { type: 'edit.cancelled' }
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
  /** The app changed the test (a confirmed intent, submitted step feedback). */
  | { type: 'test.changed'; test: TestCase }
  /** The app published the test (the confirmed 'Yes, Publish'); the page confirms it with a toast. */
  | { type: 'test.published'; test: TestCase }
  | { type: 'test.deleted' }
  /** The live watch (the child `liveWatch`) fetched the test after a message. */
  | { type: 'watch.testFetched'; test: TestCase }
  /** The edit affordance of a generation step, by its `step` number. */
  | { type: 'step.edit'; step: number }
  /** A step screenshot, by its index in `screenshotKeys(test)`. */
  | { type: 'screenshot.open'; index: number }
  | { type: 'viewer.close' }
  | { type: 'script.copy'; language: ScriptLanguage }
  | { type: 'script.download'; language: ScriptLanguage };

export type TestCasePageEmitted =
  | { type: 'confirm.requested'; options: ConfirmOptions }
  /** The app shows the form for this test and answers with `edit.finished` or `edit.cancelled`. */
  | { type: 'edit.started'; test: TestCase }
  /** Generation was queued: the app updates the suite's items and watches the test. */
  | { type: 'generation.queued'; test: TestCase }
  /** The app opens the new-test form prefilled with a copy of this test (`?new&clone=<testId>`). */
  | { type: 'clone.requested'; testId: string; suiteId: string }
  /** The app opens the feedback form for this step and answers with `test.changed` once it was submitted. */
  | { type: 'feedback.requested'; test: TestCase; step: GenerationStep }
  /** The watched test's state changed: the app refreshes the tree's status icons. */
  | { type: 'test.stateChanged'; testId: string; state: TestCase['state'] };

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
export const PUBLISHED_TOAST: ToastParams = { title: 'Test published', text: 'Anyone with its public link can open it now.', type: 'success' };
export const TEST_ID_COPIED = 'Test ID is copied to clipboard.';
export const SHORT_NAME_PLACEHOLDER = 'checkout-flow-test';
export const SHORT_NAME_MESSAGE = 'Only lowercase letters, numbers, and dashes are allowed.';
export const SCRIPT_COPIED = 'Copied to clipboard.';
export const CANNOT_EDIT_RUNNING = 'You cannot edit the action when the test is running.';

/** The public address of a test: the shorter /go/ address once it has a short name. */
export function publicPath(test: Pick<TestCase, '_id' | 'public_slug'>): string {
  return test.public_slug ? `/go/${test.public_slug}` : `/public/test/${test._id}`;
}

const intentOf = (type: string, test: TestCase) => ({ type, id: test._id, suiteId: test.test_suite_id });

export function deleteTestOptions(test: TestCase): ConfirmOptions {
  return {
    title: 'Delete test',
    message: 'This action cannot be undone and this test will be removed permanently.',
    confirmLabel: 'Yes, Delete',
    cancelLabel: 'Cancel',
    icon: 'danger',
    intent: intentOf('testCase.delete', test),
  };
}

export function cancelGenerationOptions(test: TestCase): ConfirmOptions {
  return {
    title: 'Cancel test generation',
    message: 'This action will cancel the test generation.',
    icon: 'warning',
    intent: intentOf('testCase.cancel', test),
  };
}

/** The spec names no text for it; the server ends the test `aborted` whatever its executor does. */
export function forceStopOptions(test: TestCase): ConfirmOptions {
  return {
    title: 'Force stop test generation',
    message: 'This action will stop the test generation at once, even if its executor does not answer. The test ends aborted.',
    icon: 'danger',
    intent: intentOf('testCase.forceStop', test),
  };
}

export function regenerateOptions(test: TestCase): ConfirmOptions {
  return {
    title: 'Regenerate test',
    message: 'This action will regenerate the test.',
    icon: 'warning',
    intent: intentOf('testCase.regenerate', test),
  };
}

/** The dialog's value is the short name ('' for none); only biz-dev users get the input. */
export function publishOptions(test: TestCase, canChooseShortName: boolean): ConfirmOptions {
  return {
    title: 'Publish test',
    message: 'This action will make this test public and accessible to everyone.',
    confirmLabel: 'Yes, Publish',
    cancelLabel: 'Cancel',
    icon: 'publish',
    ...(canChooseShortName && {
      input: {
        label: 'Short name',
        placeholder: SHORT_NAME_PLACEHOLDER,
        pattern: '[a-z0-9-]+',
        patternMessage: SHORT_NAME_MESSAGE,
        initialValue: test.public_slug ?? '',
      },
    }),
    intent: intentOf('testCase.publish', test),
  };
}

export const testCasePageMachine = setup({
  types: {
    input: {} as TestCasePageInput,
    context: {} as TestCasePageContext,
    events: {} as TestCasePageEvent,
    emitted: {} as TestCasePageEmitted,
    tags: {} as 'busy',
    children: {} as { getTestCase: 'getTestCase'; regenerateTestCase: 'regenerateTestCase'; liveWatch: 'liveWatch'; testRuns: 'testRuns' },
  },
  actors: {
    /** GET /api/test-case/{id} (operation getTestCase). */
    getTestCase: fromPromise<TestCase, { id: string }>(async () => {
      throw new Error('getTestCase not provided');
    }),
    /** PUT /api/test-case/{id}/regenerate (operation regenerateTestCase): 'Generate' queues a new test. */
    regenerateTestCase: fromPromise<TestCase, { id: string }>(async () => {
      throw new Error('regenerateTestCase not provided');
    }),
    /** The live watch over /api/ws/{testId}; the app provides its socket and fetch. */
    liveWatch: liveWatchMachine,
    /** The test's runs; the app provides their requests and toasts. */
    testRuns: testRunsMachine,
  },
  actions: {
    // A new test restarts the slideshow; the viewer keeps its screenshot (steps are only appended).
    setTest: assign((_, params: { test: TestCase }) => ({ test: params.test, error: null, slide: 0 })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    requestConfirm: emit((_, params: { options: ConfirmOptions }) => ({ type: 'confirm.requested' as const, options: params.options })),
    emitEditStarted: emit(({ context }) => ({ type: 'edit.started' as const, test: context.test! })),
    emitGenerationQueued: emit((_, params: { test: TestCase }) => ({ type: 'generation.queued' as const, test: params.test })),
    emitCloneRequested: emit(({ context }) => ({ type: 'clone.requested' as const, testId: context.testId, suiteId: context.test!.test_suite_id })),
    emitFeedbackRequested: emit(({ context }, params: { step: number }) => ({
      type: 'feedback.requested' as const,
      test: context.test!,
      step: orderedSteps(context.test).find((step) => step.step === params.step)!,
    })),
    emitStateChanged: emit((_, params: { test: TestCase }) => ({ type: 'test.stateChanged' as const, testId: params.test._id, state: params.test.state })),
    showNextSlide: assign(({ context }) => ({ slide: (context.slide + 1) % Math.max(1, screenshotKeys(context.test).length) })),
    openViewer: assign((_, params: { index: number }) => ({ viewerIndex: params.index })),
    closeViewer: assign({ viewerIndex: null }),
    copyToClipboard: (_, _params: CopyParams) => {
      throw new Error('copyToClipboard not provided');
    },
    /** Saves the text as a file named `fileName` (the browser's download). */
    downloadScript: (_, _params: DownloadParams) => {
      throw new Error('downloadScript not provided');
    },
    notifyPublished: (_, _params: ToastParams) => {
      throw new Error('notifyPublished not provided');
    },
    notifyCannotEdit: (_, _params: ToastParams) => {
      throw new Error('notifyCannotEdit not provided');
    },
    notifyFetchFailed: (_, _params: ToastParams) => {
      throw new Error('notifyFetchFailed not provided');
    },
    notifyGenerateFailed: (_, _params: ToastParams) => {
      throw new Error('notifyGenerateFailed not provided');
    },
  },
  guards: {
    showsButton: ({ context }, params: { kind: TestCaseButtonKind }) => testCaseButton(context.test) === params.kind,
    // Spec section 4: an idle Run button offers Regenerate too (the runs decide when it is idle).
    canRegenerate: ({ context }) => {
      const kind = testCaseButton(context.test);
      return kind === 'regenerate' || kind === 'run';
    },
    isGenerating: ({ context }) => isGenerating(context.test),
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
      invoke: { id: 'testRuns', src: 'testRuns', input: ({ context }) => ({ testId: context.testId, suiteId: context.test!.test_suite_id }) },
      on: {
        'test.changed': { actions: { type: 'setTest', params: ({ event }) => ({ test: event.test }) } },
        'test.published': {
          actions: [{ type: 'setTest', params: ({ event }) => ({ test: event.test }) }, { type: 'notifyPublished', params: PUBLISHED_TOAST }],
        },
        'test.deleted': 'deleted',
        'test.delete': { actions: { type: 'requestConfirm', params: ({ context }) => ({ options: deleteTestOptions(context.test!) }) } },
        'test.publish': {
          actions: { type: 'requestConfirm', params: ({ context }) => ({ options: publishOptions(context.test!, context.canChooseShortName) }) },
        },
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
        'id.copy': { actions: { type: 'copyToClipboard', params: ({ context }) => ({ text: context.testId, title: COPIED_TITLE, message: TEST_ID_COPIED }) } },
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
                'edit.start': { target: 'editing', actions: 'emitEditStarted' },
                'test.clone': { actions: 'emitCloneRequested' },
                'test.generate': { guard: { type: 'showsButton', params: { kind: 'generate' } }, target: 'generating' },
                'test.cancel': {
                  guard: { type: 'showsButton', params: { kind: 'cancel' } },
                  actions: { type: 'requestConfirm', params: ({ context }) => ({ options: cancelGenerationOptions(context.test!) }) },
                },
                'test.forceStop': {
                  guard: 'isGenerating',
                  actions: { type: 'requestConfirm', params: ({ context }) => ({ options: forceStopOptions(context.test!) }) },
                },
                'test.regenerate': {
                  guard: 'canRegenerate',
                  actions: { type: 'requestConfirm', params: ({ context }) => ({ options: regenerateOptions(context.test!) }) },
                },
                'step.edit': [
                  { guard: 'isGenerating', actions: { type: 'notifyCannotEdit', params: { title: CANNOT_EDIT_RUNNING, text: '', type: 'info' } } },
                  {
                    guard: { type: 'hasStep', params: ({ event }) => ({ step: event.step }) },
                    actions: { type: 'emitFeedbackRequested', params: ({ event }) => ({ step: event.step }) },
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
              on: { 'test.clone': { actions: 'emitCloneRequested' } },
              invoke: {
                id: 'regenerateTestCase',
                src: 'regenerateTestCase',
                input: ({ context }) => ({ id: context.testId }),
                onDone: {
                  target: 'viewing',
                  actions: [
                    { type: 'setTest', params: ({ event }) => ({ test: event.output }) },
                    { type: 'emitGenerationQueued', params: ({ event }) => ({ test: event.output }) },
                  ],
                },
                onError: {
                  target: 'viewing',
                  actions: { type: 'notifyGenerateFailed', params: { title: 'Some error occurred', text: 'Unable to update the test', type: 'error' } },
                },
              },
            },
            // The app shows the form; the button is hidden, Edit and Clone disabled until it answers.
            editing: {
              on: {
                'edit.finished': { target: 'viewing', actions: { type: 'setTest', params: ({ event }) => ({ test: event.test }) } },
                'edit.cancelled': 'viewing',
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
                    actions: [
                      { type: 'setTest', params: ({ event }) => ({ test: event.test }) },
                      { type: 'emitStateChanged', params: ({ event }) => ({ test: event.test }) },
                    ],
                  },
                  { actions: { type: 'setTest', params: ({ event }) => ({ test: event.test }) } },
                ],
              },
            },
          },
        },
      },
    },
    // The app leaves for the Tests page; nothing is left to act on.
    deleted: { type: 'final' },
  },
});
