/**
 * Performs one parsed step on the live page and verifies it, with the same Playwright calls and
 * web-first assertions the generated script makes (server/engine/codegen), so that a step that
 * passes here passes in the script. Answers the locator it acted on, for the code and the record.
 */
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright';
import { resolveGroup, resolveTarget } from '../locate/resolve.ts';
import { describeLocator, toLocator, type LocatorSpec } from '../locate/locatorSpec.ts';
import type { Candidate, Fingerprint, Resolution, ResolveOptions, TargetPurpose } from '../locate/resolution.ts';
import type { Choice } from '../model/choose.ts';
import type { Step, Target } from '../steps/types.ts';
import type { ValueResolver } from './values.ts';
import { isActionStep } from '../codegen/actionScripts.ts';
import {
  chooseCustomOption,
  componentsDefined,
  currentPage,
  DISABLED_CLASS,
  disabledByClassOnly,
  drawnByItsLabel,
  performAction,
  selectedBy,
  type SelectedBy,
} from './performActions.ts';
import { elementNamedBy, frameShowing, seenAnywhere, seenCount } from './shownText.ts';

/** A step that did not hold: the message says what was looked for and what to write instead. */
export class StepFailure extends Error {}

/**
 * The step's target is not on the page (nothing like it, as opposed to several matching): the
 * message names what was looked for and the page's nearest names. With a model configured, the
 * line is offered to it (generate.ts).
 */
export class TargetMissing extends StepFailure {}

export interface Performed {
  /** The locator acted on, when the step has a target. */
  target?: LocatorSpec;
  /** Where a drag dropped the target. */
  destination?: LocatorSpec;
  /** The option clicked in a custom dropdown (not a `<select>`). */
  option?: LocatorSpec;
  fallbacks?: LocatorSpec[];
  fingerprint?: Fingerprint;
  /** Human words for what was done, e.g. `clicked button "Sign in"`. */
  description: string;
  /** Whether the step typed a secret (the screenshot then masks the field). */
  typedSecret: boolean;
  /** The text was typed with the keyboard at the caret of the focused editable element (no form field). */
  typedAtCaret?: true;
  /** The checkbox is drawn by parts of its label over it (a switch): checked by a click there, Playwright's hit test forced. */
  checkedThroughLabel?: true;
  /** The option checked as selected or not: by its aria-selected (a widget's), or its `selected` property (a native <option>). */
  selectedBy?: SelectedBy;
  /** Disabled by its class alone (flatpickr's greyed-out days): the script checks the class as the generation did. */
  disabledByClass?: true;
  /** The page loaded with custom elements still undefined (lazily loaded web components), and they all were defined after. */
  awaitedComponents?: true;
  /** A `fill` whose target is a dropdown: the value was chosen as its option (with `option`, in a custom dropdown). */
  chosenByFill?: true;
}

export interface PerformContext {
  page: Page;
  values: ValueResolver;
  /** The test's website: relative addresses resolve against it. */
  website: string;
  /** How long to look for a target and to wait for an expectation. */
  timeoutMs: number;
  /** When set, the target is this locator (user feedback, replay) instead of being resolved. */
  targetOverride?: LocatorSpec;
  /** The target already resolved for this step (choosing among its readings did it): used, not looked for again. */
  resolved?: Extract<Resolution, { ok: true }>;
  /** With a model configured: settles an ambiguous target by choosing among its candidates. */
  chooseAmong?: (candidates: Candidate[]) => Promise<Choice>;
  /** The network policy (server/security/browserGuard.ts): why an address must not be opened, or null. */
  refuseAddress?: (address: string) => Promise<string | null>;
}

