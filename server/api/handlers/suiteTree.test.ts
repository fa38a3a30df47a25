/**
 * GET /test-suites/{id}/tree answers from a per-instance cache checked against the project's
 * tree_version on every request: these tests fail if a cached tree outlives a change, made
 * through this instance, another one on the same database, or straight in the database (as
 * executors and scripts do), or if the cache lets anyone past the access check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/open.ts';
import { organizationMembers, testCases } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';

type Api = ReturnType<typeof asUser>;
type Item = { entity_name: string; full_parent_path: string; is_folder: boolean; test_case_id?: string; test_case_state?: string };

describe.each(databaseKinds)('the cached test tree on %s', (kind) => {
  let t: TestApp;
  let owner: { api: Api; token: string; userId: string };
  let orgId: string;
  let suiteId: string;
  let otherSuiteId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { auth: { autoconfirm: true } });
    const session = await signUpAndSignIn(t.app, 'owner@example.com');
    owner = { api: asUser(t.app, session.accessToken), token: session.accessToken, userId: session.userId };
    orgId = (await owner.api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    const project = (name: string) => owner.api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name } });
    suiteId = (await project('Shop')).json().test_suite_id;
    otherSuiteId = (await project('Blog')).json().test_suite_id;
  });
  afterAll(() => t?.close());

  const treeOf = async (api: Api, id = suiteId) => {
    const answer = await api({ method: 'GET', url: `/api/test-suites/${id}/tree` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Item[];
  };
  /** Each test of a tree as "path/name state". */
  const testsIn = (tree: Item[]) =>
    tree.filter((item) => !item.is_folder).map((item) => `${item.full_parent_path}/${item.entity_name} ${item.test_case_state}`);
  const create = async (tests: { name: string; path: string }[], id = suiteId): Promise<string[]> => {
    const answer = await owner.api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: tests.map((test) => ({ ...test, test_suite_id: id, website: 'http://shop.test', description: 'd' })),
        schedule_generation: false,
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().map((test: { _id: string }) => test._id);
  };

  it('answers JSON with the same headers and items as before the cache, also when cached', async () => {
    await create([
      { name: 'Step 10', path: 'checkout' },
      { name: 'step 2', path: 'checkout' },
      { name: 'Home', path: '' },
    ]);
    const first = await owner.api({ method: 'GET', url: `/api/test-suites/${suiteId}/tree` });
    const second = await owner.api({ method: 'GET', url: `/api/test-suites/${suiteId}/tree` });
    for (const answer of [first, second]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['content-security-policy']).toBeDefined();
    }
    expect(second.body).toBe(first.body);
    expect(first.json().map((item: Item) => [item.full_parent_path, item.entity_name, item.is_folder])).toEqual([
      ['', 'checkout', true],
      ['', 'Home', false],
      ['checkout', 'step 2', false],
      ['checkout', 'Step 10', false],
    ]);
    const head = await owner.api({ method: 'HEAD', url: `/api/test-suites/${suiteId}/tree` });
    expect([head.statusCode, head.body]).toEqual([200, '']);
  });

  it('shows every change of a test on the very next request', async () => {
    const [id] = await create([{ name: 'Pay', path: 'cart' }]);
    expect(testsIn(await treeOf(owner.api))).toContain('cart/Pay created');

    await owner.api({ method: 'PUT', url: `/api/test-cases/${id}/rename?new_name=Pay%20by%20card` });
    expect(testsIn(await treeOf(owner.api))).toContain('cart/Pay by card created');

    await owner.api({ method: 'PUT', url: `/api/test-cases/${id}/update-test-path?new_path=payments/cards` });
    const moved = await treeOf(owner.api);
    expect(testsIn(moved)).toContain('payments/cards/Pay by card created');
    expect(moved.some((item) => item.is_folder && item.entity_name === 'cards')).toBe(true);

    // Executors change states straight in the database.
    await t.database.db.update(testCases).set({ state: 'failed' }).where(eq(testCases.id, id));
    expect(testsIn(await treeOf(owner.api))).toContain('payments/cards/Pay by card failed');

    await owner.api({ method: 'DELETE', url: `/api/test-case/${id}` });
    expect((await treeOf(owner.api)).some((item) => item.test_case_id === id)).toBe(false);
  });

  it('moves a test out of one cached tree and into another', async () => {
    const [id] = await create([{ name: 'Migrating', path: 'moving' }]);
    expect(testsIn(await treeOf(owner.api))).toContain('moving/Migrating created');
    expect(testsIn(await treeOf(owner.api, otherSuiteId))).not.toContain('moving/Migrating created');

    await t.database.db.update(testCases).set({ testSuiteId: otherSuiteId }).where(eq(testCases.id, id));
    expect(testsIn(await treeOf(owner.api))).not.toContain('moving/Migrating created');
    expect(testsIn(await treeOf(owner.api, otherSuiteId))).toContain('moving/Migrating created');
  });

  it('sees the changes made through another server instance on the same database', async () => {
    // A second instance: on PostgreSQL its own connection pool, as another machine would have;
    // PGlite is one process's database, so there the second instance shares its handle.
    const second: Database | null = kind === 'postgres' ? await openDatabase({ databaseUrl: t.database.connectionString, dataDir: '' }) : null;
    const other: FastifyInstance = await buildApp({ db: second?.db ?? t.database.db, config: t.config });
    try {
      const viaOther = asUser(other, owner.token);
      const [id] = await create([{ name: 'Shared', path: 'both' }]);
      // Both instances cache the tree.
      expect(testsIn(await treeOf(owner.api))).toContain('both/Shared created');
      expect(testsIn(await treeOf(viaOther))).toContain('both/Shared created');

      await viaOther({ method: 'PUT', url: `/api/test-cases/${id}/rename?new_name=Renamed%20elsewhere` });
      expect(testsIn(await treeOf(owner.api))).toContain('both/Renamed elsewhere created');

      await owner.api({ method: 'PUT', url: `/api/test-cases/${id}/update-test-path?new_path=here` });
      expect(testsIn(await treeOf(viaOther))).toContain('here/Renamed elsewhere created');

      await viaOther({ method: 'DELETE', url: `/api/test-case/${id}` });
      expect((await treeOf(owner.api)).some((item) => item.test_case_id === id)).toBe(false);
    } finally {
      await other.close();
      await second?.close();
    }
  });

  it('checks access on every request, cached tree or not', async () => {
    await create([{ name: 'Secret', path: 'private' }]);
    expect(testsIn(await treeOf(owner.api))).toContain('private/Secret created');

    const stranger = asUser(t.app, (await signUpAndSignIn(t.app, 'stranger@example.com')).accessToken);
    const refused = await stranger({ method: 'GET', url: `/api/test-suites/${suiteId}/tree` });
    expect([refused.statusCode, refused.body.includes('Secret')]).toEqual([404, false]);

    // A member sees the cached tree until removed from the organization, then no more.
    const colleague = await signUpAndSignIn(t.app, 'colleague@example.com');
    const asColleague = asUser(t.app, colleague.accessToken);
    await t.database.db.insert(organizationMembers).values({ orgId, userId: colleague.userId });
    expect(testsIn(await treeOf(asColleague))).toContain('private/Secret created');
    await t.database.db.delete(organizationMembers).where(eq(organizationMembers.userId, colleague.userId));
    expect((await asColleague({ method: 'GET', url: `/api/test-suites/${suiteId}/tree` })).statusCode).toBe(404);

    const unsigned = await t.app.inject({ method: 'GET', url: `/api/test-suites/${suiteId}/tree` });
    expect(unsigned.statusCode).toBe(401);
  });

  it('answers 404 for a deleted project whose tree was cached', async () => {
    const id = (await owner.api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Short-lived' } })).json().test_suite_id;
    await create([{ name: 'Gone', path: '' }], id);
    expect(testsIn(await treeOf(owner.api, id))).toEqual(['/Gone created']);
    expect((await owner.api({ method: 'DELETE', url: `/api/test-suites/${id}` })).statusCode).toBe(204);
    expect((await owner.api({ method: 'GET', url: `/api/test-suites/${id}/tree` })).statusCode).toBe(404);
  });
});
