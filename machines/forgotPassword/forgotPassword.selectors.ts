import type { SnapshotFrom } from 'xstate';
import { emailError } from '../_shared/validation';
import type { forgotPasswordMachine } from './forgotPassword.machine';

type Snapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export const selectEmail = (snapshot: Snapshot) => snapshot.context.email;

/** The message under the e-mail field; none before the first submit. */
export const selectEmailError = (snapshot: Snapshot) => (snapshot.context.showErrors ? emailError(snapshot.context.email) : null);

/** The request is under way (or done and the app is leaving): the form is read-only. */
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');
