import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testCases } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';

describe.each(databaseKinds)('test modules on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let orgId: string;
  let suiteId: string;
  let testId: string;
  const modules = () => `/api/test-suites/${suiteId}/test-module`;
  const newSuite = async (name: string) =>
    (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name } })).json().test_suite_id as string;
  const addTest = async (suite: string) =>
    (
      await t.database.db
        .insert(testCases)
        .values({ testSuiteId: suite, name: 'Login', website: 'http://shop.test', description: 'Log in' })
        .returning()
    )[0].id;

  beforeAll(async () => {
    t = await createTestApp(kind, { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = await newSuite('Shop');
    testId = await addTest(suiteId);
  });
  afterAll(() => t?.close());

  it('creates modules with a trimmed name, with or without a test and script, and lists them', async () => {
    const withTest = await api({
      method: 'POST',
      url: modules(),
      payload: { name: ' Login ', module_type: 'setup', test_case_id: testId, defining_py_script: 'page.goto("/")' },
    });
    expect(withTest.statusCode).toBe(201);
    expect(withTest.json()).toEqual({
      module_id: expect.any(String),
      name: 'Login',
      module_type: 'setup',
      test_case_id: testId,
      defining_py_script: 'page.goto("/")',
    });
    const bare = await api({
      method: 'POST',
      url: modules(),
      payload: { name: 'Accept cookies', module_type: 'setup', test_case_id: null, defining_py_script: null },
    });
    expect(bare.statusCode).toBe(201);
    const list = (await api({ method: 'GET', url: `/api/test-suites/${suiteId}/test-modules` })).json();
    expect(list.map((m: { name: string }) => m.name)).toEqual(['Accept cookies', 'Login']);
  });

  it("refuses a blank name and another project's test", async () => {
    const blank = await api({
      method: 'POST',
      url: modules(),
      payload: { name: '  ', module_type: 'setup', test_case_id: null, defining_py_script: null },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/name/);
    const foreignTest = await addTest(await newSuite('Other'));
    const foreign = await api({
      method: 'POST',
      url: modules(),
      payload: { name: 'X', module_type: 'setup', test_case_id: foreignTest, defining_py_script: null },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/not a test of this project/);
  });

  it('renames a module or changes its script, keeping the other field', async () => {
    const { module_id: id } = (
      await api({ method: 'POST', url: modules(), payload: { name: 'Old', module_type: 'setup', test_case_id: null, defining_py_script: 'v1' } })
    ).json();
    const renamed = await api({ method: 'PATCH', url: `${modules()}/${id}`, payload: { name: ' New ' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'New', defining_py_script: 'v1' });
    const scripted = await api({ method: 'PATCH', url: `${modules()}/${id}`, payload: { defining_py_script: 'v2' } });
    expect(scripted.json()).toMatchObject({ name: 'New', defining_py_script: 'v2' });
    const both = await api({ method: 'PATCH', url: `${modules()}/${id}`, payload: { name: 'Both', defining_py_script: null } });
    expect(both.json()).toMatchObject({ name: 'Both', defining_py_script: null });
    expect((await api({ method: 'PATCH', url: `${modules()}/${id}`, payload: { name: ' ' } })).statusCode).toBe(400);
    expect((await api({ method: 'PATCH', url: `${modules()}/${id}`, payload: {} })).statusCode).toBe(400);
  });

  it('deletes a module; tests that ran it first no longer do', async () => {
    const { module_id: id } = (
      await api({ method: 'POST', url: modules(), payload: { name: 'Setup', module_type: 'setup', test_case_id: null, defining_py_script: null } })
    ).json();
    await t.database.db.update(testCases).set({ testModuleIdForSetup: id }).where(eq(testCases.id, testId));
    const deleted = await api({ method: 'DELETE', url: `${modules()}/${id}` });
    expect(deleted.statusCode).toBe(204);
    const [test] = await t.database.db.select().from(testCases).where(eq(testCases.id, testId));
    expect(test.testModuleIdForSetup).toBeNull();
    expect((await api({ method: 'DELETE', url: `${modules()}/${id}` })).statusCode).toBe(404);
    expect((await api({ method: 'PATCH', url: `${modules()}/${id}`, payload: { name: 'Ghost' } })).statusCode).toBe(404);
  });

  it("answers 404 for another project's module", async () => {
    const other = await newSuite('Elsewhere');
    const { module_id: id } = (
      await api({
        method: 'POST',
        url: `/api/test-suites/${other}/test-module`,
        payload: { name: 'Theirs', module_type: 'setup', test_case_id: null, defining_py_script: null },
      })
    ).json();
    expect((await api({ method: 'PATCH', url: `${modules()}/${id}`, payload: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await api({ method: 'DELETE', url: `${modules()}/${id}` })).statusCode).toBe(404);
  });
});
