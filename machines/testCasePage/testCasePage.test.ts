import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { testCasePageMachine, type TestCase, type TestCasePageInput } from './testCasePage.machine';
import { sampleTests, testCasePagePathModel, testId } from './testCasePage.paths';
import { selectBreadcrumb, selectButton, selectDetails, selectMenu, selectPublicPath, selectTest } from './testCasePage.selectors';

describePathModel(testCasePagePathModel);

function startPage(input: TestCasePageInput = { testId, origin: 'https://cj.example' }) {
  const calls: Array<[string, unknown]> = [];
  const done: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, params?: unknown) => void done.push([name, params]);
  const recording = (name: string) =>
    fromPromise<TestCase, { id: string }>(({ input: actorInput }) => {
      calls.push([name, actorInput]);
      return new Promise<never>(() => {});
    });
  const actor = createActor(
    testCasePageMachine.provide({
      actors: { getTestCase: recording('getTestCase'), regenerateTestCase: recording('regenerateTestCase') },
      actions: { copyToClipboard: record('copyToClipboard'), notifyFetchFailed: record('notifyFetchFailed'), notifyGenerateFailed: record('notifyGenerateFailed') },
    }),
    { input },
  );
  const emitted: Array<{ type: string; [key: string]: unknown }> = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  const load = (test: TestCase) => settle(doneEvent('getTestCase', test));
  return { actor, settle, load, calls, done, emitted, snapshot: () => actor.getSnapshot() };
}

describe('testCasePage', () => {
  it('loads the test, and on failure toasts and offers a retry', () => {
    const { actor, settle, calls, done, snapshot } = startPage();
    expect(selectMenu(snapshot())).toEqual({ canCopyLink: false, canEdit: false, canClone: false, canDelete: false, canPublish: false });
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

  it('generates a not generated test directly and announces the queued generation', () => {
    const { actor, load, settle, calls, emitted, snapshot } = startPage();
    load(sampleTests.notGenerated);
    expect(selectButton(snapshot())).toEqual({ kind: 'generate', label: 'Generate', loading: false });
    actor.send({ type: 'test.generate' });
    expect(selectButton(snapshot())?.loading).toBe(true);
    expect(selectMenu(snapshot()).canEdit).toBe(false);
    const pending = { ...sampleTests.notGenerated, state: 'pending' as const };
    settle(doneEvent('regenerateTestCase', pending));
    expect(calls.at(-1)).toEqual(['regenerateTestCase', { id: testId }]);
    expect(emitted).toEqual([{ type: 'generation.queued', test: pending }]);
    expect(selectButton(snapshot())).toEqual({ kind: 'cancel', label: 'Cancel', loading: false });
  });

  it('asks to confirm cancel and regenerate, and ignores buttons the test does not show', () => {
    const { actor, load, emitted } = startPage();
    load(sampleTests.generating);
    actor.send({ type: 'test.regenerate' });
    actor.send({ type: 'test.generate' });
    actor.send({ type: 'test.run' });
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

  it('requests a run of a runnable test with a script', () => {
    const { actor, load, emitted } = startPage();
    load(sampleTests.runnable);
    actor.send({ type: 'test.run' });
    expect(emitted).toEqual([{ type: 'run.requested', testId }]);
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

  it('copies the public link, the shorter /go/ one once the test has a short name, and the id', () => {
    const { actor, load, done, snapshot } = startPage();
    load(sampleTests.runnable);
    actor.send({ type: 'link.copy' });
    actor.send({ type: 'test.changed', test: sampleTests.published });
    expect(selectPublicPath(snapshot())).toBe('/go/checkout-flow-test');
    actor.send({ type: 'link.copy' });
    actor.send({ type: 'id.copy' });
    expect(done).toEqual([
      ['copyToClipboard', { text: `https://cj.example/public/test/${testId}`, message: 'Public link is copied to clipboard.' }],
      ['copyToClipboard', { text: 'https://cj.example/go/checkout-flow-test', message: 'Public link is copied to clipboard.' }],
      ['copyToClipboard', { text: testId, message: 'Test ID is copied to clipboard.' }],
    ]);
  });

  it('hands editing to the app: no button and Edit disabled until it finishes or cancels', () => {
    const { actor, load, emitted, snapshot } = startPage();
    load(sampleTests.runnable);
    actor.send({ type: 'edit.start' });
    expect(emitted).toEqual([{ type: 'edit.started', test: sampleTests.runnable }]);
    expect(selectButton(snapshot())).toBeNull();
    expect(selectMenu(snapshot())).toEqual({ canCopyLink: true, canEdit: false, canClone: false, canDelete: true, canPublish: true });
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
});
