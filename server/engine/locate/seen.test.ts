/**
 * Names as people see them (issue 17, items 5 and 6): punctuation and case aside, fields
 * labelled only by the text laid out next to them, icon-only controls by their words, editors,
 * and ids, names, classes or CSS written as names. Pages in tests/fixtures/apps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { startFixtureServer, type FixtureServer } from '../../../tests/fixtures/server.ts';
import type { Target } from '../steps/types.ts';
import { toLocator } from './locatorSpec.ts';
import { resolveGroup, resolveTarget } from './resolve.ts';
import type { TargetPurpose } from './resolution.ts';
import { clickMark, expectAllFind, located, markOf, RECORD_CLICKS, show, useOnePage } from './testPages.ts';

let page: Page;
let fixtures: FixtureServer;
useOnePage((opened) => (page = opened));
beforeAll(async () => {
  fixtures = await startFixtureServer();
});
afterAll(async () => {
  await fixtures?.close();
});

/** Opens a fixture app, recording clicks in every frame as show() does (see RECORD_CLICKS). */
async function open(app: string) {
  await page.goto(new URL(app, fixtures.url).href);
  const record = RECORD_CLICKS.replace(/<\/?script>/g, '');
  for (const frame of page.frames()) await frame.evaluate(record);
}

/** The `data-mark` of the one element the target resolves to, checked through its locator. */
async function markFor(target: Target, purpose: TargetPurpose): Promise<string | null> {
  const r = await resolveTarget(page, target, { purpose, timeoutMs: 300 });
  const mark = await markOf(page, located(r));
  await expectAllFind(page, r, mark ?? '');
  return mark;
}

describe('names as people write them', () => {
  it('ignores case, punctuation, spacing and a label\'s trailing ":" or "*"', async () => {
    await show(
      page,
      `<label for="e">E-mail address: *</label><input id="e" data-mark="email">
      <button data-mark="sign">Sign-in</button><button data-mark="other">Sign up now</button>`,
    );
    expect(await markFor({ text: 'email address' }, 'fill')).toBe('email');
    expect(await markFor({ text: 'E-MAIL  ADDRESS' }, 'fill')).toBe('email');
    expect(await markFor({ text: 'sign in' }, 'click')).toBe('sign');
  });

  it("keeps punctuation that is most of the name, and a selector's", async () => {
    await show(
      page,
      `<button data-mark="cancel">Cancel</button><button id="save" data-mark="store">Store</button><button data-mark="save">Save</button>`,
    );
    const cpp = await resolveTarget(page, { text: 'C++' }, { purpose: 'click', timeoutMs: 100 });
    expect(cpp.ok).toBe(false);
    expect(await markFor({ text: '#save' }, 'click')).toBe('store');
    await show(page, `<p data-mark="usd">Total: 42 $</p><p data-mark="eur">Total 42 €.</p>`);
    expect(await markFor({ text: 'total: 42 €' }, 'read')).toBe('eur');
  });
});

describe('fields labelled only on screen', () => {
  it.each([
    ['First name', 'first'],
    ['last name', 'last'],
    ['E-mail', 'email'],
    ['Nickname', 'nick'],
    ['Notes', 'notes'],
  ])('fills the field that "%s" labels', async (text, mark) => {
    await open('unlabelled.html');
    expect(await markFor({ text }, 'fill')).toBe(mark);
  });

  it('selects in a dropdown labelled by the text above or beside it', async () => {
    await open('unlabelled.html');
    expect(await markFor({ text: 'Country', elementType: 'dropdown' }, 'select')).toBe('country');
    expect(await markFor({ text: 'Billing period' }, 'select')).toBe('period');
    expect(await markFor({ text: 'Birth year' }, 'select')).toBe('year');
  });

  it('ticks the checkbox whose words follow it', async () => {
    await open('unlabelled.html');
    expect(await markFor({ text: 'Send me the newsletter' }, 'check')).toBe('news');
    expect(await markFor({ text: 'I accept the terms', elementType: 'checkbox' }, 'check')).toBe('terms');
  });

  it('offers a field by its label on screen when the name is misspelt', async () => {
    await open('unlabelled.html');
    const r = await resolveTarget(page, { text: 'Nicname' }, { purpose: 'fill', timeoutMs: 100 });
    expect(r.ok ? '' : r.message).toContain('Similar: field "Nickname"');
  });

  it('counts such a field as there, so that "is hidden" cannot pass while it shows', async () => {
    await open('unlabelled.html');
    const group = await resolveGroup(page, { text: 'Nickname', elementType: 'field' });
    expect(group.count).toBe(1);
    expect(await toLocator(page, group.locator).getAttribute('data-mark')).toBe('nick');
  });

  it('never takes a field the text does not label', async () => {
    await show(page, `<p>Search the docs below, or ask us.</p><div style="margin-top:200px"><input data-mark="far"></div>`);
    const r = await resolveTarget(page, { text: 'Search the docs below, or ask us.' }, { purpose: 'fill', timeoutMs: 200 });
    expect(r.ok).toBe(false);
  });
});

