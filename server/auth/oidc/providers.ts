/**
 * The sign-in providers supabase-js can name, and their rules. Both speak OpenID Connect; they
 * differ in what their issuer looks like and in how far their e-mail claims can be trusted.
 */
import type { JWTPayload } from 'jose';
import type { AuthConfig, OidcClientConfig } from '../../config.ts';

export type ProviderName = 'google' | 'azure';

export type OidcProvider = OidcClientConfig & {
  name: ProviderName;
  /** Whether the id_token's `iss` is this provider's, given the issuer its discovery document names. */
  acceptsIssuer(iss: string, claims: JWTPayload, discoveredIssuer: string): boolean;
  /**
   * Whether an id_token without `email_verified` may still be believed. Google always sends the
   * claim, so its absence means something is off. Microsoft's v2 endpoint never sends it: the
   * address is the one the account's directory holds (see the README's footguns).
   */
  emailVerifiedOptional: boolean;
  /** Claims that may hold the address, in order of preference. */
  emailClaims: string[];
};

export function isProviderName(value: unknown): value is ProviderName {
  return value === 'google' || value === 'azure';
}

/** The provider when it is configured (client id and secret both set), else null. */
export function configuredProvider(config: AuthConfig, name: ProviderName): OidcProvider | null {
  if (name === 'google') {
    return (
      config.google && {
        ...config.google,
        name,
        // Google documents both spellings of its issuer in id_tokens.
        acceptsIssuer: (iss, _claims, discovered) =>
          iss === discovered || (discovered === 'https://accounts.google.com' && iss === 'accounts.google.com'),
        emailVerifiedOptional: false,
        emailClaims: ['email'],
      }
    );
  }
  return (
    config.azure && {
      ...config.azure,
      name,
      // The multi-tenant endpoints (common, organizations) publish `.../{tenantid}/v2.0`: each
      // token names its own tenant in `tid`, and its issuer must be that tenant's.
      acceptsIssuer: (iss, claims, discovered) => {
        if (!discovered.includes('{tenantid}')) return iss === discovered;
        return typeof claims.tid === 'string' && /^[0-9a-f-]{36}$/i.test(claims.tid) && iss === discovered.replace('{tenantid}', claims.tid);
      },
      emailVerifiedOptional: true,
      // Work accounts may carry no `email` claim; their sign-in name is then their address.
      emailClaims: ['email', 'preferred_username'],
    }
  );
}
