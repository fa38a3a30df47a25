/** Builds the real app on a test database, for integration tests that call it with inject(). */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

export async function createTestApp(kind: DatabaseKind): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const app = await buildApp({ db: database.db });
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
