import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { recordingDialog } from '../_testing/confirmations';
import { startRecorded } from '../_testing/recorded';
import { scriptVersionsMachine } from './scriptVersions.machine';
import { scriptVersionsPathModel } from './scriptVersions.paths';
import { firstVersionOnly, RESTORE_REFUSED, restoredTest, restoredVersions, sampleVersions, TEST_ID } from './scriptVersions.samples';
import { selectDiff, selectHasFailed, selectIsRefreshing, selectRestore, selectRows } from './scriptVersions.selectors';

describePathModel(scriptVersionsPathModel);

/** The history with every request recorded, and a recording stand-in for the confirm dialog (`received`). */
function start() {
  const dialog = recordingDialog();
  const started = startRecorded(scriptVersionsMachine, {
    input: { testId: TEST_ID, confirmDialog: dialog.ref },
    actors: ['listScriptVersions', 'restoreScriptVersion', 'generationEnds'],
    actions: ['testChanged', 'notifyRestored', 'notifyRestoreFailed'],
  });
  const load = (versions = sampleVersions) => started.settle(doneEvent('listScriptVersions', versions));
  return { ...started, load, received: dialog.received };
}

const diffText = (diff: ReturnType<typeof selectDiff>) =>
  diff?.diff.rows.map(
    (row) => `${row.kind} ${row.left?.number ?? '-'}:${row.left?.text ?? ''} | ${row.right?.number ?? '-'}:${row.right?.text ?? ''}`,
  );

