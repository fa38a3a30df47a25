/**
 * The most robust locators that find exactly one element, each checked on the live page with
 * Playwright itself: a spec is kept only when it matches one element and that element is the
 * one resolved. Order follows Playwright's own preference: test id, role and name, placeholder,
 * label, alt text, text, title, #id; then an inner locator scoped to a unique ancestor; and an
 * index (`nth`) only when nothing else is unique.
 */
import type { ElementHandle, Page } from 'playwright';
import type { ElementFacts } from './candidates.ts';
import { framePrefix, matchOf, type FrameInfo } from './frames.ts';
import type { LocatorPart, LocatorSpec } from './locatorSpec.ts';

export interface Hints extends ElementFacts {
  testId: string | null;
  placeholder: string | null;
  alt: string | null;
  title: string | null;
  labels: string[];
  ownText: string;
  idSelector: string | null;
  nameAttr: string | null;
  inputType: string;
  /** For each ancestor with a usable name, nearest first: the specs that might find it. */
  ancestors: LocatorPart[][][];
}

const MAX_NAME = 100;
const MAX_TEXT = 80;
const FALLBACK_BUDGET_MS = 300;
/** After this long without a unique locator, settle for an index. */
const SCOPED_BUDGET_MS = 2000;

export async function elementHints(element: ElementHandle<Element>): Promise<Hints> {
  return element.evaluate((el) => window.__cj.hints(el));
}

/** The element's own ways to be found, most robust first (unchecked). */
function ownSpecs(h: Hints): LocatorPart[][] {
  const specs: LocatorPart[][] = [];
  if (h.testId) specs.push([{ kind: 'testId', value: h.testId }]);
  if (h.role && h.name && h.name.length <= MAX_NAME) specs.push([{ kind: 'role', role: h.role, name: h.name, exact: true }]);
  if (h.placeholder) specs.push([{ kind: 'placeholder', text: h.placeholder, exact: true }]);
  for (const label of h.labels.slice(0, 2)) if (label.length <= MAX_NAME) specs.push([{ kind: 'label', text: label, exact: true }]);
  if (h.alt) specs.push([{ kind: 'altText', text: h.alt, exact: true }]);
  if (h.ownText && h.ownText.length <= MAX_TEXT) specs.push([{ kind: 'text', text: h.ownText, exact: true }]);
  if (h.title) specs.push([{ kind: 'title', text: h.title, exact: true }]);
  if (h.idSelector) specs.push([{ kind: 'css', selector: h.idSelector }]);
  if (h.nameAttr) specs.push([{ kind: 'css', selector: `${h.tag}[name=${JSON.stringify(h.nameAttr)}]` }]);
  if (h.inputType === 'file') specs.push([{ kind: 'css', selector: baseCss(h) }]);
  return specs;
}

/** The tag, with the type for inputs: `input[type="file"]`. */
function baseCss(h: Hints): string {
  return h.inputType ? `${h.tag}[type=${JSON.stringify(h.inputType)}]` : h.tag;
}

const sameSpec = (a: LocatorSpec, b: LocatorSpec) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Up to `max` unique locators for the element, most robust first. Never empty while the
 * element is attached: the last resort is `tag` plus its index.
 */
export async function uniqueLocators(page: Page, frame: FrameInfo, element: ElementHandle<Element>, max = 3): Promise<LocatorSpec[]> {
  return (await uniqueLocatorsAndHints(page, frame, element, max)).specs;
}

/** uniqueLocators, and what the page said about the element on the way. */
export async function uniqueLocatorsAndHints(
  page: Page,
  frame: FrameInfo,
  element: ElementHandle<Element>,
  max = 3,
): Promise<{ specs: LocatorSpec[]; hints: Hints }> {
  const hints = await elementHints(element);
  return { specs: await specsFor(page, frame, element, hints, max), hints };
}

async function specsFor(page: Page, frame: FrameInfo, element: ElementHandle<Element>, hints: Hints, max: number): Promise<LocatorSpec[]> {
  const prefix = await framePrefix(page, frame);
  const found: LocatorSpec[] = [];
  // Each check is a full-page query in Playwright (~100 ms on a 5,000-element page): once one
  // unique locator is in hand, fallbacks get a bounded time.
  const started = Date.now();
  const enough = () => found.length >= max || (found.length > 0 && Date.now() - started > FALLBACK_BUDGET_MS);
  // Specs that match the element among others: the inner half of a scoped locator, or with an index.
  const partial: { spec: LocatorPart[]; index: number }[] = [];
  for (const spec of ownSpecs(hints)) {
    const { count, index } = await matchOf(page, [...prefix, ...spec], element);
    if (count === 1 && index === 0) found.push([...prefix, ...spec]);
    else if (index >= 0) partial.push({ spec, index });
    if (enough()) return found;
  }
  const inner: LocatorPart[][] = [...partial.map((p) => p.spec).slice(0, 2)];
  if (hints.role) inner.push([{ kind: 'role', role: hints.role }]);
  inner.push([{ kind: 'css', selector: baseCss(hints) }]);
  let checks = 0;
  for (const ancestorSpecs of hints.ancestors) {
    if (enough() || checks > 30 || Date.now() - started > SCOPED_BUDGET_MS) break;
    for (const outer of ancestorSpecs) {
      checks++;
      const scope = await matchOf(page, [...prefix, ...outer], element);
      // The element is not the ancestor, so index is -1; only the count matters here.
      if (scope.count !== 1) continue;
      for (const spec of inner) {
        checks++;
        const candidate = [...prefix, ...outer, ...spec];
        const { count, index } = await matchOf(page, candidate, element);
        if (count === 1 && index === 0 && !found.some((f) => sameSpec(f, candidate))) {
          found.push(candidate);
          break;
        }
      }
      if (enough()) break;
    }
  }
  if (found.length) return found;
  const base: LocatorPart[] = [{ kind: 'css', selector: baseCss(hints) }];
  const last = partial[0] ?? { spec: base, index: (await matchOf(page, [...prefix, ...base], element)).index };
  if (last.index < 0) return [];
  return [[...prefix, ...last.spec, { kind: 'nth', index: last.index }]];
}
