/** The apikey header, rate limits, and what /settings reports. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { APIKEY, TEST_PASSWORD } from '../testing/auth.ts';

const TOO_MANY = { code: 429, error_code: 'over_request_rate_limit', msg: 'Too many requests. Please wait a moment and try again.' };

describe('the apikey header', () => {
  let open: TestApp;
  let keyed: TestApp;
  beforeAll(async () => {
    open = await createTestApp('pglite');
    keyed = await createTestApp('pglite', { auth: { supabaseAnonKey: 'the-anon-key' } });
  });
  afterAll(async () => {
    await open?.close();
    await keyed?.close();
  });

  it('is required: any non-empty value, or exactly SUPABASE_ANON_KEY when that is set', async () => {
    const settings = (app: TestApp, headers: Record<string, string>) => app.app.inject({ method: 'GET', url: '/auth/v1/settings', headers });
    const missing = await settings(open, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 401, error_code: 'no_api_key', msg: 'No API key found in request' });
    expect((await settings(open, { apikey: 'anything' })).statusCode).toBe(200);
    expect((await settings(keyed, { apikey: 'anything' })).json()).toMatchObject({ code: 401, error_code: 'invalid_api_key' });
    expect((await settings(keyed, { apikey: 'the-anon-key' })).statusCode).toBe(200);
    const rpc = await keyed.app.inject({ method: 'POST', url: '/rest/v1/rpc/check_user_exists', payload: { user_email: 'a@b.example' } });
    expect(rpc.statusCode).toBe(401);
  });

  it('is not asked of the mailed link nor of the public keys', async () => {
    expect((await open.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' })).statusCode).toBe(200);
    expect((await open.app.inject({ method: 'GET', url: '/auth/v1/verify?token=x&type=signup' })).statusCode).toBe(303);
  });

  it("reports the sign-in options in GoTrue's /settings shape", async () => {
    const withProviders = await createTestApp('pglite', {
      auth: { autoconfirm: true, google: { clientId: 'g', clientSecret: 's', issuer: 'https://accounts.google.com' } },
    });
    try {
      const settings = (await withProviders.app.inject({ method: 'GET', url: '/auth/v1/settings', headers: APIKEY })).json();
      expect(settings).toMatchObject({ external: { email: true, google: true, azure: false }, disable_signup: false, mailer_autoconfirm: true });
    } finally {
      await withProviders.close();
    }
    const plain = (await open.app.inject({ method: 'GET', url: '/auth/v1/settings', headers: APIKEY })).json();
    expect(plain).toMatchObject({ external: { email: true, google: false, azure: false }, mailer_autoconfirm: false });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { auth: { rateLimit: { windowSeconds: 60, perEmail: 2, perIp: 4 } } });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object, ip = '127.0.0.1') => t.app.inject({ method: 'POST', url, headers: APIKEY, payload, remoteAddress: ip });

  it('limit sign-in per e-mail address and per client address with a 429', async () => {
    const signIn = (email: string, ip?: string) => post('/auth/v1/token?grant_type=password', { email, password: TEST_PASSWORD }, ip);
    expect((await signIn('a@limits.example')).statusCode).toBe(400);
    expect((await signIn('a@limits.example')).statusCode).toBe(400);
    const third = await signIn('a@limits.example', '10.0.0.9');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(TOO_MANY);
    // Another address from the same client still passes until the client's own limit.
    expect((await signIn('b@limits.example')).statusCode).toBe(400);
    expect((await signIn('c@limits.example')).statusCode).toBe(400);
    expect((await signIn('d@limits.example')).json()).toEqual(TOO_MANY);
  });

  it('limit sign-up, recover and resend each on their own', async () => {
    for (const url of ['/auth/v1/recover', '/auth/v1/resend']) {
      const payload = { email: 'e@limits.example', type: 'signup' };
      expect((await post(url, payload)).statusCode).toBe(200);
      expect((await post(url, payload)).statusCode).toBe(200);
      expect((await post(url, payload)).json()).toEqual(TOO_MANY);
    }
    const signUp = () => post('/auth/v1/signup', { email: 'f@limits.example', password: 'weak' });
    expect((await signUp()).statusCode).toBe(422);
    expect((await signUp()).statusCode).toBe(422);
    expect((await signUp()).statusCode).toBe(429);
  });
});
