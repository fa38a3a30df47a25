/** D-41: typing @ in a test's description opens a list of parameters to mention, in the real form. */
import { expect, test } from '@playwright/test';
import { createProject } from './support/api';
import { accessToken, OWNER } from './support/auth';

test('typing @ in the description suggests the parameters; a pick completes the mention', async ({ page }) => {
  const projectId = await createProject(page.request, `Mentions ${Date.now()}`);
  const headers = { Authorization: `Bearer ${await accessToken(page.request, OWNER.email, OWNER.password)}` };
  expect(
    (await page.request.post(`/api/test-suites/${projectId}/shared-parameters`, { headers, data: { key: 'CARD_NUMBER', value: '4242' } })).ok(),
  ).toBe(true);
  await page.goto(`/tests/${projectId}`);
  await page.getByRole('button', { name: 'New test' }).click();
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await description.pressSequentially('Pay with @CA');
  const suggestions = page.getByRole('group', { name: 'Parameter suggestions' });
  await expect(suggestions.getByRole('button', { name: '@CARD_NUMBER' })).toBeVisible();
  await suggestions.getByRole('button', { name: '@CARD_NUMBER' }).click();
  await expect(description).toHaveValue('Pay with @CARD_NUMBER ');
  await expect(suggestions).toBeHidden();
  // Invalid keys are refused with the rule's message as written (V-10).
  await description.fill('Pay with @ab-c');
  await expect(page.getByText('Invalid parameter key', { exact: true })).toBeVisible();
});