describe('icon-only controls', () => {
  it.each([
    [{ text: 'settings icon' }, 'settings'],
    [{ text: 'settings', elementType: 'image' }, 'settings'],
    [{ text: 'search icon' }, 'search'],
    [{ text: 'hamburger menu' }, 'menu'],
    [{ text: 'X icon' }, 'close'],
    [{ text: 'close', elementType: 'button' }, 'close'],
    [{ text: 'previous arrow' }, 'prev'],
    [{ text: 'next', elementType: 'image' }, 'next'],
    [{ text: 'home icon' }, 'home'],
    [{ text: 'notifications icon' }, 'bell'],
  ] as [Target, string][])('clicks %j', async (target, mark) => {
    await open('icons.html');
    const r = await resolveTarget(page, target, { purpose: 'click', timeoutMs: 300 });
    expect(await clickMark(page, located(r))).toBe(mark);
  });

  it('finds an icon to look at, not only to click', async () => {
    await open('icons.html');
    const r = await resolveTarget(page, { text: 'settings', elementType: 'image' }, { purpose: 'expect', timeoutMs: 300, requireActionable: false });
    expect(await toLocator(page, located(r)).evaluate((el) => el.className)).toBe('fa fa-cog');
  });

  it('lists the candidates when several icons fit, never picks one', async () => {
    await open('icons.html');
    const r = await resolveTarget(page, { text: 'delete icon' }, { purpose: 'click', timeoutMs: 300 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe('ambiguous');
      expect(r.candidates).toHaveLength(2);
    }
  });
});

describe('ids, names, classes and selectors written as names (last tiers)', () => {
  it('finds a control by its name attribute or class words', async () => {
    await open('unlabelled.html');
    expect(await markFor({ text: 'profile_date_year' }, 'select')).toBe('year');
    expect(await markFor({ text: 'new todo' }, 'fill')).toBe('todo');
    expect(await markFor({ text: 'save profile' }, 'click')).toBe('save');
  });

  it('uses a CSS selector written as a name when it matches', async () => {
    await open('unlabelled.html');
    expect(await markFor({ text: '#save-profile' }, 'click')).toBe('save');
    expect(await markFor({ text: 'button.btn:not(.primary)' }, 'click')).toBe('cancel');
    const none = await resolveTarget(page, { text: '#nothing-here' }, { purpose: 'click', timeoutMs: 200 });
    expect(none.ok).toBe(false);
  });

  it('prefers the words a person reads over an id that happens to match', async () => {
    await show(page, `<button id="save" data-mark="by-id">Store</button><button data-mark="by-name">Save</button>`);
    expect(await markFor({ text: 'save' }, 'click')).toBe('by-name');
  });
});

describe('what people call a thing, what a control shows', () => {
  it('prefers, among things with the name, the one the page calls what the author called it', async () => {
    await show(
      page,
      `<nav><a href="#/users" data-mark="nav">users</a></nav>
      <h3 class="opblock-tag" id="operations-tag-users"><a href="#/users" data-mark="tag"><span>users</span></a></h3>
      <div class="models"><button class="model-box-control" data-mark="order-schema"><span class="model-title">Order</span></button></div>
      <button data-mark="order-button">Order</button>`,
    );
    const plain = await resolveTarget(page, { text: 'users' }, { purpose: 'click', timeoutMs: 200 });
    expect(plain.ok ? 'found' : plain.reason).toBe('ambiguous');
    const tag = await resolveTarget(page, { text: 'users', noun: 'tag' }, { purpose: 'click', timeoutMs: 300 });
    expect(await clickMark(page, located(tag))).toBe('tag');
    const schema = await resolveTarget(page, { text: 'Order', noun: 'schema' }, { purpose: 'click', timeoutMs: 300 });
    expect(await clickMark(page, located(schema))).toBe('order-schema');
    const missing = await resolveTarget(page, { text: 'orders', noun: 'tag' }, { purpose: 'click', timeoutMs: 100 });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.message).toContain('tag "orders"');
  });

  it('finds the "previous" arrow among icon-only controls', async () => {
    await open('icons.html');
    const r = await resolveTarget(page, { text: 'previous', noun: 'arrow' }, { purpose: 'click', timeoutMs: 300 });
    expect(await clickMark(page, located(r))).toBe('prev');
  });

  it('finds the dropdown that shows a value', async () => {
    await open('unlabelled.html');
    expect(await markFor({ elementType: 'dropdown', shows: 'Monthly' }, 'select')).toBe('period');
    expect(await markFor({ elementType: 'dropdown', shows: 'france' }, 'select')).toBe('country');
    await page.selectOption('[data-mark=period]', 'Yearly');
    expect(await markFor({ elementType: 'dropdown', shows: 'Yearly' }, 'select')).toBe('period');
    const gone = await resolveTarget(page, { elementType: 'dropdown', shows: 'Monthly' }, { purpose: 'select', timeoutMs: 100 });
    expect(gone.ok).toBe(false);
    if (!gone.ok) expect(gone.message).toContain('that shows "Monthly"');
  });
});

