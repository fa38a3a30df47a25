import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { recordingActor, recordingDialog } from '../_testing/confirmations';
import { projectPickerMachine, type TestSuite } from './projectPicker.machine';
import { projectPickerPathModel } from './projectPicker.paths';
import { selectCanSave, selectError, selectIsBusy, selectIsOpen, selectRenamingId } from './projectPicker.selectors';

describePathModel(projectPickerPathModel);

const shop = { test_suite_id: 'suite-1', name: 'Shop', org_id: 'org-1' };

/** A picker whose calls record their input and never settle: the test sends their outcome. */
function startPicker() {
  const dialog = recordingDialog();
  // What the main layout is told, in order, with the app's fall-back to the tests among it.
  const layout = recordingActor('mainLayout');
  const calls: Array<[string, unknown]> = [];
  const recording = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
    fromPromise<TOutput, TInput>(({ input }) => {
      calls.push([name, input]);
      return new Promise<TOutput>(() => {});
    });
  const actor = createActor(
    projectPickerMachine.provide({
      actors: {
        createTestSuite: recording<TestSuite, { name: string }>('createTestSuite'),
        renameTestSuite: recording<TestSuite, { id: string; new_name: string }>('renameTestSuite'),
        deleteTestSuite: recording<unknown, { id: string }>('deleteTestSuite'),
      },
      actions: { fallBackToTests: () => void layout.received.push({ type: '(app) fallBackToTests' }), notifyFailed: () => {} },
    }),
    { input: { confirmDialog: dialog.ref, layout: layout.ref } },
  );
  // Done and error events come from invoked actors, so the machine's own event type excludes them.
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  return { actor: actor.start(), settle, calls, told: layout.received, dialog: dialog.received, snapshot: () => actor.getSnapshot() };
}

describe('projectPicker', () => {
  it('creates a project with the trimmed name, then closes and announces it', () => {
    const { actor, settle, calls, told, snapshot } = startPicker();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'project.create' });
    actor.send({ type: 'draft.changed', value: '  Shop ' });
    actor.send({ type: 'draft.save' });
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(calls).toEqual([['createTestSuite', { name: 'Shop' }]]);
    settle(doneEvent('createTestSuite', shop));
    expect(selectIsOpen(snapshot())).toBe(false);
    expect(told).toEqual([{ type: 'suite.selected', suiteId: 'suite-1' }]);
  });

  it('sends nothing for an empty name, and ignores saves and closing while saving', () => {
    const { actor, calls, snapshot } = startPicker();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'project.create' });
    actor.send({ type: 'draft.changed', value: '   ' });
    expect(selectCanSave(snapshot())).toBe(false);
    actor.send({ type: 'draft.save' });
    expect(snapshot().value).toEqual({ open: { creating: 'editing' } });
    actor.send({ type: 'draft.changed', value: 'Shop' });
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'picker.close' });
    actor.send({ type: 'draft.cancel' });
    expect(calls).toHaveLength(1);
    expect(snapshot().value).toEqual({ open: { creating: 'saving' } });
  });

  it('renames inline and returns to the list; a failure keeps the draft with the message', () => {
    const { actor, settle, calls, told, snapshot } = startPicker();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'project.rename', id: 'suite-1', name: 'Shop' });
    expect(selectRenamingId(snapshot())).toBe('suite-1');
    actor.send({ type: 'draft.changed', value: 'Store ' });
    actor.send({ type: 'draft.save' });
    settle(errorEvent('renameTestSuite', 'Unable to update the project name'));
    expect(snapshot().value).toEqual({ open: { renaming: 'editing' } });
    expect(selectError(snapshot())).toBe('Unable to update the project name');
    expect(snapshot().context.draftName).toBe('Store ');
    actor.send({ type: 'draft.save' });
    settle(doneEvent('renameTestSuite', { ...shop, name: 'Store' }));
    expect(calls).toEqual([
      ['renameTestSuite', { id: 'suite-1', new_name: 'Store' }],
      ['renameTestSuite', { id: 'suite-1', new_name: 'Store' }],
    ]);
    expect(snapshot().value).toEqual({ open: 'browsing' });
    expect(told).toEqual([{ type: 'suites.changed' }]);
  });

  it('announces a selection', () => {
    const { actor, told, snapshot } = startPicker();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'project.select', id: 'suite-2' });
    expect(selectIsOpen(snapshot())).toBe(false);
    expect(told).toEqual([{ type: 'suite.selected', suiteId: 'suite-2' }]);
  });

  it('asks the dialog before deleting, deletes on Yes, closes the dialog and announces it', () => {
    const { actor, settle, calls, told, dialog, snapshot } = startPicker();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'project.delete', id: 'suite-1', name: 'Shop' });
    expect(dialog).toEqual([
      {
        type: 'confirm.request',
        options: {
          title: 'Delete project "Shop"?',
          message: 'This action cannot be undone and all the tests under this Test Suite will be removed permanently.',
          confirmLabel: 'Delete',
          cancelLabel: 'Cancel',
          icon: 'danger',
        },
        replyTo: actor,
      },
    ]);
    // Nothing is deleted before the answer, and the list stays open behind the dialog.
    expect(calls).toEqual([]);
    expect(selectIsOpen(snapshot())).toBe(true);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls).toEqual([['deleteTestSuite', { id: 'suite-1' }]]);
    settle(doneEvent('deleteTestSuite', null));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.settled' }]);
    expect(told).toEqual([{ type: '(app) fallBackToTests' }, { type: 'suites.changed' }]);
    expect(snapshot().value).toEqual({ open: 'browsing' });
    expect(snapshot().context.deletingId).toBeNull();
  });

  it('tells the dialog why a delete failed and deletes again on a second Yes', () => {
    const { actor, settle, calls, told, dialog, snapshot } = startPicker();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'project.delete', id: 'suite-1', name: 'Shop' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('deleteTestSuite', 'Forbidden'));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.failed', error: 'Forbidden' }]);
    expect(snapshot().value).toEqual({ open: { deleting: 'asking' } });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(doneEvent('deleteTestSuite', null));
    expect(calls).toEqual([
      ['deleteTestSuite', { id: 'suite-1' }],
      ['deleteTestSuite', { id: 'suite-1' }],
    ]);
    expect(dialog.slice(2)).toEqual([{ type: 'confirm.settled' }]);
    expect(told).toEqual([{ type: '(app) fallBackToTests' }, { type: 'suites.changed' }]);
  });

  it('deletes nothing when the dialog answers No', () => {
    const { actor, calls, told, snapshot } = startPicker();
    actor.send({ type: 'picker.open' });
    actor.send({ type: 'project.delete', id: 'suite-1', name: 'Shop' });
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().value).toEqual({ open: 'browsing' });
    expect(snapshot().context.deletingId).toBeNull();
    expect(calls).toEqual([]);
    expect(told).toEqual([]);
  });
});
