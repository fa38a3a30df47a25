import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { browserStates, testCases } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';
import { storageStateProblem } from './browserStates.ts';

const SIGNED_IN = {
  cookies: [
    { name: 'sid', value: 'top-secret-session', domain: 'shop.test', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' },
  ],
  origins: [{ origin: 'http://shop.test', localStorage: [{ name: 'token', value: 'also-secret' }] }],
};

describe('storage state check', () => {
  it('accepts what Playwright writes and names the first wrong entry otherwise', () => {
    expect(storageStateProblem(SIGNED_IN)).toBeNull();
    expect(storageStateProblem({ cookies: [], origins: [] })).toBeNull();
    expect(storageStateProblem([])).toMatch(/object/);
    expect(storageStateProblem({ cookies: [] })).toBe('storage_state.origins must be a list.');
    expect(storageStateProblem({ cookies: [{ name: 'a', value: 'b', domain: 'c' }], origins: [] })).toBe(
      'storage_state.cookies[0].path must be a string.',
    );
    expect(storageStateProblem({ cookies: [{ ...SIGNED_IN.cookies[0], sameSite: 'lax' }], origins: [] })).toBe(
      'storage_state.cookies[0].sameSite must be Strict, Lax or None.',
    );
    expect(storageStateProblem({ cookies: [], origins: [{ origin: 'x', localStorage: [{ name: 'a' }] }] })).toBe(
      'storage_state.origins[0].localStorage[0] must have a string name and value.',
    );
  });
});

describe.each(databaseKinds)('browser states on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let suiteId: string;
  const url = () => `/api/browser-states/${suiteId}`;

  beforeAll(async () => {
    t = await createTestApp(kind, { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
  });
  afterAll(() => t?.close());

  it('lists nothing at first, saves a state, and never returns its contents', async () => {
    expect((await api({ method: 'GET', url: url() })).json()).toEqual([]);
    const created = await api({ method: 'POST', url: url(), payload: { name: ' Signed in ', storage_state: SIGNED_IN } });
    expect(created.statusCode).toBe(201);
    const state = created.json();
    expect(state).toEqual({ _id: expect.any(String), test_suite_id: suiteId, name: 'Signed in', created_at: expect.any(String) });
    const list = await api({ method: 'GET', url: url() });
    expect(list.json()).toEqual([state]);
    expect(list.body + created.body).not.toMatch(/secret|storage/);
    const [row] = await t.database.db.select().from(browserStates).where(eq(browserStates.id, state._id));
    expect(row.storageState).toEqual(SIGNED_IN);
  });

  it('refuses what is not a Playwright storage state with a 400 saying why', async () => {
    const missing = await api({ method: 'POST', url: url(), payload: { name: 'x', storage_state: { cookies: [] } } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/origins/);
    const wrongCookie = await api({ method: 'POST', url: url(), payload: { name: 'x', storage_state: { cookies: [{ name: 'a' }], origins: [] } } });
    expect(wrongCookie.statusCode).toBe(400);
    expect(wrongCookie.json().message).toBe('Not a Playwright storage state: storage_state.cookies[0].value must be a string.');
    const blank = await api({ method: 'POST', url: url(), payload: { name: '  ', storage_state: { cookies: [], origins: [] } } });
    expect(blank.statusCode).toBe(400);
    expect((await api({ method: 'GET', url: url() })).json()).toHaveLength(1);
  });

  it('deletes a state; tests that used it keep going without one', async () => {
    const state = (await api({ method: 'POST', url: url(), payload: { name: 'Doomed', storage_state: { cookies: [], origins: [] } } })).json();
    const [test] = await t.database.db
      .insert(testCases)
      .values({ testSuiteId: suiteId, name: 'Uses it', website: 'http://shop.test', description: 'd', browserStateId: state._id })
      .returning();
    const deleted = await api({ method: 'DELETE', url: `${url()}/${state._id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await api({ method: 'GET', url: url() })).json().map((s: { _id: string }) => s._id)).not.toContain(state._id);
    const [after] = await t.database.db.select().from(testCases).where(eq(testCases.id, test.id));
    expect(after.browserStateId).toBeNull();
    expect((await api({ method: 'DELETE', url: `${url()}/${state._id}` })).statusCode).toBe(404);
    expect((await api({ method: 'DELETE', url: `${url()}/nonsense` })).statusCode).toBe(404);
  });

  it("does not delete another project's state through this project", async () => {
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    const other = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Other' } })).json().test_suite_id;
    const state = (
      await api({ method: 'POST', url: `/api/browser-states/${other}`, payload: { name: 'Theirs', storage_state: { cookies: [], origins: [] } } })
    ).json();
    expect((await api({ method: 'DELETE', url: `${url()}/${state._id}` })).statusCode).toBe(404);
    expect((await api({ method: 'GET', url: `/api/browser-states/${other}` })).json()).toHaveLength(1);
  });
});
