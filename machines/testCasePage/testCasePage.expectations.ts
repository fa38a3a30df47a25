/**
 * What the user observes in each state of the selected test on the Tests page, and what each
 * transition must do: the hand-written tables its path replays check
 * (machines/_testing/expectations.ts). Dialog texts and toasts are the spec's (sections 2, 4, 5
 * and 8), written out rather than imported, so a changed text fails here.
 *
 * The loaded page is three parallel regions (the page, the live watch, the confirmation), and a
 * parallel state value has no ancestor key, so entries are built per reached combination by the
 * helpers `at`, `observeAt` and `from`; their targets are worked out from the test the step
 * leaves the page with, by the spec's rules for the button, the watch and the slideshow.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import type { TestCase, TestCasePageContext, testCasePageMachine } from './testCasePage.machine';
import { sampleTests, testId } from './testCasePage.samples';
import {
  selectBreadcrumb,
  selectButton,
  selectFetchError,
  selectIsDeleted,
  selectIsEditing,
  selectIsFailed,
  selectIsLoading,
  selectIsWatching,
  selectMenu,
  selectShowcase,
  selectTest,
  selectViewerScreenshot,
} from './testCasePage.selectors';

type Machine = typeof testCasePageMachine;
type Tables = ExpectationTables<Machine>;
type Transitions = NonNullable<Tables['transitions']>;
type Can = NonNullable<Observation<Machine>['can']>;
type Entry = Transitions[string];

const suiteId = sampleTests.notGenerated.test_suite_id;

// ---------------------------------------------------------------- the spec's rules (section 4)

/** Running: pending, running, retrying, waiting_for_executor, action_running. */
const RUNNING = ['pending', 'running', 'retrying', 'waiting_for_executor', 'action_running'];
const ERROR_GROUP = ['error', 'resources_exceeded', 'cancelled', 'aborted', 'executor_not_available'];
const RUNNABLE = ['completed', 'failed'];

const isRunning = (test: TestCase | null) => test !== null && RUNNING.includes(test.state);

/**
 * Not generated: 'Generate'. Generating: 'Cancel'. Error: 'Regenerate'. A script in a runnable
 * state: Run. Nothing while the test is edited.
 */
function expectedButton(test: TestCase, editing: boolean): 'generate' | 'cancel' | 'regenerate' | 'run' | null {
  if (editing) return null;
  if (test.state === 'created') return 'generate';
  if (isRunning(test)) return 'cancel';
  if (ERROR_GROUP.includes(test.state)) return 'regenerate';
  // NOTE: the spec names no button for a runnable test without a script; the machine offers
  // Regenerate (a failed generation often leaves none), which the spec allows beside Run anyway.
  if (RUNNABLE.includes(test.state)) return test.final_script || test.final_script_py ? 'run' : 'regenerate';
  return null;
}

const LABELS = { generate: 'Generate', cancel: 'Cancel', regenerate: 'Regenerate', run: 'Run' } as const;

/** The screenshots of the steps that have one, in step order. */
const screenshots = (test: TestCase | null) =>
  [...(test?.test_generation_steps ?? [])].sort((a, b) => a.step - b.step).flatMap((step) => (step.screenshot_key ? [step.screenshot_key] : []));

// ---------------------------------------------------------------- state values

type Page = 'viewing.gallery.still' | 'viewing.gallery.playing' | 'viewing.screenshotOpen' | 'editing' | 'generating';
type Watch = 'idle' | 'watching';
type Confirm =
  | 'idle'
  | `${'delete' | 'publish' | 'cancel' | 'forceStop' | 'regenerate'}.asking`
  | 'delete.deleting'
  | 'publish.publishing'
  | 'cancel.cancelling'
  | 'forceStop.stopping'
  | 'regenerate.regenerating';

interface Loaded {
  page: Page;
  watch: Watch;
  confirm: Confirm;
}

const at = ({ page, watch, confirm }: Loaded) => `loaded.page.${page}+watch.${watch}+confirm.${confirm}`;
const loaded = (page: Page, watch: Watch = 'idle', confirm: Confirm = 'idle'): Loaded => ({ page, watch, confirm });

