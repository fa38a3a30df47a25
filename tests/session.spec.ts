/**
 * The session in a real browser: expiry, a clock that is off, two tabs sharing one
 * session, and a session revoked elsewhere. Each test signs in on a fresh browser context (a
 * server session of its own), so refreshing or revoking never touches the shared owner state.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createProject, listProjects } from './support/api';
import { OWNER } from './support/auth';

test.use({ storageState: { cookies: [], origins: [] } });

test.beforeEach(async ({ request }) => {
  if ((await listProjects(request)).length === 0) await createProject(request, 'Session checks');
});

async function logIn(page: Page, path = '/tests') {
  await page.goto(path);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/tests\/[0-9a-f-]{36}/);
}

/** Refresh-token requests the context sends from now on. */
function countRefreshes(context: BrowserContext): () => number {
  let count = 0;
  context.on('request', (request) => {
    if (request.url().includes('grant_type=refresh_token')) count++;
  });
  return () => count;
}

const storedSessionKey = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).find((key) => key.startsWith('sb-') && key.endsWith('-auth-token'))!);

test('a session whose expires_at has passed ends at the next check: /auth/login, no refresh', async ({ page, context }) => {
  await page.clock.install();
  await logIn(page);
  const refreshes = countRefreshes(context);
  const key = await storedSessionKey(page);
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key)!);
    localStorage.setItem(key, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 10 }));
  }, key);
  await page.clock.fastForward(61_000);
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(refreshes()).toBe(0);
  // The stores were reset: the expired session is not kept to be refreshed back to life.
  expect(await page.evaluate((key) => localStorage.getItem(key), key)).toBeNull();
});

test('a client clock an hour ahead signs in and does not loop refreshing', async ({ page, context }) => {
  await page.clock.install({ time: Date.now() + 3_600_000 });
  const refreshes = countRefreshes(context);
  await logIn(page);
  await page.clock.fastForward(125_000);
  await page.goto('/collections');
  await expect(page).toHaveURL(/\/collections/);
  await expect(page.getByRole('heading', { name: 'Test suites', level: 1 })).toBeVisible();
  expect(refreshes()).toBe(0);
});

test('two tabs of one browser share one session: refreshing together revokes neither', async ({ context }) => {
  await context.clock.install();
  const first = await context.newPage();
  await logIn(first);
  const second = await context.newPage();
  await second.goto('/tests');
  await expect(second).toHaveURL(/\/tests\/[0-9a-f-]{36}/);
  const refreshes = countRefreshes(context);
  // Both tabs' timers fall due at the same moment: two minutes before the hour runs out.
  await context.clock.fastForward(3_600_000 - 100_000);
  await expect.poll(refreshes).toBeGreaterThan(0);
  for (const page of [first, second]) {
    await page.reload();
    await expect(page).toHaveURL(/\/tests\/[0-9a-f-]{36}/);
    await expect(page.getByRole('button', { name: /^Project / })).toBeVisible();
  }
  await expect(first.getByText(/Unable to fetch/)).toHaveCount(0);
});

test('a session revoked elsewhere goes to /auth/login, without error toasts', async ({ page }) => {
  await logIn(page);
  const key = await storedSessionKey(page);
  const refreshToken = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).refresh_token as string, key);
  // A copy of the profile refreshes twice, then the token this page holds, two rotations old,
  // is presented again: the reuse ends the whole session.
  const refresh = (token: string) =>
    page.request.post('/auth/v1/token?grant_type=refresh_token', { headers: { apikey: 'e2e' }, data: { refresh_token: token } });
  const copied = await refresh(refreshToken);
  expect(copied.ok()).toBe(true);
  expect((await refresh((await copied.json()).refresh_token)).ok()).toBe(true);
  expect((await refresh(refreshToken)).status()).toBe(400);
  await page.goto('/collections');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText(/Unable to fetch/)).toHaveCount(0);
});
