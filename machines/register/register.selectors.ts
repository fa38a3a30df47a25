import type { SnapshotFrom } from 'xstate';
import { emailError, passwordPolicyFailures, PASSWORD_RULES, passwordRuleLabel, requiredError } from '../_shared/validation';
import type { registerMachine } from './register.machine';

type Snapshot = SnapshotFrom<typeof registerMachine>;

export const selectEmail = (snapshot: Snapshot) => snapshot.context.email;

export const selectPassword = (snapshot: Snapshot) => snapshot.context.password;

/** The message under the e-mail field; none before the first submit. */
export const selectEmailError = (snapshot: Snapshot) => (snapshot.context.showErrors ? emailError(snapshot.context.email) : null);

/**
 * The password field is invalid: after the first submit when a rule fails (the rule list shows
 * which), and whenever the server refused the password.
 */
export const selectPasswordInvalid = (snapshot: Snapshot) => {
  const { password, showErrors, passwordRejections } = snapshot.context;
  return passwordRejections.length > 0 || (showErrors && passwordPolicyFailures(password).length > 0);
};

/** 'This field is required' under a blank password after the first submit. */
export const selectPasswordRequired = (snapshot: Snapshot) => (snapshot.context.showErrors ? requiredError(snapshot.context.password) : null);

/** The policy, live: every rule with whether the password meets it. */
export const selectPasswordRules = (snapshot: Snapshot) => {
  const failing = new Set(passwordPolicyFailures(snapshot.context.password));
  return PASSWORD_RULES.map((rule) => ({ rule, label: passwordRuleLabel(rule), met: !failing.has(rule) }));
};

/** Why the server refused the password, shown under the field. */
export const selectPasswordRejections = (snapshot: Snapshot) => snapshot.context.passwordRejections;

/** Failing rules are shown as errors (not just unmet) once the user tried to submit. */
export const selectShowErrors = (snapshot: Snapshot) => snapshot.context.showErrors;

export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');

export const selectNotice = (snapshot: Snapshot) => snapshot.context.notice;
