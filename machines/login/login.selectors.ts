import type { SnapshotFrom } from 'xstate';
import { emailError, requiredError } from '../_shared/validation';
import type { loginMachine } from './login.machine';

type Snapshot = SnapshotFrom<typeof loginMachine>;

export const selectEmail = (snapshot: Snapshot) => snapshot.context.email;

export const selectPassword = (snapshot: Snapshot) => snapshot.context.password;

/** Messages under the fields; none before the first submit. */
export const selectFieldErrors = (snapshot: Snapshot) => {
  const { email, password, showErrors } = snapshot.context;
  if (!showErrors) return { email: null, password: null };
  return { email: emailError(email), password: requiredError(password) };
};

/** A sign-in is under way: the form is read-only. */
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');

/** The 'Log in' button shows its loading state. */
export const selectIsSubmitting = (snapshot: Snapshot) => snapshot.hasTag('submitting');

/** The provider button that shows its loading state, or null. */
export const selectRedirectingProvider = (snapshot: Snapshot) => (snapshot.matches('redirecting') ? snapshot.context.provider : null);

export const selectNotice = (snapshot: Snapshot) => snapshot.context.notice;

/** The address the notice is about, as it was sent. */
export const selectNoticeEmail = (snapshot: Snapshot) => snapshot.context.email.trim();
