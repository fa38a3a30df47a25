import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserStates, sharedParameters, testCases, testModules } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { databaseKinds } from '../../testing/databases.ts';
import { fileFolder, playwrightCandidates, treeSafeName } from './importExport.ts';

const CHECKOUT_SPEC = `import { test, expect } from '@playwright/test';
import { login } from './helpers/login';

test.describe('Cart', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('https://shop.example/');
  });

  test('adds an item', async ({ page }) => {
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('1 item')).toBeVisible();
  });

  test.describe('Checkout', () => {
    test.only('pays: by card?', async ({ page }) => {
      await page.goto('https://shop.example/checkout');
    });
  });
});

test('no address at all', async ({ page }) => {
  await page.reload();
});
`;

describe('Playwright files as test inputs', () => {
  it('turns each test into a candidate with a folder path, a safe name and a website', () => {
    const { candidates, skipped } = playwrightCandidates([{ name: 'e2e/checkout.spec.ts', content: CHECKOUT_SPEC }]);
    expect(candidates.map((c) => [c.input.path, c.input.name, c.input.title, c.input.website])).toEqual([
      ['checkout/Cart', 'adds an item', undefined, 'https://shop.example/'],
      ['checkout/Cart/Checkout', 'pays by card', 'pays: by card?', 'https://shop.example/'],
    ]);
    expect(candidates[0].input.description).toBe(
      'Imported from the Playwright file e2e/checkout.spec.ts. The script imports ./helpers/login, which the import does not include.',
    );
    expect(candidates[1].finalScript).toContain("test('pays: by card?'");
    expect(candidates[1].finalScript).not.toContain('adds an item');
    expect(skipped).toEqual([{ name: 'e2e/checkout.spec.ts › no address at all', reason: expect.stringMatching(/page\.goto/) }]);
  });

  it('reports unreadable files, files without tests and relative addresses', () => {
    const { candidates, skipped } = playwrightCandidates([
      { name: 'broken.spec.ts', content: "test('x', async () => {" },
      { name: 'empty.spec.js', content: 'export {};' },
      { name: 'relative.test.ts', content: "test('home', async ({ page }) => { await page.goto('/'); });" },
    ]);
    expect(candidates).toEqual([]);
    expect(skipped.map((s) => s.name)).toEqual(['broken.spec.ts', 'empty.spec.js', 'relative.test.ts › home']);
    expect(skipped[0].reason).toMatch(/could not be read/);
    expect(skipped[2].reason).toMatch(/not a full web address/);
    const looped = playwrightCandidates([
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the content is a spec's source, its template literal is meant.
      { name: 'sizes.spec.ts', content: "for (const s of ['a']) test(`size ${s}`, async ({ page }) => { await page.goto('https://x.test'); });" },
    ]);
    expect(looped.candidates).toEqual([]);
    expect(looped.skipped).toEqual([{ name: 'sizes.spec.ts', reason: expect.stringMatching(/^1 of its tests are made in a loop/) }]);
  });

  it('makes names and folders out of titles and file names', () => {
    expect(treeSafeName(' a/b: c?  ')).toBe('a b c');
    expect(treeSafeName('***')).toBe('');
    expect(fileFolder('tests\\login.e2e.mjs')).toBe('login');
    expect(fileFolder('smoke.ts')).toBe('smoke');
  });
});

