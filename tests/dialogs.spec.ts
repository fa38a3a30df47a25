/**
 * Item 26: a destructive dialog shows its loading state until the server answers, also where
 * the section carries the action out itself (here a shared parameter's DELETE, held back by
 * the test so the wait can be seen).
 */
import { expect, test } from '@playwright/test';
import { createProject } from './support/api';
import { accessToken, OWNER } from './support/auth';

test("deleting a shared parameter: the dialog loads until the DELETE answers, then closes", async ({ page }) => {
  const projectId = await createProject(page.request, `Dialogs ${Date.now()}`);
  const headers = { Authorization: `Bearer ${await accessToken(page.request, OWNER.email, OWNER.password)}` };
  const created = await page.request.post(`/api/test-suites/${projectId}/shared-parameters`, { headers, data: { key: 'TEMP_TOKEN', value: 'x' } });
  expect(created.ok()).toBe(true);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/test-suites/${projectId}/shared-parameters/*`, async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    await held;
    await route.continue();
  });
  await page.goto(`/settings/${projectId}`);
  const parameters = page.getByRole('table', { name: 'Shared parameters' });
  await expect(parameters).toContainText('TEMP_TOKEN');
  await page.getByRole('button', { name: 'Delete TEMP_TOKEN' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  // The DELETE is on its way and held: the dialog is still open, its Yes loading.
  await page.waitForTimeout(300);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveAttribute('data-loading');
  release();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete TEMP_TOKEN' })).toHaveCount(0);
});
