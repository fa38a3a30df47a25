/**
 * Readings that differ only in an element type the author did not write. `I press "Submit"` is
 * Behat's click on a button, but the line says no "button"; `I fill in "email" with "x"` types into
 * a field, but names it only "email". Both the typed and the untyped reading find the same element,
 * so both are kept as readings (the typed one first): the live page sees one deed (readings.ts
 * sameDeed), and a line written either way reads as the other.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ElementType, StepBody, Target } from './types.ts';

/** Words by which an author names a field's kind. */
const FIELD_WORDS = /\b(?:field|fields|box|input|textbox|textarea|text area|area|bar)\b/i;

const plain = (t: Target): boolean => Object.keys(t).every((k) => k === 'text' || k === 'elementType') && !!t.text;

/** A step told by its doer (Gherkin's `I fill in …`, `the user presses …`), not in the language's own imperative. */
const TOLD = /^\s*(?:(?:given|when|then|and|but)\s+)?(?:i|we|you|the user|user|a user)\s/i;
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A test parameter the reading made up from words that describe the data (`with a valid name` → @FIRST_NAME), not one written `@KEY`. */
function describedData(body: StepBody, text: string): boolean {
  const value = body.kind === 'fill' ? body.value : body.kind === 'select' ? body.option : undefined;
  return value?.type === 'parameter' && !text.includes(`@${value.key}`);
}

/**
 * Whether the line is written as the language writes it (a quoted name, its data written as data,
 * no doer told): then it says exactly what it means and has no twin.
 */
const asTheLanguageWrites = (body: StepBody, name: string, text: string): boolean =>
  !TOLD.test(text) && !describedData(body, text) && new RegExp(`["'“‘\`«]${escaped(name)}["'”’\`»]`).test(text);

