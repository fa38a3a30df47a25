/**
 * What the user observes in each state of change password (the page and the user menu's
 * dialog), and what each transition must do: the hand-written tables its path replays check
 * (machines/_testing/expectations.ts). Spec section 4: idle, submitting (form read-only, button
 * loading), success (home, refetch suites) or failure (message shown, cleared on next submit).
 */
import type { SnapshotFrom } from 'xstate';
import type { ExpectationTables, Observation } from '../_testing/expectations';
import type { ChangePasswordContext, changePasswordMachine } from './changePassword.machine';
import { selectCanSubmit, selectError, selectIsShown, selectIsSubmitting, selectPassword } from './changePassword.selectors';

type Machine = typeof changePasswordMachine;
type Tables = ExpectationTables<Machine>;

const REQUIRED = 'This field is required';
const SERVER_MESSAGE = 'New password should be different from the old password.';

function formView(shown: boolean, submitting: boolean) {
  return { shown, submitting, canSubmit: shown && !submitting };
}
const view = (snapshot: SnapshotFrom<Machine>) => ({
  shown: selectIsShown(snapshot),
  submitting: selectIsSubmitting(snapshot),
  canSubmit: selectCanSubmit(snapshot),
});

/** The dialog is closed (or the page has gone home): an empty form, nothing shown. */
const hidden: Observation<Machine> = {
  can: ['dialog.open'],
  selectors: [
    [view, formView(false, false)],
    [selectPassword, ''],
    [selectError, null],
  ],
};

/**
 * The form, Submit enabled (S-98: a blank submit shows why). `errors` are the messages that can
 * show in this state: a blank submit's, and after a failure the server's.
 */
const shownForm =
  (errors: ReadonlyArray<string>) =>
  ({ password, error }: ChangePasswordContext): Observation<Machine> => ({
    tags: ['shown'],
    can: ['password.changed', 'password.submit', 'dialog.close'],
    selectors: [
      [view, formView(true, false)],
      [selectPassword, password],
      [selectError, error !== null && errors.includes(error) ? error : null],
    ],
  });

export const changePasswordObservations: Tables['observations'] = {
  closed: hidden,
  idle: shownForm([REQUIRED]),
  // Read-only, the button loading, the dialog cannot be closed; the last message is cleared.
  submitting: ({ password }) => ({
    tags: ['shown', 'busy'],
    selectors: [
      [view, formView(true, true)],
      [selectPassword, password],
      [selectError, null],
    ],
  }),
  // The message stays, in red under the form, while the user edits.
  failure: shownForm([SERVER_MESSAGE, REQUIRED]),
  success: hidden,
};

const submit = ({ password }: ChangePasswordContext) =>
  // Required, trimmed before sending (spec section 5); a blank one shows the required message.
  password.trim() ? { target: 'submitting', effects: [{ invoke: 'updatePassword', input: { password: 's3cret-Pass' } }] } : {};

export const changePasswordTransitions: Tables['transitions'] = {
  // The page starts on the form, the dialog closed.
  'start + xstate.init': (_, { input }) => ({ target: input.presentation === 'dialog' ? 'closed' : 'idle' }),
  'closed + dialog.open': { target: 'idle' },
  'idle + password.submit': submit,
  'idle + dialog.close': { target: 'closed' },
  // Spec section 2: "Success goes to home and refetches test suites."
  'submitting + xstate.done.actor.updatePassword': {
    target: 'success',
    effects: [
      { action: 'notifyChanged', params: { title: 'Password changed', text: 'Your new password is in use.', type: 'success' } },
      { action: 'goHome', params: undefined },
      { action: 'refetchProjects', params: undefined },
    ],
  },
  'submitting + xstate.error.actor.updatePassword': {
    target: 'failure',
    effects: [{ action: 'notifyFailed', params: { title: 'Password change failed', text: SERVER_MESSAGE, type: 'error' } }],
  },
  'failure + password.submit': submit,
  'failure + dialog.close': { target: 'closed' },
  'success + dialog.open': { target: 'idle' },
};