describe.each(databaseKinds)('import and export on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let orgId: string;
  const newSuite = async (name: string) =>
    (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name } })).json().test_suite_id as string;

  beforeAll(async () => {
    t = await createTestApp(kind, { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
  });
  afterAll(() => t?.close());

  it('imports Playwright files: runnable tests in folders, the rest reported', async () => {
    const suiteId = await newSuite('Playwright');
    const response = await api({
      method: 'POST',
      url: `/api/test-suites/${suiteId}/import`,
      payload: {
        playwright_files: [
          { name: 'checkout.spec.ts', content: CHECKOUT_SPEC },
          { name: 'broken.spec.ts', content: '/* never closed' },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    const { test_cases: created, skipped } = response.json();
    expect(created.map((c: { path: string; name: string; state: string; website: string }) => [c.path, c.name, c.state, c.website])).toEqual([
      ['checkout/Cart', 'adds an item', 'completed', 'https://shop.example/'],
      ['checkout/Cart/Checkout', 'pays by card', 'completed', 'https://shop.example/'],
    ]);
    expect(created[0].final_script).toContain("test('adds an item'");
    expect(created[0].test_suite_id).toBe(suiteId);
    expect(skipped.map((s: { name: string }) => s.name)).toEqual(['checkout.spec.ts › no address at all', 'broken.spec.ts']);
    const tree = (await api({ method: 'GET', url: `/api/test-suites/${suiteId}/tree` })).json();
    expect(tree.filter((item: { is_folder: boolean }) => !item.is_folder)).toHaveLength(2);
  });

  it('refuses files from which no test can be imported, creating nothing', async () => {
    const suiteId = await newSuite('Nothing');
    const response = await api({
      method: 'POST',
      url: `/api/test-suites/${suiteId}/import`,
      payload: { playwright_files: [{ name: 'util.ts', content: 'export const x = 1;' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^No test could be imported from the files\. util\.ts: The file has no test/);
    expect((await api({ method: 'GET', url: `/api/test-suites/${suiteId}/tree` })).json()).toEqual([]);
    const neither = await api({ method: 'POST', url: `/api/test-suites/${suiteId}/import`, payload: { something: [] } });
    expect(neither.statusCode).toBe(400);
  });

  it('exports without secrets, and the export imports into another project as it was', async () => {
    const source = await newSuite('Source');
    const db = t.database.db;
    const [state] = await db
      .insert(browserStates)
      .values({ testSuiteId: source, name: 'Signed in', storageState: { cookies: [], origins: [] } })
      .returning();
    const [parameter] = await db.insert(sharedParameters).values({ testSuiteId: source, key: 'TOKEN', value: 'parameter-secret' }).returning();
    const [module] = await db.insert(testModules).values({ testSuiteId: source, name: 'Login', moduleType: 'setup' }).returning();
    await db.insert(testCases).values([
      {
        testSuiteId: source,
        path: 'checkout',
        name: 'Pay',
        title: 'Pay by card',
        website: 'https://shop.example',
        description: 'Pay with @CARD',
        credentials: { username: 'buyer', password: 'credential-secret' },
        browserStateId: state.id,
        sharedParameterIds: [parameter.id],
        testModuleIdForSetup: module.id,
        executionSettings: { retries: 1 },
        testParameters: { CARD: '4242' },
        state: 'completed',
        finalScript: "test('pay', async () => {});",
        finalScriptPy: 'def test_pay(): pass',
      },
      { testSuiteId: source, path: '', name: 'Browse', website: 'shop.test:8080', description: 'Look around' },
    ]);

    const exported = await api({ method: 'GET', url: `/api/test-suites/${source}/export` });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toMatch(/secret|credentials|browser_state_id|shared_parameter_ids|test_module_id_for_setup|collection_ids/);
    const body = exported.json();
    expect(body.test_cases).toEqual([
      {
        test_suite_id: source,
        path: '',
        name: 'Browse',
        website: 'shop.test:8080',
        description: 'Look around',
        test_parameters: {},
        final_script: null,
        final_script_py: null,
      },
      {
        test_suite_id: source,
        path: 'checkout',
        name: 'Pay',
        title: 'Pay by card',
        website: 'https://shop.example',
        description: 'Pay with @CARD',
        execution_settings: { retries: 1 },
        test_parameters: { CARD: '4242' },
        final_script: "test('pay', async () => {});",
        final_script_py: 'def test_pay(): pass',
      },
    ]);

    const target = await newSuite('Target');
    const imported = await api({ method: 'POST', url: `/api/test-suites/${target}/import`, payload: body });
    expect(imported.statusCode).toBe(201);
    expect(imported.json().skipped).toEqual([]);
    expect(imported.json().test_cases.map((c: { state: string; test_suite_id: string }) => [c.state, c.test_suite_id])).toEqual([
      ['created', target],
      ['completed', target],
    ]);
    const again = (await api({ method: 'GET', url: `/api/test-suites/${target}/export` })).json();
    expect(again.test_cases).toEqual(body.test_cases.map((c: object) => ({ ...c, test_suite_id: target })));
  });

  it("refuses an import that names another project's things, creating nothing", async () => {
    const mine = await newSuite('Mine');
    const theirs = await newSuite('Theirs');
    const [state] = await t.database.db.insert(browserStates).values({ testSuiteId: theirs, name: 'Theirs', storageState: {} }).returning();
    const item = { test_suite_id: mine, path: '', name: 'Sneaky', website: 'https://shop.example', description: 'd' };
    const response = await api({
      method: 'POST',
      url: `/api/test-suites/${mine}/import`,
      payload: { test_cases: [item, { ...item, name: 'Sneakier', browser_state_id: state.id }] },
    });
    expect(response.statusCode).toBe(404);
    expect((await api({ method: 'GET', url: `/api/test-suites/${mine}/tree` })).json()).toEqual([]);
    const invalid = await api({ method: 'POST', url: `/api/test-suites/${mine}/import`, payload: { test_cases: [{ ...item, name: 'a/b' }] } });
    expect(invalid.statusCode).toBe(400);
  });
});
