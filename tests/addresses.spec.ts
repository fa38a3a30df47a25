/**
 * Addresses and saved selections in a real browser: where the app falls back (S-105, S-106),
 * what it restores (S-110), and what a link names: a project (E-06, another organization's) or
 * a test opened signed out.
 */
import { expect, test, type Page } from '@playwright/test';
import { accessToken, ensureAccount, OWNER } from './support/auth';
import { organizationId } from './support/api';

async function ownerHeaders(page: Page) {
  return { Authorization: `Bearer ${await accessToken(page.request, OWNER.email, OWNER.password)}` };
}

/** A project of the owner's own organization (or `orgId`), with one test. */
async function projectWithTest(page: Page, orgId?: string) {
  const headers = await ownerHeaders(page);
  const name = `Address ${Date.now()}`;
  const project = await (
    await page.request.post('/api/test-suites', { headers, data: { org_id: orgId ?? (await organizationId(page.request)), name } })
  ).json();
  const created = await page.request.post('/api/test-cases/', {
    headers,
    data: {
      schedule_generation: false,
      test_cases: [{ test_suite_id: project.test_suite_id, path: '', name: 'Saved one', website: 'http://shop.test', description: 'Look' }],
    },
  });
  expect(created.status()).toBe(201);
  const tree = await (await page.request.get(`/api/test-suites/${project.test_suite_id}/tree`, { headers })).json();
  const testId = tree.find((item: { is_folder: boolean }) => !item.is_folder).test_case_id as string;
  return { projectId: project.test_suite_id as string, name, testId };
}

const projectButton = (page: Page) => page.getByRole('button', { name: /^Project / });

test('S-106: Retry after a project load failure falls back to the Tests route', async ({ page }) => {
  const { projectId } = await projectWithTest(page);
  let failed = false;
  await page.route(`**/api/test-suites/${projectId}/tree`, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.fulfill({ status: 500, json: { message: 'down' } });
  });
  await page.goto(`/modules/${projectId}`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/tests\/[0-9a-f-]{36}/);
});

test('S-105: deleting the project on Settings opened by address falls back to the Tests route', async ({ page }) => {
  const { projectId, name } = await projectWithTest(page);
  await page.goto(`/settings/${projectId}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/tests(\/[0-9a-f-]{36})?$/);
  await expect(page).not.toHaveURL(new RegExp(projectId));
});

test('S-110: /tests/{S} without a test opens the test last picked', async ({ page }) => {
  const { projectId, testId } = await projectWithTest(page);
  await page.goto(`/tests/${projectId}`);
  await page.getByRole('treeitem').filter({ hasText: 'Saved one' }).click();
  await expect(page).toHaveURL(new RegExp(`/tests/${projectId}/${testId}$`));
  await page.goto(`/collections/${projectId}`);
  await page.goto(`/tests/${projectId}`);
  await expect(page).toHaveURL(new RegExp(`/tests/${projectId}/${testId}$`));
});

test("E-06: a project the address names is loaded; its failure says 'Unable to fetch project'", async ({ page }) => {
  const { projectId } = await projectWithTest(page);
  await page.route(`**/api/test-suites/${projectId}`, (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
  await page.goto(`/tests/${projectId}`);
  const toast = page.getByTestId('toast').filter({ hasText: 'Unable to fetch project' });
  await expect(toast).toContainText('Some error occurred');
});

test("a link to a project of another of the user's organizations switches to that organization", async ({ page }) => {
  const headers = await ownerHeaders(page);
  const org = await (await page.request.post('/api/organizations', { headers, data: { name: `Linked ${Date.now()}` } })).json();
  const { projectId, name } = await projectWithTest(page, org.org_id);
  await page.goto('/tests');
  await expect(projectButton(page)).toBeVisible();
  await page.goto(`/tests/${projectId}`);
  await expect(projectButton(page)).toContainText(name);
  await expect(page).toHaveURL(new RegExp(`/tests/${projectId}`));
  await expect(page.getByRole('button', { name: /^Organization / })).toContainText(org.name);
});

test('the project id stays in the address on /collections', async ({ page }) => {
  const { projectId, name } = await projectWithTest(page);
  await page.goto(`/tests/${projectId}`);
  await expect(projectButton(page)).toContainText(name);
  await page.goto('/collections');
  await expect(page).toHaveURL(new RegExp(`/collections/${projectId}$`));
  await page.goto(`/collections/${projectId}`);
  await expect(page.getByRole('heading', { name: 'Test suites', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/collections/${projectId}$`));
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the project id stays in the address after a password change', async ({ page }) => {
    // A member of the owner's organization of its own: a password change ends its other sessions.
    const email = `changer-${Date.now()}@e2e.example`;
    await ensureAccount(page.request, email, 'Changer-pass-1!');
    const added = await page.request.post(`/api/organizations/${await organizationId(page.request)}/add-user/${encodeURIComponent(email)}`, {
      headers: await ownerHeaders(page),
    });
    expect(added.status()).toBe(201);
    const { projectId } = await projectWithTest(page);
    await page.goto(`/tests/${projectId}`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('Changer-pass-1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/tests/${projectId}$`));
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Please enter your new password').fill('Changer-pass-2!');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Password changed' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/tests/${projectId}$`));
  });

  test('/{testId} opened signed out opens that test after login', async ({ page }) => {
    const { projectId, testId } = await projectWithTest(page);
    await page.goto(`/${testId}`);
    await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(OWNER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(new RegExp(`/tests/${projectId}/${testId}$`));
  });
});
