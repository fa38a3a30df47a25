/**
 * The whole product on one Fastify instance: the product API under /api (routed and validated
 * from openapi/api.yaml), the websocket at /api/ws/{testId}, the GoTrue-compatible auth server
 * at /auth/v1 (+ /rest/v1/rpc) whose access tokens the API accepts, and the built UI at / with
 * an SPA fallback. Answers are compressed where the client accepts it (api/compression.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import type { Db } from './db/open.ts';
import { readConfig, type Config } from './config.ts';
import { isOperationId, loadContract } from './api/contract.ts';
import { createHandlers } from './api/handlers/index.ts';
import { operationRoute } from './api/handlers/dispatch.ts';
import { createRequestGuard } from './api/handlers/requestGuards.ts';
import { HttpError } from './api/httpError.ts';
import { contractErrorMessage } from './api/validation.ts';
import { acceptEmptyJsonBodies, readQueryTypes, withAbsentBodiesAllowed } from './api/requestParsing.ts';
import { createIdentityResolver, type Identity, type IdentityResolver } from './api/identity.ts';
import { registerAuthServer } from './auth/plugin.ts';
import { loadSigningKeys } from './auth/signingKeys.ts';
import { addResponseValidation, ResponseContractError } from './api/responseValidation.ts';
import { registerWatchSocket } from './api/watchSocket.ts';
import { acceptedEncoding, compressedForms, registerCompression } from './api/compression.ts';
import { registerTraceViewer, traceViewerDir } from './web/traceViewer.ts';
import { registerSecurityHeaders } from './security/headers.ts';
import { BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE, WEBSOCKET_MESSAGE_LIMIT_BYTES } from './security/limits.ts';
import type { Jobs } from './jobs/generationQueue.ts';
import { openFileStore, type FileStore } from './storage/fileStore.ts';

declare module 'fastify' {
  interface FastifyRequest {
    identity?: Identity;
  }
  interface FastifyInstance {
    /** Bearer value to Identity, for callers outside the contract's routes (the websocket's auth message). */
    resolveIdentity: IdentityResolver;
  }
}

export type AppOptions = {
  db: Db;
  /** The built UI (vite build output); when absent only the API is served. */
  uiDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** The process's logger (server/logging.ts), used instead of `logger` when given: requests then log through it. */
  log?: FastifyBaseLogger;
  /** Defaults to the defaults of every variable (not this process's environment), as tests want. */
  config?: Config;
  /** The queue and change notices (server/jobs); without them generations wait as `pending`. */
  jobs?: Jobs;
  /** Where screenshots and run artifacts are read from; defaults to the one `config.storage` names. */
  fileStore?: FileStore;
};

export const NOT_IMPLEMENTED = 'Not implemented yet';

export async function buildApp({
  db,
  uiDir = null,
  logger = false,
  log,
  config = readConfig({}),
  jobs,
  fileStore = openFileStore(config.storage),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(log ? { loggerInstance: log } : { logger }),
    // Ajv must keep unknown properties: removing them would silently drop user data. No type
    // coercion: a body of the wrong type is refused (query text is read in api/requestParsing.ts).
    ajv: { customOptions: { removeAdditional: false, strict: false, coerceTypes: false, useDefaults: true } },
    bodyLimit: BODY_LIMIT_BYTES,
  });
  // First, so that every route and not-found handler registered below inherits the hook.
  registerSecurityHeaders(app, { supabaseUrl: config.auth.supabaseUrl, publicUrl: config.auth.publicUrl, traceViewerDir: traceViewerDir() });
  // Before any route too: the plugin adds its onSend hook to each route as the route is added.
  await registerCompression(app);
  const contract = loadContract();
  const handlers = createHandlers({ db, config, jobs, fileStore });
  const guard = createRequestGuard();
  const keys = await loadSigningKeys(db);
  const resolveIdentity = createIdentityResolver({ db, keys, config: config.auth });
  app.decorate('resolveIdentity', resolveIdentity);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      // A broken rule of spec section 5 answers with the spec's message; others with the schema's.
      return reply.code(400).send(contractErrorMessage(error.validation) ?? { message: `Invalid request: ${error.message}` });
    }
    // A refused bearer value: the security handler's own HttpError says why.
    const refusal = (error as { errors?: unknown[] }).errors?.find((cause) => cause instanceof HttpError);
    if (refusal instanceof HttpError) return reply.code(refusal.statusCode).send({ message: refusal.message });
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, ...(error.detail ? { detail: error.detail } : {}) });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ message: BODY_TOO_LARGE_MESSAGE });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !(error instanceof ResponseContractError)) {
      return reply.code(status).send({ message: error.message });
    }
    // Unexpected: log everything for the operator, tell the caller nothing internal.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error. The details are in the server log.' });
  });

  addResponseValidation(app);
  await app.register(fastifyWebsocket, { options: { maxPayload: WEBSOCKET_MESSAGE_LIMIT_BYTES } });
  await registerAuthServer(app, { db, config: config.auth, keys, isProduction: config.isProduction });

  await app.register(
    async (api) => {
      api.get('/openapi.json', async () => contract);
      acceptEmptyJsonBodies(api);
      api.addHook('preValidation', async (request) => readQueryTypes(request));
      await api.register(openapiGlue, {
        specification: withAbsentBodiesAllowed(contract),
        securityHandlers: {
          async bearerAuth(request: FastifyRequest) {
            request.identity = await resolveIdentity(request.headers.authorization);
          },
        },
        operationResolver: (operationId: string) =>
          (isOperationId(operationId) && operationRoute(handlers, operationId, guard)) ||
          (async (_request: FastifyRequest, reply: FastifyReply) => reply.code(501).send({ message: NOT_IMPLEMENTED })),
      });
      registerWatchSocket(api, { db, updates: jobs?.updates ?? null, idleSeconds: config.executor.watchIdleSeconds });
      api.all('/*', async (_request, reply) => reply.code(404).send({ message: 'No such API operation.' }));
    },
    { prefix: '/api' },
  );

  // Read by the UI at start (src/session/runtimeConfig.ts): one build talks to our own auth
  // server, or to a hosted Supabase project when the server is configured with one.
  app.get('/config.json', async () => ({
    supabaseUrl: config.auth.supabaseUrl ?? '',
    supabaseAnonKey: config.auth.supabaseAnonKey ?? '',
  }));

  // Playwright's trace viewer at /trace/, for trace links (with or without the built UI).
  await registerTraceViewer(app);

  if (uiDir && fs.existsSync(path.join(uiDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: uiDir, wildcard: false, index: ['index.html'] });
    const indexHtml = fs.readFileSync(path.join(uiDir, 'index.html'));
    // The compression plugin's hook is added per route, and a not-found answer has no route:
    // the shell is compressed here, once.
    const compressedIndexHtml = await compressedForms(indexHtml);
    // Client-side routes (/tests/..., /go/...) all load the SPA shell.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD') {
        const encoding = acceptedEncoding(request);
        reply.header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.type('text/html').send(encoding ? compressedIndexHtml[encoding] : indexHtml);
      }
      return reply.code(404).send({ message: 'Not found.' });
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ message: 'Not found. The UI is not built: run `npm run build` or `npm start`.' }),
    );
  }

  return app;
}
