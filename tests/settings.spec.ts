import { expect, test } from '@playwright/test';
import { accessToken, OWNER } from './support/auth';
import { createProject, listProjects, organizationId } from './support/api';

test('settings: add and remove a member, regenerate the key once, save remote-browser settings', async ({ page }) => {
  // The layout shows pages once a project exists (otherwise: 'Project list is empty').
  if ((await listProjects(page.request)).length === 0) await createProject(page.request, 'Settings checks');
  await page.goto('/settings');
  const toast = (text: string) => page.getByTestId('toast').filter({ hasText: text });
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members).toContainText(OWNER.email);

  // Add by e-mail (the person need not have signed up yet), then remove after confirmation.
  const email = `colleague-${Date.now()}@e2e.example`;
  const addForm = page.getByRole('form', { name: 'Add member' }).or(page.locator('[aria-label="Add member"]'));
  await addForm.getByLabel('Email').fill(email);
  await addForm.getByRole('button', { name: 'Add member' }).click();
  await expect(toast('User added to organization')).toBeVisible();
  await expect(members).toContainText(email);
  await page.getByRole('button', { name: `Remove ${email}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast('User removed from organization')).toBeVisible();
  await expect(members).not.toContainText(email);

  // The service-account key is shown once, and it works for this organization's API.
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Regenerate' }).click();
  await expect(toast('Service account key successfully regenerated')).toBeVisible();
  const key = await page.getByLabel('New service account key').inputValue();
  expect(key).toMatch(/^cjsa_/);
  const orgId = await organizationId(page.request);
  const withKey = await page.request.get(`/api/organizations/${orgId}/test-suites`, { headers: { Authorization: `Bearer ${key}` } });
  expect(withKey.status()).toBe(200);

  // Remote-browser settings are saved.
  const settings = page.locator('[aria-label="Organization settings"]');
  await settings.getByLabel('Value of region').fill('eu-west');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast('Settings updated')).toBeVisible();
  const token = await accessToken(page.request, OWNER.email, OWNER.password);
  const saved = await (await page.request.get(`/api/organization/${orgId}/settings`, { headers: { Authorization: `Bearer ${token}` } })).json();
  expect(saved.lambda_test_settings.region).toBe('eu-west');
});

test('saved branding applies at once, without a reload', async ({ page }) => {
  if ((await listProjects(page.request)).length === 0) await createProject(page.request, 'Settings checks');
  await page.goto('/settings');
  const settings = page.locator('[aria-label="Organization settings"]');
  const save = async (title: string) => {
    await settings.getByRole('textbox', { name: 'Page title' }).fill(title);
    await settings.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Settings updated' }).first()).toBeVisible();
  };
  await save('Owner QA');
  await expect(page).toHaveTitle('Owner QA');
  // Back to the product's own title, for the other tests of this organization.
  await save('');
  await expect(page).toHaveTitle('Critical Journey');
});
