import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { changePasswordMachine, type ChangePasswordInput } from './changePassword.machine';
import { changePasswordPathModel } from './changePassword.paths';
import { selectCanSubmit, selectError, selectIsShown, selectIsSubmitting } from './changePassword.selectors';

describePathModel(changePasswordPathModel);

/** A form whose update records its input and never settles; effects are recorded in order. */
function startForm(input: ChangePasswordInput = { presentation: 'page' }) {
  const calls: unknown[] = [];
  const effects: unknown[] = [];
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        updatePassword: fromPromise<unknown, { password: string }>(({ input }) => {
          calls.push(input);
          return new Promise(() => {});
        }),
      },
      actions: {
        notifyChanged: (_, params) => effects.push(params),
        notifyFailed: (_, params) => effects.push(params),
        goHome: () => effects.push('goHome'),
        refetchProjects: () => effects.push('refetchProjects'),
      },
    }),
    { input },
  );
  // Done and error events come from invoked actors, so the machine's own event type excludes them.
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  return { actor: actor.start(), settle, calls, effects, snapshot: () => actor.getSnapshot() };
}

describe('changePassword', () => {
  it('sends the trimmed password, then goes home and refetches the projects', () => {
    const { actor, settle, calls, effects, snapshot } = startForm();
    actor.send({ type: 'password.changed', value: '  n3w-Secret ' });
    actor.send({ type: 'password.submit' });
    expect(selectIsSubmitting(snapshot())).toBe(true);
    expect(calls).toEqual([{ password: 'n3w-Secret' }]);
    settle(doneEvent('updatePassword', {}));
    expect(snapshot().value).toBe('success');
    expect(effects).toEqual([{ title: 'Password changed', text: 'Your new password is in use.', type: 'success' }, 'goHome', 'refetchProjects']);
  });

  it('starts with Submit enabled; a blank submit sends nothing and says the field is required (S-98)', () => {
    const { actor, calls, snapshot } = startForm();
    expect(selectCanSubmit(snapshot())).toBe(true);
    expect(selectError(snapshot())).toBeNull();
    actor.send({ type: 'password.changed', value: '    ' });
    actor.send({ type: 'password.submit' });
    expect(snapshot().value).toBe('idle');
    expect(selectError(snapshot())).toBe('This field is required');
    expect(calls).toHaveLength(0);
  });

  it('submits nothing twice', () => {
    const { actor, calls, snapshot } = startForm();
    actor.send({ type: 'password.changed', value: 'n3w-Secret' });
    actor.send({ type: 'password.submit' });
    expect(selectCanSubmit(snapshot())).toBe(false);
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'password.changed', value: 'other' });
    expect(calls).toHaveLength(1);
    expect(snapshot().context.password).toBe('n3w-Secret');
  });

  it('shows the server message after a failure and clears it on the next submit', () => {
    const { actor, settle, effects, snapshot } = startForm();
    actor.send({ type: 'password.changed', value: 'n3w-Secret' });
    actor.send({ type: 'password.submit' });
    settle(errorEvent('updatePassword', 'Password should be at least 6 characters.'));
    expect(snapshot().value).toBe('failure');
    expect(selectError(snapshot())).toBe('Password should be at least 6 characters.');
    expect(effects).toEqual([{ title: 'Password change failed', text: 'Password should be at least 6 characters.', type: 'error' }]);
    actor.send({ type: 'password.changed', value: 'n3w-Secret-2' });
    expect(selectError(snapshot())).toBe('Password should be at least 6 characters.');
    actor.send({ type: 'password.submit' });
    expect(selectError(snapshot())).toBeNull();
  });

  it('as a dialog: opens empty, closes unless submitting, and closes on success', () => {
    const { actor, settle, snapshot } = startForm({ presentation: 'dialog' });
    expect(selectIsShown(snapshot())).toBe(false);
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'password.changed', value: 'draft' });
    actor.send({ type: 'dialog.close' });
    actor.send({ type: 'dialog.open' });
    expect(snapshot().context.password).toBe('');
    actor.send({ type: 'password.changed', value: 'n3w-Secret' });
    actor.send({ type: 'password.submit' });
    actor.send({ type: 'dialog.close' });
    expect(selectIsShown(snapshot())).toBe(true);
    settle(doneEvent('updatePassword', {}));
    expect(selectIsShown(snapshot())).toBe(false);
    actor.send({ type: 'dialog.open' });
    expect(snapshot().value).toBe('idle');
  });
});
