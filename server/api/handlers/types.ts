/**
 * Handlers typed from the contract: openapi/schema.d.ts (generated from openapi/api.yaml by
 * `npm run generate:api`) says, per operationId, what its path parameters, query and body are
 * and what its success answer is. A handler keyed by an operationId the contract lacks, one that
 * reads a parameter or body field the contract does not have, or one that answers something
 * else than the contract's response is a compile error.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../openapi/schema';
import type { Config } from '../../config.ts';
import type { OperationId } from '../contract.ts';
import type { Db } from '../../db/open.ts';
import type { Jobs } from '../../jobs/generationQueue.ts';
import type { FileStore } from '../../storage/fileStore.ts';
import type { Identity } from '../identity.ts';
import type { PreSerializedJson } from '../preSerializedJson.ts';
import type { SentFile } from '../sendStoredFile.ts';

/**
 * `config` and `fileStore` are absent only where handlers are listed, not called (status table,
 * tests); `jobs` is absent when no queue runs (then queued generations simply wait as `pending`).
 */
export type HandlerContext = { db: Db; config?: Config; jobs?: Jobs; fileStore?: FileStore };

export type { OperationId };

/** A request part the operation does not have: none of its members may be read. */
type Nothing = Record<never, never>;

/** openapi-typescript writes an absent part as `?: never`; Fastify still hands over `{}`. */
type Part<T> = [NonNullable<T>] extends [never] ? Nothing : NonNullable<T>;

export type PathParams<K extends OperationId> = Part<operations[K]['parameters']['path']>;

/** As the contract types them: query text is read as its integers and booleans (requestParsing.ts). */
export type Query<K extends OperationId> = Part<operations[K]['parameters']['query']>;

type JsonContent<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;

/**
 * The JSON body; undefined when the operation has none or the caller may leave it out (a JSON
 * `null` reads as no body). A required body is there: the request guard refuses its absence.
 */
export type Body<K extends OperationId> =
  | JsonContent<NonNullable<operations[K]['requestBody']>>
  | (undefined extends operations[K]['requestBody'] ? undefined : never);

/** What a handler gets: input the contract's validator already checked, and who calls. */
export type HandlerInput<K extends OperationId> = {
  /** Unset only on operations the contract marks public (`security: []`), which ignore it. */
  identity: Identity;
  params: PathParams<K>;
  query: Query<K>;
  body: Body<K>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Each operation of the contract has exactly one success status. */
type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessResponse<K extends OperationId> = operations[K]['responses'][keyof operations[K]['responses'] & SuccessStatus];
type SuccessContent<K extends OperationId> = SuccessResponse<K> extends { content: infer Content } ? Content : never;

/**
 * What a handler answers: the contract's JSON body (or that body serialized ahead, see
 * preSerializedJson.ts), its text for `text/plain`, nothing for a body-less status (204), or,
 * when the contract answers a file, the SentFile that sendStoredFile.ts made. Those two escape
 * hatches are the only ways past the contract's types.
 *
 * A handler must not answer with `reply.send` itself: a reply is thenable, so an async
 * function returning one is typed as returning nothing, which fits every answer.
 * types.test.ts checks that no handler does.
 */
export type HandlerResult<K extends OperationId> = [SuccessContent<K>] extends [never]
  ? undefined
  : SuccessContent<K> extends { 'application/json': infer Json }
    ? Json | PreSerializedJson
    : SuccessContent<K> extends { 'text/plain': infer Text }
      ? Text
      : SentFile;

export type Handler<K extends OperationId> = (input: HandlerInput<K>) => Promise<HandlerResult<K>>;

/**
 * Handlers keyed by the contract's operationIds. An operation without one answers 501 "Not
 * implemented yet" (app.ts), and app.test.ts checks that none does.
 */
export type Handlers = { [K in OperationId]?: Handler<K> };
