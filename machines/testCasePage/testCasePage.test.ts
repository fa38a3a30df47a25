import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { liveWatchMachine } from '../liveWatch/liveWatch.machine';
import { fakeWatchSocket } from '../liveWatch/liveWatch.fakes';
import { silentTestRuns } from '../testRuns/testRuns.paths';
import { testCasePageMachine, type TestCase, type TestCasePageInput } from './testCasePage.machine';
import { sampleTests, silentLiveWatch, testCasePagePathModel, testId } from './testCasePage.paths';
import { FINAL_SCRIPT, FINAL_SCRIPT_PY, generatingNextStep, generationFailed } from './testCasePage.samples';
import {
  selectBreadcrumb,
  selectButton,
  selectDetails,
  selectIsWatching,
  selectMenu,
  selectPublicPath,
  selectScripts,
  selectShowcase,
  selectTest,
  selectViewerScreenshot,
} from './testCasePage.selectors';

describePathModel(testCasePagePathModel);

const ACTORS = ['getTestCase', 'regenerateTestCase', 'liveWatch'];
const ACTIONS = ['copyToClipboard', 'notifyPublished', 'downloadScript', 'notifyFetchFailed', 'notifyGenerateFailed', 'notifyCannotEdit'];

/** The page with every actor recorded (the live watch too: `calls` shows when it starts); the runs are silent (machines/testRuns). */
function startPage(input: TestCasePageInput = { testId, origin: 'https://cj.example' }) {
  const machine = testCasePageMachine.provide({ actors: { testRuns: silentTestRuns } });
  const started = startRecorded(machine, { input, actors: ACTORS, actions: ACTIONS });
  const emitted = started.emitted as Array<{ type: string; [key: string]: unknown }>;
  const load = (test: TestCase) => started.settle(doneEvent('getTestCase', test));
  const isWatching = () => started.snapshot().children.liveWatch !== undefined;
  return { ...started, emitted, load, isWatching };
}

