/**
 * Flake rates and quarantine on the server: verdicts are the runs that ended passed or failed
 * (the newest 50 of each test), flaky ones passed only on a retry. Run rows are written as an
 * executor leaves them; quarantine goes through the API, by hand, or by the project's rule.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionTestCases, testCases, testCollections, testRuns } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { applyQuarantineRule, verdictsOf } from './flakiness.ts';

type Api = ReturnType<typeof asUser>;

describe('flakiness on pglite', () => {
  let t: TestApp;
  let api: Api;
  let suiteId: string;

  const newTest = async (name: string) => {
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [{ test_suite_id: suiteId, path: '', name, website: 'https://shop.example/', description: 'click "Pay"' }],
        schedule_generation: false,
      },
    });
    return created.json()[0]._id as string;
  };
  /** Ended runs, oldest first: 'p' passed, 'f' failed, '~' flaky pass, 'c' cancelled (no verdict). */
  const history = async (testId: string, outcomes: string) => {
    const base = Date.parse('2026-11-01T00:00:00Z');
    for (const [index, outcome] of [...outcomes].entries()) {
      const status = outcome === 'f' ? 'failed' : outcome === 'c' ? 'cancelled' : 'passed';
      await t.database.db
        .insert(testRuns)
        .values({ testCaseId: testId, status, flaky: outcome === '~', createdAt: new Date(base + index * 60_000), finishedAt: new Date() });
    }
  };
  const features = (payload: Record<string, unknown>) => api({ method: 'PUT', url: `/api/test-suites/${suiteId}/features`, payload });

  beforeAll(async () => {
    t = await createTestApp('pglite', { auth: { autoconfirm: true } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'flaky@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Flaky' } })).json().test_suite_id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts a test's last 50 verdicts: flaky passes and failures, never cancelled runs", async () => {
    const id = await newTest('Checkout');
    // 10 old failures fall out of the window once 50 newer verdicts follow.
    await history(id, `${'f'.repeat(10)}${'p~'.repeat(25)}cc`);
    expect((await verdictsOf(t.database.db, { testId: id })).get(id)).toEqual({ verdicts: 50, flaky: 25, failed: 0 });
    const answer = await api({ method: 'GET', url: `/api/test-case/${id}/flakiness` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      test_case_id: id,
      name: 'Checkout',
      verdicts: 50,
      flaky: 25,
      failed: 0,
      flake_rate: 0.5,
      quarantined: false,
      quarantine_reason: null,
    });
    const fresh = await newTest('Never ran');
    expect((await api({ method: 'GET', url: `/api/test-case/${fresh}/flakiness` })).json()).toMatchObject({ verdicts: 0, flake_rate: null });
  });

  it('quarantines by hand with a reason (or who did it) and releases; the test says so', async () => {
    const id = await newTest('Search');
    const put = (payload: Record<string, unknown>) => api({ method: 'PUT', url: `/api/test-case/${id}/quarantine`, payload });
    expect((await put({ quarantined: true, reason: '  Vendor sandbox is down  ' })).json()).toMatchObject({
      quarantined: true,
      quarantine_reason: 'Vendor sandbox is down',
    });
    expect((await api({ method: 'GET', url: `/api/test-case/${id}` })).json()).toMatchObject({
      quarantined: true,
      quarantine_reason: 'Vendor sandbox is down',
    });
    expect((await put({ quarantined: true })).json().quarantine_reason).toBe('Quarantined by flaky@example.com.');
    expect((await put({ quarantined: false, reason: 'ignored' })).json()).toMatchObject({ quarantined: false, quarantine_reason: null });
    for (const bad of [{}, { quarantined: 'yes' }, { quarantined: true, reason: 'x'.repeat(501) }]) expect((await put(bad)).statusCode).toBe(400);
    const stranger = asUser(t.app, (await signUpAndSignIn(t.app, 'stranger@example.com')).accessToken);
    expect((await stranger({ method: 'PUT', url: `/api/test-case/${id}/quarantine`, payload: { quarantined: true } })).statusCode).toBe(404);
    expect((await stranger({ method: 'GET', url: `/api/test-case/${id}/flakiness` })).statusCode).toBe(404);
    expect((await stranger({ method: 'GET', url: `/api/test-suites/${suiteId}/flakiness` })).statusCode).toBe(404);
    expect((await api({ method: 'GET', url: `/api/test-case/${id}` })).json().quarantined).toBe(false);
  });

  it("quarantines by the project's rule once a test has 5 verdicts at or above its flake rate, and never releases on its own", async () => {
    const id = await newTest('Payment');
    await history(id, 'p~~p');
    expect(await applyQuarantineRule(t.database.db, id)).toBe(false); // rule off
    for (const bad of [0, 1.5, '0.3', -0.2])
      expect((await features({ quarantine_flake_rate: bad })).json().message).toMatch(/quarantine flake rate must be/);
    expect((await features({ quarantine_flake_rate: 0.3 })).statusCode).toBe(200);
    expect(await applyQuarantineRule(t.database.db, id)).toBe(false); // 4 verdicts: too few
    await history(id, 'p');
    expect(await applyQuarantineRule(t.database.db, id)).toBe(true);
    const [row] = await t.database.db.select().from(testCases).where(eq(testCases.id, id));
    expect(row).toMatchObject({
      quarantined: true,
      quarantineReason: "Flake rate 40 % over its last 5 verdicts reached the project's quarantine threshold of 30 %.",
    });
    await history(id, 'pppppppppp');
    expect(await applyQuarantineRule(t.database.db, id)).toBe(false);
    expect((await api({ method: 'GET', url: `/api/test-case/${id}` })).json().quarantined).toBe(true);
    await features({});
  });

  it("sums a collection's tests and lists the project's tests, the flakiest first", async () => {
    const steady = await newTest('Steady');
    const wobbly = await newTest('Wobbly');
    await history(steady, 'pppp');
    await history(wobbly, '~f~p');
    const [collection] = await t.database.db.insert(testCollections).values({ testSuiteId: suiteId, name: 'Smoke' }).returning();
    await t.database.db.insert(collectionTestCases).values([
      { collectionId: collection.id, testCaseId: steady },
      { collectionId: collection.id, testCaseId: wobbly },
    ]);
    const project = (await api({ method: 'GET', url: `/api/test-suites/${suiteId}/flakiness` })).json();
    expect(project.collections).toEqual([{ collection_id: collection.id, name: 'Smoke', verdicts: 8, flaky: 2, failed: 1, flake_rate: 0.25 }]);
    const names = project.tests.map((test: { name: string }) => test.name);
    // Wobbly and Checkout flake half the time; Wobbly also failed once. Then Payment (2 of 15), Steady (none).
    expect(names.filter((name: string) => name !== 'Search')).toEqual(['Wobbly', 'Checkout', 'Payment', 'Steady']);
    expect(names).not.toContain('Never ran');
    expect(project.quarantine_flake_rate).toBeNull();
  });
});
