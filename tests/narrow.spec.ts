/**
 * What changes with the window's width (spec section 9): the public bar's brand text and
 * tagline thresholds (K-18, K-19) and the organization switcher's logo-only mode below the sm
 * breakpoint (R-77, K-20). Only a real browser resizing a real page shows where they switch.
 */
import { expect, test } from '@playwright/test';

test.describe('anonymous', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the public bar drops the brand text below 368 px and the tagline below 536 px (K-18, K-19)', async ({ page }) => {
    await page.goto('/go/no-such-test');
    const brand = page.getByRole('banner').getByText('Critical Journey', { exact: true });
    const tagline = page.getByText('Ready to catch bugs before your customers do?');
    for (const [width, brandShown, taglineShown] of [
      [367, false, false],
      [368, true, false],
      [535, true, false],
      [536, true, true],
    ] as const) {
      await page.setViewportSize({ width, height: 700 });
      await expect(brand, `brand text at ${width}px`).toBeVisible({ visible: brandShown });
      await expect(tagline, `tagline at ${width}px`).toBeVisible({ visible: taglineShown });
    }
  });
});

test('the organization switcher shows only the logo below the sm breakpoint, 640 px (R-77, K-20)', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto('/tests');
  const name = page.getByTestId('organization-name');
  await expect(name).toBeVisible();
  await page.setViewportSize({ width: 639, height: 700 });
  await expect(name).toBeHidden();
  await page.setViewportSize({ width: 640, height: 700 });
  await expect(name).toBeVisible();
});
