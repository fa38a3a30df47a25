import { expect, test } from '@playwright/test';
import { deleteAllProjects, listProjects } from './support/api';

// The walking skeleton: projects are listed, created, renamed and deleted through the real UI,
// API and database in Chromium. The e2e server starts on a fresh data directory.
test('a user creates, renames and deletes a project', async ({ page }) => {
  await deleteAllProjects(page.request);
  await page.goto('/');
  await expect(page).toHaveURL(/\/tests$/);
  await expect(page.getByText('Project list is empty')).toBeVisible();
  await expect(page.getByText('Start by adding your first project')).toBeVisible();

  // Create: 'New project' opens the picker with a name input; Enter saves the trimmed name.
  await page.getByRole('button', { name: 'New project' }).click();
  const nameInput = page.getByRole('textbox', { name: 'Project name' });
  await nameInput.fill('  Checkout flows  ');
  await nameInput.press('Enter');
  const picker = page.getByRole('button', { name: /^Project / });
  await expect(picker).toContainText('Checkout flows');
  await expect(page).toHaveURL(/\/tests\/[0-9a-f-]{36}$/);
  const projectUrl = page.url();

  // The selection survives a reload (the address names the project).
  await page.reload();
  await expect(page.getByRole('button', { name: /^Project / })).toContainText('Checkout flows');

  // Rename inline; the check button saves.
  await page.getByRole('button', { name: /^Project / }).click();
  await page.getByRole('button', { name: 'Rename Checkout flows' }).click();
  const renameInput = page.getByRole('textbox', { name: 'Project name' });
  await renameInput.fill('Checkout');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Rename Checkout', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Project / })).toContainText('Checkout');

  // Delete after confirmation; the project list is empty again.
  await page.getByRole('button', { name: 'Delete Checkout' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This action cannot be undone and all the tests under this Test Suite will be removed permanently.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Project list is empty')).toBeVisible();
  expect(page.url()).not.toBe(projectUrl);

  // The API agrees: nothing is left.
  expect(await listProjects(page.request)).toEqual([]);
});
