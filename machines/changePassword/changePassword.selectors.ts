import type { SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from './changePassword.machine';

type Snapshot = SnapshotFrom<typeof changePasswordMachine>;

/** The dialog variant shows the form in idle, submitting and failure. */
export const selectIsShown = (snapshot: Snapshot) => snapshot.hasTag('shown');

/** Submitting: the field is read-only, Submit shows its loading state, the dialog stays open. */
export const selectIsSubmitting = (snapshot: Snapshot) => snapshot.hasTag('busy');

export const selectPassword = (snapshot: Snapshot) => snapshot.context.password;

/** Shown in red, centred, under the form; null once the next submit starts. */
export const selectError = (snapshot: Snapshot) => snapshot.context.error;

/** Submit is enabled whenever the form is shown and not submitting; a blank submit shows 'This field is required' (S-98). */
export const selectCanSubmit = (snapshot: Snapshot) => snapshot.hasTag('shown') && !snapshot.hasTag('busy');
