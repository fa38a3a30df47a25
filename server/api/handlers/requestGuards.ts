/**
 * Checks every operation needs before its handler runs, for requests the contract's validator
 * lets through unchecked (all found by the API fuzzer, server/api/fuzz):
 * - a body sent as another type than the contract's (Fastify reads text/plain by default, and
 *   validates a body only against the schema of its own content type: none, so none at all);
 * - no body where the contract requires one (no content type: nothing to validate either);
 * - U+0000 or half a surrogate pair anywhere in the path, query or body, which PostgreSQL
 *   cannot store (validation.ts);
 * - free-form objects nested too deep or too large, which the contract's validator does not
 *   look inside (freeForm.ts).
 */
import { listOperations, loadContract } from '../contract.ts';
import { HttpError } from '../httpError.ts';
import { refuseUnstorableText } from '../validation.ts';
import { freeFormPlaces, refuseUnboundedBody } from '../freeForm.ts';
import type { HandlerInput, Handlers } from './types.ts';

type RequestBody = { required?: boolean; content?: Record<string, unknown> };

/** operationId → the media types its body may have, and whether it must have one. */
function contractBodies(): Map<string, { types: string[]; required: boolean }> {
  return new Map(
    listOperations(loadContract()).flatMap(({ operation }) => {
      const body = operation.requestBody as RequestBody | undefined;
      return body?.content ? [[operation.operationId, { types: Object.keys(body.content), required: body.required === true }] as const] : [];
    }),
  );
}

const mediaType = (input: HandlerInput) => String(input.request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

export function guardHandlers(handlers: Handlers): Handlers {
  const bodies = contractBodies();
  const places = freeFormPlaces(loadContract());
  return Object.fromEntries(
    Object.entries(handlers).map(([operationId, handler]) => [
      operationId,
      async (given: HandlerInput) => {
        // A JSON `null` body passes every body schema (requestParsing.ts): it means no body.
        const input = given.body === null ? { ...given, body: undefined } : given;
        const expected = bodies.get(operationId);
        if (expected && input.body !== undefined && !expected.types.includes(mediaType(input))) {
          throw new HttpError(415, `Send the body as ${expected.types.join(' or ')}.`);
        }
        if (expected?.required && input.body === undefined) throw new HttpError(400, `This operation needs a body (${expected.types.join(' or ')}).`);
        refuseUnstorableText({ params: input.params, query: input.query, body: input.body });
        if (input.body !== undefined) refuseUnboundedBody(input.body, places.get(operationId) ?? []);
        return handler(input);
      },
    ]),
  );
}
