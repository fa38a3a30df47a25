/**
 * Which external sign-in providers the auth server has configured, from its GoTrue settings
 * (`GET /auth/v1/settings`, which a hosted Supabase project answers too). Buttons of providers
 * that are not configured are hidden.
 */
import { runtimeConfig } from './runtimeConfig';

export type EnabledProviders = { google: boolean; azure: boolean };

export async function loadProviders(): Promise<EnabledProviders> {
  const { supabaseUrl, supabaseAnonKey } = runtimeConfig();
  try {
    const response = await fetch(`${supabaseUrl}/auth/v1/settings`, { headers: { apikey: supabaseAnonKey } });
    const settings = (await response.json()) as { external?: Record<string, boolean> };
    return { google: settings.external?.google === true, azure: settings.external?.azure === true };
  } catch {
    return { google: false, azure: false };
  }
}
