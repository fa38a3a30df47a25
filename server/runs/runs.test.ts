/**
 * Runs end to end on the server: a generated test is run through the API by the in-process
 * executor in an isolated child process (real Playwright, real Chromium, the fixture apps), with
 * overrides; artifacts are stored with secrets masked and download with the token or through a
 * temporary address; cancel stops the process; limits end a run `resources_exceeded`.
 */
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCases } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { runEnded } from '../testing/runs.ts';
import { generationEnded } from '../testing/generation.ts';
import { startFixtureServer, type FixtureServer } from '../../tests/fixtures/server.ts';

type Run = { _id: string; status: string; final_message: string | null; artifacts: string[]; started_at: string | null; finished_at: string | null };
type Api = ReturnType<typeof asUser>;

const LOGIN = [
  'enter @EMAIL into "Email"',
  'enter the password of "ada" into "Password"',
  'click the "Sign in" button',
  'expect "Welcome, Ada" to be visible',
].join('\n');

async function projectOf(api: Api) {
  const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
  return (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Runs' } })).json().test_suite_id as string;
}

/**
 * What the trace viewer lists of a trace: the test runner's steps (`test.trace`, by title) and
 * the browser calls of each context (the other `*.trace` files, as `Class.method`).
 */
function traceActions(zip: Uint8Array): { steps: string[]; calls: string[] } {
  const steps: string[] = [];
  const calls: string[] = [];
  for (const [name, data] of Object.entries(unzipSync(zip))) {
    if (!name.endsWith('.trace')) continue;
    for (const line of Buffer.from(data).toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as { type: string; title?: string; class?: string; method?: string };
      if (event.type !== 'before') continue;
      if (name === 'test.trace') steps.push(event.title ?? '');
      else calls.push(`${event.class}.${event.method}`);
    }
  }
  return { steps, calls };
}

/** The harness's own calls (marking secret fields, the step and failure screenshots) as the trace would list them. */
const harnessSteps = (steps: string[]) => steps.filter((title) => /^(Evaluate|Screenshot)\b/.test(title));
const harnessCalls = (calls: string[]) => calls.filter((call) => /\.(evaluateExpression|evaluateExpressionHandle|screenshot)$/.test(call));

describe('runs on pglite', () => {
  let t: TestApp;
  let api: Api;
  let fixtures: FixtureServer;
  let suiteId: string;
  let loginTest: string;

  /** A test generated for real; its script is what runs. */
  const generated = async (description: string, page: string, extra: Record<string, unknown> = {}) => {
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          {
            test_suite_id: suiteId,
            path: '',
            name: `R ${Math.random().toString(36).slice(2, 8)}`,
            website: new URL(page, fixtures.url).href,
            description,
            ...extra,
          },
        ],
        schedule_generation: true,
      },
    });
    const id = created.json()[0]._id as string;
    const test = await generationEnded(api, id);
    if (test.state !== 'completed') throw new Error(`generation ended ${test.state}: ${test.final_message}`);
    return id;
  };
  const run = async (testId: string, settings?: Record<string, unknown>, as = api) => {
    const response = await as({ method: 'POST', url: `/api/test-run/${testId}`, ...(settings ? { payload: settings } : {}) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Run;
  };

  beforeAll(async () => {
    process.env.CJ_SERVER_ONLY_SECRET = 'do-not-leak-me';
    fixtures = await startFixtureServer();
    t = await createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 1, stepTimeoutSeconds: 3, runTimeoutSeconds: 60 } });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'runner@example.com')).accessToken);
    suiteId = await projectOf(api);
    loginTest = await generated(LOGIN, 'login.html', {
      test_parameters: { EMAIL: 'ada@example.com' },
      credentials: { ada: { username: 'ada@example.com', password: 'correct horse' } },
    });
  });
  afterAll(async () => {
    delete process.env.CJ_SERVER_ONLY_SECRET;
    await t?.close();
    await fixtures?.close();
  });

  it('runs a generated test to passed, with per-step results, screenshots, logs and a trace, secrets masked everywhere', async () => {
    const started = await run(loginTest);
    expect(started.status).toBe('pending');
    const ended = await runEnded<Run>(api, started._id);
    expect(ended.final_message).toBe('All 4 steps passed.');
    expect(ended.status).toBe('passed');
    expect(ended.started_at).not.toBeNull();
    expect(ended.artifacts).toEqual(
      expect.arrayContaining(['trace.zip', 'steps.json', 'step-1.png', 'step-4.png', 'output.log', 'console.log', 'network.log']),
    );
    const download = (name: string) => api({ method: 'GET', url: `/api/artifacts/${started._id}?artifact_name=${name}` });
    const steps = (await download('steps.json')).json() as Array<{ title: string; status: string; screenshot: string }>;
    expect(steps.map((step) => [step.title, step.status, step.screenshot])).toEqual([
      ['enter @EMAIL into "Email"', 'passed', 'step-1.png'],
      ['enter the password of "ada" into "Password"', 'passed', 'step-2.png'],
      ['click the "Sign in" button', 'passed', 'step-3.png'],
      ['expect "Welcome, Ada" to be visible', 'passed', 'step-4.png'],
    ]);
    expect((await download('step-2.png')).headers['content-type']).toBe('image/png');
    expect((await download('network.log')).body).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/login\.html 200/);
    // The typed password is in no artifact: not in the logs, not anywhere in the trace.
    const trace = (await download('trace.zip')).rawPayload;
    const entries = unzipSync(new Uint8Array(trace));
    expect(Object.keys(entries).some((name) => name.endsWith('.trace'))).toBe(true);
    const everything = Object.values(entries)
      .map((data) => Buffer.from(data).toString('latin1'))
      .join('\n');
    // The credential's username was typed too: the trace shows it masked.
    expect(everything).toContain('********');
    expect(everything).not.toContain('ada@example.com');
    expect(everything).not.toContain('correct horse');
    // The trace lists the test's own actions only: the harness's screenshot after each step is not among them.
    const { steps: traced, calls } = traceActions(new Uint8Array(trace));
    expect(traced.filter((title) => /^(Fill|Click)\b/.test(title))).toHaveLength(3);
    expect(calls.filter((call) => call === 'Frame.fill')).toHaveLength(2);
    expect(harnessSteps(traced)).toEqual([]);
    expect(harnessCalls(calls)).toEqual([]);
    for (const name of ['output.log', 'console.log', 'network.log', 'steps.json']) expect((await download(name)).body).not.toContain('correct horse');
    expect(await t.database.db.select().from(testCases).where(eq(testCases.id, loginTest))).toHaveLength(1);
  });

  it('applies overrides, and a failing run says which step failed and why', async () => {
    const started = await run(loginTest, { parameter_overrides: { EMAIL: 'nobody@example.com' } });
    const ended = await runEnded<Run>(api, started._id);
    expect(ended.status).toBe('failed');
    expect(ended.final_message).toMatch(/^Step 4 "expect "Welcome, Ada" to be visible" failed: /);
    const steps = (await api({ method: 'GET', url: `/api/artifacts/${started._id}?artifact_name=steps.json` })).json() as Array<{
      status: string;
      screenshot: string | null;
      error: string | null;
    }>;
    expect(steps.map((step) => step.status)).toEqual(['passed', 'passed', 'passed', 'failed']);
    expect(steps[3].screenshot).toBe('step-4.png');
    expect(steps[3].error).toMatch(/toBeVisible/);
    // Nor is the screenshot of the failure, taken after the test.
    const trace = (await api({ method: 'GET', url: `/api/artifacts/${started._id}?artifact_name=trace.zip` })).rawPayload;
    const { steps: traced, calls } = traceActions(new Uint8Array(trace));
    expect(traced).toContain('After Hooks');
    expect(harnessSteps(traced)).toEqual([]);
    expect(harnessCalls(calls)).toEqual([]);
    expect((await api({ method: 'GET', url: `/api/test-run/${started._id}` })).json().settings).toEqual({
      parameter_overrides: { EMAIL: 'nobody@example.com' },
    });
  });

  it('fails within the step timeout, naming the step, when the element of a step is missing', async () => {
    // The same test against a page without the login form: the first step's field is not there.
    const started = await run(loginTest, { parameter_overrides: {}, website_url_override: new URL('welcome.html', fixtures.url).href });
    const ended = await runEnded<Run>(api, started._id, 50_000);
    expect(ended.status).toBe('failed');
    expect(ended.final_message).toMatch(/^Step 1 "enter @EMAIL into "Email"" failed: .*(Timeout|timeout) 3000ms/s);
    // The step timeout here is 3 s, the run's limit 60 s (the test's own 55 s): it ends after the
    // browser's start and the step's 3 s, with room for a busy machine.
    expect(Date.parse(ended.finished_at!) - Date.parse(ended.started_at!)).toBeLessThan(35_000);
  });

  it('serves the trace through a temporary address, and nothing without a valid one', async () => {
    const [latest] = (await api({ method: 'GET', url: `/api/test-runs/${loginTest}` })).json() as Run[];
    const address = (await api({ method: 'GET', url: `/api/artifacts/${latest._id}/url?artifact_name=trace.zip` })).json();
    expect(address.url).toMatch(/^\/api\/public\/artifacts\/.+\?artifact_name=trace\.zip&expires=\d+&signature=[0-9a-f]+$/);
    const publicDownload = await t.app.inject({ method: 'GET', url: address.url });
    expect(publicDownload.statusCode).toBe(200);
    expect(publicDownload.headers['content-type']).toBe('application/zip');
    const forged = await t.app.inject({ method: 'GET', url: address.url.replace(/signature=[0-9a-f]{4}/, 'signature=0000') });
    expect(forged.statusCode).toBe(404);
    const other = await t.app.inject({ method: 'GET', url: address.url.replace('artifact_name=trace.zip', 'artifact_name=output.log') });
    expect(other.statusCode).toBe(404);
    expect((await api({ method: 'GET', url: `/api/artifacts/${latest._id}?artifact_name=nothing.txt` })).statusCode).toBe(404);
  });

  it('keeps the server environment out of the run process', async () => {
    const id = await generated('expect "Sign in" to be visible', 'login.html');
    const script = `import { test } from '@playwright/test';\ntest('env', async ({ page }) => {\n  console.log('ENV=' + JSON.stringify(process.env));\n  // a step\n  await page.goto('about:blank');\n});\n`;
    await t.database.db.update(testCases).set({ finalScript: script }).where(eq(testCases.id, id));
    const ended = await runEnded<Run>(api, (await run(id))._id);
    expect(ended.status).toBe('passed');
    const output = (await api({ method: 'GET', url: `/api/artifacts/${ended._id}?artifact_name=output.log` })).body;
    const env = JSON.parse(/ENV=(\{.*\})/.exec(output)![1]) as Record<string, string>;
    expect(env.CJ_SERVER_ONLY_SECRET).toBeUndefined();
    expect(Object.keys(env).filter((key) => /DATABASE|SECRET|TOKEN|KEY|SMTP|SUPABASE/.test(key) && key !== 'CJ_SECRET_ENV')).toEqual([]);
  });

  it('cancels a running run: its process stops and it stays cancelled', async () => {
    const id = await generated('click "Load items"\nwait for "Loaded 3 items"', 'dynamic.html');
    // Long enough to be cancelled while running.
    const script = `import { test } from '@playwright/test';\ntest('slow', async ({ page }) => {\n  // wait\n  await page.waitForTimeout(30_000);\n});\n`;
    await t.database.db.update(testCases).set({ finalScript: script }).where(eq(testCases.id, id));
    const started = await run(id);
    for (let i = 0; i < 100 && (await api({ method: 'GET', url: `/api/test-run/${started._id}` })).json().status !== 'running'; i++)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const cancelled = await api({ method: 'DELETE', url: `/api/test-run/cancel/${started._id}` });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', final_message: 'The run was cancelled.' });
    const begin = Date.now();
    // The executor notices within a sample or two and keeps the run cancelled, with the output it left.
    for (;;) {
      const now = (await api({ method: 'GET', url: `/api/test-run/${started._id}` })).json() as Run;
      if (now.artifacts.includes('output.log')) {
        expect(now.status).toBe('cancelled');
        break;
      }
      if (Date.now() - begin > 10_000) throw new Error('the process was not stopped');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(Date.now() - begin).toBeLessThan(10_000);
  });

  it('refuses to run a test that was never generated, and hides runs from other organizations', async () => {
    const created = await api({
      method: 'POST',
      url: '/api/test-cases/',
      payload: {
        test_cases: [
          { test_suite_id: suiteId, path: '', name: 'never', website: new URL('login.html', fixtures.url).href, description: 'click "Sign in"' },
        ],
        schedule_generation: false,
      },
    });
    const refused = await api({ method: 'POST', url: `/api/test-run/${created.json()[0]._id}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The test has no generated script to run yet: generate it first.');
    const [latest] = (await api({ method: 'GET', url: `/api/test-runs/${loginTest}` })).json() as Run[];
    const stranger = asUser(t.app, (await signUpAndSignIn(t.app, 'stranger@example.com')).accessToken);
    expect((await stranger({ method: 'GET', url: `/api/test-run/${latest._id}` })).statusCode).toBe(404);
    expect((await stranger({ method: 'GET', url: `/api/artifacts/${latest._id}?artifact_name=trace.zip` })).statusCode).toBe(404);
    expect((await stranger({ method: 'DELETE', url: `/api/test-run/cancel/${latest._id}` })).statusCode).toBe(404);
    expect([403, 404]).toContain((await stranger({ method: 'POST', url: `/api/test-run/${loginTest}` })).statusCode);
  });

  it('ends a run past its time or memory limit as resources_exceeded', async () => {
    const script = (await api({ method: 'GET', url: `/api/test-case/${loginTest}` })).json().final_script as string;
    for (const [limits, message] of [
      [{ runTimeoutSeconds: 1 }, 'The run took longer than its limit of 1 s.'],
      [{ runMemoryMb: 40 }, 'The run used more than its memory limit of 40 MB.'],
    ] as const) {
      const limited = await createTestApp('pglite', { auth: { autoconfirm: true }, executor: { slots: 1, ...limits } });
      try {
        const user = asUser(limited.app, (await signUpAndSignIn(limited.app, 'limits@example.com')).accessToken);
        const suite = await projectOf(user);
        const created = await user({
          method: 'POST',
          url: '/api/test-cases/',
          payload: {
            test_cases: [
              { test_suite_id: suite, path: '', name: 'limited', website: new URL('login.html', fixtures.url).href, description: 'click "Sign in"' },
            ],
            schedule_generation: false,
          },
        });
        const id = created.json()[0]._id as string;
        await limited.database.db
          .update(testCases)
          .set({ state: 'completed', finalScript: script, credentials: { ada: { username: 'ada@example.com', password: 'correct horse' } } })
          .where(eq(testCases.id, id));
        const started = (await user({ method: 'POST', url: `/api/test-run/${id}` })).json() as Run;
        const ended = await runEnded(user, started._id);
        expect(ended).toMatchObject({ status: 'resources_exceeded', final_message: message });
      } finally {
        await limited.close();
      }
    }
  });
});
