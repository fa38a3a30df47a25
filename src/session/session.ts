/**
 * The signed-in session as the UI reads it, over supabase-js. The session machine
 * (machines/session) decides when to recheck and refresh; these helpers read and convert.
 */
import type { Session as SupabaseSession } from '@supabase/supabase-js';
import type { Session } from '../../machines/session/session.machine';
import { sessionStorageKey, supabase } from './supabase';
import { parseStoredSession, withName } from './storedSession';

/** Spec section 5: a user id counts as authenticated only if longer than 10 characters. */
export function isLiveSession(session: Session | null, nowSeconds = Date.now() / 1000): session is Session {
  return Boolean(session && session.user.id.length > 10 && nowSeconds < session.expiresAt);
}

export function toSession(session: SupabaseSession | null): Session | null {
  if (!session) return null;
  return {
    accessToken: session.access_token,
    expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + (session.expires_in ?? 0),
    user: { id: session.user.id, email: session.user.email ?? '', ...withName(session.user.user_metadata) },
  };
}

/**
 * The stored session, expired or not (the machine judges expiry); null when none is stored.
 * Read from storage, not through supabase-js's getSession(): that refreshes an expired session
 * silently, and an expired session must end (spec section 4).
 */
export async function storedSession(): Promise<Session | null> {
  // Its start takes a session out of the address (a sign-in link) into storage; it never
  // refreshes here, because autoRefreshToken is off.
  await supabase().auth.initialize();
  return readStoredSession();
}

/** The stored session as it is now, expired or not; null when none is stored. */
export function readStoredSession(): Session | null {
  return parseStoredSession(window.localStorage.getItem(sessionStorageKey()));
}

/**
 * Forgets the stored session without asking the server: it has expired, or the server has
 * refused it. (supabase-js's signOut would first refresh an expired one.)
 */
export function forgetStoredSession(): void {
  try {
    window.localStorage.removeItem(sessionStorageKey());
  } catch {
    // Unreadable storage holds no session to forget.
  }
}

/**
 * The server refused a signed-in call (401): the session was revoked elsewhere (signed out
 * everywhere, or its refresh token reused by a copy). supabase-js's local sign-out clears it
 * and tells every tab (SIGNED_OUT), whose session machines send the user to /auth/login.
 */
export function endRevokedSession(): void {
  void supabase().auth.signOut({ scope: 'local' });
}

export async function isSignedIn(): Promise<boolean> {
  return isLiveSession(await storedSession());
}

/** The bearer token for the product API, or null when signed out. */
export async function currentAccessToken(): Promise<string | null> {
  const session = await storedSession();
  return isLiveSession(session) ? session.accessToken : null;
}
