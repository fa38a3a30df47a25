/**
 * The public test page (/public/test/{id}, /test/{id}, /go/{id}; spec sections 2 and 6): anyone,
 * signed in or not, reads a published test by its custom slug or its _id. A 404 means the test
 * is not public or does not exist; any other failure offers Retry. Once loaded, the step
 * screenshots play as a slideshow (spec section 9: the carousel switches every 750 ms) and any
 * screenshot opens in the image viewer overlay, which closes on click.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import { errorMessage } from '../_shared/authErrors';
// The page plays a test's steps as the member's test page does: in step order, every 750 ms.
import { CAROUSEL_INTERVAL_MS, screenshotKeys } from '../testCasePage/generation';
import { providedActor, providedAction } from '../_shared/provided';

export type PublicTestCase = components['schemas']['PublicTestCase'];

export interface PublicTestInput {
  /** The address's id: a custom slug or the test's _id. */
  id: string;
}

export interface PublicTestContext {
  id: string;
  test: PublicTestCase | null;
  /** The slideshow's screenshot, an index into `screenshotKeys(test)`. */
  slide: number;
  /** The screenshot the viewer shows while open, an index into `screenshotKeys(test)`. */
  viewerIndex: number | null;
  /** Why the last load failed (other than 404); shown under the generic error. */
  error: string | null;
}

export type PublicTestEvent =
  | { type: 'load.retry' }
  | { type: 'screenshot.open'; index: number }
  | { type: 'viewer.close' }
  | { type: 'script.copy' };

export { CAROUSEL_INTERVAL_MS };

function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

export const publicTestMachine = setup({
  types: {
    input: {} as PublicTestInput,
    context: {} as PublicTestContext,
    events: {} as PublicTestEvent,
    tags: {} as 'busy',
    children: {} as { getPublicTestCase: 'getPublicTestCase' },
  },
  actors: {
    /** GET /api/public/test-case/{id} (operation getPublicTestCase), without a token. */
    getPublicTestCase: providedActor<PublicTestCase, { id: string }>('getPublicTestCase'),
  },
  actions: {
    setTest: assign((_, params: { test: PublicTestCase }) => ({ test: params.test, slide: 0, viewerIndex: null, error: null })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    clearError: assign({ error: null }),
    showNextSlide: assign(({ context }) => ({ slide: (context.slide + 1) % Math.max(1, screenshotKeys(context.test).length) })),
    openViewer: assign((_, params: { index: number }) => ({ viewerIndex: params.index })),
    closeViewer: assign({ viewerIndex: null }),
    /** Copies the final script and confirms with the 'Copied to clipboard' toast. */
    copyScript: providedAction<{ script: string }>('copyScript'),
  },
  guards: {
    isNotFound: ({ event }) => isNotFoundError((event as { error?: unknown }).error),
    hasScreenshot: ({ context, event }) =>
      event.type === 'screenshot.open' && Number.isInteger(event.index) && event.index >= 0 && event.index < screenshotKeys(context.test).length,
    hasSeveralScreenshots: ({ context }) => screenshotKeys(context.test).length > 1,
    hasScript: ({ context }) => Boolean(context.test?.final_script),
  },
  delays: {
    carouselInterval: CAROUSEL_INTERVAL_MS,
  },
}).createMachine({
  id: 'publicTest',
  context: ({ input }) => ({ id: input.id, test: null, slide: 0, viewerIndex: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getPublicTestCase',
        src: 'getPublicTestCase',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'loaded', actions: { type: 'setTest', params: ({ event }) => ({ test: event.output }) } },
        onError: [
          { guard: 'isNotFound', target: 'notFound' },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ message: errorMessage(event.error) }) } },
        ],
      },
    },
    loaded: {
      initial: 'viewer',
      on: {
        'script.copy': {
          guard: 'hasScript',
          actions: { type: 'copyScript', params: ({ context }) => ({ script: context.test!.final_script! }) },
        },
      },
      states: {
        viewer: {
          initial: 'closed',
          states: {
            // The slideshow plays only while the viewer is closed: the viewer shows one screenshot.
            closed: {
              after: { carouselInterval: { guard: 'hasSeveralScreenshots', target: 'closed', reenter: true, actions: 'showNextSlide' } },
              on: {
                'screenshot.open': {
                  guard: 'hasScreenshot',
                  target: 'open',
                  actions: { type: 'openViewer', params: ({ event }) => ({ index: event.index }) },
                },
              },
            },
            open: {
              on: { 'viewer.close': { target: 'closed', actions: 'closeViewer' } },
            },
          },
        },
      },
    },
    // The test is not public (or never existed): nothing to retry.
    notFound: {},
    failed: {
      on: { 'load.retry': { target: 'loading', actions: 'clearError' } },
    },
  },
});
