import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { parse } from 'yaml';

// The contract test reads the files as they are on disk: the server and the UI both consume
// them directly, so this is what they get.
const specUrl = new URL('./api.yaml', import.meta.url);
const typesUrl = new URL('./schema.d.ts', import.meta.url);
const specText = readFileSync(specUrl, 'utf8');
const spec = parse(specText) as Spec;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  responses?: Record<string, { $ref?: string; description?: string }>;
  'x-origin'?: string;
};
type Parameter = { $ref?: string; name?: string; in?: string; required?: boolean; schema?: Record<string, Json> };
type PathItem = { parameters?: Parameter[] } & Partial<Record<(typeof methods)[number], Operation>>;
type Spec = {
  openapi: string;
  info: { description?: string };
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  tags?: { name: string }[];
  paths: Record<string, PathItem>;
  components: Record<string, Record<string, Json>>;
};

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  methods.flatMap((method) => {
    const operation = item[method];
    return operation ? [{ method: method.toUpperCase(), path, item, operation }] : [];
  }),
);

const describeOperation = ({ method, path, operation }: (typeof operations)[number]) => `${method} ${path} ${operation.operationId}`;

// Section 7 of the product specification, without the /api prefix: method, path, operationId.
const specOperations = [
  // Organizations
  'GET /auth/get-user-organizations listUserOrganizations',
  'GET /organization/{orgId}/settings getOrganizationSettings',
  'POST /organizations createOrganization',
  'PUT /customer/settings updateOrganizationSettings',
  'GET /organizations/{orgId}/users listOrganizationMembers',
  'POST /organizations/{orgId}/add-user/{email} addOrganizationMember',
  'PUT /organizations/{orgId}/remove-user/{userId} removeOrganizationMember',
  'PUT /organization/{orgId}/regenerate-service-account-key regenerateServiceAccountKey',
  // Projects and collections
  'GET /organizations/{orgId}/test-suites listTestSuites',
  'GET /test-suites/{id} getTestSuite',
  'POST /test-suites createTestSuite',
  'PUT /test-suites/{id}/rename renameTestSuite',
  'DELETE /test-suites/{id} deleteTestSuite',
  'GET /test-suites/{id}/features getTestSuiteFeatures',
  'PUT /test-suites/{id}/features updateTestSuiteFeatures',
  'GET /test-suites/collections/{suiteId} listTestCollections',
  'GET /test-suites/collection/{id} getTestCollection',
  'POST /test-suites/collection createTestCollection',
  'PUT /test-suites/collection/{id} updateTestCollection',
  'DELETE /test-suites/collection/{id} deleteTestCollection',
  'POST /test-suites/collection/{id}/run-all runTestCollection',
  'POST /test-suites/{id}/run-all runTestSuite',
  // Runs and artifacts
  'GET /artifacts/{id} getArtifact',
  'GET /test-runs/{id} listTestRuns',
  'GET /test-run/{id} getTestRun',
  'POST /test-run/{id} createTestRun',
  'DELETE /test-run/cancel/{id} cancelTestRun',
  'GET /images/{id} getImage',
  'GET /public/images/{id} getPublicImage',
  // Test cases
  'GET /test-case/{id} getTestCase',
  'GET /public/test-case/{id} getPublicTestCase',
  'POST /test-cases/ createTestCases',
  'PUT /test-case/{id}/edit editTestCase',
  'PATCH /test-cases/{id}/collections setTestCaseCollections',
  'PUT /test-case/{id}/regenerate regenerateTestCase',
  'DELETE /test-case/cancel/{id} cancelTestCaseGeneration',
  'DELETE /test-case/{id} deleteTestCase',
  'PUT /test-case/{id}/publish publishTestCase',
  'PUT /test-case/{id}/user-feedback submitStepFeedback',
  'GET /debug/{id} getTestCaseDebug',
  'PUT /test-case/{id}/force-stop/{arg} forceStopTestCase',
  'GET /test-case/{id}/parameters getTestCaseParameters',
  'GET /logs/{id} getTestCaseLogs',
  // Tree
  'GET /test-suites/{id}/tree getTestSuiteTree',
  'PUT /test-cases/{suiteId}/update-test-paths moveTestFolder',
  'PUT /test-cases/{testId}/rename renameTestCase',
  'PUT /test-cases/{testId}/update-test-path moveTestCase',
  'DELETE /test-cases/{suiteId} deleteTestFolder',
  // Shared parameters, browser states, modules
  'GET /test-suites/{id}/shared-parameters listSharedParameters',
  'POST /test-suites/{id}/shared-parameters createSharedParameter',
  'PUT /test-suites/{id}/shared-parameters/{paramId} updateSharedParameter',
  'DELETE /test-suites/{id}/shared-parameters/{paramId} deleteSharedParameter',
  'GET /browser-states/{testSuiteId} listBrowserStates',
  'GET /test-suites/{id}/test-modules listTestModules',
  'POST /test-suites/{id}/test-module createTestModule',
  'PATCH /test-suites/{id}/test-module/{moduleId} updateTestModule',
  'DELETE /test-suites/{id}/test-module/{moduleId} deleteTestModule',
  // Roles
  'GET /test-admin isTestAdmin',
  'GET /test-admin-or-biz-dev isTestAdminOrBizDev',
];

