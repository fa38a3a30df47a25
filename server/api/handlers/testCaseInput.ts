/**
 * A test case as a user writes it (`TestCaseInput`), checked and turned into column values:
 * the caller must reach its project, the fields follow spec section 5, the website must not be
 * the product itself nor an address the network policy refuses, and every id it refers to must
 * belong to the same project.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { components } from '../../../openapi/schema';
import type { Db } from '../../db/open.ts';
import { browserStates, sharedParameters, testCollections, testModules, type testSuites } from '../../db/schema.ts';
import { readConfig, type Config } from '../../config.ts';
import { siteOrigin } from '../../auth/origin.ts';
import { requireTestCase, requireTestSuite } from '../access.ts';
import { keepMaskedCredentials } from '../credentials.ts';
import { HttpError, notFound } from '../httpError.ts';
import type { Identity } from '../identity.ts';
import { parameterKeys, refuseSelfTest, requiredText, treeName, treePath, websiteUrl } from '../validation.ts';
import { checkWrittenAddress, refusalMessage, type NetworkPolicy } from '../../security/networkPolicy.ts';

export type TestCaseInput = components['schemas']['TestCaseInput'];

/** The written fields as columns. Optional fields left out are cleared: an edit replaces the test. */
export type TestCaseValues = {
  testSuiteId: string;
  path: string;
  name: string;
  title: string | null;
  website: string;
  browserStateId: string | null;
  sharedParameterIds: string[];
  description: string;
  credentials: Record<string, unknown> | null;
  testModuleIdForSetup: string | null;
  executionSettings: Record<string, unknown> | null;
  testParameters: Record<string, string>;
};

/** The product's own address: PUBLIC_URL when set, else the address this request came to. */
export function productOrigin(request: FastifyRequest, config: Config | undefined): string {
  return siteOrigin(request, (config ?? readConfig({})).auth);
}

/** What a test's website (or a run's override) must not be: the product itself, or an address the network policy refuses. */
export type WebsiteRules = { origin: string; network: NetworkPolicy };

export function websiteRules(request: FastifyRequest, config: Config | undefined): WebsiteRules {
  return { origin: productOrigin(request, config), network: (config ?? readConfig({})).executor.network };
}

/**
 * Refuses the website with a 400 naming the address and the rule. Only what is written is
 * checked here (a literal address, a host name rule): names are resolved when the job starts.
 */
export function refuseWebsite(website: string, rules: WebsiteRules, field = 'website'): void {
  refuseSelfTest(website, rules.origin);
  const verdict = checkWrittenAddress(rules.network, website);
  if (!verdict.allowed) throw new HttpError(400, refusalMessage('The website', website, verdict), field);
}

export type CheckedTestCase = { values: TestCaseValues; collectionIds: string[] | undefined };

/**
 * Checks one input; `field` prefixes the names in error details (e.g. "test_cases/2").
 * Credentials sent masked keep the values stored in `credentials_from` (a copy names the test
 * it copies, which the caller must reach) or else in `stored` (the edited test's).
 */
export async function checkTestCaseInput(
  db: Db,
  identity: Identity,
  input: TestCaseInput,
  rules: WebsiteRules,
  field = '',
  stored: Record<string, unknown> | null = null,
): Promise<CheckedTestCase> {
  const at = (name: string) => (field ? `${field}/${name}` : name);
  const suite = await requireTestSuite(db, identity, input.test_suite_id);
  const website = websiteUrl(input.website, at('website'));
  refuseWebsite(website, rules, at('website'));
  const source = input.credentials_from ? (await requireTestCase(db, identity, input.credentials_from)).testCase.credentials : stored;
  const values: TestCaseValues = {
    testSuiteId: suite.id,
    path: treePath(input.path, at('path')),
    name: treeName(input.name, at('name')),
    title: input.title?.trim() || null,
    website,
    browserStateId: input.browser_state_id ?? null,
    sharedParameterIds: [...new Set(input.shared_parameter_ids ?? [])],
    description: requiredText(input.description, at('description')),
    credentials: input.credentials ? keepMaskedCredentials(input.credentials, source, at('credentials')) : null,
    testModuleIdForSetup: input.test_module_id_for_setup ?? null,
    executionSettings: input.execution_settings ?? null,
    testParameters: parameterKeys(input.test_parameters, at('test_parameters')),
  };
  const collectionIds = input.collection_ids ? [...new Set(input.collection_ids)] : undefined;
  await requireInSuite(db, suite.id, values, collectionIds ?? []);
  return { values, collectionIds };
}

/** Ids from another project (another tenant's included) are refused as not found. */
async function requireInSuite(db: Db, suiteId: string, values: TestCaseValues, collectionIds: string[]) {
  const count = async (table: typeof browserStates | typeof sharedParameters | typeof testModules | typeof testCollections, ids: string[]) =>
    ids.length === 0
      ? 0
      : (
          await db
            .select({ id: table.id })
            .from(table)
            .where(and(eq(table.testSuiteId, suiteId), inArray(table.id, ids)))
        ).length;
  if (values.browserStateId && (await count(browserStates, [values.browserStateId])) !== 1) throw notFound('Browser state');
  if (values.testModuleIdForSetup && (await count(testModules, [values.testModuleIdForSetup])) !== 1) throw notFound('Test module');
  if ((await count(sharedParameters, values.sharedParameterIds)) !== values.sharedParameterIds.length) throw notFound('Shared parameter');
  if ((await count(testCollections, collectionIds)) !== collectionIds.length) throw notFound('Collection');
}

/** Collections of another project (another tenant's included) are refused as not found. */
export async function requireCollectionsInSuite(db: Db, suiteId: string, collectionIds: string[]) {
  if (collectionIds.length === 0) return;
  const found = await db
    .select({ id: testCollections.id })
    .from(testCollections)
    .where(and(eq(testCollections.testSuiteId, suiteId), inArray(testCollections.id, collectionIds)));
  if (found.length !== collectionIds.length) throw notFound('Collection');
}

/** An edit keeps the test in its project. */
export function requireSameSuite(current: typeof testSuites.$inferSelect, input: TestCaseInput) {
  if (input.test_suite_id !== current.id) throw new HttpError(400, 'A test cannot be moved to another project by editing it.', 'test_suite_id');
}
