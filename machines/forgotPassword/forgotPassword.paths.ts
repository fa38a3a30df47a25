/** The path model of forgot password: an address to type, and both outcomes of the request. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { forgotPasswordObservations, forgotPasswordTransitions } from './forgotPassword.expectations';
import { forgotPasswordMachine } from './forgotPassword.machine';

export const forgotPasswordPathModel: PathModel<typeof forgotPasswordMachine> = {
  machine: forgotPasswordMachine,
  inputs: [undefined],
  implementations: {
    actors: { resetPasswordForEmail: neverSettles<unknown, { email: string }>() },
    actions: { notifyResetSent: () => {}, notifyResetFailed: () => {}, goToLogin: () => {} },
  },
  events: () => [
    { type: 'email.changed', value: 'ada.example.com' },
    { type: 'email.changed', value: ' ada@example.com ' },
    { type: 'form.submit' },
    doneEvent('resetPasswordForEmail', null),
    errorEvent('resetPasswordForEmail', 'Email rate limit exceeded'),
  ],
  observations: forgotPasswordObservations,
  transitions: forgotPasswordTransitions,
};
