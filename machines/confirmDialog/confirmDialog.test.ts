import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { describePathModel } from '../_testing/pathTests';
import { recordingActor } from '../_testing/confirmations';
import { confirmDialogMachine } from './confirmDialog.machine';
import { confirmDialogPathModel, deleteProjectOptions, publishOptions } from './confirmDialog.paths';
import { selectCanConfirm, selectError, selectInputError, selectIsBusy, selectIsOpen, selectOptions } from './confirmDialog.selectors';

describePathModel(confirmDialogPathModel);

function startDialog() {
  const requester = recordingActor('requester');
  const dialog = createActor(confirmDialogMachine).start();
  return { dialog, requester, ask: (options = deleteProjectOptions) => dialog.send({ type: 'confirm.request', options, replyTo: requester.ref }) };
}

describe('confirmDialog', () => {
  it('answers the requester with the typed value on Yes, loads until it settles, then closes', () => {
    const { dialog, requester, ask } = startDialog();
    ask(publishOptions);
    dialog.send({ type: 'input.changed', value: 'checkout-flow' });
    dialog.send({ type: 'dialog.confirm' });
    expect(requester.received).toEqual([{ type: 'confirm.accepted', value: 'checkout-flow' }]);
    expect(selectIsBusy(dialog.getSnapshot())).toBe(true);
    // No is ignored while the requester works.
    dialog.send({ type: 'dialog.cancel' });
    expect(dialog.getSnapshot().value).toBe('confirming');
    dialog.send({ type: 'confirm.settled' });
    expect(selectIsOpen(dialog.getSnapshot())).toBe(false);
    expect(requester.received).toHaveLength(1);
  });

  it("stays open with the requester's error when it fails, and clears it on the next try", () => {
    const { dialog, requester, ask } = startDialog();
    ask();
    dialog.send({ type: 'dialog.confirm' });
    dialog.send({ type: 'confirm.failed', error: 'Unable to delete the project' });
    expect(dialog.getSnapshot().value).toBe('open');
    expect(selectError(dialog.getSnapshot())).toBe('Unable to delete the project');
    dialog.send({ type: 'dialog.confirm' });
    expect(selectError(dialog.getSnapshot())).toBeNull();
    expect(requester.received).toEqual([
      { type: 'confirm.accepted', value: '' },
      { type: 'confirm.accepted', value: '' },
    ]);
  });

  it('answers No to the requester and closes', () => {
    const { dialog, requester, ask } = startDialog();
    ask();
    dialog.send({ type: 'dialog.cancel' });
    expect(requester.received).toEqual([{ type: 'confirm.declined' }]);
    expect(selectIsOpen(dialog.getSnapshot())).toBe(false);
  });

  it('answers No at once to a second asker while one question is shown', () => {
    const { dialog, requester, ask } = startDialog();
    ask();
    const other = recordingActor('other');
    dialog.send({ type: 'confirm.request', options: publishOptions, replyTo: other.ref });
    expect(other.received).toEqual([{ type: 'confirm.declined' }]);
    expect(selectOptions(dialog.getSnapshot())?.title).toBe(deleteProjectOptions.title);
    expect(requester.received).toEqual([]);
  });

  it('closes when the requester stops, open or loading: nobody is left to act on the answer', () => {
    for (const confirmFirst of [false, true]) {
      const dialog = createActor(confirmDialogMachine).start();
      const requester = createActor(createMachine({})).start();
      dialog.send({ type: 'confirm.request', options: deleteProjectOptions, replyTo: requester });
      if (confirmFirst) dialog.send({ type: 'dialog.confirm' });
      expect(selectIsOpen(dialog.getSnapshot())).toBe(true);
      requester.stop();
      expect(selectIsOpen(dialog.getSnapshot())).toBe(false);
    }
  });

  it('closes at once when asked by a requester that has already stopped', () => {
    const dialog = createActor(confirmDialogMachine).start();
    const requester = createActor(createMachine({})).start();
    requester.stop();
    dialog.send({ type: 'confirm.request', options: deleteProjectOptions, replyTo: requester });
    expect(selectIsOpen(dialog.getSnapshot())).toBe(false);
  });

  it('validates the input live and only enables Yes for a valid value', () => {
    const { dialog, ask } = startDialog();
    ask(publishOptions);
    // Nothing typed yet: no message, but Yes is disabled because the value is required.
    expect(selectInputError(dialog.getSnapshot())).toBeNull();
    expect(selectCanConfirm(dialog.getSnapshot())).toBe(false);
    dialog.send({ type: 'input.changed', value: 'Checkout Flow' });
    expect(selectInputError(dialog.getSnapshot())).toBe('Only lowercase letters, numbers, and dashes are allowed.');
    dialog.send({ type: 'input.changed', value: '  ' });
    expect(selectInputError(dialog.getSnapshot())).toBe('This field is required');
    dialog.send({ type: 'input.changed', value: 'checkout-flow' });
    expect(selectInputError(dialog.getSnapshot())).toBeNull();
    expect(selectCanConfirm(dialog.getSnapshot())).toBe(true);
  });

  it('applies the default button labels', () => {
    const { dialog } = startDialog();
    dialog.send({ type: 'confirm.request', options: { title: 'Sure?', message: 'Really?' }, replyTo: recordingActor().ref });
    expect(selectOptions(dialog.getSnapshot())).toMatchObject({ confirmLabel: 'Yes', cancelLabel: 'No' });
    expect(selectOptions(dialog.getSnapshot())).toBe(selectOptions(dialog.getSnapshot()));
  });
});
