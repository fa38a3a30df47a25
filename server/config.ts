/**
 * Configuration is environment variables with working defaults: `npm start` needs none.
 * Each variable is listed in the README's configuration table.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ModelConfig } from './engine/model/client.ts';
import { LAMBDATEST_ENDPOINT } from './jobs/browserEndpoint.ts';
import { LOG_LEVELS, type LogLevel } from './logging.ts';
import { NetworkRuleError, readNetworkPolicy, type NetworkPolicy } from './security/networkPolicy.ts';

export type RateLimitConfig = {
  /** Length of one counting window, in seconds. */
  windowSeconds: number;
  /** Attempts per e-mail address and action (sign-in, sign-up, recover, resend) per window. */
  perEmail: number;
  /** Attempts per client address and action per window. */
  perIp: number;
};

/** Our registration at an OpenID Connect provider, and where the provider publishes its metadata. */
export type OidcClientConfig = {
  clientId: string;
  clientSecret: string;
  /** `<issuer>/.well-known/openid-configuration` describes the provider's endpoints and keys. */
  issuer: string;
};

/**
 * /dev/mailbox, the local outbox's pages: it shows sign-in and password links, so it is never
 * open to whoever reaches the server. `open` (DEV_MAILBOX=true, for `npm run dev` and tests)
 * serves clients on this machine; `token` (the default of `npm start`) anyone holding the
 * random token printed at start; `off` (DEV_MAILBOX=false, and always with NODE_ENV=production)
 * nobody.
 */
export type DevMailbox = { kind: 'off' } | { kind: 'open' } | { kind: 'token'; token: string };

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
  /** Google sign-in (OpenID Connect); null unless both the client id and secret are set. */
  google: OidcClientConfig | null;
  /** Microsoft sign-in (OpenID Connect); null unless both the client id and secret are set. */
  azure: (OidcClientConfig & { tenant: string }) | null;
  rateLimit: RateLimitConfig;
  devMailbox: DevMailbox;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  isProduction: boolean;
  logLevel: LogLevel;
  auth: AuthConfig;
  executor: ExecutorConfig;
  storage: StorageConfig;
  alerts: AlertConfig;
};

/** How alerts are delivered (server/alerts). */
export type AlertConfig = {
  /** Tries of one delivery before it is `failed` (the first one included). */
  attempts: number;
  /** The first retry waits this long, each next one about twice as long (pg-boss backoff, with jitter). */
  retryDelaySeconds: number;
  /** How long one webhook request may take. */
  timeoutSeconds: number;
};

export function readAlertConfig(env: NodeJS.ProcessEnv): AlertConfig {
  return {
    attempts: count('ALERT_ATTEMPTS', env.ALERT_ATTEMPTS, 5),
    retryDelaySeconds: count('ALERT_RETRY_DELAY_SECONDS', env.ALERT_RETRY_DELAY_SECONDS, 2),
    timeoutSeconds: count('ALERT_TIMEOUT_SECONDS', env.ALERT_TIMEOUT_SECONDS, 10),
  };
}

/**
 * Where binary files (screenshots, run artifacts) are kept: a local directory, or an
 * S3-compatible bucket that every server and executor process reaches (see server/storage).
 */
export type StorageConfig =
  | { kind: 'local'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      /** An S3-compatible service (MinIO, …), addressed path-style; null: AWS itself, virtual-hosted. */
      endpoint: string | null;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Put before every key: empty, or ending with `/`. */
      prefix: string;
    };

/** Where generation (and later runs) happen; see server/jobs. */
export type ExecutorConfig = {
  /** Jobs this server process runs at once; 0: none here (separate executor processes serve the queue). */
  slots: number;
  /** A remote Playwright browser (`ws://…` of `playwright run-server` / launchServer); null: local Chromium. */
  browserEndpoint: string | null;
  /** The Playwright grid of organizations whose lambda_test_settings enable one (LAMBDATEST_ENDPOINT). */
  lambdaTestEndpoint: string;
  /** Wall-clock limit of one generation; beyond it the test ends `resources_exceeded`. */
  generationTimeoutSeconds: number;
  /** Per step: how long to look for a target and wait for an expectation. */
  stepTimeoutSeconds: number;
  /** A live watch with no update for this long is told WATCH_TIMED_OUT and closed. */
  watchIdleSeconds: number;
  /** Wall-clock limit of one run; past it the run ends `resources_exceeded`. */
  runTimeoutSeconds: number;
  /** Memory limit of one run (its runner, workers and browser together), in MB. */
  runMemoryMb: number;
  /** An optional OpenAI-compatible model (server/engine/model); null: the step language alone. */
  model: ModelConfig | null;
  /** How often an executor tells the others it is alive. */
  heartbeatSeconds: number;
  /** An executor silent this long is dead: its jobs are taken again once, or end `aborted`. */
  lostSeconds: number;
  /** With no executor alive for this long, a queued job ends `executor_not_available`. */
  waitSeconds: number;
  /**
   * Which addresses generation and runs may reach (TARGET_ALLOWED_NETWORKS, TARGET_DENIED_NETWORKS):
   * checked when a website is saved, when a job starts, and on every request of the generation
   * browser. Here rather than beside `auth` because executor processes read only this section.
   */
  network: NetworkPolicy;
};

