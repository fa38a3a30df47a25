/**
 * Form validation for the auth screens. The rules live beside the machines (which import only
 * `xstate`), in `machines/_shared/validation.ts`; this is where the UI finds them.
 */
export {
  DEFAULT_PASSWORD_POLICY,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_RULES,
  REQUIRED_MESSAGE,
  emailError,
  isEmail,
  isFilled,
  passwordPolicyFailures,
  passwordRuleLabel,
  requiredError,
  weakPasswordReasonText,
  type PasswordPolicy,
  type PasswordRule,
} from '../../../machines/_shared/validation';
