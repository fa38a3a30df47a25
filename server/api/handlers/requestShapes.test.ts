/**
 * How the API reads a request's shape (issue 16, audit items 5, 9 and 10): free-form objects
 * are bounded in depth and size, a value of the wrong type is refused rather than coerced, and
 * a JSON content type with no body is fine wherever the body is optional or absent. PGlite
 * alone tells: none of it depends on the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { snapshotProductData } from '../../testing/tenantFixture.ts';

/** A value `depth` objects deep: {"a":{"a":…{}}}, written as text (JSON.stringify would overflow). */
const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`;
const JSON_TYPE = { 'content-type': 'application/json' };

describe('request shapes', () => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let orgId: string;
  let suiteId: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
  });
  afterAll(() => t?.close());

  const answer = (response: { statusCode: number; json(): { message?: string; detail?: string } }) => [
    response.statusCode,
    response.json().message,
    response.json().detail,
  ];

  describe('free-form objects (item 5)', () => {
    const testCase = (fields: string) =>
      `{"test_cases":[{"test_suite_id":"${suiteId}","path":"","name":"Deep","website":"http://shop.test","description":"d",${fields}}],"schedule_generation":false}`;

    it('refuses a value nested 100,000 deep in every free-form field with 400 naming it, and stores nothing', async () => {
      const before = await snapshotProductData(t.database.db);
      const deep = nestedJson(100_000);
      const answers = await Promise.all([
        api({ method: 'PUT', url: `/api/test-suites/${suiteId}/features`, headers: JSON_TYPE, payload: `{"flags":${deep}}` }),
        api({ method: 'POST', url: '/api/test-cases/', headers: JSON_TYPE, payload: testCase(`"credentials":${deep}`) }),
        api({ method: 'POST', url: '/api/test-cases/', headers: JSON_TYPE, payload: testCase(`"execution_settings":{"x":${deep}}`) }),
        api({
          method: 'PUT',
          url: '/api/customer/settings',
          headers: JSON_TYPE,
          payload: `{"org_id":"${orgId}","organization_settings":{"lambda_test_settings":${deep}}}`,
        }),
        api({ method: 'POST', url: '/api/organizations', headers: JSON_TYPE, payload: `{"name":"Deep","ui_config":{"title":"t","extra":${deep}}}` }),
      ]);
      const message = (field: string) => `${field} is nested too deeply: at most 32 levels of objects and arrays.`;
      expect(answers.map(answer)).toEqual([
        [400, message('body'), 'body'],
        [400, message('body/test_cases/0/credentials'), 'body/test_cases/0/credentials'],
        [400, message('body/test_cases/0/execution_settings'), 'body/test_cases/0/execution_settings'],
        [400, message('body/organization_settings/lambda_test_settings'), 'body/organization_settings/lambda_test_settings'],
        [400, message('body/ui_config'), 'body/ui_config'],
      ]);
      expect(await snapshotProductData(t.database.db)).toBe(before);
    });

    it('keeps 32 levels, and refuses a free-form object larger than 64 KB', async () => {
      const ok = await api({ method: 'PUT', url: `/api/test-suites/${suiteId}/features`, headers: JSON_TYPE, payload: nestedJson(31) });
      expect(ok.statusCode, ok.body).toBe(200);
      const before = await snapshotProductData(t.database.db);
      const large = await api({ method: 'PUT', url: `/api/test-suites/${suiteId}/features`, payload: { notes: 'x'.repeat(64 * 1024) } });
      expect(answer(large)).toEqual([400, 'body is too large: at most 64 KB as JSON.', 'body']);
      expect(await snapshotProductData(t.database.db)).toBe(before);
    });
  });

  describe('types (item 9)', () => {
    it('refuses a value of the wrong type in a body instead of turning it into text', async () => {
      const before = await snapshotProductData(t.database.db);
      const number = await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 123 } });
      expect(number.statusCode).toBe(400);
      expect(number.json().message).toContain('body/name must be string');
      const list = await api({ method: 'POST', url: '/api/test-suites/collection', payload: { test_suite_id: suiteId, name: ['a'] } });
      expect(list.statusCode).toBe(400);
      expect(list.json().message).toContain('body/name must be string');
      expect(await snapshotProductData(t.database.db)).toBe(before);
    });

    it('still reads numbers and booleans in the query, where everything is text', async () => {
      expect((await api({ method: 'GET', url: `/api/test-suites/${suiteId}/test-runs?limit=5` })).statusCode).toBe(200);
      const word = await api({ method: 'GET', url: `/api/test-suites/${suiteId}/test-runs?limit=five` });
      expect(word.statusCode).toBe(400);
      expect(word.json().message).toContain('querystring/limit must be integer');
    });
  });

  describe('a JSON content type without a body (item 10)', () => {
    it('is accepted where the contract has no body or an optional one', async () => {
      const project = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Spare' } })).json().test_suite_id;
      const rename = await api({ method: 'PUT', url: `/api/test-suites/${project}/rename?new_name=Renamed`, headers: JSON_TYPE });
      expect(rename.statusCode, rename.body).toBe(200);
      expect(rename.json().name).toBe('Renamed');
      // Optional body: the handler runs (and says the project has nothing to run).
      const runAll = await api({ method: 'POST', url: `/api/test-suites/${project}/run-all`, headers: JSON_TYPE });
      expect(answer(runAll)).toEqual([400, 'This project has no tests to run. Create a test first.', undefined]);
      const removed = await api({ method: 'DELETE', url: `/api/test-suites/${project}`, headers: JSON_TYPE });
      expect(removed.statusCode, removed.body).toBeLessThan(300);
    });

    it('is still refused where the body is required', async () => {
      const response = await api({ method: 'POST', url: '/api/test-suites', headers: JSON_TYPE });
      expect(answer(response)).toEqual([400, 'This operation needs a body (application/json).', undefined]);
    });
  });
});
