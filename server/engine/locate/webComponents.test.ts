/**
 * Web components (Shoelace, Lit, Stencil kits): the control people click lives in the shadow
 * tree of a custom element, and its label is light-DOM text the element slots into it. The hit
 * test must follow the rendered (composed) tree, or every such button is "covered" by its own host.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright';
import { resolveTarget } from './resolve.ts';
import { clickMark, located, show, useOnePage } from './testPages.ts';

let page: Page;
useOnePage((opened) => (page = opened));

/** A button element as web-component kits make it: a native button in the shadow tree, the label slotted in. */
const X_BUTTON = `<script>
// The tests share one window, so the element is defined once; its mark is read once it is connected.
customElements.get('x-button') || customElements.define('x-button', class extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    this.attachShadow({ mode: 'open' }).innerHTML =
      '<style>button { padding: 8px 24px; font: inherit; }</style>' +
      '<button part="base" data-mark="' + this.id + '"><slot name="prefix"></slot><slot></slot></button>';
  }
});
</script>`;

describe('a button in a shadow tree, labelled by text its host slots in', () => {
  it('is clickable when the point lands on its slotted text (retargeted to the host)', async () => {
    await show(page, `<x-button id="save">Save profile</x-button>${X_BUTTON}`);
    const save = await resolveTarget(page, { text: 'Save profile' }, { purpose: 'click', timeoutMs: 1000 });
    expect(await clickMark(page, located(save))).toBe('save');
  });

  it('is clickable when the point lands on a slotted light-DOM element', async () => {
    await show(page, `<x-button id="publish"><span style="font-size: 20px">Publish</span></x-button>${X_BUTTON}`);
    const publish = await resolveTarget(page, { text: 'Publish' }, { purpose: 'click', timeoutMs: 1000 });
    expect(await clickMark(page, located(publish))).toBe('publish');
  });

  it('is still covered by another element over it', async () => {
    await show(
      page,
      `<x-button id="save">Save profile</x-button>
      <div id="veil" style="position: fixed; inset: 0; background: rgb(0 0 0 / 0.3)"></div>${X_BUTTON}`,
    );
    const save = await resolveTarget(page, { text: 'Save profile' }, { purpose: 'click', timeoutMs: 300 });
    expect(save.ok ? '' : save.message).toContain('covered by <div#veil>');
  });
});
