/**
 * Password hashing (argon2id) and the password policy of spec section 5: at least 8
 * characters with a lowercase letter, an uppercase letter, a digit and a symbol. Beyond the
 * spec, a password that meets those rules but is easy to guess (`Passw0rd!`, `Aa1!aaaa`) is
 * refused too (guessable.ts).
 */
import { hash, verify } from '@node-rs/argon2';
import { AuthError } from './errors.ts';
import { guessability } from './guessable.ts';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (@node-rs/argon2 defaults to argon2id).
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const MIN_PASSWORD_LENGTH = 8;
const REQUIRED_CHARACTERS = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function checkPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Hash even when there is nothing to compare against, so that the answer takes as long for
  // an unknown e-mail as for a wrong password, and timing does not tell which it was.
  if (!passwordHash) {
    await hash(password, HASH_OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Throws GoTrue's 422 weak_password (supabase-js: AuthWeakPasswordError) with the reasons.
 * `userInputs` (the e-mail address) count as known words: `Ada@example1` is guessable for ada.
 */
export function assertStrongPassword(password: unknown, userInputs: string[] = []): asserts password is string {
  if (typeof password !== 'string' || password === '') {
    throw new AuthError(422, 'weak_password', 'Password is required.', { weak_password: { reasons: ['length'] } });
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) {
    reasons.push('length');
    messages.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  if (!REQUIRED_CHARACTERS.every((pattern) => pattern.test(password))) {
    reasons.push('characters');
    messages.push('Password should contain at least one lowercase letter, one uppercase letter, one digit and one symbol.');
  }
  if (reasons.length > 0) {
    throw new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  }
  const guessable = guessability(password, userInputs);
  if (guessable) {
    throw new AuthError(422, 'weak_password', guessable.message, { weak_password: { reasons: [guessable.reason] } });
  }
}
