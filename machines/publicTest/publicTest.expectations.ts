/**
 * What a visitor observes in each state of the public test page, and what each transition must
 * do: the hand-written tables its path replays check (machines/_testing/expectations.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation } from '../_testing/expectations';
import type { PublicTestContext, publicTestMachine } from './publicTest.machine';
import { generatedPublicTest } from './publicTest.samples';
import {
  selectCanCopyScript,
  selectError,
  selectHasFailed,
  selectIsLoaded,
  selectIsLoading,
  selectIsNotFound,
  selectScript,
  selectSlide,
  selectSteps,
  selectTitle,
  selectViewerScreenshot,
} from './publicTest.selectors';

type Machine = typeof publicTestMachine;
type Tables = ExpectationTables<Machine>;

function pageView(snapshot: SnapshotFrom<Machine>) {
  return {
    loading: selectIsLoading(snapshot),
    notFound: selectIsNotFound(snapshot),
    failed: selectHasFailed(snapshot),
    loaded: selectIsLoaded(snapshot),
    error: selectError(snapshot),
  };
}
/** The generated sample's steps in step order: 0 and 1 have screenshots, 2 has none. */
const stepsView = (snapshot: SnapshotFrom<Machine>) => selectSteps(snapshot).map((step) => [step.step, step.screenshotIndex]);

const none = { loading: false, notFound: false, failed: false, loaded: false, error: null };
const SHOTS = ['shots/checkout-0.png', 'shots/checkout-1.png'];

/** The loaded page of either sample: the generated one has a slideshow, a viewer and a script. */
function page(viewerOpen: boolean) {
  return ({ test, slide }: PublicTestContext): Observation<Machine> => {
    const generated = test?._id === generatedPublicTest._id;
    return {
      can: [
        ...(viewerOpen ? (['viewer.close'] as const) : generated ? (['screenshot.open'] as const) : []),
        ...(generated ? (['script.copy'] as const) : []),
      ],
      selectors: [
        [pageView, { ...none, loaded: true }],
        [selectTitle, generated ? 'Checkout as a guest' : 'newsletter'],
        [selectScript, generated ? generatedPublicTest.final_script : null],
        [selectCanCopyScript, generated],
        [
          stepsView,
          generated
            ? [
                [0, 0],
                [1, 1],
                [2, null],
              ]
            : [],
        ],
        [selectSlide, generated ? { index: slide % 2, key: SHOTS[slide % 2], count: 2 } : null],
        // The sample opens the second screenshot.
        [selectViewerScreenshot, viewerOpen ? { index: 1, key: SHOTS[1] } : null],
      ],
    };
  };
}

export const publicTestObservations: Tables['observations'] = {
  loading: {
    tags: ['busy'],
    selectors: [
      [pageView, { ...none, loading: true }],
      [selectTitle, ''],
    ],
  },
  notFound: { selectors: [[pageView, { ...none, notFound: true }]] },
  failed: { can: ['load.retry'], selectors: [[pageView, { ...none, failed: true, error: 'Service Unavailable' }]] },
  'loaded.viewer.closed': page(false),
  'loaded.viewer.open': page(true),
};

const load: Effect = { invoke: 'getPublicTestCase', input: { id: 'checkout-flow-test' } };

export const publicTestTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [load] },
  'loading + xstate.done.actor.getPublicTestCase': { target: 'loaded.viewer.closed' },
  // A 404 means not public (or gone): nothing to retry.
  'loading + xstate.error.actor.getPublicTestCase': (_, event) => ({
    target: (event.error as { status: number }).status === 404 ? 'notFound' : 'failed',
  }),
  'failed + load.retry': { target: 'loading', effects: [load] },
  // Index 5 names no screenshot: nothing opens.
  'loaded.viewer.closed + screenshot.open': (_, event) => (event.index === 1 ? { target: 'loaded.viewer.open' } : {}),
  'loaded.viewer.open + viewer.close': { target: 'loaded.viewer.closed' },
  'loaded + script.copy': ({ test }) =>
    test?.final_script ? { effects: [{ action: 'copyScript', params: { script: generatedPublicTest.final_script } }] } : {},
};
