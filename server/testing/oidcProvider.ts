/**
 * A real OpenID Connect provider (oidc-provider) on a free loopback port, standing in for Google:
 * its built-in login and consent forms accept any login, which becomes the account's e-mail.
 * A login starting with `unverified` gets `email_verified: false`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export const TEST_CLIENT = { clientId: 'critical-journey', clientSecret: 'test-client-secret-that-is-long-enough' };

export type TestOidcProvider = {
  issuer: string;
  /** Starts answering, for a client whose only callback is `redirectUri` (known once our app listens). */
  serve(redirectUri: string): Promise<void>;
  close(): Promise<void>;
};

export async function listenOidcProvider(): Promise<TestOidcProvider> {
  let handler: http.RequestListener = (_request, response) => response.writeHead(503).end();
  const server = http.createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    async serve(redirectUri) {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: TEST_CLIENT.clientId,
            client_secret: TEST_CLIENT.clientSecret,
            redirect_uris: [redirectUri],
            response_types: ['code'],
            grant_types: ['authorization_code'],
          },
        ],
        jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
        cookies: { keys: ['test-cookie-signing-key'] },
        // Set, only so that oidc-provider does not print a notice for each default it uses.
        ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        // As Google does: the e-mail travels in the id_token itself, not only at userinfo.
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: true } },
        findAccount: (_ctx, login) => ({
          accountId: login,
          // oidc-provider makes the account id the subject.
          claims: () => ({ sub: login, email: login, email_verified: !login.startsWith('unverified'), name: login.split('@')[0] }),
        }),
      });
      handler = provider.callback();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
