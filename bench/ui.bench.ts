/**
 * The UI in headless Chromium, served by the product from a fresh `vite build`:
 * - the JavaScript a first visit of each route downloads, gzipped here (zlib, default level) so
 *   the figure does not depend on how the server compresses; every script response counts once;
 * - the test tree of a project of 10,000 tests: time to show it on a first visit, to search all
 *   of it (every folder opens: 10,520 rows) and to scroll through it page by page.
 * Budgets: /auth/login ≤ 250 kB, /tests ≤ 350 kB (kB = 1,000 bytes, gzipped).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page, type Response } from 'playwright';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { buildApp } from '../server/app.ts';
import { testCases, testRuns } from '../server/db/schema.ts';
import { testConfig } from '../server/testing/app.ts';
import { TEST_PASSWORD } from '../server/testing/auth.ts';
import { createTestDatabase } from '../server/testing/databases.ts';
import { openFileStore } from '../server/storage/fileStore.ts';
import { record } from './report.ts';
import { elapsed, insertTenThousandTests, percentile, signedInProject, type Product } from './support.ts';

const EMAIL = 'ui@example.com';
/** The search below froze the page for over a minute when the tree list was not bounded. */
const SLOW = 300_000;
const PAGES = 20;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-bench-ui-'));
let product: Product;
let url = '';
let browser: Browser;
let signedIn: BrowserContextOptions['storageState'];
let small = { suiteId: '', runId: '' };
let bigSuiteId = '';

beforeAll(async () => {
  const uiDir = path.join(tmp, 'dist');
  const built = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', uiDir, '--emptyOutDir', '--logLevel', 'error'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  expect(built.status, built.stderr).toBe(0);
  const database = await createTestDatabase('pglite');
  const app = await buildApp({
    db: database.db,
    uiDir,
    config: testConfig(),
    fileStore: openFileStore({ kind: 'local', directory: path.join(tmp, 'files') }),
  });
  product = { app, database };
  url = await app.listen({ port: 0, host: '127.0.0.1' });

  // The first account owns an organization; a small project with a passed run, and one of 10,000 tests.
  const { api, orgId, suiteId } = await signedInProject(product, EMAIL, 'Shop');
  const [test] = await database.db
    .insert(testCases)
    .values({ testSuiteId: suiteId, name: 'Buy a lamp', website: 'https://shop.example/', state: 'completed', finalScript: '// script' })
    .returning();
  const [run] = await database.db
    .insert(testRuns)
    .values({ testCaseId: test!.id, status: 'passed', startedAt: new Date(), finishedAt: new Date() })
    .returning();
  small = { suiteId, runId: run!.id };
  bigSuiteId = (await api({ method: 'POST', url: '/api/test-suites', payload: { org_id: orgId, name: 'Ten thousand' } })).json().test_suite_id;
  await insertTenThousandTests(product, bigSuiteId);

  browser = await chromium.launch(chromiumLaunchOptions());
  // Signed in through the login screen, as a person would; later visits reuse its storage.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/auth/login`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/tests/);
  signedIn = await context.storageState();
  await context.close();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await product?.app.close();
  await product?.database.dispose();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Gzipped bytes of every script a fresh browser fetches to show this route. */
async function firstVisitJs(route: string, shown: (page: Page) => Locator, storageState?: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const scripts = new Map<string, Promise<number>>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.body().then((body) => gzipSync(body).length),
    );
  };
  page.on('response', onResponse);
  await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
  // On a busy machine the network can idle while the app is still parsing: the route counts once
  // its screen shows, and a second more catches what that screen loads next.
  await shown(page).waitFor();
  await page.waitForTimeout(1000);
  page.off('response', onResponse);
  expect(new URL(page.url()).pathname, `${route} redirected`).toBe(route);
  const bytes = (await Promise.all(scripts.values())).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { kB: bytes / 1000, files: scripts.size };
}

