/**
 * Performing the item 4 actions (history, waits, scrolling, tabs, dialogs, right-click, focus,
 * keys in a field, search, field values, "on the X page", bounded counts, one-time codes) with
 * the same Playwright calls the scripts make (codegen/actionCode.ts).
 */
import { expect } from '@playwright/test';
import type { BrowserContext, Locator, Page } from 'playwright';
import { TOTP, Secret } from 'otpauth';
import { resolveGroup } from '../locate/resolve.ts';
import { toLocator, type LocatorSpec } from '../locate/locatorSpec.ts';
import { scrollScript, type ActionStep } from '../codegen/actionScripts.ts';
import type { Step } from '../steps/types.ts';
import { absoluteUrl, actedOn, locate, settle, StepFailure, verify, type PerformContext, type Performed } from './perform.ts';

/** The tab the steps act on, per browser context, once a step switched tabs (the context's first page before). */
const activeTabs = new WeakMap<BrowserContext, Page>();

/** Tabs steps have acted on: `the new tab` is one not among them. */
const visitedTabs = new WeakSet<Page>();

/** The page the next step acts on: the tab switched to last, unless it was closed. */
export function currentPage(page: Page): Page {
  watchDialogs(page.context());
  const active = activeTabs.get(page.context());
  return active && !active.isClosed() ? active : page;
}

/** The messages of the browser dialogs opened in a context, and how many a step has checked. */
const dialogLogs = new WeakMap<BrowserContext, { messages: string[]; checked: number }>();

/**
 * As the scripts' watchDialogs: keeps every dialog's message (for `the dialog should say`) and
 * dismisses one no step answers, as Playwright does with no listener. Installed before the first
 * step, so a dialog's message is kept even when the step checking it comes after the one opening it.
 */
function watchDialogs(context: BrowserContext): void {
  if (dialogLogs.has(context)) return;
  const log = { messages: [] as string[], checked: 0 };
  dialogLogs.set(context, log);
  context.on('dialog', (dialog) => {
    log.messages.push(dialog.message());
    // The context hears of a dialog before its page; a `dialog` step's answer there is sent at
    // once, so by the next turn this one is refused as already handled (and ignored).
    setTimeout(() => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => {}), 0);
  });
}

/**
 * The message of the browser dialog opened since a step last checked one, if any: a reading of a
 * line as the dialog's message (readings.ts) is decided by it without looking at the page.
 */
export function uncheckedDialogMessage(page: Page): string | undefined {
  const log = dialogLogs.get(page.context());
  return log && log.messages.length > log.checked ? log.messages.at(-1) : undefined;
}

/** Whether a dialog's message is the expected one (`is`) or holds it (`contains`). */
export const dialogSays = (said: string, text: string, match: 'is' | 'contains'): boolean => (match === 'is' ? said === text : said.includes(text));

/** `a browser dialog saying "Sure?"`, as the failures say what was expected. */
export const dialogWords = (text: string, match: 'is' | 'contains'): string =>
  `a browser dialog ${match === 'is' ? 'saying' : 'containing'} "${text}"`;

const none = (description: string): Performed => ({ description, typedSecret: false });

