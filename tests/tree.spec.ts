import { expect, test, type Page } from '@playwright/test';
import { accessToken, OWNER } from './support/auth';
import { organizationId } from './support/api';

// A project with folders and tests made through the API; the tree is then driven in the UI.
async function projectWithTests(page: Page) {
  const headers = { Authorization: `Bearer ${await accessToken(page.request, OWNER.email, OWNER.password)}` };
  const orgId = await organizationId(page.request);
  const project = await (await page.request.post('/api/test-suites', { headers, data: { org_id: orgId, name: `Tree ${Date.now()}` } })).json();
  const test = (path: string, name: string) => ({
    test_suite_id: project.test_suite_id,
    path,
    name,
    website: 'http://shop.test',
    description: 'Buy a thing',
  });
  const created = await page.request.post('/api/test-cases/', {
    headers,
    data: {
      schedule_generation: false,
      test_cases: [test('checkout', 'Pay by card'), test('checkout/guest', 'Guest pays'), test('', 'Alpha home page'), test('search', 'Find a shoe')],
    },
  });
  expect(created.status()).toBe(201);
  return { projectId: project.test_suite_id as string, headers };
}

const row = (page: Page, name: string) => page.getByRole('treeitem').filter({ hasText: name });

test('the test tree: folders first, search, rename, move and delete', async ({ page }) => {
  const { projectId, headers } = await projectWithTests(page);
  await page.goto(`/tests/${projectId}`);
  const tree = page.getByRole('tree', { name: 'Tests' });
  await expect(tree).toBeVisible();

  // Folders first, then tests, by name.
  const names = await page.getByRole('treeitem').evaluateAll((rows) => rows.map((r) => r.textContent?.trim()));
  expect(names.slice(0, 3)).toEqual(['checkout', 'search', 'Alpha home page']);

  // Search keeps a folder whose descendant matches.
  await page.getByRole('searchbox', { name: 'Search tests' }).fill('guest');
  await expect(row(page, 'Guest pays')).toBeVisible();
  await expect(row(page, 'Alpha home page')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search tests' }).fill('');

  // Rename a folder inline; the forbidden-characters rule is shown first.
  await page.getByRole('button', { name: 'Actions for search' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const nameInput = page.getByRole('textbox', { name: 'Name' });
  await nameInput.fill('find?');
  await nameInput.press('Enter');
  await expect(page.getByText('Contain forbidden characters')).toBeVisible();
  await nameInput.fill('finding');
  await nameInput.press('Enter');
  await expect(row(page, 'finding')).toBeVisible();

  // Move a test to another folder.
  await page.getByRole('button', { name: 'Actions for Alpha home page' }).click();
  await page.getByRole('menuitem', { name: 'Move…' }).click();
  await page.getByRole('list', { name: 'Destinations' }).getByRole('button', { name: 'finding', exact: true }).click();

  // Delete a folder after confirmation.
  await page.getByRole('button', { name: 'Actions for checkout' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, 'checkout')).toHaveCount(0);

  // The server agrees.
  const items: { entity_name: string; full_parent_path: string; is_folder: boolean }[] = await (
    await page.request.get(`/api/test-suites/${projectId}/tree`, { headers })
  ).json();
  const tests = items.filter((i) => !i.is_folder).map((i) => `${i.full_parent_path}/${i.entity_name}`);
  expect(tests.sort()).toEqual(['finding/Alpha home page', 'finding/Find a shoe']);
});

test('a project of 500 tests: the tree scrolls in its own column and keeps only the rows in view', async ({ page }) => {
  const headers = { Authorization: `Bearer ${await accessToken(page.request, OWNER.email, OWNER.password)}` };
  const orgId = await organizationId(page.request);
  const project = await (await page.request.post('/api/test-suites', { headers, data: { org_id: orgId, name: `Big tree ${Date.now()}` } })).json();
  const tests = Array.from({ length: 500 }, (_, n) => ({
    test_suite_id: project.test_suite_id,
    path: '',
    name: `Checkout ${String(n).padStart(3, '0')}`,
    website: 'http://shop.test',
    description: 'Buy a thing',
  }));
  expect((await page.request.post('/api/test-cases/', { headers, data: { schedule_generation: false, test_cases: tests } })).status()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/tests/${project.test_suite_id}`);
  const tree = page.getByRole('tree', { name: 'Tests' });
  await expect(row(page, 'Checkout 000')).toBeVisible();

  // The list is bounded by the window: it scrolls itself, and the page holds a screenful of rows.
  const box = await tree.evaluate((element) => ({
    scrollable: element.scrollHeight > element.clientHeight,
    bottom: element.getBoundingClientRect().bottom,
  }));
  expect(box.scrollable).toBe(true);
  expect(box.bottom).toBeLessThanOrEqual(800);
  expect(await page.getByRole('treeitem').count()).toBeLessThan(100);

  // Scrolling the list reaches the last test, still with only the rows in view in the page.
  await tree.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(row(page, 'Checkout 499')).toBeVisible();
  expect(await page.getByRole('treeitem').count()).toBeLessThan(100);
});
