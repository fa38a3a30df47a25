/** The path model of the register form: what a user types, and every outcome of the sign-up. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { authErrorEvent } from '../_shared/authPaths';
import { registerObservations, registerTransitions } from './register.expectations';
import { registerMachine } from './register.machine';

export const registerPathModel: PathModel<typeof registerMachine> = {
  machine: registerMachine,
  inputs: [undefined],
  implementations: {
    actors: { signUp: neverSettles<unknown, { email: string; password: string }>() },
    actions: { notifyRegistered: () => {}, notifyRegistrationFailed: () => {}, goToRegisterSuccess: () => {}, goToRememberedAddress: () => {} },
  },
  events: () => [
    { type: 'email.changed', value: 'ada.example.com' },
    { type: 'email.changed', value: ' ada@example.com ' },
    { type: 'password.changed', value: 'secret' },
    { type: 'password.changed', value: 'Secret-123' },
    { type: 'form.submit' },
    doneEvent('signUp', null),
    // AUTH_AUTOCONFIRM: supabase-js's data carries the session.
    doneEvent('signUp', { user: { id: 'u1' }, session: { access_token: 'token' } }),
    authErrorEvent('signUp', 'Password is known to be weak and easy to guess, please choose a different one.', 'weak_password', {
      reasons: ['pwned'],
    }),
    authErrorEvent('signUp', 'User already registered', 'user_already_exists'),
    errorEvent('signUp', 'Error sending confirmation email'),
  ],
  observations: registerObservations,
  transitions: registerTransitions,
};
