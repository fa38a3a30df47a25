/**
 * Moving through the product with the keyboard alone, as a keyboard or switch user does: Tab
 * and Shift+Tab until a control has focus, checking on arrival that the focus can be seen.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** What has focus, for failure messages: tag, role and the text or label it shows. */
async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(nothing: the page itself)';
    const role = element.getAttribute('role');
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown on screen, not hidden text, names the element in a message.
    const label = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> ${label}`;
  });
}

/** The focused element is shown as focused: it matches :focus-visible and draws an outline or a ring. */
export async function expectFocusVisible(page: Page): Promise<void> {
  const drawn = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || !element.matches(':focus-visible')) return false;
    const style = getComputedStyle(element);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
  expect(drawn, `The focus on ${await describeFocus(page)} is not visible`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times, and checks the focus
 * is visible there. Fails naming every stop on the way when the target is never reached.
 */
export async function tabTo(page: Page, target: Locator, { max = 30, backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const stops: string[] = [];
  for (let press = 0; press < max; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 }).catch(() => false)) {
      await expectFocusVisible(page);
      return;
    }
    stops.push(await describeFocus(page));
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${target}. Focus went:\n  ${stops.join('\n  ')}`);
}

/** The element with focus, for `toHaveAccessibleName` and friends. */
export const focused = (page: Page): Locator => page.locator(':focus');
