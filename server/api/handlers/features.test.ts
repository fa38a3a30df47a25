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

  it("turning public publishing off unpublishes the project's tests and refuses new publishing", async () => {
    const url = `/api/test-suites/${suiteId}/features`;
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [{ test_suite_id: suiteId, path: '', name: 'Public one', website: 'http://shop.test', description: 'Open it' }],
        schedule_generation: false,
      },
    });
    const testId = created.json()[0]._id;
    const publish = () => api({ method: 'PUT', url: `/api/test-case/${testId}/publish`, payload: {} });
    expect((await publish()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/test-case/${testId}` })).statusCode).toBe(200);

    await api({ method: 'PUT', url, payload: { public_publishing: false } });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/test-case/${testId}` })).statusCode).toBe(404);
    const refused = await publish();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Publishing is turned off for this project.');

    await api({ method: 'PUT', url, payload: { public_publishing: true } });
    expect((await publish()).statusCode).toBe(200);
  });
});
