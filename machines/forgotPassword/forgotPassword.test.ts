import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { forgotPasswordMachine } from './forgotPassword.machine';
import { forgotPasswordPathModel } from './forgotPassword.paths';
import { selectEmailError, selectIsBusy } from './forgotPassword.selectors';

describePathModel(forgotPasswordPathModel);

function startForgotPassword() {
  const calls: unknown[] = [];
  const done: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, params?: unknown) => void done.push([name, params]);
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        resetPasswordForEmail: fromPromise(({ input }) => {
          calls.push(input);
          return new Promise(() => {});
        }),
      },
      actions: { notifyResetSent: record('notifyResetSent'), notifyResetFailed: record('notifyResetFailed'), goToLogin: record('goToLogin') },
    }),
  ).start();
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  return { actor, settle, calls, done, snapshot: () => actor.getSnapshot() };
}

describe('forgotPassword', () => {
  it('sends nothing for a missing or invalid address and says why', () => {
    const { actor, calls, snapshot } = startForgotPassword();
    expect(selectEmailError(snapshot())).toBeNull();
    actor.send({ type: 'email.changed', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect(selectEmailError(snapshot())).toBe('This field is required');
    actor.send({ type: 'email.changed', value: 'ada@' });
    actor.send({ type: 'form.submit' });
    expect(selectEmailError(snapshot())).toBe('Invalid Email');
    expect(calls).toEqual([]);
  });

  it('requests the e-mail for the trimmed address, then announces it and goes to login', () => {
    const { actor, settle, calls, done, snapshot } = startForgotPassword();
    actor.send({ type: 'email.changed', value: ' ada@example.com ' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(calls).toEqual([{ email: 'ada@example.com' }]);
    expect(selectIsBusy(snapshot())).toBe(true);
    settle(doneEvent('resetPasswordForEmail', null));
    expect(snapshot().status).toBe('done');
    expect(done).toEqual([
      [
        'notifyResetSent',
        { title: 'Reset password email sent', text: 'Check ada@example.com for a link to choose a new password.', type: 'success' },
      ],
      ['goToLogin', undefined],
    ]);
  });

  it('reports a failure with the server message and lets the user try again', () => {
    const { actor, settle, calls, done, snapshot } = startForgotPassword();
    actor.send({ type: 'email.changed', value: 'ada@example.com' });
    actor.send({ type: 'form.submit' });
    settle(errorEvent('resetPasswordForEmail', 'Email rate limit exceeded'));
    expect(snapshot().value).toBe('editing');
    expect(done).toEqual([['notifyResetFailed', { title: 'Reset password failed', text: 'Email rate limit exceeded', type: 'error' }]]);
    actor.send({ type: 'form.submit' });
    expect(calls).toHaveLength(2);
  });
});