export async function locate(context: PerformContext, target: Target, purpose: TargetPurpose, extra: Partial<ResolveOptions> = {}) {
  if (context.targetOverride) {
    const locator = toLocator(context.page, context.targetOverride);
    return { spec: context.targetOverride, locator, fallbacks: [], fingerprint: undefined, description: describeLocator(context.targetOverride) };
  }
  const resolution = context.resolved ?? (await resolveTarget(context.page, target, { purpose, timeoutMs: context.timeoutMs, ...extra }));
  if (!resolution.ok && resolution.reason === 'ambiguous' && context.chooseAmong && resolution.candidates.length > 1) {
    const choice = await context.chooseAmong(resolution.candidates);
    if (!choice.ok) throw new StepFailure(`${resolution.message} ${choice.reason}`);
    const chosen = resolution.candidates[choice.index];
    return {
      spec: chosen.locator,
      locator: toLocator(context.page, chosen.locator),
      fallbacks: [],
      fingerprint: chosen.fingerprint,
      description: `${chosen.description} (the model chose it among ${resolution.candidates.length} candidates)`,
    };
  }
  if (!resolution.ok) throw resolution.reason === 'notFound' ? new TargetMissing(resolution.message) : new StepFailure(resolution.message);
  return {
    spec: resolution.locator,
    locator: toLocator(context.page, resolution.locator),
    fallbacks: resolution.fallbacks,
    fingerprint: resolution.fingerprint,
    description: resolution.description,
  };
}

/** `go to /login` is relative to the test's website; absolute addresses are kept. */
export function absoluteUrl(address: string, website: string): string {
  try {
    return new URL(address, website).href;
  } catch {
    throw new StepFailure(`"${address}" is not a web address.`);
  }
}

/** Runs an assertion and turns Playwright's failure into the step's own words. */
export async function verify(check: () => Promise<unknown>, failure: string) {
  try {
    await check();
  } catch (error) {
    const received = /Received(?: string| value)?:\s*(.+)/.exec((error as Error).message)?.[1]?.trim();
    throw new StepFailure(received ? `${failure} (found ${received}).` : `${failure}.`);
  }
}

/** What a step did to the element it found: its locators, fingerprint and a description. */
export function actedOn(found: Awaited<ReturnType<typeof locate>>, words: string, typedSecret = false): Performed {
  return {
    target: found.spec,
    fallbacks: found.fallbacks,
    fingerprint: found.fingerprint,
    description: `${words} ${found.description}`,
    typedSecret,
  };
}

