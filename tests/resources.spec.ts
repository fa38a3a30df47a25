import { expect, test, type Page } from '@playwright/test';
import { createProject } from './support/api';
import { accessToken, OWNER } from './support/auth';

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

const storageState = {
  cookies: [{ name: 'session', value: 'abc', domain: 'shop.test', path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' }],
  origins: [{ origin: 'http://shop.test', localStorage: [{ name: 'cart', value: '[]' }] }],
};

test("a project's shared parameters, browser state, features and modules, offered in the test form", async ({ page }) => {
  const projectId = await createProject(page.request, `Resources ${Date.now()}`);
  const headers = { Authorization: `Bearer ${await accessToken(page.request, OWNER.email, OWNER.password)}` };
  await page.goto(`/settings/${projectId}`);

  // Shared parameters: the value is a secret, shown and answered as eight stars.
  const addParameter = page.getByRole('form', { name: 'Add shared parameter' });
  await addParameter.getByLabel('Key').fill('9lives');
  await addParameter.getByLabel('Value').fill('secret');
  await addParameter.getByRole('button', { name: 'Add parameter' }).click();
  await expect(addParameter).toContainText(
    'Invalid parameter key. It must start with a letter or underscore and can contain only letters, numbers, and underscores.',
  );
  await addParameter.getByLabel('Key').fill('BASE_URL');
  await addParameter.getByLabel('Value').fill('https://shop.test');
  await addParameter.getByRole('button', { name: 'Add parameter' }).click();
  const parameters = page.getByRole('table', { name: 'Shared parameters' });
  await expect(parameters).toContainText('BASE_URL');
  await expect(parameters).toContainText('********');
  await expect(parameters).not.toContainText('https://shop.test');
  const listed = await (await page.request.get(`/api/test-suites/${projectId}/shared-parameters`, { headers })).json();
  expect(listed).toEqual([expect.objectContaining({ key: 'BASE_URL', value: '********' })]);
  await addParameter.getByLabel('Key').fill('BASE_URL');
  await addParameter.getByLabel('Value').fill('other');
  await addParameter.getByRole('button', { name: 'Add parameter' }).click();
  await expect(addParameter).toContainText('Shared parameter already exists');
  await addParameter.getByLabel('Key').fill('TEMP_TOKEN');
  await addParameter.getByRole('button', { name: 'Add parameter' }).click();
  await expect(parameters).toContainText('TEMP_TOKEN');
  await page.getByRole('button', { name: 'Delete TEMP_TOKEN' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(parameters).not.toContainText('TEMP_TOKEN');

  // A browser state uploaded as a Playwright storage-state file; its name comes from the file.
  const upload = page.getByRole('form', { name: 'Upload a browser state' });
  await upload
    .getByLabel('Storage-state file')
    .setInputFiles({ name: 'signed-in.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(storageState)) });
  await expect(upload.getByLabel('Name')).toHaveValue('signed-in');
  await upload.getByRole('button', { name: 'Save browser state' }).click();
  await expect(page.getByRole('list', { name: 'Saved browser states' })).toContainText('signed-in');

  // A project feature, saved at once.
  await page.getByRole('checkbox', { name: 'Python script' }).click({ force: true });
  await expect(toast(page, 'Settings updated')).toBeVisible();
  expect((await (await page.request.get(`/api/test-suites/${projectId}/features`, { headers })).json()).python_script).toBe(false);

  // Modules: create, rename inline, change the script; delete another after confirmation.
  await page.getByRole('link', { name: 'Modules' }).click();
  await expect(page).toHaveURL(new RegExp(`/modules/${projectId}$`));
  const newModule = page.getByRole('form', { name: 'New module' });
  await newModule.getByRole('button', { name: 'Create module' }).click();
  await expect(newModule).toContainText('This field is required');
  await newModule.getByRole('textbox', { name: 'Name' }).fill('Log in');
  await newModule.getByRole('button', { name: 'Create module' }).click();
  await expect(toast(page, 'Module created')).toBeVisible();
  await page.getByRole('button', { name: 'Rename Log in' }).click();
  await page.getByRole('textbox', { name: 'Module name' }).fill('Sign in');
  await page.getByRole('textbox', { name: 'Module name' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const module = page.getByRole('region', { name: 'Module' });
  await module.getByRole('textbox', { name: 'Script' }).fill('Go to "https://shop.test/login"');
  await module.getByRole('button', { name: 'Save script' }).click();
  // The rename said 'Module updated' too; the saved script is checked through the API below.
  await expect(module.getByRole('button', { name: 'Save script' })).toBeDisabled();
  await expect(toast(page, 'Module updated').first()).toBeVisible();
  await newModule.getByRole('textbox', { name: 'Name' }).fill('Throwaway');
  await newModule.getByRole('button', { name: 'Create module' }).click();
  await page.getByRole('button', { name: 'Delete module Throwaway' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Module deleted')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Modules' })).not.toContainText('Throwaway');
  const modules = await (await page.request.get(`/api/test-suites/${projectId}/test-modules`, { headers })).json();
  expect(modules).toEqual([expect.objectContaining({ name: 'Sign in', defining_py_script: 'Go to "https://shop.test/login"' })]);

  // The test form offers what was just made, without reloading the page.
  await page.getByRole('link', { name: 'Test cases' }).click();
  await page.getByRole('button', { name: 'New test' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Checkout signed in');
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('http://shop.test');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Open the cart');
  await page.getByLabel('Browser state').selectOption({ label: 'signed-in' });
  await page.getByLabel('Setup module').selectOption({ label: 'Sign in' });
  await page.getByRole('checkbox', { name: 'BASE_URL' }).click({ force: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tests/${projectId}/[0-9a-f-]{36}$`));
  const testId = page.url().split('/').pop();
  const saved = await (await page.request.get(`/api/test-case/${testId}`, { headers })).json();
  expect(saved.browser_state_id).toEqual(expect.any(String));
  expect(saved.test_module_id_for_setup).toBe(modules[0].module_id);
  expect(saved.shared_parameter_ids).toEqual([listed[0]._id]);
});

const CART_SPEC = `import { test, expect } from '@playwright/test';

test.describe('Cart', () => {
  test('adds an item', async ({ page }) => {
    await page.goto('https://shop.example/');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('1 item')).toBeVisible();
  });
  test('has no address', async ({ page }) => {
    await expect(page).toHaveTitle('x');
  });
});
`;

test('import Playwright spec files, clone a test through the prefilled form, export the project', async ({ page }) => {
  const projectId = await createProject(page.request, `Import ${Date.now()}`);
  await page.goto(`/tests/${projectId}`);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tests' });
  await dialog.getByLabel('Files').setInputFiles({ name: 'cart.spec.ts', mimeType: 'text/plain', buffer: Buffer.from(CART_SPEC) });
  await expect(dialog.getByRole('list', { name: 'Chosen files' })).toContainText('cart.spec.ts');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toContainText('Imported 1 test');
  await expect(dialog.getByRole('list', { name: 'Skipped tests' })).toContainText('has no address');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The imported test keeps its script: it is runnable (completed) in its file's folder.
  const search = page
    .getByRole('searchbox')
    .or(page.getByPlaceholder(/Search/))
    .first();
  await search.fill('adds an item');
  await page.getByRole('treeitem').filter({ hasText: 'adds an item' }).click();
  await expect(page).toHaveURL(new RegExp(`/tests/${projectId}/[0-9a-f-]{36}$`));
  const originalId = page.url().split('/').pop();

  // Clone opens the new-test form filled from the test; saving makes the copy.
  await page.getByRole('button', { name: 'Test actions' }).click();
  await page.getByRole('menuitem', { name: 'Clone' }).click();
  await expect(page).toHaveURL(new RegExp(`clone=${originalId}`));
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('adds an item (copy)');
  await expect(page.getByRole('textbox', { name: 'Website', exact: true })).toHaveValue('https://shop.example/');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tests/${projectId}/[0-9a-f-]{36}$`));
  expect(page.url()).not.toContain(originalId!);
  // The copy sits in the original's folder (cart/Cart); searching reveals it there.
  await expect(page.getByRole('article', { name: 'adds an item (copy)' })).toContainText('Cart');
  await search.fill('(copy)');
  await expect(page.getByRole('treeitem').filter({ hasText: 'adds an item (copy)' })).toBeVisible();

  // Export downloads the project's tests in the format import accepts.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.critical-journey\.json$/);
  const exported = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'));
  expect(exported.test_cases.map((test: { name: string }) => test.name).sort()).toEqual(['adds an item', 'adds an item (copy)']);
});
