/** The product API accepts our own access tokens and service-account keys, and nothing else. */
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueServiceAccountKey } from '../auth/serviceAccount.ts';
import { loadSigningKeys, type SigningKeys } from '../auth/signingKeys.ts';
import { organizations } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { APIKEY, bearer, signUpAndSignIn, type TestSession } from '../testing/auth.ts';
import { databaseKinds } from '../testing/databases.ts';

const ORGS = '/api/auth/get-user-organizations';

describe.each(databaseKinds)('bearer tokens on the product API (%s)', (kind) => {
  let t: TestApp;
  let keys: SigningKeys;
  let owner: TestSession;
  let claims: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUpAndSignIn(t.app, 'owner@acme.test');
    keys = await loadSigningKeys(t.database.db);
    claims = JSON.parse(Buffer.from(owner.accessToken.split('.')[1], 'base64url').toString());
  });
  afterAll(() => t?.close());

  const call = (authorization?: string) => t.app.inject({ method: 'GET', url: ORGS, headers: authorization ? { authorization } : {} });

  it("accepts a signed-in user's token and answers as that user", async () => {
    const response = await call(`Bearer ${owner.accessToken}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ name: 'acme.test' })]);
  });

  it('refuses missing, malformed, expired, forged, foreign-key and wrong-audience tokens with 401 {message}', async () => {
    const now = Math.floor(Date.now() / 1000);
    const [header, payload, signature] = owner.accessToken.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, email: 'admin@acme.test' })).toString('base64url');
    const { privateKey: strangerKey } = await generateKeyPair('ES256');
    const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid;
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid }).sign(strangerKey);
    const cases: Record<string, string | undefined> = {
      missing: undefined,
      'not bearer': `Basic ${owner.accessToken}`,
      garbage: 'Bearer not-a-jwt',
      expired: `Bearer ${await keys.sign({ ...claims, iat: now - 7200, exp: now - 3600 })}`,
      forged: `Bearer ${header}.${forgedPayload}.${signature}`,
      'signed by another key': `Bearer ${foreign}`,
      'wrong audience': `Bearer ${await keys.sign({ ...claims, aud: 'anon' })}`,
      unsigned: `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
    };
    for (const [name, authorization] of Object.entries(cases)) {
      const response = await call(authorization);
      expect(response.statusCode, name).toBe(401);
      expect(Object.keys(response.json()), name).toEqual(['message']);
    }
    expect((await call(cases.expired)).json().message).toBe('The access token has expired. Sign in again.');
  });

  it("refuses a signed-out session's token at once", async () => {
    const session = await signUpAndSignIn(t.app, 'leaver@acme.test');
    expect((await call(`Bearer ${session.accessToken}`)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=local', headers: { ...APIKEY, ...bearer(session.accessToken) } });
    expect(logout.statusCode).toBe(204);
    expect((await call(`Bearer ${session.accessToken}`)).statusCode).toBe(401);
  });

  it('lets a service-account key act in its own organization only; a new key voids the old', async () => {
    const [own] = (await call(`Bearer ${owner.accessToken}`)).json();
    const [other] = await t.database.db.insert(organizations).values({ name: 'Other' }).returning();
    const key = await issueServiceAccountKey(t.database.db, own.org_id);
    expect(key).toMatch(/^cjsa_[A-Za-z0-9_-]{40,}$/);
    const asService = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(key) });
    expect((await asService(ORGS)).json()).toEqual([expect.objectContaining({ org_id: own.org_id })]);
    expect((await asService(`/api/organizations/${own.org_id}/test-suites`)).statusCode).toBe(200);
    expect((await asService(`/api/organizations/${other.id}/test-suites`)).statusCode).toBe(403);
    expect((await asService('/api/test-admin')).body).toBe('false');

    const replacement = await issueServiceAccountKey(t.database.db, own.org_id);
    expect((await asService(ORGS)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: ORGS, headers: bearer(replacement) })).statusCode).toBe(200);
    const unknown = await call('Bearer cjsa_unknown');
    expect(unknown.json()).toEqual({ message: 'Unknown service account key.' });
  });
});
