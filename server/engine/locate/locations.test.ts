import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { resolveTarget } from './resolve.ts';
import { toLocator } from './locatorSpec.ts';
import { clickMark, expectAllFind, located, show, useOnePage } from './testPages.ts';

let page: Page;
useOnePage((opened) => (page = opened));

const TWO_SECTIONS = `
  <section><h2>Admins</h2><ul><li>Grace <button data-mark="del-admin">Delete</button></li></ul></section>
  <section><h2>Users</h2><ul><li>Ada <button data-mark="del-user">Delete</button></li></ul></section>`;

const TABLE = `<table>
  <thead><tr><th>Name</th><th>Role</th><th>Actions</th></tr></thead>
  <tbody>
    <tr><td>Ada Lovelace</td><td>Admin</td><td><button data-mark="edit-ada">Edit</button> <button data-mark="del-ada">Delete</button></td></tr>
    <tr><td>Alan Turing</td><td>User</td><td><button data-mark="edit-alan">Edit</button> <button data-mark="del-alan">Delete</button></td></tr>
  </tbody></table>`;

describe('scope', () => {
  it('looks only inside the named section', async () => {
    await show(page, TWO_SECTIONS);
    const r = await resolveTarget(page, { text: 'Delete', elementType: 'button', within: { kind: 'section', name: 'Users' } }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe('del-user');
  });

  it('finds a section that is a heading followed by its content, side by side with others', async () => {
    await show(
      page,
      `<main><h2>Admins</h2><p>Grace</p><button data-mark="a">Delete</button>
      <h2>Users</h2><p>Ada</p><button data-mark="u">Delete</button></main>`,
    );
    const r = await resolveTarget(page, { text: 'Delete', within: { kind: 'section', name: 'Users' } }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe('u');
    const both = await resolveTarget(page, { text: 'Delete' }, { purpose: 'click' });
    if (both.ok) throw new Error('expected ambiguity');
    expect(both.candidates.map((c) => c.description)).toEqual(['button "Delete" (in section "Admins")', 'button "Delete" (in section "Users")']);
  });

  it('finds sections named by aria-label and by a fieldset legend', async () => {
    await show(
      page,
      `<div role="group" aria-label="Billing"><label>City <input data-mark="bill-city"></label></div>
      <fieldset><legend>Shipping</legend><label>City <input data-mark="ship-city"></label></fieldset>`,
    );
    const billing = await resolveTarget(page, { text: 'City', within: { kind: 'section', name: 'Billing' } }, { purpose: 'fill' });
    await toLocator(page, located(billing)).fill('Paris');
    const shipping = await resolveTarget(page, { text: 'City', within: { kind: 'section', name: 'Shipping' } }, { purpose: 'fill' });
    await toLocator(page, located(shipping)).fill('Lyon');
    expect(await page.locator('[data-mark=bill-city]').inputValue()).toBe('Paris');
    expect(await page.locator('[data-mark=ship-city]').inputValue()).toBe('Lyon');
  });

  it('looks only inside the open dialog', async () => {
    await show(
      page,
      `<button data-mark="page-ok">OK</button>
      <dialog open aria-labelledby="t"><h2 id="t">Confirm deletion</h2><button data-mark="dialog-ok">OK</button></dialog>`,
    );
    const named = await resolveTarget(page, { text: 'OK', within: { kind: 'dialog', name: 'Confirm deletion' } }, { purpose: 'click' });
    expect(await clickMark(page, located(named))).toBe('dialog-ok');
    const any = await resolveTarget(page, { text: 'OK', within: { kind: 'dialog' } }, { purpose: 'click' });
    expect(await clickMark(page, located(any))).toBe('dialog-ok');
  });

  it('finds the button in a table row and column', async () => {
    await show(page, TABLE);
    const r = await resolveTarget(page, { text: 'Delete', table: { rowContaining: 'Alan', column: 'Actions' } }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe('del-alan');
    await expectAllFind(page, r, 'del-alan');
  });

  it('answers the cell itself when the target has no text', async () => {
    await show(page, TABLE.replace('<td>User</td>', '<td data-mark="alan-role">User</td>'));
    const r = await resolveTarget(page, { table: { rowContaining: 'Alan Turing', column: 'Role' } }, { purpose: 'read' });
    expect(await toLocator(page, located(r)).getAttribute('data-mark')).toBe('alan-role');
    const row = await resolveTarget(page, { elementType: 'button', ordinal: 'last', table: { rowContaining: 'Ada' } }, { purpose: 'click' });
    expect(await clickMark(page, located(row))).toBe('del-ada');
  });
});

describe('relations', () => {
  // A 3×3 grid of buttons; "Centre" is the anchor.
  const GRID = `<div style="display:grid;grid-template-columns:repeat(3,120px);gap:20px;padding:20px">
    ${['nw', 'n', 'ne', 'w', 'c', 'e', 'sw', 's', 'se']
      .map((m) => `<button data-mark="${m}" style="height:40px">${m === 'c' ? 'Centre' : 'Go'}</button>`)
      .join('')}</div>`;

  it.each([
    ['below', 's'],
    ['above', 'n'],
    ['leftOf', 'w'],
    ['rightOf', 'e'],
    ['near', 'n'],
  ] as const)('%s picks the nearest in that direction', async (kind, mark) => {
    await show(page, GRID);
    const r = await resolveTarget(page, { text: 'Go', relation: { kind, target: { text: 'Centre' } } }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe(mark);
  });

  it('near means within about 250 px', async () => {
    await show(
      page,
      `<div style="position:relative;height:600px">
      <span style="position:absolute;left:10px;top:10px">Anchor</span>
      <button data-mark="far" style="position:absolute;left:10px;top:400px">Go</button>
      <button data-mark="close" style="position:absolute;left:200px;top:100px">Go</button></div>`,
    );
    const r = await resolveTarget(page, { text: 'Go', relation: { kind: 'near', target: { text: 'Anchor' } } }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe('close');
    await page.evaluate('document.querySelector("[data-mark=close]").remove()');
    const none = await resolveTarget(
      page,
      { text: 'Go', relation: { kind: 'near', target: { text: 'Anchor' } } },
      { purpose: 'click', timeoutMs: 300 },
    );
    expect(none).toMatchObject({ ok: false, reason: 'notFound' });
    if (!none.ok) expect(none.message).toMatch(/^No clickable element "Go" near element "Anchor"\./);
  });

  it('finds the field below a label text, by distance order with an ordinal', async () => {
    await show(page, `<p>Contact</p><input data-mark="first"><input data-mark="second" style="display:block;margin-top:40px">`);
    const r = await resolveTarget(
      page,
      { elementType: 'field', ordinal: 2, relation: { kind: 'below', target: { text: 'Contact' } } },
      { purpose: 'fill' },
    );
    await toLocator(page, located(r)).fill('x');
    expect(await page.locator('[data-mark=second]').inputValue()).toBe('x');
  });

  it('fails when the anchor is missing', async () => {
    await show(page, GRID);
    const r = await resolveTarget(
      page,
      { text: 'Go', relation: { kind: 'below', target: { text: 'Nowhere' } } },
      { purpose: 'click', timeoutMs: 300 },
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/below element "Nowhere".*No element "Nowhere"/);
  });
});

describe('ordinals and ambiguity', () => {
  it('picks the nth and the last in document order', async () => {
    await show(page, `<a href="#1" data-mark="a1">Next</a> <a href="#2" data-mark="a2">Next</a> <a href="#3" data-mark="a3">Next</a>`);
    const second = await resolveTarget(page, { text: 'Next', ordinal: 2 }, { purpose: 'click' });
    expect(await clickMark(page, located(second))).toBe('a2');
    const last = await resolveTarget(page, { elementType: 'link', ordinal: 'last' }, { purpose: 'click' });
    expect(await clickMark(page, located(last))).toBe('a3');
    const tooFar = await resolveTarget(page, { text: 'Next', ordinal: 5 }, { purpose: 'click', timeoutMs: 300 });
    expect(tooFar.ok).toBe(false);
    if (!tooFar.ok) expect(tooFar.message).toMatch(/Only 3 elements match.*no 5th/);
  });

  it('refuses to guess between look-alikes and lists them', async () => {
    await show(page, TWO_SECTIONS);
    const r = await resolveTarget(page, { text: 'Delete', elementType: 'button' }, { purpose: 'click' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.reason).toBe('ambiguous');
    expect(r.message).toBe(
      '2 elements match button "Delete": button "Delete" (in section "Admins"), button "Delete" (in section "Users"). ' +
        'Say which one, e.g. with an ordinal ("the 2nd button "Delete"") or a location ("in the "Users" section").',
    );
    expect(r.candidates.map((c) => c.description)).toEqual(['button "Delete" (in section "Admins")', 'button "Delete" (in section "Users")']);
    expect(await clickMark(page, r.candidates[0].locator)).toBe('del-admin');
    expect(await clickMark(page, r.candidates[1].locator)).toBe('del-user');
  });
});

describe('not found and delayed content', () => {
  it('names what was looked for and similar things on the page', async () => {
    await show(page, `<button>Buy</button> <a href="#">Buy later</a> <p>Unrelated</p>`);
    const r = await resolveTarget(page, { text: 'Buy now', elementType: 'button' }, { purpose: 'click', timeoutMs: 300 });
    expect(r).toMatchObject({ ok: false, reason: 'notFound', message: 'No button "Buy now" on the page. Similar: button "Buy", link "Buy later".' });
  });

  it('skips hidden, disabled and covered elements, and says so', async () => {
    await show(
      page,
      `<button style="display:none">Pay</button><button disabled>Pay</button>
      <div style="position:relative;width:200px"><button>Pay</button><div class="overlay" style="position:absolute;inset:0"></div></div>
      <button data-mark="pay">Pay</button>`,
    );
    const r = await resolveTarget(page, { text: 'Pay' }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe('pay');
    await page.evaluate('document.querySelector("[data-mark=pay]").remove()');
    const none = await resolveTarget(page, { text: 'Pay' }, { purpose: 'click', timeoutMs: 300 });
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.message).toMatch(/button "Pay" is disabled; button "Pay" is covered by <div\.overlay>/);
    const expectHidden = await resolveTarget(page, { text: 'Pay', ordinal: 1 }, { purpose: 'expect', requireActionable: false });
    expect(located(expectHidden).length).toBeGreaterThan(0);
  });

  it('waits for content that appears later', async () => {
    await show(
      page,
      `<div id="slot"></div><script>setTimeout(() => { document.getElementById('slot').innerHTML = '<button data-mark="late">Continue</button>'; }, 1000);</script>`,
    );
    const started = Date.now();
    const r = await resolveTarget(page, { text: 'Continue' }, { purpose: 'click', timeoutMs: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await clickMark(page, located(r))).toBe('late');
  });
});
