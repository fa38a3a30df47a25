/**
 * The product's main path with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and
 * typing, never the mouse. Sign in, create a project, write a test in the new-test form against
 * the fixture login page (tests/fixtures), generate it, run it, watch it pass and open the run.
 * At each stop the focus is on the control a user expects and can be seen.
 */
import { expect, test } from '@playwright/test';
import { OWNER } from './support/auth';
import { expectFocusVisible, focused, tabTo } from './support/keyboard';
import { FIXTURES, SIGN_IN_STEPS } from './support/seed';

// Signed out: the path starts at the login screen.
test.use({ storageState: { cookies: [], origins: [] } });

test('sign in, create a project and a test, generate and run it, with the keyboard alone', async ({ page }) => {
  test.setTimeout(240_000);
  const keys = page.keyboard;

  // Log in: the e-mail field is the first stop, Enter in the password field submits.
  await page.goto('/auth/login');
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }), { max: 1 });
  await keys.type(OWNER.email);
  await keys.press('Tab');
  await expect(focused(page)).toHaveAccessibleName('Password');
  await keys.type(OWNER.password);
  // The order runs backwards too: Shift+Tab goes back to the e-mail, Tab returns.
  await keys.press('Shift+Tab');
  await expect(focused(page)).toHaveAccessibleName('Email');
  await expect(focused(page)).toHaveValue(OWNER.email);
  await keys.press('Tab');
  await expect(focused(page)).toHaveAccessibleName('Password');
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/tests/);

  // The first Tab stop skips the sidebar and top bar: Enter puts the focus on the page's content.
  await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }), { max: 1 });
  await keys.press('Enter');
  await expect(focused(page)).toHaveAttribute('id', 'main');
  await expect(page).toHaveURL(/\/tests/);

  // A project of its own, from the project picker (in the top bar, before the content): Enter opens it on 'New project'.
  const picker = page.getByRole('button', { name: /^Project / });
  await tabTo(page, picker, { backwards: true });
  await keys.press('Enter');
  await expect(focused(page)).toHaveAccessibleName('New project');
  await keys.press('Enter');
  await expect(focused(page)).toHaveAccessibleName('Project name');
  const project = `Keyboard ${Date.now()}`;
  await keys.type(project);
  await keys.press('Enter');
  await expect(picker).toContainText(project);
  // Back on the picker, which now names the new project.
  await expect(focused(page)).toContainText(project);
  await expect(page).toHaveURL(/\/tests\/[0-9a-f-]{36}$/);

  // The new-test form opens with the focus in its first field.
  await tabTo(page, page.getByRole('button', { name: 'New test' }));
  await keys.press('Enter');
  const form = page.getByRole('form', { name: 'New test' });
  await expect(form).toBeVisible();
  await expect(focused(page)).toHaveAccessibleName('Name');
  await keys.type('Sign in by keyboard');
  await tabTo(page, form.getByRole('textbox', { name: 'Website' }), { max: 2 });
  await keys.type(`${FIXTURES}/login.html`);
  await keys.press('Tab');
  await expect(focused(page)).toHaveAccessibleName('Description');
  // The step mentions a parameter the form cannot give a value to; the e-mail is typed out.
  const steps = [`enter "ada@example.com" into "Email"`, `enter "correct horse" into "Password"`, ...SIGN_IN_STEPS.slice(2)];
  for (const [index, step] of steps.entries()) {
    if (index > 0) await keys.press('Enter');
    await keys.type(step);
  }
  // Save only, to generate from the test's own page.
  await tabTo(page, form.getByRole('button', { name: 'Save', exact: true }));
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/tests\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('treeitem').filter({ hasText: 'Sign in by keyboard' })).toBeVisible();

  // Generate, and wait for every step to pass.
  const generate = page.getByRole('button', { name: 'Generate', exact: true });
  await tabTo(page, generate);
  await keys.press('Enter');
  await expect(page.getByText('All 4 steps passed.')).toBeVisible({ timeout: 90_000 });

  // Run with Space this time; the run button reads 'Running' until the run ends.
  const run = page.getByRole('button', { name: 'Run', exact: true });
  await expect(run).toBeEnabled();
  await tabTo(page, run, { max: 40 });
  await keys.press('Space');
  const newest = page.getByRole('list', { name: 'Recent runs' }).getByRole('listitem').first();
  await expect(newest.getByRole('img', { name: 'Passed' })).toBeVisible({ timeout: 90_000 });

  // Open the run from the list and see it passed, step by step.
  await tabTo(page, newest.getByRole('link', { name: 'Passed' }), { max: 40 });
  await keys.press('Enter');
  await expect(page).toHaveURL(/\/run\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('run-status')).toHaveText('Passed');
  await expect(page.getByRole('list', { name: 'Step results' }).getByRole('listitem')).toHaveCount(4);
  // The next Tab on the new page lands on something that shows its focus.
  await keys.press('Tab');
  await expectFocusVisible(page);
});