export function readExecutorConfig(env: NodeJS.ProcessEnv): ExecutorConfig {
  const endpoint = text(env.BROWSER_WS_ENDPOINT);
  if (endpoint && !/^wss?:\/\//.test(endpoint)) throw new ConfigError(`BROWSER_WS_ENDPOINT must be a ws:// or wss:// address, got "${endpoint}".`);
  const slots = text(env.EXECUTORS) === '0' ? 0 : count('EXECUTORS', env.EXECUTORS, 1);
  const heartbeatSeconds = count('EXECUTOR_HEARTBEAT_SECONDS', env.EXECUTOR_HEARTBEAT_SECONDS, 5);
  const lostSeconds = count('EXECUTOR_LOST_SECONDS', env.EXECUTOR_LOST_SECONDS, 30);
  if (heartbeatSeconds * 2 > lostSeconds) {
    throw new ConfigError(
      `EXECUTOR_LOST_SECONDS (${lostSeconds}) must be at least twice EXECUTOR_HEARTBEAT_SECONDS (${heartbeatSeconds}), or live executors would be taken for dead.`,
    );
  }
  return {
    slots,
    browserEndpoint: endpoint,
    lambdaTestEndpoint: wsAddress('LAMBDATEST_ENDPOINT', env.LAMBDATEST_ENDPOINT) ?? LAMBDATEST_ENDPOINT,
    generationTimeoutSeconds: count('GENERATION_TIMEOUT_SECONDS', env.GENERATION_TIMEOUT_SECONDS, 600),
    stepTimeoutSeconds: count('STEP_TIMEOUT_SECONDS', env.STEP_TIMEOUT_SECONDS, 5),
    watchIdleSeconds: count('WATCH_IDLE_SECONDS', env.WATCH_IDLE_SECONDS, 300),
    runTimeoutSeconds: count('RUN_TIMEOUT_SECONDS', env.RUN_TIMEOUT_SECONDS, 300),
    runMemoryMb: count('RUN_MEMORY_MB', env.RUN_MEMORY_MB, 2048),
    model: readModelConfig(env),
    heartbeatSeconds,
    lostSeconds,
    waitSeconds: count('EXECUTOR_WAIT_SECONDS', env.EXECUTOR_WAIT_SECONDS, 300),
    network: networkPolicy(env),
  };
}

function networkPolicy(env: NodeJS.ProcessEnv): NetworkPolicy {
  try {
    return readNetworkPolicy({ allowed: env.TARGET_ALLOWED_NETWORKS, denied: env.TARGET_DENIED_NETWORKS });
  } catch (error) {
    throw error instanceof NetworkRuleError ? new ConfigError(error.message) : error;
  }
}

/** `npm run executor`: the executor's settings, its slots from EXECUTOR_SLOTS (EXECUTORS is the server's own). */
export function readStandaloneExecutorConfig(env: NodeJS.ProcessEnv): ExecutorConfig {
  return { ...readExecutorConfig({ ...env, EXECUTORS: undefined }), slots: count('EXECUTOR_SLOTS', env.EXECUTOR_SLOTS, 1) };
}

export function readModelConfig(env: NodeJS.ProcessEnv): ModelConfig | null {
  const baseUrl = url('MODEL_BASE_URL', env.MODEL_BASE_URL);
  if (!baseUrl) return null;
  const model = text(env.MODEL_NAME);
  if (!model) throw new ConfigError('MODEL_NAME must be set when MODEL_BASE_URL is, e.g. MODEL_NAME=gpt-4o-mini or llama3.1.');
  return { baseUrl, apiKey: text(env.MODEL_API_KEY), model, timeoutSeconds: count('MODEL_TIMEOUT_SECONDS', env.MODEL_TIMEOUT_SECONDS, 30) };
}

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
    logLevel: logLevel(env.LOG_LEVEL),
    auth: readAuthConfig(env),
    executor: readExecutorConfig(env),
    storage: readStorageConfig(env, path.resolve(env.DATA_DIR ?? '.data')),
    alerts: readAlertConfig(env),
  };
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'];

