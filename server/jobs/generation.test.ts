/**
 * Generation end to end on the server: the API queues, the in-process executor drives real
 * Chromium against the fixture apps, steps and screenshots land on the test, the live watch
 * hears every change, and each ending of spec section 4 is reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { files, testCases, testModules } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { startFixtureServer } from '../../tests/fixtures/server.ts';

type Test = {
  _id: string;
  state: string;
  final_message: string | null;
  final_script: string | null;
  final_script_py: string | null;
  test_generation_steps: Array<Record<string, unknown>>;
};

const ENDED = new Set(['completed', 'failed', 'error', 'resources_exceeded', 'cancelled', 'aborted', 'executor_not_available']);

describe('generation on pglite', () => {
  let t: TestApp;
  let api: ReturnType<typeof asUser>;
  let token: string;
  let suiteId: string;
  let fixtures: { url: string; close(): Promise<void> };

  const create = async (description: string, extra: Record<string, unknown> = {}, page = 'login.html') => {
    const response = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          {
            test_suite_id: suiteId,
            path: '',
            name: `T ${Math.random().toString(36).slice(2, 8)}`,
            website: new URL(page, fixtures.url).href,
            description,
            ...extra,
          },
        ],
        schedule_generation: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json()[0] as Test;
  };
  const get = async (id: string) => (await api({ method: 'GET', url: `/api/test-case/${id}` })).json() as Test;
  const ended = async (id: string, timeoutMs = 60_000) => {
    const start = Date.now();
    for (;;) {
      const test = await get(id);
      if (ENDED.has(test.state)) return test;
      if (Date.now() - start > timeoutMs) throw new Error(`still ${test.state}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  beforeAll(async () => {
    fixtures = await startFixtureServer();
    t = await createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 1, stepTimeoutSeconds: 3 } });
    token = (await signUpAndSignIn(t.app, 'gen@example.com')).accessToken;
    api = asUser(t.app, token);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Fixtures' } })).json().test_suite_id;
  });
  afterAll(async () => {
    await t?.close();
    await fixtures?.close();
  });

  it('generates a login test into steps with screenshots and two scripts, secrets kept out', async () => {
    const created = await create(
      [
        'enter "ada@example.com" into the "Email" field',
        'enter the password of "ada" into "Password"',
        'click the "Sign in" button',
        'expect the page to show "Welcome, Ada"',
        'the title should be "Welcome"',
      ].join('\n'),
      { credentials: { ada: { username: 'ada@example.com', password: 'correct horse' } } },
    );
    expect(created.state).toBe('pending');
    const test = await ended(created._id);
    expect(test.final_message).toBe('All 5 steps passed.');
    expect(test.state).toBe('completed');
    expect(test.test_generation_steps.map((step) => step.status)).toEqual(Array(5).fill('action_succeeded'));
    expect(test.test_generation_steps[0]).toMatchObject({
      step: 0,
      action_name: 'Type',
      action_description: 'enter "ada@example.com" into the "Email" field',
    });
    expect(test.final_script).toContain("import { test, expect } from '@playwright/test'");
    expect(test.final_script).toContain('TEST_PARAM_CREDENTIAL_ADA_PASSWORD');
    expect(test.final_script_py).toContain('sync_playwright');
    // The secret appears nowhere but in the credentials themselves: not in scripts, steps, logs or debug data.
    const { credentials, ...shown } = test as Test & { credentials: unknown };
    expect(credentials).toBeTruthy();
    const everything =
      JSON.stringify(shown) +
      JSON.stringify((await api({ method: 'GET', url: `/api/logs/${created._id}` })).json()) +
      JSON.stringify((await api({ method: 'GET', url: `/api/debug/${created._id}` })).json());
    expect(everything).not.toContain('correct horse');
    const key = test.test_generation_steps[1].screenshot_key as string;
    const image = await api({ method: 'GET', url: `/api/images/${encodeURIComponent(key)}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const logs = (await api({ method: 'GET', url: `/api/logs/${created._id}` })).json();
    expect(logs.logs[0].name).toBe('generation.log');
    expect(logs.logs[0].content).toContain('ended completed');
    const debug = (await api({ method: 'GET', url: `/api/debug/${created._id}` })).json();
    expect(debug.steps[2].locator).toEqual([{ kind: 'role', role: 'button', name: 'Sign in', exact: true }]);
  });

  it('fails on an ambiguous target naming the candidates, and on a step outside the language with a suggestion', async () => {
    const ambiguous = await ended((await create('click the "Add to cart" button', {}, 'shop.html'))._id);
    expect(ambiguous.state).toBe('failed');
    expect(ambiguous.final_message).toMatch(/^Step 1 "click the "Add to cart" button" failed: \d+ elements match/);
    expect(ambiguous.test_generation_steps[0].status).toBe('action_failed');
    const unknown = await ended((await create('push the Buy button'))._id);
    expect(unknown.state).toBe('failed');
    expect(unknown.final_message).toMatch(/is not in the step language\. Did you mean: click the "Buy" button\?/);
    const apostrophe = await ended((await create("'a"))._id);
    expect(apostrophe).toMatchObject({ state: 'failed' });
    expect(apostrophe.final_message).toMatch(/has a quote that is never closed .*Did you mean: .*'a'\?/);
  });

  it("clicks the row's own checkbox next to its text, and fails naming the candidates when none is near", async () => {
    // Row checkboxes are invisible inputs laid over styled labels; "Mark all as complete" sits above the list.
    const row = await ended(
      (await create('click the checkbox next to "File taxes"\nI should see "Items left: 4 (done: taxes)"', {}, 'todos.html'))._id,
    );
    expect(row.final_message).toBe('All 2 steps passed.');
    const none = await ended((await create('click the checkbox next to "Someday: paint the fence"', {}, 'todos.html'))._id);
    expect(none.state).toBe('failed');
    expect(none.final_message).toMatch(
      /^Step 1 .* failed: No checkbox near element "Someday: paint the fence"\. .*the nearest: checkbox "Wash the car"/,
    );
  });

  it('expands modules and runs the setup module first', async () => {
    const db = t.database.db;
    const [login] = await db
      .insert(testModules)
      .values({
        testSuiteId: suiteId,
        name: 'Log in as Ada',
        moduleType: 'steps',
        definingPyScript: 'enter "ada@example.com" into "Email"\nenter "correct horse" into "Password"\nclick "Sign in"',
      })
      .returning();
    const [setup] = await db
      .insert(testModules)
      .values({ testSuiteId: suiteId, name: 'Tick remember', moduleType: 'setup', definingPyScript: 'check "Remember me"' })
      .returning();
    const test = await ended(
      (await create('use module "Log in as Ada"\nexpect "Welcome, Ada" to be visible', { test_module_id_for_setup: setup.id }))._id,
    );
    expect(test.final_message).toBe('All 5 steps passed.');
    const debug = (await api({ method: 'GET', url: `/api/debug/${test._id}` })).json() as { steps: Array<{ module?: string }> };
    expect(debug.steps.map((step) => step.module ?? null)).toEqual(['Tick remember', 'Log in as Ada', 'Log in as Ada', 'Log in as Ada', null]);
    expect(test.test_generation_steps.map((step) => step.action_description)).toEqual([
      'check "Remember me"',
      'enter "ada@example.com" into "Email"',
      'enter "correct horse" into "Password"',
      'click "Sign in"',
      'expect "Welcome, Ada" to be visible',
    ]);
    expect(login.id).toBeTruthy();
  });

  it('is watched live: TEST_UPDATED while it runs, TEST_NOT_RUNNING at the end', async () => {
    const created = await create('click "Load items"\nwait for "Loaded 3 items"\nexpect "Offer ends soon" to be visible', {}, 'dynamic.html');
    const socket = await t.app.injectWS(`/api/ws/${created._id}`);
    const messages: Array<{ type: string; state?: string }> = [];
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    socket.send(JSON.stringify({ type: 'auth', token }));
    await closed;
    expect(messages.filter((message) => message.type === 'TEST_UPDATED').length).toBeGreaterThan(2);
    expect(messages.at(-1)).toEqual({ type: 'TEST_NOT_RUNNING', test_id: created._id, state: 'completed' });
  });

  it('cancels and force-stops a generation; the job then writes nothing more', async () => {
    const slow = 'click "Load items"\nwait for "Loaded 3 items"\nwait for "Offer ends soon"\nexpect "Offer ends soon" to be visible';
    const created = await create(slow, {}, 'dynamic.html');
    const cancelled = await api({ method: 'DELETE', url: `/api/test-case/cancel/${created._id}` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().state).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await get(created._id)).state).toBe('cancelled');
    expect((await api({ method: 'DELETE', url: `/api/test-case/cancel/${created._id}` })).statusCode).toBe(400);

    const other = await create(slow, {}, 'dynamic.html');
    const stopped = await api({ method: 'PUT', url: `/api/test-case/${other._id}/force-stop/now` });
    expect(stopped.json()).toMatchObject({ state: 'aborted', final_message: 'The generation was stopped by force.' });
  });

  it('regenerates from scratch and resumes from a step with feedback', async () => {
    const first = await ended((await create('click "Sign in"\nexpect "Invalid email or password" to be visible\nclick the "Lamp" button'))._id);
    expect(first.state).toBe('failed');
    expect(first.test_generation_steps[2].status).toBe('action_failed');
    const running = await api({
      method: 'PUT',
      url: `/api/test-case/${first._id}/user-feedback`,
      payload: { step: 2, action_description: 'check "Remember me"' },
    });
    expect(running.statusCode, running.body).toBe(200);
    expect(running.json().state).toBe('pending');
    const resumed = await ended(first._id);
    expect(resumed.state).toBe('completed');
    expect(resumed.test_generation_steps[2]).toMatchObject({
      action_description: 'check "Remember me"',
      user_feedback: { step: 2, action_description: 'check "Remember me"' },
    });
    expect(
      (await api({ method: 'PUT', url: `/api/test-case/${first._id}/user-feedback`, payload: { step: 0, verified: true } })).json().message,
    ).toBe('No changes detected. Please edit the step in order to proceed.');

    const regenerated = await api({ method: 'PUT', url: `/api/test-case/${first._id}/regenerate` });
    expect(regenerated.json()).toMatchObject({ state: 'pending', final_script: null, final_message: null, test_generation_steps: [] });
    expect((await ended(first._id)).state).toBe('failed');
  });

  it('ends resources_exceeded past its time limit and executor_not_available without a browser', async () => {
    const db = t.database.db;
    const slowTest = await create('click "Load items"\nwait for "Loaded 3 items"', {}, 'dynamic.html');
    // Seen through the worker's own reading of the limit: a second app with tiny limits.
    const [tiny, noBrowser] = await Promise.all([
      createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 1, generationTimeoutSeconds: 1 } }),
      createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 1, browserEndpoint: 'ws://127.0.0.1:9/nothing' } }),
    ]);
    try {
      for (const [app, expected] of [
        [tiny, 'resources_exceeded'],
        [noBrowser, 'executor_not_available'],
      ] as const) {
        const user = asUser(app.app, (await signUpAndSignIn(app.app, 'limits@example.com')).accessToken);
        const orgId = (await user({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
        const suite = (await user({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'P' } })).json().test_suite_id;
        const [test] = (
          await user({
            method: 'POST',
            url: '/api/test-cases/',
            payload: {
              test_cases: [
                {
                  test_suite_id: suite,
                  path: '',
                  name: 'slow',
                  website: new URL('dynamic.html', fixtures.url).href,
                  description: 'click "Load items"\nwait for "Loaded 3 items"\nwait for "Offer ends soon"',
                },
              ],
              schedule_generation: true,
            },
          })
        ).json();
        let state = 'pending';
        for (let i = 0; i < 150 && !ENDED.has(state); i++) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          state = (await user({ method: 'GET', url: `/api/test-case/${test._id}` })).json().state;
        }
        expect(state).toBe(expected);
      }
    } finally {
      await tiny.close();
      await noBrowser.close();
    }
    await ended(slowTest._id);
    expect((await db.select().from(files).where(eq(files.testCaseId, slowTest._id))).length).toBeGreaterThan(0);
    expect((await db.select({ state: testCases.state }).from(testCases).where(eq(testCases.id, slowTest._id)))[0].state).toBe('completed');
    // Two more databases and three generations: under CI's load this takes longer than the default minute.
  }, 180_000);
});
