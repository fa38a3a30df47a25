/** A stored file (screenshot, run artifact) as a response: its own type, never sniffed, cached as told. */
import type { FastifyReply } from 'fastify';
import type { files } from '../db/schema.ts';

export function sendStoredFile(reply: FastifyReply, file: typeof files.$inferSelect, cacheControl: string, { attachment = false } = {}) {
  if (attachment) reply.header('content-disposition', `attachment; filename="${file.name.replace(/"/g, '')}"`);
  return reply.header('content-type', file.contentType).header('cache-control', cacheControl).header('x-content-type-options', 'nosniff').send(file.data);
}