// Calls the screens need that section 7 does not list.
const screenOperations = [
  'POST /browser-states/{testSuiteId} createBrowserState',
  'DELETE /browser-states/{testSuiteId}/{stateId} deleteBrowserState',
  'GET /test-suites/{id}/export exportTestCases',
  'POST /test-case/{id}/clone cloneTestCase',
  'POST /test-suites/{id}/import importTestCases',
  'GET /screenshots/{key} getScreenshotUrl',
  'GET /test-suites/{id}/collection-runs listRecentCollectionRuns',
  'GET /test-suites/{id}/test-runs listTestSuiteRuns',
  'GET /artifacts/{id}/url getArtifactUrl',
  'GET /public/artifacts/{id} getPublicArtifact',
  'POST /steps/parse parseTestSteps',
  // Environments (issue 19): Settings, 'Environments'.
  'GET /test-suites/{id}/environments listEnvironments',
  'POST /test-suites/{id}/environments createEnvironment',
  'PATCH /test-suites/{id}/environments/{environmentId} updateEnvironment',
  'DELETE /test-suites/{id}/environments/{environmentId} deleteEnvironment',
  // Alerts (issue 19): Settings, 'Alerts'.
  'GET /test-suites/{id}/alert-channels listAlertChannels',
  'POST /test-suites/{id}/alert-channels createAlertChannel',
  'PATCH /test-suites/{id}/alert-channels/{channelId} updateAlertChannel',
  'DELETE /test-suites/{id}/alert-channels/{channelId} deleteAlertChannel',
  'POST /test-suites/{id}/alert-channels/{channelId}/test sendTestAlert',
  'GET /test-suites/{id}/alert-deliveries listAlertDeliveries',
  // Flake rates and quarantine (issue 19): the test page, the Overview, the collections.
  'GET /test-case/{id}/flakiness getTestFlakiness',
  'PUT /test-case/{id}/quarantine setTestQuarantine',
  'GET /test-suites/{id}/flakiness getProjectFlakiness',
  // Script versions (issue 19): the test page's history.
  'GET /test-case/{id}/script-versions listScriptVersions',
  'POST /test-case/{id}/script-versions/{version}/restore restoreScriptVersion',
  'POST /test-run/{id}/heal/accept acceptHeal',
  'POST /test-run/{id}/heal/reject rejectHeal',
];

const errorResponses = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'NotFound',
  '501': 'NotImplemented',
} as const;

/** Resolves a local JSON pointer such as `#/components/schemas/Error`, or returns undefined. */
function resolvePointer(ref: string): Json | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: Json | undefined = spec as unknown as Json;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
    node = (node as Record<string, Json>)[key];
  }
  return node;
}

/** Every value of `key` anywhere in the document, with where it was found. */
function collect(key: string, node: Json = spec as unknown as Json, at = '#'): { at: string; value: Json }[] {
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => [...(k === key ? [{ at: `${at}/${k}`, value: v }] : []), ...collect(key, v, `${at}/${k}`)]);
}

function resolveParameter(parameter: Parameter): Parameter {
  return parameter.$ref ? (resolvePointer(parameter.$ref) as Parameter) : parameter;
}

async function generateTypes(source: URL | string): Promise<string> {
  // The same steps as the openapi-typescript CLI behind `npm run generate:api`.
  return COMMENT_HEADER + astToString(await openapiTS(source, { silent: true }));
}

