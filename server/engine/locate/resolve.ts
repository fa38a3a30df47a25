/**
 * The target resolver: finds the one element a step's target means on the live page and the
 * most robust unique locator for it (see docs/step-language.md, "Targets and locations").
 *
 * The search runs in the page (inPage/*.js, in every frame); this side merges frames, applies
 * ordinals, relations and ambiguity, polls for delayed content, and turns the element found
 * into locators that Playwright itself confirms.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright';
import type { ElementType, Target } from '../steps/types.ts';
import { searchFrames, similarNames, type Found, type InPageQuery } from './candidates.ts';
import { listFrames, type FrameInfo } from './frames.ts';
import { groupLocator } from './group.ts';
import { dropStored, storedElement } from './inPageScript.ts';
import type { LocatorSpec } from './locatorSpec.ts';
import { ambiguousMessage, describeTarget, farMessage, notFoundMessage } from './messages.ts';
import type { Candidate, Fingerprint, Resolution, ResolveOptions } from './resolution.ts';
import { uniqueLocatorsAndHints } from './uniqueLocator.ts';

const POLL_MS = 150;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function resolveTarget(page: Page, target: Target, options: ResolveOptions): Promise<Resolution> {
  // `click the Search button` read as one name "Search button": what is called so wins; else a
  // button named "Search" is what it says, before the whole name's looser matches (a "Search
  // books" label found by its search icon).
  const kind = kindAtEnd(target);
  if (kind && !kind.noun) {
    const whole = await resolveAsNamed(page, target, { ...options, timeoutMs: 0 });
    if (whole.ok && calledSo(whole.fingerprint, target.text ?? '')) return whole;
    const typed = await resolveAsNamed(page, kind, { ...options, timeoutMs: 0 });
    if (typed.ok) return typed;
  }
  const resolution = await resolveAsNamed(page, target, options);
  if (resolution.ok || resolution.reason !== 'notFound') return resolution;
  // `open the Font dropdown`, `expand the GET /pets/{petId} operation`: nothing is called all of
  // that, but the last word says what kind of thing the rest names. One more look, no waiting.
  if (!kind) return resolution;
  const again = await resolveAsNamed(page, kind, { ...options, timeoutMs: 0 });
  return again.ok ? again : resolution;
}

/** Whether the element found is called by the words themselves (its name, text, label or placeholder holds them). */
function calledSo(found: Fingerprint, words: string): boolean {
  const plain = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  const w = plain(words);
  return [found.name, found.text, found.attributes['aria-label'] ?? '', found.attributes.placeholder ?? ''].some((said) => plain(said).includes(w));
}

/** Words people put after a name to say what it is: element types of the language, then other nouns pages use. */
const KIND_WORDS: Record<string, ElementType> = {
  button: 'button',
  link: 'link',
  dropdown: 'dropdown',
  select: 'dropdown',
  combobox: 'dropdown',
  field: 'field',
  input: 'field',
  textbox: 'field',
  checkbox: 'checkbox',
  radio: 'radio',
  tab: 'tab',
  heading: 'heading',
  image: 'image',
  option: 'option',
};
const KIND_NOUNS = new Set([
  'operation',
  'endpoint',
  'route',
  'tag',
  'chip',
  'badge',
  'pill',
  'schema',
  'model',
  'card',
  'tile',
  'panel',
  'menu',
  'icon',
  'arrow',
  'slide',
  'item',
  'entry',
  'node',
  'tooltip',
  'toggle',
  'control',
  // what shows for a while and goes: `wait for the loading indicator to disappear`
  'indicator',
  'spinner',
  'loader',
  'overlay',
  'banner',
  'toast',
  'notification',
]);

/** The target with its name's last word taken as what the rest names, or null when it does not end in such a word. */
export function kindAtEnd(target: Target): Target | null {
  if (!target.text || target.noun || (target.elementType && target.elementType !== 'element')) return null;
  const match = /^(.*\S)\s+(\p{L}+)$/u.exec(target.text.trim());
  if (!match) return null;
  const [, rest, last] = match;
  const word = last.toLowerCase();
  if (KIND_WORDS[word]) return { ...target, text: rest, elementType: KIND_WORDS[word] };
  return KIND_NOUNS.has(word) ? { ...target, text: rest, noun: word } : null;
}