test('JavaScript a first visit downloads, per route (gzipped)', async () => {
  // A signed-in screen shows once the layout's main region has text of its own.
  const main = (page: Page) => page.locator('main').first().filter({ hasText: /\w/ });
  const routes = [
    { route: '/auth/login', signedIn: false, budget: 250, shown: (page: Page) => page.getByRole('button', { name: 'Log in' }) },
    { route: `/tests/${small.suiteId}`, signedIn: true, budget: 350 },
    { route: `/home/${small.suiteId}`, signedIn: true },
    { route: `/collections/${small.suiteId}`, signedIn: true },
    { route: `/modules/${small.suiteId}`, signedIn: true },
    { route: `/settings/${small.suiteId}`, signedIn: true },
    { route: `/run/${small.suiteId}/${small.runId}`, signedIn: true },
  ];
  for (const { route, budget, shown = main, ...visit } of routes) {
    const { kB, files } = await firstVisitJs(route, shown, visit.signedIn ? signedIn : undefined);
    const name = route.replace(small.suiteId, '{project}').replace(small.runId, '{run}');
    record({ section: 'UI', name: `first visit of ${name}: JavaScript, gzipped (${files} files)`, value: kB, unit: 'kB', budget });
  }
}, 180_000);

test('test tree of 10,000 tests in Chromium: show, search, scroll', async () => {
  const context = await browser.newContext({ storageState: signedIn, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${url}/tests/${bigSuiteId}`);
  await page.getByRole('treeitem').first().waitFor();
  const shown = await page.evaluate(() => performance.now());
  const treeRequest = await page.evaluate(
    () => performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/tree'))?.duration ?? NaN,
  );
  record({ section: 'UI', name: 'tree of 10,000 tests: first visit of /tests/{project} to rows shown', value: shown, unit: 'ms' });
  record({ section: 'UI', name: 'tree of 10,000 tests: of which GET …/tree', value: treeRequest, unit: 'ms' });

  // A search matching every test opens every folder: 10,000 tests and 520 folders in the list,
  // of which a virtualized list keeps only those in view in the DOM.
  const searched = performance.now();
  await page.getByRole('searchbox', { name: 'Search tests' }).fill('Checkout step', { timeout: SLOW });
  await page.getByText('Checkout step 0.0.0', { exact: true }).waitFor({ timeout: SLOW });
  record({ section: 'UI', name: 'tree of 10,000 tests: search matching all (10,520 rows)', value: elapsed(searched), unit: 'ms' });
  record({
    section: 'UI',
    name: 'tree of 10,000 tests: rows in the DOM after that search',
    value: await page.getByRole('treeitem').count(),
    unit: 'rows',
  });

  // Page by page through whatever scrolls the tree (its list, or the page when the list is not
  // bounded), then straight to the end. A move is done on the frame where the middle of the
  // view shows a row (or no longer shows the tree, past its end).
  const scrolled = await page.getByRole('tree', { name: 'Tests' }).evaluate(async (tree, pages) => {
    let scroller: Element = tree;
    while (scroller.parentElement && !(scroller.scrollHeight > scroller.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(scroller).overflowY)))
      scroller = scroller.parentElement;
    if (!scroller.parentElement) scroller = document.scrollingElement!;
    const view =
      scroller === document.scrollingElement
        ? { top: 0, height: innerHeight }
        : { top: scroller.getBoundingClientRect().top, height: scroller.clientHeight };
    const middle = view.top + view.height / 2;
    const drawn = () => {
      const box = tree.getBoundingClientRect();
      return box.bottom <= middle || !!document.elementFromPoint(box.left + box.width / 2, middle)?.closest('[role="treeitem"]');
    };
    const GIVE_UP_MS = 10_000;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const scrollTo = async (top: number) => {
      const start = performance.now();
      scroller.scrollTop = top;
      do await frame();
      while (!drawn() && performance.now() - start < GIVE_UP_MS);
      return performance.now() - start;
    };
    const steps: number[] = [];
    for (let i = 0; i < pages; i++) steps.push(await scrollTo(scroller.scrollTop + view.height));
    return { steps, end: await scrollTo(scroller.scrollHeight) };
  }, PAGES);
  record({ section: 'UI', name: `tree of 10,000 tests: scroll one page, p50 of ${PAGES}`, value: percentile(scrolled.steps, 50), unit: 'ms' });
  record({ section: 'UI', name: `tree of 10,000 tests: scroll one page, max of ${PAGES}`, value: Math.max(...scrolled.steps), unit: 'ms' });
  record({ section: 'UI', name: 'tree of 10,000 tests: jump to the end', value: scrolled.end, unit: 'ms' });
  await context.close();
}, 900_000);
