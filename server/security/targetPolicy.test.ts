/**
 * The network policy through the product: a website (or a run's override) the policy refuses is
 * answered 400 naming the address and the rule; a job whose website is refused when it starts
 * ends with that reason (generation `error`, run `failed`); during generation the browser never
 * reaches a denied address, and the generation log says what was blocked.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCases } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { asUser, signUpAndSignIn } from '../testing/auth.ts';
import { generationEnded } from '../testing/generation.ts';
import { readNetworkPolicy } from './networkPolicy.ts';

type Api = ReturnType<typeof asUser>;

const ACTIVE_RUN = new Set(['pending', 'scheduled', 'running', 'waiting_for_executor']);
const DENIED_RULE = '127.0.0.2 is in the denied network 127.0.0.2/32 (TARGET_DENIED_NETWORKS).';

describe('the network policy on pglite', () => {
  let t: TestApp;
  let api: Api;
  let suiteId: string;
  // The site under test on 127.0.0.1 (allowed); 127.0.0.2 plays the metadata service (denied).
  let site: http.Server;
  let siteUrl: string;
  const inside: string[] = [];
  let insideServer: http.Server;
  let insideUrl: string;

  const listen = async (server: http.Server, host: string) => {
    await new Promise<void>((resolve) => server.listen(0, host, () => resolve()));
    return `http://${host}:${(server.address() as AddressInfo).port}`;
  };

  const testCase = (website: string, description = 'expect the page to show "Shop"') => ({
    test_suite_id: suiteId,
    path: '',
    name: `N ${Math.random().toString(36).slice(2, 8)}`,
    website,
    description,
  });
  const create = (website: string, description?: string, schedule = true) =>
    api({ method: 'POST', url: '/api/test-cases/', payload: { test_cases: [testCase(website, description)], schedule_generation: schedule } });
  const logOf = async (id: string) =>
    ((await api({ method: 'GET', url: `/api/logs/${id}` })).json().logs as Array<{ content: string }>)[0]?.content ?? '';

  beforeAll(async () => {
    insideServer = http.createServer((request, response) => {
      inside.push(request.url ?? '');
      response.end('SECRET-CREDENTIALS');
    });
    insideUrl = await listen(insideServer, '127.0.0.2');
    site = http.createServer((request, response) => {
      if (request.url === '/redirect') return response.writeHead(302, { location: `${insideUrl}/latest/meta-data` }).end();
      response.setHeader('content-type', 'text/html');
      response.end(`<title>Shop</title><h1>Shop</h1><img alt="pixel" src="${insideUrl}/pixel.png">`);
    });
    siteUrl = await listen(site, '127.0.0.1');
    t = await createTestApp('pglite', {
      auth: { autoconfirm: true },
      executor: { slots: 1, stepTimeoutSeconds: 3, network: readNetworkPolicy({ denied: '127.0.0.2/32,169.254.169.254/32,*.internal.example' }) },
    });
    api = asUser(t.app, (await signUpAndSignIn(t.app, 'policy@example.com')).accessToken);
    const orgId = (await api({ method: 'GET', url: '/api/auth/get-user-organizations' })).json()[0].org_id;
    suiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Policy' } })).json().test_suite_id;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => site?.close(resolve));
    await new Promise((resolve) => insideServer?.close(resolve));
  });

  it('answers 400 naming the address and the rule when a test is saved, edited or imported with a refused website', async () => {
    const refused = await create('http://169.254.169.254/latest/meta-data/');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message:
        'The website http://169.254.169.254/latest/meta-data/ is refused by the network policy: 169.254.169.254 is in the denied network 169.254.169.254/32 (TARGET_DENIED_NETWORKS).',
      detail: 'test_cases/0/website',
    });
    const byName = await create('https://admin.internal.example/');
    expect(byName.statusCode).toBe(400);
    expect(byName.json().message).toBe(
      'The website https://admin.internal.example/ is refused by the network policy: admin.internal.example matches the denied host *.internal.example (TARGET_DENIED_NETWORKS).',
    );

    const saved = await create(siteUrl, undefined, false);
    expect(saved.statusCode).toBe(201);
    const edited = await api({ method: 'PUT', url: `/api/test-case/${saved.json()[0]._id}/edit?schedule=false`, payload: testCase(`${insideUrl}/`) });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toEqual({ message: `The website ${insideUrl}/ is refused by the network policy: ${DENIED_RULE}`, detail: 'website' });

    const imported = await api({ method: 'POST', url: `/api/test-suites/${suiteId}/import`, payload: { test_cases: [testCase(`${insideUrl}/x`)] } });
    expect(imported.statusCode).toBe(400);
    expect(imported.json().detail).toBe('test_cases/0/website');
  });

  it('answers 400 for a run whose website override is refused, alone or for a whole project', async () => {
    const [row] = await t.database.db
      .insert(testCases)
      .values({ testSuiteId: suiteId, path: '', name: 'Runnable', website: siteUrl, description: 'x', state: 'completed', finalScript: 'test' })
      .returning();
    const override = await api({
      method: 'POST',
      url: `/api/test-run/${row.id}`,
      payload: { parameter_overrides: {}, website_url_override: `${insideUrl}/` },
    });
    expect(override.statusCode).toBe(400);
    expect(override.json()).toEqual({
      message: `The website ${insideUrl}/ is refused by the network policy: ${DENIED_RULE}`,
      detail: 'website_url_override',
    });
    const all = await api({
      method: 'POST',
      url: `/api/test-suites/${suiteId}/run-all`,
      payload: { settings: { parameter_overrides: {}, website_url_override: 'http://169.254.169.254/' } },
    });
    expect(all.statusCode).toBe(400);
    expect(all.json().detail).toBe('settings/website_url_override');
  });

  it('refuses a generation when it starts if its website is refused by then: the test ends error with the reason', { timeout: 60_000 }, async () => {
    // Saved while allowed; by the time the job starts the address is one the policy refuses (as
    // when a name is rebound to a denied address, or the policy was tightened).
    const created = (await create(siteUrl, undefined, false)).json()[0];
    await t.database.db
      .update(testCases)
      .set({ website: `${insideUrl}/` })
      .where(eq(testCases.id, created._id));
    expect((await api({ method: 'PUT', url: `/api/test-case/${created._id}/regenerate` })).statusCode).toBe(200);
    const test = await generationEnded(api, created._id);
    expect(test.state).toBe('error');
    expect(test.final_message).toBe(`The website ${insideUrl}/ is refused by the network policy: ${DENIED_RULE}`);
    expect(inside).toEqual([]);
  });

  it('ends a run failed when its website is refused as it starts', { timeout: 60_000 }, async () => {
    const [row] = await t.database.db
      .insert(testCases)
      .values({ testSuiteId: suiteId, path: '', name: 'Rebound', website: siteUrl, description: 'x', state: 'completed', finalScript: 'test' })
      .returning();
    const queued = await api({ method: 'POST', url: `/api/test-run/${row.id}`, payload: { parameter_overrides: {} } });
    expect(queued.statusCode, queued.body).toBe(201);
    await t.database.db
      .update(testCases)
      .set({ website: `${insideUrl}/` })
      .where(eq(testCases.id, row.id));
    const start = Date.now();
    let run = queued.json();
    while (ACTIVE_RUN.has(run.status) && Date.now() - start < 50_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      run = (await api({ method: 'GET', url: `/api/test-run/${run._id}` })).json();
    }
    expect(run).toMatchObject({
      status: 'failed',
      final_message: `The website ${insideUrl}/ is refused by the network policy: ${DENIED_RULE}`,
      artifacts: [],
    });
  });

  it('keeps the generation browser away from denied addresses and logs each refusal', { timeout: 120_000 }, async () => {
    // The page loads an image from the denied address: the step passes, the request never leaves.
    const page = (await create(siteUrl)).json()[0];
    const completed = await generationEnded(api, page._id);
    expect(completed.state, completed.final_message ?? '').toBe('completed');
    expect(await logOf(page._id)).toContain(`blocked GET ${insideUrl}/pixel.png: ${DENIED_RULE}`);

    // A step that opens a denied address fails before the browser goes there.
    const step = (await create(siteUrl, `go to ${insideUrl}/latest/meta-data\nexpect the page to show "Shop"`)).json()[0];
    const failed = await generationEnded(api, step._id);
    expect(failed.state).toBe('failed');
    expect(failed.final_message).toBe(
      `Step 1 "go to ${insideUrl}/latest/meta-data" failed: The address ${insideUrl}/latest/meta-data is refused by the network policy: ${DENIED_RULE}`,
    );

    // A redirect to a denied address (which Playwright's routes never see) is stopped too.
    const redirected = (await create(`${siteUrl}/redirect`)).json()[0];
    const stopped = await generationEnded(api, redirected._id);
    expect(stopped.state).toBe('failed');
    expect(stopped.final_message).toMatch(/The network policy blocked \d+ requests? of the browser; the generation log names them\.$/);
    expect(await logOf(redirected._id)).toContain(`blocked GET ${insideUrl}/latest/meta-data: ${DENIED_RULE}`);
    expect(inside).toEqual([]);
  });
});
