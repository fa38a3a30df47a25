import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { describePathModel } from '../_testing/pathTests';
import { confirmDialogMachine, type ConfirmActionInput } from './confirmDialog.machine';
import { confirmDialogPathModel, deleteProjectOptions, publishOptions } from './confirmDialog.paths';
import {
  selectCanConfirm,
  selectError,
  selectInputError,
  selectIsBusy,
  selectIsOpen,
  selectOptions,
} from './confirmDialog.selectors';

describePathModel(confirmDialogPathModel);

/** A dialog whose Yes settles when the test says so, recording what it was asked to do. */
function startDialog() {
  const calls: ConfirmActionInput[] = [];
  let settle: { resolve: (output: unknown) => void; reject: (error: Error) => void } | null = null;
  const actor = createActor(
    confirmDialogMachine.provide({
      actors: {
        confirmAction: fromPromise<unknown, ConfirmActionInput>(({ input }) => {
          calls.push(input);
          return new Promise((resolve, reject) => (settle = { resolve, reject }));
        }),
      },
    }),
  );
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor: actor.start(), calls, emitted, settle: () => settle! };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('confirmDialog', () => {
  it('runs the intent with the typed value and emits dialog.confirmed with the output', async () => {
    const { actor, calls, emitted, settle } = startDialog();
    actor.send({ type: 'dialog.open', options: publishOptions });
    actor.send({ type: 'input.changed', value: 'checkout-flow' });
    actor.send({ type: 'dialog.confirm' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([{ intent: publishOptions.intent, value: 'checkout-flow' }]);
    settle().resolve({ slug: 'checkout-flow' });
    await tick();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual([
      { type: 'dialog.confirmed', intent: publishOptions.intent, value: 'checkout-flow', output: { slug: 'checkout-flow' } },
    ]);
  });

  it('stays open with the error message when Yes fails, and clears it on the next try', async () => {
    const { actor, settle } = startDialog();
    actor.send({ type: 'dialog.open', options: deleteProjectOptions });
    actor.send({ type: 'dialog.confirm' });
    settle().reject(new Error('Unable to delete the project'));
    await tick();
    expect(actor.getSnapshot().value).toBe('open');
    expect(selectError(actor.getSnapshot())).toBe('Unable to delete the project');
    actor.send({ type: 'dialog.confirm' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('emits dialog.cancelled on No and ignores No while Yes runs', () => {
    const { actor, emitted } = startDialog();
    actor.send({ type: 'dialog.open', options: deleteProjectOptions });
    actor.send({ type: 'dialog.confirm' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(emitted).toEqual([]);

    const other = startDialog();
    other.actor.send({ type: 'dialog.open', options: deleteProjectOptions });
    other.actor.send({ type: 'dialog.cancel' });
    expect(other.emitted).toEqual([{ type: 'dialog.cancelled', intent: deleteProjectOptions.intent }]);
    expect(selectIsOpen(other.actor.getSnapshot())).toBe(false);
  });

  it('validates the input live and only enables Yes for a valid value', () => {
    const { actor } = startDialog();
    actor.send({ type: 'dialog.open', options: publishOptions });
    // Nothing typed yet: no message, but Yes is disabled because the value is required.
    expect(selectInputError(actor.getSnapshot())).toBeNull();
    expect(selectCanConfirm(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'input.changed', value: 'Checkout Flow' });
    expect(selectInputError(actor.getSnapshot())).toBe('Only lowercase letters, numbers, and dashes are allowed.');
    actor.send({ type: 'input.changed', value: '  ' });
    expect(selectInputError(actor.getSnapshot())).toBe('This field is required');
    actor.send({ type: 'input.changed', value: 'checkout-flow' });
    expect(selectInputError(actor.getSnapshot())).toBeNull();
    expect(selectCanConfirm(actor.getSnapshot())).toBe(true);
  });

  it('applies the default button labels', () => {
    const { actor } = startDialog();
    actor.send({ type: 'dialog.open', options: { title: 'Sure?', message: 'Really?', intent: { type: 'x' } } });
    expect(selectOptions(actor.getSnapshot())).toMatchObject({ confirmLabel: 'Yes', cancelLabel: 'No' });
    expect(selectOptions(actor.getSnapshot())).toBe(selectOptions(actor.getSnapshot()));
  });
});
