import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { authErrorEvent } from '../_shared/authPaths';
import { loginMachine } from './login.machine';
import { loginPathModel } from './login.paths';
import { selectFieldErrors, selectIsBusy, selectIsSubmitting, selectNotice, selectRedirectingProvider } from './login.selectors';

describePathModel(loginPathModel);

/** A login whose calls record their input and never settle, and whose actions are recorded. */
function startLogin() {
  const calls: Array<[string, unknown]> = [];
  const done: Array<[string, unknown]> = [];
  const recording = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
    fromPromise<TOutput, TInput>(({ input }) => {
      calls.push([name, input]);
      return new Promise<TOutput>(() => {});
    });
  const record = (name: string) => (_: unknown, params?: unknown) => void done.push([name, params]);
  const actor = createActor(
    loginMachine.provide({
      actors: {
        signInWithPassword: recording('signInWithPassword'),
        checkUserExists: recording<boolean, { email: string }>('checkUserExists'),
        resendConfirmation: recording('resendConfirmation'),
        signInWithOAuth: recording('signInWithOAuth'),
      },
      actions: {
        notifyLoginFailed: record('notifyLoginFailed'),
        notifyEmailCheckFailed: record('notifyEmailCheckFailed'),
        notifyConfirmationResent: record('notifyConfirmationResent'),
        goToRememberedAddress: record('goToRememberedAddress'),
      },
    }),
  ).start();
  // Done and error events come from invoked actors, so the machine's own event type excludes them.
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  const fill = (email: string, password: string) => {
    actor.send({ type: 'email.changed', value: email });
    actor.send({ type: 'password.changed', value: password });
  };
  return { actor, settle, fill, calls, done, snapshot: () => actor.getSnapshot() };
}

describe('login', () => {
  it('shows no error before the first submit, then blocks it and shows the field errors', () => {
    const { actor, calls, snapshot } = startLogin();
    expect(selectFieldErrors(snapshot())).toEqual({ email: null, password: null });
    actor.send({ type: 'form.submit' });
    expect(calls).toEqual([]);
    expect(selectFieldErrors(snapshot())).toEqual({ email: 'This field is required', password: 'This field is required' });
    actor.send({ type: 'email.changed', value: 'ada' });
    expect(selectFieldErrors(snapshot()).email).toBe('Invalid Email');
    actor.send({ type: 'email.changed', value: 'ada@example.com' });
    expect(selectFieldErrors(snapshot()).email).toBeNull();
  });

  it('signs in with the trimmed address and goes to the remembered address', () => {
    const { actor, settle, fill, calls, done, snapshot } = startLogin();
    fill('  ada@example.com ', ' pass word ');
    actor.send({ type: 'form.submit' });
    expect(selectIsSubmitting(snapshot())).toBe(true);
    expect(calls).toEqual([['signInWithPassword', { email: 'ada@example.com', password: ' pass word ' }]]);
    actor.send({ type: 'form.submit' });
    expect(calls).toHaveLength(1);
    settle(doneEvent('signInWithPassword', null));
    expect(snapshot().status).toBe('done');
    expect(done).toEqual([['goToRememberedAddress', undefined]]);
  });

  it('re-sends the activation link when the address is not confirmed', () => {
    const { actor, settle, fill, calls, done, snapshot } = startLogin();
    fill('ada@example.com', 'Secret-1');
    actor.send({ type: 'form.submit' });
    settle(authErrorEvent('signInWithPassword', 'Email not confirmed', 'email_not_confirmed'));
    expect(calls[1]).toEqual(['resendConfirmation', { email: 'ada@example.com' }]);
    settle(doneEvent('resendConfirmation', null));
    expect(snapshot().value).toBe('editing');
    expect(selectNotice(snapshot())).toBe('confirmationSent');
    expect(done).toEqual([
      ['notifyConfirmationResent', { title: 'Confirm your email', text: 'We sent a new activation link to ada@example.com.', type: 'info' }],
    ]);
  });

  it('names an unknown address instead of a generic failure; editing the address clears it', () => {
    const { actor, settle, fill, calls, done, snapshot } = startLogin();
    fill('nobody@example.com', 'Secret-1');
    actor.send({ type: 'form.submit' });
    settle(authErrorEvent('signInWithPassword', 'Invalid login credentials', 'invalid_credentials'));
    expect(calls[1]).toEqual(['checkUserExists', { email: 'nobody@example.com' }]);
    settle(doneEvent('checkUserExists', false));
    expect(selectNotice(snapshot())).toBe('unknownEmail');
    expect(done).toEqual([]);
    actor.send({ type: 'email.changed', value: 'ada@example.com' });
    expect(selectNotice(snapshot())).toBeNull();
  });

  it('reports a wrong password with the server message once the account is known to exist', () => {
    const { actor, settle, fill, done, snapshot } = startLogin();
    fill('ada@example.com', 'wrong');
    actor.send({ type: 'form.submit' });
    settle(authErrorEvent('signInWithPassword', 'Invalid login credentials', 'invalid_credentials'));
    settle(doneEvent('checkUserExists', true));
    expect(done).toEqual([['notifyLoginFailed', { title: 'Login failed', text: 'Invalid login credentials', type: 'error' }]]);
    expect(snapshot().context.signInError).toBeNull();
    expect(selectNotice(snapshot())).toBeNull();
  });

  it('says when the address could not be checked, and reports other failures as they come', () => {
    const { actor, settle, fill, done } = startLogin();
    fill('ada@example.com', 'Secret-1');
    actor.send({ type: 'form.submit' });
    settle(authErrorEvent('signInWithPassword', 'Invalid login credentials', 'invalid_credentials'));
    settle(errorEvent('checkUserExists', 'Failed to fetch'));
    actor.send({ type: 'form.submit' });
    settle(errorEvent('signInWithPassword', 'Request rate limit reached'));
    expect(done).toEqual([
      ['notifyEmailCheckFailed', { title: 'Failed to check your email!', text: 'Failed to fetch', type: 'error' }],
      ['notifyLoginFailed', { title: 'Login failed', text: 'Request rate limit reached', type: 'error' }],
    ]);
  });

  it('leaves for the provider, and comes back to the form only when that fails', () => {
    const { actor, settle, calls, done, snapshot } = startLogin();
    actor.send({ type: 'oauth.start', provider: 'azure' });
    expect(calls).toEqual([['signInWithOAuth', { provider: 'azure' }]]);
    expect(selectRedirectingProvider(snapshot())).toBe('azure');
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(selectIsSubmitting(snapshot())).toBe(false);
    settle(errorEvent('signInWithOAuth', 'provider is not enabled'));
    expect(selectRedirectingProvider(snapshot())).toBeNull();
    expect(done).toEqual([['notifyLoginFailed', { title: 'Login failed', text: 'provider is not enabled', type: 'error' }]]);
  });
});
