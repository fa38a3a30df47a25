/**
 * The login screen (/auth/login, spec sections 2, 4 and 7): e-mail and password, or Google and
 * Microsoft. A password sign-in that fails because the address is unconfirmed re-sends the
 * activation link by itself; one that fails on the credentials asks check_user_exists, so an
 * unknown address is named as such (with the way to register) instead of a generic failure.
 * Navigation and toasts are named actions the app provides.
 */
import { assign, setup } from 'xstate';
import { errorCode, errorMessage, type ToastParams } from '../_shared/authErrors';
import { emailError, requiredError } from '../_shared/validation';
import { providedActor, providedAction } from '../_shared/provided';

export type OAuthProvider = 'google' | 'azure';

/** An inline message above the form about the address last tried. */
export type LoginNotice = 'unknownEmail' | 'confirmationSent';

export interface LoginContext {
  email: string;
  password: string;
  /** Field errors show once the user tried to submit, then follow every keystroke. */
  showErrors: boolean;
  notice: LoginNotice | null;
  /** The server's message of a credentials failure, kept while the address is checked. */
  signInError: string | null;
  /** The provider whose sign-in is under way. */
  provider: OAuthProvider | null;
}

export type LoginEvent =
  | { type: 'email.changed'; value: string }
  | { type: 'password.changed'; value: string }
  | { type: 'form.submit' }
  | { type: 'oauth.start'; provider: OAuthProvider };

export interface Credentials {
  email: string;
  password: string;
}

