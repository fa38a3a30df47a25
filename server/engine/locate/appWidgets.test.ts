/**
 * Widgets of real apps, found as people name them (issue 17, the real open-source fixture apps):
 * a part of the page called by what it is (`in the menu bar`), a button that opens a list of
 * choices as a dropdown (TinyMCE's block format button showing "Paragraph"), and a type-ahead
 * select input (svelte-select) as a dropdown. Pages are reduced copies of those apps' markup.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { resolveTarget } from './resolve.ts';
import { clickMark, located, markOf, show, useOnePage } from './testPages.ts';

let page: Page;
useOnePage((opened) => (page = opened));

describe('parts of a page called by what they are', () => {
  const EDITOR = `
    <div role="menubar"><button role="menuitem" aria-haspopup="true" data-mark="menu-help">Help</button></div>
    <div role="toolbar"><button data-mark="tool-help">Help</button></div>
    <header><a href="#a" data-mark="head-home">Home</a></header>
    <footer><a href="#b" data-mark="foot-home">Home</a></footer>`;

  it('finds the menu bar, the toolbar, the header and the footer by their roles', async () => {
    await show(page, EDITOR);
    const both = await resolveTarget(page, { text: 'Help' }, { purpose: 'click', timeoutMs: 200 });
    expect(both.ok).toBe(false);
    const inMenuBar = await resolveTarget(page, { text: 'Help', within: { kind: 'section', name: 'menu bar' } }, { purpose: 'click' });
    expect(await clickMark(page, located(inMenuBar))).toBe('menu-help');
    const inToolbar = await resolveTarget(page, { text: 'Help', within: { kind: 'section', name: 'toolbar' } }, { purpose: 'click' });
    expect(await clickMark(page, located(inToolbar))).toBe('tool-help');
    const inFooter = await resolveTarget(page, { text: 'Home', within: { kind: 'section', name: 'footer' } }, { purpose: 'click' });
    expect(await markOf(page, located(inFooter))).toBe('foot-home');
  });

  it('still says the location is missing when the page has no such part', async () => {
    await show(page, '<button>Help</button>');
    const r = await resolveTarget(page, { text: 'Help', within: { kind: 'section', name: 'menu bar' } }, { purpose: 'click', timeoutMs: 200 });
    expect(r.ok ? '' : r.message).toContain('menu bar');
  });
});

describe('dropdowns that are no <select>', () => {
  it('takes a button opening a list of choices (aria-haspopup) as a dropdown, named by what it shows', async () => {
    await show(
      page,
      `<div role="toolbar">
      <button aria-label="Block Paragraph" aria-haspopup="true" data-mark="blocks"><span>Paragraph</span></button>
      <button aria-label="Bold" aria-pressed="false" data-mark="bold">B</button>
      <button aria-haspopup="dialog" data-mark="link">Insert link</button></div>`,
    );
    const blocks = await resolveTarget(page, { text: 'Paragraph', elementType: 'dropdown' }, { purpose: 'select' });
    expect(await markOf(page, located(blocks))).toBe('blocks');
    // A button opening a dialog is no dropdown; a plain button neither.
    for (const text of ['Insert link', 'Bold']) {
      expect((await resolveTarget(page, { text, elementType: 'dropdown' }, { purpose: 'select', timeoutMs: 200 })).ok, text).toBe(false);
    }
  });

  it('takes a type-ahead input that offers a list (aria-autocomplete) as a dropdown, but no popup button as a field', async () => {
    await show(
      page,
      `<table><tr><th>Path</th><td><input readonly></td></tr><tr><th>Direction</th><td><div style="position: relative">
      <div style="position: absolute; pointer-events: none">ascending</div>
      <input type="text" aria-autocomplete="list" data-mark="direction"></div></td></tr></table>
      <p>Format <button aria-haspopup="menu" data-mark="format">Format</button></p>`,
    );
    const direction = await resolveTarget(page, { text: 'Direction', elementType: 'dropdown' }, { purpose: 'select' });
    expect(await markOf(page, located(direction))).toBe('direction');
    expect((await resolveTarget(page, { text: 'Format', elementType: 'field' }, { purpose: 'fill', timeoutMs: 200 })).ok).toBe(false);
  });
});

describe('a name said on screen and the same name only for screen readers', () => {
  it('takes the button whose words show over an icon named so by aria-label', async () => {
    await show(
      page,
      `<div role="dialog" aria-label="Help"><button aria-label="Close" data-mark="x">×</button>
      <p>Handy Shortcuts</p><button data-mark="close">Close</button></div>`,
    );
    const r = await resolveTarget(page, { text: 'Close' }, { purpose: 'click' });
    expect(await clickMark(page, located(r))).toBe('close');
  });

  it('still asks when both say the words', async () => {
    await show(page, `<button data-mark="a">Close</button><button aria-label="Close" data-mark="b">Close tab</button>`);
    const r = await resolveTarget(page, { text: 'Close' }, { purpose: 'click', timeoutMs: 200 });
    expect(r.ok).toBe(false);
  });
});

describe('ids a page makes anew on each load', () => {
  it('are never a locator: the script would not find the element next time', async () => {
    await show(
      page,
      `<div role="menubar"><div role="menuitem" id="mce-menu_1">Help</div></div>
      <div role="menu"><div role="menuitem" id="menu-item_1034367252481795645611986" data-mark="help">Help</div>
      <div role="menuitem" id=":r1:" data-mark="keys">Keyboard shortcuts</div></div>`,
    );
    const help = await resolveTarget(page, { text: 'Help', ordinal: 2 }, { purpose: 'click' });
    const keys = await resolveTarget(page, { text: 'Keyboard shortcuts' }, { purpose: 'click' });
    for (const r of [help, keys])
      for (const spec of [located(r), ...(r.ok ? r.fallbacks : [])]) expect(JSON.stringify(spec)).not.toMatch(/menu-item_|:r1:/);
    expect(await markOf(page, located(help))).toBe('help');
    expect(await markOf(page, located(keys))).toBe('keys');
  });
});

describe('a name ending in the word for what it is', () => {
  it('finds the thing the rest names, of that kind, when nothing is called the whole of it', async () => {
    await show(
      page,
      `<label id="font-label">Font</label>
      <button role="combobox" aria-labelledby="font-label" aria-expanded="false" data-mark="font">Sans</button>
      <div class="opblock opblock-get"><button class="opblock-summary-control" data-mark="op"><span>GET</span> <span>/pets/{petId}</span></button></div>
      <button data-mark="sign-in">Sign in</button>`,
    );
    const font = await resolveTarget(page, { text: 'Font dropdown' }, { purpose: 'click' });
    expect(await markOf(page, located(font))).toBe('font');
    const operation = await resolveTarget(page, { text: 'GET /pets/{petId} operation' }, { purpose: 'click' });
    expect(await markOf(page, located(operation))).toBe('op');
    // The word still says the kind: a button is no link.
    const link = await resolveTarget(page, { text: 'Sign in link' }, { purpose: 'click', timeoutMs: 200 });
    expect(link.ok ? '' : link.message).toContain('"Sign in link"');
  });
});

describe('a <select> a widget took over (Tom Select, Choices.js, select2)', () => {
  // The select stays for the form, clipped out of sight; the widget shows its own options.
  const TAKEN_OVER = `<style>.hidden-accessible { position: absolute; width: 1px; clip: rect(0 0 0 0); clip-path: inset(50%); overflow: hidden; }</style>
    <select class="hidden-accessible" tabindex="-1"><option>Ada Lovelace</option><option selected>Alan Turing</option></select>
    <div role="listbox" aria-label="Assignee"><div role="option" aria-selected="false">Ada Lovelace</div>
      <div role="option" aria-selected="true" data-mark="alan">Alan Turing</div></div>`;

  it("is no second match: its option yields to the widget's own of the same name", async () => {
    await show(page, TAKEN_OVER);
    const alan = await resolveTarget(page, { text: 'Alan Turing' }, { purpose: 'expect', requireActionable: false, timeoutMs: 500 });
    expect(await markOf(page, located(alan))).toBe('alan');
  });

  it('still counts a select in sight as a match of its own', async () => {
    await show(page, TAKEN_OVER.replace('class="hidden-accessible" ', ''));
    const alan = await resolveTarget(page, { text: 'Alan Turing' }, { purpose: 'expect', requireActionable: false, timeoutMs: 200 });
    expect(alan.ok ? '' : alan.reason).toBe('ambiguous');
  });
});
