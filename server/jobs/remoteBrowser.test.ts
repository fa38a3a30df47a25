/**
 * Remote browsers end to end: generations and runs of the in-process executor drive a
 * Playwright browser server (launchServer, `playwright run-server`) given as BROWSER_WS_ENDPOINT,
 * or an organization's LambdaTest grid (here a stand-in that records what it was asked and
 * hands the session to a local browser server). A local Chromium is never launched; a browser
 * that is gone ends jobs with a message saying so; the grid's access key shows nowhere.
 */
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { chromium, type BrowserServer } from 'playwright';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExecutorConfig } from '../config.ts';
import { PLAYWRIGHT_VERSION } from './browserEndpoint.ts';
import { BrowserSource } from './browsers.ts';
import { testCases } from '../db/schema.ts';
import { createTestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { generationEnded } from '../testing/generation.ts';
import {
  capabilitiesOf,
  launchBrowserServer,
  startGridStandIn,
  startRunServer,
  type GridStandIn,
  type RunServer,
} from '../testing/remoteBrowsers.ts';
import { startFixtureServer, type FixtureServer } from '../../tests/fixtures/server.ts';

type Api = ReturnType<typeof asUser>;
type Run = { _id: string; status: string; final_message: string | null; artifacts: string[] };

const LOGIN = [
  'enter "ada@example.com" into "Email"',
  'enter the password of "ada" into "Password"',
  'click the "Sign in" button',
  'expect "Welcome, Ada" to be visible',
].join('\n');
const CREDENTIALS = { ada: { username: 'ada@example.com', password: 'correct horse' } };
const ACTIVE = new Set(['pending', 'scheduled', 'running', 'waiting_for_executor']);

let fixtures: FixtureServer;
// Any local launch fails loudly: a job that still completes drove the remote browser.
// (CHROMIUM_PATH cannot forbid it: scripts/chromium.ts falls back to /usr/bin/chromium.)
const localLaunch = vi.spyOn(chromium, 'launch').mockRejectedValue(new Error('the local Chromium must not be launched in this test'));

beforeAll(async () => {
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures?.close();
  localLaunch.mockRestore();
});

/** An app whose executor has these settings, a signed-in owner, their organization and a project. */
async function appWith(executor: Partial<ExecutorConfig>, email: string) {
  const t = await createTestApp('pglite', {
    auth: { autoconfirm: true },
    executor: { slots: 1, stepTimeoutSeconds: 3, runTimeoutSeconds: 60, ...executor },
  });
  const api = asUser(t.app, (await signUpAndSignIn(t.app, email)).accessToken);
  const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id as string;
  const suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Remote' } })).json().test_suite_id as string;
  return { t, api, orgId, suiteId };
}

async function generate(api: Api, suiteId: string, name: string, description: string, extra: Record<string, unknown> = {}) {
  const created = await api({
    method: 'POST',
    url: '/api/test-cases/',
    payload: {
      test_cases: [{ test_suite_id: suiteId, path: '', name, website: new URL('login.html', fixtures.url).href, description, ...extra }],
      schedule_generation: true,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json()[0]._id as string;
  return { id, ...(await generationEnded(api, id)) };
}

async function run(api: Api, testId: string, timeoutMs = 60_000): Promise<Run> {
  const started = await api({ method: 'POST', url: `/api/test-run/${testId}` });
  expect(started.statusCode, started.body).toBe(201);
  const begin = Date.now();
  for (;;) {
    const now = (await api({ method: 'GET', url: `/api/test-run/${started.json()._id}` })).json() as Run;
    if (!ACTIVE.has(now.status)) return now;
    if (Date.now() - begin > timeoutMs) throw new Error(`run still ${now.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Everything the API shows about a test and its runs, but the organization's settings: artifacts unzipped. */
async function everythingShown(api: Api, testId: string, runs: Run[]) {
  const parts = [
    (await api({ method: 'GET', url: `/api/test-case/${testId}` })).body,
    (await api({ method: 'GET', url: `/api/logs/${testId}` })).body,
    (await api({ method: 'GET', url: `/api/debug/${testId}` })).body,
    (await api({ method: 'GET', url: `/api/test-runs/${testId}` })).body,
  ];
  for (const { _id, artifacts } of runs) {
    for (const name of artifacts) {
      const download = await api({ method: 'GET', url: `/api/artifacts/${_id}?artifact_name=${name}` });
      if (name.endsWith('.zip'))
        parts.push(...Object.values(unzipSync(new Uint8Array(download.rawPayload))).map((data) => Buffer.from(data).toString('latin1')));
      else parts.push(download.rawPayload.toString('latin1'));
    }
  }
  return parts.join('\n');
}

it("cannot launch a local Chromium here: the executor's own launch fails", async () => {
  await expect(new BrowserSource(null).get()).rejects.toThrow(
    'No browser is available: a local Chromium could not be started (the local Chromium must not be launched in this test).',
  );
  localLaunch.mockClear();
});

describe('BROWSER_WS_ENDPOINT: a browser server started with launchServer', () => {
  let server: BrowserServer;
  let app: Awaited<ReturnType<typeof appWith>>;

  beforeAll(async () => {
    server = await launchBrowserServer();
    app = await appWith({ browserEndpoint: server.wsEndpoint() }, 'remote@example.com');
  });
  afterAll(async () => {
    await app?.t.close();
    await server?.close();
  });

  it('generates and runs there, and ends both clearly once the server is gone', async () => {
    const { api, suiteId } = app;
    const test = await generate(api, suiteId, 'Login', LOGIN, { credentials: CREDENTIALS });
    expect(test.final_message).toBe('All 4 steps passed.');
    const passed = await run(api, test.id);
    expect(passed.final_message).toBe('All 4 steps passed.');
    expect(passed.artifacts).toEqual(expect.arrayContaining(['trace.zip', 'step-4.png', 'output.log']));

    await server.close();
    const endpoint = server.wsEndpoint().replace(/\/$/, '');
    const stranded = await generate(api, suiteId, 'Stranded', 'expect "Sign in" to be visible');
    expect(stranded.state).toBe('executor_not_available');
    expect(stranded.final_message).toMatch(
      new RegExp(`^No browser is available: the browser at ${escapeRegExp(endpoint)} could not be reached \\(browserType\\.connect: .*ECONNREFUSED`),
    );
    // The run's own process reports the connection it could not make, well within its time limit.
    const begin = Date.now();
    const failed = await run(api, test.id);
    expect(failed.status).toBe('failed');
    expect(failed.final_message).toMatch(
      new RegExp(`^No browser is available: the browser at ${escapeRegExp(endpoint)} could not be reached \\(connect ECONNREFUSED `),
    );
    expect(Date.now() - begin).toBeLessThan(30_000);
    expect(localLaunch).not.toHaveBeenCalled();
  });
});

describe('BROWSER_WS_ENDPOINT: `npx playwright run-server`', () => {
  let runServer: RunServer;
  let app: Awaited<ReturnType<typeof appWith>>;

  beforeAll(async () => {
    runServer = await startRunServer();
    app = await appWith({ browserEndpoint: runServer.endpoint }, 'run-server@example.com');
  });
  afterAll(async () => {
    await app?.t.close();
    await runServer?.close();
  });

  it('generates and runs there', async () => {
    const test = await generate(app.api, app.suiteId, 'Sign in shown', 'expect "Sign in" to be visible');
    expect(test.state).toBe('completed');
    expect((await run(app.api, test.id)).status).toBe('passed');
    expect(localLaunch).not.toHaveBeenCalled();
  });
});

describe("an organization's LambdaTest grid (lambda_test_settings)", () => {
  const ACCESS_KEY = 'LT_grid-key-5f3a9c71';
  let server: BrowserServer;
  let grid: GridStandIn;
  let app: Awaited<ReturnType<typeof appWith>>;
  const saveSettings = async (settings: Record<string, unknown>) => {
    const saved = await app.api({
      method: 'PUT',
      url: '/api/customer/settings',
      payload: { org_id: app.orgId, organization_settings: { lambda_test_settings: settings } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  beforeAll(async () => {
    server = await launchBrowserServer();
    grid = await startGridStandIn(server.wsEndpoint());
    // The executor's own browser is unreachable: a job that works went through the grid.
    app = await appWith({ browserEndpoint: 'ws://127.0.0.1:9/not-the-grid', lambdaTestEndpoint: grid.url }, 'grid@example.com');
    await saveSettings({ enabled: 'true', username: 'cj-user', access_key: ACCESS_KEY, platform: 'Linux', region: 'eu' });
  });
  afterAll(async () => {
    await app?.t.close();
    await grid?.close();
    await server?.close();
  });

  it('generates and runs in a grid session per job, named after the test, the access key shown nowhere', async () => {
    const { api, suiteId } = app;
    const test = await generate(api, suiteId, 'Grid login', LOGIN, { credentials: CREDENTIALS });
    expect(test.final_message).toBe('All 4 steps passed.');
    expect(grid.requests).toHaveLength(1);
    expect(grid.requests[0]).toMatch(/^\/playwright\?capabilities=/);
    expect(capabilitiesOf(grid.requests[0])).toEqual({
      browserName: 'Chrome',
      browserVersion: 'latest',
      'LT:Options': {
        platform: 'Linux',
        build: 'Critical Journey',
        name: 'Grid login',
        user: 'cj-user',
        accessKey: ACCESS_KEY,
        playwrightClientVersion: PLAYWRIGHT_VERSION,
      },
    });
    // The session ended with the generation: a grid counts open sessions.
    await eventually(() => expect(grid.open()).toBe(0));

    const passed = await run(api, test.id);
    expect(passed.final_message).toBe('All 4 steps passed.');
    expect(grid.requests).toHaveLength(2);
    expect(capabilitiesOf(grid.requests[1])['LT:Options']).toMatchObject({ name: 'Grid login', user: 'cj-user', accessKey: ACCESS_KEY });
    await eventually(() => expect(grid.open()).toBe(0));

    const shown = await everythingShown(api, test.id, [passed]);
    expect(shown).toContain('ended completed');
    expect(shown).toContain('Welcome, Ada');
    expect(shown).not.toContain(ACCESS_KEY);
    expect(localLaunch).not.toHaveBeenCalled();
  });

  it("keeps the grid's address from the run's own script: it connects through the executor's relay", async () => {
    const { api, suiteId } = app;
    const test = await generate(api, suiteId, 'Grid relay', 'expect "Sign in" to be visible');
    expect(test.state).toBe('completed');
    // A script is user code: it reads everything it can reach and fails the run if the grid's
    // address (the capabilities with the key) is among it.
    const script = [
      "import { test, expect } from '@playwright/test';",
      "import { readFileSync } from 'node:fs';",
      "test('looks for the grid', async ({ page }) => {",
      "  const reachable = JSON.stringify(test.info().project.use) + readFileSync('playwright.config.mjs', 'utf8') + JSON.stringify(process.env);",
      "  expect(reachable).toContain('ws://127.0.0.1:');",
      "  expect(reachable).not.toContain('capabilities');",
      "  expect(reachable).not.toContain('cj-user');",
      '  // a step',
      `  await page.goto(${JSON.stringify(new URL('login.html', fixtures.url).href)});`,
      "  await expect(page.getByText('Sign in').first()).toBeVisible();",
      '});',
      '',
    ].join('\n');
    await app.t.database.db.update(testCases).set({ finalScript: script }).where(eq(testCases.id, test.id));
    const before = grid.requests.length;
    const passed = await run(api, test.id);
    expect(passed.status, passed.final_message ?? '').toBe('passed');
    // The session still reached the grid with the key, through the relay.
    expect(grid.requests).toHaveLength(before + 1);
    expect(capabilitiesOf(grid.requests[before])['LT:Options']).toMatchObject({ user: 'cj-user', accessKey: ACCESS_KEY });
    await eventually(() => expect(grid.open()).toBe(0));
  });

  it('says which setting is missing, and that the grid is unreachable, never with the key', async () => {
    const { api, suiteId } = app;
    await saveSettings({ enabled: 'true', username: 'cj-user' });
    const incomplete = await generate(api, suiteId, 'No key', 'expect "Sign in" to be visible');
    expect(incomplete.state).toBe('executor_not_available');
    expect(incomplete.final_message).toBe(
      `The organization's remote browser settings enable the LambdaTest grid at ${grid.url} but have no access_key: add it under Settings → Remote browser, or remove "enabled".`,
    );
    const before = grid.requests.length;

    await saveSettings({ enabled: true, username: 'cj-user', access_key: ACCESS_KEY });
    const test = await generate(api, suiteId, 'Grid sign in', 'expect "Sign in" to be visible');
    expect(test.state).toBe('completed');
    await grid.close();
    const stranded = await generate(api, suiteId, 'Grid gone', 'expect "Sign in" to be visible');
    expect(stranded.state).toBe('executor_not_available');
    expect(stranded.final_message).toMatch(
      new RegExp(`^No browser is available: the LambdaTest grid at ${escapeRegExp(grid.url)} could not be reached \\(browserType\\.connect: `),
    );
    const failed = await run(api, test.id);
    expect(failed.status).toBe('failed');
    expect(failed.final_message).toMatch(
      new RegExp(`^No browser is available: the LambdaTest grid at ${escapeRegExp(grid.url)} could not be reached \\(connect ECONNREFUSED `),
    );
    expect(grid.requests.length).toBe(before + 1);
    // A run with incomplete settings ends saying so, as the generation did.
    await saveSettings({ enabled: 'true', username: 'cj-user' });
    const unset = await run(api, test.id);
    expect(unset).toMatchObject({ status: 'failed', final_message: incomplete.final_message });
    for (const id of [incomplete.id, stranded.id]) expect(await everythingShown(api, id, [])).not.toContain(ACCESS_KEY);
    expect(await everythingShown(api, test.id, [failed, unset])).not.toContain(ACCESS_KEY);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function eventually(check: () => void, timeoutMs = 5000) {
  const begin = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - begin > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