export async function performAction(step: ActionStep, context: PerformContext): Promise<Performed> {
  const { page, values, timeoutMs } = context;
  const timeout = { timeout: timeoutMs };
  switch (step.kind) {
    case 'navigate': {
      const options = { waitUntil: 'load' as const, timeout: Math.max(timeoutMs, 30_000) };
      if (step.action === 'reload') {
        await page.reload(options);
        return none('reloaded the page');
      }
      const before = page.url();
      const response = step.action === 'back' ? await page.goBack(options) : await page.goForward(options);
      if (response === null && page.url() === before)
        throw new StepFailure(`There is no ${step.action === 'back' ? 'previous' : 'next'} page to go ${step.action} to`);
      return none(`went ${step.action} to ${page.url()}`);
    }
    case 'sleep':
      await page.waitForTimeout(step.seconds * 1000);
      return none(`waited ${step.seconds} s`);
    case 'scroll': {
      if (step.to) {
        const found = await locate(context, step.to, 'read', { requireActionable: false });
        await found.locator.scrollIntoViewIfNeeded(timeout);
        await verify(() => expect(found.locator).toBeInViewport(timeout), `${found.description} did not scroll into view`);
        return actedOn(found, 'scrolled to');
      }
      // The scripts' own browser-side function (a string would be evaluated, not called).
      const script = new Function(`return (${scrollScript(step)});`)() as (el: Element) => void;
      if (!step.area) {
        await page.evaluate(script as () => void);
        return none(`scrolled the page ${scrollWords(step)}`);
      }
      const found = await locate(context, step.area, 'read', { requireActionable: false });
      await found.locator.evaluate(script);
      return actedOn(found, `scrolled ${scrollWords(step)} in`);
    }
    case 'switchTab':
      return switchTab(step.to, context);
    case 'dialog': {
      const text = step.text === undefined ? undefined : values.text(step.text);
      page.once('dialog', (dialog) => void (step.accept ? dialog.accept(text) : dialog.dismiss()).catch(() => {}));
      return none(
        `will ${step.accept ? 'accept' : 'dismiss'} the next browser dialog${text === undefined ? '' : ` answering "${values.mask(text)}"`}`,
      );
    }
    case 'rightClick': {
      const found = await locate(context, step.target, 'click');
      await found.locator.click({ button: 'right', ...timeout });
      return actedOn(found, 'right-clicked');
    }
    case 'focus': {
      const found = await locate(context, step.target, 'click');
      await found.locator.focus(timeout);
      await verify(() => expect(found.locator).toBeFocused(timeout), `${found.description} did not take the focus`);
      return actedOn(found, 'focused');
    }
    case 'pressIn': {
      const found = await locate(context, step.target, 'fill');
      await found.locator.press(step.keys, timeout);
      await settle(page);
      return actedOn(found, `pressed ${step.keys} in`);
    }
    case 'search': {
      const text = values.text(step.text);
      const spec = await searchField(page, timeoutMs);
      const field = toLocator(page, spec);
      await field.fill(text, timeout);
      await field.press('Enter', timeout);
      await settle(page);
      return { target: spec, description: `searched for "${values.mask(text)}"`, typedSecret: values.isSecret(step.text) };
    }
    case 'fillOneTimeCode': {
      const code = oneTimeCode(values.totpSecret(step.credential));
      const found = await locate(context, step.target, 'fill');
      await found.locator.fill(code, timeout);
      return actedOn(found, `typed the one-time code of "${step.credential}" into`, true);
    }
    case 'expectValue': {
      const text = values.text(step.value);
      const found = await locate(context, step.target, 'read', { requireActionable: false });
      await verify(
        () => expect(found.locator).toHaveValue(text, timeout),
        text ? `${found.description} does not have the value "${values.mask(text)}"` : `${found.description} is not empty`,
      );
      return actedOn(found, text ? `the value is "${values.mask(text)}" in` : 'empty:');
    }
    case 'expectPage': {
      await verify(
        () => expect.poll(() => onPage(page, step.name), timeout).toBe(true),
        `This is not the "${step.name}" page: neither its address (${page.url()}), its title nor its main heading names it`,
      );
      return none(`on the "${step.name}" page`);
    }
    case 'drag': {
      const from = await locate(context, step.target, 'click');
      // A replayed or corrected locator is the dragged element's; where it drops is looked for again.
      const to = await locate({ ...context, targetOverride: undefined, resolved: undefined }, step.onto, 'read', { requireActionable: false });
      await from.locator.dragTo(to.locator, timeout);
      await settle(page);
      return { ...actedOn(from, 'dragged'), description: `dragged ${from.description} onto ${to.description}`, destination: to.spec };
    }
    case 'switchTabTo':
      return tabWith(step.by, values.text(step.text), context);
    case 'openTab': {
      const tab = await page.context().newPage();
      openedFrom.set(tab, page);
      showTab(tab);
      if (!step.url) return none('opened a new tab');
      const url = absoluteUrl(values.text(step.url), context.website);
      const refusal = await context.refuseAddress?.(url);
      if (refusal) throw new StepFailure(refusal);
      await tab.goto(url, { waitUntil: 'load', timeout: Math.max(timeoutMs, 30_000) });
      return none(`opened ${url} in a new tab`);
    }
    case 'closeTab':
      return closeTab(page);
    case 'expectDialog': {
      const text = values.text(step.text);
      const log = dialogLogs.get(page.context())!;
      const words = dialogWords(values.mask(text), step.match);
      await verify(
        () => expect.poll(() => log.messages.length > log.checked, timeout).toBe(true),
        `No browser dialog opened (expected ${words}; a dialog on the page itself is checked with: I should see "${values.mask(text)}" in the dialog)`,
      );
      log.checked = log.messages.length;
      const said = log.messages.at(-1)!;
      if (!dialogSays(said, text, step.match)) throw new StepFailure(`The browser dialog said "${values.mask(said)}", not ${words}`);
      return none(`the browser dialog said "${values.mask(said)}"`);
    }
    case 'expectCountBound': {
      const group = await resolveGroup(page, step.target, { timeoutMs });
      const locator = toLocator(page, group.locator);
      const words = `${step.bound === 'atLeast' ? 'at least' : 'at most'} ${step.count}`;
      if (step.bound === 'atLeast')
        await verify(
          () => expect(locator.nth(step.count - 1)).toBeAttached(timeout),
          `Expected ${words} × ${group.description}, found ${await locator.count()}`,
        );
      else
        await verify(
          () => expect(locator.nth(step.count)).toHaveCount(0, timeout),
          `Expected ${words} × ${group.description}, found ${await locator.count()}`,
        );
      return { target: group.locator, description: `counted ${words} × ${group.description}`, typedSecret: false };
    }
  }
}

