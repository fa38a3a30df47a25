/**
 * The register form (spec sections 2 and 7). /auth/register redirects to login, so the form is
 * a mode of the login screen (/auth/login?mode=register). The password policy of spec section 5
 * is shown live and enforced before anything is sent; the server may still refuse a password
 * (GoTrue's weak_password reasons, shown under the field) or an address already registered.
 * With AUTH_AUTOCONFIRM the sign-up answers with a session: the person is signed in at once,
 * so there is no e-mail to check and the form goes where a sign-in would.
 */
import { assign, setup } from 'xstate';
import { errorCode, errorMessage, weakPasswordReasons, type ToastParams } from '../_shared/authErrors';
import { emailError, passwordPolicyFailures, weakPasswordReasonText } from '../_shared/validation';
import { providedActor, providedAction } from '../_shared/provided';

/** An inline message above the form about the address last tried. */
export type RegisterNotice = 'emailTaken';

export interface RegisterContext {
  email: string;
  password: string;
  /** Field errors show once the user tried to submit, then follow every keystroke. */
  showErrors: boolean;
  /** Why the server refused the password, as texts; cleared when the password changes. */
  passwordRejections: string[];
  notice: RegisterNotice | null;
}

export type RegisterEvent = { type: 'email.changed'; value: string } | { type: 'password.changed'; value: string } | { type: 'form.submit' };

export const registerInitialContext: RegisterContext = {
  email: '',
  password: '',
  showErrors: false,
  passwordRejections: [],
  notice: null,
};

const failed = (error: unknown): ToastParams => ({ title: 'Registration failed', text: errorMessage(error), type: 'error' });

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    tags: {} as 'busy',
    children: {} as { signUp: 'signUp' },
  },
  actors: {
    /** Sign-up with e-mail and password, redirecting to the site origin. */
    signUp: providedActor<unknown, { email: string; password: string }>('signUp'),
  },
  actions: {
    setEmail: assign((_, params: { value: string }) => ({ email: params.value, notice: null })),
    setPassword: assign((_, params: { value: string }) => ({ password: params.value, passwordRejections: [] })),
    showErrors: assign({ showErrors: true }),
    clearNotice: assign({ notice: null }),
    setNotice: assign((_, params: { notice: RegisterNotice }) => ({ notice: params.notice })),
    setPasswordRejections: assign((_, params: { error: unknown }) => ({
      passwordRejections: weakPasswordReasons(params.error).map(weakPasswordReasonText),
    })),
    notifyRegistered: providedAction<ToastParams>('notifyRegistered'),
    notifyRegistrationFailed: providedAction<ToastParams>('notifyRegistrationFailed'),
    /** After registration the user goes to RegisterSuccess. */
    goToRegisterSuccess: providedAction('goToRegisterSuccess'),
    /** Signed in at once (AUTH_AUTOCONFIRM): where a sign-in goes. */
    goToRememberedAddress: providedAction('goToRememberedAddress'),
  },
  guards: {
    /** supabase-js's signUp data holds a session only when no confirmation is needed. */
    isSignedIn: (_, params: { output: unknown }) =>
      Boolean(params.output && typeof params.output === 'object' && 'session' in params.output && params.output.session),
    isFormValid: ({ context }) => emailError(context.email) === null && passwordPolicyFailures(context.password).length === 0,
    isWeakPassword: (_, params: { error: unknown }) => errorCode(params.error) === 'weak_password',
    isEmailTaken: (_, params: { error: unknown }) => errorCode(params.error) === 'user_already_exists',
  },
}).createMachine({
  id: 'register',
  context: registerInitialContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.changed': { actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) } },
        'password.changed': { actions: { type: 'setPassword', params: ({ event }) => ({ value: event.value }) } },
        'form.submit': [{ guard: 'isFormValid', target: 'signingUp', actions: 'clearNotice' }, { actions: 'showErrors' }],
      },
    },
    // Only the outcome leaves: the form is read-only meanwhile.
    signingUp: {
      tags: 'busy',
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: [
          {
            guard: { type: 'isSignedIn', params: ({ event }) => ({ output: event.output }) },
            target: 'registered',
            actions: [
              { type: 'notifyRegistered', params: { title: 'Registration successful', text: 'You are signed in.', type: 'success' } },
              'goToRememberedAddress',
            ],
          },
          {
            target: 'registered',
            actions: [
              {
                type: 'notifyRegistered',
                params: { title: 'Registration successful', text: 'Please check your email to verify your account.', type: 'success' },
              },
              'goToRegisterSuccess',
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isWeakPassword', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [
              { type: 'setPasswordRejections', params: ({ event }) => ({ error: event.error }) },
              { type: 'notifyRegistrationFailed', params: ({ event }) => failed(event.error) },
            ],
          },
          {
            guard: { type: 'isEmailTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [
              { type: 'setNotice', params: { notice: 'emailTaken' } },
              { type: 'notifyRegistrationFailed', params: ({ event }) => failed(event.error) },
            ],
          },
          { target: 'editing', actions: { type: 'notifyRegistrationFailed', params: ({ event }) => failed(event.error) } },
        ],
      },
    },
    // The app navigates to RegisterSuccess; the form stays read-only until it does.
    registered: {
      type: 'final',
      tags: 'busy',
    },
  },
});
