/**
 * What an anonymous caller (or a signed-in one) could do to the auth server with crafted
 * input: oversized or deeply nested metadata, text PostgreSQL cannot store, look-alike
 * addresses, guessable passwords, and finding out who has an account.
 */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { APIKEY, bearer, signUpAndSignIn, TEST_PASSWORD, type OutboxMail } from '../testing/auth.ts';

/** JSON of objects nested this deep, written out: JSON.stringify itself overflows at 100,000. */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}"deep"${'}'.repeat(depth)}`;

describe('auth input limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  const signUp = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/auth/v1/signup', headers: APIKEY, payload: { password: TEST_PASSWORD, ...payload } });

  it('refuses user metadata over 16 kB, 8 levels or 500 members, nested 100,000 deep included, and stores nothing', async () => {
    const refusals = [
      { email: 'big@limits.example', data: JSON.stringify({ bio: 'x'.repeat(17 * 1024) }) },
      { email: 'deep@limits.example', data: nested(9) },
      { email: 'deeper@limits.example', data: nested(100_000) },
      { email: 'wide@limits.example', data: JSON.stringify({ list: Array.from({ length: 501 }, (_, index) => index) }) },
      { email: 'list@limits.example', data: '["not", "an", "object"]' },
    ];
    for (const { email, data } of refusals) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        headers: { ...APIKEY, 'content-type': 'application/json' },
        payload: `{"email": "${email}", "password": "${TEST_PASSWORD}", "data": ${data}}`,
      });
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toMatchObject({ code: 400, error_code: 'validation_failed', msg: expect.stringMatching(/^User metadata/) });
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, 'big@limits.example'))).toEqual([]);
    expect((await signUp({ email: 'fine@limits.example', data: JSON.parse(nested(8)) })).statusCode).toBe(200);
  });

  it('keeps metadata out of the access token, and bounds updates and what older accounts stored', async () => {
    const session = await signUpAndSignIn(t.app, 'token@limits.example');
    const update = (data: unknown) =>
      t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: { ...APIKEY, ...bearer(session.accessToken) }, payload: { data } });
    expect((await update({ name: 'Ada', theme: 'dark' })).json().user_metadata).toEqual({ name: 'Ada', theme: 'dark' });
    // Null removes a member, as in GoTrue; many small updates cannot add up past the limit.
    expect((await update({ theme: null })).json().user_metadata).toEqual({ name: 'Ada' });
    for (const key of ['a', 'b']) expect((await update({ [key]: 'x'.repeat(7 * 1024) })).statusCode).toBe(200);
    expect((await update({ c: 'x'.repeat(7 * 1024) })).statusCode).toBe(400);

    // An account that stored megabytes before the limit existed still signs in with a small token.
    await t.database.db
      .update(users)
      .set({ userMetadata: { bio: 'x'.repeat(5_000_000) } })
      .where(eq(users.id, session.userId));
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: APIKEY,
      payload: { email: 'token@limits.example', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().access_token.length).toBeLessThan(2048);
    expect(decodeJwt(signIn.json().access_token).user_metadata).toEqual({});
    expect(signIn.json().user.user_metadata).toEqual({});
    expect(signIn.body.length).toBeLessThan(8192);
  });

  it('answers 400 for NUL and half surrogate pairs anywhere, and for invisible characters in addresses', async () => {
    const badAddresses = [
      'nul\u0000@limits.example',
      'half\ud800@limits.example',
      'evil\u202e@limits.example',
      'non\uffff@limits.example',
      'zw\u200b@limits.example',
    ];
    for (const email of badAddresses) {
      const response = await signUp({ email });
      expect(response.statusCode, JSON.stringify(email)).toBe(400);
      expect(response.json().error_code).toBe('validation_failed');
    }
    for (const data of [{ name: 'a\u0000b' }, { '\udc00': 1 }, { list: [{ name: 'x\ud83d' }] }]) {
      const response = await signUp({ email: 'text@limits.example', data });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toMatch(/^data\/.*: Text (cannot contain the NUL|must be valid Unicode)/);
    }
    const rpc = await t.app.inject({
      method: 'POST',
      url: '/rest/v1/rpc/check_user_exists',
      headers: APIKEY,
      payload: { user_email: 'a\u0000@b.example' },
    });
    expect(rpc.statusCode).toBe(400);
  });
});

describe('who has an account is not told', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { auth: { rateLimit: { windowSeconds: 60, perEmail: 3, perIp: 6 } } });
  });
  afterAll(() => t?.close());

  const outbox = async () => (await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json() as OutboxMail[];
  const shape = (user: Record<string, unknown>) => ({
    keys: Object.keys(user).sort(),
    identities: (user.identities as unknown[]).length,
    confirmed: user.email_confirmed_at,
    sent: typeof user.confirmation_sent_at,
  });

  it('answers a sign-up with a taken address as it answers a new one, sends nothing and changes nothing', async () => {
    const owner = await signUpAndSignIn(t.app, 'owner@taken.example');
    const mailsBefore = (await outbox()).length;
    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: APIKEY,
      payload: { email: 'owner@taken.example', password: 'Another-Horse-7!' },
    });
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: APIKEY,
      payload: { email: 'new@taken.example', password: 'Another-Horse-7!' },
    });
    expect(again.statusCode).toBe(200);
    expect(shape(again.json())).toEqual(shape(fresh.json()));
    expect(again.json().id).not.toBe(owner.userId);
    const mails = await outbox();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]!.to).toBe('new@taken.example');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: APIKEY,
      payload: { email: 'owner@taken.example', password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('limits check_user_exists per address and per client, as sign-in is', async () => {
    const check = (email: string, ip = '10.1.1.1') =>
      t.app.inject({ method: 'POST', url: '/rest/v1/rpc/check_user_exists', headers: APIKEY, payload: { user_email: email }, remoteAddress: ip });
    for (let attempt = 0; attempt < 3; attempt++) expect((await check('someone@taken.example', '10.9.9.9')).statusCode).toBe(200);
    expect((await check('someone@taken.example', '10.9.9.8')).statusCode).toBe(429);
    // A script walking through addresses from one client is stopped at the per-client limit.
    const statuses = [];
    for (let index = 0; index < 7; index++) statuses.push((await check(`person${index}@taken.example`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('with AUTH_AUTOCONFIRM, a taken address is user_already_exists: a session cannot be faked', async () => {
    const auto = await createTestApp('pglite', { auth: { autoconfirm: true } });
    try {
      await signUpAndSignIn(auto.app, 'auto@taken.example');
      const again = await auto.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        headers: APIKEY,
        payload: { email: 'auto@taken.example', password: TEST_PASSWORD },
      });
      expect(again.json()).toMatchObject({ code: 422, error_code: 'user_already_exists' });
    } finally {
      await auto.close();
    }
  });
});

describe('guessable passwords', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('are refused at sign-up and on change with weak_password and why, though they meet the character rules', async () => {
    const signUp = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/auth/v1/signup', headers: APIKEY, payload: { email, password } });
    const breached = await signUp('p1@guess.example', 'Passw0rd!');
    expect(breached.statusCode).toBe(422);
    expect(breached.json()).toMatchObject({
      error_code: 'weak_password',
      weak_password: { reasons: ['pwned'] },
      msg: expect.stringContaining('This is similar to a commonly used password.'),
    });
    expect((await signUp('p2@guess.example', 'Aa1!aaaa')).json()).toMatchObject({ weak_password: { reasons: ['guessable'] } });
    // Built from the person's own address.
    expect((await signUp('marguerite@guess.example', 'Marguerite1!')).json()).toMatchObject({ error_code: 'weak_password' });
    expect((await signUp('p3@guess.example', 'xK9#mQ2p')).statusCode).toBe(200);

    const session = await signUpAndSignIn(t.app, 'change@guess.example');
    const change = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { ...APIKEY, ...bearer(session.accessToken) },
      payload: { password: 'Password-1' },
    });
    expect(change.statusCode).toBe(422);
    expect(change.json()).toMatchObject({ error_code: 'weak_password', weak_password: { reasons: ['pwned'] } });
  });
});
