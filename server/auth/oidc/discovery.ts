/**
 * A provider's metadata (`/.well-known/openid-configuration`) and signing keys, fetched once and
 * kept: each sign-in would otherwise cost two more round trips to the provider.
 */
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import { providerFailure } from './failure.ts';

export type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
};

// Providers change their metadata rarely and announce it; an hour keeps a restart-free server current.
const DISCOVERY_MAX_AGE_MS = 3600_000;
export const PROVIDER_TIMEOUT_MS = 10_000;

const documents = new Map<string, { fetchedAt: number; document: Promise<Discovery> }>();
const keySets = new Map<string, JWTVerifyGetKey>();

export function discover(issuer: string): Promise<Discovery> {
  const cached = documents.get(issuer);
  if (cached && Date.now() - cached.fetchedAt < DISCOVERY_MAX_AGE_MS) return cached.document;
  const document = fetchDiscovery(issuer);
  documents.set(issuer, { fetchedAt: Date.now(), document });
  // A failure is not kept: the next sign-in tries again.
  document.catch(() => documents.delete(issuer));
  return document;
}

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const address = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let body: Partial<Discovery>;
  try {
    const response = await fetch(address, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = (await response.json()) as Partial<Discovery>;
  } catch (error) {
    throw providerFailure(`The sign-in provider's configuration could not be read from ${address}: ${(error as Error).message}`);
  }
  for (const field of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (typeof body[field] !== 'string' || !body[field]) throw providerFailure(`The sign-in provider's configuration at ${address} has no ${field}.`);
  }
  return body as Discovery;
}

/** The provider's public keys; jose refetches them when a token names a key it does not know. */
export function providerKeys(jwksUri: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: PROVIDER_TIMEOUT_MS });
    keySets.set(jwksUri, keys);
  }
  return keys;
}
