import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { browserStates, files, sharedParameters, testCases, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';
import { signedImageUrl } from '../imageSignature.ts';

describe.each(databaseKinds)('publishing and images on %s', (kind) => {
  let t: TestApp;
  let owner: ReturnType<typeof asUser>;
  let member: ReturnType<typeof asUser>;
  let memberId: string;
  let suiteId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { auth: { autoconfirm: true } });
    // The first account is super admin; the second an ordinary member of the same organization.
    owner = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    const orgId = (await owner({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    const session = await signUpAndSignIn(t.app, 'member@example.com');
    memberId = session.userId;
    member = asUser(t.app, session.accessToken);
    await owner({ method: 'POST', url: `/api/organizations/${orgId}/add-user/member@example.com` });
    suiteId = (await owner({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
  });
  afterAll(() => t?.close());

  async function seedTest(name: string) {
    const db = t.database.db;
    const [state] = await db
      .insert(browserStates)
      .values({ testSuiteId: suiteId, name: `${name} state`, storageState: { cookies: [{ name: 'sid', value: 'SECRET-COOKIE' }] } })
      .returning();
    const [parameter] = await db
      .insert(sharedParameters)
      .values({ testSuiteId: suiteId, key: `${name}_KEY`, value: 'SECRET-SHARED' })
      .returning();
    const [test] = await db
      .insert(testCases)
      .values({
        testSuiteId: suiteId,
        path: 'checkout',
        name,
        website: 'http://shop.test',
        description: 'Pay with @CARD',
        credentials: { password: 'SECRET-PASSWORD' },
        testParameters: { CARD: 'SECRET-CARD' },
        browserStateId: state.id,
        sharedParameterIds: [parameter.id],
        state: 'completed',
        finalScript: 'test("pay", async () => {})',
        testGenerationSteps: [
          {
            step: 0,
            action_name: 'Open',
            action_description: 'Open the shop',
            code: null,
            python_code: null,
            screenshot_key: `${name}/0.png`,
            status: 'action_succeeded',
            user_feedback: { step: 0, coder_hint: 'SECRET-HINT' },
          },
        ],
      })
      .returning();
    const [image] = await db
      .insert(files)
      .values({ testCaseId: test.id, name: '0.png', key: `${name}/0.png`, contentType: 'image/png', size: 4, data: Buffer.from([137, 80, 78, 71]) })
      .returning();
    return { test, image };
  }

  const publish = (as: typeof owner, id: string, body?: object) =>
    as({ method: 'PUT', url: `/api/test-case/${id}/publish`, ...(body ? { payload: body } : {}) });
  const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

  it('publishes a test; anyone reads it by id and by slug, with nothing private in it', async () => {
    const { test } = await seedTest('Pay');
    expect((await anonymous(`/api/public/test-case/${test.id}`)).statusCode).toBe(404);

    const published = await publish(owner, test.id, { slug: 'checkout-flow-test' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ _id: test.id, is_public: true, public_slug: 'checkout-flow-test' });

    for (const key of [test.id, 'checkout-flow-test']) {
      const read = await anonymous(`/api/public/test-case/${key}`);
      expect(read.statusCode, key).toBe(200);
      const body = read.json();
      expect(body).toMatchObject({ _id: test.id, name: 'Pay', final_script: 'test("pay", async () => {})', is_public: true });
      expect(read.body).not.toMatch(/SECRET|credentials|test_parameters|browser_state|shared_parameter|test_suite_id|user_feedback/);
    }
    expect((await anonymous('/api/public/test-case/no-such-slug')).statusCode).toBe(404);
  });

  it('lets only business-development users and super admins choose a slug; anyone in the organization publishes', async () => {
    const { test } = await seedTest('Refund');
    const refused = await publish(member, test.id, { slug: 'refund' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Only business-development users can choose a short name.']);
    expect((await publish(member, test.id)).json()).toMatchObject({ is_public: true, public_slug: null });

    await t.database.db.update(users).set({ isBizDev: true }).where(eq(users.id, memberId));
    expect((await publish(member, test.id, { slug: 'refund' })).json().public_slug).toBe('refund');
    await t.database.db.update(users).set({ isBizDev: false }).where(eq(users.id, memberId));
  });

  it('refuses a slug that is taken or badly formed', async () => {
    const { test } = await seedTest('Cancel');
    const taken = await publish(owner, test.id, { slug: 'checkout-flow-test' });
    expect([taken.statusCode, taken.json().message]).toEqual([400, 'This short name is already taken.']);
    const bad = await publish(owner, test.id, { slug: 'Not OK' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Only lowercase letters, numbers, and dashes are allowed.']);
    expect((await t.database.db.select().from(testCases).where(eq(testCases.id, test.id)))[0].isPublic).toBe(false);
  });

  it('serves images to members, publicly only when the test is published or the address is signed', async () => {
    const { test, image } = await seedTest('Images');
    const own = await member({ method: 'GET', url: `/api/images/${image.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload).toEqual(Buffer.from([137, 80, 78, 71]));
    expect((await member({ method: 'GET', url: `/api/images/${encodeURIComponent('Images/0.png')}` })).statusCode).toBe(200);
    expect((await anonymous(`/api/images/${image.id}`)).statusCode).toBe(401);
    expect((await anonymous(`/api/public/images/${image.id}`)).statusCode).toBe(404);

    const address = await member({ method: 'GET', url: `/api/screenshots/${encodeURIComponent('Images/0.png')}` });
    expect(address.statusCode).toBe(200);
    const { url, expires_at: expiresAt } = address.json();
    expect(url).toMatch(new RegExp(`^/api/public/images/${image.id}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const signed = await anonymous(url);
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload).toEqual(Buffer.from([137, 80, 78, 71]));

    const forged = await anonymous(url.replace(/signature=./, (s: string) => `${s.slice(0, -1)}${s.endsWith('0') ? '1' : '0'}`));
    expect(forged.statusCode).toBe(404);
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    expect((await anonymous(url.replace(`expires=${expires}`, `expires=${expires + 60}`))).statusCode).toBe(404);
    expect((await anonymous(`/api/screenshots/${encodeURIComponent('Images/0.png')}`)).statusCode).toBe(401);
    const stale = await signedImageUrl(t.database.db, image.id, Date.now() - 16 * 60_000);
    const expired = await anonymous(stale.url);
    expect([expired.statusCode, expired.json().message]).toEqual([403, 'This image address has expired. Reload the page.']);

    await publish(owner, test.id);
    const published = await anonymous(`/api/public/images/${image.id}`);
    expect(published.statusCode).toBe(200);
    expect(published.headers['content-type']).toBe('image/png');
  });
});
