/**
 * Environments: CRUD with its checks, values never answered, other tenants kept out, and what
 * runs, run-alls, schedules and the run lists do with them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionTestCases, environments, testCases, testCollections, testRuns } from '../../db/schema.ts';
import type { Jobs } from '../../jobs/generationQueue.ts';
import { environmentWebsite, runEnvironment, withEnvironmentValues } from '../../runs/runEnv.ts';
import { runScheduledCollection } from '../../runs/scheduler.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';
import { quietLog } from '../../testing/log.ts';

const SCRIPT = "import { test } from '@playwright/test';\ntest('t', async () => {});\n";
/** No queue: the runs are saved pending and nothing takes them. */
const noQueue = {
  boss: { send: async () => null },
  updates: { publish: async () => {}, subscribe: () => () => {}, close: async () => {} },
  log: quietLog,
} as unknown as Jobs;

describe.each(databaseKinds)('environments on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let stranger: ReturnType<typeof asUser>;
  let suiteId: string;
  let testId: string;
  const url = (suffix = '') => `/api/test-suites/${suiteId}/environments${suffix}`;
  const create = (payload: object) => api({ method: 'POST', url: url(), payload });

  beforeAll(async () => {
    t = await createTestApp(kind, { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    stranger = asUser(t.app, (await signUpAndSignIn(t.app, 'outsider@elsewhere.example')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          { test_suite_id: suiteId, path: '', name: 'Checkout', website: 'https://shop.example.com/cart?x=1', description: 'click "Pay"' },
        ],
        schedule_generation: false,
      },
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    testId = created.json()[0]._id;
    await t.database.db.update(testCases).set({ state: 'completed', finalScript: SCRIPT }).where(eq(testCases.id, testId));
  });
  afterAll(() => t?.close());

  it('creates, lists, updates and deletes an environment; its values are never answered', async () => {
    const created = await create({ name: '  Staging ', base_url: 'https://staging.example.com/app', values: { TOKEN: 's3cret-one' } });
    expect(created.statusCode).toBe(201);
    const environment = created.json();
    expect(environment).toMatchObject({ name: 'Staging', base_url: 'https://staging.example.com/app', values: { TOKEN: '********' } });
    expect(created.body).not.toContain('s3cret-one');

    const list = await api({ method: 'GET', url: url() });
    expect(list.json()).toEqual([environment]);
    expect(list.body).not.toContain('s3cret-one');

    // A value given replaces, null removes, keys left out keep their values.
    const updated = await api({
      method: 'PATCH',
      url: url(`/${environment._id}`),
      payload: { name: 'Staging 2', values: { TOKEN: null, EMAIL: 'qa@example.com', OTHER: 'x' } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Staging 2',
      base_url: 'https://staging.example.com/app',
      values: { EMAIL: '********', OTHER: '********' },
    });
    expect(updated.body).not.toContain('qa@example.com');
    await api({ method: 'PATCH', url: url(`/${environment._id}`), payload: { values: { OTHER: 'y' }, base_url: null } });
    const [row] = await t.database.db.select().from(environments).where(eq(environments.id, environment._id));
    expect(row).toMatchObject({ baseUrl: null, values: { EMAIL: 'qa@example.com', OTHER: 'y' } });

    expect((await api({ method: 'DELETE', url: url(`/${environment._id}`) })).statusCode).toBe(204);
    expect((await api({ method: 'DELETE', url: url(`/${environment._id}`) })).statusCode).toBe(404);
    expect((await api({ method: 'GET', url: url() })).json()).toEqual([]);
  });

  it('refuses a taken name, a bad base URL, a bad key and a too-long name or value with 400, changing nothing', async () => {
    const first = (await create({ name: 'prod' })).json();
    const cases: Array<[object, RegExp]> = [
      [{ name: 'prod' }, /already has an environment named "prod"/],
      [{ name: '   ' }, /1 to 64 characters/],
      [{ name: 'x'.repeat(65) }, /1 to 64 characters/],
      [{ name: 'a', base_url: 'not a url' }, /http:\/\/ or https:\/\//],
      [{ name: 'a', base_url: 'ftp://files.example.com' }, /http:\/\/ or https:\/\//],
      [{ name: 'a', values: { '1bad': 'v' } }, /./],
      [{ name: 'a', values: { GOOD: 'v'.repeat(10_001) } }, /./],
    ];
    for (const [payload, message] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const second = (await create({ name: 'qa' })).json();
    const renamed = await api({ method: 'PATCH', url: url(`/${second._id}`), payload: { name: 'prod', values: { A: 'b' } } });
    expect([renamed.statusCode, renamed.json().message]).toEqual([400, 'This project already has an environment named "prod".']);
    expect((await api({ method: 'GET', url: url() })).json().map((e: { name: string; values: object }) => [e.name, e.values])).toEqual([
      ['prod', {}],
      ['qa', {}],
    ]);
    await api({ method: 'DELETE', url: url(`/${first._id}`) });
    await api({ method: 'DELETE', url: url(`/${second._id}`) });
  });

  it("keeps another organization's user out with 404", async () => {
    const environment = (await create({ name: 'private', values: { K: 'v' } })).json();
    for (const request of [
      { method: 'GET' as const, url: url() },
      { method: 'POST' as const, url: url(), payload: { name: 'mine' } },
      { method: 'PATCH' as const, url: url(`/${environment._id}`), payload: { name: 'mine' } },
      { method: 'DELETE' as const, url: url(`/${environment._id}`) },
    ])
      expect((await stranger(request)).statusCode, `${request.method} ${request.url}`).toBe(404);
    // Its id, used under another project (even one the caller reaches), names nothing there.
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    const otherSuite = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Blog' } })).json().test_suite_id;
    const across = await api({ method: 'PATCH', url: `/api/test-suites/${otherSuite}/environments/${environment._id}`, payload: { name: 'x' } });
    expect(across.statusCode).toBe(404);
    await api({ method: 'DELETE', url: url(`/${environment._id}`) });
  });

  it('records the environment on runs and run-alls, filters the run lists by it, and refuses an unknown one', async () => {
    const staging = (await create({ name: 'staging', base_url: 'https://staging.example.com' })).json();
    const unknown = await api({ method: 'POST', url: `/api/test-run/${testId}`, payload: { environment: 'nowhere' } });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'No environment named nowhere in this project.']);
    const unknownAll = await api({ method: 'POST', url: `/api/test-suites/${suiteId}/run-all`, payload: { settings: { environment: 'nowhere' } } });
    expect(unknownAll.statusCode).toBe(400);
    expect(await t.database.db.select().from(testRuns).where(eq(testRuns.testCaseId, testId))).toEqual([]);

    const byName = await api({ method: 'POST', url: `/api/test-run/${testId}`, payload: { environment: 'staging' } });
    expect(byName.statusCode).toBe(201);
    expect(byName.json()).toMatchObject({ environment: { id: staging._id, name: 'staging' } });
    expect(byName.json().settings).toBeUndefined();
    const byId = await api({ method: 'POST', url: `/api/test-run/${testId}`, payload: { settings: { environment: staging._id, retries: 1 } } });
    expect(byId.statusCode).toBe(201);
    expect(byId.json()).toMatchObject({ environment: { id: staging._id, name: 'staging' }, settings: { retries: 1 } });
    const plain = await api({ method: 'POST', url: `/api/test-run/${testId}` });
    expect(plain.json().environment).toBeNull();
    const all = await api({ method: 'POST', url: `/api/test-suites/${suiteId}/run-all`, payload: { settings: { environment: 'staging' } } });
    expect(all.statusCode).toBe(201);
    expect(all.json()).toMatchObject({ environment: { id: staging._id, name: 'staging' }, runs: [{ environment: { name: 'staging' } }] });

    const ids = (response: { json(): Array<{ _id: string }> }) => response.json().map((run) => run._id);
    const suiteRuns = await api({ method: 'GET', url: `/api/test-suites/${suiteId}/test-runs?environment=staging` });
    expect(ids(suiteRuns)).toHaveLength(3);
    expect(ids(suiteRuns)).not.toContain(plain.json()._id);
    expect(ids(await api({ method: 'GET', url: `/api/test-runs/${testId}?environment=staging` }))).toHaveLength(3);
    expect(ids(await api({ method: 'GET', url: `/api/test-runs/${testId}` }))).toHaveLength(4);
    expect(ids(await api({ method: 'GET', url: `/api/test-suites/${suiteId}/collection-runs?environment=staging` }))).toEqual([all.json()._id]);
    expect(ids(await api({ method: 'GET', url: `/api/test-suites/${suiteId}/collection-runs?environment=prod` }))).toEqual([]);

    // Deleted: the runs keep its name.
    await api({ method: 'DELETE', url: url(`/${staging._id}`) });
    const kept = await api({ method: 'GET', url: `/api/test-run/${byName.json()._id}` });
    expect(kept.json().environment).toEqual({ id: null, name: 'staging' });
  });

  it('runs a scheduled collection against its environment', async () => {
    const nightly = (await create({ name: 'nightly', values: { K: 'v' } })).json();
    const refused = await api({
      method: 'POST',
      url: '/api/test-suites/collection',
      payload: { test_suite_id: suiteId, name: 'Nightly', environment_id: 'staging' },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'No environment named staging in this project.']);
    const collection = (
      await api({
        method: 'POST',
        url: '/api/test-suites/collection',
        payload: { test_suite_id: suiteId, name: 'Nightly', environment_id: nightly._id },
      })
    ).json();
    expect(collection.environment_id).toBe(nightly._id);
    const set = await api({
      method: 'PUT',
      url: `/api/test-suites/collection/${collection._id}`,
      payload: { collection_id: collection._id, test_case_ids_to_add: [testId], schedule: '0 3 * * *', environment_id: nightly._id },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ environment_id: nightly._id });
    const strange = await api({
      method: 'PUT',
      url: `/api/test-suites/collection/${collection._id}`,
      payload: { collection_id: collection._id, environment_id: '00000000-0000-4000-8000-000000000000', new_name: 'Renamed' },
    });
    expect(strange.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(testCollections).where(eq(testCollections.id, collection._id));
    expect(row).toMatchObject({ name: 'Nightly', environmentId: nightly._id });
    expect(await t.database.db.select().from(collectionTestCases).where(eq(collectionTestCases.collectionId, collection._id))).toHaveLength(1);

    const fired = await runScheduledCollection(t.database.db, noQueue, { collectionId: collection._id, cron: '0 3 * * *' });
    expect(fired?.collectionRun).toMatchObject({ environmentId: nightly._id, environmentName: 'nightly' });
    expect(fired?.runs.map((run) => run.environmentName)).toEqual(['nightly']);

    // Cleared with null.
    const cleared = await api({
      method: 'PUT',
      url: `/api/test-suites/collection/${collection._id}`,
      payload: { collection_id: collection._id, environment_id: null },
    });
    expect(cleared.json().environment_id).toBeNull();
    const again = await runScheduledCollection(t.database.db, noQueue, { collectionId: collection._id, cron: '0 3 * * *' });
    expect(again?.collectionRun.environmentName).toBeNull();
  });
});

describe('applying an environment at run time', () => {
  it("replaces the website's origin, keeping the test's path, query and fragment", () => {
    expect(environmentWebsite('https://shop.example.com/cart?x=1#top', 'http://127.0.0.1:8080/ignored')).toBe('http://127.0.0.1:8080/cart?x=1#top');
    expect(environmentWebsite('shop.example.com/login', 'https://staging.example.com')).toBe('https://staging.example.com/login');
    expect(environmentWebsite('https://shop.example.com/', null)).toBe('https://shop.example.com/');
  });

  it('overrides defaults and shared parameters for the keys the test has, as secrets', () => {
    const sources = { parameters: { EMAIL: 'default', TOKEN: 'shared' }, secretParameters: new Set(['TOKEN']), credentials: {} };
    const applied = withEnvironmentValues(sources, { EMAIL: 'env-email', TOKEN: 'env-token', UNUSED: 'x' });
    expect(applied.parameters).toEqual({ EMAIL: 'env-email', TOKEN: 'env-token' });
    expect([...applied.secretParameters].sort()).toEqual(['EMAIL', 'TOKEN']);
    // Secrets of the run: masked in its steps, logs and trace. The run's own override still wins, in clear.
    const environment = runEnvironment({ sources: applied, overrides: { TOKEN: 'typed' } }, { home: '/h', output: '/o' }, 512);
    expect(environment.secrets).toEqual(['env-email']);
    expect(environment.env).toMatchObject({ TEST_PARAM_EMAIL: 'env-email', TEST_PARAM_TOKEN: 'typed' });
    expect(environment.env.CJ_SECRET_ENV).toBe('TEST_PARAM_EMAIL');
  });
});
