/** The path model of the login screen: what a user types, and every outcome of each auth call. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { authErrorEvent } from '../_shared/authPaths';
import { loginObservations, loginTransitions } from './login.expectations';
import { loginMachine, type Credentials, type OAuthProvider } from './login.machine';

export const loginPathModel: PathModel<typeof loginMachine> = {
  machine: loginMachine,
  inputs: [undefined],
  implementations: {
    actors: {
      signInWithPassword: neverSettles<unknown, Credentials>(),
      checkUserExists: neverSettles<boolean, { email: string }>(),
      resendConfirmation: neverSettles<unknown, { email: string }>(),
      signInWithOAuth: neverSettles<unknown, { provider: OAuthProvider }>(),
    },
    actions: {
      notifyLoginFailed: () => {},
      notifyEmailCheckFailed: () => {},
      notifyConfirmationResent: () => {},
      goToRememberedAddress: () => {},
    },
  },
  events: () => [
    { type: 'email.changed', value: 'ada.example.com' },
    { type: 'email.changed', value: ' ada@example.com ' },
    { type: 'password.changed', value: 'Secret-1' },
    { type: 'form.submit' },
    { type: 'oauth.start', provider: 'google' },
    { type: 'oauth.start', provider: 'azure' },
    doneEvent('signInWithPassword', null),
    authErrorEvent('signInWithPassword', 'Email not confirmed', 'email_not_confirmed'),
    authErrorEvent('signInWithPassword', 'Invalid login credentials', 'invalid_credentials'),
    errorEvent('signInWithPassword', 'Request rate limit reached'),
    doneEvent('checkUserExists', true),
    doneEvent('checkUserExists', false),
    errorEvent('checkUserExists', 'Failed to fetch'),
    doneEvent('resendConfirmation', null),
    errorEvent('resendConfirmation', 'For security purposes, you can only request this after 60 seconds.'),
    errorEvent('signInWithOAuth', 'Unsupported provider: provider is not enabled'),
  ],
  observations: loginObservations,
  transitions: loginTransitions,
};
