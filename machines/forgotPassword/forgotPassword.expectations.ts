/**
 * What the user observes in each state of the forgot-password form, and what each transition
 * must do: the hand-written tables its path replays check (machines/_testing/expectations.ts).
 * Spec sections 2, 7 and 8: the reset e-mail is requested, 'Reset password email sent' or
 * 'Reset password failed' with the server's message, and after the request the user goes to Login.
 */
import type { ExpectationTables, Observation } from '../_testing/expectations';
import type { ForgotPasswordContext, forgotPasswordMachine } from './forgotPassword.machine';
import { selectEmail, selectEmailError, selectIsBusy } from './forgotPassword.selectors';

type Machine = typeof forgotPasswordMachine;
type Tables = ExpectationTables<Machine>;

/** Spec section 5: required, then 'Invalid Email'; the sample with spaces is valid once trimmed. */
const EMAIL_ERRORS: Record<string, string | null> = { '': 'This field is required', 'ada.example.com': 'Invalid Email', ' ada@example.com ': null };

/** The form; read-only (busy) while the request is under way and once it was sent. */
const form =
  (busy: boolean) =>
  ({ email, showErrors }: ForgotPasswordContext): Observation<Machine> => ({
    tags: busy ? ['busy'] : [],
    can: busy ? [] : ['email.changed', 'form.submit'],
    selectors: [
      [selectEmail, email],
      // No message before the first submit.
      [selectEmailError, showErrors ? EMAIL_ERRORS[email] : null],
      [selectIsBusy, busy],
    ],
  });

export const forgotPasswordObservations: Tables['observations'] = {
  editing: form(false),
  sending: form(true),
  // The app navigates to Login; the form stays read-only until it does.
  sent: form(true),
};

export const forgotPasswordTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'editing' },
  // An invalid address shows its error instead; the address is sent trimmed.
  'editing + form.submit': ({ email }) =>
    EMAIL_ERRORS[email] === null ? { target: 'sending', effects: [{ invoke: 'resetPasswordForEmail', input: { email: 'ada@example.com' } }] } : {},
  'sending + xstate.done.actor.resetPasswordForEmail': {
    target: 'sent',
    effects: [
      {
        action: 'notifyResetSent',
        params: { title: 'Reset password email sent', text: 'Check ada@example.com for a link to choose a new password.', type: 'success' },
      },
      // Spec section 2: "After a reset request the user goes to Login."
      { action: 'goToLogin', params: undefined },
    ],
  },
  'sending + xstate.error.actor.resetPasswordForEmail': {
    target: 'editing',
    effects: [{ action: 'notifyResetFailed', params: { title: 'Reset password failed', text: 'Email rate limit exceeded', type: 'error' } }],
  },
};
