/**
 * Starts the product: opens the database (applying migrations), builds the app and listens on
 * PORT. Configuration problems are reported as one clear line, never a stack trace.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readConfig, type Config } from './config.ts';
import type { AlertWorkerOptions } from './alerts/worker.ts';
import { openDatabase } from './db/open.ts';
import { mailboxPath } from './mail/mailbox.ts';
import { buildApp } from './app.ts';
import { startBackground } from './jobs/index.ts';
import { openFileStore } from './storage/fileStore.ts';
import { createLogger } from './logging.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Alerts link to PUBLIC_URL, or to this server as it is reached from this machine. */
function alertOptions(config: Config): AlertWorkerOptions {
  return {
    config: config.alerts,
    network: config.executor.network,
    baseUrl: config.auth.publicUrl ?? `http://localhost:${config.port}`,
    mail: { smtpUrl: config.auth.smtpUrl, from: config.auth.mailFrom },
  };
}

async function main() {
  const config = readConfig();
  // One logger for the whole process: requests and background work log alike (server/logging.ts).
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config);
  // One store for the whole process: the executors write to it, the API reads from it.
  const fileStore = openFileStore(config.storage);
  const background = await startBackground(database, config.executor, fileStore, log, alertOptions(config));
  const app = await buildApp({
    jobs: background.jobs,
    fileStore,
    db: database.db,
    uiDir: path.join(rootDir, 'dist'),
    log,
    config,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, stopping`);
    await app.close();
    await background.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const origin = config.auth.publicUrl ?? `http://localhost:${port}`;
  const mailbox = config.isProduction ? null : mailboxPath(config.auth.devMailbox);
  const mail = config.auth.smtpUrl ? 'SMTP' : `local outbox${mailbox ? ` (${origin}${mailbox})` : ''}`;
  app.log.info(`Critical Journey is ready on ${origin} — data: ${where}; files: ${fileStore.describe()}; mail: ${mail}`);
}

// Not the logger: the process may have failed before there was one (LOG_LEVEL itself can be
// wrong), and this is one line for whoever started it, as the CLI's are.
main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Critical Journey cannot start: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Critical Journey cannot start: port ${process.env.PORT ?? 3000} is in use. Set PORT to a free port.`);
  } else {
    console.error('Critical Journey failed to start:', error);
  }
  process.exit(1);
});
