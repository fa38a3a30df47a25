/**
 * What the user observes in each state of the register form, and what each transition must do:
 * the hand-written tables its path replays check (machines/_testing/expectations.ts). Spec
 * sections 2, 5, 7 and 8: sign-up with e-mail and password, the password policy (at least 8
 * characters, a lowercase and an uppercase letter, a digit, a symbol), 'Registration successful'
 * (check e-mail to verify) then RegisterSuccess, or 'Registration failed' with the server message.
 */
import type { AnyEventObject } from 'xstate';
import type { ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import type { RegisterContext, registerMachine } from './register.machine';
import {
  selectEmail,
  selectEmailError,
  selectIsBusy,
  selectNotice,
  selectPassword,
  selectPasswordInvalid,
  selectPasswordRejections,
  selectPasswordRequired,
  selectPasswordRules,
  selectShowErrors,
} from './register.selectors';

type Machine = typeof registerMachine;
type Tables = ExpectationTables<Machine>;

/** The sample addresses: required, then 'Invalid Email'; the one with spaces is valid once trimmed. */
const EMAIL_ERRORS: Record<string, string | null> = { '': 'This field is required', 'ada.example.com': 'Invalid Email', ' ada@example.com ': null };

/** The rules the form lists, in order, with which each sample password meets. */
const LABELS = ['At least 8 characters', 'One lowercase letter', 'One uppercase letter', 'One number', 'One symbol'] as const;
const RULES = ['minLength', 'lowercase', 'uppercase', 'digit', 'symbol'] as const;
const MET: Record<string, ReadonlyArray<boolean>> = {
  '': [false, false, false, false, false],
  secret: [false, true, false, false, false],
  'Secret-123': [true, true, true, true, true],
};
const rulesShown = (password: string) => RULES.map((rule, i) => ({ rule, label: LABELS[i], met: MET[password]![i] }));
const meetsPolicy = (password: string) => MET[password]!.every(Boolean);

/** GoTrue's 'pwned' reason as the form words it. */
const PWNED = 'This password is known from a data breach; choose another one.';

const form =
  (busy: boolean) =>
  ({ email, password, showErrors, passwordRejections, notice }: RegisterContext): Observation<Machine> => ({
    tags: busy ? ['busy'] : [],
    can: busy ? [] : ['email.changed', 'password.changed', 'form.submit'],
    selectors: [
      [selectEmail, email],
      [selectPassword, password],
      [selectShowErrors, showErrors],
      // No field error before the first submit; then they follow every keystroke.
      [selectEmailError, showErrors ? EMAIL_ERRORS[email] : null],
      [selectPasswordRequired, showErrors && password === '' ? 'This field is required' : null],
      [selectPasswordRules, rulesShown(password)],
      // The server's reasons show until the password changes.
      [selectPasswordRejections, passwordRejections.length ? [PWNED] : []],
      [selectPasswordInvalid, passwordRejections.length > 0 || (showErrors && !meetsPolicy(password))],
      // The taken address is pointed out until the address changes or the form is sent again.
      [selectNotice, notice && 'emailTaken'],
      [selectIsBusy, busy],
    ],
  });

export const registerObservations: Tables['observations'] = {
  editing: form(false),
  signingUp: form(true),
  // The app navigates away; the form stays read-only until it does.
  registered: form(true),
};

/** Every failure says so with the server's message (spec section 8) and returns to the form. */
const failed = (_: RegisterContext, event: AnyEventObject): StepExpectation => ({
  target: 'editing',
  effects: [{ action: 'notifyRegistrationFailed', params: { title: 'Registration failed', text: (event.error as Error).message, type: 'error' } }],
});

export const registerTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'editing' },
  // Nothing is sent until the address is valid and every rule is met; the address is trimmed.
  'editing + form.submit': ({ email, password }) =>
    EMAIL_ERRORS[email] === null && meetsPolicy(password)
      ? { target: 'signingUp', effects: [{ invoke: 'signUp', input: { email: 'ada@example.com', password: 'Secret-123' } }] }
      : {},
  // NOTE: the spec knows only the e-mail confirmation ("After registration the user goes to
  // RegisterSuccess"). With AUTH_AUTOCONFIRM the answer carries a session: the machine says the
  // user is signed in and goes where a sign-in goes (the remembered address) instead.
  'signingUp + xstate.done.actor.signUp': (_, event) =>
    (event.output as { session?: unknown } | null)?.session
      ? {
          target: 'registered',
          effects: [
            { action: 'notifyRegistered', params: { title: 'Registration successful', text: 'You are signed in.', type: 'success' } },
            { action: 'goToRememberedAddress', params: undefined },
          ],
        }
      : {
          target: 'registered',
          effects: [
            {
              action: 'notifyRegistered',
              params: { title: 'Registration successful', text: 'Please check your email to verify your account.', type: 'success' },
            },
            { action: 'goToRegisterSuccess', params: undefined },
          ],
        },
  'signingUp + xstate.error.actor.signUp': failed,
};
