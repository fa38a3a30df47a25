/**
 * The three calls that start runs read their settings alike (issue 16, audit item 25): the
 * overrides at the top level, as the spec gives `POST test-run/{id}` them, or inside
 * `settings`, as it gives the run-alls theirs. Runs stay pending (no queue), which is all
 * this needs; PGlite alone tells.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCases, testCollections } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { snapshotProductData } from '../../testing/tenantFixture.ts';
import { BOTH_SHAPES_MESSAGE } from './runRequest.ts';

const SCRIPT = "import { test } from '@playwright/test';\ntest('t', async () => {});\n";
const OVERRIDES = { parameter_overrides: { USER: 'alice' }, website_url_override: 'http://staging.shop.test' };

describe('run settings, at the top level or inside `settings`', () => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let suiteId: string;
  let testId: string;
  let collectionId: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
    const [test] = await t.database.db
      .insert(testCases)
      .values({ testSuiteId: suiteId, name: 'Checkout', website: 'http://shop.test', description: 'd', state: 'completed', finalScript: SCRIPT })
      .returning();
    testId = test.id;
    const [collection] = await t.database.db.insert(testCollections).values({ testSuiteId: suiteId, name: 'Smoke' }).returning();
    collectionId = collection.id;
    await api({
      method: 'PUT',
      url: `/api/test-suites/collection/${collectionId}`,
      payload: { collection_id: collectionId, test_case_ids_to_add: [testId] },
    });
  });
  afterAll(() => t?.close());

  /** The settings of the runs one call started, in either shape. */
  async function start(call: 'test' | 'project' | 'collection', payload: object) {
    const url = {
      test: `/api/test-run/${testId}`,
      project: `/api/test-suites/${suiteId}/run-all`,
      collection: `/api/test-suites/collection/${collectionId}/run-all`,
    }[call];
    const response = await api({ method: 'POST', url, payload });
    expect(response.statusCode, response.body).toBe(201);
    const runs = call === 'test' ? [response.json()] : response.json().runs;
    return runs.map((run: { settings?: unknown }) => run.settings ?? null);
  }

  it('accepts both shapes on all three calls, with the same result', async () => {
    for (const call of ['test', 'project', 'collection'] as const) {
      expect(await start(call, OVERRIDES), `${call}, top level`).toEqual([OVERRIDES]);
      expect(await start(call, { settings: OVERRIDES }), `${call}, inside settings`).toEqual([OVERRIDES]);
      expect(await start(call, { settings: { website_url_override: 'http://beta.shop.test' } }), `${call}, one override`).toEqual([
        { parameter_overrides: {}, website_url_override: 'http://beta.shop.test' },
      ]);
      expect(await start(call, {}), `${call}, none`).toEqual([null]);
    }
  });

  it('refuses both shapes at once, starting nothing', async () => {
    const before = await snapshotProductData(t.database.db);
    for (const url of [`/api/test-run/${testId}`, `/api/test-suites/${suiteId}/run-all`, `/api/test-suites/collection/${collectionId}/run-all`]) {
      const response = await api({ method: 'POST', url, payload: { ...OVERRIDES, settings: OVERRIDES } });
      expect([response.statusCode, response.json().message, response.json().detail]).toEqual([400, BOTH_SHAPES_MESSAGE, 'settings']);
    }
    expect(await snapshotProductData(t.database.db)).toBe(before);
  });
});
