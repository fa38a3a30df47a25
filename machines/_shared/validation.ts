/**
 * Form validation rules of spec section 5 as pure functions. They live beside the machines
 * because machines import nothing but `xstate`; the UI re-exports them from
 * `src/features/auth/validation.ts`.
 */

export const REQUIRED_MESSAGE = 'This field is required';
export const INVALID_EMAIL_MESSAGE = 'Invalid Email';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/** Required: non-empty after trimming. */
export function isFilled(value: string): boolean {
  return value.trim() !== '';
}

/**
 * The address form browsers use for `type="email"` (and GoTrue accepts): a top-level domain is
 * not required, so self-hosted addresses such as `admin@localhost` pass. Domain labels are at
 * most 63 characters; the whole address 254 and its local part 64 (the validation helper's
 * limits).
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether the (already trimmed) address is a valid e-mail address. */
export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return false;
  return value.slice(0, value.lastIndexOf('@')).length <= EMAIL_LOCAL_PART_MAX_LENGTH;
}

/** The message shown under a required field, or null when it is filled. */
export function requiredError(value: string): string | null {
  return isFilled(value) ? null : REQUIRED_MESSAGE;
}

/** The message shown under a required e-mail field (checked trimmed), or null when valid. */
export function emailError(value: string): string | null {
  if (!isFilled(value)) return REQUIRED_MESSAGE;
  return isEmail(value.trim()) ? null : INVALID_EMAIL_MESSAGE;
}

export type PasswordRule = 'minLength' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

export interface PasswordPolicy {
  minLength: number;
  minLowercase: number;
  minUppercase: number;
  minDigits: number;
  minSymbols: number;
}

/** The validation helper's defaults (spec section 5). */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  minLowercase: 1,
  minUppercase: 1,
  minDigits: 1,
  minSymbols: 1,
};

/** Every rule in the order the register form lists them. */
export const PASSWORD_RULES: readonly PasswordRule[] = ['minLength', 'lowercase', 'uppercase', 'digit', 'symbol'];

const count = (characters: string[], pattern: RegExp) => characters.filter((c) => pattern.test(c)).length;

/**
 * The rules the password breaks, in PASSWORD_RULES order; empty when it satisfies the policy.
 * Characters are counted as code points, and any character that is neither a letter nor a digit
 * (a space included) counts as a symbol.
 */
export function passwordPolicyFailures(password: string, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): PasswordRule[] {
  const characters = [...password];
  const met: Record<PasswordRule, boolean> = {
    minLength: characters.length >= policy.minLength,
    lowercase: count(characters, /\p{Ll}/u) >= policy.minLowercase,
    uppercase: count(characters, /\p{Lu}/u) >= policy.minUppercase,
    digit: count(characters, /\p{Nd}/u) >= policy.minDigits,
    symbol: count(characters, /[^\p{L}\p{N}]/u) >= policy.minSymbols,
  };
  return PASSWORD_RULES.filter((rule) => !met[rule]);
}

/** How the register form names each rule. */
export function passwordRuleLabel(rule: PasswordRule, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): string {
  const plural = (n: number, one: string, many: string) => `${n === 1 ? 'One' : `At least ${n}`} ${n === 1 ? one : many}`;
  switch (rule) {
    case 'minLength':
      return `At least ${policy.minLength} characters`;
    case 'lowercase':
      return plural(policy.minLowercase, 'lowercase letter', 'lowercase letters');
    case 'uppercase':
      return plural(policy.minUppercase, 'uppercase letter', 'uppercase letters');
    case 'digit':
      return plural(policy.minDigits, 'number', 'numbers');
    case 'symbol':
      return plural(policy.minSymbols, 'symbol', 'symbols');
  }
}

/**
 * What the auth server's weak-password reasons (GoTrue's `weak_password.reasons`) mean to the
 * user; an unknown reason is shown as sent.
 */
export function weakPasswordReasonText(reason: string): string {
  switch (reason) {
    case 'length':
      return 'The password is too short.';
    case 'characters':
      return 'The password needs more kinds of characters.';
    case 'pwned':
      return 'This password is known from a data breach; choose another one.';
    default:
      return reason;
  }
}
