import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.ts';
import type { Config } from '../../config.ts';
import type { Identity } from '../identity.ts';
import type { Jobs } from '../../jobs/generationQueue.ts';
import type { FileStore } from '../../storage/fileStore.ts';

/**
 * `config` and `fileStore` are absent only where handlers are listed, not called (status table,
 * tests); `jobs` is absent when no queue runs (then queued generations simply wait as `pending`).
 */
export type HandlerContext = { db: Db; config?: Config; jobs?: Jobs; fileStore?: FileStore };

/** What a handler gets: validated input (the contract already checked shapes) and who calls. */
export type HandlerInput = {
  identity: Identity;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
  body: unknown;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * A handler returns the response body; the contract's response schema serializes it. A body
 * already serialized (a cached tree) is returned as a Buffer through preSerializedJson.ts.
 */
export type Handler = (input: HandlerInput) => Promise<unknown>;

/** Handlers keyed by the contract's operationId. */
export type Handlers = Record<string, Handler>;
