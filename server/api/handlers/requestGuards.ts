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
import type { FastifyRequest } from 'fastify';
import { listOperations, loadContract } from '../contract.ts';
import { HttpError } from '../httpError.ts';
import { refuseUnstorableText } from '../validation.ts';
import { freeFormPlaces, refuseUnboundedBody } from '../freeForm.ts';

type RequestBody = { required?: boolean; content?: Record<string, unknown> };

/** A request as it arrived, validated by the contract; a JSON `null` body already reads as none. */
export type RequestParts = { params: unknown; query: unknown; body: unknown };

/** Throws an HttpError when the operation cannot take the request. */
export type RequestGuard = (operationId: string, parts: RequestParts, request: FastifyRequest) => void;

/** operationId → the media types its body may have, and whether it must have one. */
function contractBodies(): Map<string, { types: string[]; required: boolean }> {
  return new Map(
    listOperations(loadContract()).flatMap(({ operation }) => {
      const body = operation.requestBody as RequestBody | undefined;
      return body?.content ? [[operation.operationId, { types: Object.keys(body.content), required: body.required === true }] as const] : [];
    }),
  );
}

const mediaType = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();

export function createRequestGuard(): RequestGuard {
  const bodies = contractBodies();
  const places = freeFormPlaces(loadContract());
  return (operationId, { params, query, body }, request) => {
    const expected = bodies.get(operationId);
    if (expected && body !== undefined && !expected.types.includes(mediaType(request))) {
      throw new HttpError(415, `Send the body as ${expected.types.join(' or ')}.`);
    }
    if (expected?.required && body === undefined) throw new HttpError(400, `This operation needs a body (${expected.types.join(' or ')}).`);
    refuseUnstorableText({ params, query, body });
    if (body !== undefined) refuseUnboundedBody(body, places.get(operationId) ?? []);
  };
}