async function resolveAsNamed(page: Page, target: Target, options: ResolveOptions): Promise<Resolution> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  const actionable = options.requireActionable !== false;
  const query: InPageQuery = {
    id: randomUUID(),
    text: target.text,
    elementType: target.elementType === 'element' ? undefined : target.elementType,
    purpose: options.purpose,
    actionable,
    within: target.within,
    table: target.table,
    noun: target.noun,
    shows: target.shows,
    focused: target.focused,
    rowNumber: target.rowNumber,
  };
  if (target.relation) {
    // The anchor first, on its own: it must be one visible element, whatever it is.
    const anchor = await resolveTarget(page, target.relation.target, { purpose: 'read', timeoutMs: Math.max(0, deadline - Date.now()) });
    if (!anchor.ok) return { ...anchor, message: `Cannot place ${describeTarget(target, options.purpose)}: ${anchor.message}` };
    if (!anchor.fingerprint.box)
      return { ok: false, reason: 'notFound', message: `${anchor.description} has no position on the page.`, candidates: [] };
    query.relation = { kind: target.relation.kind, anchor: anchor.fingerprint.box };
  }
  let frames: FrameInfo[] = [];
  try {
    for (;;) {
      frames = await listFrames(page);
      const search = await searchFrames(frames, query);
      let candidates = search.candidates;
      // Reading or expecting does not need a free centre, but a look-alike under a modal should not compete.
      if (actionable && candidates.some((c) => c.uncovered)) candidates = candidates.filter((c) => c.uncovered);
      if (query.relation) candidates = [...candidates].sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
      let chosen: Found | undefined;
      if (target.ordinal !== undefined) chosen = candidates[target.ordinal === 'last' ? candidates.length - 1 : target.ordinal - 1];
      else if (query.relation || candidates.length === 1) chosen = candidates[0];
      else if (candidates.length > 1) {
        return {
          ok: false,
          reason: 'ambiguous',
          message: ambiguousMessage(target, options.purpose, candidates),
          candidates: await describeCandidates(page, query.id, candidates.slice(0, 10)),
        };
      }
      if (chosen) {
        const resolved = await locate(page, query.id, chosen);
        if (resolved) return { ok: true, ...resolved };
      }
      if (Date.now() >= deadline && search.far.length && !candidates.length) {
        // Never the far one: the step fails naming what is there, so the author can say which.
        const far = search.far.slice(0, 5);
        return {
          ok: false,
          reason: 'notFound',
          message: farMessage(target, options.purpose, far),
          candidates: await describeCandidates(page, query.id, far),
        };
      }
      if (Date.now() >= deadline) {
        return {
          ok: false,
          reason: 'notFound',
          message: notFoundMessage(target, options.purpose, {
            missing: search.missing,
            rejected: search.rejected,
            similar: search.missing || options.nearestNames === false ? [] : await similarNames(frames, query),
            countFound: candidates.length,
          }),
          candidates: [],
        };
      }
      await sleep(Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
    }
  } finally {
    await Promise.all(frames.map((info) => dropStored(info.frame, query.id)));
  }
}

/** Locators and fingerprint for a found element, or null when it went away meanwhile. */
async function locate(page: Page, id: string, found: Found, max = 3) {
  const element = await storedElement(found.frame.frame, id, found.index).catch(() => null);
  if (!element) return null;
  try {
    const { specs, hints } = await uniqueLocatorsAndHints(page, found.frame, element, max);
    if (!specs.length) return null;
    const fingerprint: Fingerprint = {
      tag: hints.tag,
      role: hints.role,
      name: hints.name,
      text: hints.text,
      attributes: hints.attributes,
      box: found.box,
      frames: specs[0].flatMap((part) => (part.kind === 'frame' ? [part.selector] : [])),
    };
    return { locator: specs[0], fallbacks: specs.slice(1, 3), fingerprint, description: hints.description };
  } catch {
    // Detached or navigated away meanwhile: the caller polls again.
    return null;
  } finally {
    await element.dispose().catch(() => undefined);
  }
}

/** Candidates with a locator each; on a slow (huge) page, as many as fit in a couple of seconds. */
async function describeCandidates(page: Page, id: string, candidates: Found[]): Promise<Candidate[]> {
  const out: Candidate[] = [];
  const started = Date.now();
  for (const c of candidates) {
    if (out.length >= 2 && Date.now() - started > 2000) break;
    const resolved = await locate(page, id, c, 1);
    if (resolved) out.push({ description: c.description, locator: resolved.locator, fingerprint: resolved.fingerprint });
  }
  return out;
}

/**
 * A locator for ALL elements the target means, for counts and "is hidden" checks: not required
 * to be unique, and built from the target's words (role and name, label, text…) so that it keeps
 * meaning the same thing as the page changes. `count` is how many it matches now. By default it
 * does not wait (timeoutMs 0): the executor's own assertions retry. Ordinals and relations pick
 * one element, so such targets are resolved as one (count 1, or 0 when not there).
 */
export async function resolveGroup(
  page: Page,
  target: Target,
  options: { timeoutMs?: number } = {},
): Promise<{ locator: LocatorSpec; count: number; description: string }> {
  if (target.ordinal !== undefined || target.relation || target.shows !== undefined || target.focused || target.rowNumber !== undefined) {
    const one = await resolveTarget(page, target, { purpose: 'expect', timeoutMs: options.timeoutMs ?? 0, requireActionable: false });
    if (one.ok) return { locator: one.locator, count: 1, description: one.description };
    const fallback = await groupLocator(page, { ...target, ordinal: undefined, relation: undefined }, 0);
    return { ...fallback, count: 0 };
  }
  return groupLocator(page, target, options.timeoutMs ?? 0);
}
