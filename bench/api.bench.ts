/**
 * API speed on the embedded database, through the whole stack a request takes (routing,
 * contract validation of request and response, access checks, SQL on PGlite).
 * Run with `npm run bench`; the figures go into the bench report, never into timed tests.
 * (Vitest 5: `bench` is a test-context fixture; `.run()` returns Tinybench statistics.)
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../server/testing/app.ts';
import { asUser, signUpAndSignIn } from '../server/testing/auth.ts';
import { record } from './report.ts';

let t: TestApp;
let api: ReturnType<typeof asUser>;
let orgId = '';

beforeAll(async () => {
  t = await createTestApp('pglite');
  // Every request carries a real access token, so token verification is part of the figures.
  api = asUser(t.app, (await signUpAndSignIn(t.app, 'bench@example.com')).accessToken);
  orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
  for (let i = 0; i < 50; i++) {
    await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: `Project ${i}` } });
  }
});

afterAll(() => t?.close());

type Stats = { latency: { mean: number; p50: number; p99: number }; throughput: { mean: number } };
const report = (name: string, { latency, throughput }: Stats) => {
  record({ section: 'API', name: `${name} (inject, one at a time): p50`, value: latency.p50, unit: 'ms' });
  record({ section: 'API', name: `${name} (inject, one at a time): throughput`, value: throughput.mean, unit: 'ops/s' });
};

test('projects API on PGlite with 50 projects', async ({ bench }) => {
  const list = (await bench('GET /api/organizations/{orgId}/test-suites', async () => {
    const response = await api({ method: 'GET', url: `/api/organizations/${orgId}/test-suites` });
    if (response.statusCode !== 200) throw new Error(response.body);
  }).run({ time: 3000 })) as unknown as Stats;
  report('list 50 projects', list);

  const createDelete = (await bench('POST then DELETE /api/test-suites', async () => {
    const created = await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Bench' } });
    await api({ method: 'DELETE', url: `/api/test-suites/${created.json().test_suite_id}` });
  }).run({ time: 3000 })) as unknown as Stats;
  report('create + delete a project', createDelete);

  expect(list.throughput.mean).toBeGreaterThan(0);
});
