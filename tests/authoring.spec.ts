import { expect, test } from '@playwright/test';
import { createProject } from './support/api';

test('create a test with the form, publish it with a short name, open it anonymously, delete it', async ({ page, browser }) => {
  const projectId = await createProject(page.request, `Authoring ${Date.now()}`);
  await page.goto(`/tests/${projectId}`);
  await page.getByRole('button', { name: 'New test' }).click();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Pay by card');
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('not a url');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Buy a pair of shoes with @card_number');
  // Field errors show once the form has been submitted, then follow the typing.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Invalid URL')).toBeVisible();
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('http://shop.test');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/tests/${projectId}/[0-9a-f-]{36}$`));
  await expect(page.getByRole('treeitem').filter({ hasText: 'Pay by card' })).toBeVisible();
  await expect(page.getByText('Root')).toBeVisible();
  // Not generated yet: the test-case button offers 'Generate'.
  await expect(page.getByRole('button', { name: 'Generate' })).toBeVisible();

  // Publish with a short name (the owner is a super admin, so the input is offered).
  const slug = `pay-by-card-${Date.now()}`;
  await page.getByRole('button', { name: 'Test actions' }).click();
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This action will make this test public and accessible to everyone.');
  await dialog.getByRole('textbox').fill('Not Valid');
  await expect(dialog).toContainText('Only lowercase letters, numbers, and dashes are allowed.');
  await dialog.getByRole('textbox').fill(slug);
  await dialog.getByRole('button', { name: 'Yes, Publish' }).click();
  await expect(dialog).toHaveCount(0);

  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/go/${slug}`);
  await expect(anonymous.getByText('Buy a pair of shoes with @card_number')).toBeVisible();
  await expect(anonymous.getByText('Ready to catch bugs before your customers do?')).toBeVisible();
  await visitor.close();

  // Delete after the spec's confirmation.
  await page.getByRole('button', { name: 'Test actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('This action cannot be undone and this test will be removed permanently.');
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tests/${projectId}$`));
  await expect(page.getByRole('treeitem').filter({ hasText: 'Pay by card' })).toHaveCount(0);
});
