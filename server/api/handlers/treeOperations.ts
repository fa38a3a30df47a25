/**
 * The folder tree's changes: rename or move one test, move (or rename) a folder, delete a
 * folder. Folders exist only as the paths of tests, so a folder operation changes every test
 * whose path is the folder or lies under it ("a" holds "a" and "a/b", not "ab").
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { testCases } from '../../db/schema.ts';
import { requireTestCase, requireTestSuite } from '../access.ts';
import { testCaseView } from '../testCaseView.ts';
import { folderPath, treeName, treePath } from '../validation.ts';
import type { HandlerContext, Handlers } from './types.ts';

/** The tests of the project in the folder or under it. */
function inFolder(suiteId: string, folder: string): SQL {
  // Lengths are counted by the database, in characters (JavaScript's count UTF-16 units).
  const under = sql`left(${testCases.path}, char_length(${folder}::text) + 1) = ${folder}::text || '/'`;
  return and(eq(testCases.testSuiteId, suiteId), or(eq(testCases.path, folder), under)) as SQL;
}

export function treeOperationHandlers({ db }: HandlerContext): Handlers {
  return {
    async renameTestCase({ identity, params, query }) {
      await requireTestCase(db, identity, params.testId);
      const [row] = await db
        .update(testCases)
        .set({ name: treeName(query.new_name, 'new_name'), updatedAt: new Date() })
        .where(eq(testCases.id, params.testId))
        .returning();
      return testCaseView(db, row);
    },

    async moveTestCase({ identity, params, query }) {
      await requireTestCase(db, identity, params.testId);
      const [row] = await db
        .update(testCases)
        .set({ path: treePath(query.new_path, 'new_path'), updatedAt: new Date() })
        .where(eq(testCases.id, params.testId))
        .returning();
      return testCaseView(db, row);
    },

    async moveTestFolder({ identity, params, query, reply }) {
      await requireTestSuite(db, identity, params.suiteId);
      const from = folderPath(query.old_path_prefix, 'old_path_prefix');
      const to = treePath(query.new_path_prefix, 'new_path_prefix');
      // "a/b/c" under "a" moved to "x" becomes "x/b/c"; moved to the root, "b/c".
      const rest = sql`substr(${testCases.path}, char_length(${from}::text) + 1)`;
      await db
        .update(testCases)
        .set({ path: sql`btrim(${to}::text || ${rest}, '/')`, updatedAt: new Date() })
        .where(inFolder(params.suiteId, from));
      reply.code(204);
      return undefined;
    },

    async deleteTestFolder({ identity, params, query, reply }) {
      await requireTestSuite(db, identity, params.suiteId);
      // Never the root: an empty or "/" prefix is refused, not read as "every test of the project".
      const folder = folderPath(query.path_prefix, 'path_prefix');
      await db.delete(testCases).where(inFolder(params.suiteId, folder));
      reply.code(204);
      return undefined;
    },
  };
}
