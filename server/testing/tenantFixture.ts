/**
 * One organization with one of every resource the contract can name, written straight into the
 * database so that operations not built yet still have real ids to aim at.
 */
import type { Db } from '../db/open.ts';
import {
  alertChannels,
  alertDeliveries,
  browserStates,
  collectionRuns,
  collectionTestCases,
  environments,
  files,
  sharedParameters,
  testCases,
  testCollections,
  testLogs,
  testModules,
  testRuns,
  testSuites,
} from '../db/schema.ts';

export type TenantResources = {
  orgId: string;
  ownerId: string;
  suiteId: string;
  testCaseId: string;
  collectionId: string;
  collectionRunId: string;
  runId: string;
  parameterId: string;
  browserStateId: string;
  moduleId: string;
  fileId: string;
  fileKey: string;
  alertChannelId: string;
  environmentId: string;
};

export async function seedTenant(db: Db, orgId: string, ownerId: string): Promise<TenantResources> {
  const [suite] = await db.insert(testSuites).values({ orgId, name: 'Owner project' }).returning();
  const [state] = await db
    .insert(browserStates)
    .values({ testSuiteId: suite.id, name: 'Logged in', storageState: { cookies: [] } })
    .returning();
  const [parameter] = await db.insert(sharedParameters).values({ testSuiteId: suite.id, key: 'BASE_URL', value: 'secret' }).returning();
  const [testCase] = await db
    .insert(testCases)
    .values({
      testSuiteId: suite.id,
      path: 'checkout',
      name: 'Pay',
      website: 'http://shop.test',
      description: 'Buy a thing',
      state: 'completed',
      finalScript: 'test()',
    })
    .returning();
  const [module] = await db
    .insert(testModules)
    .values({ testSuiteId: suite.id, name: 'Login', moduleType: 'setup', testCaseId: testCase.id })
    .returning();
  const [collection] = await db.insert(testCollections).values({ testSuiteId: suite.id, name: 'Smoke' }).returning();
  await db.insert(collectionTestCases).values({ collectionId: collection.id, testCaseId: testCase.id });
  const [collectionRun] = await db
    .insert(collectionRuns)
    .values({ testSuiteId: suite.id, collectionId: collection.id, status: 'passed' })
    .returning();
  const [run] = await db
    .insert(testRuns)
    .values({ testCaseId: testCase.id, collectionRunId: collectionRun.id, status: 'passed', artifacts: ['trace.zip'] })
    .returning();
  const fileKey = `screenshots/${testCase.id}/1.png`;
  const [file] = await db
    .insert(files)
    .values({
      testCaseId: testCase.id,
      testRunId: run.id,
      name: 'trace.zip',
      key: fileKey,
      contentType: 'image/png',
      size: 3,
      data: Buffer.from('png'),
    })
    .returning();
  await db.insert(testLogs).values({ testCaseId: testCase.id, testRunId: run.id, name: 'run.log', content: 'ok' });
  const [channel] = await db
    .insert(alertChannels)
    .values({
      testSuiteId: suite.id,
      kind: 'webhook',
      target: 'http://hooks.shop.test/critical-journey/t0ken',
      signingSecret: 'cjwhsec_fixture',
      enabled: true,
    })
    .returning();
  await db
    .insert(alertDeliveries)
    .values({ channelId: channel.id, testSuiteId: suite.id, collectionRunId: collectionRun.id, event: 'run', status: 'delivered', attempts: 1 });
  const [environment] = await db
    .insert(environments)
    .values({ testSuiteId: suite.id, name: 'staging', baseUrl: 'http://staging.shop.test', values: { BASE_URL: 'env-secret' } })
    .returning();
  return {
    orgId,
    ownerId,
    suiteId: suite.id,
    testCaseId: testCase.id,
    collectionId: collection.id,
    collectionRunId: collectionRun.id,
    runId: run.id,
    parameterId: parameter.id,
    browserStateId: state.id,
    moduleId: module.id,
    fileId: file.id,
    fileKey,
    alertChannelId: channel.id,
    environmentId: environment.id,
  };
}

/** Every product table's rows, to compare before and after: auth bookkeeping is left out. */
export async function snapshotProductData(db: Db): Promise<string> {
  const tables = [
    'users',
    'organizations',
    'organization_members',
    'test_suites',
    'browser_states',
    'shared_parameters',
    'test_cases',
    'test_modules',
    'test_collections',
    'collection_test_cases',
    'collection_runs',
    'test_runs',
    'files',
    'test_logs',
    'alert_channels',
    'alert_deliveries',
    'environments',
  ];
  const dump: Record<string, unknown> = {};
  for (const table of tables) {
    const result = (await db.execute(`SELECT * FROM ${table} ORDER BY 1, 2`)) as unknown as { rows: unknown[] };
    dump[table] = result.rows;
  }
  return JSON.stringify(dump);
}
