/** Everything a generation needs about a test, read from the database when its job starts. */
import { and, eq, inArray } from 'drizzle-orm';
import { isFeatureOn } from '../../rules/projectFeatures.ts';
import type { Db } from '../db/open.ts';
import { browserStates, organizations, sharedParameters, testModules, testSuites, type testCases } from '../db/schema.ts';
import type { GenerationRequest } from '../engine/generate/generate.ts';
import { lambdaTestGrid, type LambdaTestGrid } from './browserEndpoint.ts';

type TestCaseRow = typeof testCases.$inferSelect;

/** The request, whether the Python script is wanted, and the organization's grid (null: the executor's own browser). */
export type LoadedGenerationRequest = Omit<GenerationRequest, 'resume'> & { pythonScript: boolean; grid: LambdaTestGrid | null };

export async function loadGenerationRequest(db: Db, test: TestCaseRow): Promise<LoadedGenerationRequest> {
  const [suite] = await db
    .select({ features: testSuites.features, browserSettings: organizations.lambdaTestSettings })
    .from(testSuites)
    .innerJoin(organizations, eq(organizations.id, testSuites.orgId))
    .where(eq(testSuites.id, test.testSuiteId));
  const modules = await db.select().from(testModules).where(eq(testModules.testSuiteId, test.testSuiteId));
  const shared = test.sharedParameterIds.length
    ? await db
        .select()
        .from(sharedParameters)
        .where(and(eq(sharedParameters.testSuiteId, test.testSuiteId), inArray(sharedParameters.id, test.sharedParameterIds)))
    : [];
  const [state] = test.browserStateId
    ? await db.select({ storageState: browserStates.storageState }).from(browserStates).where(eq(browserStates.id, test.browserStateId))
    : [];
  const setup = test.testModuleIdForSetup ? modules.find((module) => module.id === test.testModuleIdForSetup) : undefined;
  const features = suite?.features ?? {};
  return {
    testName: test.name,
    website: test.website,
    description: test.description,
    modules: modules.map((module) => ({ name: module.name, script: module.definingPyScript })),
    setupModule: setup ? { name: setup.name, script: setup.definingPyScript } : null,
    storageState: state?.storageState ?? null,
    values: {
      // Shared parameters win over the test's defaults: they are the project's real values.
      parameters: { ...test.testParameters, ...Object.fromEntries(shared.map((parameter) => [parameter.key, parameter.value])) },
      secretParameters: new Set(shared.map((parameter) => parameter.key)),
      credentials: test.credentials ?? {},
    },
    parameterDefaults: Object.fromEntries(Object.entries(test.testParameters).filter(([key]) => !shared.some((parameter) => parameter.key === key))),
    screenshots: isFeatureOn(features, 'step_screenshots'),
    pythonScript: isFeatureOn(features, 'python_script'),
    grid: lambdaTestGrid(suite?.browserSettings),
  };
}