/** The slideshow plays only for a test that is not being generated and has more than one screenshot. */
const galleryFor = (test: TestCase | null): Page =>
  !isRunning(test) && screenshots(test).length > 1 ? 'viewing.gallery.playing' : 'viewing.gallery.still';

/**
 * Where the page is once its test became `test`: a viewed test's gallery follows it (the viewer
 * closes when its screenshot is gone), the form and Generate stay; the watch runs while it runs.
 */
function landing(source: Loaded, test: TestCase, viewerIndex: number | null = null): string {
  const keepsViewer = source.page === 'viewing.screenshotOpen' && viewerIndex !== null && viewerIndex < screenshots(test).length;
  const page = source.page.startsWith('viewing.') && !keepsViewer ? galleryFor(test) : source.page;
  return at({ page, watch: isRunning(test) ? 'watching' : 'idle', confirm: 'idle' });
}

// ---------------------------------------------------------------- observations

/** The pages as the user sees them. */
function screenView(snapshot: SnapshotFrom<Machine>) {
  return {
    loading: selectIsLoading(snapshot),
    failed: selectIsFailed(snapshot),
    deleted: selectIsDeleted(snapshot),
    editing: selectIsEditing(snapshot),
    watching: selectIsWatching(snapshot),
    hasTest: selectTest(snapshot) !== null,
  };
}

const noScreen = { loading: false, failed: false, deleted: false, editing: false, watching: false, hasTest: false };
const noMenu = { canCopyLink: false, canEdit: false, canClone: false, canDelete: false, canPublish: false, canForceStop: false };

/** The page before or without a test: nothing of the test shows and the menu offers nothing. */
const withoutTest = (screen: Partial<typeof noScreen>, error: string | null | undefined, can: Can = []): Observation<Machine> => ({
  tags: screen.loading ? ['busy'] : [],
  can,
  selectors: [
    [screenView, { ...noScreen, ...screen }],
    [selectMenu, noMenu],
    [selectButton, null],
    [selectBreadcrumb, null],
    [selectShowcase, null],
    ...(error === undefined ? [] : ([[selectFetchError, error]] as const)),
  ],
});

function observeAt(state: Loaded) {
  const { page, watch, confirm } = state;
  return ({ test, slide }: TestCasePageContext): Observation<Machine> => {
    const shown = test!;
    const viewing = page.startsWith('viewing.');
    const idle = confirm === 'idle';
    const asking = confirm.endsWith('.asking');
    const running = isRunning(shown);
    const keys = screenshots(shown);
    const button = expectedButton(shown, page === 'editing');
    // While the dialog asks, only its answers; while the confirmed request runs, nothing (No is ignored).
    const can: Can = asking
      ? ['confirm.accepted', 'confirm.declined']
      : !idle
        ? []
        : [
            'link.copy',
            'id.copy',
            'test.changed',
            'run.ended',
            'test.delete',
            'test.publish',
            ...(shown.final_script ? (['script.copy'] as const) : []),
            ...(shown.final_script_py ? (['script.download'] as const) : []),
            ...(watch === 'watching' ? (['watch.testFetched'] as const) : []),
            ...(page !== 'editing' ? (['test.clone'] as const) : []),
            ...(viewing ? (['edit.start'] as const) : []),
            ...(viewing && button === 'generate' ? (['test.generate'] as const) : []),
            ...(viewing && button === 'cancel' ? (['test.cancel'] as const) : []),
            ...(viewing && running ? (['test.forceStop'] as const) : []),
            ...(viewing && (button === 'regenerate' || button === 'run') ? (['test.regenerate'] as const) : []),
            // A running test's step says it cannot be edited; otherwise only a step the test has opens its form.
            ...(viewing && (running || shown.test_generation_steps.some((step) => step.step === 0)) ? (['step.edit'] as const) : []),
            ...(page.startsWith('viewing.gallery') && keys.length > 1 ? (['screenshot.open'] as const) : []),
            ...(page === 'viewing.screenshotOpen' ? (['viewer.close'] as const) : []),
          ];
    return {
      tags: page === 'generating' ? ['busy'] : [],
      can,
      selectors: [
        [screenView, { ...noScreen, editing: page === 'editing', watching: watch === 'watching', hasTest: true }],
        // The watch runs exactly while the test is in a running state.
        [testIsRunning, watch === 'watching'],
        [selectButton, button && { kind: button, label: LABELS[button], loading: page === 'generating' }],
        [
          selectMenu,
          {
            // Copy Link is always there; Edit only on the viewed test (not while Generate is under way
            // or the form is open), Clone also while Generate is under way. Neither waits for the dialog,
            // which covers the page anyway.
            canCopyLink: true,
            canEdit: viewing,
            canClone: page !== 'editing',
            canDelete: idle,
            canPublish: idle,
            canForceStop: viewing && idle && running,
          },
        ],
        [selectBreadcrumb, { segments: ['shop', 'checkout'], title: 'A shopper pays by card', state: shown.state, id: testId }],
        // The newest screenshot while generating, else the slideshow's; none while the viewer is open.
        [
          selectShowcase,
          page.startsWith('viewing.gallery') && keys.length
            ? {
                key: keys[running ? keys.length - 1 : slide % keys.length],
                index: running ? keys.length - 1 : slide % keys.length,
                count: keys.length,
                isLive: running,
              }
            : null,
        ],
        // The only screenshot the user opens is the second one.
        [selectViewerScreenshot, page === 'viewing.screenshotOpen' ? { key: keys[1], index: 1 } : null],
        [selectFetchError, null],
      ],
    };
  };
}

