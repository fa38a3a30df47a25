/**
 * Retries, end to end on the server: a test of a page that passes one visit in two (the fixture
 * server's /flaky) runs in real Chromium through the in-process executor. With a retry it ends
 * `passed` and flaky, its failed first attempt kept with its own artifacts; without one it fails.
 * A run-all takes the project's `run_retries`, a run's own `retries` wins.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCases } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { runEnded } from '../testing/runs.ts';
import { startFixtureServer, type FixtureServer } from '../../tests/fixtures/server.ts';

type Attempt = { attempt: number; status: string; final_message: string | null; artifacts: string[] };
type Run = { _id: string; status: string; final_message: string | null; artifacts: string[]; retries: number; flaky: boolean; attempts: Attempt[] };
type Api = ReturnType<typeof asUser>;

/** A final script as generation writes one: a `// step` comment before each step's code. */
const flakyScript = (address: string) =>
  [
    "import { test, expect } from '@playwright/test';",
    '',
    "test('Order is saved', async ({ page }) => {",
    `  // open ${address}`,
    `  await page.goto(${JSON.stringify(address)});`,
    '  // expect "Order saved" to be visible',
    "  await expect(page.getByRole('status')).toHaveText('Order saved');",
    '});',
    '',
  ].join('\n');

describe('retries on pglite', () => {
  let t: TestApp;
  let api: Api;
  let fixtures: FixtureServer;
  let suiteId: string;

  /** A runnable test of /flaky under its own key: its first run's first visit fails. */
  const flakyTest = async (key: string) => {
    const address = new URL(`flaky?key=${key}`, fixtures.url).href;
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [{ test_suite_id: suiteId, path: '', name: `Order ${key}`, website: address, description: 'expect "Order saved"' }],
        schedule_generation: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()[0]._id as string;
    await t.database.db
      .update(testCases)
      .set({ state: 'completed', finalScript: flakyScript(address) })
      .where(eq(testCases.id, id));
    return id;
  };
  const artifact = (runId: string, name: string) => api({ method: 'GET', url: `/api/artifacts/${runId}?artifact_name=${name}` });

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    t = await createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 1, stepTimeoutSeconds: 2, runTimeoutSeconds: 60 } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'retries@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Retries' } })).json().test_suite_id;
  });
  afterAll(async () => {
    await t?.close();
    await fixtures?.close();
  });

  it('passes a flaky test on its retry, marked flaky, its failed attempt kept with its own steps, screenshots and trace', async () => {
    const id = await flakyTest('retried');
    const started = (await api({ method: 'POST', url: `/api/test-run/${id}`, payload: { retries: 1 } })).json() as Run;
    expect(started.retries).toBe(1);
    const ended = await runEnded<Run>(api, started._id);
    expect(ended).toMatchObject({ status: 'passed', flaky: true, retries: 1 });
    expect(ended.final_message).toMatch(
      /^All 2 steps passed\. Flaky: passed on attempt 2 of 2; attempt 1 Step 2 "expect "Order saved" to be visible" failed: /,
    );
    expect(ended.attempts).toHaveLength(1);
    const [first] = ended.attempts;
    expect(first).toMatchObject({ attempt: 1, status: 'failed' });
    expect(first.artifacts).toEqual(
      expect.arrayContaining(['attempt-1-trace.zip', 'attempt-1-steps.json', 'attempt-1-step-1.png', 'attempt-1-step-2.png']),
    );
    expect(ended.artifacts).toEqual(expect.arrayContaining(['trace.zip', 'steps.json', 'step-2.png']));
    const firstSteps = (await artifact(ended._id, 'attempt-1-steps.json')).json() as Array<{ status: string; screenshot: string | null }>;
    expect(firstSteps.map((step) => [step.status, step.screenshot])).toEqual([
      ['passed', 'attempt-1-step-1.png'],
      ['failed', 'attempt-1-step-2.png'],
    ]);
    expect((await artifact(ended._id, 'attempt-1-step-2.png')).headers['content-type']).toBe('image/png');
    expect((await artifact(ended._id, 'attempt-1-trace.zip')).statusCode).toBe(200);
    const lastSteps = (await artifact(ended._id, 'steps.json')).json() as Array<{ status: string }>;
    expect(lastSteps.map((step) => step.status)).toEqual(['passed', 'passed']);
  });

  it('fails without retries, and a real failure fails every attempt (not flaky)', async () => {
    const once = await flakyTest('once');
    const failed = await runEnded<Run>(api, (await api({ method: 'POST', url: `/api/test-run/${once}` })).json()._id);
    expect(failed).toMatchObject({ status: 'failed', flaky: false, retries: 0, attempts: [] });
    // A page that never shows the text fails both attempts: the run fails, with both kept.
    const broken = await flakyTest('broken');
    await t.database.db
      .update(testCases)
      .set({
        finalScript: flakyScript(new URL('flaky?key=broken', fixtures.url).href).replace("toHaveText('Order saved')", "toHaveText('Order shipped')"),
      })
      .where(eq(testCases.id, broken));
    const ended = await runEnded<Run>(api, (await api({ method: 'POST', url: `/api/test-run/${broken}`, payload: { retries: 1 } })).json()._id);
    expect(ended).toMatchObject({ status: 'failed', flaky: false });
    expect(ended.final_message).toMatch(/ \(attempt 2 of 2\)$/);
    expect(ended.attempts.map((attempt) => attempt.status)).toEqual(['failed']);
  });

  it("gives a run-all the project's run_retries (1 by default), and refuses retries out of range", async () => {
    const id = await flakyTest('collection');
    const runAll = await api({ method: 'POST', url: `/api/test-suites/${suiteId}/run-all`, payload: {} });
    expect(runAll.statusCode, runAll.body).toBeLessThan(300);
    const runs = (await api({ method: 'GET', url: `/api/test-runs/${id}` })).json() as Run[];
    expect(runs[0].retries).toBe(1);
    const ended = await runEnded<Run>(api, runs[0]._id);
    expect(ended).toMatchObject({ status: 'passed', flaky: true });
    // The project's setting, then a run's own override.
    const features = await api({ method: 'PUT', url: `/api/test-suites/${suiteId}/features`, payload: { run_retries: 3 } });
    expect(features.statusCode).toBe(200);
    await api({ method: 'POST', url: `/api/test-suites/${suiteId}/run-all`, payload: {} });
    expect(((await api({ method: 'GET', url: `/api/test-runs/${id}` })).json() as Run[])[0].retries).toBe(3);
    await api({ method: 'POST', url: `/api/test-suites/${suiteId}/run-all`, payload: { settings: { retries: 0 } } });
    expect(((await api({ method: 'GET', url: `/api/test-runs/${id}` })).json() as Run[])[0].retries).toBe(0);
    for (const payload of [{ run_retries: 4 }, { run_retries: 1.5 }, { run_retries: '2' }]) {
      const refused = await api({ method: 'PUT', url: `/api/test-suites/${suiteId}/features`, payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('The run retries must be a whole number from 0 to 3.');
    }
    expect((await api({ method: 'POST', url: `/api/test-run/${id}`, payload: { retries: 5 } })).statusCode).toBe(400);
  });
});
