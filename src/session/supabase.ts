/**
 * The UI's supabase-js auth client, unmodified: it signs in, refreshes and signs out against
 * our /auth/v1 (or a hosted project's, per the runtime configuration).
 *
 * It is supabase-js's own `AuthClient`, set up the way `createClient` sets up `client.auth`
 * (same address, headers and storage key, so a stored session carries over), without the
 * rest of a `createClient` client: its realtime, storage, functions and query clients are a
 * third of supabase-js, which every first visit would download and the UI never uses. The
 * one database call the UI makes, the check_user_exists function, is a plain request below.
 */
import { AuthClient } from '@supabase/supabase-js';
import { runtimeConfig } from './runtimeConfig';
import { clockSafeStorage } from './storedSession';

/** supabase-js exports the class as a value only. */
type Auth = InstanceType<typeof AuthClient>;

export type SupabaseAuth = {
  auth: Auth;
  /** Calls a database function (POST /rest/v1/rpc/{name}), answering as supabase-js does. */
  rpc(name: string, args: Record<string, unknown>): Promise<{ data: unknown; error: Error | null }>;
};

let client: SupabaseAuth | null = null;

/** Where supabase-js keeps the session: createClient's default key, so a session stored by an earlier build stays signed in. */
export function sessionStorageKey(): string {
  const { supabaseUrl } = runtimeConfig();
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

export function supabase(): SupabaseAuth {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = runtimeConfig();
    const base = new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);
    const auth = new AuthClient({
      url: new URL('auth/v1', base).href,
      headers: { Authorization: `Bearer ${supabaseAnonKey}`, apikey: supabaseAnonKey },
      storageKey: sessionStorageKey(),
      storage: clockSafeStorage(window.localStorage),
      // The session machine refreshes (and pauses while the page is hidden). A second refresher
      // would race it, and reusing a rotated refresh token revokes the whole session.
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    });
    client = { auth, rpc: (name, args) => callFunction(new URL(`rest/v1/rpc/${name}`, base).href, supabaseAnonKey, auth, args) };
  }
  return client;
}

/** PostgREST's function call, authorised like supabase-js's: the user's token, else the anon key. */
async function callFunction(url: string, anonKey: string, auth: Auth, args: Record<string, unknown>) {
  try {
    const { data } = await auth.getSession();
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${data.session?.access_token ?? anonKey}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : null;
    if (response.ok) return { data: body, error: null };
    const message = (body as { message?: unknown } | null)?.message;
    return { data: null, error: new Error(typeof message === 'string' ? message : `${response.status} ${response.statusText}`) };
  } catch (error) {
    return { data: null, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