describe('rows', () => {
  const PEOPLE = `<table><thead><tr><th>Name</th><th>Email</th><th></th></tr></thead><tbody>
      <tr><td>Ada</td><td><input aria-label="email" data-mark="ada-email"></td><td><button data-mark="ada-del">Delete</button></td></tr>
      <tr><td>Bob</td><td><input aria-label="email" data-mark="bob-email"></td><td><button data-mark="bob-del">Delete</button></td></tr>
      <tr><td>Cy</td><td><input aria-label="email" data-mark="cy-email"></td><td><button data-mark="cy-del">Delete</button></td></tr>
    </tbody></table>`;

  it('finds the field of the second row, and of the last, header rows not counted', async () => {
    await show(page, PEOPLE);
    expect(await markFor({ text: 'email', rowNumber: 2 }, 'fill')).toBe('bob-email');
    expect(await markFor({ text: 'email', rowNumber: 'last' }, 'fill')).toBe('cy-email');
    const none = await resolveTarget(page, { text: 'email', rowNumber: 7 }, { purpose: 'fill', timeoutMs: 100 });
    expect(none.ok ? '' : none.message).toContain('row 7');
  });

  it('finds the button in the row of a list or of cards holding a name', async () => {
    await show(
      page,
      `<ul><li>Ada <button data-mark="ada">Delete</button></li><li>Bob <button data-mark="bob">Delete</button></li></ul>
      <div class="card"><h4>Lamp</h4><button data-mark="lamp">Remove</button></div><div class="card"><h4>Desk</h4><button data-mark="desk">Remove</button></div>`,
    );
    expect(await markFor({ text: 'Delete', table: { rowContaining: 'Bob' } }, 'click')).toBe('bob');
    expect(await markFor({ text: 'Remove', table: { rowContaining: 'Desk' } }, 'click')).toBe('desk');
    expect(await markFor({ text: 'Delete', rowNumber: 1 }, 'click')).toBe('ada');
  });
});

