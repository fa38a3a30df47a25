/**
 * A test's credentials are shown masked to every member, as shared parameter values are; sent
 * back masked they keep the stored values, and only a value typed anew replaces one. A copy
 * keeps its template's values by naming it. Generation and runs read the stored values.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCases } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { asUser, signUpAndSignIn } from '../../testing/auth.ts';

const CREDENTIALS = { ada: { username: 'ada@example.com', password: 'correct horse' }, 'api key': 'k-123' };
const MASKED = { ada: { username: '********', password: '********' }, 'api key': '********' };

describe('test case credentials', () => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let suiteId: string;
  let testId: string;

  const stored = async (id: string) => (await t.database.db.select().from(testCases).where(eq(testCases.id, id)))[0].credentials;
  const written = (extra: Record<string, unknown>) => ({
    test_suite_id: suiteId,
    path: '',
    name: `C ${Math.random().toString(36).slice(2, 8)}`,
    website: 'http://shop.test/',
    description: 'click "Buy"',
    ...extra,
  });
  const edit = (credentials: Record<string, unknown>) =>
    api({ method: 'PUT', url: `/api/test-case/${testId}/edit`, payload: written({ name: 'Login', credentials }) });

  beforeAll(async () => {
    t = await createTestApp('pglite', { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'creds@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Creds' } })).json().test_suite_id;
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: { test_cases: [written({ name: 'Login', credentials: CREDENTIALS })], schedule_generation: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()[0].credentials).toEqual(MASKED);
    testId = created.json()[0]._id;
  });
  afterAll(() => t?.close());

  it('answers every credential value masked; the database keeps them for generation and runs', async () => {
    const shown = await api({ method: 'GET', url: `/api/test-case/${testId}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().credentials).toEqual(MASKED);
    expect(shown.body).not.toContain('correct horse');
    expect(shown.body).not.toContain('k-123');
    expect(await stored(testId)).toEqual(CREDENTIALS);
  });

  it('keeps a value sent back masked, and replaces one typed anew', async () => {
    const edited = await edit({ ada: { username: '********', password: 'new pass' }, 'api key': '********' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().credentials).toEqual(MASKED);
    expect(await stored(testId)).toEqual({ ada: { username: 'ada@example.com', password: 'new pass' }, 'api key': 'k-123' });
    // Left out, a credential is removed.
    await edit({ ada: { username: '********', password: '********' } });
    expect(await stored(testId)).toEqual({ ada: { username: 'ada@example.com', password: 'new pass' } });
  });

  it('refuses a masked value where nothing is stored, changing nothing', async () => {
    const before = await stored(testId);
    const renamed = await edit({ bob: { username: '********', password: '********' } });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(
      'The credential "bob" › "username" is ********, the mask of a stored value, but the test has no value stored there: type its value.',
    );
    expect(await stored(testId)).toEqual(before);
    const fresh = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: { test_cases: [written({ credentials: { ada: '********' } })], schedule_generation: false },
    });
    expect(fresh.statusCode).toBe(400);
  });

  it('fills a copy\u2019s masked values from the test it names, one the caller can reach', async () => {
    const copy = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [written({ credentials: { ada: { username: '********', password: 'typed' } }, credentials_from: testId })],
        schedule_generation: false,
      },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(await stored(copy.json()[0]._id)).toEqual({ ada: { username: 'ada@example.com', password: 'typed' } });
    // Someone of another organization, who cannot reach the test.
    const other = (await api({ method: 'POST', url: '/api/organizations', payload: { name: 'Other' } })).json();
    const orgId = other.org_id ?? other._id;
    expect((await api({ method: 'POST', url: `/api/organizations/${orgId}/add-user/stranger@other.example` })).statusCode).toBeLessThan(300);
    const stranger = asUser(t.app, (await signUpAndSignIn(t.app, 'stranger@other.example')).accessToken);
    const theirSuite = (await stranger({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Theirs' } })).json().test_suite_id;
    expect(typeof theirSuite).toBe('string');
    const stolen = await stranger({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [{ ...written({ credentials: { ada: { password: '********' } }, credentials_from: testId }), test_suite_id: theirSuite }],
        schedule_generation: false,
      },
    });
    expect(stolen.statusCode).toBe(404);
  });
});
