/**
 * The product serves Playwright's trace viewer at /trace/: a real trace, recorded here, opens
 * in Chromium from `/trace/?trace=<address on the same origin>` and shows its actions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { startFixtureServer, type FixtureServer } from '../../tests/fixtures/server.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../testing/app.ts';
import { createTestDatabase, type TestDatabase } from '../testing/databases.ts';

describe('the trace viewer at /trace/', () => {
  let workDir: string;
  let fixtures: FixtureServer;
  let browser: Browser;
  let database: TestDatabase;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-trace-'));
    fixtures = await startFixtureServer();
    browser = await chromium.launch(chromiumLaunchOptions());

    // A real trace: open the login page and click the "Show password" button.
    const context = await browser.newContext();
    await context.tracing.start({ screenshots: true, snapshots: true });
    const page = await context.newPage();
    await page.goto(new URL('login.html', fixtures.url).href);
    await page.getByRole('button', { name: 'Show password' }).click();
    const tracePath = path.join(workDir, 'trace.zip');
    await context.tracing.stop({ path: tracePath });
    await context.close();

    // The whole product, with a built UI (so its SPA fallback is in place) and, for this test
    // only, the trace at an address shaped like a temporary artifact address: same origin, a
    // query with `&` (so it must survive being one encoded query value), no auth header.
    // buildApp rather than createTestApp: routes can only be added before the app is ready.
    const uiDir = path.join(workDir, 'ui');
    fs.mkdirSync(uiDir);
    fs.writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><title>Critical Journey</title><p>UI shell</p>');
    database = await createTestDatabase('pglite');
    app = await buildApp({ db: database.db, config: testConfig(), uiDir });
    app.get('/test-artifacts/run-1', async (request, reply) => {
      const query = request.query as Record<string, string>;
      if (query.artifact_name !== 'trace.zip' || query.signature !== 'test') return reply.code(404).send();
      return reply.type('application/zip').send(fs.readFileSync(tracePath));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await database?.dispose();
    await fixtures?.close();
    if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('opens a recorded trace from a same-origin address: its actions and page snapshots show', { timeout: 120_000 }, async () => {
    const traceUrl = `${origin}/test-artifacts/run-1?artifact_name=trace.zip&expires=4102444800&signature=test`;
    const page = await browser.newPage();
    // The viewer works under the product's Content-Security-Policy (server/security/headers.ts).
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    try {
      await page.goto(`${origin}/trace/?trace=${encodeURIComponent(traceUrl)}`);
      const actions = page.getByTestId('actions-tree');
      await actions.getByTitle("getByRole('button', { name: 'Show password' })").waitFor();
      const listed = await actions.locator('.action-title').allInnerTexts();
      expect(listed.some((title) => title.includes('Navigate') && title.includes('/login.html'))).toBe(true);
      expect(listed.some((title) => title.startsWith('Click'))).toBe(true);
      // The DOM snapshot is rendered by the service worker from the zip: the worker controls the page.
      await page.frameLocator('iframe.snapshot-visible').getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/trace/sw.bundle.js`);
      expect(refused).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('serves the viewer files with their content types, the service worker as JavaScript', async () => {
    const index = await fetch(`${origin}/trace/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await index.text()).toContain('<title>Playwright Trace Viewer</title>');
    const worker = await fetch(`${origin}/trace/sw.bundle.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
  });

  it('redirects /trace to /trace/ keeping the query', async () => {
    const response = await fetch(`${origin}/trace?trace=a%26b`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/trace/?trace=a%26b');
  });

  it('answers 404, not the UI shell, for an unknown file or a path out of the viewer', async () => {
    for (const address of ['/trace/nope.js', '/trace/assets/', '/trace/..%2f..%2fpackage.json', '/trace/%2e%2e%2f%2e%2e%2fpackage.json']) {
      const response = await fetch(`${origin}${address}`);
      expect(response.status, address).toBe(404);
      expect(await response.text(), address).not.toMatch(/UI shell|"name"/);
    }
    // The UI's client-side routes still get the shell.
    expect(await (await fetch(`${origin}/tests/some-test`)).text()).toContain('UI shell');
  });
});
