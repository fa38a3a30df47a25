/** A stored file (screenshot, run artifact) as a response: its own type, never sniffed, cached as told. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { files } from '../db/schema.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { readStoredFile } from '../storage/storedFiles.ts';
import { HttpError, notFound } from './httpError.ts';

type FileRow = typeof files.$inferSelect;

/**
 * The content of a row, inline or from the file store. Gone from the store (removed by hand, a
 * store switched without copying): 404 like a missing row. The store not answering: 503 with the
 * cause in the server log, since the caller can only try again.
 */
export async function storedFileContent(store: FileStore | undefined, file: FileRow, what: string, request: FastifyRequest): Promise<Buffer> {
  if (!store) throw new Error('The app was built without a file store (buildApp option fileStore).');
  let content: Buffer | null;
  try {
    content = await readStoredFile(store, file);
  } catch (error) {
    request.log.error({ err: error }, `reading stored file ${file.key ?? file.id} failed`);
    throw new HttpError(503, `${what} cannot be read right now: the file store did not answer. Try again in a moment.`);
  }
  if (!content) {
    request.log.warn(`stored file ${file.key ?? file.id} has a row but no content in the file store`);
    throw notFound(what);
  }
  return content;
}

/**
 * The escape hatch of handlers whose contract answers a file (application/octet-stream, image/*;
 * see HandlerResult in handlers/types.ts): the answer went out with reply.send under its own
 * content type, so there is no body for the contract's types to check. Only sendStoredFile makes
 * one; the route hands its reply back to Fastify (handlers/dispatch.ts).
 */
export class SentFile {
  readonly #reply: FastifyReply;

  constructor(reply: FastifyReply) {
    this.#reply = reply;
  }

  get reply(): FastifyReply {
    return this.#reply;
  }
}

export function sendStoredFile(reply: FastifyReply, file: FileRow, content: Buffer, cacheControl: string, { attachment = false } = {}): SentFile {
  if (attachment) reply.header('content-disposition', `attachment; filename="${file.name.replace(/"/g, '')}"`);
  return new SentFile(
    reply.header('content-type', file.contentType).header('cache-control', cacheControl).header('x-content-type-options', 'nosniff').send(content),
  );
}
