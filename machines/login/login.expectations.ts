/**
 * What the user observes in each state of the login screen, and what each transition must do:
 * the hand-written tables its path replays check (machines/_testing/expectations.ts). Spec
 * sections 2, 4, 7 and 8: password sign-in then the remembered address; an unconfirmed e-mail
 * re-sends the activation link ('Confirm your email'); check_user_exists ('Failed to check your
 * email!'); Google and Microsoft; 'Login failed' with the server message.
 */
import type { AnyEventObject } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import type { LoginContext, loginMachine } from './login.machine';
import {
  selectEmail,
  selectFieldErrors,
  selectIsBusy,
  selectIsSubmitting,
  selectNotice,
  selectNoticeEmail,
  selectPassword,
  selectRedirectingProvider,
} from './login.selectors';

type Machine = typeof loginMachine;
type Tables = ExpectationTables<Machine>;

/** The sample addresses: required, then 'Invalid Email'; the one with spaces is valid once trimmed. */
const EMAIL_ERRORS: Record<string, string | null> = { '': 'This field is required', 'ada.example.com': 'Invalid Email', ' ada@example.com ': null };
const passwordError = (password: string) => (password === '' ? 'This field is required' : null);
const isValid = ({ email, password }: LoginContext) => EMAIL_ERRORS[email] === null && passwordError(password) === null;

/** The form and its messages. No field error before the first submit; a notice names the address tried. */
const form =
  ({ editable, submitting }: { editable: boolean; submitting: boolean }) =>
  (context: LoginContext): Observation<Machine> => ({
    tags: editable ? [] : submitting ? ['busy', 'submitting'] : ['busy'],
    can: editable ? ['email.changed', 'password.changed', 'form.submit', 'oauth.start'] : [],
    selectors: [
      [selectEmail, context.email],
      [selectPassword, context.password],
      [
        selectFieldErrors,
        context.showErrors ? { email: EMAIL_ERRORS[context.email], password: passwordError(context.password) } : { email: null, password: null },
      ],
      [selectIsBusy, !editable],
      // The 'Log in' button loads for a password sign-in; a provider button loads instead for OAuth.
      [selectIsSubmitting, submitting],
      [selectRedirectingProvider, !editable && !submitting ? context.provider : null],
      // A new attempt clears the last notice; one only ever names the address sent, trimmed.
      [selectNotice, editable ? context.notice : null],
      ...(context.notice ? ([[selectNoticeEmail, 'ada@example.com']] as const) : []),
    ],
  });

export const loginObservations: Tables['observations'] = {
  editing: form({ editable: true, submitting: false }),
  signingIn: form({ editable: false, submitting: true }),
  checkingEmail: form({ editable: false, submitting: true }),
  resendingConfirmation: form({ editable: false, submitting: true }),
  redirecting: form({ editable: false, submitting: false }),
  // The app navigates away; the form stays read-only until it does.
  signedIn: form({ editable: false, submitting: true }),
};

const loginFailed = (text: string): Effect => ({ action: 'notifyLoginFailed', params: { title: 'Login failed', text, type: 'error' } });
const message = (event: AnyEventObject) => (event.error as Error).message;
/** The address is sent trimmed to every call. */
const email = { email: 'ada@example.com' };

export const loginTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'editing' },
  'editing + form.submit': (context) =>
    isValid(context) ? { target: 'signingIn', effects: [{ invoke: 'signInWithPassword', input: { ...email, password: 'Secret-1' } }] } : {},
  'editing + oauth.start': (_, event) => ({
    target: 'redirecting',
    effects: [{ invoke: 'signInWithOAuth', input: { provider: event.provider as string } }],
  }),
  // Spec section 2: "After login the user goes to the remembered address or /."
  'signingIn + xstate.done.actor.signInWithPassword': { target: 'signedIn', effects: [{ action: 'goToRememberedAddress', params: undefined }] },
  'signingIn + xstate.error.actor.signInWithPassword': (_, event): StepExpectation => {
    const code = (event.error as { code?: string }).code;
    // Spec section 4: "Sign-in with an unconfirmed e-mail automatically re-sends the activation link."
    if (code === 'email_not_confirmed') return { target: 'resendingConfirmation', effects: [{ invoke: 'resendConfirmation', input: email }] };
    // Wrong credentials: whether the account exists decides what to say.
    if (code === 'invalid_credentials') return { target: 'checkingEmail', effects: [{ invoke: 'checkUserExists', input: email }] };
    return { target: 'editing', effects: [loginFailed(message(event))] };
  },
  // An existing account: the password was wrong, and the sign-in's own message says so; an
  // unknown address is named as such above the form instead of a toast.
  'checkingEmail + xstate.done.actor.checkUserExists': (_, event) =>
    event.output ? { target: 'editing', effects: [loginFailed('Invalid login credentials')] } : { target: 'editing' },
  'checkingEmail + xstate.error.actor.checkUserExists': {
    target: 'editing',
    effects: [{ action: 'notifyEmailCheckFailed', params: { title: 'Failed to check your email!', text: 'Failed to fetch', type: 'error' } }],
  },
  // NOTE: spec section 8 lists 'Confirm your email' (activation link re-sent) among the success
  // toasts; the machine shows it with type 'info'.
  'resendingConfirmation + xstate.done.actor.resendConfirmation': {
    target: 'editing',
    effects: [
      {
        action: 'notifyConfirmationResent',
        params: { title: 'Confirm your email', text: 'We sent a new activation link to ada@example.com.', type: 'info' },
      },
    ],
  },
  'resendingConfirmation + xstate.error.actor.resendConfirmation': {
    target: 'editing',
    effects: [
      loginFailed(
        'Your email is not confirmed and the activation link could not be re-sent: For security purposes, you can only request this after 60 seconds.',
      ),
    ],
  },
  // The browser leaves for the provider; only a failure to start comes back.
  'redirecting + xstate.error.actor.signInWithOAuth': { target: 'editing', effects: [loginFailed('Unsupported provider: provider is not enabled')] },
};
