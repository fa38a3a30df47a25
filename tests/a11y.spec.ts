/**
 * axe-core on every screen of the route table (src/routes/routes.tsx), each with data on it: a
 * project holding a generated test that has passed a run, is published, sits in a test suite
 * and backs a module. Signed-in screens use the owner's session; the auth and public screens
 * are checked as an anonymous visitor. Routes that only redirect (/, /auth,
 * /auth/register, /:testId, unknown paths) land on screens checked here.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { seedProject, type SeededProject } from './support/seed';

let seeded: SeededProject;

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  seeded = await seedProject(request, `Accessibility ${Date.now()}`);
  await request.dispose();
});

/** Waits until nothing on the page is loading any more. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

type Screen = { name: string; path: () => string; ready: (page: Page) => Promise<void> };

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
  await settled(page);
};

const signedInScreens: Screen[] = [
  { name: 'Overview', path: () => `/home/${seeded.projectId}`, ready: heading('Overview') },
  {
    name: 'Test cases without a selection',
    path: () => `/tests/${seeded.projectId}`,
    ready: async (page) => {
      await expect(page.getByRole('treeitem').filter({ hasText: 'Sign in and greet' })).toBeVisible();
      await settled(page);
    },
  },
  { name: 'New test form', path: () => `/tests/${seeded.projectId}?new`, ready: heading('New test') },
  {
    name: 'Test case with steps, scripts and runs',
    path: () => `/tests/${seeded.projectId}/${seeded.testId}`,
    ready: async (page) => {
      await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(4);
      await expect(page.getByRole('list', { name: 'Recent runs' }).getByRole('img', { name: 'Passed' }).first()).toBeVisible();
      await settled(page);
    },
  },
  { name: 'Test suites', path: () => `/collections/${seeded.projectId}`, ready: heading('Test suites') },
  { name: 'Test suite detail', path: () => `/collections/${seeded.projectId}/${seeded.collectionId}`, ready: heading('Smoke') },
  {
    name: 'Settings',
    path: () => `/settings/${seeded.projectId}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await expect(page.getByText('BASE_URL')).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'Modules',
    path: () => `/modules/${seeded.projectId}`,
    ready: async (page) => {
      await expect(page.getByText('Sign in first').first()).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'Run',
    path: () => `/run/${seeded.projectId}/${seeded.runId}`,
    ready: async (page) => {
      await expect(page.getByRole('list', { name: 'Step results' }).getByRole('listitem')).toHaveCount(4);
      await settled(page);
    },
  },
  { name: 'Change password', path: () => '/change-password', ready: heading(/password/i) },
  { name: 'Bad self-test request', path: () => '/bad-self-test-request', ready: heading("Won't test Critical Journey") },
  { name: 'Create organization', path: () => '/create-org', ready: heading(/organization/i) },
  { name: 'Public test (signed in)', path: () => `/public/test/${seeded.testId}`, ready: heading('Sign in and greet') },
];

const anonymousScreens: Screen[] = [
  { name: 'Log in', path: () => '/auth/login', ready: heading(/./) },
  { name: 'Forgot password', path: () => '/auth/reset', ready: heading(/./) },
  { name: 'Registered', path: () => '/auth/register/success', ready: heading(/./) },
  { name: 'Public test by id', path: () => `/public/test/${seeded.testId}`, ready: heading('Sign in and greet') },
  { name: 'Public test, short address', path: () => `/test/${seeded.testId}`, ready: heading('Sign in and greet') },
  { name: 'Public test by short name', path: () => `/go/${seeded.slug}`, ready: heading('Sign in and greet') },
  { name: 'Public test that does not exist', path: () => '/go/no-such-test', ready: heading(/./) },
];

/** One test per screen; in the dark theme (the system set to dark, which the theme follows until someone picks one) the html element says so first. */
function checkEvery(screens: Screen[], { dark }: { dark: boolean }) {
  for (const screen of screens) {
    test(`${screen.name}${dark ? ' in the dark theme' : ''} has no WCAG A/AA violations`, async ({ page }) => {
      await page.goto(screen.path());
      if (dark) await expect(page.locator('html')).toHaveClass(/dark/);
      await screen.ready(page);
      await expectNoViolations(page, `${screen.name}${dark ? ' (dark)' : ''}`);
    });
  }
}

test.describe('signed in', () => {
  checkEvery(signedInScreens, { dark: false });

  test('the sidebar pinned open, and the dark theme, have no violations', async ({ page }) => {
    await page.goto(`/tests/${seeded.projectId}/${seeded.testId}`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-expanded', 'true');
    await expectNoViolations(page, 'Test case with the sidebar pinned open');
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(4);
    await expectNoViolations(page, 'Test case in the dark theme');
  });
});

test.describe('signed in, dark theme', () => {
  test.use({ colorScheme: 'dark' });
  checkEvery(signedInScreens, { dark: true });
});

test.describe('anonymous', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  checkEvery(anonymousScreens, { dark: false });

  test.describe('dark theme', () => {
    test.use({ colorScheme: 'dark' });
    checkEvery(anonymousScreens, { dark: true });
  });
});
