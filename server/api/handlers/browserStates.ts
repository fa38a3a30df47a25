/**
 * Saved browser states: Playwright storage states (cookies and local storage) a test can start
 * from, typically a signed-in session. Their contents are secrets as good as a password, so
 * they are only ever written and handed to the executor, never returned.
 */
import { and, asc, eq } from 'drizzle-orm';
import { browserStates } from '../../db/schema.ts';
import { HttpError, notFound } from '../httpError.ts';
import { isUuid, requireTestSuite } from '../access.ts';
import { storageStateProblem } from '../../../openapi/storageState.ts';
import type { HandlerContext, Handlers } from './types.ts';

export { storageStateProblem };

type Row = typeof browserStates.$inferSelect;

const toBrowserState = (row: Row) => ({ _id: row.id, test_suite_id: row.testSuiteId, name: row.name, created_at: row.createdAt.toISOString() });

export function browserStateHandlers({ db }: HandlerContext): Handlers {
  return {
    async listBrowserStates({ identity, params }) {
      await requireTestSuite(db, identity, params.testSuiteId);
      const rows = await db
        .select({ id: browserStates.id, testSuiteId: browserStates.testSuiteId, name: browserStates.name, createdAt: browserStates.createdAt })
        .from(browserStates)
        .where(eq(browserStates.testSuiteId, params.testSuiteId))
        .orderBy(asc(browserStates.name), asc(browserStates.createdAt));
      return rows.map((row) => toBrowserState({ ...row, storageState: {} }));
    },

    async createBrowserState({ identity, params, body, reply }) {
      await requireTestSuite(db, identity, params.testSuiteId);
      const { name: rawName, storage_state: storageState } = body;
      const name = rawName.trim();
      if (!name) throw new HttpError(400, 'The browser state name is required.');
      const problem = storageStateProblem(storageState);
      if (problem) throw new HttpError(400, `Not a Playwright storage state: ${problem}`);
      const [row] = await db.insert(browserStates).values({ testSuiteId: params.testSuiteId, name, storageState }).returning();
      reply.code(201);
      return toBrowserState(row);
    },

    async deleteBrowserState({ identity, params, reply }) {
      await requireTestSuite(db, identity, params.testSuiteId);
      if (!isUuid(params.stateId)) throw notFound('Browser state');
      // Tests that used it lose it (ON DELETE SET NULL) and start from a fresh browser.
      const deleted = await db
        .delete(browserStates)
        .where(and(eq(browserStates.id, params.stateId), eq(browserStates.testSuiteId, params.testSuiteId)))
        .returning({ id: browserStates.id });
      if (deleted.length === 0) throw notFound('Browser state');
      reply.code(204);
      return undefined;
    },
  };
}
