/** With SUPABASE_URL set, the product API accepts that hosted project's tokens (checked against its JWKS). */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMembers, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { bearer, signUpAndSignIn } from '../testing/auth.ts';

describe('tokens of a hosted Supabase project', () => {
  let hosted: http.Server;
  let hostedUrl: string;
  let privateKey: CryptoKey;
  let t: TestApp;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    privateKey = pair.privateKey;
    const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'hosted-key', alg: 'ES256' }] });
    hosted = http.createServer((request, response) => {
      if (request.url !== '/auth/v1/.well-known/jwks.json') return response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
    });
    await new Promise<void>((resolve) => hosted.listen(0, '127.0.0.1', resolve));
    hostedUrl = `http://127.0.0.1:${(hosted.address() as AddressInfo).port}`;
    t = await createTestApp('pglite', { auth: { supabaseUrl: hostedUrl } });
  });
  afterAll(async () => {
    await t?.close();
    hosted?.close();
  });

  const hostedToken = (claims: Record<string, unknown>, iss = `${hostedUrl}/auth/v1`) =>
    new SignJWT({ aud: 'authenticated', role: 'authenticated', iss, ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: 'hosted-key' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  const organizationsOf = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/get-user-organizations', headers: bearer(token) });

  it('creates the users row on first sight; the first one is the super admin with an organization', async () => {
    const sub = crypto.randomUUID();
    const token = await hostedToken({ sub, email: 'Founder@Hosted.test' });
    const orgs = await organizationsOf(token);
    expect(orgs.statusCode).toBe(200);
    expect(orgs.json()).toEqual([expect.objectContaining({ name: 'hosted.test' })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/test-admin', headers: bearer(token) })).body).toBe('true');
    // Seen again: the same row, no second organization.
    expect((await organizationsOf(token)).json()).toHaveLength(1);
  });

  it('uses the row kept for an e-mail added to an organization before its person signed in', async () => {
    const [founder] = (await organizationsOf(await hostedToken({ sub: crypto.randomUUID(), email: 'founder@hosted.test' }))).json();
    const [invited] = await t.database.db.insert(users).values({ email: 'invited@hosted.test' }).returning();
    await t.database.db.insert(organizationMembers).values({ orgId: founder.org_id, userId: invited.id });
    const token = await hostedToken({ sub: crypto.randomUUID(), email: 'invited@hosted.test' });
    expect((await organizationsOf(token)).json()).toEqual([expect.objectContaining({ org_id: founder.org_id })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/test-admin', headers: bearer(token) })).body).toBe('false');
  });

  it("refuses another issuer's tokens and those of our own auth server", async () => {
    const wrongIssuer = await hostedToken({ sub: crypto.randomUUID(), email: 'x@hosted.test' }, 'https://elsewhere.example/auth/v1');
    expect((await organizationsOf(wrongIssuer)).statusCode).toBe(401);
    const own = await signUpAndSignIn(t.app, 'local@hosted.test');
    expect((await organizationsOf(own.accessToken)).statusCode).toBe(401);
  });
});
