/**
 * Saved browser states: Playwright storage states (cookies and local storage) a test can start
 * from, typically a signed-in session. Their contents are secrets as good as a password, so
 * they are only ever written and handed to the executor, never returned.
 */
import { and, asc, eq } from 'drizzle-orm';
import { browserStates } from '../../db/schema.ts';
import { HttpError, notFound } from '../httpError.ts';
import { isUuid, requireTestSuite } from '../access.ts';
import type { HandlerContext, Handlers } from './types.ts';

type Row = typeof browserStates.$inferSelect;

const toBrowserState = (row: Row) => ({ _id: row.id, test_suite_id: row.testSuiteId, name: row.name, created_at: row.createdAt.toISOString() });

const SAME_SITE = ['Strict', 'Lax', 'None'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the shape Playwright's `storageState` option accepts, entry by entry, and names the
 * first wrong one: a state that Playwright refuses would otherwise fail only at run time.
 */
export function storageStateProblem(state: unknown): string | null {
  if (!isObject(state)) return 'storage_state must be an object with cookies and origins.';
  if (!Array.isArray(state.cookies)) return 'storage_state.cookies must be a list.';
  if (!Array.isArray(state.origins)) return 'storage_state.origins must be a list.';
  for (const [index, cookie] of state.cookies.entries()) {
    const at = `storage_state.cookies[${index}]`;
    if (!isObject(cookie)) return `${at} must be an object.`;
    for (const field of ['name', 'value', 'domain', 'path']) {
      if (typeof cookie[field] !== 'string') return `${at}.${field} must be a string.`;
    }
    if (cookie.expires !== undefined && typeof cookie.expires !== 'number') return `${at}.expires must be a number.`;
    for (const field of ['httpOnly', 'secure']) {
      if (cookie[field] !== undefined && typeof cookie[field] !== 'boolean') return `${at}.${field} must be true or false.`;
    }
    if (cookie.sameSite !== undefined && !SAME_SITE.includes(cookie.sameSite as string)) return `${at}.sameSite must be Strict, Lax or None.`;
  }
  for (const [index, origin] of state.origins.entries()) {
    const at = `storage_state.origins[${index}]`;
    if (!isObject(origin)) return `${at} must be an object.`;
    if (typeof origin.origin !== 'string') return `${at}.origin must be a string.`;
    if (!Array.isArray(origin.localStorage)) return `${at}.localStorage must be a list.`;
    for (const [entryIndex, entry] of origin.localStorage.entries()) {
      if (!isObject(entry) || typeof entry.name !== 'string' || typeof entry.value !== 'string') {
        return `${at}.localStorage[${entryIndex}] must have a string name and value.`;
      }
    }
  }
  return null;
}

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
      const { name: rawName, storage_state: storageState } = body as { name: string; storage_state: unknown };
      const name = rawName.trim();
      if (!name) throw new HttpError(400, 'The browser state name is required.');
      const problem = storageStateProblem(storageState);
      if (problem) throw new HttpError(400, `Not a Playwright storage state: ${problem}`);
      const [row] = await db
        .insert(browserStates)
        .values({ testSuiteId: params.testSuiteId, name, storageState: storageState as Record<string, unknown> })
        .returning();
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
