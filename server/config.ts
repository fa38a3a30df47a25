/**
 * Configuration is environment variables with working defaults: `npm start` needs none.
 * Each variable is listed in the README's configuration table.
 */
import path from 'node:path';

export type RateLimitConfig = {
  /** Length of one counting window, in seconds. */
  windowSeconds: number;
  /** Attempts per e-mail address and action (sign-in, sign-up, recover, resend) per window. */
  perEmail: number;
  /** Attempts per client address and action per window. */
  perIp: number;
};

export type AuthConfig = {
  /** The address browsers use, for links in mails and the token issuer; null: the request's own. */
  publicUrl: string | null;
  autoconfirm: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** A hosted Supabase project whose tokens the API accepts instead of ours. */
  supabaseUrl: string | null;
  supabaseJwksUrl: string | null;
  /** When set, the `apikey` header must equal it; otherwise any non-empty value passes. */
  supabaseAnonKey: string | null;
  google: { clientId: string; clientSecret: string } | null;
  azure: { clientId: string; clientSecret: string; tenant: string } | null;
  rateLimit: RateLimitConfig;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  isProduction: boolean;
  logLevel: string;
  auth: AuthConfig;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number between 0 and 65535, got "${env.PORT}".`);
  }
  return {
    port,
    // Every API call needs a signed-in user's token, so listening on all interfaces is safe.
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: text(env.DATABASE_URL),
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    auth: readAuthConfig(env),
  };
}

export function readAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const googleId = text(env.GOOGLE_CLIENT_ID);
  const azureId = text(env.AZURE_CLIENT_ID);
  return {
    publicUrl: url('PUBLIC_URL', env.PUBLIC_URL),
    autoconfirm: flag('AUTH_AUTOCONFIRM', env.AUTH_AUTOCONFIRM),
    smtpUrl: text(env.SMTP_URL),
    mailFrom: text(env.MAIL_FROM) ?? 'Critical Journey <no-reply@localhost>',
    supabaseUrl: url('SUPABASE_URL', env.SUPABASE_URL),
    supabaseJwksUrl: url('SUPABASE_JWKS_URL', env.SUPABASE_JWKS_URL),
    supabaseAnonKey: text(env.SUPABASE_ANON_KEY),
    google: googleId ? { clientId: googleId, clientSecret: env.GOOGLE_CLIENT_SECRET ?? '' } : null,
    azure: azureId
      ? { clientId: azureId, clientSecret: env.AZURE_CLIENT_SECRET ?? '', tenant: text(env.AZURE_TENANT) ?? 'common' }
      : null,
    rateLimit: {
      windowSeconds: count('AUTH_RATE_LIMIT_WINDOW_SECONDS', env.AUTH_RATE_LIMIT_WINDOW_SECONDS, 300),
      perEmail: count('AUTH_RATE_LIMIT_PER_EMAIL', env.AUTH_RATE_LIMIT_PER_EMAIL, 30),
      perIp: count('AUTH_RATE_LIMIT_PER_IP', env.AUTH_RATE_LIMIT_PER_IP, 300),
    },
  };
}

function text(value: string | undefined): string | null {
  return value?.trim() || null;
}

function flag(name: string, value: string | undefined): boolean {
  const normalized = value?.trim().toLowerCase();
  if (!normalized) return false;
  if (['true', '1', 'yes'].includes(normalized)) return true;
  if (['false', '0', 'no'].includes(normalized)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}".`);
}

function url(name: string, value: string | undefined): string | null {
  const trimmed = text(value);
  if (!trimmed) return null;
  try {
    const parsed = new URL(trimmed);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new ConfigError(`${name} must be an http(s) address like https://example.com, got "${value}".`);
  }
  // Without the trailing slash, so paths can be appended as they are.
  return trimmed.replace(/\/+$/, '');
}

function count(name: string, value: string | undefined, fallback: number): number {
  if (!text(value)) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new ConfigError(`${name} must be a whole number of at least 1, got "${value}".`);
  return parsed;
}

/** A configuration mistake: reported as one clear line, never as a stack trace. */
export class ConfigError extends Error {}
