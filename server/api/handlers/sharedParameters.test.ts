import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sharedParameters, testCases } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';

describe.each(databaseKinds)('shared parameters on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let suiteId: string;
  const url = () => `/api/test-suites/${suiteId}/shared-parameters`;
  const create = (payload: unknown) => api({ method: 'POST', url: url(), payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(kind, { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
  });
  afterAll(() => t?.close());

  it('creates a parameter, answers its id as a JSON string, and lists it with its value masked', async () => {
    const created = await create({ key: 'API_TOKEN', value: 's3cret' });
    expect(created.statusCode).toBe(201);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    const id = created.json();
    expect(typeof id).toBe('string');
    expect(created.body).toBe(JSON.stringify(id));

    const list = await api({ method: 'GET', url: url() });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ _id: id, test_suite_id: suiteId, key: 'API_TOKEN', value: '********' });
    expect(list.body).not.toContain('s3cret');
    // Stored in clear for the executor.
    const [row] = await t.database.db.select().from(sharedParameters).where(eq(sharedParameters.id, id));
    expect(row.value).toBe('s3cret');
  });

  it.each([
    [{}, 'Key and Value are required'],
    [{ key: 'A' }, 'Key and Value are required'],
    [{ value: 'v' }, 'Key and Value are required'],
    [{ key: '  ', value: 'v' }, 'Key and Value are required'],
    [{ key: 'A', value: '' }, 'Key and Value are required'],
    [{ key: null, value: 'v' }, 'Key and Value are required'],
    [{ key: 42, value: 'v' }, 'Key must be a string'],
    [{ key: ['A'], value: 'v' }, 'Key must be a string'],
    [
      { key: '1ABC', value: 'v' },
      'Invalid parameter key. It must start with a letter or underscore and can contain only letters, numbers, and underscores.',
    ],
    [
      { key: 'has-dash', value: 'v' },
      'Invalid parameter key. It must start with a letter or underscore and can contain only letters, numbers, and underscores.',
    ],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a key the project already has, but allows it in another project', async () => {
    expect((await create({ key: 'DUPLICATE', value: 'one' })).statusCode).toBe(201);
    const again = await create({ key: 'DUPLICATE', value: 'two' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Shared parameter already exists');
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    const other = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Other' } })).json().test_suite_id;
    const elsewhere = await api({ method: 'POST', url: `/api/test-suites/${other}/shared-parameters`, payload: { key: 'DUPLICATE', value: 'x' } });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('updates key and value, answers the value masked, and keeps the secret when sent the mask back', async () => {
    const id = (await create({ key: 'OLD_KEY', value: 'first' })).json();
    const updated = await api({ method: 'PUT', url: `${url()}/${id}`, payload: { key: 'NEW_KEY', value: 'second' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ _id: id, test_suite_id: suiteId, key: 'NEW_KEY', value: '********' });
    const renamedOnly = await api({ method: 'PUT', url: `${url()}/${id}`, payload: { key: 'RENAMED', value: '********' } });
    expect(renamedOnly.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sharedParameters).where(eq(sharedParameters.id, id));
    expect(row).toMatchObject({ key: 'RENAMED', value: 'second' });

    // Its own key again is fine; another parameter's key is not.
    expect((await api({ method: 'PUT', url: `${url()}/${id}`, payload: { key: 'RENAMED', value: 'third' } })).statusCode).toBe(200);
    await create({ key: 'TAKEN', value: 'x' });
    const clash = await api({ method: 'PUT', url: `${url()}/${id}`, payload: { key: 'TAKEN', value: 'x' } });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().message).toBe('Shared parameter already exists');
    const bad = await api({ method: 'PUT', url: `${url()}/${id}`, payload: { key: 7, value: 'x' } });
    expect(bad.json().message).toBe('Key must be a string');
  });

  it('deletes a parameter and takes it off the tests that used it', async () => {
    const id = (await create({ key: 'GOING', value: 'x' })).json();
    const keep = (await create({ key: 'STAYING', value: 'y' })).json();
    const [test] = await t.database.db
      .insert(testCases)
      .values({ testSuiteId: suiteId, name: 'Uses both', website: 'http://shop.test', description: 'd', sharedParameterIds: [id, keep] })
      .returning();
    const deleted = await api({ method: 'DELETE', url: `${url()}/${id}` });
    expect(deleted.statusCode).toBe(204);
    const keys = (await api({ method: 'GET', url: url() })).json().map((p: { key: string }) => p.key);
    expect(keys).not.toContain('GOING');
    const [after] = await t.database.db.select().from(testCases).where(eq(testCases.id, test.id));
    expect(after.sharedParameterIds).toEqual([keep]);
    expect((await api({ method: 'DELETE', url: `${url()}/${id}` })).statusCode).toBe(404);
  });

  it('answers 404 for a parameter of another project or a bogus id', async () => {
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    const other = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Third' } })).json().test_suite_id;
    const foreign = (
      await api({ method: 'POST', url: `/api/test-suites/${other}/shared-parameters`, payload: { key: 'FOREIGN', value: 'x' } })
    ).json();
    const update = await api({ method: 'PUT', url: `${url()}/${foreign}`, payload: { key: 'FOREIGN', value: 'y' } });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe('Shared parameter not found.');
    expect((await api({ method: 'DELETE', url: `${url()}/not-a-uuid` })).statusCode).toBe(404);
  });
});
