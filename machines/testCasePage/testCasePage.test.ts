import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { recordingDialog } from '../_testing/confirmations';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { confirmDialogMachine } from '../confirmDialog/confirmDialog.machine';
import { selectIsOpen, selectOptions } from '../confirmDialog/confirmDialog.selectors';
import { liveWatchMachine } from '../liveWatch/liveWatch.machine';
import { fakeWatchSocket } from '../liveWatch/liveWatch.fakes';
import { silentStepFeedback } from '../stepFeedback/stepFeedback.paths';
import { silentTestCaseEditor } from '../testCaseEditor/testCaseEditor.paths';
import { silentTestRuns } from '../testRuns/testRuns.paths';
import { testFlakinessMachine } from '../testFlakiness/testFlakiness.machine';
import { silentTestFlakiness } from '../testFlakiness/testFlakiness.paths';
import { flakyTest } from '../testFlakiness/testFlakiness.samples';
import { testCasePageMachine, type TestCase, type TestCasePageInput } from './testCasePage.machine';
import { sampleTests, silentLiveWatch, testCasePagePathModel, testId } from './testCasePage.paths';
import { FINAL_SCRIPT, FINAL_SCRIPT_PY, generatingNextStep, generationFailed } from './testCasePage.samples';
import {
  selectBreadcrumb,
  selectButton,
  selectDetails,
  selectIsEditing,
  selectIsWatching,
  selectMenu,
  selectPublicPath,
  selectScripts,
  selectShowcase,
  selectTest,
  selectViewerScreenshot,
} from './testCasePage.selectors';

describePathModel(testCasePagePathModel);

const ACTORS = [
  'getTestCase',
  'regenerateTestCase',
  'deleteTestCase',
  'publishTestCase',
  'cancelTestCaseGeneration',
  'forceStopTestCase',
  'liveWatch',
];
const ACTIONS = [
  'copyToClipboard',
  'notifyPublished',
  'downloadScript',
  'notifyFetchFailed',
  'notifyGenerateFailed',
  'notifyCannotEdit',
  'notifyActionFailed',
  'refreshTree',
  'openSuite',
  'openClone',
];
const treeRefreshes = (done: Array<[string, unknown]>) => done.filter(([name]) => name === 'refreshTree').length;

/**
 * The page with every actor recorded (the live watch too: `calls` shows when it starts), and a
 * recording stand-in for the confirm dialog (`received`); the runs are silent (machines/testRuns).
 */
function startPage(input: Omit<TestCasePageInput, 'confirmDialog'> = { testId, origin: 'https://cj.example' }) {
  const dialog = recordingDialog();
  const machine = testCasePageMachine.provide({
    actors: { testRuns: silentTestRuns, testFlakiness: silentTestFlakiness, stepFeedback: silentStepFeedback, testCaseEditor: silentTestCaseEditor },
  });
  const started = startRecorded(machine, { input: { ...input, confirmDialog: dialog.ref }, actors: ACTORS, actions: ACTIONS });
  const load = (test: TestCase) => started.settle(doneEvent('getTestCase', test));
  const isWatching = () => started.snapshot().children.liveWatch !== undefined;
  /** The titles the page asked the dialog, in order. */
  const asked = () => dialog.received.filter((event) => event.type === 'confirm.request').map((event) => event.options.title as string);
  /** The form (the child `editor`) saves and its request answers `saved`; or it is cancelled. */
  const editor = () => started.snapshot().children.editor!;
  const saveEdit = (saved: TestCase) => {
    editor().send({ type: 'form.submit', schedule: false });
    editor().send(doneEvent('editTestCase', saved) as never);
  };
  const cancelEdit = () => editor().send({ type: 'form.cancel' });
  return { ...started, saveEdit, cancelEdit, load, isWatching, dialog: dialog.ref, received: dialog.received, asked };
}

const confirmedCalls = (calls: Array<[string, unknown]>) => calls.filter(([name]) => !['getTestCase', 'liveWatch'].includes(name));

