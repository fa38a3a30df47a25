/**
 * Runs as a user meets them: a test generated against a fixture app the product has never seen
 * is run from its page, watched until it passes, opened in the run view and in the product's own
 * trace viewer; run again with an overridden parameter it fails, and the run view says where
 * and why.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createProject } from './support/api';
import { accessToken, OWNER } from './support/auth';

const FIXTURES = `http://127.0.0.1:${process.env.E2E_FIXTURES_PORT ?? 3200}`;

const description = [
  'enter @EMAIL into "Email"',
  'enter the password of "ada" into "Password"',
  'click the "Sign in" button',
  'expect "Welcome, Ada" to be visible',
].join('\n');

async function generatedTest(request: APIRequestContext, projectId: string, name: string): Promise<string> {
  const headers = { Authorization: `Bearer ${await accessToken(request, OWNER.email, OWNER.password)}` };
  const created = await request.post('/api/test-cases/', {
    headers,
    data: {
      test_cases: [
        {
          test_suite_id: projectId,
          path: '',
          name,
          website: `${FIXTURES}/login.html`,
          description,
          test_parameters: { EMAIL: 'ada@example.com' },
          credentials: { ada: { username: 'ada@example.com', password: 'correct horse' } },
        },
      ],
      schedule_generation: true,
    },
  });
  const [{ _id: testId }] = await created.json();
  await expect
    .poll(async () => (await (await request.get(`/api/test-case/${testId}`, { headers })).json()).state, { timeout: 60_000 })
    .toBe('completed');
  return testId;
}

/** The newest run in the test page's list, once it has ended with `status`. */
async function newestRun(page: Page, status: 'Passed' | 'Failed') {
  const newest = page.getByRole('list', { name: 'Recent runs' }).getByRole('listitem').first();
  // Runs are polled every 5 s; a run takes a few seconds in the executor.
  await expect(newest.getByRole('img', { name: status })).toBeVisible({ timeout: 60_000 });
  return newest;
}

test('run a generated test, watch it pass, open its trace; an overridden run fails and says where and why', async ({ page, request, context }) => {
  test.setTimeout(180_000);
  const projectId = await createProject(request, `Runs ${Date.now()}`);
  const testId = await generatedTest(request, projectId, 'Sign in and greet');

  // Opened by its address, as a copied link opens it.
  await page.goto(`/tests/${projectId}/${testId}`);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Running' })).toBeDisabled();
  const passed = await newestRun(page, 'Passed');
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();

  // The run view: status, each step with its screenshot, logs, the trace.
  await passed.getByRole('link', { name: 'Passed' }).click();
  await expect(page).toHaveURL(new RegExp(`/run/${projectId}/[0-9a-f-]+$`));
  await expect(page.getByRole('img', { name: 'Passed' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in and greet' })).toHaveAttribute('href', `/tests/${projectId}/${testId}`);
  const steps = page.getByRole('list', { name: 'Step results' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(2)).toContainText('click the "Sign in" button');
  await expect(page.getByRole('img', { name: 'Screenshot after step 3' })).toBeVisible();
  await expect(page.getByText('correct horse')).toHaveCount(0);
  const [viewer] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Open trace' }).click()]);
  await expect(viewer).toHaveURL(/\/trace\/\?trace=/);
  // Playwright's own viewer, served by the product, lists the run's actions.
  await expect(viewer.getByText(/Fill|Click/).first()).toBeVisible({ timeout: 30_000 });
  await viewer.close();

  // Run again with another e-mail: the sign-in fails, and the run says which step and why.
  await page.goBack();
  await page.getByRole('button', { name: 'More run options' }).click();
  await page.getByRole('menuitem', { name: 'Override run parameters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Override run parameters' });
  await dialog.getByRole('button', { name: 'Add Key-Value Pair' }).click();
  await dialog.getByLabel('Key 1').selectOption('EMAIL');
  await dialog.getByLabel('Value 1').fill('nobody@example.com');
  // The test's only parameter is used: no key remains to add.
  await expect(dialog.getByRole('button', { name: 'Add Key-Value Pair' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Run', exact: true }).click();
  const failed = await newestRun(page, 'Failed');
  await failed.getByRole('link', { name: 'Failed' }).click();
  await expect(page.getByText(/Step 4 "expect "Welcome, Ada" to be visible" failed/).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Step failed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overrides' })).toContainText('nobody@example.com');
});

test('a test suite scheduled every minute gets its runs on its own', async ({ page, request }) => {
  test.setTimeout(180_000);
  const projectId = await createProject(request, `Schedules ${Date.now()}`);
  await generatedTest(request, projectId, 'Greeted on schedule');

  await page.goto(`/collections/${projectId}`);
  await page.getByRole('button', { name: 'New test suite' }).first().click();
  const form = page.getByRole('dialog', { name: 'New test suite' });
  await form.getByLabel('Name').fill('Nightly');
  await form.getByText('Greeted on schedule').click();
  await form.getByRole('button', { name: 'Create test suite' }).click();
  await expect(form).toHaveCount(0);

  const suite = page.getByRole('region', { name: 'Test suite' });
  await suite.getByRole('button', { name: 'Edit schedule' }).click();
  const editor = suite.getByRole('region', { name: 'Schedule editor' });
  await editor.getByRole('textbox').fill('* * * * *');
  await expect(editor).toContainText('Every minute');
  await expect(editor.getByRole('list', { name: 'Next runs' }).getByRole('listitem')).toHaveCount(5);
  await editor.getByRole('button', { name: 'Save schedule' }).click();
  await expect(suite).toContainText('Every minute');

  // Nobody presses Run: the scheduler starts a group at the next minute, the screen shows it arrive and pass.
  const history = suite.getByRole('region', { name: 'Run history of Nightly' }).or(suite.getByLabel('Run history of Nightly'));
  await expect(history.getByText('Nightly').first()).toBeVisible({ timeout: 100_000 });
  await expect(history.getByRole('img', { name: 'Passed' }).first()).toBeVisible({ timeout: 60_000 });
});

test('an open test page shows a run started elsewhere (CI, another tab) without a reload', async ({ page, request }) => {
  test.setTimeout(150_000);
  const projectId = await createProject(request, `Elsewhere ${Date.now()}`);
  const testId = await generatedTest(request, projectId, 'Greeted from CI');
  await page.goto(`/tests/${projectId}/${testId}`);
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
  await expect(page.getByText('No runs yet.')).toBeVisible();

  // Started through the API, as CI or another tab starts it; the page is left alone.
  const headers = { Authorization: `Bearer ${await accessToken(request, OWNER.email, OWNER.password)}` };
  expect((await request.post(`/api/test-run/${testId}`, { headers })).ok()).toBe(true);
  await expect(page.getByRole('list', { name: 'Recent runs' }).getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
  await newestRun(page, 'Passed');
});
