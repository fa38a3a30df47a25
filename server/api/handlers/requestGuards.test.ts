/**
 * Requests the contract's validator lets through unchecked, found by the API fuzzer
 * (server/api/fuzz): each could answer 500 before requestGuards.ts, and must be refused without a
 * write. The guards do not touch the database, so PGlite alone tells.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';
import { snapshotProductData } from '../../testing/tenantFixture.ts';

describe('request guards', () => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let suiteId: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'owner@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Shop' } })).json().test_suite_id;
  });
  afterAll(() => t?.close());

  it('refuses a body of another type than the contract says, which nothing validated', async () => {
    const before = await snapshotProductData(t.database.db);
    const payload = JSON.stringify({ name: 'Signed in', storage_state: { cookies: [], origins: [] } });
    const response = await api({ method: 'POST', url: `/api/browser-states/${suiteId}`, headers: { 'content-type': 'text/plain' }, payload });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Send the body as application/json.');
    expect(await snapshotProductData(t.database.db)).toBe(before);
  });

  it('refuses a missing body the contract requires', async () => {
    const response = await api({ method: 'POST', url: '/api/test-suites' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This operation needs a body (application/json).');
  });

  it('refuses U+0000 in the path, the query and the body, which PostgreSQL cannot store', async () => {
    const before = await snapshotProductData(t.database.db);
    const answers = await Promise.all([
      api({ method: 'GET', url: '/api/screenshots/%00' }),
      api({ method: 'PUT', url: `/api/test-suites/${suiteId}/rename?new_name=a%00b` }),
      api({ method: 'POST', url: `/api/test-run/00000000-0000-0000-0000-000000000000`, payload: { parameter_overrides: { KEY: '\u0000' } } }),
      api({ method: 'PUT', url: `/api/test-suites/${suiteId}/features`, payload: { 'a\u0000': true } }),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().message, answer.json().detail])).toEqual([
      [400, 'Text cannot contain the NUL character (U+0000).', 'params/key'],
      [400, 'Text cannot contain the NUL character (U+0000).', 'query/new_name'],
      [400, 'Text cannot contain the NUL character (U+0000).', 'body/parameter_overrides/KEY'],
      [400, 'Text cannot contain the NUL character (U+0000).', 'body/a\u0000'],
    ]);
    expect(await snapshotProductData(t.database.db)).toBe(before);
  });

  it('refuses half a surrogate pair, which jsonb cannot store and text would turn into U+FFFD', async () => {
    const before = await snapshotProductData(t.database.db);
    const answers = await Promise.all([
      api({ method: 'POST', url: `/api/test-suites/${suiteId}/run-all`, payload: { parameter_overrides: { KEY: 'a\ud800' } } }),
      api({ method: 'POST', url: '/api/test-suites', payload: { org_id: '00000000-0000-0000-0000-000000000000', name: 'Shop \udfff' } }),
      api({ method: 'PUT', url: `/api/test-suites/${suiteId}/features`, payload: { '\udc00': true } }),
    ]);
    const message = 'Text must be valid Unicode: it holds half of a surrogate pair (U+D800–U+DFFF) without the other half.';
    expect(answers.map((answer) => [answer.statusCode, answer.json().message, answer.json().detail])).toEqual([
      [400, message, 'body/parameter_overrides/KEY'],
      [400, message, 'body/name'],
      [400, message, 'body/\udc00'],
    ]);
    expect(await snapshotProductData(t.database.db)).toBe(before);
  });

  it('reads a body of 100,000 nested arrays without running out of stack', async () => {
    const nested = `${'['.repeat(100_000)}"a\u0000"${']'.repeat(100_000)}`;
    // An operation without a body in the contract: nothing validates it before the guard.
    const answer = await api({
      method: 'PUT',
      url: `/api/test-suites/${suiteId}/rename?new_name=Shop`,
      headers: { 'content-type': 'application/json' },
      payload: nested,
    });
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json().message).toEqual(expect.any(String));
  });
});
