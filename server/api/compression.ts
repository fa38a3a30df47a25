/**
 * Compressed answers (issue 20): JSON, the UI's built files, the trace viewer and stored files
 * go out with brotli or gzip when the client's Accept-Encoding allows, through @fastify/compress.
 * Its defaults decide what is worth compressing: text, JSON, JavaScript, CSS, SVG and other
 * types mime-db calls compressible (answers built in memory from 1 KB up, files whatever their
 * size); PNG, JPEG, zip (traces) and video are sent as they are, as are partial answers (206) and
 * `text/event-stream`. Websocket upgrades are hijacked
 * before any onSend hook, so the live watch is untouched.
 *
 * Answers kept in a cache (the test tree) are compressed once per kept version instead of on
 * every request: their handlers choose the encoding with acceptedEncoding(), which gives the
 * plugin's own answer, and send the kept bytes with their Content-Encoding, which the plugin
 * then passes through. The UI's shell sent for client-side routes is a not-found answer, which
 * the plugin's per-route hook never sees: it is compressed the same way, once at start.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** In the order the server prefers them when the client rates them alike. */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/**
 * Brotli's top quality (11) takes seconds for the 2 MB tree of 10,000 tests; 4 (the plugin's own
 * default) takes tens of ms and its output is within a few % of 9's.
 */
const BROTLI_QUALITY = 4;

export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: [...CONTENT_ENCODINGS],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // Answers only: compressed request bodies are not part of the contract, and accepting them
    // would let a small upload inflate to far more than the body limit reads on the wire.
    globalDecompression: false,
  });
}

/**
 * The encoding @fastify/compress would choose for this request, or null for none: the same
 * negotiator, the same encodings, and its reading of the header (`*` and `x-gzip` mean gzip, an
 * `x-no-compression` header turns compression off).
 */
export function acceptedEncoding(request: FastifyRequest): ContentEncoding | null {
  if (request.headers['x-no-compression'] !== undefined) return null;
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...CONTENT_ENCODINGS]);
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `bytes` compressed as the plugin would, off the event loop (zlib's thread pool). */
export function compressBytes(bytes: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(bytes);
  return brotliCompress(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}

/** An answer fixed for the life of the process (the UI's shell) in every encoding, made once. */
export async function compressedForms(bytes: Buffer): Promise<Record<ContentEncoding, Buffer>> {
  const [br, gzip] = await Promise.all([compressBytes(bytes, 'br'), compressBytes(bytes, 'gzip')]);
  return { br, gzip };
}