function scrollWords(step: Extract<Step, { kind: 'scroll' }>): string {
  if (step.edge) return `to the ${step.edge}`;
  const pages = step.pages ?? 1;
  return `${pages < 0 ? 'up' : 'down'} ${Math.abs(pages)} page${Math.abs(pages) === 1 ? '' : 's'}`;
}

async function switchTab(to: 'new' | 'first', context: PerformContext): Promise<Performed> {
  const { page, timeoutMs } = context;
  const browser = page.context();
  let next: Page;
  if (to === 'first') next = browser.pages()[0];
  else {
    // As the scripts' newTab: the last tab the test has not been on yet, or the next to open.
    visitedTabs.add(page);
    const fresh = browser
      .pages()
      .filter((p) => !visitedTabs.has(p))
      .at(-1);
    const opened = fresh ?? (await browser.waitForEvent('page', { timeout: timeoutMs }).catch(() => undefined));
    if (!opened) throw new StepFailure('No new tab or window opened: only one is open');
    next = opened;
  }
  await next.waitForLoadState('load', { timeout: Math.max(timeoutMs, 10_000) }).catch(() => {});
  await next.bringToFront();
  showTab(next);
  return none(`switched to the ${to} tab (${next.url()})`);
}

/** Later steps act on this tab. */
function showTab(tab: Page): void {
  activeTabs.set(tab.context(), tab);
  visitedTabs.add(tab);
}

/** As the scripts' tabWith: the one tab whose title is (else contains, case aside) the text, or whose address contains it. */
async function tabWith(by: 'title' | 'url', text: string, context: PerformContext): Promise<Performed> {
  const { page, timeoutMs } = context;
  const deadline = Date.now() + timeoutMs;
  const want = text.trim();
  for (;;) {
    const tabs = await Promise.all(
      page
        .context()
        .pages()
        .map(async (tab) => ({ tab, title: (await tab.title().catch(() => '')).trim() })),
    );
    const found =
      by === 'url'
        ? tabs.filter((t) => t.tab.url().includes(text))
        : ([tabs.filter((t) => t.title === want), tabs.filter((t) => t.title.toLowerCase().includes(want.toLowerCase()))].find(
            (list) => list.length,
          ) ?? []);
    const names = (list: typeof tabs) => list.map((t) => `"${t.title || t.tab.url()}"`).join(', ');
    if (found.length > 1)
      throw new StepFailure(
        `${found.length} tabs have ${by === 'title' ? 'the title' : 'an address containing'} "${text}": ${names(found)}. Name one by more of its title or its address.`,
      );
    if (found.length === 1) {
      const tab = found[0].tab;
      await tab.bringToFront();
      showTab(tab);
      return none(`switched to the tab "${found[0].title}" (${tab.url()})`);
    }
    if (Date.now() > deadline)
      throw new StepFailure(`No tab has ${by === 'title' ? 'the title' : 'an address containing'} "${text}". Open tabs: ${names(tabs)}`);
    await page.waitForTimeout(150);
  }
}

/** The tab each tab was opened from by `open … in a new tab` (the page's own links and popups have an opener). */
const openedFrom = new WeakMap<Page, Page>();

/** As the scripts' closeTab: the steps go on in the tab it was opened from, else the one opened before it. */
async function closeTab(page: Page): Promise<Performed> {
  const tabs = page.context().pages();
  if (tabs.length < 2) throw new StepFailure('This is the only tab: closing it would leave no tab for the next steps');
  const from = openedFrom.get(page) ?? (await page.opener());
  const before = tabs.slice(0, tabs.indexOf(page)).at(-1);
  const closed = page.url();
  await page.close();
  const next = from && !from.isClosed() ? from : (before ?? page.context().pages()[0]);
  await next.bringToFront();
  showTab(next);
  return none(`closed the tab ${closed}; now on ${next.url()}`);
}

