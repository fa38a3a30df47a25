import { expect, test, type Page } from '@playwright/test';
import { accessToken, latestMailTo, OWNER, verifyLink } from './support/auth';
import { organizationId } from './support/api';

// Signed-out visitors, driving the real screens; mail arrives in the local outbox.
test.use({ storageState: { cookies: [], origins: [] } });

const unique = (name: string) => `${name}-${Date.now()}@e2e.example`;

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('register, confirm from the e-mail, log in, and wait for an organization', async ({ page }) => {
  const email = unique('newcomer');
  const password = 'Newcomer-pass-1!';

  await page.goto('/tests');
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto('/auth/login?mode=register');
  await page.getByLabel('Email').fill(email);
  // Meets the character rules but is a common password: the server says why, under the field.
  await page.getByRole('textbox', { name: 'Password' }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('This password is known from a data breach; choose another one.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/auth\/register\/success/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Registration successful' })).toBeVisible();

  // The confirmation link from the outbox confirms the address and signs the person in.
  await page.goto(verifyLink(await latestMailTo(page.request, email)));
  await expect(page).toHaveURL(/\/tests/);

  // Log out, then log in with the password.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/tests/);

  // Accounts created after the first have no organization until a super admin adds them.
  await expect(page.getByText("We're opening up access gradually and will get back to you shortly!")).toBeVisible();
  const ownerToken = await accessToken(page.request, OWNER.email, OWNER.password);
  const orgId = await organizationId(page.request);
  const added = await page.request.post(`/api/organizations/${orgId}/add-user/${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${ownerToken}` },
  });
  expect(added.status()).toBe(201);
  await page.reload();
  await expect(page.getByText("We're opening up access gradually")).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Project / })).toBeVisible();

  // Only super admins may open /create-org; everyone else is sent to /.
  await page.goto('/create-org');
  await expect(page).toHaveURL(/\/tests/);
});

test("a wrong password shows the 'Login failed' toast and stays on login", async ({ page }) => {
  await page.goto('/auth/login');
  await logIn(page, OWNER.email, 'Wrong-pass-1!');
  await expect(page.getByTestId('toast').filter({ hasText: 'Login failed' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a protected address is remembered across login', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => request.url().includes('/api/') && apiCalls.push(request.url()));
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fsettings/);
  // Nothing is asked of the product API on a visitor's behalf (it would fail and raise a toast).
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(apiCalls).toEqual([]);
  await expect(page.getByText('Some error occurred')).toHaveCount(0);
  await logIn(page, OWNER.email, OWNER.password);
  await expect(page).toHaveURL(/\/settings/);
});

test('reset the password by e-mail, set a new one on /change-password, log in with it', async ({ page }) => {
  const email = unique('forgetful');
  const first = 'Forgetful-pass-1!';
  const second = 'Remembered-pass-2!';
  const signUp = await page.request.post('/auth/v1/signup', { headers: { apikey: 'e2e' }, data: { email, password: first } });
  expect(signUp.ok()).toBe(true);
  await page.request.get(verifyLink(await latestMailTo(page.request, email)), { maxRedirects: 0 });

  await page.goto('/auth/reset');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Reset password email sent' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.goto(verifyLink(await latestMailTo(page.request, email, /reset|password/i)));
  await expect(page).toHaveURL(/\/change-password/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await page.getByPlaceholder('Please enter your new password').fill(`  ${second}  `);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Password changed' })).toBeVisible();

  // Sign out, then the new (trimmed) password works and the old one does not.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await logIn(page, email, first);
  await expect(page.getByTestId('toast').filter({ hasText: 'Login failed' })).toBeVisible();
  await logIn(page, email, second);
  await expect(page).toHaveURL(/\/tests/);
});

test("logging in before confirming re-sends the activation link with 'Confirm your email'", async ({ page }) => {
  const email = unique('hasty');
  const password = 'Hasty-pass-1!';
  const signUp = await page.request.post('/auth/v1/signup', { headers: { apikey: 'e2e' }, data: { email, password } });
  expect(signUp.ok()).toBe(true);
  const firstLink = verifyLink(await latestMailTo(page.request, email));

  await page.goto('/auth/login');
  await logIn(page, email, password);
  await expect(page.getByTestId('toast').filter({ hasText: 'Confirm your email' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
  // A fresh link arrived; following it confirms the address and signs the person in.
  const resent = verifyLink(await latestMailTo(page.request, email));
  expect(resent).not.toBe(firstLink);
  await page.goto(resent);
  await expect(page).toHaveURL(/\/tests/);
});

test('the user menu opens the change-password dialog, which changes the password', async ({ page }) => {
  const email = unique('dialog');
  const first = 'Dialog-pass-1!';
  const second = 'Dialog-pass-2!';
  await page.request.post('/auth/v1/signup', { headers: { apikey: 'e2e' }, data: { email, password: first } });
  await page.request.get(verifyLink(await latestMailTo(page.request, email)), { maxRedirects: 0 });
  await page.goto('/auth/login');
  await logIn(page, email, first);
  await expect(page).toHaveURL(/\/tests/);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Change Password')).toBeVisible();
  await dialog.getByPlaceholder('Please enter your new password').fill(second);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Password changed' })).toBeVisible();
  expect(
    (await page.request.post('/auth/v1/token?grant_type=password', { headers: { apikey: 'e2e' }, data: { email, password: second } })).ok(),
  ).toBe(true);
});
