/**
 * Answering with JSON serialized ahead of time (e.g. a cached test tree): a Buffer with a JSON
 * content type is sent by Fastify exactly as it is, past the response schema's serializer and the
 * preSerialization hooks, so a hit costs a socket write instead of serializing megabytes again.
 * Whoever serializes the body must check it against the contract first (checkResponse in
 * responseValidation.ts): the contract still holds for these answers, it is only checked once.
 */
import type { FastifyReply } from 'fastify';

declare const preSerialized: unique symbol;

/**
 * The escape hatch of a JSON operation's handler (handlers/types.ts): bytes its types cannot
 * see into, so whoever serialized them checked them against the contract. Only
 * `preSerializedJson` makes one, having set the content type that goes with it.
 */
export type PreSerializedJson = Buffer & { readonly [preSerialized]: true };

/** The JSON bytes of a body, to keep and send later with preSerializedJson. */
export function serializeJson(body: unknown): Buffer {
  return Buffer.from(JSON.stringify(body));
}

/** Returns what the handler should return; the content type is the one Fastify gives serialized JSON. */
export function preSerializedJson(reply: FastifyReply, json: Buffer): PreSerializedJson {
  reply.type('application/json; charset=utf-8');
  return json as PreSerializedJson;
}