/** Where people search: a search box by role or type, else a field whose placeholder or name says search. */
const SEARCH_FIELDS: LocatorSpec[] = [
  [{ kind: 'role', role: 'searchbox' }],
  [{ kind: 'css', selector: 'input[type="search"]' }],
  [{ kind: 'placeholder', text: 'Search', exact: false }],
  [{ kind: 'role', role: 'textbox', name: 'Search', exact: false }],
  [{ kind: 'role', role: 'combobox', name: 'Search', exact: false }],
];

async function searchField(page: Page, timeoutMs: number): Promise<LocatorSpec> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const spec of SEARCH_FIELDS) {
      const locator = toLocator(page, spec);
      if ((await locator.count()) === 1 && (await locator.isVisible())) return spec;
    }
    if (Date.now() > deadline)
      throw new StepFailure('The page has no single search field (a search box, or a field whose placeholder or name says "Search")');
    await page.waitForTimeout(200);
  }
}

/** The roles a custom dropdown's choices have (ARIA listbox, menu), most specific first. */
const OPTION_ROLES = ['option', 'menuitem', 'menuitemradio', 'menuitemcheckbox', 'treeitem'];

/**
 * A custom dropdown: clicks it open, then clicks the one visible choice named `label`; answers
 * that choice's locator for the script, or null when it never showed.
 */
export async function chooseCustomOption(page: Page, field: Locator, label: string, timeoutMs: number): Promise<LocatorSpec | null> {
  // Options without a role (svelte-select's <div class="item">) are known by their text, shown only once the dropdown opened.
  const asText: LocatorSpec = [{ kind: 'text', text: label, exact: true }];
  const shownBefore = await toLocator(page, asText).filter({ visible: true }).count();
  await field.click({ timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const role of OPTION_ROLES) {
      const spec = await shownChoice(page, [{ kind: 'role', role, name: label, exact: true }]);
      if (spec) {
        await toLocator(page, spec).click({ timeout: timeoutMs });
        await settle(page);
        return spec;
      }
    }
    const appeared = toLocator(page, asText);
    if (shownBefore === 0 && (await appeared.count()) === 1 && (await appeared.isVisible())) {
      await appeared.click({ timeout: timeoutMs });
      await settle(page);
      return asText;
    }
    if (Date.now() > deadline) return null;
    await page.waitForTimeout(100);
  }
}

/**
 * The one choice `spec` finds that the dropdown shows, as a locator finding it alone. A widget
 * that takes over a native <select> (Tom Select, Choices.js, select2) keeps the select for its
 * form, visually hidden, with an <option> of the same name for each of its own: those are never
 * the choice (only selectOption chooses them, and the widget would not hear of it), even before
 * the widget's list has rendered; when they match too, the widget's option is located within its list.
 */
async function shownChoice(page: Page, spec: LocatorSpec): Promise<LocatorSpec | null> {
  const all = toLocator(page, spec);
  const count = await all.count();
  const choices: number[] = [];
  for (let i = 0; i < count; i++) {
    const shown = await all
      .nth(i)
      .evaluate((el) => el.tagName !== 'OPTION' && !!el.checkVisibility?.({ visibilityProperty: true }))
      .catch(() => false);
    if (shown) choices.push(i);
  }
  if (choices.length !== 1) return null;
  // A list still rendering may add a match between two calls: then it is looked at again.
  if (count === 1) return (await all.isVisible().catch(() => false)) ? spec : null;
  const list = await listOf(all.nth(choices[0]));
  if (!list) return null;
  const scoped = [...list, ...spec];
  const found = toLocator(page, scoped);
  return (await found.count()) === 1 && (await found.isVisible().catch(() => false)) ? scoped : null;
}

