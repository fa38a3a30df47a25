/**
 * Generation as a user meets it: a plain-language test against a web app the product has never
 * seen (the fixture shop, served on its own port), 'Generate', the steps arriving live, and a
 * script that then passes with `playwright test` outside the product.
 */
import { expect, test } from '@playwright/test';
import { createProject } from './support/api';
import { accessToken, OWNER } from './support/auth';
import { runPlaywright, specProject } from './fixtures/playwrightProject';

const FIXTURES = `http://127.0.0.1:${process.env.E2E_FIXTURES_PORT ?? 3200}`;

const description = [
  'enter "ada@example.com" into the "Email" field',
  'enter the password of "ada" into "Password"',
  'click the "Sign in" button',
  'wait for "Welcome, Ada"',
  'the title should be "Welcome"',
].join('\n');

/** Runs the script as a user would with `npx playwright test`, in a project of its own. */
const runOutside = (script: string, env: Record<string, string>) => runPlaywright(specProject({ 'login.spec.ts': script }), env);

test('generate a test live against an unseen web app, then run its script outside the product', async ({ page, request }) => {
  test.setTimeout(120_000);
  const projectId = await createProject(request, `Generation ${Date.now()}`);
  const headers = { Authorization: `Bearer ${await accessToken(request, OWNER.email, OWNER.password)}` };
  const created = await request.post('/api/test-cases/', {
    headers,
    data: {
      test_cases: [
        {
          test_suite_id: projectId,
          path: '',
          name: 'Sign in',
          website: `${FIXTURES}/login.html`,
          description,
          credentials: { ada: { username: 'ada@example.com', password: 'correct horse' } },
        },
      ],
      schedule_generation: false,
    },
  });
  const [{ _id: testId }] = await created.json();

  await page.goto(`/tests/${projectId}`);
  await page.getByRole('treeitem').filter({ hasText: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Generate' }).click();
  // Live: steps arrive over the websocket while the generation runs, then the scripts.
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(5, { timeout: 60_000 });
  await expect(page.getByText('All 5 steps passed.')).toBeVisible({ timeout: 30_000 });
  await expect(steps).toContainText('click the "Sign in" button');
  await expect(page.getByText('correct horse')).toHaveCount(0);
  const scripts = page.locator('section[aria-labelledby="test-scripts"]');
  await expect(scripts).toContainText("getByRole('button', { name: 'Sign in', exact: true })");

  // A step's screenshot opens in the image viewer, which closes on click.
  await page.getByRole('button', { name: 'Open the screenshot of step 3' }).click();
  const viewer = page.getByRole('dialog', { name: 'Screenshot' });
  await expect(viewer.getByRole('img', { name: 'Screenshot 3' })).toBeVisible();
  await viewer.click();
  await expect(viewer).toHaveCount(0);

  // The script runs unchanged outside the product, reading the secret from the environment.
  const generated = await (await request.get(`/api/test-case/${testId}`, { headers })).json();
  const passed = await runOutside(generated.final_script, { TEST_PARAM_CREDENTIAL_ADA_PASSWORD: 'correct horse' });
  expect(passed.status, passed.output).toBe(0);
  const wrong = await runOutside(generated.final_script, { TEST_PARAM_CREDENTIAL_ADA_PASSWORD: 'wrong' });
  expect(wrong.status).not.toBe(0);
});

test('an ambiguous step fails naming the candidates and what to write instead', async ({ page, request }) => {
  const projectId = await createProject(request, `Ambiguous ${Date.now()}`);
  const headers = { Authorization: `Bearer ${await accessToken(request, OWNER.email, OWNER.password)}` };
  const created = await request.post('/api/test-cases/', {
    headers,
    data: {
      test_cases: [
        { test_suite_id: projectId, path: '', name: 'Add to cart', website: `${FIXTURES}/shop.html`, description: 'click the "Add to cart" button' },
      ],
      schedule_generation: true,
    },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/tests/${projectId}`);
  await page.getByRole('treeitem').filter({ hasText: 'Add to cart' }).click();
  await expect(page.getByText(/elements match button "Add to cart"/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Say which one/)).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: 'Regenerate' })
      .or(page.getByRole('button', { name: 'Edit step 1' }))
      .first(),
  ).toBeVisible();
});
