/**
 * Configuration the UI reads at start from the server (GET /config.json), so one build works
 * against our own auth server or a hosted Supabase project, whatever the server is told.
 */
export type RuntimeConfig = {
  /** Where supabase-js talks to: our own origin by default, or a hosted project's URL. */
  supabaseUrl: string;
  supabaseAnonKey: string;
};

let config: RuntimeConfig | null = null;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (config) return config;
  try {
    const response = await fetch('/config.json', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(String(response.status));
    const served = (await response.json()) as Partial<RuntimeConfig>;
    config = {
      supabaseUrl: served.supabaseUrl || window.location.origin,
      supabaseAnonKey: served.supabaseAnonKey || 'critical-journey',
    };
  } catch {
    // No config served (e.g. `vite` alone): our own origin speaks the auth protocol.
    config = { supabaseUrl: window.location.origin, supabaseAnonKey: 'critical-journey' };
  }
  return config;
}

export function runtimeConfig(): RuntimeConfig {
  if (!config) throw new Error('loadRuntimeConfig() must finish before the app renders.');
  return config;
}
