import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { recordingDialog } from '../_testing/confirmations';
import { isExpired, isLive, msUntilRefresh, sessionMachine, type Session } from './session.machine';
import { sessionPathModel } from './session.paths';
import { selectAccessToken, selectIsAuthenticated, selectUser } from './session.selectors';

describePathModel(sessionPathModel);

const T0 = Date.UTC(2026, 10, 1, 12, 0, 0);
const user = { id: '6f1c2a9e-4b7d-4e0a-9c3f-1d2e3f4a5b6c', email: 'ada@example.com' };
/** A session whose token expires `seconds` after T0. */
const expiringIn = (seconds: number, accessToken = 'token'): Session => ({ accessToken, expiresAt: T0 / 1000 + seconds, user });

/** A session actor on fake timers whose actors record their calls and never settle. */
function startSession() {
  const dialog = recordingDialog();
  const calls: string[] = [];
  const effects: string[] = [];
  const recording = <TOutput>(name: string) =>
    fromPromise<TOutput>(() => {
      calls.push(name);
      return new Promise<TOutput>(() => {});
    });
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        getSession: recording<Session | null>('getSession'),
        refreshSession: recording<Session | null>('refreshSession'),
        signOut: recording<void>('signOut'),
      },
      actions: { resetStores: () => effects.push('resetStores'), goToLogin: () => effects.push('goToLogin') },
    }),
    { input: { confirmDialog: dialog.ref } },
  );
  // Done and error events come from invoked actors, so the machine's own event type excludes them.
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  return { actor: actor.start(), settle, calls, effects, dialog: dialog.received, snapshot: () => actor.getSnapshot() };
}

describe('session rules', () => {
  it('is expired at or past expires_at', () => {
    const session = expiringIn(60);
    expect(isExpired(session, T0 + 59_999)).toBe(false);
    expect(isExpired(session, T0 + 60_000)).toBe(true);
    expect(isExpired(null, T0)).toBe(true);
  });

  it('counts a user id as authenticated only when longer than 10 characters', () => {
    expect(isLive({ ...expiringIn(600), user: { id: '0123456789', email: 'a@b.c' } }, T0)).toBe(false);
    expect(isLive({ ...expiringIn(600), user: { id: '0123456789a', email: 'a@b.c' } }, T0)).toBe(true);
  });

  it('refreshes 120 s before expiry, at once when closer, and caps the timer', () => {
    expect(msUntilRefresh(expiringIn(3600), T0)).toBe(3_480_000);
    expect(msUntilRefresh(expiringIn(60), T0)).toBe(0);
    expect(msUntilRefresh(expiringIn(10 ** 9), T0)).toBe(2 ** 31 - 1);
  });
});