export async function performStep(step: Step, given: PerformContext): Promise<Performed> {
  // After `switch to the new tab` the steps act on that tab.
  const context = { ...given, page: currentPage(given.page) };
  if (isActionStep(step)) return performAction(step, context);
  const { page, values, timeoutMs } = context;
  const timeout = { timeout: timeoutMs };

  switch (step.kind) {
    case 'goto': {
      const url = absoluteUrl(values.text(step.url), context.website);
      const refusal = await context.refuseAddress?.(url);
      if (refusal) throw new StepFailure(values.mask(refusal));
      const response = await page.goto(url, { waitUntil: 'load', timeout: Math.max(timeoutMs, 30_000) });
      if (response && response.status() >= 400) throw new StepFailure(`${values.mask(url)} answered HTTP ${response.status()}.`);
      const awaited = await componentsDefined(page, Math.max(timeoutMs, 10_000));
      return {
        description: `opened ${values.mask(url)}${awaited ? ', its web components defined' : ''}`,
        typedSecret: values.isSecret(step.url),
        ...(awaited ? { awaitedComponents: true as const } : {}),
      };
    }
    case 'click': {
      const found = await locate(context, step.target, 'click');
      if (step.clicks === 2) await found.locator.dblclick(timeout);
      else await found.locator.click(timeout);
      await settle(page);
      return actedOn(found, step.clicks === 2 ? 'double-clicked' : 'clicked');
    }
    case 'hover': {
      const found = await locate(context, step.target, 'hover');
      await found.locator.hover(timeout);
      return actedOn(found, 'hovered over');
    }
    case 'fill': {
      const text = values.text(step.value);
      const field = await locate(context, step.target, 'fill').catch(async (error: unknown) => {
        // `Set Priority to High` where Priority is a dropdown (a <select>, a custom one): the value is chosen, not typed.
        if (!(error instanceof TargetMissing) || step.target.focused) throw error;
        const dropdown = await locate(context, step.target, 'select').catch(() => undefined);
        if (!dropdown) throw error;
        return { ...dropdown, dropdown: true as const };
      });
      if ('dropdown' in field) return { ...(await chooseIn(field, text, context)), chosenByFill: true };
      const found = field;
      const editable = await editableKind(found.locator);
      if (step.target.focused && editable === 'document') {
        // `I type X` into the focused document of a rich-text editor types at its caret, as a
        // person does: a fill would replace the whole document.
        await page.keyboard.type(text);
        await verify(() => expect(found.locator).toContainText(text, timeout), `The editor ${found.description} does not show the text typed`);
        return { ...actedOn(found, 'typed at the caret of', values.isSecret(step.value)), typedAtCaret: true };
      }
      await found.locator.fill(text, timeout);
      // An editable element that is no form control (an inline value editor) has text, not a value.
      if (editable === 'text')
        await verify(() => expect(found.locator).toHaveText(text, timeout), `The field ${found.description} did not keep the text typed`);
      else await verify(() => expect(found.locator).toHaveValue(text, timeout), `The field ${found.description} did not keep the text typed`);
      return actedOn(found, 'typed into', values.isSecret(step.value));
    }
    case 'clear': {
      const found = await locate(context, step.target, 'fill');
      await found.locator.clear(timeout);
      return actedOn(found, 'cleared');
    }
    case 'select': {
      const option = values.text(step.option);
      const found = await locate(context, step.target, 'select').catch(async (error: unknown) => {
        // A menu button (aria-haspopup) is a dropdown people choose from, though no form control.
        const opener = await locate(context, step.target, 'click').catch(() => undefined);
        if (opener && (await opener.locator.evaluate((element) => element.hasAttribute('aria-haspopup')))) return opener;
        throw error;
      });
      return chooseIn(found, option, context);
    }
    case 'check':
    case 'uncheck': {
      const found = await locate(context, step.target, 'check');
      const throughLabel = await drawnByItsLabel(found.locator);
      await found.locator.setChecked(step.kind === 'check', { ...timeout, force: throughLabel });
      return { ...actedOn(found, step.kind === 'check' ? 'checked' : 'unchecked'), ...(throughLabel ? { checkedThroughLabel: true as const } : {}) };
    }
    case 'press':
      await page.keyboard.press(step.keys);
      await settle(page);
      return { description: `pressed ${step.keys}`, typedSecret: false };
    case 'waitForText': {
      const text = values.text(step.text);
      const framed = values.isSecret(step.text) ? null : await frameShowing(page, text, timeoutMs);
      if (framed) return seenInFrame(page, framed, text, timeout);
      await verify(() => expect(visibleText(page, text).first()).toBeVisible(timeout), `The text "${values.mask(text)}" did not appear`);
      await verifySeen(page, text, values.mask(text), timeoutMs);
      return { description: `saw "${values.mask(text)}"`, typedSecret: false };
    }
    case 'waitForElement': {
      const found = await locate(context, step.target, 'expect');
      await verify(() => expect(found.locator).toBeVisible(timeout), `${found.description} did not appear`);
      return actedOn(found, 'saw');
    }
    case 'waitForUrl':
    case 'expectUrl': {
      const expected = values.mask(values.text(step.url));
      const wanted = step.match === 'is' ? absoluteUrl(values.text(step.url), context.website) : values.text(step.url);
      const matches = (url: URL) => (step.match === 'is' ? url.href === wanted : url.href.includes(wanted));
      await verify(
        () => expect(page).toHaveURL(matches, timeout),
        `The address does not ${step.match === 'is' ? 'equal' : 'contain'} "${expected}": it is ${page.url()}`,
      );
      return { description: `the address ${step.match === 'is' ? 'is' : 'contains'} "${expected}"`, typedSecret: false };
    }
    case 'upload': {
      const file = values.text(step.file);
      const found = await locate(context, step.target, 'upload');
      await found.locator.setInputFiles(file, timeout);
      return actedOn(found, `attached ${file} to`);
    }
    case 'store': {
      const found = await locate(context, step.target, 'read');
      const text = await textOf(found.locator);
      values.store(step.variable, text);
      return actedOn(found, `stored as {{${step.variable}}} the text of`);
    }
    case 'expectText': {
      const text = values.text(step.text);
      const shown = values.mask(text);
      const framed = step.visible && !values.isSecret(step.text) ? await frameShowing(page, text, timeoutMs) : null;
      if (framed) return seenInFrame(page, framed, text, timeout);
      if (step.visible) {
        await verify(() => expect(visibleText(page, text).first()).toBeVisible(timeout), `The page does not show "${shown}"`);
        await verifySeen(page, text, shown, timeoutMs);
      } else {
        const element = values.isSecret(step.text) ? null : await elementNamedBy(page, text);
        if (element) {
          await verify(() => expect(toLocator(page, element.locator)).toBeHidden(timeout), `${element.description} is still visible`);
          return { target: element.locator, description: `${element.description} is hidden`, typedSecret: false };
        }
        await verify(() => expect.poll(() => seenAnywhere(page, text), timeout).toBe(0), `The page still shows "${shown}"`);
      }
      return { description: step.visible ? `the page shows "${shown}"` : `the page does not show "${shown}"`, typedSecret: false };
    }
    case 'expectElement':
      return expectElement(step, context);
    case 'expectCount': {
      const group = await resolveGroup(page, step.target, { timeoutMs });
      const locator = toLocator(page, group.locator);
      await verify(() => expect(locator).toHaveCount(step.count, timeout), `Expected ${step.count} × ${group.description}`);
      return { target: group.locator, description: `counted ${step.count} × ${group.description}`, typedSecret: false };
    }
    case 'expectTitle': {
      const title = values.text(step.title);
      const matches = step.match === 'is' ? title : new RegExp(escapeRegExp(title));
      await verify(
        () => expect(page).toHaveTitle(matches, timeout),
        `The page title does not ${step.match === 'is' ? 'equal' : 'contain'} "${title}"`,
      );
      return { description: `the title ${step.match === 'is' ? 'is' : 'contains'} "${title}"`, typedSecret: false };
    }
    case 'useModule':
      // Modules are expanded into their steps before anything runs (modules.ts).
      throw new StepFailure(`The module "${step.name}" was not expanded.`);
  }
}

