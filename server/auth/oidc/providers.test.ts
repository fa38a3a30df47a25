/** What each provider's id_token must say before we believe it: issuer, e-mail, verification. */
import { describe, expect, it } from 'vitest';
import { readAuthConfig } from '../../config.ts';
import { SignInFailure } from './failure.ts';
import { identityFromClaims } from './identity.ts';
import { configuredProvider } from './providers.ts';

const config = readAuthConfig({
  GOOGLE_CLIENT_ID: 'g',
  GOOGLE_CLIENT_SECRET: 'gs',
  AZURE_CLIENT_ID: 'a',
  AZURE_CLIENT_SECRET: 'as',
});
const google = configuredProvider(config, 'google')!;
const azure = configuredProvider(config, 'azure')!;

const failureOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof SignInFailure) return { error: error.error, error_code: error.errorCode };
    throw error;
  }
  throw new Error('expected a SignInFailure');
};

describe('provider rules', () => {
  it('are there only for providers with both a client id and a secret', () => {
    expect(configuredProvider(readAuthConfig({}), 'google')).toBeNull();
    expect(google).toMatchObject({ clientId: 'g', issuer: 'https://accounts.google.com' });
    expect(azure).toMatchObject({ clientId: 'a', issuer: 'https://login.microsoftonline.com/common/v2.0' });
  });

  it("accept Google's issuer in both of its spellings, and no other", () => {
    const discovered = 'https://accounts.google.com';
    expect(google.acceptsIssuer('https://accounts.google.com', {}, discovered)).toBe(true);
    expect(google.acceptsIssuer('accounts.google.com', {}, discovered)).toBe(true);
    expect(google.acceptsIssuer('https://evil.example', {}, discovered)).toBe(false);
  });

  it('accept a multi-tenant Microsoft token only with the issuer of the tenant it names', () => {
    const discovered = 'https://login.microsoftonline.com/{tenantid}/v2.0';
    const tid = '9188040d-6c67-4c5b-b112-36a304b66dad';
    expect(azure.acceptsIssuer(`https://login.microsoftonline.com/${tid}/v2.0`, { tid }, discovered)).toBe(true);
    expect(azure.acceptsIssuer(`https://login.microsoftonline.com/${tid}/v2.0`, { tid: 'another' }, discovered)).toBe(false);
    expect(azure.acceptsIssuer(discovered, {}, discovered)).toBe(false);
  });

  it('require a verified e-mail from Google', () => {
    expect(identityFromClaims(google, { sub: '1', email: 'Ann@Example.com', email_verified: true })).toEqual({
      subject: '1',
      email: 'ann@example.com',
    });
    expect(failureOf(() => identityFromClaims(google, { sub: '1', email: 'ann@example.com', email_verified: false }))).toEqual({
      error: 'access_denied',
      error_code: 'provider_email_needs_verification',
    });
    // Google always sends email_verified: a token without it is not believed.
    expect(failureOf(() => identityFromClaims(google, { sub: '1', email: 'ann@example.com' }))).toMatchObject({
      error_code: 'provider_email_needs_verification',
    });
    expect(failureOf(() => identityFromClaims(google, { sub: '1', email_verified: true }))).toMatchObject({ error_code: 'unexpected_failure' });
  });

  it("take Microsoft's email, else its sign-in name, unless it says the address is unverified", () => {
    expect(identityFromClaims(azure, { sub: 's', email: 'bob@contoso.com', preferred_username: 'b@contoso.com' })).toEqual({
      subject: 's',
      email: 'bob@contoso.com',
    });
    expect(identityFromClaims(azure, { sub: 's', preferred_username: 'Bob@Contoso.com' })).toEqual({ subject: 's', email: 'bob@contoso.com' });
    expect(failureOf(() => identityFromClaims(azure, { sub: 's', preferred_username: '+4912345' }))).toMatchObject({
      error_code: 'unexpected_failure',
    });
    expect(failureOf(() => identityFromClaims(azure, { sub: 's', email: 'bob@contoso.com', email_verified: 'false' }))).toMatchObject({
      error_code: 'provider_email_needs_verification',
    });
    expect(failureOf(() => identityFromClaims(azure, { sub: 's', email: 'not an@address' }))).toMatchObject({ error_code: 'email_address_invalid' });
  });
});
