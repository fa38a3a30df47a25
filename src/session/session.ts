/**
 * The signed-in session as the UI reads it, over supabase-js. The session machine
 * (machines/session) decides when to recheck and refresh; these helpers read and convert.
 */
import type { Session as SupabaseSession } from '@supabase/supabase-js';
import type { Session } from '../../machines/session/session.machine';
import { supabase } from './supabase';

/** Spec section 5: a user id counts as authenticated only if longer than 10 characters. */
export function isLiveSession(session: Session | null, nowSeconds = Date.now() / 1000): session is Session {
  return Boolean(session && session.user.id.length > 10 && nowSeconds < session.expiresAt);
}

export function toSession(session: SupabaseSession | null): Session | null {
  if (!session) return null;
  return {
    accessToken: session.access_token,
    expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + (session.expires_in ?? 0),
    user: { id: session.user.id, email: session.user.email ?? '' },
  };
}

/** The stored session, expired or not (the machine judges expiry); null when none is stored. */
export async function storedSession(): Promise<Session | null> {
  const { data, error } = await supabase().auth.getSession();
  if (error) throw error;
  return toSession(data.session);
}

export async function isSignedIn(): Promise<boolean> {
  return isLiveSession(await storedSession());
}

/** The bearer token for the product API, or null when signed out. */
export async function currentAccessToken(): Promise<string | null> {
  const session = await storedSession();
  return isLiveSession(session) ? session.accessToken : null;
}