/** Chooses the option labelled `option` in a dropdown: a <select>'s, or a custom dropdown's once clicked open. */
async function chooseIn(found: Awaited<ReturnType<typeof locate>>, option: string, { page, values, timeoutMs }: PerformContext): Promise<Performed> {
  if (!(await found.locator.evaluate((element) => element instanceof HTMLSelectElement))) {
    const chosen = await chooseCustomOption(page, found.locator, option, timeoutMs);
    if (!chosen) throw new StepFailure(`${found.description} showed no option "${values.mask(option)}" once clicked.`);
    return { ...actedOn(found, `chose "${values.mask(option)}" in`), option: chosen };
  }
  try {
    await found.locator.selectOption({ label: option }, { timeout: timeoutMs });
  } catch {
    throw new StepFailure(`${found.description} has no option "${option}".`);
  }
  return actedOn(found, `selected "${option}" in`);
}

async function expectElement(step: Extract<Step, { kind: 'expectElement' }>, context: PerformContext): Promise<Performed> {
  const { page, timeoutMs } = context;
  const timeout = { timeout: timeoutMs };
  if (step.state === 'hidden') {
    // Nothing to single out: no element the target means may be visible.
    const group = await resolveGroup(page, step.target, { timeoutMs: Math.min(timeoutMs, 1000) });
    const locator = toLocator(page, group.locator);
    await verify(() => expect(locator).toBeHidden(timeout), `${group.description} is still visible`);
    return { target: group.locator, description: `${group.description} is hidden`, typedSecret: false };
  }
  const found = await locate(context, step.target, 'expect', { requireActionable: false });
  // An option is chosen, not ticked: `X is selected` reads aria-selected or the native option's selected.
  const selection = step.state === 'checked' || step.state === 'unchecked' ? await selectedBy(found.locator) : undefined;
  if (selection) {
    const selected = (yes: boolean) => {
      const assertion = yes ? expect(found.locator) : expect(found.locator).not;
      return selection === 'aria'
        ? assertion.toHaveAttribute('aria-selected', 'true', timeout)
        : assertion.toHaveJSProperty('selected', true, timeout);
    };
    const words = step.state === 'checked' ? 'selected' : 'not selected';
    await verify(() => selected(step.state === 'checked'), `${found.description} is not ${step.state === 'checked' ? 'selected' : 'unselected'}`);
    return {
      target: found.spec,
      fallbacks: found.fallbacks,
      fingerprint: found.fingerprint,
      description: `${found.description} is ${words}`,
      typedSecret: false,
      selectedBy: selection,
    };
  }
  if ((step.state === 'disabled' || step.state === 'enabled') && (await disabledByClassOnly(found.locator))) {
    if (step.state === 'enabled')
      throw new StepFailure(`${found.description} is not enabled: its class says it is disabled (${await found.locator.getAttribute('class')}).`);
    await verify(() => expect(found.locator).toHaveClass(DISABLED_CLASS, timeout), `${found.description} is not disabled`);
    return {
      target: found.spec,
      fallbacks: found.fallbacks,
      fingerprint: found.fingerprint,
      description: `${found.description} is disabled (by its class)`,
      typedSecret: false,
      disabledByClass: true,
    };
  }
  const checks = {
    visible: () => expect(found.locator).toBeVisible(timeout),
    enabled: () => expect(found.locator).toBeEnabled(timeout),
    disabled: () => expect(found.locator).toBeDisabled(timeout),
    checked: () => expect(found.locator).toBeChecked(timeout),
    unchecked: () => expect(found.locator).not.toBeChecked(timeout),
  } as const;
  await verify(checks[step.state], `${found.description} is not ${step.state}`);
  return {
    target: found.spec,
    fallbacks: found.fallbacks,
    fingerprint: found.fingerprint,
    description: `${found.description} is ${step.state}`,
    typedSecret: false,
  };
}

