/**
 * The relying-party side of OpenID Connect's authorization code flow: where to send the
 * browser, trading the code for tokens, and believing the id_token only after checking it.
 */
import crypto from 'node:crypto';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import { discover, PROVIDER_TIMEOUT_MS, providerKeys, type Discovery } from './discovery.ts';
import { badCallback, providerFailure } from './failure.ts';
import type { OidcProvider } from './providers.ts';

export const SCOPES = 'openid email profile';

/** PKCE S256: the challenge sent with the browser, whose verifier only the token request carries. */
export function codeChallenge(verifier: string): string {
  return crypto.createHash('sha256').update(verifier).digest('base64url');
}

export type AuthorizationRequest = { state: string; nonce: string; codeVerifier: string; callbackUrl: string };

export async function authorizationUrl(provider: OidcProvider, request: AuthorizationRequest): Promise<string> {
  const { authorization_endpoint: endpoint } = await discover(provider.issuer);
  const url = new URL(endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', request.callbackUrl);
  url.searchParams.set('scope', SCOPES);
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('code_challenge', codeChallenge(request.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** Trades the authorization code for the provider's tokens and returns the verified id_token's claims. */
export async function signInWithCode(
  provider: OidcProvider,
  flow: { code: string; codeVerifier: string; callbackUrl: string; nonce: string },
): Promise<JWTPayload> {
  const discovery = await discover(provider.issuer);
  const idToken = await exchangeCode(provider, discovery, flow);
  return verifyIdToken(provider, discovery, idToken, flow.nonce);
}

// application/x-www-form-urlencoded, which HTTP Basic credentials must be in (RFC 6749 §2.3.1).
const formEncode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);

async function exchangeCode(provider: OidcProvider, discovery: Discovery, flow: { code: string; codeVerifier: string; callbackUrl: string }) {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: flow.code,
    redirect_uri: flow.callbackUrl,
    code_verifier: flow.codeVerifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  // Basic unless the provider says it only takes the secret in the body (no list means Basic).
  const methods = discovery.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  if (methods.includes('client_secret_basic') || !methods.includes('client_secret_post')) {
    headers.authorization = `Basic ${Buffer.from(`${formEncode(provider.clientId)}:${formEncode(provider.clientSecret)}`).toString('base64')}`;
  } else {
    body.set('client_id', provider.clientId);
    body.set('client_secret', provider.clientSecret);
  }
  let response: Response;
  let answer: { id_token?: unknown; error?: unknown; error_description?: unknown };
  try {
    response = await fetch(discovery.token_endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    throw providerFailure(`Unable to exchange external code: ${(error as Error).message}`);
  }
  if (!response.ok) {
    // An expired or already used code, or a wrong client secret: the provider says which.
    const reason = [answer.error, answer.error_description].filter((part) => typeof part === 'string').join(': ');
    throw providerFailure(`Unable to exchange external code: ${reason || `HTTP ${response.status}`}`);
  }
  if (typeof answer.id_token !== 'string') throw providerFailure('The provider answered without an id_token.');
  return answer.id_token;
}

async function verifyIdToken(provider: OidcProvider, discovery: Discovery, idToken: string, nonce: string): Promise<JWTPayload> {
  let claims: JWTPayload;
  try {
    // Signature by the provider's published keys, for our client, not expired.
    ({ payload: claims } = await jwtVerify(idToken, providerKeys(discovery.jwks_uri), {
      audience: provider.clientId,
      requiredClaims: ['iss', 'sub', 'exp', 'iat'],
      clockTolerance: 60,
    }));
  } catch (error) {
    const reason = error instanceof errors.JOSEError ? error.message : 'its keys could not be read';
    throw providerFailure(`The provider's id_token could not be verified: ${reason}`);
  }
  // A token for several audiences must name us as the party it was issued to (OIDC Core 3.1.3.7).
  if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== provider.clientId)
    throw providerFailure('The id_token was issued to another client.');
  if (!provider.acceptsIssuer(String(claims.iss), claims, discovery.issuer)) throw providerFailure('The id_token was issued by another issuer.');
  // The nonce ties the token to the flow this browser started: a token replayed from elsewhere fails here.
  if (claims.nonce !== nonce) throw badCallback('The id_token does not belong to this sign-in (nonce mismatch).');
  return claims;
}
