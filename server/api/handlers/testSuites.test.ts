import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';

describe.each(databaseKinds)('projects (test suites) on %s', (kind) => {
  let t: TestApp;
  let orgId: string;
  let api: ReturnType<typeof asUser>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The first account on an instance gets an organization to work in.
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    const orgs = await api({ method: 'GET', url: '/api/auth/get-user-organizations' });
    orgId = orgs.json()[0].org_id;
  });
  afterAll(() => t?.close());

  const create = (body: unknown) => api({ method: 'POST', url: '/api/test-suites', payload: body as object });

  it('creates a project with a trimmed name and lists it', async () => {
    const created = await create({ org_id: orgId, name: '  Checkout  ' });
    expect(created.statusCode).toBe(201);
    const suite = created.json();
    expect(suite).toMatchObject({ name: 'Checkout', org_id: orgId });
    expect(suite.test_suite_id).toMatch(/^[0-9a-f-]{36}$/);

    const list = await api({ method: 'GET', url: `/api/organizations/${orgId}/test-suites` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ test_suite_id: suite.test_suite_id, name: 'Checkout', org_id: orgId });

    const one = await api({ method: 'GET', url: `/api/test-suites/${suite.test_suite_id}` });
    expect(one.json()).toEqual({ test_suite_id: suite.test_suite_id, name: 'Checkout', org_id: orgId });
  });

  it('refuses a blank name and a missing field with a 400 naming the problem, creating nothing', async () => {
    const before = (await api({ method: 'GET', url: `/api/organizations/${orgId}/test-suites` })).json().length;
    const blank = await create({ org_id: orgId, name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/name/i);
    const missing = await create({ org_id: orgId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/name/);
    const after = (await api({ method: 'GET', url: `/api/organizations/${orgId}/test-suites` })).json().length;
    expect(after).toBe(before);
  });

  it('renames a project; a blank new name changes nothing', async () => {
    const { test_suite_id: id } = (await create({ org_id: orgId, name: 'Old' })).json();
    const renamed = await api({ method: 'PUT', url: `/api/test-suites/${id}/rename?new_name=${encodeURIComponent(' New ')}` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('New');
    const blank = await api({ method: 'PUT', url: `/api/test-suites/${id}/rename?new_name=%20` });
    expect(blank.statusCode).toBe(400);
    expect((await api({ method: 'GET', url: `/api/test-suites/${id}` })).json().name).toBe('New');
  });

  it('deletes a project, after which it is not found', async () => {
    const { test_suite_id: id } = (await create({ org_id: orgId, name: 'Doomed' })).json();
    const deleted = await api({ method: 'DELETE', url: `/api/test-suites/${id}` });
    expect(deleted.statusCode).toBe(204);
    const gone = await api({ method: 'GET', url: `/api/test-suites/${id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Test suite not found.' });
  });

  it("keeps other organizations' projects out of reach", async () => {
    const [other] = await t.database.db.insert(organizations).values({ name: 'Someone else' }).returning();
    const list = await api({ method: 'GET', url: `/api/organizations/${other.id}/test-suites` });
    expect(list.statusCode).toBe(403);
    const create403 = await create({ org_id: other.id, name: 'Intruder' });
    expect(create403.statusCode).toBe(403);
    const bogus = await api({ method: 'GET', url: '/api/test-suites/not-a-uuid' });
    expect(bogus.statusCode).toBe(404);
  });
});