/** The list holding a choice (listbox, menu, tree), by its role and name, else by its id: the scope of a locator for the choice. */
async function listOf(choice: Locator): Promise<LocatorSpec | null> {
  const list = await choice.evaluate((el) => {
    const box = el.parentElement?.closest('[role=listbox], [role=menu], [role=tree], [role=grid]');
    if (!box) return null;
    const labelledBy = (box.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    const labelled = labelledBy.map((id) => box.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
    const name = (box.getAttribute('aria-label') ?? labelled).replace(/\s+/g, ' ').trim();
    return { role: box.getAttribute('role')!, name, id: box.id };
  });
  if (!list) return null;
  if (list.name) return [{ kind: 'role', role: list.role, name: list.name, exact: true }];
  return list.id && /^[A-Za-z][\w-]*$/.test(list.id) ? [{ kind: 'css', selector: `#${list.id}` }] : null;
}

/**
 * A checkbox drawn by its label: the input (opacity 0) lies under a styled control in the label
 * that holds it (Shoelace's sl-switch, Bootstrap's and Material's switches). A click there reaches
 * the input through the label, as a person's does, but Playwright's hit test wants the input
 * itself on top and would wait forever: such a check forces the click, and check() still
 * verifies that the state changed.
 */
export async function drawnByItsLabel(control: Locator): Promise<boolean> {
  await control.scrollIntoViewIfNeeded({ timeout: 1000 }).catch(() => {});
  return control
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      let hit = el.ownerDocument.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      if (!hit || el === hit || el.contains(hit)) return false;
      const label = hit.closest('label');
      return !!label && label.control === el;
    })
    .catch(() => false);
}

/** How an option says it is chosen: `aria-selected` (a listbox widget's option), `selected` (a native <option>). */
export type SelectedBy = 'aria' | 'property';

/**
 * How to read whether an element is chosen, when it is an option: toBeChecked reads only
 * aria-checked, which an option carries only in a list of checkable options; a listbox option
 * says it is chosen with aria-selected, a native <option> with its `selected` property.
 */
export async function selectedBy(element: Locator): Promise<SelectedBy | undefined> {
  const kind = await element
    .evaluate((el) => {
      if (el.tagName === 'OPTION') return 'property';
      const role = el.getAttribute('role');
      // (a tab too: "I am on the Billing tab", "the Billing tab is selected"; toBeChecked reads aria-checked only)
      return (role === 'option' || role === 'treeitem' || role === 'tab') && el.hasAttribute('aria-selected') && !el.hasAttribute('aria-checked')
        ? 'aria'
        : null;
    })
    .catch(() => null);
  return kind ?? undefined;
}

/**
 * A class that says disabled: `disabled`, `is-disabled`, `flatpickr-disabled`, `day--disabled`.
 * The same pattern is written into the scripts (codegen), so both read a state alike.
 */
export const DISABLED_CLASS = /(^|[\s_-])disabled(\s|$)/;

/**
 * Disabled only by its looks: no native or ARIA disabled state, but a class saying disabled
 * (flatpickr greys out a day it will not pick with `flatpickr-disabled` alone). A person sees it
 * greyed out and the widget ignores clicks on it, so `X is disabled` holds; Playwright's
 * toBeDisabled knows only the native and ARIA states, so the script checks the class instead.
 */
export async function disabledByClassOnly(element: Locator): Promise<boolean> {
  return element
    .evaluate((el, pattern) => {
      if (el.matches(':disabled') || el.closest('[aria-disabled="true"]')) return false;
      return new RegExp(pattern).test(el.getAttribute('class') ?? '');
    }, DISABLED_CLASS.source)
    .catch(() => false);
}

/**
 * Web components loaded lazily (Shoelace's autoloader imports each one once the page shows its
 * tag) are defined after the load event: until then an <sl-tab> is bare text that ignores clicks.
 * Waits until the page has no undefined custom element; answers whether it had some and they all
 * got defined, so the script waits the same way (a tag never defined is no reason to wait).
 */
export async function componentsDefined(page: Page, timeoutMs: number): Promise<boolean> {
  const undefinedOnes = page.locator(':not(:defined)');
  if ((await undefinedOnes.count().catch(() => 0)) === 0) return false;
  return expect(undefinedOnes)
    .toHaveCount(0, { timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
}

/** The current code, as every authenticator computes it: 6 digits, 30 s, SHA-1. */
function oneTimeCode(secret: string): string {
  try {
    return new TOTP({ secret: Secret.fromBase32(secret.replace(/[\s=-]/g, '').toUpperCase()), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  } catch {
    throw new StepFailure('The one-time code secret is not base32 text (as shown under an authenticator QR code)');
  }
}

/** Whether the page is the one named, as the scripts' onPage: its address, title or main heading contains the name (case, spaces, punctuation aside). */
async function onPage(page: Page, name: string): Promise<boolean> {
  const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const url = new URL(page.url());
  const headings = await page.locator('h1').allInnerTexts();
  return [decodeURIComponent(url.pathname + url.search + url.hash), await page.title(), headings.join(' ')].some((text) =>
    squash(text).includes(squash(name)),
  );
}
