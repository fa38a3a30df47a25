import { expect, test } from '@playwright/test';
import { createProject, listProjects } from './support/api';

test.describe('route table', () => {
  // Most screens render only once a project exists (otherwise: 'Project list is empty').
  test.beforeEach(async ({ request }) => {
    if ((await listProjects(request)).length === 0) await createProject(request, 'Route checks');
  });

  test('unknown deep paths go to / and then to the Test cases screen', async ({ page }) => {
    await page.goto('/x/y/z/w');
    await expect(page).toHaveURL(/\/tests(\/[0-9a-f-]{36})?$/);
  });

  test('a signed-in user opening an /auth route is sent to /', async ({ page }) => {
    for (const path of ['/auth', '/auth/login', '/auth/register', '/auth/reset']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/tests(\/[0-9a-f-]{36})?$/);
    }
  });

  test('every screen of the route table is built', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await page.goto('/collections');
    await expect(page.getByRole('heading', { name: 'Test suites', level: 1 })).toBeVisible();
    await expect(page.getByText(/not built yet/)).toHaveCount(0);
    await page.goto('/bad-self-test-request');
    await expect(page.getByText("Won't test Critical Journey")).toBeVisible();
  });

  test('the sidebar expands on hover and can be pinned open', async ({ page }) => {
    await page.goto('/tests');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveAttribute('data-expanded', 'false');
    await nav.hover();
    await expect(nav).toHaveAttribute('data-expanded', 'true');
    await page.mouse.move(900, 500);
    await expect(nav).toHaveAttribute('data-expanded', 'false');
    await nav.getByRole('button', { name: 'Expand sidebar' }).click();
    await page.mouse.move(900, 500);
    await expect(nav).toHaveAttribute('data-expanded', 'true');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-expanded', 'true');
  });

  test('the theme can be forced dark and is remembered', async ({ page }) => {
    await page.goto('/tests');
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

test.describe('public pages for anonymous visitors', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the public test routes render in the public layout without the sidebar', async ({ page }) => {
    for (const path of ['/public/test/abc', '/test/abc', '/go/abc']) {
      await page.goto(path);
      await expect(page.getByText('Ready to catch bugs before your customers do?')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    }
  });
});
