/**
 * What the layout loads for a selected project: its test tree and modules. Its collections and
 * their recent runs are read in collections.ts, beside the operations that change them.
 */
import { asc, eq } from 'drizzle-orm';
import { testCases, testModules } from '../../db/schema.ts';
import { requireTestSuite } from '../access.ts';
import { buildTree } from '../tree.ts';
import type { HandlerContext, Handlers } from './types.ts';

export function suiteContentHandlers({ db }: HandlerContext): Handlers {
  return {
    async getTestSuiteTree({ identity, params }) {
      await requireTestSuite(db, identity, params.id);
      const rows = await db
        .select({ id: testCases.id, name: testCases.name, path: testCases.path, state: testCases.state })
        .from(testCases)
        .where(eq(testCases.testSuiteId, params.id));
      return buildTree(rows);
    },

    async listTestModules({ identity, params }) {
      await requireTestSuite(db, identity, params.id);
      const rows = await db.select().from(testModules).where(eq(testModules.testSuiteId, params.id)).orderBy(asc(testModules.name));
      return rows.map((row) => ({
        module_id: row.id,
        name: row.name,
        module_type: row.moduleType,
        test_case_id: row.testCaseId,
        defining_py_script: row.definingPyScript,
      }));
    },
  };
}
