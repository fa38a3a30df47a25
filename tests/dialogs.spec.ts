/**
 * Item 26: a destructive dialog shows its loading state until the server answers, also where
 * the section carries the action out itself (here a shared parameter's DELETE, held back by
 * the test so the wait can be seen). A failed action keeps the dialog open with the reason, so
 * the user may try again (here the Test suites screen's own dialog).
 */
import { expect, test } from '@playwright/test';
import { createProject } from './support/api';
import { accessToken, OWNER } from './support/auth';

test('deleting a shared parameter: the dialog loads until the DELETE answers, then closes', async ({ page }) => {
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

test('deleting a test suite: No keeps it; a failed DELETE keeps the dialog open with why; Yes again deletes', async ({ page }) => {
  const projectId = await createProject(page.request, `Suites ${Date.now()}`);
  const headers = { Authorization: `Bearer ${await accessToken(page.request, OWNER.email, OWNER.password)}` };
  const created = await page.request.post('/api/test-suites/collection', { headers, data: { test_suite_id: projectId, name: 'Throwaway' } });
  expect(created.ok()).toBe(true);
  const collectionId = (await created.json())._id as string;

  // The first DELETE fails as a server in trouble would; the next ones reach the server.
  let failures = 1;
  await page.route(`**/api/test-suites/collection/${collectionId}`, async (route) => {
    if (route.request().method() !== 'DELETE' || failures === 0) return route.continue();
    failures -= 1;
    await route.fulfill({ status: 500, json: { message: 'Storage unavailable' } });
  });
  await page.goto(`/collections/${projectId}/${collectionId}`);
  const suite = page.getByRole('region', { name: 'Test suite' });
  await expect(suite.getByRole('heading', { name: 'Throwaway' })).toBeVisible();
  const dialog = page.getByRole('alertdialog');

  await suite.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toContainText('Delete test suite "Throwaway"?');
  await expect(dialog).toContainText('This action cannot be undone. The tests of Throwaway are kept.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Test suites' })).toContainText('Throwaway');

  await suite.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Storage unavailable');
  await expect(page.getByTestId('toast').filter({ hasText: 'Unable to delete the test suite' })).toBeVisible();
  // The page behind the open dialog is hidden from the accessibility tree: ask the server.
  const kept = await (await page.request.get(`/api/test-suites/collections/${projectId}`, { headers })).json();
  expect(kept).toEqual([expect.objectContaining({ _id: collectionId, name: 'Throwaway' })]);

  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No test suites yet' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/collections/${projectId}$`));
  const listed = await (await page.request.get(`/api/test-suites/collections/${projectId}`, { headers })).json();
  expect(listed).toEqual([]);
});
