/**
 * From a request to a typed handler call. This is the one place where the contract's checks
 * stand in for the types: fastify-openapi-glue validated the path parameters, query and body
 * against the operation's schemas (ajv) before the route runs, and the request guard refuses
 * what that validation lets through (requestGuards.ts), so the request has the shapes
 * `HandlerInput` states for the operation.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Identity } from '../identity.ts';
import { SentFile } from '../sendStoredFile.ts';
import type { RequestGuard } from './requestGuards.ts';
import type { Body, Handlers, OperationId, PathParams, Query } from './types.ts';

/** What Fastify gets: the handler's answer, or for a file the reply it went out on (Fastify then waits for it). */
export type OperationRoute = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The route of an operation, or null when it has no handler. */
export function operationRoute<K extends OperationId>(handlers: Handlers, operationId: K, guard: RequestGuard): OperationRoute | null {
  const handler = handlers[operationId];
  if (!handler) return null;
  return async (request, reply) => {
    // A JSON `null` body passes every body schema (requestParsing.ts): it means no body.
    const parts = { params: request.params, query: request.query, body: request.body === null ? undefined : request.body };
    guard(operationId, parts, request);
    const answer = await handler({
      // Unset only on operations the contract marks public (`security: []`), which ignore it.
      identity: request.identity as Identity,
      params: parts.params as PathParams<K>,
      query: parts.query as Query<K>,
      body: parts.body as Body<K>,
      request,
      reply,
    });
    return answer instanceof SentFile ? answer.reply : answer;
  };
}
