/**
 * Configuration is environment variables with working defaults: `npm start` needs none.
 * Each variable is listed in the README's configuration table.
 */
import path from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  isProduction: boolean;
  logLevel: string;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number between 0 and 65535, got "${env.PORT}".`);
  }
  return {
    port,
    // Loopback by default while the API has no sign-in (development identity, issue #3):
    // nothing unauthenticated is reachable from the network unless HOST says so.
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** A configuration mistake: reported as one clear line, never as a stack trace. */
export class ConfigError extends Error {}