export const loginInitialContext: LoginContext = {
  email: '',
  password: '',
  showErrors: false,
  notice: null,
  signInError: null,
  provider: null,
};

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    tags: {} as 'busy' | 'submitting',
    children: {} as {
      signInWithPassword: 'signInWithPassword';
      checkUserExists: 'checkUserExists';
      resendConfirmation: 'resendConfirmation';
      signInWithOAuth: 'signInWithOAuth';
    },
  },
  actors: {
    signInWithPassword: providedActor<unknown, Credentials>('signInWithPassword'),
    /** RPC check_user_exists with user_email: whether an account uses the address. */
    checkUserExists: providedActor<boolean, { email: string }>('checkUserExists'),
    /** Re-sends the signup confirmation, redirecting to /auth/login. */
    resendConfirmation: providedActor<unknown, { email: string }>('resendConfirmation'),
    /** Sends the browser to the provider; it settles only if that fails to start. */
    signInWithOAuth: providedActor<unknown, { provider: OAuthProvider }>('signInWithOAuth'),
  },
  actions: {
    setEmail: assign((_, params: { value: string }) => ({ email: params.value, notice: null })),
    setPassword: assign((_, params: { value: string }) => ({ password: params.value })),
    showErrors: assign({ showErrors: true }),
    clearNotice: assign({ notice: null }),
    setNotice: assign((_, params: { notice: LoginNotice }) => ({ notice: params.notice })),
    rememberSignInError: assign((_, params: { error: unknown }) => ({ signInError: errorMessage(params.error) })),
    forgetSignInError: assign({ signInError: null }),
    setProvider: assign((_, params: { provider: OAuthProvider | null }) => ({ provider: params.provider })),
    notifyLoginFailed: providedAction<ToastParams>('notifyLoginFailed'),
    notifyEmailCheckFailed: providedAction<ToastParams>('notifyEmailCheckFailed'),
    notifyConfirmationResent: providedAction<ToastParams>('notifyConfirmationResent'),
    /** After login the user goes to the remembered address or /. */
    goToRememberedAddress: providedAction('goToRememberedAddress'),
  },
  guards: {
    isFormValid: ({ context }) => emailError(context.email) === null && requiredError(context.password) === null,
    isEmailNotConfirmed: (_, params: { error: unknown }) => errorCode(params.error) === 'email_not_confirmed',
    isInvalidCredentials: (_, params: { error: unknown }) => errorCode(params.error) === 'invalid_credentials',
    hasAccount: (_, params: { exists: boolean }) => params.exists,
  },
}).createMachine({
  id: 'login',
  context: loginInitialContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.changed': { actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) } },
        'password.changed': { actions: { type: 'setPassword', params: ({ event }) => ({ value: event.value }) } },
        'form.submit': [{ guard: 'isFormValid', target: 'signingIn', actions: 'clearNotice' }, { actions: 'showErrors' }],
        'oauth.start': {
          target: 'redirecting',
          actions: [{ type: 'setProvider', params: ({ event }) => ({ provider: event.provider }) }, 'clearNotice'],
        },
      },
    },
    // Only the outcome leaves the busy states: the form is read-only meanwhile.
    signingIn: {
      tags: ['busy', 'submitting'],
      invoke: {
        id: 'signInWithPassword',
        src: 'signInWithPassword',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: { target: 'signedIn', actions: 'goToRememberedAddress' },
        onError: [
          // Spec section 4: an unconfirmed e-mail automatically re-sends the activation link.
          { guard: { type: 'isEmailNotConfirmed', params: ({ event }) => ({ error: event.error }) }, target: 'resendingConfirmation' },
          {
            guard: { type: 'isInvalidCredentials', params: ({ event }) => ({ error: event.error }) },
            target: 'checkingEmail',
            actions: { type: 'rememberSignInError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing',
            actions: {
              type: 'notifyLoginFailed',
              params: ({ event }) => ({ title: 'Login failed', text: errorMessage(event.error), type: 'error' as const }),
            },
          },
        ],
      },
    },
    checkingEmail: {
      tags: ['busy', 'submitting'],
      invoke: {
        id: 'checkUserExists',
        src: 'checkUserExists',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            // The account exists, so the password was wrong: the server's message says so.
            guard: { type: 'hasAccount', params: ({ event }) => ({ exists: event.output }) },
            target: 'editing',
            actions: [
              {
                type: 'notifyLoginFailed',
                params: ({ context }) => ({ title: 'Login failed', text: context.signInError ?? '', type: 'error' as const }),
              },
              'forgetSignInError',
            ],
          },
          { target: 'editing', actions: [{ type: 'setNotice', params: { notice: 'unknownEmail' } }, 'forgetSignInError'] },
        ],
        onError: {
          target: 'editing',
          actions: [
            {
              type: 'notifyEmailCheckFailed',
              params: ({ event }) => ({ title: 'Failed to check your email!', text: errorMessage(event.error), type: 'error' as const }),
            },
            'forgetSignInError',
          ],
        },
      },
    },
    resendingConfirmation: {
      tags: ['busy', 'submitting'],
      invoke: {
        id: 'resendConfirmation',
        src: 'resendConfirmation',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'setNotice', params: { notice: 'confirmationSent' } },
            {
              type: 'notifyConfirmationResent',
              params: ({ context }) => ({
                title: 'Confirm your email',
                text: `We sent a new activation link to ${context.email.trim()}.`,
                type: 'info' as const,
              }),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notifyLoginFailed',
            params: ({ event }) => ({
              title: 'Login failed',
              text: `Your email is not confirmed and the activation link could not be re-sent: ${errorMessage(event.error)}`,
              type: 'error' as const,
            }),
          },
        },
      },
    },
    // The browser leaves for the provider; only a failure to start comes back here.
    redirecting: {
      tags: 'busy',
      invoke: {
        id: 'signInWithOAuth',
        src: 'signInWithOAuth',
        input: ({ context }) => ({ provider: context.provider! }),
        onError: {
          target: 'editing',
          actions: [
            { type: 'setProvider', params: { provider: null } },
            {
              type: 'notifyLoginFailed',
              params: ({ event }) => ({ title: 'Login failed', text: errorMessage(event.error), type: 'error' as const }),
            },
          ],
        },
      },
    },
    // The app navigates away; the form stays read-only until it does.
    signedIn: {
      type: 'final',
      tags: ['busy', 'submitting'],
    },
  },
});
