import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';

describe.each(databaseKinds)('project features on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let suiteId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
  });
  afterAll(() => t?.close());

  it('stores feature settings as given, replaces them on update, and answers them back', async () => {
    const url = `/api/test-suites/${suiteId}/features`;
    expect((await api({ method: 'GET', url })).json()).toEqual({});
    const features = { videos: true, retries: 2, nested: { browsers: ['chromium'] } };
    const put = await api({ method: 'PUT', url, payload: features });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(features);
    expect((await api({ method: 'GET', url })).json()).toEqual(features);
    expect((await api({ method: 'PUT', url, payload: { traces: false } })).json()).toEqual({ traces: false });
    expect((await api({ method: 'GET', url })).json()).toEqual({ traces: false });
    expect((await api({ method: 'PUT', url, payload: [1, 2] })).statusCode).toBe(400);
    expect((await api({ method: 'GET', url: '/api/test-suites/00000000-0000-4000-8000-000000000000/features' })).statusCode).toBe(404);
  });
});
