/**
 * The one supabase-js client of the UI, unmodified: it signs in, refreshes and signs out
 * against our /auth/v1 (or a hosted project's, per the runtime configuration).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { runtimeConfig } from './runtimeConfig';

let client: SupabaseClient | null = null;

export function supabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = runtimeConfig();
    client = createClient(supabaseUrl, supabaseAnonKey, {
      // The session machine refreshes (and pauses while the page is hidden). A second refresher
      // would race it, and reusing a rotated refresh token revokes the whole session.
      auth: { persistSession: true, autoRefreshToken: false, detectSessionInUrl: true, flowType: 'implicit' },
    });
  }
  return client;
}