describe('what just opened', () => {
  it('picks the option in the dropdown just opened over the same words elsewhere', async () => {
    await show(
      page,
      `<button data-mark="preview">Serif</button>
      <button aria-expanded="false" aria-controls="fonts" data-mark="font" onclick="this.setAttribute('aria-expanded','true');document.getElementById('fonts').hidden=false">Font</button>
      <ul id="fonts" role="listbox" hidden style="position:absolute;top:120px;left:10px;background:#fff">
        <li role="option" data-mark="serif">Serif</li><li role="option" data-mark="sans">Sans</li></ul>
      <ul role="menu"><li role="menuitem" data-mark="nav-serif">Serif</li></ul>`,
    );
    const before = await resolveTarget(page, { text: 'Serif' }, { purpose: 'click', timeoutMs: 100 });
    expect(before.ok ? 'found' : before.reason).toBe('ambiguous');
    await page.click('[data-mark=font]');
    const r = await resolveTarget(page, { text: 'Serif' }, { purpose: 'click', timeoutMs: 300 });
    expect(await clickMark(page, located(r))).toBe('serif');
  });
});

describe('the focused element', () => {
  it('is the field with the keyboard focus, also inside an iframe', async () => {
    await show(
      page,
      `<input data-mark="a" aria-label="A"><input data-mark="b" aria-label="B">
      <iframe srcdoc="<input data-mark='inner' aria-label='Inner'>"></iframe>`,
    );
    await page.locator('[data-mark=b]').focus();
    expect(await markFor({ focused: true }, 'fill')).toBe('b');
    await page.frameLocator('iframe').locator('input').focus();
    const r = await resolveTarget(page, { focused: true }, { purpose: 'fill', timeoutMs: 300 });
    expect(await toLocator(page, located(r)).getAttribute('data-mark')).toBe('inner');
  });

  it('fails saying what has the focus when it is no field, or that nothing has', async () => {
    await show(page, `<button data-mark="go">Go</button><input aria-label="Name">`);
    const none = await resolveTarget(page, { focused: true }, { purpose: 'fill', timeoutMs: 100 });
    expect(none.ok ? '' : none.message).toMatch(/No focused field/);
    await page.locator('button').focus();
    const button = await resolveTarget(page, { focused: true }, { purpose: 'fill', timeoutMs: 100 });
    expect(button.ok ? '' : button.message).toContain('the focused button "Go" is not a field');
  });
});

describe('rich-text editors', () => {
  it('clicks text inside the editor, not the same words outside it', async () => {
    await open('editor.html');
    const r = await resolveTarget(page, { text: 'Dear customer', within: { kind: 'section', name: 'editor' } }, { purpose: 'click', timeoutMs: 300 });
    expect(await clickMark(page, located(r))).toBe('greeting');
  });

  it("finds text in an editor that is an iframe's editable document", async () => {
    await open('editor.html');
    const r = await resolveTarget(page, { text: 'Kind regards', within: { kind: 'section', name: 'editor' } }, { purpose: 'click', timeoutMs: 300 });
    const frame = page.frame({ url: /about:srcdoc/ }) ?? page.frames()[1];
    expect(await clickMark(page, located(r), frame)).toBe('regards');
  });

  it('types into the editor named as "the editor", and says which when there are two', async () => {
    await show(page, `<div contenteditable="true" data-mark="ed" style="min-height:40px;border:1px solid"><p>Hi</p></div>`);
    const r = await resolveTarget(page, { text: 'editor' }, { purpose: 'fill', timeoutMs: 300 });
    await toLocator(page, located(r)).fill('Hello there');
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's Locator.innerText(), the text the editor shows; not the DOM property.
    expect(await page.locator('[data-mark="ed"]').innerText()).toBe('Hello there');
    await open('editor.html');
    const two = await resolveTarget(page, { text: 'rich text editor' }, { purpose: 'fill', timeoutMs: 300 });
    expect(two.ok ? 'found' : two.reason).toBe('ambiguous');
  });
});
