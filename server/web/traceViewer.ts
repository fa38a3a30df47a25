/**
 * Playwright's own trace viewer, served by the product at /trace/ so that trace links
 * (`/trace/?trace=<artifact address>`) work with no outside service.
 *
 * The viewer is the static build Playwright ships in playwright-core/lib/vite/traceViewer.
 * Its page registers the service worker `sw.bundle.js` relative to itself, so the worker
 * lives at /trace/sw.bundle.js and its default scope (/trace/) covers the viewer; the worker
 * then downloads the trace zip from the `trace` query value (same origin here: the temporary
 * artifact addresses under /api/public/artifacts need no auth header) and answers the
 * viewer's /trace/contexts, /trace/snapshot/... requests itself.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Found through the package (not a path relative to this file) so hoisting or a move cannot break it. */
export function traceViewerDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib', 'vite', 'traceViewer');
}

export async function registerTraceViewer(app: FastifyInstance, root = traceViewerDir()) {
  // wildcard: false makes one route per file found at start: only the viewer's own files can
  // ever be served, so encoded "..", absolute paths and the like match no route at all.
  // redirect: /trace answers 301 to /trace/ with the query kept (the viewer's relative
  // addresses, sw.bundle.js included, need the trailing slash).
  // decorateReply: false because the UI's own @fastify/static owns `reply.sendFile`.
  await app.register(fastifyStatic, { root, prefix: '/trace/', wildcard: false, redirect: true, decorateReply: false });
  // Any other address under /trace/ is a missing viewer file, not a client-side route of the
  // UI: answer 404 instead of the SPA shell of the root not-found handler.
  await app.register(
    async (viewer) => {
      viewer.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found.' }));
    },
    { prefix: '/trace' },
  );
}
