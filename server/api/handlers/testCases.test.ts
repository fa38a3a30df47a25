import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { browserStates, testCases, testCollections, testSuites, organizations } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';

describe.each(databaseKinds)('test cases on %s', (kind) => {
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

  const input = (fields: Record<string, unknown> = {}) => ({
    test_suite_id: suiteId,
    path: 'checkout',
    name: 'Pay by card',
    website: 'http://shop.test',
    description: 'Log in as @USER_NAME and pay with @CARD (mail me at a@b.test)',
    ...fields,
  });
  // The product answers on localhost:3000 in these requests (the Host header).
  const create = (tests: unknown[], schedule = false) =>
    api({
      method: 'POST',
      url: '/api/test-cases/',
      headers: { host: 'localhost:3000' },
      payload: { test_cases: tests, schedule_generation: schedule },
    });
  const edit = (id: string, body: unknown, schedule?: boolean) =>
    api({
      method: 'PUT',
      url: `/api/test-case/${id}/edit${schedule === undefined ? '' : `?schedule=${schedule}`}`,
      headers: { host: 'localhost:3000' },
      payload: body as object,
    });
  const messageOf = async (response: Promise<{ statusCode: number; json(): { message: string } }>) => {
    const answer = await response;
    return `${answer.statusCode} ${answer.json().message}`;
  };

  it('creates tests created or pending, in request order, and reads one back', async () => {
    const created = await create([input({ name: ' First ', test_parameters: { CARD: '4242' } }), input({ name: 'Second', path: '/a//b/' })]);
    expect(created.statusCode).toBe(201);
    const [first, second] = created.json();
    expect(first).toMatchObject({
      name: 'First',
      path: 'checkout',
      state: 'created',
      final_script: null,
      is_public: false,
      collection_ids: [],
      test_generation_steps: [],
    });
    expect(second.path).toBe('a/b');
    expect(Date.parse(first.created_at)).not.toBeNaN();
    const pending = (await create([input({ name: 'Third' })], true)).json();
    expect(pending[0].state).toBe('pending');

    const read = await api({ method: 'GET', url: `/api/test-case/${first._id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(first);
  });

  it('answers each mention of the description with its default', async () => {
    const [test] = (await create([input({ test_parameters: { CARD: '4242', UNUSED: 'x' } })])).json();
    const parameters = await api({ method: 'GET', url: `/api/test-case/${test._id}/parameters` });
    expect(parameters.statusCode).toBe(200);
    expect(parameters.json()).toEqual({ USER_NAME: '', CARD: '4242' });
  });

  it('refuses invalid fields with the messages of spec section 5, creating none of the batch', async () => {
    const before = (await t.database.db.select().from(testCases)).length;
    expect(await messageOf(create([input(), input({ website: 'not a url' })]))).toBe('400 Invalid URL');
    expect(await messageOf(create([input({ name: 'a/b' })]))).toBe('400 Contain forbidden characters');
    expect(await messageOf(create([input({ name: '   ' })]))).toBe('400 This field is required');
    expect(await messageOf(create([input({ description: ' ' })]))).toBe('400 This field is required');
    expect(await messageOf(create([input({ path: 'ok/no?' })]))).toBe('400 Contain forbidden characters');
    expect(await messageOf(create([input({ test_parameters: { '9lives': 'x' } })]))).toBe('400 Invalid parameter key');
    expect(await messageOf(create([input({ website: `http://shop.test/${'x'.repeat(2100)}` })]))).toBe('400 Invalid URL');
    expect((await t.database.db.select().from(testCases)).length).toBe(before);
  });

  it("refuses a test of the product's own address, and accepts another port on the same machine", async () => {
    for (const website of ['http://localhost:3000/tests', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const refused = await create([input({ website })]);
      expect(refused.statusCode, website).toBe(400);
      expect(refused.json().message).toMatch(/Won't test Critical Journey.*Critical Journey's own address/);
    }
    const accepted = await create([input({ website: 'http://localhost:3001/' })]);
    expect(accepted.statusCode).toBe(201);
    expect(await messageOf(edit(accepted.json()[0]._id, input({ website: 'http://127.0.0.1:3000' })))).toMatch(/^400 Won't test Critical Journey/);
  });

  it('refuses ids from another project as not found', async () => {
    const [otherOrg] = await t.database.db.insert(organizations).values({ name: 'Other' }).returning();
    const [otherSuite] = await t.database.db.insert(testSuites).values({ orgId: otherOrg.id, name: 'Theirs' }).returning();
    const [state] = await t.database.db.insert(browserStates).values({ testSuiteId: otherSuite.id, name: 'Theirs' }).returning();
    expect((await create([input({ test_suite_id: otherSuite.id })])).statusCode).toBe(404);
    expect(await messageOf(create([input({ browser_state_id: state.id })]))).toBe('404 Browser state not found.');
  });

  it('edits a test: replaces its fields, clears scripts and steps, and sets created or pending', async () => {
    const [collection] = await t.database.db.insert(testCollections).values({ testSuiteId: suiteId, name: 'Smoke' }).returning();
    const [test] = (await create([input({ collection_ids: [collection.id], title: 'Old title' })])).json();
    await t.database.db
      .update(testCases)
      .set({
        state: 'completed',
        finalMessage: 'done',
        finalScript: 'test()',
        finalScriptPy: 'def test(): pass',
        testGenerationSteps: [
          { step: 0, action_name: 'Go', action_description: 'Open', code: null, python_code: null, screenshot_key: null, status: 'action_succeeded' },
        ],
      })
      .where(eq(testCases.id, test._id));

    const edited = await edit(test._id, input({ name: 'Pay by invoice', description: 'Pay with @INVOICE' }), true);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      _id: test._id,
      name: 'Pay by invoice',
      state: 'pending',
      final_message: null,
      final_script: null,
      final_script_py: null,
      test_generation_steps: [],
      collection_ids: [collection.id],
    });
    expect(edited.json().title).toBeUndefined();
    expect((await edit(test._id, input())).json().state).toBe('created');
    expect(await messageOf(edit(test._id, input({ name: 'x|y' })))).toBe('400 Contain forbidden characters');
  });

  it('sets the complete set of collections of a test, refusing collections of another project', async () => {
    const [smoke, nightly] = await t.database.db
      .insert(testCollections)
      .values([
        { testSuiteId: suiteId, name: 'Smoke' },
        { testSuiteId: suiteId, name: 'Nightly' },
      ])
      .returning();
    const [test] = (await create([input({ name: 'Grouped', collection_ids: [smoke.id] })])).json();
    const set = (ids: string[]) => api({ method: 'PATCH', url: `/api/test-cases/${test._id}/collections`, payload: { collection_ids: ids } });

    const both = await set([nightly.id, smoke.id, nightly.id]);
    expect(both.statusCode).toBe(200);
    expect([...both.json().collection_ids].sort()).toEqual([smoke.id, nightly.id].sort());
    expect((await set([nightly.id])).json().collection_ids).toEqual([nightly.id]);
    expect((await api({ method: 'GET', url: `/api/test-case/${test._id}` })).json().collection_ids).toEqual([nightly.id]);

    const [otherOrg] = await t.database.db.insert(organizations).values({ name: 'Other collections' }).returning();
    const [otherSuite] = await t.database.db.insert(testSuites).values({ orgId: otherOrg.id, name: 'Theirs' }).returning();
    const [theirs] = await t.database.db.insert(testCollections).values({ testSuiteId: otherSuite.id, name: 'Theirs' }).returning();
    expect(await messageOf(set([smoke.id, theirs.id]))).toBe('404 Collection not found.');
    expect((await api({ method: 'GET', url: `/api/test-case/${test._id}` })).json().collection_ids).toEqual([nightly.id]);
    expect((await set(['not-a-uuid'])).statusCode).toBe(400);
    expect((await set([])).json().collection_ids).toEqual([]);
  });

  it('clones a test without its scripts, and deletes a test', async () => {
    const [test] = (await create([input({ name: 'Original', test_parameters: { CARD: '1' } })])).json();
    await t.database.db.update(testCases).set({ state: 'completed', finalScript: 'test()', isPublic: true }).where(eq(testCases.id, test._id));
    const copy = await api({ method: 'POST', url: `/api/test-case/${test._id}/clone` });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'Original (copy)',
      path: 'checkout',
      state: 'created',
      final_script: null,
      is_public: false,
      test_parameters: { CARD: '1' },
    });
    expect(copy.json()._id).not.toBe(test._id);
    const named = await api({ method: 'POST', url: `/api/test-case/${test._id}/clone`, payload: { name: 'Named', path: 'elsewhere' } });
    expect(named.json()).toMatchObject({ name: 'Named', path: 'elsewhere' });

    expect((await api({ method: 'DELETE', url: `/api/test-case/${test._id}` })).statusCode).toBe(204);
    expect((await api({ method: 'GET', url: `/api/test-case/${test._id}` })).statusCode).toBe(404);
    expect((await api({ method: 'GET', url: '/api/test-case/not-a-uuid' })).statusCode).toBe(404);
  });
});
