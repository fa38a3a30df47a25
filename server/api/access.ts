/**
 * Tenant isolation: every operation resolves the resource's organization and checks that the
 * caller belongs to it. A resource of another organization answers 404, exactly like a missing
 * one, so ids of other tenants cannot be probed.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { organizationMembers, testCases, testSuites } from '../db/schema.ts';
import { forbidden, notFound } from './httpError.ts';
import type { Identity } from './identity.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row, and must not reach SQL as a uuid cast error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export async function isMember(db: Db, identity: Identity, orgId: string): Promise<boolean> {
  if (!isUuid(orgId)) return false;
  const rows = await db
    .select({ orgId: organizationMembers.orgId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.orgId, orgId), eq(organizationMembers.userId, identity.userId)));
  return rows.length > 0;
}

export async function requireMember(db: Db, identity: Identity, orgId: string): Promise<void> {
  if (!(await isMember(db, identity, orgId))) throw forbidden('You are not a member of this organization.');
}

export async function requireTestSuite(db: Db, identity: Identity, suiteId: string) {
  if (!isUuid(suiteId)) throw notFound('Test suite');
  const rows = await db
    .select({ suite: testSuites })
    .from(testSuites)
    .innerJoin(organizationMembers, and(eq(organizationMembers.orgId, testSuites.orgId), eq(organizationMembers.userId, identity.userId)))
    .where(eq(testSuites.id, suiteId));
  if (rows.length === 0) throw notFound('Test suite');
  return rows[0].suite;
}

/** The test case, when the caller is a member of its project's organization; otherwise 404. */
export async function requireTestCase(db: Db, identity: Identity, testCaseId: string) {
  if (!isUuid(testCaseId)) throw notFound('Test case');
  const rows = await db
    .select({ testCase: testCases, suite: testSuites })
    .from(testCases)
    .innerJoin(testSuites, eq(testSuites.id, testCases.testSuiteId))
    .innerJoin(organizationMembers, and(eq(organizationMembers.orgId, testSuites.orgId), eq(organizationMembers.userId, identity.userId)))
    .where(eq(testCases.id, testCaseId));
  if (rows.length === 0) throw notFound('Test case');
  return rows[0];
}
