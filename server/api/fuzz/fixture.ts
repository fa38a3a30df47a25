/**
 * What the fuzzer aims at: one organization with one of every resource (seedTenant), plus the
 * few things that let valid requests get past the handlers' own checks — a test with a
 * generation step (feedback, debug), one being generated (cancel, force-stop), a published
 * slug (public reads) and a run artifact stored where getArtifact looks for it.
 *
 * A valid write may delete or change any of it (delete the project, remove the member), so
 * after one that did (isFuzzTenantIntact) the fuzzer drops the organization (everything
 * cascades) and seeds a new one: the next request meets the fixture as seeded.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { files, organizationMembers, organizations, testCases } from '../../db/schema.ts';
import { seedTenant, type TenantResources } from '../../testing/tenantFixture.ts';

export type FuzzIds = TenantResources & {
  adminId: string;
  runningTestCaseId: string;
  artifactFileId: string;
  publicSlug: string;
};

/** The folder seedTenant puts its test in. */
export const FIXTURE_FOLDER = 'checkout';
export const FIXTURE_ARTIFACT = 'trace.zip';

/** `memberId` is an ordinary member; `adminId` a super admin (and business developer) of the same organization. */
export async function seedFuzzTenant(db: Db, memberId: string, adminId: string): Promise<FuzzIds> {
  const [org] = await db.insert(organizations).values({ name: 'Fuzzed organization' }).returning();
  await db.insert(organizationMembers).values([
    { orgId: org.id, userId: memberId, role: 'user' },
    { orgId: org.id, userId: adminId, role: 'admin' },
  ]);
  const base = await seedTenant(db, org.id, memberId);
  const publicSlug = `fuzz-${randomUUID().slice(0, 8)}`;
  await db
    .update(testCases)
    .set({
      isPublic: true,
      publicSlug,
      testGenerationSteps: [
        {
          step: 0,
          action_name: 'Open',
          action_description: 'Open the shop',
          code: null,
          python_code: null,
          screenshot_key: null,
          status: 'action_succeeded',
        },
      ],
    })
    .where(eq(testCases.id, base.testCaseId));
  const [running] = await db
    .insert(testCases)
    .values({
      testSuiteId: base.suiteId,
      path: FIXTURE_FOLDER,
      name: 'Being generated',
      website: 'http://shop.test',
      description: 'Wait',
      state: 'running',
      generationId: randomUUID(),
    })
    .returning();
  const [artifact] = await db
    .insert(files)
    .values({
      testRunId: base.runId,
      name: FIXTURE_ARTIFACT,
      key: `run/${base.runId}/${FIXTURE_ARTIFACT}`,
      contentType: 'application/zip',
      size: 3,
      data: Buffer.from('zip'),
    })
    .returning();
  return { ...base, adminId, runningTestCaseId: running.id, artifactFileId: artifact.id, publicSlug };
}

/**
 * Whether everything a valid request may aim at is still there as seeded: after most valid
 * writes it is (a rename, one more test), and seeding anew each time would double the run time.
 */
export async function isFuzzTenantIntact(db: Db, ids: FuzzIds): Promise<boolean> {
  const result = (await db.execute(sql`
    SELECT
      (SELECT count(*) FROM organization_members WHERE org_id = ${ids.orgId} AND user_id IN (${ids.ownerId}, ${ids.adminId})) = 2
      AND EXISTS (SELECT 1 FROM test_cases WHERE id = ${ids.testCaseId} AND state = 'completed' AND is_public AND public_slug = ${ids.publicSlug}
                  AND path = ${FIXTURE_FOLDER} AND jsonb_array_length(test_generation_steps) > 0)
      AND EXISTS (SELECT 1 FROM test_cases WHERE id = ${ids.runningTestCaseId} AND state = 'running' AND path = ${FIXTURE_FOLDER})
      AND EXISTS (SELECT 1 FROM collection_test_cases WHERE collection_id = ${ids.collectionId} AND test_case_id = ${ids.testCaseId})
      AND EXISTS (SELECT 1 FROM test_suites WHERE id = ${ids.suiteId} AND features->>'public_publishing' IS DISTINCT FROM 'false')
      AND (SELECT count(*) FROM test_runs WHERE id = ${ids.runId} AND collection_run_id = ${ids.collectionRunId}) = 1
      AND (SELECT count(*) FROM files WHERE id IN (${ids.fileId}, ${ids.artifactFileId})) = 2
      AND EXISTS (SELECT 1 FROM shared_parameters WHERE id = ${ids.parameterId})
      AND EXISTS (SELECT 1 FROM browser_states WHERE id = ${ids.browserStateId})
      AND EXISTS (SELECT 1 FROM test_modules WHERE id = ${ids.moduleId})
      AND EXISTS (SELECT 1 FROM alert_channels WHERE id = ${ids.alertChannelId} AND enabled)
      AND EXISTS (SELECT 1 FROM environments WHERE id = ${ids.environmentId} AND name = 'staging')
      AS intact
  `)) as unknown as { rows: { intact: boolean }[] };
  return result.rows[0].intact === true;
}

/** Removes the fixture's organization and, by cascade, everything in it. */
export async function dropFuzzTenant(db: Db, ids: FuzzIds): Promise<void> {
  await db.delete(organizations).where(eq(organizations.id, ids.orgId));
}