describe('product API contract (openapi/api.yaml)', () => {
  it('is OpenAPI 3.1 served under /api', () => {
    expect(spec.openapi).toMatch(/^3\.1\.\d+$/);
    expect(spec.servers).toEqual([{ url: '/api' }]);
  });

  it('has exactly the 59 calls of the product specification, marked x-origin: spec', () => {
    const found = operations.filter((o) => o.operation['x-origin'] === 'spec').map(describeOperation);
    expect(specOperations).toHaveLength(59);
    expect(found.toSorted()).toEqual(specOperations.toSorted());
  });

  it('has only the listed extra calls, marked x-origin: screens', () => {
    const found = operations.filter((o) => o.operation['x-origin'] === 'screens').map(describeOperation);
    expect(found.toSorted()).toEqual(screenOperations.toSorted());
    const unmarked = operations.filter((o) => !['spec', 'screens'].includes(o.operation['x-origin'] ?? ''));
    expect(unmarked.map(describeOperation)).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary and declared tags', () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const declaredTags = new Set((spec.tags ?? []).map((t) => t.name));
    for (const o of operations) {
      expect(o.operation.summary, describeOperation(o)).toBeTruthy();
      expect(o.operation.tags?.length, describeOperation(o)).toBeGreaterThan(0);
      for (const tag of o.operation.tags ?? []) expect(declaredTags, describeOperation(o)).toContain(tag);
    }
  });

  it('gives every operation a success response and shared error responses', () => {
    for (const o of operations) {
      const name = describeOperation(o);
      const responses = o.operation.responses ?? {};
      const codes = Object.keys(responses);
      expect(
        codes.filter((c) => /^2\d\d$/.test(c)),
        name,
      ).toHaveLength(1);
      expect(codes.filter((c) => /^[45]\d\d$/.test(c)).length, name).toBeGreaterThan(0);
      expect(codes, name).toContain('501');
      if (o.operation.security?.length !== 0) expect(codes, name).toContain('401');
      for (const code of codes.filter((c) => /^[45]\d\d$/.test(c))) {
        const shared = errorResponses[code as keyof typeof errorResponses];
        expect(shared, `${name} ${code}`).toBeDefined();
        expect(responses[code], `${name} ${code}`).toEqual({ $ref: `#/components/responses/${shared}` });
      }
    }
  });

  it('shares one Error schema {message, detail?} across the error responses', () => {
    expect(spec.components.schemas?.Error).toMatchObject({
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' }, detail: { type: 'string' } },
    });
    for (const [name, code] of Object.entries(errorResponses).map(([c, n]) => [n, c])) {
      const response = spec.components.responses?.[name] as Record<string, Json> | undefined;
      expect(response, `${name} (${code})`).toMatchObject({
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      });
    }
  });

  it('requires a bearer token everywhere except the public reads', () => {
    expect(spec.components.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(spec.security).toEqual([{ bearerAuth: [] }]);
    const publicIds = operations
      .filter((o) => o.operation.security !== undefined)
      .map((o) => {
        expect(o.operation.security, describeOperation(o)).toEqual([]);
        return o.operation.operationId;
      });
    // Public images and tests of published tests; artifacts only through a signed temporary address.
    expect(publicIds.toSorted()).toEqual(['getPublicArtifact', 'getPublicImage', 'getPublicTestCase']);
  });

  it('resolves every $ref', () => {
    const refs = collect('$ref');
    expect(refs.length).toBeGreaterThan(0);
    const broken = refs.filter(({ value }) => typeof value !== 'string' || resolvePointer(value) === undefined);
    expect(broken).toEqual([]);
  });

  it('declares every path parameter once, required, as a non-empty string', () => {
    for (const o of operations) {
      const name = describeOperation(o);
      const parameters = [...(o.item.parameters ?? []), ...(o.operation.parameters ?? [])].map(resolveParameter);
      const inPath = parameters.filter((p) => p.in === 'path');
      const templated = [...o.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(inPath.map((p) => p.name).toSorted(), name).toEqual(templated.toSorted());
      for (const p of inPath) {
        expect(p.required, `${name} ${p.name}`).toBe(true);
        expect(p.schema, `${name} ${p.name}`).toMatchObject({ type: 'string', minLength: 1 });
        // A public test id can be a slug, so ids in paths are never constrained to UUIDs.
        expect(p.schema?.format, `${name} ${p.name}`).not.toBe('uuid');
      }
    }
  });

  it('uses 3.1 type arrays for null, never nullable', () => {
    expect(collect('nullable')).toEqual([]);
  });

  it('documents the live-watch websocket and its messages', () => {
    const text = spec.info.description ?? '';
    for (const word of ['/ws/{testId}', 'auth', 'TEST_UPDATED', 'TEST_NOT_RUNNING', 'WATCH_TIMED_OUT']) {
      expect(text).toContain(word);
    }
  });

  it('has generated types (openapi/schema.d.ts) that match api.yaml', async () => {
    const expected = await generateTypes(specUrl);
    const actual = readFileSync(typesUrl, 'utf8');
    // On failure: run `npm run generate:api` and commit openapi/schema.d.ts.
    expect(actual === expected, 'openapi/schema.d.ts is stale: run npm run generate:api').toBe(true);
  });

  it('would notice an edit of api.yaml that was not regenerated', async () => {
    // Guards the check above: an edited contract must generate different types.
    const edited = specText.replace('        message: { type: string,', '        code: { type: string }\n        message: { type: string,');
    expect(edited).not.toBe(specText);
    expect(await generateTypes(edited)).not.toBe(readFileSync(typesUrl, 'utf8'));
  });
});
