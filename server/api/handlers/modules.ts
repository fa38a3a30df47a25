/**
 * Test modules: reusable pieces (a login, a setup) a test can run first. Listing lives with the
 * other reads of a project (suiteContents.ts); creating, changing and deleting are here.
 */
import { and, eq } from 'drizzle-orm';
import { testCases, testModules } from '../../db/schema.ts';
import { HttpError, notFound } from '../httpError.ts';
import { isUuid, requireTestSuite } from '../access.ts';
import type { Db } from '../../db/open.ts';
import type { HandlerContext, Handlers } from './types.ts';

type Row = typeof testModules.$inferSelect;

export const toTestModule = (row: Row) => ({
  module_id: row.id,
  name: row.name,
  module_type: row.moduleType,
  test_case_id: row.testCaseId,
  defining_py_script: row.definingPyScript,
});

function moduleName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name) throw new HttpError(400, 'The module name is required.');
  return name;
}

async function requireModule(db: Db, suiteId: string, moduleId: string): Promise<Row> {
  if (!isUuid(moduleId)) throw notFound('Test module');
  const [row] = await db
    .select()
    .from(testModules)
    .where(and(eq(testModules.id, moduleId), eq(testModules.testSuiteId, suiteId)));
  if (!row) throw notFound('Test module');
  return row;
}

export function testModuleHandlers({ db }: HandlerContext): Handlers {
  return {
    async createTestModule({ identity, params, body, reply }) {
      await requireTestSuite(db, identity, params.id);
      const input = body;
      const name = moduleName(input.name);
      const moduleType = input.module_type.trim();
      if (!moduleType) throw new HttpError(400, 'The module type is required.');
      if (input.test_case_id !== null) {
        // Only a test of this same project: another project's (or tenant's) test must not be linked.
        const [test] = isUuid(input.test_case_id)
          ? await db
              .select({ id: testCases.id })
              .from(testCases)
              .where(and(eq(testCases.id, input.test_case_id), eq(testCases.testSuiteId, params.id)))
          : [];
        if (!test) throw new HttpError(400, "The module's test case is not a test of this project.", 'test_case_id');
      }
      const [row] = await db
        .insert(testModules)
        .values({ testSuiteId: params.id, name, moduleType, testCaseId: input.test_case_id, definingPyScript: input.defining_py_script })
        .returning();
      reply.code(201);
      return toTestModule(row);
    },

    async updateTestModule({ identity, params, body }) {
      await requireTestSuite(db, identity, params.id);
      const existing = await requireModule(db, params.id, params.moduleId);
      const input = body;
      const changes: Partial<typeof testModules.$inferInsert> = {};
      if (input.name !== undefined) changes.name = moduleName(input.name);
      if (input.defining_py_script !== undefined) changes.definingPyScript = input.defining_py_script;
      if (Object.keys(changes).length === 0) throw new HttpError(400, 'Nothing to change: send name and/or defining_py_script.');
      const [row] = await db.update(testModules).set(changes).where(eq(testModules.id, existing.id)).returning();
      return toTestModule(row);
    },

    async deleteTestModule({ identity, params, reply }) {
      await requireTestSuite(db, identity, params.id);
      const existing = await requireModule(db, params.id, params.moduleId);
      await db.transaction(async (tx) => {
        // test_module_id_for_setup has no foreign key: tests that ran it first stop doing so.
        await tx
          .update(testCases)
          .set({ testModuleIdForSetup: null })
          .where(and(eq(testCases.testSuiteId, params.id), eq(testCases.testModuleIdForSetup, existing.id)));
        await tx.delete(testModules).where(eq(testModules.id, existing.id));
      });
      reply.code(204);
      return undefined;
    },
  };
}
