/** Builds the real app on a test database, for integration tests that call it with inject(). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { readConfig, type AlertConfig, type AuthConfig, type Config, type ExecutorConfig } from '../config.ts';
import type { Jobs } from '../jobs/generationQueue.ts';
import { startBackground } from '../jobs/index.ts';
import { openFileStore, type FileStore } from '../storage/fileStore.ts';
import { createLogger, type Logger } from '../logging.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  /** The queue and notices, when started (option `executor`): tests start more executors on them. */
  jobs: Jobs | undefined;
  config: Config;
  close(): Promise<void>;
};

export type TestAppOptions = {
  auth?: Partial<AuthConfig>;
  isProduction?: boolean;
  /** Start the queue, change notices and an in-process executor with these settings. */
  executor?: Partial<ExecutorConfig>;
  /** Alert delivery settings (ALERT_*). */
  alerts?: Partial<AlertConfig>;
  /** The background's logger; default one at LOG_LEVEL's default. */
  log?: Logger;
  /** Where screenshots and artifacts go; default a fresh temporary directory, removed on close. */
  fileStore?: FileStore;
};

/** The defaults of every variable (never this process's environment), with the given changes. */
export function testConfig({ auth = {}, isProduction = false, executor = {}, alerts = {} }: TestAppOptions = {}): Config {
  const defaults = readConfig({});
  // Tests read mail links from /dev/mailbox.json, as `npm run dev` allows (DEV_MAILBOX=true).
  const devMailbox = { kind: 'open' as const };
  return {
    ...defaults,
    isProduction,
    auth: { ...defaults.auth, devMailbox, ...auth },
    executor: { ...defaults.executor, ...executor },
    alerts: { ...defaults.alerts, ...alerts },
  };
}

export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = testConfig(options);
  const filesDir = options.fileStore ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'cj-files-'));
  const fileStore = options.fileStore ?? openFileStore({ kind: 'local', directory: filesDir! });
  const alerts = {
    config: config.alerts,
    network: config.executor.network,
    baseUrl: config.auth.publicUrl ?? 'http://localhost:3000',
    mail: { smtpUrl: config.auth.smtpUrl, from: config.auth.mailFrom },
  };
  const log = options.log ?? createLogger(config.logLevel);
  const background = options.executor ? await startBackground(database, config.executor, fileStore, log, alerts) : null;
  const app = await buildApp({ db: database.db, config, jobs: background?.jobs, fileStore });
  await app.ready();
  return {
    app,
    database,
    jobs: background?.jobs,
    config,
    async close() {
      await app.close();
      await background?.stop();
      await database.dispose();
      if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
