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

export function addResponseValidation(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = responseSchema(request, reply.statusCode);
    if (!schema) return payload;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (!validate(payload)) {
      const where = `${request.method} ${request.routeOptions.url} ${reply.statusCode}`;
      throw new ResponseContractError(`Response of ${where} breaks the contract: ${ajv.errorsText(validate.errors)}`);
    }
    return payload;
  });
}