describe('testCasePage', () => {
  it('loads the test, and on failure toasts and offers a retry', () => {
    const { actor, settle, calls, done, snapshot } = startPage();
    expect(selectMenu(snapshot())).toEqual({ canCopyLink: false, canEdit: false, canClone: false, canDelete: false, canPublish: false, canForceStop: false });
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
    const reading: Record<string, string> = { 'Open the shop.': 'Open the shop.', 'Click "Add to cart" on the mug.': 'click the "Add to cart" button' };
    load({ ...sampleTests.runnable, test_generation_steps: sampleTests.runnable.test_generation_steps.map((step) => ({ ...step, ...(reading[step.action_description] ? { reading: reading[step.action_description] } : {}) })) });
    const readAs = Object.fromEntries(selectDetails(snapshot())!.steps.map((step) => [step.actionDescription, step.readAs]));
    expect(readAs).toEqual({ 'Open the shop.': null, 'Click "Add to cart" on the mug.': 'click the "Add to cart" button', 'Fill in the card number with @CARD.': null });
  });

  it('generates a not generated test directly and announces the queued generation', () => {
    const { actor, load, settle, calls, emitted, snapshot } = startPage();
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
    expect(emitted).toEqual([{ type: 'generation.queued', test: pending }]);
    expect(selectButton(snapshot())).toEqual({ kind: 'cancel', label: 'Cancel', loading: false });
  });

  it('asks to confirm cancel and regenerate, and ignores buttons the test does not show', () => {
    const { actor, load, emitted } = startPage();
    load(sampleTests.generating);
    actor.send({ type: 'test.regenerate' });
    actor.send({ type: 'test.generate' });
    actor.send({ type: 'test.cancel' });
    actor.send({ type: 'test.changed', test: sampleTests.error });
    actor.send({ type: 'test.regenerate' });
    expect(emitted).toEqual([
      {
        type: 'confirm.requested',
        options: expect.objectContaining({ message: 'This action will cancel the test generation.', intent: { type: 'testCase.cancel', id: testId, suiteId: sampleTests.generating.test_suite_id } }),
      },
      {
        type: 'confirm.requested',
        options: expect.objectContaining({ message: 'This action will regenerate the test.', intent: expect.objectContaining({ type: 'testCase.regenerate', id: testId }) }),
      },
    ]);
  });

  it("offers Regenerate beside a runnable test's Run, after confirmation", () => {
    const { actor, load, emitted, snapshot } = startPage();
    load(sampleTests.runnable);
    expect(selectButton(snapshot())?.kind).toBe('run');
    actor.send({ type: 'test.regenerate' });
    expect(emitted).toEqual([
      { type: 'confirm.requested', options: expect.objectContaining({ message: 'This action will regenerate the test.', intent: expect.objectContaining({ type: 'testCase.regenerate' }) }) },
    ]);
  });

  it('offers Force stop in the menu only while the test is generated, after confirmation (E-41)', () => {
    const { actor, load, emitted, snapshot } = startPage();
    load(sampleTests.runnable);
    expect(selectMenu(snapshot()).canForceStop).toBe(false);
    actor.send({ type: 'test.forceStop' });
    expect(emitted).toEqual([]);
    actor.send({ type: 'test.changed', test: sampleTests.generating });
    expect(selectMenu(snapshot()).canForceStop).toBe(true);
    actor.send({ type: 'test.forceStop' });
    expect(emitted).toEqual([
      {
        type: 'confirm.requested',
        options: expect.objectContaining({ title: 'Force stop test generation', intent: { type: 'testCase.forceStop', id: testId, suiteId: sampleTests.generating.test_suite_id } }),
      },
    ]);
  });

  it('offers Regenerate for a failed test without a final script, after confirmation', () => {
    const { actor, load, emitted, snapshot } = startPage();
    load(generationFailed);
    expect(selectButton(snapshot())).toEqual({ kind: 'regenerate', label: 'Regenerate', loading: false });
    actor.send({ type: 'test.regenerate' });
    expect(emitted).toEqual([
      { type: 'confirm.requested', options: expect.objectContaining({ message: 'This action will regenerate the test.', intent: expect.objectContaining({ type: 'testCase.regenerate' }) }) },
    ]);
  });

  it("runs the test's runs while the test is loaded, and stops them once it is deleted", () => {
    const { actor, load, snapshot } = startPage();
    expect(snapshot().children.testRuns).toBeUndefined();
    load(sampleTests.runnable);
    const runs = snapshot().children.testRuns!;
    expect(runs.getSnapshot().context).toMatchObject({ testId, suiteId: sampleTests.runnable.test_suite_id });
    actor.send({ type: 'test.deleted' });
    expect(runs.getSnapshot().status).toBe('stopped');
  });

  it('asks to confirm delete and publish; only a biz-dev user gets the short-name input', () => {
    for (const canChooseShortName of [false, true]) {
      const { actor, load, emitted } = startPage({ testId, canChooseShortName });
      load(sampleTests.runnable);
      actor.send({ type: 'test.delete' });
      actor.send({ type: 'test.publish' });
      const [remove, publish] = emitted.map((event) => event.options as Record<string, unknown>);
      expect(remove).toMatchObject({ message: 'This action cannot be undone and this test will be removed permanently.', intent: { type: 'testCase.delete', id: testId } });
      expect(publish).toMatchObject({
        title: 'Publish test',
        message: 'This action will make this test public and accessible to everyone.',
        confirmLabel: 'Yes, Publish',
        cancelLabel: 'Cancel',
        intent: { type: 'testCase.publish', id: testId },
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
      ['copyToClipboard', { text: `https://cj.example/public/test/${testId}`, title: 'Copied to clipboard', message: 'Public link is copied to clipboard.' }],
      ['copyToClipboard', { text: 'https://cj.example/go/checkout-flow-test', title: 'Copied to clipboard', message: 'Public link is copied to clipboard.' }],
      ['copyToClipboard', { text: testId, title: 'Copied to clipboard', message: 'Test ID is copied to clipboard.' }],
    ]);
  });

  it('confirms a publication with a toast and shows the published test', () => {
    const { actor, load, done, snapshot } = startPage();
    load(sampleTests.runnable);
    actor.send({ type: 'test.published', test: sampleTests.published });
    expect(selectPublicPath(snapshot())).toBe('/go/checkout-flow-test');
    expect(done).toEqual([['notifyPublished', { title: 'Test published', text: 'Anyone with its public link can open it now.', type: 'success' }]]);
  });

  it('hands editing to the app: no button and Edit disabled until it finishes or cancels', () => {
    const { actor, load, emitted, snapshot } = startPage();
    load(sampleTests.runnable);
    actor.send({ type: 'edit.start' });
    expect(emitted).toEqual([{ type: 'edit.started', test: sampleTests.runnable }]);
    expect(selectButton(snapshot())).toBeNull();
    expect(selectMenu(snapshot())).toEqual({ canCopyLink: true, canEdit: false, canClone: false, canDelete: true, canPublish: true, canForceStop: false });
    actor.send({ type: 'edit.cancelled' });
    expect(selectMenu(snapshot()).canEdit).toBe(true);
    actor.send({ type: 'edit.start' });
    const edited = { ...sampleTests.runnable, state: 'pending' as const, final_script: null };
    actor.send({ type: 'edit.finished', test: edited });
    expect(selectTest(snapshot())).toEqual(edited);
    expect(selectButton(snapshot())?.kind).toBe('cancel');
  });

  it('asks the app to clone the loaded test, also while generating, but not while it is edited', () => {
    const { actor, load, emitted, snapshot } = startPage();
    actor.send({ type: 'test.clone' });
    expect(emitted).toEqual([]);
    load(sampleTests.notGenerated);
    expect(selectMenu(snapshot()).canClone).toBe(true);
    actor.send({ type: 'test.clone' });
    actor.send({ type: 'test.generate' });
    expect(selectMenu(snapshot()).canClone).toBe(true);
    actor.send({ type: 'test.clone' });
    const cloneRequested = { type: 'clone.requested', testId, suiteId: sampleTests.notGenerated.test_suite_id };
    expect(emitted).toEqual([cloneRequested, cloneRequested]);
    actor.send(doneEvent('regenerateTestCase', { ...sampleTests.notGenerated, state: 'pending' }) as never);
    actor.send({ type: 'edit.start' });
    expect(selectMenu(snapshot()).canClone).toBe(false);
    actor.send({ type: 'test.clone' });
    expect(emitted.filter((event) => event.type === 'clone.requested')).toHaveLength(2);
  });

  it('ends once the app deleted the test', () => {
    const { actor, load, snapshot } = startPage();
    load(sampleTests.runnable);
    actor.send({ type: 'test.deleted' });
    expect(snapshot().status).toBe('done');
    expect(selectTest(snapshot())).toBeNull();
  });

  it('keeps the button after a failed Generate and toasts', () => {
    const { actor, load, settle, done, snapshot } = startPage();
    load(sampleTests.notGenerated);
    actor.send({ type: 'test.generate' });
    settle(errorEvent('regenerateTestCase', 'Unable to reach the server'));
    expect(done).toEqual([['notifyGenerateFailed', { title: 'Some error occurred', text: 'Unable to update the test', type: 'error' }]]);
    expect(selectButton(snapshot())?.kind).toBe('generate');
  });

  it('watches a running test: each fetched test replaces the shown one, a changed state is announced, the end stops it', () => {
    const { actor, load, calls, emitted, snapshot, isWatching } = startPage();
    load(sampleTests.generating);
    expect(selectIsWatching(snapshot())).toBe(true);
    expect(calls).toEqual([
      ['getTestCase', { id: testId }],
      ['liveWatch', { testId }],
    ]);
    actor.send({ type: 'watch.testFetched', test: generatingNextStep });
    expect(selectDetails(snapshot())?.steps.map((step) => step.status)).toEqual(['action_succeeded', 'action_succeeded', 'action_running']);
    // Same state: the tree has nothing to show.
    expect(emitted).toEqual([]);
    actor.send({ type: 'watch.testFetched', test: { ...generatingNextStep, state: 'retrying' } });
    expect(emitted).toEqual([{ type: 'test.stateChanged', testId, state: 'retrying' }]);
    expect(isWatching()).toBe(true);
    actor.send({ type: 'watch.testFetched', test: generationFailed });
    expect(emitted.at(-1)).toEqual({ type: 'test.stateChanged', testId, state: 'failed' });
    expect(selectIsWatching(snapshot())).toBe(false);
    expect(isWatching()).toBe(false);
    // Failed without a script: nothing to run or cancel any more, so it offers Regenerate.
    expect(selectButton(snapshot())?.kind).toBe('regenerate');
    // A late answer of a stopped watch is not taken.
    actor.send({ type: 'watch.testFetched', test: sampleTests.generating });
    expect(selectTest(snapshot())).toEqual(generationFailed);
  });

  it('does not watch a test that is not running, and starts once the app makes it running', () => {
    const { actor, load, calls, isWatching } = startPage();
    load(sampleTests.error);
    expect(isWatching()).toBe(false);
    // A confirmed Regenerate, or submitted feedback: the app hands the pending test over.
    actor.send({ type: 'test.changed', test: { ...sampleTests.error, state: 'pending' } });
    expect(isWatching()).toBe(true);
    // A confirmed Cancel ends it.
    actor.send({ type: 'test.changed', test: { ...sampleTests.error, state: 'cancelled' } });
    expect(isWatching()).toBe(false);
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.finished', test: { ...sampleTests.error, state: 'pending' } });
    expect(isWatching()).toBe(true);
    expect(calls.filter(([name]) => name === 'liveWatch')).toHaveLength(2);
  });

  it('stops watching when the test is deleted', () => {
    const { actor, load, snapshot, isWatching } = startPage();
    load(sampleTests.generating);
    actor.send({ type: 'test.deleted' });
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

  it('refuses to edit a step of a running test, and otherwise asks the app for the feedback form', () => {
    const { actor, load, done, emitted } = startPage();
    load(sampleTests.generating);
    actor.send({ type: 'step.edit', step: 0 });
    expect(done).toEqual([['notifyCannotEdit', { title: 'You cannot edit the action when the test is running.', text: '', type: 'info' }]]);
    expect(emitted).toEqual([]);
    actor.send({ type: 'watch.testFetched', test: generationFailed });
    actor.send({ type: 'step.edit', step: 1 });
    actor.send({ type: 'step.edit', step: 7 });
    expect(emitted.filter((event) => event.type === 'feedback.requested')).toEqual([
      { type: 'feedback.requested', test: generationFailed, step: generationFailed.test_generation_steps[1] },
    ]);
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
        expect.objectContaining({ step: 0, number: 1, actionName: 'goto', status: 'action_succeeded', screenshotKey: 'shots/pay-by-card/0.png', screenshotIndex: 0 }),
        expect.objectContaining({ step: 1, number: 2, pythonCode: 'page.get_by_role("button", name="Add to cart").click()', screenshotIndex: 1 }),
        expect.objectContaining({ step: 2, number: 3, code: "await page.getByLabel('Card number').fill(CARD);", pythonCode: null, screenshotKey: null, screenshotIndex: null }),
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
    const actor = createActor(testCasePageMachine.provide({ actors: { getTestCase: neverSettles(), liveWatch: silentLiveWatch, testRuns: silentTestRuns } }), {
      input: { testId },
      clock,
    }).start();
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
    const actor = createActor(testCasePageMachine.provide({ actors: { getTestCase: neverSettles(), liveWatch, testRuns: silentTestRuns } }), { input: { testId } });
    const emitted: unknown[] = [];
    actor.on('*', (event) => void emitted.push(event));
    actor.start();
    actor.send(doneEvent('getTestCase', sampleTests.generating) as never);
    expect(socket.opened).toEqual([{ testId }]);
    socket.serverSends(JSON.stringify({ type: 'TEST_UPDATED', test_id: testId, state: 'running' }));
    await vi.waitFor(() => expect(selectTest(actor.getSnapshot())).toEqual(generatingNextStep));
    socket.serverSends(JSON.stringify({ type: 'TEST_NOT_RUNNING', test_id: testId, state: 'failed' }));
    await vi.waitFor(() => expect(selectTest(actor.getSnapshot())).toEqual(generationFailed));
    expect(selectIsWatching(actor.getSnapshot())).toBe(false);
    expect(socket.isOpen()).toBe(false);
    expect(emitted).toEqual([{ type: 'test.stateChanged', testId, state: 'failed' }]);
    actor.stop();
  });
});
