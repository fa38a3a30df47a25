import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { authErrorEvent } from '../_shared/authPaths';
import { registerMachine } from './register.machine';
import { registerPathModel } from './register.paths';
import {
  selectEmailError,
  selectNotice,
  selectPasswordInvalid,
  selectPasswordRejections,
  selectPasswordRequired,
  selectPasswordRules,
} from './register.selectors';

describePathModel(registerPathModel);

/** A register form whose sign-up records its input and never settles; actions are recorded. */
function startRegister() {
  const calls: unknown[] = [];
  const done: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, params?: unknown) => void done.push([name, params]);
  const actor = createActor(
    registerMachine.provide({
      actors: {
        signUp: fromPromise(({ input }) => {
          calls.push(input);
          return new Promise(() => {});
        }),
      },
      actions: {
        notifyRegistered: record('notifyRegistered'),
        notifyRegistrationFailed: record('notifyRegistrationFailed'),
        goToRegisterSuccess: record('goToRegisterSuccess'),
        goToRememberedAddress: record('goToRememberedAddress'),
      },
    }),
  ).start();
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  const fill = (email: string, password: string) => {
    actor.send({ type: 'email.changed', value: email });
    actor.send({ type: 'password.changed', value: password });
  };
  return { actor, settle, fill, calls, done, snapshot: () => actor.getSnapshot() };
}

const metRules = (rules: Array<{ rule: string; met: boolean }>) => rules.filter((r) => r.met).map((r) => r.rule);

describe('register', () => {
  it('shows the password policy live and sends nothing until every rule is met', () => {
    const { actor, fill, calls, snapshot } = startRegister();
    expect(metRules(selectPasswordRules(snapshot()))).toEqual([]);
    expect(selectPasswordInvalid(snapshot())).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(selectEmailError(snapshot())).toBe('This field is required');
    expect(selectPasswordRequired(snapshot())).toBe('This field is required');
    fill('ada@example.com', 'secret');
    expect(metRules(selectPasswordRules(snapshot()))).toEqual(['lowercase']);
    actor.send({ type: 'form.submit' });
    expect(calls).toEqual([]);
    expect(selectPasswordInvalid(snapshot())).toBe(true);
    expect(selectPasswordRequired(snapshot())).toBeNull();
    actor.send({ type: 'password.changed', value: 'Secret-123' });
    expect(selectPasswordInvalid(snapshot())).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(calls).toEqual([{ email: 'ada@example.com', password: 'Secret-123' }]);
  });

  it('announces success and goes to RegisterSuccess', () => {
    const { actor, settle, fill, done, snapshot } = startRegister();
    fill(' ada@example.com', 'Secret-123');
    actor.send({ type: 'form.submit' });
    settle(doneEvent('signUp', null));
    expect(snapshot().status).toBe('done');
    expect(done).toEqual([
      ['notifyRegistered', { title: 'Registration successful', text: 'Please check your email to verify your account.', type: 'success' }],
      ['goToRegisterSuccess', undefined],
    ]);
  });

  it('with AUTH_AUTOCONFIRM (a session in the answer), says the user is signed in instead of asking to check e-mail', () => {
    const { actor, settle, fill, done, snapshot } = startRegister();
    fill('ada@example.com', 'Secret-123');
    actor.send({ type: 'form.submit' });
    settle(doneEvent('signUp', { user: { id: 'u1' }, session: { access_token: 'token' } }));
    expect(snapshot().status).toBe('done');
    expect(done).toEqual([
      ['notifyRegistered', { title: 'Registration successful', text: 'You are signed in.', type: 'success' }],
      ['goToRememberedAddress', undefined],
    ]);
  });

  it('shows why the server refused the password until it changes', () => {
    const { actor, settle, fill, done, snapshot } = startRegister();
    fill('ada@example.com', 'Password-1');
    actor.send({ type: 'form.submit' });
    settle(authErrorEvent('signUp', 'Password is known to be weak', 'weak_password', { reasons: ['pwned', 'length', 'guessable'] }));
    expect(selectPasswordRejections(snapshot())).toEqual([
      'This password is known from a data breach; choose another one.',
      'The password is too short.',
      'This password is easy to guess (a common word, name, date, keyboard pattern or repetition); choose another one.',
    ]);
    expect(selectPasswordInvalid(snapshot())).toBe(true);
    expect(done).toEqual([['notifyRegistrationFailed', { title: 'Registration failed', text: 'Password is known to be weak', type: 'error' }]]);
    actor.send({ type: 'password.changed', value: 'Another-Password-9' });
    expect(selectPasswordRejections(snapshot())).toEqual([]);
  });

  it('points to login when the address is taken, and reports other failures with the server message', () => {
    const { actor, settle, fill, done, snapshot } = startRegister();
    fill('ada@example.com', 'Secret-123');
    actor.send({ type: 'form.submit' });
    settle(authErrorEvent('signUp', 'User already registered', 'user_already_exists'));
    expect(selectNotice(snapshot())).toBe('emailTaken');
    actor.send({ type: 'form.submit' });
    expect(selectNotice(snapshot())).toBeNull();
    settle(errorEvent('signUp', 'Error sending confirmation email'));
    expect(done.map(([, params]) => (params as { text: string }).text)).toEqual(['User already registered', 'Error sending confirmation email']);
  });
});
