/**
 * Who signed in, from the verified id_token: the provider's stable subject, and an e-mail
 * address we are willing to believe (an account is found or made by it).
 */
import type { JWTPayload } from 'jose';
import { AuthError } from '../errors.ts';
import { normalizeEmail } from '../users.ts';
import { SignInFailure } from './failure.ts';
import type { OidcProvider } from './providers.ts';

export type ProviderIdentity = { subject: string; email: string };

// Some providers send booleans as strings.
const isTrue = (value: unknown) => value === true || value === 'true';

export function identityFromClaims(provider: OidcProvider, claims: JWTPayload): ProviderIdentity {
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  if (!subject) throw new SignInFailure('server_error', 'bad_oauth_callback', 'The provider did not say who signed in.');
  const raw = provider.emailClaims.map((name) => claims[name]).find((value) => typeof value === 'string' && value.includes('@'));
  if (raw === undefined) {
    throw new SignInFailure('server_error', 'unexpected_failure', 'Error getting user email from external provider');
  }
  const verified = claims.email_verified;
  if (verified === undefined ? !provider.emailVerifiedOptional : !isTrue(verified)) {
    throw new SignInFailure(
      'access_denied',
      'provider_email_needs_verification',
      `Unverified email with ${provider.name}. Verify the email with ${provider.name} in order to sign in`,
    );
  }
  try {
    return { subject, email: normalizeEmail(raw) };
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    throw new SignInFailure('server_error', 'email_address_invalid', `The provider's e-mail address is not usable: ${error.message}`);
  }
}