describe('scriptVersions', () => {
  it('lists the versions newest first, with how and by whom each was made, and retries a failed load', () => {
    const { actor, settle, load, calls, done, snapshot } = start();
    settle(errorEvent('listScriptVersions', 'Service Unavailable'));
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(done).toEqual([]);
    actor.send({ type: 'versions.retry' });
    load();
    expect(calls).toEqual([
      ['generationEnds', { testId: TEST_ID }],
      ['listScriptVersions', { testId: TEST_ID }],
      ['listScriptVersions', { testId: TEST_ID }],
    ]);
    expect(selectRows(snapshot())).toEqual([
      { version: 3, source: 'Healed', author: 'Critical Journey', createdAt: '2026-11-04T08:05:00.000Z', current: true, compared: false },
      { version: 2, source: 'Step feedback', author: 'alice@shop.test', createdAt: '2026-11-03T10:15:00.000Z', current: false, compared: false },
      { version: 1, source: 'Generated', author: 'alice@shop.test', createdAt: '2026-11-02T09:40:00.000Z', current: false, compared: false },
    ]);
    expect(selectDiff(snapshot())).toBeNull();
  });

  it('compares a version with the one before it, line by line, in TypeScript or Python', () => {
    const { actor, load, snapshot } = start();
    load();
    actor.send({ type: 'version.selected', version: 3 });
    const diff = selectDiff(snapshot())!;
    expect([diff.left.label, diff.right.label, diff.other, diff.languages]).toEqual(['Version 2', 'Version 3', 2, ['typescript', 'python']]);
    expect(diffText(diff)?.filter((row) => !row.startsWith('same'))).toEqual([
      "changed 5:  await page.getByRole('button', { name: 'Add to cart' }).click(); | 5:  await page.getByTestId('add-to-cart').click();",
    ]);
    expect(selectRows(snapshot()).map((row) => row.compared)).toEqual([true, true, false]);
    actor.send({ type: 'language.changed', language: 'python' });
    expect(diffText(selectDiff(snapshot()))).toEqual([
      'same 1:def test_pay_by_card(page): | 1:def test_pay_by_card(page):',
      'same 2:    page.goto("http://shop.test:8080") | 2:    page.goto("http://shop.test:8080")',
      'changed 3:    page.get_by_role("button", name="Add to cart").click() | 3:    page.get_by_test_id("add-to-cart").click()',
      'same 4:    page.get_by_label("Card number").fill(CARD) | 4:    page.get_by_label("Card number").fill(CARD)',
    ]);
  });

  it('switches the other side, back to TypeScript when that side has no Python, and never to the version itself', () => {
    const { actor, load, snapshot } = start();
    load();
    actor.send({ type: 'version.selected', version: 3 });
    actor.send({ type: 'language.changed', language: 'python' });
    actor.send({ type: 'compare.changed', version: 3 });
    actor.send({ type: 'compare.changed', version: 7 });
    expect(selectDiff(snapshot())?.other).toBe(2);
    actor.send({ type: 'compare.changed', version: 1 });
    const diff = selectDiff(snapshot())!;
    expect([diff.left.label, diff.right.label, diff.language, diff.languages]).toEqual(['Version 1', 'Version 3', 'typescript', ['typescript']]);
    expect(diffText(diff)?.filter((row) => !row.startsWith('same'))).toEqual([
      "changed 5:  await page.getByRole('button', { name: 'Add to cart' }).click(); | 5:  await page.getByTestId('add-to-cart').click();",
      "added -: | 6:  await page.getByLabel('Card number').fill(CARD);",
    ]);
    actor.send({ type: 'language.changed', language: 'python' });
    expect(snapshot().context.language).toBe('typescript');
    actor.send({ type: 'diff.closed' });
    expect(selectDiff(snapshot())).toBeNull();
  });

  it('shows the first version against nothing: every line added', () => {
    const { actor, load, snapshot } = start();
    load(firstVersionOnly);
    actor.send({ type: 'version.selected', version: 1 });
    const diff = selectDiff(snapshot())!;
    expect([diff.left, diff.other, diff.otherChoices]).toEqual([{ version: null, label: 'Nothing before' }, null, []]);
    expect(diff.diff.rows.every((row) => row.kind === 'added')).toBe(true);
    // The current version is the test's scripts already.
    actor.send({ type: 'version.restore', version: 1 });
    expect(snapshot().value).toEqual({ shown: 'idle' });
  });

  it('restores a version once confirmed: the dialog closes, a toast, the page gets the test, the list reloads', () => {
    const { actor, settle, load, calls, done, received, snapshot } = start();
    load();
    actor.send({ type: 'version.selected', version: 3 });
    actor.send({ type: 'version.restore', version: 1 });
    expect(received).toEqual([
      {
        type: 'confirm.request',
        options: {
          title: 'Restore version 1?',
          message: "The test's scripts become those of version 1. The current scripts stay in the history.",
          confirmLabel: 'Restore',
          cancelLabel: 'Cancel',
          icon: 'warning',
        },
        replyTo: actor,
      },
    ]);
    expect(selectRestore(snapshot())).toEqual({ enabled: false, restoring: 1 });
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls.at(-1)).toEqual(['restoreScriptVersion', { testId: TEST_ID, version: 1 }]);
    settle(doneEvent('restoreScriptVersion', restoredTest));
    expect(received.at(-1)).toEqual({ type: 'confirm.settled' });
    expect(done).toEqual([
      ['notifyRestored', { title: 'Version 1 restored', text: '', type: 'success' }],
      ['testChanged', { test: restoredTest }],
    ]);
    expect(selectIsRefreshing(snapshot())).toBe(true);
    expect(selectRows(snapshot())).toHaveLength(3);
    load(restoredVersions);
    expect(selectRows(snapshot()).map((row) => [row.version, row.source, row.current])).toEqual([
      [4, 'Restored', true],
      [3, 'Healed', false],
      [2, 'Step feedback', false],
      [1, 'Generated', false],
    ]);
    // The diff the user chose stays.
    expect(selectDiff(snapshot())?.right.label).toBe('Version 3');
    expect(selectRestore(snapshot())).toEqual({ enabled: true, restoring: null });
  });

  it('keeps the list when the server refuses the restore, and asks again', () => {
    const { actor, settle, load, done, received, snapshot } = start();
    load();
    actor.send({ type: 'version.restore', version: 2 });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('restoreScriptVersion', RESTORE_REFUSED));
    expect(received.at(-1)).toEqual({ type: 'confirm.failed', error: RESTORE_REFUSED });
    expect(done).toEqual([['notifyRestoreFailed', { title: 'Some error occurred', text: 'Unable to restore the version', type: 'error' }]]);
    expect(snapshot().value).toEqual({ shown: 'asking' });
    expect(selectRows(snapshot())).toHaveLength(3);
    actor.send({ type: 'confirm.declined' });
    expect(selectRestore(snapshot())).toEqual({ enabled: true, restoring: null });
  });

  it('reloads quietly when a generation ends, keeping the list when that fails, and starts over on a second end', () => {
    const { actor, settle, load, calls, done, snapshot } = start();
    load();
    actor.send({ type: 'versions.refresh' });
    actor.send({ type: 'versions.refresh' });
    expect(calls.filter(([name]) => name === 'listScriptVersions')).toHaveLength(3);
    expect(selectRows(snapshot())).toHaveLength(3);
    settle(errorEvent('listScriptVersions', 'Service Unavailable'));
    expect(snapshot().value).toEqual({ shown: 'idle' });
    expect(selectRows(snapshot())).toHaveLength(3);
    expect(done).toEqual([]);
  });
});