describe('testCasePage', () => {
  it('loads the test, and on failure toasts and offers a retry', () => {
    const { actor, settle, calls, done, snapshot } = startPage();
    expect(selectMenu(snapshot())).toEqual({
      canCopyLink: false,
      canEdit: false,
      canClone: false,
      canDelete: false,
      canPublish: false,
      canForceStop: false,
    });
    settle(errorEvent('getTestCase', 'Test case not found'));
    expect(snapshot().value).toBe('failed');
    expect(done).toEqual([['notifyFetchFailed', { title: 'Some error occurred', text: 'Unable to fetch the test', type: 'error' }]]);
    actor.send({ type: 'test.retry' });
    expect(calls).toEqual([
      ['getTestCase', { id: testId }],
      ['getTestCase', { id: testId }],
    ]);
  });

  it('shows the breadcrumb with the path or Root, the title, and the details with steps in order', () => {
    const { load, snapshot, actor } = startPage();
    load(sampleTests.runnable);
    expect(selectBreadcrumb(snapshot())).toEqual({ segments: ['shop', 'checkout'], title: 'A shopper pays by card', state: 'completed', id: testId });
    expect(selectDetails(snapshot())?.steps.map((step) => step.actionName)).toEqual(['goto', 'click', 'fill']);
    actor.send({ type: 'test.changed', test: { ...sampleTests.runnable, path: '', title: '' } });
    expect(selectBreadcrumb(snapshot())).toMatchObject({ segments: ['Root'], title: 'Pay by card' });
  });

  it('shows how a step read several ways was read, when that differs from its text', () => {
    const { load, snapshot } = startPage();
    const reading: Record<string, string> = {
      'Open the shop.': 'Open the shop.',
      'Click "Add to cart" on the mug.': 'click the "Add to cart" button',
    };
    load({
      ...sampleTests.runnable,
      test_generation_steps: sampleTests.runnable.test_generation_steps.map((step) => ({
        ...step,
        ...(reading[step.action_description] ? { reading: reading[step.action_description] } : {}),
      })),
    });
    const readAs = Object.fromEntries(selectDetails(snapshot())!.steps.map((step) => [step.actionDescription, step.readAs]));
    expect(readAs).toEqual({
      'Open the shop.': null,
      'Click "Add to cart" on the mug.': 'click the "Add to cart" button',
      'Fill in the card number with @CARD.': null,
    });
  });

  it('generates a not generated test directly and refreshes the tree once it is queued', () => {
    const { actor, load, settle, calls, done, snapshot } = startPage();
    load(sampleTests.notGenerated);
    expect(selectButton(snapshot())).toEqual({ kind: 'generate', label: 'Generate', loading: false });
    actor.send({ type: 'test.generate' });
    expect(selectButton(snapshot())?.loading).toBe(true);
    expect(selectMenu(snapshot()).canEdit).toBe(false);
    const pending = { ...sampleTests.notGenerated, state: 'pending' as const };
    settle(doneEvent('regenerateTestCase', pending));
    expect(calls.slice(1)).toEqual([
      ['regenerateTestCase', { id: testId }],
      // The queued test is running: the live watch starts.
      ['liveWatch', { testId }],
    ]);
    expect(done).toEqual([['refreshTree', undefined]]);
    expect(selectButton(snapshot())).toEqual({ kind: 'cancel', label: 'Cancel', loading: false });
  });

  it('asks to confirm cancel and regenerate, and ignores buttons the test does not show', () => {
    const { actor, load, received, asked } = startPage();
    load(sampleTests.generating);
    actor.send({ type: 'test.regenerate' });
    actor.send({ type: 'test.generate' });
    actor.send({ type: 'test.cancel' });
    expect(received).toEqual([
      {
        type: 'confirm.request',
        options: { title: 'Cancel test generation', message: 'This action will cancel the test generation.', icon: 'warning' },
        replyTo: actor,
      },
    ]);
    actor.send({ type: 'confirm.declined' });
    actor.send({ type: 'test.changed', test: sampleTests.error });
    actor.send({ type: 'test.regenerate' });
    expect(received.at(-1)).toMatchObject({
      type: 'confirm.request',
      options: { title: 'Regenerate test', message: 'This action will regenerate the test.', icon: 'warning' },
    });
    expect(asked()).toEqual(['Cancel test generation', 'Regenerate test']);
  });

  it("offers Regenerate beside a runnable test's Run, after confirmation", () => {
    const { actor, load, asked, snapshot } = startPage();
    load(sampleTests.runnable);
    expect(selectButton(snapshot())?.kind).toBe('run');
    actor.send({ type: 'test.regenerate' });
    expect(asked()).toEqual(['Regenerate test']);
  });

  it('offers Force stop in the menu only while the test is generated, after confirmation (E-41)', () => {
    const { actor, load, received, snapshot } = startPage();
    load(sampleTests.runnable);
    expect(selectMenu(snapshot()).canForceStop).toBe(false);
    actor.send({ type: 'test.forceStop' });
    expect(received).toEqual([]);
    actor.send({ type: 'test.changed', test: sampleTests.generating });
    expect(selectMenu(snapshot()).canForceStop).toBe(true);
    actor.send({ type: 'test.forceStop' });
    expect(received).toEqual([
      {
        type: 'confirm.request',
        options: {
          title: 'Force stop test generation',
          message: 'This action will stop the test generation at once, even if its executor does not answer. The test ends aborted.',
          icon: 'danger',
        },
        replyTo: actor,
      },
    ]);
  });

  it('offers Regenerate for a failed test without a final script, after confirmation', () => {
    const { actor, load, asked, snapshot } = startPage();
    load(generationFailed);
    expect(selectButton(snapshot())).toEqual({ kind: 'regenerate', label: 'Regenerate', loading: false });
    actor.send({ type: 'test.regenerate' });
    expect(asked()).toEqual(['Regenerate test']);
  });

  it('asks nothing about the test-case button or Force stop while the test is edited', () => {
    const { actor, load, received, snapshot } = startPage();
    load(sampleTests.generating);
    actor.send({ type: 'edit.start' });
    for (const type of ['test.cancel', 'test.forceStop'] as const) actor.send({ type });
    actor.send({ type: 'test.changed', test: sampleTests.error });
    actor.send({ type: 'test.regenerate' });
    expect(received).toEqual([]);
    expect(selectMenu(snapshot()).canForceStop).toBe(false);
  });

  it("runs the test's runs while the test is loaded, with the dialog, and stops them once it is deleted", () => {
    const { actor, load, settle, snapshot, dialog } = startPage();
    expect(snapshot().children.testRuns).toBeUndefined();
    load(sampleTests.runnable);
    const runs = snapshot().children.testRuns!;
    // The runs ask the page's dialog before cancelling a run.
    expect(runs.getSnapshot().context).toMatchObject({ testId, suiteId: sampleTests.runnable.test_suite_id });
    expect(runs.getSnapshot().context.confirmDialog).toBe(dialog);
    actor.send({ type: 'test.delete' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(doneEvent('deleteTestCase', null));
    expect(runs.getSnapshot().status).toBe('stopped');
  });

  it("runs the test's flake rate while the test is loaded, and has it refetched when the runs report a run's end", () => {
    const loads: unknown[] = [];
    const flakiness = testFlakinessMachine.provide({
      actors: {
        getTestFlakiness: fromPromise(({ input }) => {
          loads.push(input);
          return new Promise<never>(() => {});
        }),
      },
    });
    const actor = createActor(
      testCasePageMachine.provide({
        actors: { getTestCase: neverSettles(), liveWatch: silentLiveWatch, testRuns: silentTestRuns, testFlakiness: flakiness },
      }),
      { input: { testId, confirmDialog: recordingDialog().ref } },
    ).start();
    expect(actor.getSnapshot().children.flakiness).toBeUndefined();
    actor.send(doneEvent('getTestCase', sampleTests.runnable) as never);
    const child = actor.getSnapshot().children.flakiness!;
    expect(loads).toEqual([{ testId }]);
    child.send(doneEvent('getTestFlakiness', flakyTest) as never);
    actor.send({ type: 'run.ended' });
    expect(loads).toEqual([{ testId }, { testId }]);
    // The refetch is quiet: the rate stays shown meanwhile.
    expect(child.getSnapshot().value).toEqual({ shown: 'refreshing' });
    expect(child.getSnapshot().context.flakiness).toEqual(flakyTest);
    actor.stop();
  });

  it('asks to confirm delete and publish with the spec texts; only a biz-dev user gets the short-name input', () => {
    for (const canChooseShortName of [false, true]) {
      const { actor, load, received } = startPage({ testId, canChooseShortName });
      load(sampleTests.runnable);
      actor.send({ type: 'test.delete' });
      // One question at a time: Publish waits for the answer.
      actor.send({ type: 'test.publish' });
      actor.send({ type: 'confirm.declined' });
      actor.send({ type: 'test.publish' });
      const [remove, publish] = received.map((event) => event.options as Record<string, unknown>);
      expect(received).toHaveLength(2);
      expect(remove).toEqual({
        title: 'Delete test',
        message: 'This action cannot be undone and this test will be removed permanently.',
        confirmLabel: 'Yes, Delete',
        cancelLabel: 'Cancel',
        icon: 'danger',
      });
      expect(publish).toMatchObject({
        title: 'Publish test',
        message: 'This action will make this test public and accessible to everyone.',
        confirmLabel: 'Yes, Publish',
        cancelLabel: 'Cancel',
        icon: 'publish',
      });
      if (canChooseShortName) {
        expect(publish.input).toEqual({
          label: 'Short name',
          placeholder: 'checkout-flow-test',
          pattern: '[a-z0-9-]+',
          patternMessage: 'Only lowercase letters, numbers, and dashes are allowed.',
          initialValue: '',
        });
      } else {
        expect(publish).not.toHaveProperty('input');
      }
    }
  });

  it('offers the short name the test already has', () => {
    const { actor, load, received } = startPage({ testId, canChooseShortName: true });
    load(sampleTests.published);
    actor.send({ type: 'test.publish' });
    expect(received[0]).toMatchObject({ options: { input: { initialValue: 'checkout-flow-test' } } });
  });

  it('deletes the test on Yes: settles the dialog, refreshes the tree, shows the project and ends', () => {
    const { actor, load, settle, calls, done, received, snapshot } = startPage();
    load(sampleTests.runnable);
    actor.send({ type: 'test.delete' });
    expect(confirmedCalls(calls)).toEqual([]);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(confirmedCalls(calls)).toEqual([['deleteTestCase', { id: testId }]]);
    settle(doneEvent('deleteTestCase', null));
    expect(received.at(-1)).toEqual({ type: 'confirm.settled' });
    expect(done).toEqual([
      ['refreshTree', undefined],
      ['openSuite', { suiteId: sampleTests.runnable.test_suite_id }],
    ]);
    expect(snapshot().status).toBe('done');
    expect(selectTest(snapshot())).toBeNull();
  });

  it('does nothing on No, and asks again next time', () => {
    const { actor, load, calls, received, snapshot } = startPage();
    load(sampleTests.runnable);
    actor.send({ type: 'test.delete' });
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().matches({ loaded: { confirm: 'idle' } })).toBe(true);
    actor.send({ type: 'test.delete' });
    expect(received.map((event) => event.type)).toEqual(['confirm.request', 'confirm.request']);
    expect(confirmedCalls(calls)).toEqual([]);
  });

  it('publishes with the short name typed (none when blank), shows the published test, toasts and refreshes the tree', () => {
    for (const [value, slug] of [
      ['  checkout-flow-test ', 'checkout-flow-test'],
      ['  ', undefined],
    ] as const) {
      const { actor, load, settle, calls, done, received, snapshot } = startPage({ testId, canChooseShortName: true });
      load(sampleTests.runnable);
      actor.send({ type: 'test.publish' });
      actor.send({ type: 'confirm.accepted', value });
      expect(confirmedCalls(calls)).toEqual([['publishTestCase', { id: testId, slug }]]);
      settle(doneEvent('publishTestCase', sampleTests.published));
      expect(received.at(-1)).toEqual({ type: 'confirm.settled' });
      expect(selectPublicPath(snapshot())).toBe('/go/checkout-flow-test');
      expect(done).toEqual([
        ['notifyPublished', { title: 'Test published', text: 'Anyone with its public link can open it now.', type: 'success' }],
        ['refreshTree', undefined],
      ]);
    }
  });

  it.each([
    ['test.cancel', 'cancelTestCaseGeneration', sampleTests.generating, 'cancelled'],
    ['test.forceStop', 'forceStopTestCase', sampleTests.generating, 'aborted'],
    ['test.regenerate', 'regenerateTestCase', sampleTests.runnable, 'pending'],
  ] as const)('%s on Yes calls %s, shows the test it answers, settles the dialog and refreshes the tree', (type, actorName, test, state) => {
    const { actor, load, settle, calls, done, received, snapshot } = startPage();
    load(test);
    actor.send({ type });
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(confirmedCalls(calls)).toEqual([[actorName, { id: testId }]]);
    const answered = { ...test, state };
    settle(doneEvent(actorName, answered));
    expect(received.at(-1)).toEqual({ type: 'confirm.settled' });
    expect(selectTest(snapshot())).toEqual(answered);
    expect(done).toEqual([['refreshTree', undefined]]);
    expect(snapshot().matches({ loaded: { confirm: 'idle' } })).toBe(true);
  });

  it.each([
    ['test.delete', 'Unable to delete the test', sampleTests.runnable, 'deleteTestCase'],
    ['test.publish', 'Unable to publish the test', sampleTests.runnable, 'publishTestCase'],
    ['test.cancel', 'Unable to cancel the test', sampleTests.generating, 'cancelTestCaseGeneration'],
    ['test.forceStop', 'Unable to stop the test', sampleTests.generating, 'forceStopTestCase'],
    ['test.regenerate', 'Unable to update the test', sampleTests.runnable, 'regenerateTestCase'],
  ] as const)('%s: a failure toasts "%s", tells the dialog why, and a second Yes tries again', (type, text, test, actorName) => {
    const { actor, load, settle, calls, done, received, snapshot } = startPage();
    load(test);
    actor.send({ type });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent(actorName, 'Service Unavailable'));
    expect(done).toEqual([['notifyActionFailed', { title: 'Some error occurred', text, type: 'error' }]]);
    expect(received.at(-1)).toEqual({ type: 'confirm.failed', error: 'Service Unavailable' });
    expect(selectTest(snapshot())).toEqual(test);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(confirmedCalls(calls).map(([name]) => name)).toEqual([actorName, actorName]);
    // No while the request is under way is not taken (the dialog sends none then); after it failed, No leaves.
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().matches({ loaded: { confirm: 'idle' } })).toBe(false);
    settle(errorEvent(actorName, 'Service Unavailable'));
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().matches({ loaded: { confirm: 'idle' } })).toBe(true);
  });

  it('publishes through the real confirm dialog with the short name typed in it', () => {
    const dialog = createActor(confirmDialogMachine).start();
    const slugs: unknown[] = [];
    const actor = createActor(
      testCasePageMachine.provide({
        actors: {
          getTestCase: neverSettles(),
          liveWatch: silentLiveWatch,
          testRuns: silentTestRuns,
          publishTestCase: fromPromise(({ input }) => {
            slugs.push(input.slug);
            return new Promise<TestCase>(() => {});
          }),
        },
        actions: { notifyPublished: () => {}, refreshTree: () => {} },
      }),
      { input: { testId, canChooseShortName: true, confirmDialog: dialog } },
    ).start();
    actor.send(doneEvent('getTestCase', sampleTests.runnable) as never);
    actor.send({ type: 'test.publish' });
    expect(selectOptions(dialog.getSnapshot())?.title).toBe('Publish test');
    dialog.send({ type: 'input.changed', value: 'checkout-flow-test' });
    dialog.send({ type: 'dialog.confirm' });
    expect(slugs).toEqual(['checkout-flow-test']);
    expect(dialog.getSnapshot().value).toBe('confirming');
    actor.send(doneEvent('publishTestCase', sampleTests.published) as never);
    expect(selectIsOpen(dialog.getSnapshot())).toBe(false);
    // Leaving the page while asked closes the dialog: nobody is left to answer.
    actor.send({ type: 'test.delete' });
    expect(selectIsOpen(dialog.getSnapshot())).toBe(true);
    actor.stop();
    expect(selectIsOpen(dialog.getSnapshot())).toBe(false);
    dialog.stop();
  });

  it("copies no dead link: an unpublished test's Copy Link says so and copies the members' address (E-82)", () => {
    const { actor, load, done } = startPage();
    load(sampleTests.runnable);
    actor.send({ type: 'link.copy' });
    expect(done).toEqual([
      ['copyToClipboard', { text: `https://cj.example/${testId}`, title: 'This test is not public', message: 'Link is copied to clipboard.' }],
    ]);
  });

  it('copies the public link, the shorter /go/ one once the test has a short name, and the id', () => {
    const { actor, load, done, snapshot } = startPage();
    load({ ...sampleTests.runnable, is_public: true });
    actor.send({ type: 'link.copy' });
    actor.send({ type: 'test.changed', test: sampleTests.published });
    expect(selectPublicPath(snapshot())).toBe('/go/checkout-flow-test');
    actor.send({ type: 'link.copy' });
    actor.send({ type: 'id.copy' });
    expect(done).toEqual([
      [
        'copyToClipboard',
        { text: `https://cj.example/public/test/${testId}`, title: 'Copied to clipboard', message: 'Public link is copied to clipboard.' },
      ],
      // The changed test (as submitted feedback hands it over) refreshes the tree.
      ['refreshTree', undefined],
      [
        'copyToClipboard',
        { text: 'https://cj.example/go/checkout-flow-test', title: 'Copied to clipboard', message: 'Public link is copied to clipboard.' },
      ],
      ['copyToClipboard', { text: testId, title: 'Copied to clipboard', message: 'Test ID is copied to clipboard.' }],
    ]);
  });

  it('shows the form while editing: no button and Edit disabled until it finishes (the tree refreshed) or cancels', () => {
    const { actor, load, done, snapshot, saveEdit, cancelEdit } = startPage();
    load(sampleTests.runnable);
    actor.send({ type: 'edit.start' });
    expect(selectIsEditing(snapshot())).toBe(true);
    expect(snapshot().children.editor!.getSnapshot().context).toMatchObject({ mode: 'edit', testId });
    expect(selectButton(snapshot())).toBeNull();
    expect(selectMenu(snapshot())).toEqual({
      canCopyLink: true,
      canEdit: false,
      canClone: false,
      canDelete: true,
      canPublish: true,
      canForceStop: false,
    });
    cancelEdit();
    expect(selectMenu(snapshot()).canEdit).toBe(true);
    expect(snapshot().children.editor).toBeUndefined();
    expect(treeRefreshes(done)).toBe(0);
    actor.send({ type: 'edit.start' });
    const edited = { ...sampleTests.runnable, state: 'pending' as const, final_script: null };
    saveEdit(edited);
    expect(treeRefreshes(done)).toBe(1);
    expect(selectTest(snapshot())).toEqual(edited);
    expect(selectButton(snapshot())?.kind).toBe('cancel');
  });

  it('opens the clone form for the loaded test, also while generating, but not while it is edited', () => {
    const { actor, load, done, snapshot } = startPage();
    const clones = () => done.filter(([name]) => name === 'openClone');
    actor.send({ type: 'test.clone' });
    expect(clones()).toEqual([]);
    load(sampleTests.notGenerated);
    expect(selectMenu(snapshot()).canClone).toBe(true);
    actor.send({ type: 'test.clone' });
    actor.send({ type: 'test.generate' });
    expect(selectMenu(snapshot()).canClone).toBe(true);
    actor.send({ type: 'test.clone' });
    const clone = ['openClone', { testId, suiteId: sampleTests.notGenerated.test_suite_id }];
    expect(clones()).toEqual([clone, clone]);
    actor.send(doneEvent('regenerateTestCase', { ...sampleTests.notGenerated, state: 'pending' }) as never);
    actor.send({ type: 'edit.start' });
    expect(selectMenu(snapshot()).canClone).toBe(false);
    actor.send({ type: 'test.clone' });
    expect(clones()).toHaveLength(2);
  });

  it('keeps the button after a failed Generate and toasts', () => {
    const { actor, load, settle, done, snapshot } = startPage();
    load(sampleTests.notGenerated);
    actor.send({ type: 'test.generate' });
    settle(errorEvent('regenerateTestCase', 'Unable to reach the server'));
    expect(done).toEqual([['notifyGenerateFailed', { title: 'Some error occurred', text: 'Unable to update the test', type: 'error' }]]);
    expect(selectButton(snapshot())?.kind).toBe('generate');
  });

  it('watches a running test: each fetched test replaces the shown one, a changed state refreshes the tree, the end stops it', () => {
    const { actor, load, calls, done, snapshot, isWatching } = startPage();
    load(sampleTests.generating);
    expect(selectIsWatching(snapshot())).toBe(true);
    expect(calls).toEqual([
      ['getTestCase', { id: testId }],
      ['liveWatch', { testId }],
    ]);
    actor.send({ type: 'watch.testFetched', test: generatingNextStep });
    expect(selectDetails(snapshot())?.steps.map((step) => step.status)).toEqual(['action_succeeded', 'action_succeeded', 'action_running']);
    // Same state: the tree has nothing to show.
    expect(treeRefreshes(done)).toBe(0);
    actor.send({ type: 'watch.testFetched', test: { ...generatingNextStep, state: 'retrying' } });
    expect(treeRefreshes(done)).toBe(1);
    expect(isWatching()).toBe(true);
    actor.send({ type: 'watch.testFetched', test: generationFailed });
    expect(treeRefreshes(done)).toBe(2);
    expect(selectIsWatching(snapshot())).toBe(false);
    expect(isWatching()).toBe(false);
    // Failed without a script: nothing to run or cancel any more, so it offers Regenerate.
    expect(selectButton(snapshot())?.kind).toBe('regenerate');
    // A late answer of a stopped watch is not taken.
    actor.send({ type: 'watch.testFetched', test: sampleTests.generating });
    expect(selectTest(snapshot())).toEqual(generationFailed);
  });

  it('does not watch a test that is not running, and starts once the app makes it running', () => {
    const { actor, load, calls, isWatching, saveEdit } = startPage();
    load(sampleTests.error);
    expect(isWatching()).toBe(false);
    // Submitted feedback: the form hands the pending test over.
    actor.send({ type: 'test.changed', test: { ...sampleTests.error, state: 'pending' } });
    expect(isWatching()).toBe(true);
    actor.send({ type: 'test.changed', test: { ...sampleTests.error, state: 'cancelled' } });
    expect(isWatching()).toBe(false);
    actor.send({ type: 'edit.start' });
    saveEdit({ ...sampleTests.error, state: 'pending' });
    expect(isWatching()).toBe(true);
    expect(calls.filter(([name]) => name === 'liveWatch')).toHaveLength(2);
  });

  it('stops watching when the test is deleted', () => {
    const { actor, load, settle, snapshot, isWatching } = startPage();
    load(sampleTests.generating);
    actor.send({ type: 'test.delete' });
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(isWatching()).toBe(true);
    settle(doneEvent('deleteTestCase', null));
    expect(snapshot().status).toBe('done');
    expect(isWatching()).toBe(false);
  });

  it('keeps watching while the test is edited', () => {
    const { actor, load, isWatching, snapshot } = startPage();
    load(sampleTests.generating);
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'watch.testFetched', test: generatingNextStep });
    expect(isWatching()).toBe(true);
    expect(selectTest(snapshot())).toEqual(generatingNextStep);
  });

  it('refuses to edit a step of a running test, and otherwise opens its feedback form, whose submission comes back to the page', () => {
    const { actor, load, done, snapshot } = startPage();
    const feedback = () => snapshot().children.stepFeedback!.getSnapshot();
    load(sampleTests.generating);
    actor.send({ type: 'step.edit', step: 0 });
    expect(done).toEqual([['notifyCannotEdit', { title: 'You cannot edit the action when the test is running.', text: '', type: 'info' }]]);
    expect(feedback().value).toBe('closed');
    actor.send({ type: 'watch.testFetched', test: generationFailed });
    actor.send({ type: 'step.edit', step: 7 });
    expect(feedback().value).toBe('closed');
    actor.send({ type: 'step.edit', step: 1 });
    expect(feedback().value).toBe('editing');
    expect(feedback().context.step).toEqual(generationFailed.test_generation_steps[1]);
    // The form submits (its request settles here) and tells the page: the test is pending again.
    const pending = { ...generationFailed, state: 'pending' as const };
    snapshot().children.stepFeedback!.send({ type: 'draft.verifiedChanged', verified: true });
    snapshot().children.stepFeedback!.send({ type: 'feedback.submit' });
    snapshot().children.stepFeedback!.send(doneEvent('submitStepFeedback', pending) as never);
    expect(selectTest(snapshot())).toEqual(pending);
    expect(done.at(-1)).toEqual(['refreshTree', undefined]);
  });

  it('numbers the steps in order with their status, code and screenshot index', () => {
    const { load, snapshot } = startPage();
    load(sampleTests.runnable);
    expect(selectDetails(snapshot())).toEqual({
      description: sampleTests.runnable.description,
      website: 'shop.test:8080',
      finalMessage: 'Generated in 3 steps.',
      isGenerating: false,
      steps: [
        expect.objectContaining({
          step: 0,
          number: 1,
          actionName: 'goto',
          status: 'action_succeeded',
          screenshotKey: 'shots/pay-by-card/0.png',
          screenshotIndex: 0,
        }),
        expect.objectContaining({ step: 1, number: 2, pythonCode: 'page.get_by_role("button", name="Add to cart").click()', screenshotIndex: 1 }),
        expect.objectContaining({
          step: 2,
          number: 3,
          code: "await page.getByLabel('Card number').fill(CARD);",
          pythonCode: null,
          screenshotKey: null,
          screenshotIndex: null,
        }),
      ],
    });
    expect(selectScripts(snapshot())).toEqual({ typescript: FINAL_SCRIPT, python: FINAL_SCRIPT_PY });
  });

  it('copies and downloads the final scripts, and ignores a language the test has no script in', () => {
    const { actor, load, done } = startPage();
    load(sampleTests.runnable);
    actor.send({ type: 'script.copy', language: 'typescript' });
    actor.send({ type: 'script.download', language: 'typescript' });
    actor.send({ type: 'script.download', language: 'python' });
    actor.send({ type: 'test.changed', test: sampleTests.published });
    actor.send({ type: 'script.copy', language: 'python' });
    actor.send({ type: 'script.download', language: 'python' });
    expect(done).toEqual([
      ['copyToClipboard', { text: FINAL_SCRIPT, title: 'Copied to clipboard', message: 'Copied to clipboard.' }],
      ['downloadScript', { fileName: 'Pay by card.spec.ts', text: FINAL_SCRIPT }],
      ['downloadScript', { fileName: 'Pay by card.py', text: FINAL_SCRIPT_PY }],
      ['refreshTree', undefined],
    ]);
  });

  it('opens a screenshot in the viewer and closes it; an unknown one is ignored, a vanished one closes', () => {
    const { actor, load, snapshot } = startPage();
    load(sampleTests.runnable);
    actor.send({ type: 'screenshot.open', index: 2 });
    expect(selectViewerScreenshot(snapshot())).toBeNull();
    actor.send({ type: 'screenshot.open', index: 1 });
    expect(selectViewerScreenshot(snapshot())).toEqual({ key: 'shots/pay-by-card/1.png', index: 1 });
    expect(selectShowcase(snapshot())).toBeNull();
    actor.send({ type: 'viewer.close' });
    expect(selectViewerScreenshot(snapshot())).toBeNull();
    actor.send({ type: 'screenshot.open', index: 0 });
    actor.send({ type: 'test.changed', test: { ...sampleTests.runnable, state: 'pending', test_generation_steps: [] } });
    expect(snapshot().matches({ loaded: { page: { viewing: 'gallery' } } })).toBe(true);
    expect(snapshot().context.viewerIndex).toBeNull();
  });

  it('plays the slideshow every 750 ms once generated; while generating it shows the newest screenshot', () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      testCasePageMachine.provide({
        actors: { getTestCase: neverSettles(), liveWatch: silentLiveWatch, testRuns: silentTestRuns },
        actions: { refreshTree: () => {} },
      }),
      {
        input: { testId, confirmDialog: recordingDialog().ref },
        clock,
      },
    ).start();
    actor.send(doneEvent('getTestCase', sampleTests.generating) as never);
    expect(selectShowcase(actor.getSnapshot())).toEqual({ key: 'shots/pay-by-card/1.png', index: 1, count: 2, isLive: true });
    clock.increment(750);
    expect(selectShowcase(actor.getSnapshot())?.index).toBe(1);
    actor.send({ type: 'watch.testFetched', test: { ...sampleTests.runnable } });
    const slides = [selectShowcase(actor.getSnapshot())];
    for (let tick = 0; tick < 2; tick++) {
      clock.increment(749);
      expect(selectShowcase(actor.getSnapshot())).toEqual(slides.at(-1));
      clock.increment(1);
      slides.push(selectShowcase(actor.getSnapshot()));
    }
    expect(slides.map((slide) => slide && [slide.key, slide.isLive])).toEqual([
      ['shots/pay-by-card/0.png', false],
      ['shots/pay-by-card/1.png', false],
      ['shots/pay-by-card/0.png', false],
    ]);
    actor.stop();
  });

  it('shows the fetched test live over a fake socket, and ends the watch after TEST_NOT_RUNNING', async () => {
    const socket = fakeWatchSocket();
    const answers = [generatingNextStep, generationFailed];
    const liveWatch = liveWatchMachine.provide({
      actors: { watchSocket: socket.logic, getTestCase: fromPromise(async () => answers.shift()!) },
      actions: { notifyFetchFailed: () => {} },
    });
    let treeRefreshed = 0;
    const page = testCasePageMachine.provide({
      actors: { getTestCase: neverSettles(), liveWatch, testRuns: silentTestRuns },
      actions: { refreshTree: () => void treeRefreshed++ },
    });
    const actor = createActor(page, { input: { testId, confirmDialog: recordingDialog().ref } });
    actor.start();
    actor.send(doneEvent('getTestCase', sampleTests.generating) as never);
    expect(socket.opened).toEqual([{ testId }]);
    socket.serverSends(JSON.stringify({ type: 'TEST_UPDATED', test_id: testId, state: 'running' }));
    await vi.waitFor(() => expect(selectTest(actor.getSnapshot())).toEqual(generatingNextStep));
    socket.serverSends(JSON.stringify({ type: 'TEST_NOT_RUNNING', test_id: testId, state: 'failed' }));
    await vi.waitFor(() => expect(selectTest(actor.getSnapshot())).toEqual(generationFailed));
    expect(selectIsWatching(actor.getSnapshot())).toBe(false);
    expect(socket.isOpen()).toBe(false);
    expect(treeRefreshed).toBe(1);
    actor.stop();
  });
});
