/** Projects (called test suites in the API): list, get, create, rename, delete. */
import { asc, eq, sql } from 'drizzle-orm';
import { testSuites } from '../../db/schema.ts';
import { HttpError } from '../httpError.ts';
import { requireMember, requireTestSuite } from '../access.ts';
import type { HandlerContext, Handlers } from './types.ts';

type SuiteRow = typeof testSuites.$inferSelect;

export const toTestSuite = (row: SuiteRow) => ({ test_suite_id: row.id, name: row.name, org_id: row.orgId });

/** Names are trimmed; an empty name is refused (spec section 5: "Project name: trimmed"). */
function projectName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name) throw new HttpError(400, 'The project name is required.');
  return name;
}

export function testSuiteHandlers({ db }: HandlerContext): Handlers {
  return {
    async listTestSuites({ identity, params }) {
      await requireMember(db, identity, params.orgId);
      const rows = await db
        .select()
        .from(testSuites)
        .where(eq(testSuites.orgId, params.orgId))
        .orderBy(asc(sql`lower(${testSuites.name})`), asc(testSuites.createdAt));
      return rows.map(toTestSuite);
    },

    async getTestSuite({ identity, params }) {
      return toTestSuite(await requireTestSuite(db, identity, params.id));
    },

    async createTestSuite({ identity, body, reply }) {
      const { org_id: orgId, name } = body;
      await requireMember(db, identity, orgId);
      const [row] = await db
        .insert(testSuites)
        .values({ orgId, name: projectName(name) })
        .returning();
      reply.code(201);
      return toTestSuite(row);
    },

    async renameTestSuite({ identity, params, query }) {
      await requireTestSuite(db, identity, params.id);
      const [row] = await db
        .update(testSuites)
        .set({ name: projectName(query.new_name), updatedAt: new Date() })
        .where(eq(testSuites.id, params.id))
        .returning();
      return toTestSuite(row);
    },

    async deleteTestSuite({ identity, params, reply }) {
      await requireTestSuite(db, identity, params.id);
      // Test cases, collections, runs, parameters and modules go with it (ON DELETE CASCADE).
      await db.delete(testSuites).where(eq(testSuites.id, params.id));
      reply.code(204);
      return undefined;
    },
  };
}
