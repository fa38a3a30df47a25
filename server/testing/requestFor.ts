/**
 * Builds a valid request for any contract operation, aimed at one tenant's resources: path
 * ids by what each path names, required query values, and a body made from the request
 * schema (ids by property name). Used to walk every operation as an outsider.
 */
import type { Contract, Operation } from '../api/contract.ts';
import type { TenantResources } from './tenantFixture.ts';

type Schema = Record<string, unknown> & {
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  type?: unknown;
  enum?: unknown[];
  format?: string;
};

function resolve(contract: Contract, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) {
    const target = schema.$ref
      .replace('#/', '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], contract);
    return resolve(contract, target as Schema);
  }
  if (schema.allOf) {
    const merged: Schema = {};
    for (const part of schema.allOf) {
      const resolved = resolve(contract, part);
      Object.assign(merged, resolved, { required: [...(merged.required ?? []), ...(resolved.required ?? [])] });
    }
    return merged;
  }
  return schema;
}

/** Which of the tenant's ids a path names, by its path and parameter. */
function pathValue(route: string, method: string, name: string, r: TenantResources): string {
  if (name === 'orgId') return r.orgId;
  if (name === 'userId') return r.ownerId;
  if (name === 'email') return 'someone@outside.example';
  if (name === 'paramId') return r.parameterId;
  if (name === 'moduleId') return r.moduleId;
  if (name === 'stateId') return r.browserStateId;
  if (name === 'channelId') return r.alertChannelId;
  if (name === 'environmentId') return r.environmentId;
  if (name === 'key') return encodeURIComponent(r.fileKey);
  if (name === 'arg') return 'now';
  if (name === 'suiteId' || name === 'testSuiteId') return r.suiteId;
  if (name === 'testId') return r.testCaseId;
  if (route.startsWith('/test-suites/collection/')) return r.collectionId;
  if (route.startsWith('/test-suites/')) return r.suiteId;
  if (route.startsWith('/test-run/cancel/') || route.startsWith('/artifacts/')) return r.runId;
  if (route === '/test-run/{id}') return method === 'GET' ? r.runId : r.testCaseId;
  if (route.startsWith('/images/') || route.startsWith('/public/images/')) return r.fileId;
  return r.testCaseId;
}

const ID_FIELDS: Record<string, keyof TenantResources> = {
  org_id: 'orgId',
  test_suite_id: 'suiteId',
  collection_id: 'collectionId',
  browser_state_id: 'browserStateId',
  test_case_id: 'testCaseId',
  test_module_id_for_setup: 'moduleId',
};

function sample(contract: Contract, raw: Schema | undefined, name: string, r: TenantResources): unknown {
  const schema = resolve(contract, raw);
  if (ID_FIELDS[name]) return r[ID_FIELDS[name]];
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const body: Record<string, unknown> = {};
    for (const key of schema.required ?? []) body[key] = sample(contract, schema.properties?.[key], key, r);
    return body;
  }
  if (type === 'array') return name.endsWith('_ids') ? [r.testCaseId] : [sample(contract, schema.items, name, r)];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') return 1;
  if (schema.format === 'uuid') return r.testCaseId;
  if (schema.format === 'email') return 'someone@outside.example';
  if (name === 'key') return 'OUTSIDER_KEY';
  if (name.includes('website') || name.includes('url')) return 'http://shop.test';
  return 'outsider';
}

const QUERY_VALUES: Record<string, string> = {
  new_name: 'Outsider',
  schedule: 'false',
  path_prefix: 'checkout',
  old_path_prefix: 'checkout',
  new_path_prefix: 'stolen',
  new_path: 'stolen',
  artifact_name: 'trace.zip',
  // A temporary address the outsider forged: it must get nothing.
  expires: '4102444800',
  signature: 'abcdef',
};

/** Bodies whose rules a schema walk cannot satisfy (minProperties and the like). */
const BODIES: Record<string, object> = {
  submitStepFeedback: { step: 1, action_name: 'Click', action_description: 'Click the button' },
  updateTestModule: { name: 'Renamed by an outsider' },
  // A oneOf, which the schema walk does not pick from.
  importTestCases: {
    playwright_files: [{ name: 'outsider.spec.ts', content: "test('steal', async ({ page }) => { await page.goto('http://shop.test'); });" }],
  },
};

export function requestFor(contract: Contract, method: string, route: string, operation: Operation, r: TenantResources) {
  const path = route.replace(/\{([^}]+)\}/g, (_, name: string) => pathValue(route, method, name, r));
  const parameters = [
    ...((contract.paths[route] as { parameters?: unknown[] }).parameters ?? []),
    ...((operation.parameters as unknown[]) ?? []),
  ].map((p) => resolve(contract, p as Schema) as { in: string; name: string; required?: boolean });
  const query = parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(QUERY_VALUES[p.name] ?? 'x')}`);
  const content = (operation.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content?.['application/json'];
  return {
    method: method as 'GET',
    url: `/api${path}${query.length ? `?${query.join('&')}` : ''}`,
    ...(content ? { payload: BODIES[operation.operationId] ?? (sample(contract, content.schema, 'body', r) as object) } : {}),
  };
}
