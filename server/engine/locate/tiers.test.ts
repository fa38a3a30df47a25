import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { resolveTarget } from './resolve.ts';
import { clickMark, expectAllFind, located, show, useOnePage } from './testPages.ts';

let page: Page;
useOnePage((opened) => (page = opened));

describe('tiers', () => {
  it('finds a button by role and name, and emits getByRole', async () => {
    await show(page, `<button data-mark="buy">Buy</button><a href="#" data-mark="more">More</a>`);
    const r = await resolveTarget(page, { text: 'Buy' }, { purpose: 'click' });
    expect(located(r)).toEqual([{ kind: 'role', role: 'button', name: 'Buy', exact: true }]);
    expect(await clickMark(page, located(r))).toBe('buy');
    await expectAllFind(page, r, 'buy');
    if (r.ok) expect(r.description).toBe('button "Buy"');
  });

  it('finds a field by its label', async () => {
    await show(page, `<label for="e">E-mail address</label><input id="e" data-mark="email"><input data-mark="other" aria-label="Other">`);
    const r = await resolveTarget(page, { text: 'E-mail address' }, { purpose: 'fill' });
    await toFill(page, located(r), 'email');
  });

  it('finds a field by a visible label that is not its accessible name (label tier)', async () => {
    await show(page, `<label for="s">Street</label><input id="s" aria-label="Address line 1" data-mark="street">`);
    const r = await resolveTarget(page, { text: 'Street' }, { purpose: 'fill' });
    await toFill(page, located(r), 'street');
  });

  it('finds a field by its placeholder', async () => {
    await show(page, `<input placeholder="Search products" aria-label="q" data-mark="search"><input placeholder="Zip" data-mark="zip">`);
    const r = await resolveTarget(page, { text: 'Search products' }, { purpose: 'fill' });
    await toFill(page, located(r), 'search');
  });

  it('finds an image by alt text and an element by title', async () => {
    await show(
      page,
      `<a href="#" data-mark="logo" aria-label="Home"><img alt="Company logo" aria-label="Logo" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"></a>
      <span title="Close window" data-mark="close" onclick="" style="cursor:pointer;display:inline-block;width:20px;height:20px">x</span>`,
    );
    const alt = await resolveTarget(page, { text: 'Company logo' }, { purpose: 'click' });
    expect(await clickMark(page, located(alt))).toBe('logo');
    const title = await resolveTarget(page, { text: 'Close window' }, { purpose: 'click' });
    expect(await clickMark(page, located(title))).toBe('close');
  });

  it('finds plain visible text for reading', async () => {
    await show(page, `<div><span data-mark="total">Total: 42 €</span></div>`);
    const r = await resolveTarget(page, { text: 'Total: 42 €' }, { purpose: 'read' });
    await expectAllFind(page, r, 'total');
  });

  it('finds an element by test id when nothing else names it', async () => {
    await show(page, `<div data-testid="cart-badge" data-mark="badge" style="width:10px;height:10px;background:red"></div>`);
    const r = await resolveTarget(page, { text: 'cart-badge' }, { purpose: 'read' });
    expect(located(r)).toEqual([{ kind: 'testId', value: 'cart-badge' }]);
    await expectAllFind(page, r, 'badge');
  });

  it('prefers an exact name over one that merely contains it', async () => {
    await show(page, `<button data-mark="draft">Save draft</button><button data-mark="save">save</button>`);
    const r = await resolveTarget(page, { text: 'Save' }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe('save');
    const contains = await resolveTarget(page, { text: 'draft' }, { purpose: 'click' });
    expect(await clickMark(page, located(contains))).toBe('draft');
  });

  it('retargets text to the button around it', async () => {
    await show(
      page,
      `<div role="button" tabindex="0" data-mark="card" aria-label="Product card"><span>Buy</span> <b>now</b></div>
      <button data-mark="buy"><span><i>Buy</i></span></button>`,
    );
    const r = await resolveTarget(page, { text: 'Buy' }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe('buy');
  });

  it('clicks a clickable div found by its text (cursor pointer)', async () => {
    await show(page, `<div class="tile" style="cursor:pointer" data-mark="tile"><div>Open settings</div></div><p>Open settings later</p>`);
    const r = await resolveTarget(page, { text: 'Open settings' }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe('tile');
  });

  it('narrows by element type: the link, not the button', async () => {
    await show(page, `<button data-mark="b">Help</button><a href="#help" data-mark="l">Help</a>`);
    const r = await resolveTarget(page, { text: 'Help', elementType: 'link' }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe('l');
    const h = await resolveTarget(page, { elementType: 'button' }, { purpose: 'click' });
    expect(await clickMark(page, located(h))).toBe('b');
  });

  it('finds an element in an open shadow root', async () => {
    await show(
      page,
      `<x-card data-mark="host"></x-card><script>
      customElements.define('x-card', class extends HTMLElement { connectedCallback() {
        const root = this.attachShadow({ mode: 'open' });
        root.innerHTML = '<p>Card</p><button data-mark="shadow-buy">Add to basket</button>';
      }});</script>`,
    );
    const r = await resolveTarget(page, { text: 'Add to basket', elementType: 'button' }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe('shadow-buy');
    await expectAllFind(page, r, 'shadow-buy');
  });
});

async function toFill(p: Page, spec: Parameters<typeof clickMark>[1], mark: string) {
  const { toLocator } = await import('./locatorSpec.ts');
  await toLocator(p, spec).fill('typed', { timeout: 2000 });
  expect(await p.locator(`[data-mark="${mark}"]`).inputValue()).toBe('typed');
}