const testIsRunning = (snapshot: SnapshotFrom<Machine>) => isRunning(snapshot.context.test);

/** Every combination the page, the watch and the dialog meet (a question is asked of one page only). */
const reached: Loaded[] = [
  loaded('viewing.gallery.still'),
  loaded('viewing.gallery.still', 'watching'),
  loaded('viewing.gallery.playing'),
  loaded('viewing.screenshotOpen'),
  loaded('viewing.screenshotOpen', 'watching'),
  loaded('editing'),
  loaded('editing', 'watching'),
  loaded('generating'),
  loaded('viewing.gallery.still', 'watching', 'cancel.asking'),
  loaded('viewing.gallery.still', 'watching', 'cancel.cancelling'),
  loaded('viewing.gallery.still', 'watching', 'forceStop.asking'),
  loaded('viewing.gallery.still', 'watching', 'forceStop.stopping'),
  loaded('viewing.gallery.playing', 'idle', 'delete.asking'),
  loaded('viewing.gallery.playing', 'idle', 'delete.deleting'),
  loaded('viewing.gallery.playing', 'idle', 'publish.asking'),
  loaded('viewing.gallery.playing', 'idle', 'publish.publishing'),
  loaded('viewing.gallery.playing', 'idle', 'regenerate.asking'),
  loaded('viewing.gallery.playing', 'idle', 'regenerate.regenerating'),
];

export const testCasePageObservations: Tables['observations'] = {
  // A retry keeps the last reason until the answer comes; the page shows the loading state meanwhile.
  loading: withoutTest({ loading: true }, undefined),
  // Only the retry; the reason stays for the error block.
  failed: withoutTest({ failed: true }, 'Test case not found', ['test.retry']),
  // The app shows the project instead: nothing is left to act on.
  deleted: withoutTest({ deleted: true }, null),
  ...Object.fromEntries(reached.map((state) => [at(state), observeAt(state)])),
};

// ---------------------------------------------------------------- transitions

/** The same entry for the same event from several reached combinations. */
function from(sources: Loaded[], event: string, entry: (source: Loaded) => Entry): Transitions {
  return Object.fromEntries(sources.map((source) => [`${at(source)} + ${event}`, entry(source)]));
}

const V_STILL = loaded('viewing.gallery.still');
const V_STILL_W = loaded('viewing.gallery.still', 'watching');
const V_PLAYING = loaded('viewing.gallery.playing');
const V_OPEN = loaded('viewing.screenshotOpen');
const V_OPEN_W = loaded('viewing.screenshotOpen', 'watching');
const EDITING = loaded('editing');
const EDITING_W = loaded('editing', 'watching');
const GENERATING = loaded('generating');
const viewed = [V_STILL, V_STILL_W, V_PLAYING, V_OPEN, V_OPEN_W];
const everyLoaded = [...viewed, EDITING, EDITING_W, GENERATING];

