/**
 * Group locators: one locator for every element a target means (counts, "is hidden"). Built
 * from the target's words rather than from the elements present now, so that it still means
 * the same thing when the page has none of them yet, or more.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright';
import type { Target } from '../steps/types.ts';
import { searchFrames, type Found } from './candidates.ts';
import { framePrefix, listFrames, type FrameInfo } from './frames.ts';
import { callInFrame, dropStored, jsCall, storedElement } from './inPageScript.ts';
import { toLocator, type LocatorPart, type LocatorSpec } from './locatorSpec.ts';
import { describeTarget } from './messages.ts';
import { uniqueLocators } from './uniqueLocator.ts';

const TYPE_ROLE: Record<string, string> = {
  button: 'button',
  link: 'link',
  checkbox: 'checkbox',
  radio: 'radio',
  heading: 'heading',
  image: 'img',
  tab: 'tab',
  row: 'row',
  cell: 'cell',
  menuitem: 'menuitem',
  option: 'option',
  dialog: 'dialog',
  table: 'table',
  dropdown: 'combobox',
};
const FIELD_CSS =
  'input:not([type=hidden]):not([type=button]):not([type=submit]):not([type=reset]):not([type=image]), textarea, select, [contenteditable=""], [contenteditable=true]';

/** Inner specs for the target's words, in the resolver's tier order, exact before contains. */
export function groupSpecs(target: Target): LocatorPart[][] {
  const text = target.text;
  const type = target.elementType;
  const role = type ? TYPE_ROLE[type] : undefined;
  if (text === undefined) {
    if (role) return [[{ kind: 'role', role }]];
    // "3 products", "5 items": the things the page calls so (a class word, a test id), outermost only
    // (a product card's own parts are no products); an item is also a list's item
    if (target.noun && /^[a-z][a-z-]*$/.test(target.noun)) {
      const n = target.noun;
      // (.product, .cart-item, .product-card; not .product-list, which holds them)
      const called = `:is(.${n}, .${n}s, [class*="-${n}" i], [class*="${n}-card" i], [class*="${n}-item" i], [data-testid*="${n}" i], [data-test*="${n}" i])`;
      const specs: LocatorPart[][] = [[{ kind: 'css', selector: `${called}:not(${called} *)` }]];
      if (n === 'item' || n === 'entry') specs.push([{ kind: 'role', role: 'listitem' }]);
      return specs;
    }
    return [[{ kind: 'css', selector: type === 'field' ? FIELD_CSS : '*' }]];
  }
  const both = (make: (exact: boolean) => LocatorPart[][]) => [...make(true), ...make(false)];
  // A row's name is all its cells' text: "Item" rows are the rows containing it.
  if (role === 'row') return [[{ kind: 'role', role, name: text, exact: false }]];
  if (role) return both((exact) => [[{ kind: 'role', role, name: text, exact }]]);
  if (type === 'field') {
    return both((exact) => [[{ kind: 'label', text, exact }], [{ kind: 'placeholder', text, exact }]]);
  }
  if (type === 'text') return both((exact) => [[{ kind: 'text', text, exact }]]);
  return [
    ...both((exact) => [
      [{ kind: 'label', text, exact }],
      [{ kind: 'placeholder', text, exact }],
      [{ kind: 'altText', text, exact }],
      [{ kind: 'title', text, exact }],
      [{ kind: 'text', text, exact }],
    ]),
    [{ kind: 'testId', value: text }],
  ];
}

/** What the scope looks like when it is not on the page: a locator that finds it once it appears. */
function scopeByWords(target: Target): LocatorPart[] {
  const parts: LocatorPart[] = [];
  if (target.within?.kind === 'dialog')
    parts.push(target.within.name ? { kind: 'role', role: 'dialog', name: target.within.name } : { kind: 'role', role: 'dialog' });
  if (target.within?.kind === 'section') parts.push({ kind: 'role', role: 'region', name: target.within.name ?? '' });
  if (target.table) parts.push({ kind: 'role', role: 'row' }, { kind: 'hasText', text: target.table.rowContaining });
  return parts;
}

/**
 * The locator for the target's location in a frame: the unique locator of the (first) section,
 * dialog, row or cell found there, or one made of words when there is none yet.
 */
async function scopeSpec(page: Page, info: FrameInfo, target: Target): Promise<{ spec: LocatorSpec; found: boolean }> {
  const prefix = await framePrefix(page, info);
  if (!target.within && !target.table) return { spec: prefix, found: true };
  if (target.table && !target.table.column && !target.within) {
    return { spec: [...prefix, { kind: 'role', role: 'row' }, { kind: 'hasText', text: target.table.rowContaining }], found: true };
  }
  const id = randomUUID();
  try {
    const roots = await callInFrame<{ count: number }>(info.frame, jsCall('scopeRoots', { id, within: target.within, table: target.table }));
    const element = roots.count ? await storedElement(info.frame, id, 0) : null;
    if (!element) return { spec: [...prefix, ...scopeByWords(target)], found: false };
    const [spec] = await uniqueLocators(page, info, element, 1);
    await element.dispose();
    return spec ? { spec, found: true } : { spec: [...prefix, ...scopeByWords(target)], found: false };
  } finally {
    await dropStored(info.frame, id);
  }
}

async function onlyLocator(page: Page, id: string, found: Found): Promise<LocatorSpec | null> {
  const element = await storedElement(found.frame.frame, id, found.index).catch(() => null);
  if (!element) return null;
  try {
    const [spec] = await uniqueLocators(page, found.frame, element, 1);
    return spec ?? null;
  } catch {
    return null;
  } finally {
    await element.dispose().catch(() => undefined);
  }
}

export async function groupLocator(
  page: Page,
  target: Target,
  timeoutMs: number,
): Promise<{ locator: LocatorSpec; count: number; description: string }> {
  const deadline = Date.now() + timeoutMs;
  const description = describeTarget(target, 'expect');
  const id = randomUUID();
  for (;;) {
    const frames = await listFrames(page);
    // The frame holding matches, if any: group locators do not span frames.
    const search = await searchFrames(frames, {
      id,
      text: target.text,
      elementType: target.elementType,
      purpose: 'expect',
      actionable: false,
      within: target.within,
      table: target.table,
      noun: target.noun,
    });
    // The one element found by a tier words cannot say (a label on screen, icon words, an id):
    // its own unique locator, so that "is hidden" cannot pass while it is plainly there.
    const only = search.candidates.length === 1 ? await onlyLocator(page, id, search.candidates[0]) : null;
    await Promise.all(frames.map((f) => dropStored(f.frame, id)));
    const frame = search.candidates[0]?.frame ?? frames[0];
    const scope = await scopeSpec(page, frame, target);
    const cellItself = target.table && target.text === undefined && (!target.elementType || /^(cell|row|element)$/.test(target.elementType));
    const inner = cellItself ? [[]] : groupSpecs(target);
    let first: LocatorSpec | null = null;
    for (const spec of inner) {
      const full = [...scope.spec, ...spec];
      if (!full.length) continue;
      first ??= full;
      const count = scope.found
        ? await toLocator(page, full)
            .count()
            .catch(() => 0)
        : 0;
      if (count > 0) return { locator: full, count, description };
    }
    if (only) return { locator: only, count: 1, description };
    if (Date.now() >= deadline) return { locator: first ?? [{ kind: 'css', selector: '*' }], count: 0, description };
    await new Promise((done) => setTimeout(done, 150));
  }
}
