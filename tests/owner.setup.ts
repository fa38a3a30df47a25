import { expect, test as setup } from '@playwright/test';
import { ensureAccount, OWNER, OWNER_STATE } from './support/auth';

// The first account of the fresh e2e instance: it becomes super admin with an organization.
// It signs in through the real login screen and its browser session is reused by the specs.
setup('the owner account signs in', async ({ page }) => {
  await ensureAccount(page.request, OWNER.email, OWNER.password);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/tests/);
  await page.context().storageState({ path: OWNER_STATE });
});
