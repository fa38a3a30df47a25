/** Builds the real app on a test database, for integration tests that call it with inject(). */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { readConfig, type AuthConfig, type Config } from '../config.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

export type TestAppOptions = { auth?: Partial<AuthConfig>; isProduction?: boolean };

/** The defaults of every variable (never this process's environment), with the given changes. */
export function testConfig({ auth = {}, isProduction = false }: TestAppOptions = {}): Config {
  const defaults = readConfig({});
  return { ...defaults, isProduction, auth: { ...defaults.auth, ...auth } };
}

export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const app = await buildApp({ db: database.db, config: testConfig(options) });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