/** The twin of a reading with its target's kind said the other way, or undefined. */
function twin(body: StepBody, text: string): StepBody | undefined {
  const name = (body as { target?: Target }).target?.text;
  if (body.kind === 'select' && !name) return menuTwin(body);
  if (body.kind === 'expectCount') return pluralTwin(body, text);
  // (Behat's `"Save draft" "text"` names a text: clicking or seeing it is the same with no type said)
  if ((body.kind === 'click' || body.kind === 'expectElement') && body.target.elementType === 'text' && /["'”’]\s*["'“‘]text["'”’]/i.test(text)) {
    const { elementType: _kind, ...target } = body.target;
    return { ...body, target };
  }
  if (!name || asTheLanguageWrites(body, name, text)) return undefined;
  // (what the author called a menu, a product or an option is what bears that name, whatever its role)
  // (a CSS selector's element is that element wherever it is said to be: `".edit-icon" "css_element" in the … row`)
  const selector =
    (/^(?:[.#[]|\/\/)/.test(name) || /["'”’]\s*["'“‘](?:css|xpath)_element["'”’]/i.test(text)) &&
    body.kind === 'click' &&
    body.target.elementType === 'element';
  if (
    body.kind === 'click' &&
    (body.target.elementType === 'element' || body.target.elementType === 'option') &&
    (plain(body.target) || selector) &&
    !/\b(?:element|elements)\b/i.test(text)
  ) {
    const { elementType: _kind, ...target } = body.target;
    return { ...body, target };
  }
  // (clicking a checkbox named with its kind is ticking it: the deed a checkbox is for)
  if (body.kind === 'click' && body.clicks === 1 && (body.target.elementType === 'checkbox' || body.target.elementType === 'radio'))
    return { kind: 'check', target: body.target };
  if (body.kind === 'click' && body.target.elementType === 'button' && plain(body.target) && !/\bbuttons?\b/i.test(text)) {
    const { elementType: _kind, ...target } = body.target;
    return { ...body, target };
  }
  if (
    body.kind === 'select' &&
    body.target.elementType === 'dropdown' &&
    plain(body.target) &&
    !/\b(?:dropdown|drop-down|drop down|list|menu|combo\s?box)\b/i.test(text)
  ) {
    const { elementType: _kind, ...target } = body.target;
    return { ...body, target };
  }
  if (body.kind !== 'fill' && body.kind !== 'clear' && body.kind !== 'expectValue') return undefined;
  const t = body.target;
  if (!plain(t)) return undefined;
  if (!t.elementType) return { ...body, target: { ...t, elementType: 'field' } };
  if (t.elementType === 'element' || (t.elementType === 'field' && !FIELD_WORDS.test(text))) {
    const { elementType: _kind, ...target } = t;
    return { ...body, target };
  }
  return undefined;
}

/**
 * `I should see 30 contacts`: each counted element is called a contact, or (as some authors mean
 * it) the plural names them; the plural as written is the twin of the singular.
 */
function pluralTwin(body: Extract<StepBody, { kind: 'expectCount' }>, text: string): StepBody | undefined {
  const t = body.target;
  if (t.elementType !== 'element' || !t.text || Object.keys(t).length !== 2 || /\belements?\b/i.test(text)) return undefined;
  const plural = new RegExp(`(?<![\\w"'“‘\`«])${escaped(t.text.replace(/y$/, ''))}(?:s|es|ies)(?![\\w"'”’\`»])`, 'i').exec(text);
  return plural ? { ...body, target: { text: plural[0] } } : undefined;
}

/** `Select "Projects" from the dropdown`: a dropdown with no name is as often a menu whose item is clicked. */
function menuTwin(body: Extract<StepBody, { kind: 'select' }>): StepBody | undefined {
  return body.option.type === 'literal' && Object.keys(body.target).every((k) => k === 'elementType')
    ? { kind: 'click', clicks: 1, target: { text: body.option.text } }
    : undefined;
}

const KIND_AT_END: Record<string, ElementType> = {
  button: 'button',
  icon: 'image',
  link: 'link',
  field: 'field',
  checkbox: 'checkbox',
  tab: 'tab',
  dropdown: 'dropdown',
};

/** `click "Continue button"` (testRigor's quoting): the kind written inside the name is the element's kind too. */
function kindInName(body: StepBody): StepBody | undefined {
  const target = (body as { target?: Target }).target;
  if (!target?.text || target.elementType || !plain(target) || !TWIN_KINDS.has(body.kind)) return undefined;
  const m = /^(.+?)\s+(button|icon|link|field|checkbox|tab|dropdown)$/i.exec(target.text.trim());
  const kind = m && KIND_AT_END[m[2].toLowerCase()];
  // (each deed on its own kinds: a field is typed into, never clicked; a dropdown picked from)
  const fits = body.kind === 'click' ? kind !== 'field' && kind !== 'dropdown' : body.kind === 'select' ? kind === 'dropdown' : kind === 'field';
  return m && kind && fits ? ({ ...body, target: { text: m[1], elementType: kind } } as StepBody) : undefined;
}

/** Typing nothing, `enter "" into "surname"`, is clearing the field. */
function clearing(body: StepBody): StepBody | undefined {
  return body.kind === 'fill' && body.value.type === 'literal' && body.value.text === '' ? { kind: 'clear', target: body.target } : undefined;
}

/** The readings with each one's twin after them all (no two alike). */
export function withTwins(readings: StepBody[], text: string, keyOf: (body: StepBody) => string): StepBody[] {
  const known = new Set(readings.map(keyOf));
  const twins: StepBody[] = [];
  for (const body of readings) {
    for (const other of [twin(body, text), clearing(body), kindInName(body)]) {
      if (other && !known.has(keyOf(other))) {
        known.add(keyOf(other));
        twins.push(other);
      }
    }
  }
  return [...readings, ...twins];
}

/** The kinds whose twins differ only in the target's type. */
const TWIN_KINDS = new Set<StepBody['kind']>(['click', 'fill', 'clear', 'expectValue', 'select']);

/** A reading with its target's type left out, to compare twins by. */
function untyped(body: StepBody): unknown {
  const target = (body as { target?: Target }).target;
  if (!TWIN_KINDS.has(body.kind) || !target) return body;
  const { elementType: _kind, ...rest } = target;
  return { ...body, target: rest };
}

/**
 * The readings without the twins of those before them: what generation tries on the page. A twin
 * is the same deed on the same element, so the first reading is performed as it is (with all its
 * fallbacks), as it was before twins were read.
 */
export function withoutTwins(readings: StepBody[]): StepBody[] {
  const kept: StepBody[] = [];
  for (const body of readings) {
    if (!kept.some((earlier) => areTwins(earlier, body))) kept.push(body);
  }
  return kept;
}

/** Twins: the same but for the target's type, which one of them does not say (a link and a button are two readings). */
function areTwins(a: StepBody, b: StepBody): boolean {
  if (isDeepStrictEqual(clearing(a), b)) return true;
  const typeOf = (body: StepBody) => (body as { target?: Target }).target?.elementType;
  return (typeOf(a) === undefined) !== (typeOf(b) === undefined) && isDeepStrictEqual(untyped(a), untyped(b));
}
