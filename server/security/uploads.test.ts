/**
 * What a client may upload, and how a refusal reads: imports of tests and Playwright files and
 * browser states are JSON bounded per field and per list by the contract, and as a whole by the
 * body limit; each refusal is a 4xx that names what was too much. (The body limit and the
 * websocket message limit are in headers.test.ts; storage-state shapes in browserStates.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCases } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';

describe('upload limits on pglite', () => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let suiteId: string;
  const spec = (title: string) =>
    `import { test } from '@playwright/test';\ntest('${title}', async ({ page }) => {\n  await page.goto('https://shop.example/');\n});\n`;
  const importFiles = (files: Array<{ name: string; content: string }>) =>
    api({ method: 'POST', url: `/api/test-suites/${suiteId}/import`, payload: { playwright_files: files } });

  beforeAll(async () => {
    t = await createTestApp('pglite', { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'uploads@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Uploads' } })).json().test_suite_id;
  });
  afterAll(() => t?.close());

  it('refuses a Playwright file over 1,000,000 characters, and more than 100 files, naming the field', async () => {
    const big = await importFiles([{ name: 'big.spec.ts', content: `${spec('Big')}//${'x'.repeat(1_000_000)}` }]);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toMatch(/playwright_files\/0\/content must NOT have more than 1000000 characters/);
    const many = await importFiles(Array.from({ length: 101 }, (_, i) => ({ name: `t${i}.spec.ts`, content: spec(`T${i}`) })));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toMatch(/playwright_files must NOT have more than 100 items/);
    expect(await t.database.db.select().from(testCases)).toEqual([]);
  });

  it('refuses more than 500 tests in the export format, and a body that is not JSON', async () => {
    const test = { test_suite_id: suiteId, path: '', name: 'T', website: 'https://shop.example', description: 'x' };
    const many = await api({
      method: 'POST',
      url: `/api/test-suites/${suiteId}/import`,
      payload: { test_cases: Array.from({ length: 501 }, (_, i) => ({ ...test, name: `T${i}` })) },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toMatch(/test_cases must NOT have more than 500 items/);
    const text = await api({
      method: 'POST',
      url: `/api/test-suites/${suiteId}/import`,
      payload: spec('Plain'),
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(await t.database.db.select().from(testCases)).toEqual([]);
  });

  it('imports what is within the limits', async () => {
    const fine = await importFiles([{ name: 'shop.spec.ts', content: spec('Checkout') }]);
    expect(fine.statusCode, fine.body).toBe(201);
    expect(fine.json().test_cases).toHaveLength(1);
  });
});
