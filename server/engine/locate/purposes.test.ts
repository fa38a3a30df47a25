import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { resolveGroup, resolveTarget } from './resolve.ts';
import { toLocator } from './locatorSpec.ts';
import { located, show, useOnePage } from './testPages.ts';

let page: Page;
useOnePage((opened) => (page = opened));

const FORM = `<form>
  <p>Country</p>
  <label for="country">Country</label>
  <select id="country" data-mark="country"><option>France</option><option>Spain</option></select>
  <label><input type="checkbox" data-mark="terms"> I accept the terms</label>
  <label class="fancy"><input type="checkbox" data-mark="news" style="opacity:0;position:absolute;width:1px;height:1px"><span class="box">Newsletter</span></label>
  <fieldset><legend>Delivery</legend>
    <label><input type="radio" name="d" data-mark="std"> Standard</label>
    <label><input type="radio" name="d" data-mark="exp"> Express</label>
  </fieldset>
  <label for="cv">Resume</label><input type="file" id="cv" data-mark="cv" style="display:none">
  <div class="uploader"><button type="button" data-mark="avatar-button">Upload avatar</button><input type="file" data-mark="avatar" hidden></div>
  <button type="button" data-mark="send" onclick="this.textContent='Sent'">Send</button>
</form>`;

describe('purposes', () => {
  it('select: finds the dropdown by label, not the paragraph with the same text', async () => {
    await show(page, FORM);
    const r = await resolveTarget(page, { text: 'Country' }, { purpose: 'select' });
    await toLocator(page, located(r)).selectOption('Spain');
    expect(await page.locator('[data-mark=country]').inputValue()).toBe('Spain');
  });

  it('check: finds checkboxes by their wrapping label, including a visually hidden one', async () => {
    await show(page, FORM);
    const terms = await resolveTarget(page, { text: 'I accept the terms' }, { purpose: 'check' });
    await toLocator(page, located(terms)).check();
    expect(await page.locator('[data-mark=terms]').isChecked()).toBe(true);
    const news = await resolveTarget(page, { text: 'Newsletter', elementType: 'checkbox' }, { purpose: 'check' });
    await toLocator(page, located(news)).check();
    expect(await page.locator('[data-mark=news]').isChecked()).toBe(true);
  });

  it('check: a radio button in a fieldset', async () => {
    await show(page, FORM);
    const r = await resolveTarget(
      page,
      { text: 'Express', elementType: 'radio', within: { kind: 'section', name: 'Delivery' } },
      { purpose: 'check' },
    );
    await toLocator(page, located(r)).check();
    expect(await page.locator('[data-mark=exp]').isChecked()).toBe(true);
  });

  it('upload: a hidden file input found by its label, and one opened by a button', async () => {
    await show(page, FORM);
    const file = { name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') };
    const cv = await resolveTarget(page, { text: 'Resume' }, { purpose: 'upload' });
    await toLocator(page, located(cv)).setInputFiles(file);
    expect(await page.locator('[data-mark=cv]').evaluate((el) => (el as HTMLInputElement).files?.[0]?.name)).toBe('cv.txt');
    const avatar = await resolveTarget(page, { text: 'Upload avatar', elementType: 'button' }, { purpose: 'upload' });
    await toLocator(page, located(avatar)).setInputFiles(file);
    expect(await page.locator('[data-mark=avatar]').evaluate((el) => (el as HTMLInputElement).files?.length)).toBe(1);
  });

  it('fill: skips read-only and disabled fields', async () => {
    await show(page, `<input aria-label="Code" readonly value="x"><input aria-label="Code" disabled><input aria-label="Code" data-mark="code">`);
    const r = await resolveTarget(page, { text: 'Code' }, { purpose: 'fill' });
    await toLocator(page, located(r)).fill('42');
    expect(await page.locator('[data-mark=code]').inputValue()).toBe('42');
  });

  it('expect: a disabled button still counts, a hidden one only when not required to be actionable', async () => {
    await show(page, `<button disabled data-mark="save">Save</button><div style="display:none"><span data-mark="err">Error</span></div>`);
    const save = await resolveTarget(page, { text: 'Save', elementType: 'button' }, { purpose: 'expect' });
    expect(await toLocator(page, located(save)).isDisabled()).toBe(true);
    const visibleOnly = await resolveTarget(page, { text: 'Error' }, { purpose: 'expect', timeoutMs: 200 });
    expect(visibleOnly.ok).toBe(false);
    const hidden = await resolveTarget(page, { text: 'Error' }, { purpose: 'expect', requireActionable: false });
    expect(await toLocator(page, located(hidden)).getAttribute('data-mark')).toBe('err');
    expect(await toLocator(page, located(hidden)).isHidden()).toBe(true);
  });
});

describe('resolveGroup', () => {
  it('counts every element the target means, in a section or a table', async () => {
    await show(
      page,
      `<section><h2>Cart</h2><ul><li>Tea <button>Remove</button></li><li>Milk <button>Remove</button></li></ul></section>
      <section><h2>Saved</h2><ul><li>Jam <button>Remove</button></li></ul></section>
      <table><tr><th>Item</th></tr><tr><td>Item 1</td></tr><tr><td>Item 2</td></tr><tr><td>Other</td></tr></table>`,
    );
    const all = await resolveGroup(page, { text: 'Remove', elementType: 'button' });
    expect(all.count).toBe(3);
    expect(await toLocator(page, all.locator).count()).toBe(3);
    const cart = await resolveGroup(page, { text: 'Remove', elementType: 'button', within: { kind: 'section', name: 'Cart' } });
    expect(cart.count).toBe(2);
    expect(await toLocator(page, cart.locator).count()).toBe(2);
    await toLocator(page, cart.locator).first().click();
    const rows = await resolveGroup(page, { text: 'Item', elementType: 'row' });
    expect(rows.count).toBe(3);
    expect(rows.description).toBe('row "Item"');
  });

  it('answers a locator with count 0 for what is not there (an expectation that it is hidden)', async () => {
    await show(page, `<p>All good</p>`);
    const errors = await resolveGroup(page, { text: 'Error', elementType: 'text' });
    expect(errors.count).toBe(0);
    expect(errors.locator).toEqual([{ kind: 'text', text: 'Error', exact: true }]);
    await page.evaluate('document.body.insertAdjacentHTML("beforeend", "<p>Error</p>")');
    expect(await toLocator(page, errors.locator).count()).toBe(1);
  });
});
