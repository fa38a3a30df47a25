/**
 * A test's credentials leave the server masked, as shared parameter values do: every value
 * reads `********` (usernames too: runs treat them as secrets). A client that edits a test
 * sends the masked values back untouched, and each one keeps the value stored at the same place;
 * only a value typed anew replaces it. Generation and runs read the stored values.
 */
import { HttpError } from './httpError.ts';

export const MASKED_CREDENTIAL = '********';

/** The credentials with every value (string or number, at any depth) replaced by the mask. */
export function maskCredentials(credentials: Record<string, unknown>): Record<string, unknown> {
  const mask = (value: unknown): unknown =>
    typeof value === 'string' || typeof value === 'number'
      ? MASKED_CREDENTIAL
      : Array.isArray(value)
        ? value.map(mask)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mask(inner)]))
          : value;
  return mask(credentials) as Record<string, unknown>;
}

/**
 * The sent credentials with each masked value replaced by the stored one at the same place. A
 * masked value with nothing stored there (a credential renamed, or a new test) is refused: the
 * mask is not a value, and keeping it would store eight stars as the secret.
 */
export function keepMaskedCredentials(sent: Record<string, unknown>, stored: Record<string, unknown> | null, field: string): Record<string, unknown> {
  const keep = (value: unknown, old: unknown, where: string[]): unknown => {
    if (value === MASKED_CREDENTIAL) {
      if (typeof old === 'string' || typeof old === 'number') return old;
      throw new HttpError(
        400,
        `The credential ${where.map((key) => `"${key}"`).join(' › ')} is ${MASKED_CREDENTIAL}, the mask of a stored value, but the test has no value stored there: type its value.`,
        field,
      );
    }
    if (Array.isArray(value)) return value.map((inner, index) => keep(inner, Array.isArray(old) ? old[index] : undefined, [...where, String(index)]));
    if (value && typeof value === 'object') {
      const oldObject = old && typeof old === 'object' && !Array.isArray(old) ? (old as Record<string, unknown>) : {};
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [key, keep(inner, Object.hasOwn(oldObject, key) ? oldObject[key] : undefined, [...where, key])]),
      );
    }
    return value;
  };
  return keep(sent, stored ?? {}, []) as Record<string, unknown>;
}