export function readStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const bucket = text(env.S3_BUCKET);
  if (!bucket) {
    // Otherwise files would quietly stay on this machine's disk while the operator expects S3.
    const stray = S3_SETTINGS.filter((name) => text(env[name]));
    if (stray.length)
      throw new ConfigError(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to keep files in S3, or remove ${stray.length > 1 ? 'them' : 'it'}.`,
      );
    const directory = text(env.FILES_DIR);
    return { kind: 'local', directory: directory ? path.resolve(directory) : path.join(dataDir, 'files') };
  }
  if (/[/\s]/.test(bucket))
    throw new ConfigError(`S3_BUCKET must be a bucket name like critical-journey-files, got "${bucket}"; put a folder in S3_PREFIX.`);
  const accessKeyId = text(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = text(env.S3_SECRET_ACCESS_KEY);
  if (!accessKeyId || !secretAccessKey) {
    const missing = [accessKeyId ? null : 'S3_ACCESS_KEY_ID', secretAccessKey ? null : 'S3_SECRET_ACCESS_KEY'].filter(Boolean).join(' and ');
    throw new ConfigError(
      `S3_BUCKET is set, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be too; ${missing} ${missing.includes(' and ') ? 'are' : 'is'} missing.`,
    );
  }
  const prefix = (text(env.S3_PREFIX) ?? '').replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket,
    endpoint: url('S3_ENDPOINT', env.S3_ENDPOINT),
    region: text(env.S3_REGION) ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    prefix: prefix ? `${prefix}/` : '',
  };
}

export function readAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const google = oidcClient('GOOGLE', env);
  const azure = oidcClient('AZURE', env);
  const tenant = text(env.AZURE_TENANT) ?? 'common';
  return {
    publicUrl: url('PUBLIC_URL', env.PUBLIC_URL),
    autoconfirm: flag('AUTH_AUTOCONFIRM', env.AUTH_AUTOCONFIRM),
    smtpUrl: text(env.SMTP_URL),
    mailFrom: text(env.MAIL_FROM) ?? 'Critical Journey <no-reply@localhost>',
    supabaseUrl: url('SUPABASE_URL', env.SUPABASE_URL),
    supabaseJwksUrl: url('SUPABASE_JWKS_URL', env.SUPABASE_JWKS_URL),
    supabaseAnonKey: text(env.SUPABASE_ANON_KEY),
    google: google && { ...google, issuer: url('GOOGLE_ISSUER', env.GOOGLE_ISSUER) ?? 'https://accounts.google.com' },
    azure: azure && { ...azure, tenant, issuer: `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/v2.0` },
    rateLimit: {
      windowSeconds: count('AUTH_RATE_LIMIT_WINDOW_SECONDS', env.AUTH_RATE_LIMIT_WINDOW_SECONDS, 300),
      perEmail: count('AUTH_RATE_LIMIT_PER_EMAIL', env.AUTH_RATE_LIMIT_PER_EMAIL, 30),
      perIp: count('AUTH_RATE_LIMIT_PER_IP', env.AUTH_RATE_LIMIT_PER_IP, 300),
    },
    devMailbox: devMailbox(env),
  };
}

function devMailbox(env: NodeJS.ProcessEnv): DevMailbox {
  const explicit = text(env.DEV_MAILBOX) === null ? null : flag('DEV_MAILBOX', env.DEV_MAILBOX);
  if (env.NODE_ENV === 'production' || explicit === false) return { kind: 'off' };
  if (explicit) return { kind: 'open' };
  // A fresh token at every start: behind a reverse proxy every visitor looks local, so being
  // on this machine proves nothing; reading the server's output does.
  return { kind: 'token', token: randomBytes(18).toString('base64url') };
}

/**
 * `<PREFIX>_CLIENT_ID` and `<PREFIX>_CLIENT_SECRET`: both or neither. One alone is a mistake
 * that would otherwise show a sign-in button which can only fail.
 */
function oidcClient(prefix: string, env: NodeJS.ProcessEnv): { clientId: string; clientSecret: string } | null {
  const clientId = text(env[`${prefix}_CLIENT_ID`]);
  const clientSecret = text(env[`${prefix}_CLIENT_SECRET`]);
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new ConfigError(
      `${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together; only ${clientId ? `${prefix}_CLIENT_ID` : `${prefix}_CLIENT_SECRET`} is.`,
    );
  }
  return { clientId, clientSecret };
}

function text(value: string | undefined): string | null {
  return value?.trim() || null;
}

function logLevel(value: string | undefined): LogLevel {
  const normalized = value?.trim().toLowerCase() || 'info';
  const level = LOG_LEVELS.find((candidate) => candidate === normalized);
  if (!level) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}".`);
  return level;
}

function flag(name: string, value: string | undefined): boolean {
  const normalized = value?.trim().toLowerCase();
  if (!normalized) return false;
  if (['true', '1', 'yes'].includes(normalized)) return true;
  if (['false', '0', 'no'].includes(normalized)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}".`);
}

function wsAddress(name: string, value: string | undefined): string | null {
  const trimmed = text(value);
  if (trimmed && !/^wss?:\/\/[^/?#\s]+/.test(trimmed)) throw new ConfigError(`${name} must be a ws:// or wss:// address, got "${value}".`);
  return trimmed;
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
