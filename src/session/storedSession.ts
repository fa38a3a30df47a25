/**
 * The session as supabase-js stores it (localStorage, one JSON value per project), read and
 * written without supabase-js's own session logic: its `getSession()` refreshes a session that
 * has expired, and the spec wants an expired session to end (the user signs in again), so the
 * session machine reads the stored value as it is and judges expiry itself.
 */
import type { Session } from '../../machines/session/session.machine';

/** The stored value's fields this module reads; supabase-js stores more. */
type StoredValue = {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  expires_at?: unknown;
  user?: { id?: unknown; email?: unknown; user_metadata?: unknown } | null;
};

/**
 * The profile name in a user's metadata: `full_name`, else `name` (the keys GoTrue, its OAuth
 * providers and sign-up data use), trimmed; undefined when there is none.
 */
export function profileName(metadata: unknown): string | undefined {
  if (!metadata || typeof metadata !== 'object') return undefined;
  const { full_name: fullName, name } = metadata as { full_name?: unknown; name?: unknown };
  for (const value of [fullName, name]) if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}

function parse(raw: string | null): StoredValue | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value !== null && typeof value === 'object' ? (value as StoredValue) : null;
  } catch {
    return null;
  }
}

/** `{ name }` when the metadata holds a profile name, else nothing (the user has only an e-mail). */
export function withName(metadata: unknown): { name?: string } {
  const name = profileName(metadata);
  return name === undefined ? {} : { name };
}

/** The stored session, expired or not; null when none (or nothing readable) is stored. */
export function parseStoredSession(raw: string | null): Session | null {
  const value = parse(raw);
  if (!value || typeof value.access_token !== 'string' || typeof value.expires_at !== 'number') return null;
  if (!value.user || typeof value.user.id !== 'string') return null;
  return {
    accessToken: value.access_token,
    expiresAt: value.expires_at,
    user: { id: value.user.id, email: typeof value.user.email === 'string' ? value.user.email : '', ...withName(value.user.user_metadata) },
  };
}

/**
 * A session written with a new access token gets its `expires_at` from this machine's clock:
 * now plus `expires_in`. The server's `expires_at` is on the server's clock, so a client clock
 * an hour ahead would find every new token already expired and refresh again at once, in a
 * loop; an hour behind, it would send tokens the server has stopped accepting. supabase-js
 * itself does the same when a server leaves `expires_at` out. A session written again with
 * the same token (supabase-js re-saves it) keeps the expiry it has.
 */
export function withLocalExpiry(previous: string | null, next: string, nowMs: number): string {
  const value = parse(next);
  if (!value || typeof value.access_token !== 'string' || typeof value.expires_in !== 'number') return next;
  if (parse(previous)?.access_token === value.access_token) return next;
  return JSON.stringify({ ...value, expires_at: Math.floor(nowMs / 1000) + value.expires_in });
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** supabase-js's storage option: `store`, with new sessions' expiry on the local clock. */
export function clockSafeStorage(store: KeyValueStore, now: () => number = Date.now): KeyValueStore {
  return {
    getItem: (key) => store.getItem(key),
    setItem: (key, value) => store.setItem(key, withLocalExpiry(store.getItem(key), value, now())),
    removeItem: (key) => store.removeItem(key),
  };
}
