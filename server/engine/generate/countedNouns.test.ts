/**
 * Counts of things named by a kind word the page has no element type for (`I should see 3
 * products`, `the cart should contain 2 items`): the elements the page calls so (a class word,
 * a test id, a list's items), outermost only, in real Chromium; never every element of the page.
 */
import { describe, expect, it } from 'vitest';
import { chromiumForFile, generateInChromium } from '../../../tests/fixtures/generation.ts';

const page = (body: string) => `data:text/html,${encodeURIComponent(`<!doctype html><title>Shop</title><body>${body}</body>`)}`;
const SHOP = page(
  '<h1>Shop</h1><div class="product-list">' +
    ['Lamp', 'Desk', 'Chair'].map((name) => `<div class="product"><h2 class="product-title">${name}</h2><button>Add</button></div>`).join('') +
    '</div><section aria-label="cart"><div class="cart-item">Lamp</div><div class="cart-item">Desk</div></section>',
);

describe('counting things by their kind word', () => {
  const chromium = chromiumForFile();
  const generate = (description: string) =>
    generateInChromium({ testName: 'Counts', website: SHOP, description }, { browser: chromium.browser, stepTimeoutMs: 1500 });

  it('counts the products, not their titles nor the list that holds them', async () => {
    const { outcome } = await generate('I should see 3 products\nthe cart should contain 2 items');
    expect(outcome.message).toBe('All 2 steps passed.');
    expect(outcome.state === 'completed' && outcome.finalScript).toContain('.toHaveCount(3)');
  });

  it("clicks the product by its position among the products, never the page's first element", async () => {
    const { outcome } = await generate('Click on second product\nI should see "Desk"');
    expect(outcome.message).toBe('All 2 steps passed.');
    const script = outcome.state === 'completed' ? outcome.finalScript : '';
    // (the second of the page's products, Desk: never the page's first element of any kind)
    expect(script).toMatch(/locator\('div\.product'\)\.filter\(\{ hasText: 'Desk' \}\)/);
  });

  it('fails with the count it found', async () => {
    const { outcome } = await generate('I should see 4 products');
    expect(outcome.state).toBe('failed');
    expect(outcome.message).toContain('found 3');
  });
});
