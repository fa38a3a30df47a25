import { expect, test } from '@playwright/test';
import { accessToken, OWNER } from './support/auth';
import { organizationId } from './support/api';

test.use({ storageState: { cookies: [], origins: [] } });

test('a published test opens for anonymous visitors by short name or id, with nothing private', async ({ page }) => {
  const headers = { Authorization: `Bearer ${await accessToken(page.request, OWNER.email, OWNER.password)}` };
  const project = await (
    await page.request.post('/api/test-suites', { headers, data: { org_id: await organizationId(page.request), name: `Public ${Date.now()}` } })
  ).json();
  const slug = `checkout-flow-${Date.now()}`;
  const [published, secret] = await (
    await page.request.post('/api/test-cases/', {
      headers,
      data: {
        schedule_generation: false,
        test_cases: [
          {
            test_suite_id: project.test_suite_id,
            path: 'checkout',
            name: 'Pay by card',
            title: 'Checkout with a card',
            website: 'http://shop.test',
            description: 'Buy a pair of shoes',
            credentials: { username: 'buyer', password: 'Sup3r-secret!' },
          },
          { test_suite_id: project.test_suite_id, path: '', name: 'Not published', website: 'http://shop.test', description: 'Private' },
        ],
      },
    })
  ).json();
  const response = await page.request.put(`/api/test-case/${published._id}/publish`, { headers, data: { slug } });
  expect(response.status()).toBe(200);

  for (const address of [`/go/${slug}`, `/test/${published._id}`, `/public/test/${slug}`]) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'Checkout with a card' })).toBeVisible();
    await expect(page.getByText('Buy a pair of shoes')).toBeVisible();
    await expect(page.getByText('Ready to catch bugs before your customers do?')).toBeVisible();
    await expect(page).toHaveTitle('Critical Journey');
    await expect(page.locator('body')).not.toContainText('Sup3r-secret!');
  }
  // The public payload itself carries no secret.
  const body = await (await page.request.get(`/api/public/test-case/${slug}`)).text();
  expect(body).not.toContain('Sup3r-secret!');
  expect(body).not.toContain('buyer');

  await page.goto(`/go/${secret._id}`);
  await expect(page.getByText('This test is not public, or does not exist.')).toBeVisible();
});