/**
 * A text the page shows only inside a frame (an editor's document, a payment form): checked
 * there, and recorded as the step's locator so the script looks there too (never a secret's).
 */
async function seenInFrame(page: Page, spec: LocatorSpec, text: string, timeout: { timeout: number }): Promise<Performed> {
  await verify(() => expect(toLocator(page, spec).filter({ visible: true }).first()).toBeVisible(timeout), `The page does not show "${text}"`);
  return { target: spec, description: `the page shows "${text}" (in a frame)`, typedSecret: false };
}

/**
 * Visible to Playwright is not yet seen: a match inside a transparent part (a slide not on
 * screen) must not make `I should see` hold. Waits, as the check does, for one to show (a fade-in).
 */
async function verifySeen(page: Page, text: string, shown: string, timeoutMs: number) {
  await verify(
    () => expect.poll(() => seenCount(visibleText(page, text)), { timeout: timeoutMs }).toBeGreaterThan(0),
    `The page has "${shown}" but does not show it: every match is inside a transparent part (opacity 0), such as a slide not on screen`,
  );
}

/** Text checks count only visible matches, as the scripts do. */
function visibleText(page: Page, text: string) {
  return page.getByText(text).filter({ visible: true });
}

/**
 * How a field is edited: a form control holds a value (`value`); a contenteditable element holds
 * text, either one value like a field (`text`: svelte-jsoneditor's inline value editor) or a
 * document of paragraphs (`document`: TinyMCE's iframe body, a multi-line rich-text area).
 */
function editableKind(locator: Locator): Promise<'value' | 'text' | 'document'> {
  return locator
    .evaluate((element) => {
      const el = element as HTMLElement;
      if (!el.isContentEditable || el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return 'value' as const;
      const blocks = el.querySelector(
        ':scope > p, :scope > div, :scope > h1, :scope > h2, :scope > h3, :scope > ul, :scope > ol, :scope > blockquote, :scope > pre',
      );
      return el.tagName === 'BODY' || el.getAttribute('aria-multiline') === 'true' || blocks ? ('document' as const) : ('text' as const);
    })
    .catch(() => 'value' as const);
}

/** What a `store` step reads, exactly as the scripts' `textOf`: a field's value, a dropdown's option, otherwise the text. */
async function textOf(locator: Locator): Promise<string> {
  const text = await locator.evaluate((element) => {
    if (element instanceof HTMLSelectElement) return element.selectedOptions[0]?.text ?? '';
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return element.value;
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as the generated scripts' `textOf` reads it; textContent would add hidden text.
    return (element as HTMLElement).innerText;
  });
  return text.trim();
}

/** After a click or a key: let a navigation it started finish before the next step looks. */
export async function settle(page: Page) {
  await page.waitForLoadState('load', { timeout: 10_000 }).catch(() => {});
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
