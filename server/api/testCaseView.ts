/**
 * Test cases as the API shows them: `TestCase` to members, `PublicTestCase` to anyone once
 * published. Optional fields the contract does not allow as null are left out when unset;
 * credential values are masked for members too.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { collectionTestCases, type testCases } from '../db/schema.ts';
import type { GenerationStep } from '../../rules/generationStep.ts';
import type { RecordedStep } from '../engine/generate/records.ts';
import { maskCredentials } from './credentials.ts';

export type TestCaseRow = typeof testCases.$inferSelect;

export function toTestCase(row: TestCaseRow, collectionIds: string[] = []) {
  return {
    _id: row.id,
    test_suite_id: row.testSuiteId,
    path: row.path,
    name: row.name,
    ...(row.title !== null ? { title: row.title } : {}),
    website: row.website,
    browser_state_id: row.browserStateId,
    shared_parameter_ids: row.sharedParameterIds,
    collection_ids: collectionIds,
    description: row.description,
    // Members see that credentials exist, never their values (server/api/credentials.ts).
    ...(row.credentials ? { credentials: maskCredentials(row.credentials) } : {}),
    test_module_id_for_setup: row.testModuleIdForSetup,
    ...(row.executionSettings ? { execution_settings: row.executionSettings } : {}),
    test_parameters: row.testParameters,
    state: row.state,
    final_message: row.finalMessage,
    final_script: row.finalScript,
    final_script_py: row.finalScriptPy,
    test_generation_steps: row.testGenerationSteps,
    artifacts: row.artifacts,
    public_slug: row.publicSlug,
    is_public: row.isPublic,
    quarantined: row.quarantined,
    quarantine_reason: row.quarantineReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * What anyone may see of a published test: what it does and its generated scripts. Never its
 * credentials, parameter values, browser state, shared parameters, modules, project or
 * collections. Steps keep only their public fields (user feedback stays private).
 */
export function toPublicTestCase(row: TestCaseRow) {
  return {
    _id: row.id,
    name: row.name,
    path: row.path,
    ...(row.title !== null ? { title: row.title } : {}),
    website: row.website,
    description: row.description,
    state: row.state,
    final_message: row.finalMessage,
    final_script: row.finalScript,
    final_script_py: row.finalScriptPy,
    test_generation_steps: row.testGenerationSteps.map(publicStep),
    artifacts: row.artifacts,
    public_slug: row.publicSlug,
    is_public: row.isPublic,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A step's public fields; the others (user feedback, locators, the reading chosen) stay private. */
function publicStep({ step, action_name, action_description, python_code, code, screenshot_key, status }: RecordedStep): GenerationStep {
  return { step, action_name, action_description, python_code, code, screenshot_key, status };
}

/** Each test's collections, by test id. */
export async function collectionIdsByTest(db: Db, testIds: string[]): Promise<Map<string, string[]>> {
  const byTest = new Map<string, string[]>(testIds.map((id) => [id, []]));
  if (testIds.length === 0) return byTest;
  const links = await db.select().from(collectionTestCases).where(inArray(collectionTestCases.testCaseId, testIds));
  for (const link of links) byTest.get(link.testCaseId)?.push(link.collectionId);
  return byTest;
}

/** The test as members see it, with its collections. */
export async function testCaseView(db: Db, row: TestCaseRow) {
  return toTestCase(row, (await collectionIdsByTest(db, [row.id])).get(row.id));
}