const fetchTest: Effect = { invoke: 'getTestCase', input: { id: testId } };
const refreshTree: Effect = { action: 'refreshTree', params: undefined };
const watchTest: Effect = { invoke: 'liveWatch', input: { testId } };
const toDialog = (event: object): Effect => ({ send: 'confirmDialog', event });
const settle = toDialog({ type: 'confirm.settled' });
const failedToast = (text: string): Effect => ({ action: 'notifyActionFailed', params: { title: 'Some error occurred', text, type: 'error' } });
const copied = (text: string, title: string, message: string): Effect => ({ action: 'copyToClipboard', params: { text, title, message } });

const ask =
  (confirm: Confirm, options: object) =>
  (source: Loaded): StepExpectation => ({
    target: at({ ...source, confirm }),
    effects: [toDialog({ type: 'confirm.request', options, replyTo: 'actor:testCasePage' })],
  });

/** A question's answers and the confirmed request's outcome, for the one page it is asked of. */
function confirmation(
  source: Loaded,
  question: 'delete' | 'publish' | 'cancel' | 'forceStop' | 'regenerate',
  working: Confirm,
  request: string,
  failure: string,
  done: (context: TestCasePageContext, event: AnyEventObject) => StepExpectation,
): Transitions {
  const asking = { ...source, confirm: `${question}.asking` as Confirm };
  const requesting = { ...source, confirm: working };
  return {
    [`${at(asking)} + confirm.accepted`]: (_, event) => ({
      target: at(requesting),
      // The dialog's value is the short name; a blank one publishes under the id alone.
      effects: [{ invoke: request, input: request === 'publishTestCase' ? { id: testId, slug: event.value.trim() || undefined } : { id: testId } }],
    }),
    [`${at(asking)} + confirm.declined`]: { target: at(source) },
    [`${at(requesting)} + xstate.done.actor.${request}`]: done,
    // The dialog stays open with the server's reason, the toast says what failed, and a second Yes retries.
    [`${at(requesting)} + xstate.error.actor.${request}`]: (_, event) => ({
      target: at(asking),
      effects: [toDialog({ type: 'confirm.failed', error: (event.error as Error).message }), failedToast(failure)],
    }),
  };
}

/** The test a confirmed request answers is shown; the tree follows, and a pending one is watched. */
const showsAnswer =
  (source: Loaded, ...extra: Effect[]) =>
  (_: TestCasePageContext, event: AnyEventObject): StepExpectation => {
    const test = event.output as TestCase;
    return { target: landing(source, test), effects: [settle, refreshTree, ...extra, ...(isRunning(test) ? [watchTest] : [])] };
  };

