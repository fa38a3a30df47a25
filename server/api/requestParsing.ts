/**
 * How the product API reads a request before the contract validates it:
 * - a body is validated as sent: Ajv's type coercion is off (app.ts), since it turned
 *   `name: 123` into "123" and `description: ["a"]` into "a" instead of refusing them;
 * - query values, which are always text on the wire, are read as the integers and booleans
 *   the contract declares (the only coercion left, here where it is meant);
 * - a JSON content type with an empty body means "no body": the spec sends every call with a
 *   JSON content type, bodiless ones (rename, delete) included. Whether a body is required is
 *   the request guard's to say (handlers/requestGuards.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listOperations, type Contract } from './contract.ts';

type Schema = { type?: unknown; properties?: Record<string, Schema>; $ref?: string; [keyword: string]: unknown };
type RequestBody = { content?: Record<string, { schema?: Schema }> };

/** An empty body sent as JSON reads as no body; anything else is parsed as usual. */
export function acceptEmptyJsonBodies(api: FastifyInstance): void {
  const parseJson = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
}

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Reads query text as the contract's integers, numbers and booleans; other text stays, for the contract to refuse. */
export function readQueryTypes(request: FastifyRequest): void {
  const properties = (request.routeOptions.schema?.querystring as Schema | undefined)?.properties;
  const query = request.query as Record<string, unknown> | undefined;
  if (!properties || !query) return;
  for (const [name, value] of Object.entries(query)) {
    const type = properties[name]?.type;
    if (typeof value !== 'string') continue;
    if ((type === 'integer' && INTEGER.test(value)) || (type === 'number' && NUMBER.test(value))) query[name] = Number(value);
    else if (type === 'boolean' && (value === 'true' || value === 'false')) query[name] = value === 'true';
  }
}

/**
 * The contract as the router should validate it: Fastify validates an absent body as `null`,
 * so every body schema also accepts null (`type: [object, null]`), and the request guard
 * answers a missing required body with its own clearer message. The contract served at
 * /api/openapi.json stays as written.
 */
export function withAbsentBodiesAllowed(contract: Contract): Contract {
  const copy = structuredClone(contract);
  const schemas = (copy.components as { schemas: Record<string, Schema> }).schemas;
  for (const { operation } of listOperations(copy)) {
    for (const media of Object.values((operation.requestBody as RequestBody | undefined)?.content ?? {})) {
      const ref = media.schema?.$ref;
      const schema = ref ? schemas[ref.replace('#/components/schemas/', '')] : media.schema;
      if (!schema) throw new Error(`No schema for the body of ${operation.operationId}.`);
      // `if` adds an error of its own to every refusal, so it is kept to bodies with no single type.
      media.schema = schema.type === 'object' ? { ...schema, type: ['object', 'null'] } : { if: { type: 'null' }, else: schema };
    }
  }
  return copy;
}
