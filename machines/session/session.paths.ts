/**
 * The path model of the session: a fresh session, one whose refresh falls due before the next
 * recheck, an expired one and one whose user id is too short to count; no stored session. And
 * logging out: asked for while signed in, the dialog's answers, both outcomes of `signOut`.
 *
 * Expiry is judged against the wall clock, so the samples are relative to the time this module
 * loads: the near one stays live for minutes, far longer than a test run.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { recordingDialog } from '../_testing/confirmations';
import { sessionObservations, sessionTransitions } from './session.expectations';
import { sessionMachine, type Session } from './session.machine';

const nowSeconds = Math.floor(Date.now() / 1000);
const user = { id: '6f1c2a9e-4b7d-4e0a-9c3f-1d2e3f4a5b6c', email: 'ada@example.com' };

export const freshSession: Session = { accessToken: 'token-fresh', expiresAt: nowSeconds + 3600, user };
/** Its refresh (120 s before expiry) falls due in about 50 s, before the next 60 s recheck. */
export const nearExpirySession: Session = { accessToken: 'token-near', expiresAt: nowSeconds + 170, user };
export const expiredSession: Session = { accessToken: 'token-expired', expiresAt: nowSeconds - 10, user };
export const shortIdSession: Session = { accessToken: 'token-short', expiresAt: nowSeconds + 3600, user: { id: 'dev', email: 'dev@localhost' } };

export const sessionPathModel: PathModel<typeof sessionMachine> = {
  machine: sessionMachine,
  inputs: [{ confirmDialog: recordingDialog().ref }],
  implementations: {
    actors: { getSession: neverSettles<Session | null>(), refreshSession: neverSettles<Session | null>(), signOut: neverSettles<void>() },
    actions: { resetStores: () => {}, goToLogin: () => {} },
  },
  events: (snapshot) => [
    { type: 'session.signedIn', session: freshSession },
    { type: 'session.signedIn', session: shortIdSession },
    // A near-expiry token only arrives while signed out or from storage: a refresh gives a fresh one.
    ...(snapshot.matches({ auth: 'authenticated' }) ? [] : [{ type: 'session.signedIn' as const, session: nearExpirySession }]),
    // Only a signed-in user is offered 'Log out'.
    ...(snapshot.matches({ auth: 'authenticated' }) ? [{ type: 'logout.requested' as const }] : []),
    { type: 'confirm.accepted', value: '' },
    { type: 'confirm.declined' },
    { type: 'session.refreshed', session: freshSession },
    { type: 'session.refreshed', session: expiredSession },
    { type: 'session.signedOut' },
    { type: 'page.hidden' },
    { type: 'page.visible' },
    doneEvent('getSession', freshSession),
    doneEvent('getSession', nearExpirySession),
    doneEvent('getSession', expiredSession),
    doneEvent('getSession', null),
    errorEvent('getSession', 'Storage is unavailable'),
    doneEvent('refreshSession', freshSession),
    doneEvent('refreshSession', null),
    errorEvent('refreshSession', 'Failed to fetch'),
    doneEvent('signOut', undefined),
    errorEvent('signOut', 'Failed to fetch'),
  ],
  observations: sessionObservations,
  transitions: sessionTransitions,
};
