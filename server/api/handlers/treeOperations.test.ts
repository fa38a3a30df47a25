import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { testCases } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';

describe.each(databaseKinds)('the test tree on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let suiteId: string;
  let otherSuiteId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
    otherSuiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Blog' } })).json().test_suite_id;
  });
  afterAll(() => t?.close());

  const ids: Record<string, string> = {};
  beforeEach(async () => {
    await t.database.db.delete(testCases);
    const rows = await t.database.db
      .insert(testCases)
      .values([
        { testSuiteId: suiteId, path: 'checkout', name: 'Card', website: 'http://shop.test', description: 'd' },
        { testSuiteId: suiteId, path: 'checkout/guest', name: 'Guest', website: 'http://shop.test', description: 'd' },
        { testSuiteId: suiteId, path: 'checkouts', name: 'Lookalike', website: 'http://shop.test', description: 'd' },
        { testSuiteId: suiteId, path: '', name: 'Home', website: 'http://shop.test', description: 'd' },
        { testSuiteId: otherSuiteId, path: 'checkout', name: 'Other project', website: 'http://blog.test', description: 'd' },
      ])
      .returning();
    for (const row of rows) ids[row.name] = row.id;
  });

  const paths = async () =>
    Object.fromEntries((await t.database.db.select().from(testCases).orderBy(asc(testCases.name))).map((row) => [row.name, row.path]));
  const put = (url: string) => api({ method: 'PUT', url });

  it('renames a test, refusing forbidden characters and blank names', async () => {
    const renamed = await put(`/api/test-cases/${ids.Card}/rename?new_name=${encodeURIComponent(' Pay by card ')}`);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ _id: ids.Card, name: 'Pay by card', path: 'checkout' });
    const forbidden = await put(`/api/test-cases/${ids.Card}/rename?new_name=${encodeURIComponent('a:b')}`);
    expect([forbidden.statusCode, forbidden.json().message]).toEqual([400, 'Contain forbidden characters']);
    const blank = await put(`/api/test-cases/${ids.Card}/rename?new_name=`);
    expect([blank.statusCode, blank.json().message]).toEqual([400, 'This field is required']);
    const spaces = await put(`/api/test-cases/${ids.Card}/rename?new_name=%20%20`);
    expect([spaces.statusCode, spaces.json().message]).toEqual([400, 'This field is required']);
  });

  it('moves a test to another folder or to the root', async () => {
    const moved = await put(`/api/test-cases/${ids.Card}/update-test-path?new_path=${encodeURIComponent('/payments//cards/')}`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().path).toBe('payments/cards');
    expect((await put(`/api/test-cases/${ids.Card}/update-test-path?new_path=`)).json().path).toBe('');
    const forbidden = await put(`/api/test-cases/${ids.Card}/update-test-path?new_path=${encodeURIComponent('a/b*c')}`);
    expect([forbidden.statusCode, forbidden.json().message]).toEqual([400, 'Contain forbidden characters']);
  });

  it('moves a folder with everything under it, and nothing that only starts alike', async () => {
    const moved = await put(
      `/api/test-cases/${suiteId}/update-test-paths?old_path_prefix=checkout&new_path_prefix=${encodeURIComponent('shop/pay')}`,
    );
    expect(moved.statusCode).toBe(204);
    expect(await paths()).toEqual({ Card: 'shop/pay', Guest: 'shop/pay/guest', Lookalike: 'checkouts', Home: '', 'Other project': 'checkout' });
    await put(`/api/test-cases/${suiteId}/update-test-paths?old_path_prefix=shop&new_path_prefix=`);
    expect(await paths()).toMatchObject({ Card: 'pay', Guest: 'pay/guest' });
    const forbidden = await put(`/api/test-cases/${suiteId}/update-test-paths?old_path_prefix=pay&new_path_prefix=${encodeURIComponent('a|b')}`);
    expect([forbidden.statusCode, forbidden.json().message]).toEqual([400, 'Contain forbidden characters']);
  });

  it('deletes a folder and what is under it, keeping every other test; never the whole project', async () => {
    const deleted = await api({ method: 'DELETE', url: `/api/test-cases/${suiteId}?path_prefix=checkout` });
    expect(deleted.statusCode).toBe(204);
    expect(Object.keys(await paths()).sort()).toEqual(['Home', 'Lookalike', 'Other project']);
    for (const prefix of ['', '%2F', '%20']) {
      const root = await api({ method: 'DELETE', url: `/api/test-cases/${suiteId}?path_prefix=${prefix}` });
      expect([root.statusCode, root.json().message], prefix).toEqual([400, 'This field is required']);
    }
    expect(Object.keys(await paths())).toHaveLength(3);
    expect((await t.database.db.select().from(testCases).where(eq(testCases.id, ids.Home))).length).toBe(1);
  });
});