describe('session', () => {
  // Fake timers drive both the machine's delays and the wall clock its expiry guards read.
  beforeEach(() => vi.useFakeTimers({ now: T0 }));
  afterEach(() => vi.useRealTimers());

  it('rechecks every 60 s and ends an expired session: stores reset, login', () => {
    const { settle, calls, effects, snapshot } = startSession();
    settle(doneEvent('getSession', expiringIn(3600, 'stored')));
    expect(selectIsAuthenticated(snapshot())).toBe(true);
    expect(selectAccessToken(snapshot())).toBe('stored');
    expect(selectUser(snapshot())).toEqual(user);
    vi.advanceTimersByTime(59_999);
    expect(calls).toEqual(['getSession']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['getSession', 'getSession']);
    settle(doneEvent('getSession', expiringIn(-1)));
    expect(snapshot().value).toMatchObject({ auth: 'anonymous' });
    expect(selectUser(snapshot())).toBeNull();
    expect(effects).toEqual(['resetStores', 'goToLogin']);
  });

  it('ends the session when the stored token is gone', () => {
    const { settle, effects, snapshot } = startSession();
    settle(doneEvent('getSession', expiringIn(3600)));
    vi.advanceTimersByTime(60_000);
    settle(doneEvent('getSession', null));
    expect(snapshot().value).toMatchObject({ auth: 'anonymous' });
    expect(effects).toEqual(['resetStores', 'goToLogin']);
  });

  it('starts anonymous without redirecting when nothing (or an expired session) is stored', () => {
    const { settle, effects, snapshot } = startSession();
    settle(doneEvent('getSession', { ...expiringIn(3600), expiresAt: 1000 }));
    expect(snapshot().value).toMatchObject({ auth: 'anonymous' });
    expect(effects).toEqual([]);
  });

  it('refreshes 120 s before the token expires and reschedules from the new token', () => {
    const { actor, settle, calls, snapshot } = startSession();
    actor.send({ type: 'session.signedIn', session: expiringIn(150) });
    expect(snapshot().value).toMatchObject({ auth: { authenticated: 'waitingToRefresh' } });
    vi.advanceTimersByTime(29_999);
    expect(calls).toEqual(['getSession']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['getSession', 'refreshSession']);
    settle(doneEvent('refreshSession', expiringIn(3630, 'renewed')));
    expect(selectAccessToken(snapshot())).toBe('renewed');
    expect(snapshot().value).toMatchObject({ auth: { authenticated: 'waitingToRecheck' } });
  });

  it('keeps the session after a failed refresh and tries again after the next recheck', () => {
    const { actor, settle, calls, snapshot } = startSession();
    actor.send({ type: 'session.signedIn', session: expiringIn(100) });
    vi.advanceTimersByTime(0);
    settle(errorEvent('refreshSession', 'Failed to fetch'));
    expect(selectIsAuthenticated(snapshot())).toBe(true);
    vi.advanceTimersByTime(60_000);
    settle(doneEvent('getSession', expiringIn(100)));
    vi.advanceTimersByTime(0);
    expect(calls).toEqual(['getSession', 'refreshSession', 'getSession', 'refreshSession']);
  });

  it('pauses while the page is hidden and rechecks at once when it is visible', () => {
    const { actor, calls, snapshot } = startSession();
    actor.send({ type: 'session.signedIn', session: expiringIn(3600) });
    actor.send({ type: 'page.hidden' });
    vi.advanceTimersByTime(10 * 60_000);
    expect(calls).toEqual(['getSession']);
    actor.send({ type: 'page.visible' });
    expect(calls).toEqual(['getSession', 'getSession']);
    expect(snapshot().value).toMatchObject({ auth: { authenticated: 'rechecking' } });
  });

  it('starts paused when the page was hidden before sign-in', () => {
    const { actor, snapshot } = startSession();
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'session.signedIn', session: expiringIn(3600) });
    expect(snapshot().value).toMatchObject({ auth: { authenticated: 'paused' } });
  });

  it('ignores a session whose user id is too short, and signs out with a reset', () => {
    const { actor, effects, snapshot } = startSession();
    actor.send({ type: 'session.signedIn', session: { ...expiringIn(3600), user: { id: 'dev', email: 'dev@localhost' } } });
    expect(selectIsAuthenticated(snapshot())).toBe(false);
    actor.send({ type: 'session.signedIn', session: expiringIn(3600) });
    expect(selectIsAuthenticated(snapshot())).toBe(true);
    actor.send({ type: 'session.signedOut' });
    expect(snapshot().value).toMatchObject({ auth: 'anonymous' });
    expect(effects).toEqual(['resetStores', 'goToLogin']);
  });

  it('asks the dialog before logging out, signs out on Yes and closes the dialog once signed out', () => {
    const { actor, settle, calls, effects, dialog, snapshot } = startSession();
    actor.send({ type: 'session.signedIn', session: expiringIn(3600) });
    actor.send({ type: 'logout.requested' });
    expect(dialog).toEqual([
      {
        type: 'confirm.request',
        options: {
          title: 'Are you sure you want to logout?',
          message: 'You will be logged out of your account.',
          cancelLabel: 'Cancel',
          confirmLabel: 'Yes, Logout',
          icon: 'warning',
        },
        replyTo: actor,
      },
    ]);
    expect(calls).toEqual(['getSession']);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls).toEqual(['getSession', 'signOut']);
    // supabase-js reports SIGNED_OUT before signOut() resolves: the session ends first...
    actor.send({ type: 'session.signedOut' });
    expect(selectIsAuthenticated(snapshot())).toBe(false);
    expect(effects).toEqual(['resetStores', 'goToLogin']);
    expect(dialog).toHaveLength(1);
    // ...and the logout still hears signOut's outcome, which closes the dialog.
    settle(doneEvent('signOut', undefined));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.settled' }]);
    expect(snapshot().value).toEqual({ auth: 'anonymous', logout: 'idle' });
  });

  it('tells the dialog why signing out failed, keeps the session, and signs out on a second Yes', () => {
    const { actor, settle, calls, effects, dialog, snapshot } = startSession();
    actor.send({ type: 'session.signedIn', session: expiringIn(3600) });
    actor.send({ type: 'logout.requested' });
    actor.send({ type: 'confirm.accepted', value: '' });
    settle(errorEvent('signOut', 'Failed to fetch'));
    expect(dialog.slice(1)).toEqual([{ type: 'confirm.failed', error: 'Failed to fetch' }]);
    expect(snapshot().value).toMatchObject({ logout: 'asking' });
    expect(selectIsAuthenticated(snapshot())).toBe(true);
    expect(effects).toEqual([]);
    actor.send({ type: 'confirm.accepted', value: '' });
    expect(calls).toEqual(['getSession', 'signOut', 'signOut']);
  });

  it('stays signed in when the dialog answers No', () => {
    const { actor, calls, dialog, snapshot } = startSession();
    actor.send({ type: 'session.signedIn', session: expiringIn(3600) });
    actor.send({ type: 'logout.requested' });
    actor.send({ type: 'confirm.declined' });
    expect(snapshot().value).toMatchObject({ logout: 'idle' });
    expect(selectIsAuthenticated(snapshot())).toBe(true);
    expect(calls).toEqual(['getSession']);
    expect(dialog).toHaveLength(1);
  });

  it('keeps its timers running while the dialog asks', () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'session.signedIn', session: expiringIn(3600) });
    actor.send({ type: 'logout.requested' });
    vi.advanceTimersByTime(60_000);
    expect(calls).toEqual(['getSession', 'getSession']);
  });
});
