/**
 * Sign-in with Google or Microsoft (OpenID Connect), GoTrue's implicit flow as supabase-js uses it:
 *
 *   GET /authorize?provider=&redirect_to=  records the flow and sends the browser to the provider;
 *   GET /callback?code=&state=             checks the provider's answer, signs the person in and
 *                                          sends the browser to redirect_to with the session in
 *                                          the fragment (or the error, never a 500).
 *
 * Both are plain browser navigations, so neither asks for an apikey.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenContext, type AuthContext } from '../context.ts';
import { AuthError } from '../errors.ts';
import { authorizationUrl, signInWithCode } from '../oidc/client.ts';
import { userForIdentity } from '../oidc/accounts.ts';
import { discover } from '../oidc/discovery.ts';
import { badCallback, badState, SignInFailure } from '../oidc/failure.ts';
import { browserCookie, browserSecretFrom, spendFlow, startFlow } from '../oidc/flows.ts';
import { identityFromClaims } from '../oidc/identity.ts';
import { configuredProvider, isProviderName } from '../oidc/providers.ts';
import { safeRedirect, siteOrigin } from '../origin.ts';
import { randomToken } from '../secrets.ts';
import { startSession } from '../sessions.ts';
import { withFragment } from './verify.ts';

type AuthorizeQuery = { Querystring: { provider?: string; redirect_to?: string; code_challenge?: string } };
type CallbackQuery = { Querystring: { code?: string; state?: string; error?: string; error_description?: string } };

export const OAUTH_ROUTES = ['/auth/v1/authorize', '/auth/v1/callback'];

function sendFailure(reply: FastifyReply, target: string, failure: SignInFailure) {
  return reply
    .header('cache-control', 'no-store')
    .redirect(withFragment(target, { error: failure.error, error_code: failure.errorCode, error_description: failure.message }), 303);
}

/** Anything but a SignInFailure is unexpected: logged in full, told to the browser in one line. */
function asFailure(request: FastifyRequest, error: unknown): SignInFailure {
  if (error instanceof SignInFailure) {
    request.log.warn({ errorCode: error.errorCode, reason: error.message }, 'sign-in with a provider failed');
    return error;
  }
  request.log.error({ err: error }, 'sign-in with a provider failed');
  return new SignInFailure('server_error', 'unexpected_failure', 'Unexpected failure. The details are in the server log.');
}

export function oauthRoutes(app: FastifyInstance, ctx: AuthContext) {
  app.get<AuthorizeQuery>('/authorize', async (request, reply) => {
    const name = request.query.provider ?? '';
    if (!isProviderName(name)) throw new AuthError(400, 'validation_failed', `Unsupported provider: Provider ${name} could not be found`);
    const provider = configuredProvider(ctx.config, name);
    if (!provider) throw new AuthError(400, 'provider_disabled', 'Unsupported provider: provider is not enabled');
    await ctx.limiter.hit('oauth', { ip: request.ip });
    const origin = siteOrigin(request, ctx.config);
    const redirectTo = safeRedirect(request, ctx.config, request.query.redirect_to);
    // One secret per browser, kept across its flows, so sign-ins started in two tabs both finish.
    const browserSecret = browserSecretFrom(request.headers.cookie) ?? randomToken();
    try {
      // supabase-js's PKCE flow would expect ?code= back and a grant_type=pkce exchange, which this
      // server does not offer (nor for e-mailed links): better a clear error than a silent mismatch.
      if (request.query.code_challenge) {
        throw new SignInFailure(
          'invalid_request',
          'validation_failed',
          "PKCE is not supported by this server: create the client with flowType 'implicit'.",
        );
      }
      // Before recording the flow: a provider that cannot be reached leaves none behind.
      await discover(provider.issuer);
      const callbackUrl = `${origin}/auth/v1/callback`;
      const flow = await startFlow(ctx.db, { provider: name, redirectTo, callbackUrl, browserSecret });
      const location = await authorizationUrl(provider, { ...flow, callbackUrl });
      return reply
        .header('set-cookie', browserCookie(browserSecret, origin.startsWith('https:')))
        .header('cache-control', 'no-store')
        .redirect(location, 302);
    } catch (error) {
      // The browser is on its way to sign in: the app's page can show the error better than JSON can.
      return sendFailure(reply, redirectTo, asFailure(request, error));
    }
  });

  app.get<CallbackQuery>('/callback', async (request, reply) => {
    const { code, state, error, error_description: errorDescription } = request.query;
    // Until the flow is known, failures land on the site's home page.
    let target = safeRedirect(request, ctx.config, undefined);
    try {
      const spent = await spendFlow(ctx.db, state, browserSecretFrom(request.headers.cookie));
      if (spent) target = spent.flow.redirectTo;
      if (!spent?.usable) throw badState();
      const { flow } = spent;
      if (error) {
        // The person declined, or the provider refused: pass its reason on, as GoTrue does.
        const oauthError = /^[a-z_]{1,64}$/.test(error) ? error : 'access_denied';
        throw new SignInFailure(oauthError, 'bad_oauth_callback', (errorDescription ?? 'The provider did not sign you in.').slice(0, 500));
      }
      if (!code) throw badCallback('OAuth callback with missing authorization code');
      const provider = isProviderName(flow.provider) ? configuredProvider(ctx.config, flow.provider) : null;
      if (!provider) throw new SignInFailure('access_denied', 'provider_disabled', 'Unsupported provider: provider is not enabled');
      const claims = await signInWithCode(provider, { code, codeVerifier: flow.codeVerifier, callbackUrl: flow.callbackUrl, nonce: flow.nonce });
      const user = await userForIdentity(ctx.db, provider.name, identityFromClaims(provider, claims));
      const session = await startSession(tokenContext(ctx, request), user, 'oauth');
      return reply.header('cache-control', 'no-store').redirect(
        withFragment(target, {
          access_token: session.access_token,
          expires_at: session.expires_at,
          expires_in: session.expires_in,
          // We keep no provider tokens: the product never calls Google or Microsoft for the person.
          provider_token: '',
          refresh_token: session.refresh_token,
          token_type: 'bearer',
        }),
        303,
      );
    } catch (failure) {
      return sendFailure(reply, target, asFailure(request, failure));
    }
  });
}
