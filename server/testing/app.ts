/** Builds the real app on a test database, for integration tests that call it with inject(). */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { readConfig, type AuthConfig, type Config, type ExecutorConfig } from '../config.ts';
import { startBackground } from '../jobs/index.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

export type TestAppOptions = {
  auth?: Partial<AuthConfig>;
  isProduction?: boolean;
  /** Start the queue, change notices and an in-process executor with these settings. */
  executor?: Partial<ExecutorConfig>;
};

/** The defaults of every variable (never this process's environment), with the given changes. */
export function testConfig({ auth = {}, isProduction = false, executor = {} }: TestAppOptions = {}): Config {
  const defaults = readConfig({});
  return { ...defaults, isProduction, auth: { ...defaults.auth, ...auth }, executor: { ...defaults.executor, ...executor } };
}

export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = testConfig(options);
  const background = options.executor ? await startBackground(database, config.executor) : null;
  const app = await buildApp({ db: database.db, config, jobs: background?.jobs });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await background?.stop();
      await database.dispose();
    },
  };
}
