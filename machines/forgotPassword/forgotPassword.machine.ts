/**
 * Forgot password (/auth/reset, spec sections 2 and 7): the reset-password e-mail is requested
 * with a redirect to /change-password; after the request the user goes to Login.
 */
import { assign, setup } from 'xstate';
import { errorMessage, type ToastParams } from '../_shared/authErrors';
import { emailError } from '../_shared/validation';
import { providedActor, providedAction } from '../_shared/provided';

export interface ForgotPasswordContext {
  email: string;
  /** The field error shows once the user tried to submit, then follows every keystroke. */
  showErrors: boolean;
}

export type ForgotPasswordEvent = { type: 'email.changed'; value: string } | { type: 'form.submit' };

export const forgotPasswordInitialContext: ForgotPasswordContext = { email: '', showErrors: false };

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    tags: {} as 'busy',
    children: {} as { resetPasswordForEmail: 'resetPasswordForEmail' },
  },
  actors: {
    /** Reset-password e-mail with a redirect to /change-password. */
    resetPasswordForEmail: providedActor<unknown, { email: string }>('resetPasswordForEmail'),
  },
  actions: {
    setEmail: assign((_, params: { value: string }) => ({ email: params.value })),
    showErrors: assign({ showErrors: true }),
    notifyResetSent: providedAction<ToastParams>('notifyResetSent'),
    notifyResetFailed: providedAction<ToastParams>('notifyResetFailed'),
    /** After a reset request the user goes to Login. */
    goToLogin: providedAction('goToLogin'),
  },
  guards: {
    isFormValid: ({ context }) => emailError(context.email) === null,
  },
}).createMachine({
  id: 'forgotPassword',
  context: forgotPasswordInitialContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.changed': { actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) } },
        'form.submit': [{ guard: 'isFormValid', target: 'sending' }, { actions: 'showErrors' }],
      },
    },
    // Only the outcome leaves: the form is read-only meanwhile.
    sending: {
      tags: 'busy',
      invoke: {
        id: 'resetPasswordForEmail',
        src: 'resetPasswordForEmail',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'sent',
          actions: [
            {
              type: 'notifyResetSent',
              params: ({ context }) => ({
                title: 'Reset password email sent',
                text: `Check ${context.email.trim()} for a link to choose a new password.`,
                type: 'success' as const,
              }),
            },
            'goToLogin',
          ],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notifyResetFailed',
            params: ({ event }) => ({ title: 'Reset password failed', text: errorMessage(event.error), type: 'error' as const }),
          },
        },
      },
    },
    // The app navigates to Login; the form stays read-only until it does.
    sent: {
      type: 'final',
      tags: 'busy',
    },
  },
});
