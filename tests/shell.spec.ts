import { expect, test } from '@playwright/test';
import { createProject, listProjects } from './support/api';
import { accessToken, OWNER } from './support/auth';

// The app shell's shared behaviour, with failures forced the way the checklist does it:
// by answering a request with an error in the browser.
test.describe('app shell', () => {
  test.beforeEach(async ({ request }) => {
    if ((await listProjects(request)).length === 0) await createProject(request, 'Shell checks');
  });

  test("a failed call shows the 'Some error occurred' toast with what failed", async ({ page }) => {
    await page.goto('/tests');
    await page.route('**/api/test-suites', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Boom' } }) : route.continue(),
    );
    await page.getByRole('button', { name: /^Project / }).click();
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByRole('textbox', { name: 'Project name' }).fill('Doomed');
    await page.getByRole('textbox', { name: 'Project name' }).press('Enter');
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Some error occurred');
    await expect(toast).toContainText('Unable to create the project');
    // Nothing was created, and the name stays editable for another try.
    await expect(page.getByRole('textbox', { name: 'Project name' })).toBeEnabled();
    expect((await listProjects(page.request)).map((p) => p.name)).not.toContain('Doomed');
  });

  test("an organization load failure shows 'Something went wrong!' and Retry recovers", async ({ page }) => {
    let fail = true;
    await page.route('**/api/auth/get-user-organizations', (route) =>
      fail ? route.fulfill({ status: 503, json: { message: 'Down for a moment' } }) : route.continue(),
    );
    await page.goto('/tests');
    await expect(page.getByText('Something went wrong!')).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Unable to fetch organizations');
    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: /^Project / })).toBeVisible();
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  });

  test('the theme follows the system until the user picks one', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/tests');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/light/);
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await context.close();
  });

  test('log out asks first, with the texts of the spec', async ({ page }) => {
    await page.goto('/tests');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to logout?');
    await expect(dialog).toContainText('You will be logged out of your account.');
    await expect(dialog.getByRole('button', { name: 'Yes, Logout' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("the user menu hides 'Change password' on the Change Password screen", async ({ page }) => {
    await page.goto('/tests');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/change-password');
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Change password' })).toHaveCount(0);
  });

  test('a super admin creates an organization and lands in it, with its branding applied', async ({ page }) => {
    const name = `Initech ${Date.now()}`;
    await page.goto('/create-org');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Page title' }).fill('Initech QA');
    await page.getByRole('textbox', { name: 'Primary colour' }).fill('#2563eb');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Organization created' })).toBeVisible();
    await expect(page).toHaveURL(/\/tests/);
    await expect(page.getByText('Project list is empty')).toBeVisible();
    await expect(page).toHaveTitle('Initech QA');
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--cj-primary'))).toBe('#2563eb');
    // Public test pages keep the product's own look.
    await page.goto('/go/anything');
    await expect(page).toHaveTitle('Critical Journey');
  });
});

test('switching organization reloads its projects', async ({ page }) => {
  const token = await accessToken(page.request, OWNER.email, OWNER.password);
  const headers = { Authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const org = await (await page.request.post('/api/organizations', { headers, data: { name: `Switch target ${stamp}` } })).json();
  await page.request.post('/api/test-suites', { headers, data: { org_id: org.org_id, name: `Only in target ${stamp}` } });

  const switchTo = async (name: string) => {
    await page.getByRole('button', { name: /^Organization / }).click();
    await page.getByPlaceholder('Search organizations...').fill(name.toUpperCase());
    await page.getByText(name, { exact: true }).last().click();
  };
  await page.goto('/tests');
  await switchTo('e2e.example');
  await expect(page.getByRole('button', { name: /^Project / })).not.toContainText(`Only in target ${stamp}`);
  await switchTo(`Switch target ${stamp}`);
  await expect(page.getByRole('button', { name: /^Project / })).toContainText(`Only in target ${stamp}`);
});
