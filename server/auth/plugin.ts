/**
 * The GoTrue-compatible auth server under /auth/v1, the check_user_exists RPC under /rest/v1,
 * and (outside production) the local mailbox: everything supabase-js talks to, unmodified.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthConfig } from '../config.ts';
import { unstorableTextAt } from '../api/validation.ts';
import type { Db } from '../db/open.ts';
import { registerDevMailbox } from '../mail/mailbox.ts';
import { createMailer } from '../mail/mailer.ts';
import type { AuthContext } from './context.ts';
import { AuthError, validationFailed } from './errors.ts';
import { createRateLimiter } from './rateLimit.ts';
import { factorRoutes } from './routes/factors.ts';
import { metaRoutes } from './routes/meta.ts';
import { OAUTH_ROUTES, oauthRoutes } from './routes/oauth.ts';
import { rpcRoutes } from './routes/rpc.ts';
import { signUpRoutes } from './routes/signUp.ts';
import { tokenRoutes } from './routes/token.ts';
import { userRoutes } from './routes/user.ts';
import { verifyRoutes } from './routes/verify.ts';
import type { SigningKeys } from './signingKeys.ts';

export type AuthServerOptions = { db: Db; config: AuthConfig; keys: SigningKeys; isProduction: boolean };

// Reached without an apikey: the mailed link and the sign-in with a provider are plain browser
// navigations, and public keys are public.
const OPEN_ROUTES = new Set(['/auth/v1/verify', '/auth/v1/.well-known/jwks.json', ...OAUTH_ROUTES]);

export async function registerAuthServer(app: FastifyInstance, { db, config, keys, isProduction }: AuthServerOptions) {
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const ctx: AuthContext = { db, config, keys, mailer, limiter: createRateLimiter(db, config.rateLimit) };

  await app.register(
    async (auth) => {
      prepareScope(auth, config);
      for (const routes of [signUpRoutes, verifyRoutes, oauthRoutes, tokenRoutes, userRoutes, factorRoutes, metaRoutes]) routes(auth, ctx);
    },
    { prefix: '/auth/v1' },
  );
  await app.register(
    async (rest) => {
      prepareScope(rest, config);
      rpcRoutes(rest, ctx);
    },
    { prefix: '/rest/v1' },
  );
  if (!isProduction) registerDevMailbox(app, db, config.devMailbox);
}

function prepareScope(scope: FastifyInstance, config: AuthConfig) {
  // supabase-js posts some calls (logout, challenge) with a JSON content type and no body.
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, {}) : parseJson(request, body as string, done),
  );
  scope.addHook('onRequest', async (request) => checkApiKey(request, config));
  scope.addHook('preValidation', async (request) => refuseUnstorableText(request));
  scope.setErrorHandler(sendAuthError);
  scope.setNotFoundHandler((_request, reply) => reply.code(404).send(new AuthError(404, 'not_found', 'Not found').toBody()));
}

function checkApiKey(request: FastifyRequest, config: AuthConfig) {
  if (request.routeOptions.url && OPEN_ROUTES.has(request.routeOptions.url)) return;
  const apiKey = request.headers.apikey;
  if (typeof apiKey !== 'string' || apiKey === '') throw new AuthError(401, 'no_api_key', 'No API key found in request');
  if (config.supabaseAnonKey && apiKey !== config.supabaseAnonKey) throw new AuthError(401, 'invalid_api_key', 'Invalid API key');
}

/**
 * Text PostgreSQL cannot store (NUL, half a surrogate pair) anywhere in the query or body is
 * refused up front, as the product API does: unrefused it failed in SQL with a 500.
 */
function refuseUnstorableText(request: FastifyRequest) {
  const found = unstorableTextAt({ query: request.query, body: request.body }, '');
  if (found) throw validationFailed(`${found.field.replace(/^\/(body|query)\//, '')}: ${found.message}`);
}

function sendAuthError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AuthError) return reply.code(error.status).send(error.toBody());
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(new AuthError(status, 'validation_failed', error.message).toBody());
  }
  request.log.error({ err: error }, 'auth request failed');
  return reply.code(500).send(new AuthError(500, 'unexpected_failure', 'Unexpected failure. The details are in the server log.').toBody());
}
