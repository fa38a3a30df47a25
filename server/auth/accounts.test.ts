/** Who gets what on sign-up: the first account administers the instance; rows kept for an e-mail are claimed. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationMembers, organizations, users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { APIKEY, bearer, signUpAndSignIn, TEST_PASSWORD } from '../testing/auth.ts';
import { databaseKinds } from '../testing/databases.ts';
import { firstOrganizationName } from './accounts.ts';

it('names the first organization after the e-mail domain, unless it is a public mail provider', () => {
  expect(firstOrganizationName('ada@analytical.example')).toBe('analytical.example');
  expect(firstOrganizationName('ada@gmail.com')).toBe('My organization');
  expect(firstOrganizationName('dev@localhost')).toBe('My organization');
});

describe.each(databaseKinds)('accounts (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const organizationsOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/get-user-organizations', headers: bearer(token) })).json();
  const isAdmin = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/test-admin', headers: bearer(token) })).body;
  const signUp = (email: string) =>
    t.app.inject({ method: 'POST', url: '/auth/v1/signup', headers: APIKEY, payload: { email, password: TEST_PASSWORD } });

  it('makes only the first of two simultaneous sign-ups the super admin, with one organization', async () => {
    const [a, b] = await Promise.all([signUp('first@founders.example'), signUp('second@founders.example')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const admins = await t.database.db.select().from(users).where(eq(users.isSuperAdmin, true));
    expect(admins).toHaveLength(1);
    const orgs = await t.database.db.select().from(organizations);
    expect(orgs).toEqual([expect.objectContaining({ name: 'founders.example' })]);
    const members = await t.database.db.select().from(organizationMembers);
    expect(members).toEqual([expect.objectContaining({ orgId: orgs[0].id, userId: admins[0].id, role: 'admin' })]);
  });

  it('gives later accounts no organization and no admin flag', async () => {
    const later = await signUpAndSignIn(t.app, 'later@elsewhere.example');
    expect(await organizationsOf(later.accessToken)).toEqual([]);
    expect(await isAdmin(later.accessToken)).toBe('false');
  });

  it('claims the row kept for an e-mail added to an organization before signing up, memberships included', async () => {
    const [org] = await t.database.db.insert(organizations).values({ name: 'Waiting room' }).returning();
    const [kept] = await t.database.db.insert(users).values({ email: 'Invited@Elsewhere.example' }).returning();
    await t.database.db.insert(organizationMembers).values({ orgId: org.id, userId: kept.id });
    const check = await t.app.inject({
      method: 'POST',
      url: '/rest/v1/rpc/check_user_exists',
      headers: APIKEY,
      payload: { user_email: 'invited@elsewhere.example' },
    });
    expect(check.json()).toBe(false);

    const session = await signUpAndSignIn(t.app, 'invited@elsewhere.example');
    expect(session.userId).toBe(kept.id);
    expect(await organizationsOf(session.accessToken)).toEqual([expect.objectContaining({ org_id: org.id, name: 'Waiting room' })]);
  });

  it('lets an unconfirmed sign-up be repeated: the newest password and link count', async () => {
    expect((await signUp('twice@elsewhere.example')).statusCode).toBe(200);
    const session = await signUpAndSignIn(t.app, 'twice@elsewhere.example', 'Second-Try-Pass-2!');
    expect(session.email).toBe('twice@elsewhere.example');
  });
});
