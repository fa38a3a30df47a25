/**
 * Requests for every operation of openapi/api.yaml, generated from the contract itself: a new
 * operation is fuzzed without anyone writing a line for it. Each request is either valid to
 * the contract (`variant: 'valid'`: path ids mostly the fixture's, all else drawn from the
 * schemas) or one way broken (see mutations.ts), and comes from a member, a super admin, nobody,
 * or a forged bearer value.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { listOperations, type Contract, type Operation } from '../contract.ts';
import { FIXTURE_ARTIFACT, FIXTURE_FOLDER, type FuzzIds } from './fixture.ts';
import { bodyMutations, NASTY_STRINGS, textBodies, type Mutation } from './mutations.ts';
import { ID_KEYS, IdRef, isRef, resolveRefs, SignatureRef, type IdKey, type Signer } from './refs.ts';
import { contractLimits, deref, email, schemaArbitraries, textUnit, type Hint, type Schema } from './schemaArbitraries.ts';

export type Caller = 'member' | 'admin' | 'anonymous' | { authorization: string };
type PathValue = { name: string; value: unknown; raw: boolean };
type Body = { json: unknown } | { text: string; contentType: string } | null;

export type FuzzRequest = {
  variant: string;
  caller: Caller;
  method: string;
  route: string;
  path: PathValue[];
  query: [string, unknown][];
  body: Body;
};

export type FuzzOperation = { operationId: string; method: string; route: string; isPublic: boolean; requests: fc.Arbitrary<FuzzRequest> };

type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Which fixture ids a path parameter names, by its name and route (the names alone are ambiguous: `id`). */
function pathRefs(route: string, method: string, name: string): IdKey[] {
  const byName: Record<string, IdKey[]> = {
    orgId: ['orgId'],
    userId: ['ownerId', 'adminId'],
    paramId: ['parameterId'],
    moduleId: ['moduleId'],
    stateId: ['browserStateId'],
    key: ['fileKey'],
    suiteId: ['suiteId'],
    testSuiteId: ['suiteId'],
    testId: ['testCaseId', 'runningTestCaseId'],
    arg: [],
    email: [],
    channelId: ['alertChannelId'],
    environmentId: ['environmentId'],
  };
  if (byName[name]) return byName[name];
  if (route.startsWith('/test-suites/collection/')) return ['collectionId'];
  if (route.startsWith('/test-suites/')) return ['suiteId'];
  if (/^\/(test-run\/cancel|artifacts|public\/artifacts)\//.test(route)) return ['runId'];
  if (route === '/test-run/{id}') return method === 'GET' ? ['runId'] : ['testCaseId'];
  if (/^\/(public\/)?images\//.test(route)) return ['fileId', 'fileKey'];
  if (route.startsWith('/public/test-case/')) return ['testCaseId', 'publicSlug'];
  return ['testCaseId', 'runningTestCaseId'];
}

/** Path segments the router and decoder must survive, sent as they are (not encoded). */
const RAW_SEGMENTS = ['%', '%zz', '%00', '..', '.', '%2e%2e', 'a%2Fb', '%E0%A4%A', '%C0%AF', '%F0%9F%98%80', '%ff%fe', 'x'.repeat(2000)];

const PROBLEM_TOKENS = [
  'Bearer',
  'Bearer ',
  'Basic dXNlcjpwYXNz',
  'Bearer cjsa_unknown',
  'Bearer a.b.c',
  'bearer  x',
  // An unsigned token ("alg": "none") claiming a user.
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAifQ.',
];

function callers(isPublic: boolean): { any: fc.Arbitrary<Caller>; signedIn: fc.Arbitrary<Caller> } {
  const forged = fc
    .oneof(
      fc.constantFrom(...PROBLEM_TOKENS),
      fc.stringMatching(/^[\x21-\x7e]{1,60}$/).map((token) => `Bearer ${token}`),
    )
    .map((authorization): Caller => ({ authorization }));
  return {
    any: fc.oneof(
      { weight: isPublic ? 1 : 8, arbitrary: fc.constant<Caller>('member') },
      { weight: 2, arbitrary: fc.constant<Caller>('admin') },
      { weight: isPublic ? 6 : 1, arbitrary: fc.constant<Caller>('anonymous') },
      { weight: 1, arbitrary: forged },
    ),
    signedIn: fc.oneof({ weight: 4, arbitrary: fc.constant<Caller>('member') }, { weight: 1, arbitrary: fc.constant<Caller>('admin') }),
  };
}

/**
 * Values random text would almost never hit: a real folder, a real artifact, a web address, a
 * valid signature. Keyed by field name and the type they are valid for (`schedule` is a cron
 * text in a body and a boolean in a query); `any` fits only fields the contract leaves untyped.
 */
function hintsFor(route: string): Hint {
  const signedFile: IdKey = route.includes('artifacts') ? 'artifactFileId' : 'fileId';
  const title = fc.stringMatching(/^[A-Za-z0-9 ]{1,20}$/);
  const text = fc.string({ unit: textUnit, maxLength: 20 });
  const url = fc.oneof(fc.constantFrom('http://shop.test', 'https://example.com/checkout?step=1', 'shop.test:8080'), fc.webUrl());
  const hints: Record<string, [type: string, values: fc.Arbitrary<unknown>]> = {
    website: ['string', url],
    website_url_override: ['string', url],
    base_url: ['string', url],
    // A run's environment: the fixture's by name, or one the project does not have.
    environment: ['string', fc.constantFrom('staging', 'production')],
    logo: ['string', url],
    // An alert channel's e-mail addresses or address, whichever its kind wants.
    target: ['string', fc.oneof(url, email, fc.constant('ops@shop.test, dev@shop.test'))],
    // SharedParameterInput.key is untyped in the contract: the server checks it, with its own messages.
    key: ['any', fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,20}$/)],
    old_path_prefix: ['string', fc.constant(FIXTURE_FOLDER)],
    path_prefix: ['string', fc.constant(FIXTURE_FOLDER)],
    artifact_name: ['string', fc.constant(FIXTURE_ARTIFACT)],
    expires: ['integer', fc.constant(new SignatureRef('expires', signedFile))],
    signature: ['string', fc.constant(new SignatureRef('signature', signedFile))],
    schedule: ['string', fc.constantFrom('*/5 * * * *', '0 9 * * 1-5', '@daily', '61 * * * *')],
    step: ['integer', fc.constant(0)],
    // Storage-state entries are free-form to the contract; the server wants Playwright's shape.
    cookies: [
      'array',
      fc.array(
        fc.record(
          {
            name: text,
            value: text,
            domain: fc.constantFrom('shop.test', '.example.com'),
            path: fc.constant('/'),
            expires: fc.integer({ min: -1 }),
            httpOnly: fc.boolean(),
            secure: fc.boolean(),
            sameSite: fc.constantFrom('Strict', 'Lax', 'None'),
          },
          { requiredKeys: ['name', 'value', 'domain', 'path'] },
        ),
        { maxLength: 3 },
      ),
    ],
    origins: [
      'array',
      fc.array(fc.record({ origin: url, localStorage: fc.array(fc.record({ name: text, value: text }), { maxLength: 3 }) }), { maxLength: 2 }),
    ],
    content: [
      'string',
      fc
        .tuple(title, url)
        .map(
          ([name, address]) =>
            `import { test } from '@playwright/test';\ntest('${name}', async ({ page }) => {\n  await page.goto('${address}');\n});\n`,
        ),
    ],
  };
  return (field, schema) => {
    const hint = hints[field];
    const types = schema.type === undefined ? ['any'] : ([] as string[]).concat(schema.type);
    return hint && types.includes(hint[0]) ? hint[1] : undefined;
  };
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes
 * WTF-8 would give it: invalid UTF-8, for the server's decoder to refuse.
 */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((character) => {
        const code = character.charCodeAt(0);
        if (character.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(character);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

function parametersOf(contract: Contract, route: string, operation: Operation): Parameter[] {
  const shared = (contract.paths[route] as { parameters?: Schema[] }).parameters ?? [];
  return [...shared, ...((operation.parameters as Schema[] | undefined) ?? [])].map(
    (parameter) => deref(contract, parameter) as unknown as Parameter,
  );
}

/** One operation's requests. */
function operationRequests(contract: Contract, method: string, route: string, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const { valid } = schemaArbitraries(contract, hintsFor(route));
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  const who = callers(isPublic);
  const parameters = parametersOf(contract, route, operation);
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const content = operation.requestBody as { required?: boolean; content?: Record<string, { schema: Schema }> } | undefined;
  const bodySchema = content?.content?.['application/json']?.schema;

  const pathValue = (parameter: Parameter): fc.Arbitrary<unknown> => {
    const schema = deref(contract, parameter.schema);
    if (schema.format === 'email') return email;
    const refs = pathRefs(route, method, parameter.name);
    return fc.oneof(
      ...(refs.length ? [{ weight: 12, arbitrary: fc.constantFrom(...refs).map((key) => new IdRef(key)) }] : []),
      { weight: 1, arbitrary: fc.constantFrom(...ID_KEYS).map((key) => new IdRef(key)) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.string({ unit: textUnit, minLength: Math.max(1, schema.minLength ?? 1), maxLength: 40 }) },
    );
  };
  const validPath = fc.tuple(...pathParameters.map((p) => pathValue(p).map((value): PathValue => ({ name: p.name, value, raw: false }))));
  const brokenPath = pathParameters.length
    ? fc
        .tuple(
          validPath,
          fc.nat({ max: pathParameters.length - 1 }),
          fc.oneof(fc.constantFrom(...RAW_SEGMENTS), fc.constantFrom(...NASTY_STRINGS.filter(Boolean)).map(encodeLoosely)),
        )
        .map(([path, index, segment]) => path.map((value, i) => (i === index ? { ...value, value: segment, raw: true } : value)))
    : null;

  const validQuery = fc
    .tuple(
      ...queryParameters.map((p) =>
        (p.required ? valid(p.schema, p.name) : fc.option(valid(p.schema, p.name), { nil: undefined })).map(
          (value) => [p.name, value] as [string, unknown],
        ),
      ),
    )
    .map((pairs) => pairs.filter(([, value]) => value !== undefined));
  const brokenQuery = queryParameters.length
    ? validQuery.chain((pairs) => {
        const options: fc.Arbitrary<{ variant: string; value: [string, unknown][] }>[] = [
          fc
            .tuple(fc.string({ unit: textUnit, minLength: 1, maxLength: 10 }), fc.string({ unit: textUnit, maxLength: 10 }))
            .map(([name, value]) => ({ variant: 'query:unknown', value: [...pairs, [name, value] as [string, unknown]] })),
        ];
        if (pairs.length) {
          const index = fc.nat({ max: pairs.length - 1 });
          const replace = (variant: string, values: fc.Arbitrary<string>) =>
            fc
              .tuple(index, values)
              .map(([i, value]) => ({ variant, value: pairs.map((pair, j): [string, unknown] => (j === i ? [pair[0], value] : pair)) }));
          options.push(
            index.map((i) => ({ variant: 'query:missing', value: pairs.filter((_, j) => j !== i) })),
            index.map((i) => ({ variant: 'query:repeated', value: [...pairs, pairs[i]] })),
            replace('query:nasty', fc.constantFrom(...NASTY_STRINGS)),
            replace(
              'query:too-long',
              fc.constantFrom(201, 256, 513, 1025, 100_001).map((length) => 'x'.repeat(length)),
            ),
            replace('query:random', fc.string({ unit: textUnit, maxLength: 20 })),
          );
        }
        return fc.oneof(...options);
      })
    : null;

  const validBody: fc.Arbitrary<Body> = bodySchema
    ? (content?.required ? valid(bodySchema, 'body') : fc.option(valid(bodySchema, 'body'), { nil: undefined })).map((json) =>
        json === undefined ? null : { json },
      )
    : fc.constant(null);
  const mutate = bodyMutations(contractLimits(contract));
  const brokenBody = bodySchema
    ? (valid(bodySchema, 'body').chain(mutate) as fc.Arbitrary<Mutation>).map((m) => ({ variant: m.variant, body: { json: m.value } as Body }))
    : null;
  const unexpectedBody =
    !bodySchema && BODY_METHODS.has(method)
      ? fc
          .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })
          .map((json) => ({ variant: 'body:unexpected', body: { json } as Body }))
      : null;
  const textBody = BODY_METHODS.has(method)
    ? textBodies(bodySchema ? valid(bodySchema, 'body') : fc.constant({})).map((m) => ({ variant: m.variant, body: m.value as Body }))
    : null;

  const request = (variant: string, caller: Caller, path: PathValue[], query: [string, unknown][], body: Body): FuzzRequest => {
    const made: FuzzRequest = { variant, caller, method, route, path, query, body };
    // fast-check prints counterexamples with this: a megabyte of 'x' helps nobody.
    Object.defineProperty(made, fc.toStringMethod, { value: () => describeRequest(made) });
    return made;
  };
  const variants: fc.WeightedArbitrary<FuzzRequest>[] = [
    {
      weight: 6,
      arbitrary: fc
        .tuple(who.any, validPath, validQuery, validBody)
        .map(([caller, path, query, body]) => request('valid', caller, path, query, body)),
    },
  ];
  const signedIn = (weight: number, broken: fc.Arbitrary<{ variant: string; path?: PathValue[]; query?: [string, unknown][]; body?: Body }>) =>
    variants.push({
      weight,
      arbitrary: fc
        .tuple(who.signedIn, validPath, validQuery, validBody, broken)
        .map(([caller, path, query, body, change]) =>
          request(change.variant, caller, change.path ?? path, change.query ?? query, change.body !== undefined ? change.body : body),
        ),
    });
  if (brokenBody) signedIn(4, brokenBody);
  if (bodySchema) signedIn(1, fc.constant({ variant: 'body:absent', body: null }));
  if (unexpectedBody) signedIn(1, unexpectedBody);
  if (textBody) signedIn(2, textBody);
  if (brokenQuery)
    signedIn(
      2,
      brokenQuery.map((m) => ({ variant: m.variant, query: m.value })),
    );
  if (brokenPath)
    signedIn(
      1,
      brokenPath.map((path) => ({ variant: 'path:raw', path })),
    );
  return fc.oneof(...variants);
}

export function fuzzOperations(contract: Contract): FuzzOperation[] {
  return listOperations(contract).map(({ method, route, operation }) => ({
    operationId: operation.operationId,
    method,
    route,
    isPublic: Array.isArray(operation.security) && operation.security.length === 0,
    requests: operationRequests(contract, method, route, operation),
  }));
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The request as inject() options, with the fixture's current ids and the callers' tokens. */
export async function toInject(
  request: FuzzRequest,
  ids: FuzzIds,
  sign: Signer,
  tokens: { member: string; admin: string },
): Promise<InjectOptions & { url: string }> {
  const path = (await resolveRefs(
    request.path.map((p) => p.value),
    ids,
    sign,
  )) as unknown[];
  const values = new Map(request.path.map((p, i) => [p.name, request.path[i].raw ? asText(path[i]) : encodeLoosely(asText(path[i]))]));
  const url = request.route.replace(/\{([^}]+)\}/g, (_, name: string) => values.get(name) ?? '');
  const query = (await resolveRefs(request.query, ids, sign)) as [string, unknown][];
  const search = query.map(([name, value]) => `${encodeLoosely(name)}=${encodeLoosely(asText(value))}`).join('&');
  const headers: Record<string, string> = {};
  if (request.caller === 'member' || request.caller === 'admin') headers.authorization = `Bearer ${tokens[request.caller]}`;
  else if (request.caller !== 'anonymous') headers.authorization = request.caller.authorization;
  const base = { method: request.method as InjectOptions['method'], url: `/api${url}${search ? `?${search}` : ''}`, headers };
  if (!request.body) return base;
  if ('text' in request.body) return { ...base, headers: { ...headers, 'content-type': request.body.contentType }, payload: request.body.text };
  return {
    ...base,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(await resolveRefs(request.body.json, ids, sign)),
  };
}

/** A request as a counterexample: long text shortened, stand-ins by name. */
export function describeRequest(request: FuzzRequest): string {
  return JSON.stringify(request, (_key, value: unknown) => {
    if (isRef(value)) return String((value as { [fc.toStringMethod](): string })[fc.toStringMethod]());
    if (typeof value === 'string' && value.length > 120) return `${value.slice(0, 40)}…(${value.length} characters)`;
    return value;
  });
}
