/**
 * Responses are checked against the contract too: a handler that drifts from api.yaml fails
 * loudly (500 with a clear log line) instead of sending the UI something its types do not expect.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
const compiled = new WeakMap<object, ValidateFunction>();

function responseSchema(request: FastifyRequest, statusCode: number): object | undefined {
  const responses = (request.routeOptions.schema as { response?: Record<string, unknown> } | undefined)?.response;
  if (!responses) return undefined;
  const entry = (responses[String(statusCode)] ?? responses[`${String(statusCode)[0]}XX`] ?? responses.default) as
    | { content?: Record<string, { schema?: object }> }
    | undefined;
  return entry?.content?.['application/json']?.schema;
}

export class ResponseContractError extends Error {}

/** Throws a ResponseContractError when `payload` is not what the route's contract says it answers with `statusCode`. */
export function checkResponse(request: FastifyRequest, statusCode: number, payload: unknown): void {
  const schema = responseSchema(request, statusCode);
  if (!schema) return;
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (!validate(payload)) {
    const where = `${request.method} ${request.routeOptions.url} ${statusCode}`;
    throw new ResponseContractError(`Response of ${where} breaks the contract: ${ajv.errorsText(validate.errors)}`);
  }
}

/**
 * Checks every body a handler returns as a value. Bodies sent already serialized (a Buffer, see
 * preSerializedJson.ts) skip Fastify's preSerialization hooks: their handlers call checkResponse
 * themselves when they serialize.
 */
export function addResponseValidation(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    checkResponse(request, reply.statusCode, payload);
    return payload;
  });
}