export const testCasePageTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [fetchTest] },
  // The runs, the flake rate and the step feedback form come with the loaded test; a running one is watched.
  'loading + xstate.done.actor.getTestCase': (_, event) => {
    const test = event.output as TestCase;
    return {
      target: landing(V_STILL, test),
      effects: [
        { invoke: 'testRuns', input: { testId, suiteId, confirmDialog: 'actor:confirmDialog' } },
        { invoke: 'testFlakiness', input: { testId } },
        { invoke: 'stepFeedback', input: { testId, page: 'actor:testCasePage' } },
        ...(isRunning(test) ? [watchTest] : []),
      ],
    };
  },
  'loading + xstate.error.actor.getTestCase': {
    target: 'failed',
    effects: [{ action: 'notifyFetchFailed', params: { title: 'Some error occurred', text: 'Unable to fetch the test', type: 'error' } }],
  },
  'failed + test.retry': { target: 'loading', effects: [fetchTest] },

  // The form shows the test as loaded.
  ...from(viewed, 'edit.start', (source) => ({ test }) => ({
    target: at({ ...source, page: 'editing' }),
    effects: [{ invoke: 'testCaseEditor', input: { mode: 'edit', suiteId, test } }],
  })),
  // Saved: the page shows the saved test and the tree refreshes. Cancelled: the test as it was.
  ...from([EDITING, EDITING_W], 'xstate.done.actor.editor', (source) => ({ test }, event) => {
    const saved = event.output as TestCase | null;
    if (saved) return { target: landing(loaded('viewing.gallery.still', source.watch), saved), effects: [refreshTree] };
    return { target: at({ ...source, page: galleryFor(test) }) };
  }),

  // Generate (not generated) needs no confirmation; the button spins until it is queued.
  ...from(
    [V_STILL],
    'test.generate',
    () =>
      ({ test }) =>
        expectedButton(test!, false) === 'generate'
          ? { target: at(GENERATING), effects: [{ invoke: 'regenerateTestCase', input: { id: testId } }] }
          : {},
  ),
  [`${at(GENERATING)} + xstate.done.actor.regenerateTestCase`]: (_, event) => ({
    target: landing(V_STILL, event.output as TestCase),
    effects: [refreshTree, ...(isRunning(event.output as TestCase) ? [watchTest] : [])],
  }),
  [`${at(GENERATING)} + xstate.error.actor.regenerateTestCase`]: ({ test }) => ({
    target: at({ ...V_STILL, page: galleryFor(test) }),
    effects: [{ action: 'notifyGenerateFailed', params: { title: 'Some error occurred', text: 'Unable to update the test', type: 'error' } }],
  }),

  // Clone copies what is loaded: also while Generate is under way, never from the open form.
  ...from([...viewed, GENERATING], 'test.clone', () => ({ effects: [{ action: 'openClone', params: { suiteId, testId } }] })),

  // NOTE: the spec says 'Copy Link copies the public link with "Public link is copied to
  // clipboard."'; the machine copies the public link only for a published test, and for an
  // unpublished one copies the members' address (/{testId}) with 'This test is not public' /
  // 'Link is copied to clipboard.' (E-82). A short name gives the shorter /go/ address.
  ...from(everyLoaded, 'link.copy', () => ({ origin, test }) => ({
    effects: [
      test!.is_public
        ? copied(`${origin}/go/checkout-flow-test`, 'Copied to clipboard', 'Public link is copied to clipboard.')
        : copied(`${origin}/${testId}`, 'This test is not public', 'Link is copied to clipboard.'),
    ],
  })),
  ...from(everyLoaded, 'id.copy', () => ({ effects: [copied(testId, 'Copied to clipboard', 'Test ID is copied to clipboard.')] })),
  ...from([V_STILL, V_PLAYING, V_OPEN, EDITING, GENERATING], 'script.copy', () => ({ test }) => ({
    effects: test!.final_script ? [copied(test!.final_script, 'Copied to clipboard', 'Copied to clipboard.')] : [],
  })),
  ...from([V_PLAYING, V_OPEN, EDITING], 'script.download', () => ({ test }) => ({
    effects: test!.final_script_py ? [{ action: 'downloadScript', params: { fileName: 'Pay by card.py', text: test!.final_script_py } }] : [],
  })),

  // Submitted step feedback made the test pending again: shown, and the tree's icon follows.
  ...from(everyLoaded, 'test.changed', (source) => ({ viewerIndex }, event) => ({
    target: landing(source, event.test as TestCase, viewerIndex),
    effects: [refreshTree],
  })),
  // A run of the test ended (the runs tell): the flake rate is refetched.
  ...from(everyLoaded, 'run.ended', () => ({ effects: [{ send: 'flakiness', event: { type: 'flakiness.refresh' } }] })),
  // A refetch during the watch replaces the test; only a changed state refreshes the tree.
  ...from([V_STILL_W, V_OPEN_W, EDITING_W], 'watch.testFetched', (source) => ({ test, viewerIndex }, event) => ({
    target: landing(source, event.test as TestCase, viewerIndex),
    effects: (event.test as TestCase).state !== test!.state ? [refreshTree] : [],
  })),

  // 'You cannot edit the action when the test is running.'; otherwise the step's feedback form opens.
  ...from([V_STILL_W, V_OPEN_W, V_PLAYING, V_OPEN], 'step.edit', () => ({ test }, event) => {
    if (isRunning(test)) {
      return {
        effects: [{ action: 'notifyCannotEdit', params: { title: 'You cannot edit the action when the test is running.', text: '', type: 'info' } }],
      };
    }
    const step = test!.test_generation_steps.find((candidate) => candidate.step === event.step);
    return { effects: step ? [{ send: 'stepFeedback', event: { type: 'feedback.open', step } }] : [] };
  }),
  // The image viewer: the second screenshot opens (when there is one); a click closes it and the gallery resumes.
  ...from(
    [V_STILL_W, V_PLAYING],
    'screenshot.open',
    (source) =>
      ({ test }, event) =>
        event.index < screenshots(test).length ? { target: at({ ...source, page: 'viewing.screenshotOpen' }) } : {},
  ),
  ...from([V_OPEN, V_OPEN_W], 'viewer.close', (source) => ({ test }) => ({ target: at({ ...source, page: galleryFor(test) }) })),

  // ---- the confirmed actions (spec section 8's dialog texts)
  ...from(
    [V_STILL_W],
    'test.cancel',
    ask('cancel.asking', { title: 'Cancel test generation', message: 'This action will cancel the test generation.', icon: 'warning' }),
  ),
  // The spec has no text for Force stop (E-41): the machine's own.
  ...from(
    [V_STILL_W],
    'test.forceStop',
    ask('forceStop.asking', {
      title: 'Force stop test generation',
      message: 'This action will stop the test generation at once, even if its executor does not answer. The test ends aborted.',
      icon: 'danger',
    }),
  ),
  ...from(
    [V_PLAYING],
    'test.delete',
    ask('delete.asking', {
      title: 'Delete test',
      message: 'This action cannot be undone and this test will be removed permanently.',
      confirmLabel: 'Yes, Delete',
      cancelLabel: 'Cancel',
      icon: 'danger',
    }),
  ),
  // Only a business-development user gets the short-name input (spec section 6).
  ...from(
    [V_PLAYING],
    'test.publish',
    (source) =>
      ({ canChooseShortName, test }) =>
        ask('publish.asking', {
          title: 'Publish test',
          message: 'This action will make this test public and accessible to everyone.',
          confirmLabel: 'Yes, Publish',
          cancelLabel: 'Cancel',
          icon: 'publish',
          ...(canChooseShortName && {
            input: {
              label: 'Short name',
              placeholder: 'checkout-flow-test',
              pattern: '[a-z0-9-]+',
              patternMessage: 'Only lowercase letters, numbers, and dashes are allowed.',
              initialValue: test!.public_slug ?? '',
            },
          }),
        })(source),
  ),
  ...from(
    [V_PLAYING],
    'test.regenerate',
    ask('regenerate.asking', { title: 'Regenerate test', message: 'This action will regenerate the test.', icon: 'warning' }),
  ),

  ...confirmation(V_STILL_W, 'cancel', 'cancel.cancelling', 'cancelTestCaseGeneration', 'Unable to cancel the test', showsAnswer(V_STILL_W)),
  ...confirmation(V_STILL_W, 'forceStop', 'forceStop.stopping', 'forceStopTestCase', 'Unable to stop the test', showsAnswer(V_STILL_W)),
  ...confirmation(V_PLAYING, 'regenerate', 'regenerate.regenerating', 'regenerateTestCase', 'Unable to update the test', showsAnswer(V_PLAYING)),
  // NOTE: the spec lists no success toast for publishing; 'Test published' is the machine's own.
  ...confirmation(
    V_PLAYING,
    'publish',
    'publish.publishing',
    'publishTestCase',
    'Unable to publish the test',
    showsAnswer(V_PLAYING, {
      action: 'notifyPublished',
      params: { title: 'Test published', text: 'Anyone with its public link can open it now.', type: 'success' },
    }),
  ),
  // Deleted: the app shows the project, and nothing is left on the page.
  ...confirmation(V_PLAYING, 'delete', 'delete.deleting', 'deleteTestCase', 'Unable to delete the test', () => ({
    target: 'deleted',
    effects: [settle, refreshTree, { action: 'openSuite', params: { suiteId } }],
  })),
};
