/** Parses one step's text into a StepBody (recursive descent over tokens). */
import type { ElementState, ElementType, Match, RelationKind, StepBody, Target, Value } from './types.ts';
import { parameterKey, render, TEMPLATE_VARIABLE, tokenize, type Token } from './tokens.ts';
import { actionRule } from './actionRules.ts';
import { chooseBare, looseRule, openedPage } from './looseRules.ts';
import { pageRule } from './pageRules.ts';
import { fieldParameter, fill, namesItsField } from './fillRule.ts';
import { readingsOfForms } from './forms.ts';
import { settled } from './settled.ts';
import { sentenceVariants } from './sentences.ts';
import { withTwins } from './twins.ts';

/**
 * Where unquoted names end. A parse run asks once per starting token; within the run the same
 * start always gets the same answer (so backtracking alternatives agree), and successive runs
 * walk through every combination of the starts they reached (see readingsOf).
 */
class Choices {
  private script: number[] = [];
  private seen: { choice: number; n: number }[] = [];
  private memo = new Map<number, number>();
  pick(start: number, n: number): number {
    const known = this.memo.get(start);
    if (known !== undefined) return Math.min(known, n - 1);
    const choice = Math.min(this.script[this.seen.length] ?? 0, n - 1);
    this.seen.push({ choice, n });
    this.memo.set(start, choice);
    return choice;
  }
  /** Prepares the next combination; false when all were tried. */
  next(): boolean {
    for (let d = this.seen.length - 1; d >= 0; d--) {
      if (this.seen[d].choice + 1 >= this.seen[d].n) continue;
      this.script = [...this.seen.slice(0, d).map((s) => s.choice), this.seen[d].choice + 1];
      this.seen = [];
      this.memo.clear();
      return true;
    }
    return false;
  }
}

/** Phrases split into words once: the parser asks for the same few hundred phrases many times per line. */
const PHRASE_WORDS = new Map<string, string[]>();
function splitPhrase(phrase: string): string[] {
  let words = PHRASE_WORDS.get(phrase);
  if (!words) {
    words = phrase.split(' ');
    PHRASE_WORDS.set(phrase, words);
  }
  return words;
}

export class Cursor {
  toks: Token[];
  i = 0;
  private choices: Choices | undefined;
  constructor(toks: Token[], choices?: Choices) {
    this.toks = toks;
    this.choices = choices;
  }
  get done(): boolean {
    return this.i >= this.toks.length;
  }
  peek(): Token | undefined {
    return this.toks[this.i];
  }
  /** Consumes the given words (a phrase like "navigate to") if they come next. */
  kw(phrase: string): boolean {
    const words = splitPhrase(phrase);
    for (let k = 0; k < words.length; k++) {
      const tok = this.toks[this.i + k];
      if (tok?.t !== 'word' || tok.v !== words[k]) return false;
    }
    this.i += words.length;
    return true;
  }
  /** Consumes the first of the phrases that comes next; returns it. */
  any(...phrases: string[]): string | undefined {
    for (const p of phrases) if (this.kw(p)) return p;
    return undefined;
  }
  punct(): void {
    while (this.peek()?.t === 'punct' && this.peek()?.v !== ';') this.i++;
  }
  /** Runs f; rewinds when it returns undefined. */
  try<T>(f: () => T | undefined): T | undefined {
    const at = this.i;
    const r = f();
    if (r === undefined) this.i = at;
    return r;
  }
  /** Like try, but the result must also use up every token. */
  whole<T>(f: () => T | undefined): T | undefined {
    return this.try(() => {
      const r = f();
      return r !== undefined && this.done ? r : undefined;
    });
  }
  /** Which of n ways to read the tokens at `key` this run takes (0 outside a readings enumeration). */
  choose(key: number, n: number): number {
    return this.choices ? this.choices.pick(key, n) : 0;
  }
  /** Consumes every token left; returns them. */
  takeRest(): Token[] {
    const rest = this.toks.slice(this.i);
    this.i = this.toks.length;
    return rest;
  }
  /** A quoted string only. */
  quotedToken(): string | undefined {
    const tok = this.peek();
    if (tok?.t !== 'quoted') return undefined;
    this.i++;
    return tok.v;
  }
  /**
   * A name or data: a quoted string, or unquoted words ending where the step's own words begin
   * (`the Login button`, `hello world into …`). Where it could end in several places, each run
   * of the parser takes one of them, shortest first.
   */
  quoted(): string | undefined {
    const q = this.quotedToken();
    if (q !== undefined) return q;
    const ends = spanEnds(this.toks, this.i);
    if (!ends.length) return undefined;
    const end = ends[this.choices ? this.choices.pick(this.i, ends.length) : 0];
    const text = this.toks
      .slice(this.i, end)
      .map((t) => t.raw)
      .join(' ');
    this.i = end;
    return text;
  }
}

// ---- unquoted names ----

const MAX_SPAN = 8;
const words = (s: string): Set<string> => new Set(s.split(' '));
/** Words an unquoted name never contains: they always belong to the step. */
const NEVER_IN_NAME = words(
  "the should must is are was were isn't aren't shouldn't doesn't does not into then shall cannot can't won't has have contains",
);
/** Words an unquoted name never starts with (prepositions, relations, states). */
const NEVER_FIRST = words(
  'a an in into inside within on at from with to of as for by using via below above under underneath beneath over near beside ' +
    'and or containing contains contain equals appears appear disappears visible hidden enabled disabled checked unchecked ' +
    'displayed shown present selected labeled labelled named called titled saying that showing',
);
/** Words before which an unquoted name may end: the step's delimiters, element types and states. */
const BOUNDARY = words(
  'a an in into inside within on at from with to of as for by using via below above under underneath beneath over near beside ' +
    'next left right close and or then containing contains contain should must is are was were does do has have shows show ' +
    'displays display includes include equals reads appears appear disappears gets get becomes key keys module visible hidden ' +
    'enabled disabled checked unchecked displayed shown present selected ticked gone page screen section panel form area ' +
    "window popup dialog modal the isn't aren't shouldn't doesn't not can cannot will exists exist message label " +
    'notification toast labeled labelled named called titled saying error warning switch toggle open opened closed ' +
    'column columns lane zone list bucket region container menu product card tile entry sidebar toolbar grid bar ' +
    'button buttons link links field fields input inputs inputfield textfield text textbox textarea box boxes checkbox checkboxes check radio ' +
    'radios dropdown dropdowns drop drop-down select combobox combo menu menuitem list heading headings header image images ' +
    'picture icon icons tab tabs row rows cell cells option options table element elements item items ' +
    'that showing',
);
/**
 * What people call a thing that is no element type of the language (`the "users" tag`, `the
 * previous arrow`): kept as the target's noun, which the resolver prefers among those named so.
 */
const NOUNS = [
  'tag',
  'chip',
  'badge',
  'pill',
  'schema',
  'arrow',
  'chevron',
  'caret',
  'avatar',
  'thumbnail',
  'logo',
  'tooltip',
  'banner',
  'breadcrumb',
  'accordion',
  'slider',
  'swatch',
  'node',
  'filter',
  'action',
];

const RELATION_START = /^(?:next|close)$/;
const DASH = /^[-–—]$/;

/** Whether a word is one of the step language's own (a delimiter, element type or state), never a misspelt verb. */
export const isLanguageWord = (v: string): boolean => BOUNDARY.has(v) || NEVER_FIRST.has(v) || NEVER_IN_NAME.has(v);

/** Token indexes where an unquoted name starting at i may end (exclusive), shortest first. */
function spanEnds(toks: Token[], i: number): number[] {
  const first = toks[i];
  if (first?.t !== 'word' || NEVER_FIRST.has(first.v) || NEVER_IN_NAME.has(first.v)) return [];
  const second = toks[i + 1];
  if (second?.t === 'word' && ((RELATION_START.test(first.v) && second.v === 'to') || (/^(?:left|right)$/.test(first.v) && second.v === 'of')))
    return [];
  const ends: number[] = [];
  for (let j = i; j < toks.length && j < i + MAX_SPAN; j++) {
    const tok = toks[j];
    // (a dash standing alone separates, as in "payment method - Credit Card")
    if (tok.t !== 'word' || (j > i && NEVER_IN_NAME.has(tok.v)) || DASH.test(tok.v)) break;
    const next = toks[j + 1];
    if ((tok.v === 'a' && tok.raw !== 'A') || tok.v === 'an' || (j === i && tok.v === 'a')) continue;
    if (next?.t !== 'word' || BOUNDARY.has(next.v) || DASH.test(next.v)) ends.push(j + 1);
  }
  return ends;
}

// ---- values ----

/** A value; `bare` (the default) also takes unquoted words as literal data. */
export function value(c: Cursor, bare = true): Value | undefined {
  const tok = c.peek();
  if (!tok) return undefined;
  if (tok.t === 'quoted') {
    c.i++;
    // ("${testEmail}" quoted: the variable, not its name as text)
    const template = TEMPLATE_VARIABLE.exec(tok.v.trim());
    if (template && template[0] === tok.v.trim()) return { type: 'parameter', key: template[1] };
    return { type: 'literal', text: tok.v };
  }
  if (tok.t === 'param') {
    c.i++;
    return { type: 'parameter', key: tok.v };
  }
  if (tok.t === 'var') {
    c.i++;
    return { type: 'variable', name: tok.v };
  }
  // (testRigor's `stored value "username"`: what an earlier step stored under that name)
  const stored = c.try(() => (c.any('stored value', 'saved value', 'the stored value', 'the saved value') ? c.quotedToken() : undefined));
  if (stored !== undefined && /^[A-Za-z_]\w*$/.test(stored.trim())) return { type: 'variable', name: stored.trim() };
  return (
    c.try(() => {
      c.kw('the');
      const field = c.any('password', 'username', 'user name', 'login', 'email');
      if (field) {
        if (!c.kw('of') && !c.kw('for')) return undefined;
        const name = c.quoted();
        if (name === undefined) return undefined;
        return { type: 'credential', name, field: field === 'password' ? 'password' : 'username' } as const;
      }
      if (!c.kw('credential') && !c.kw('secret')) return undefined;
      const name = c.quoted();
      return name === undefined ? undefined : ({ type: 'credential', name } as const);
    }) ?? (bare ? literal(c) : undefined)
  );
}

function literal(c: Cursor): Value | undefined {
  const text = c.quoted();
  return text === undefined ? undefined : { type: 'literal', text };
}

function urlValue(c: Cursor): Value | undefined {
  const v = value(c, false);
  if (v) return v;
  const tok = c.peek();
  if (tok?.t === 'word' && /^(?:https?:\/\/|\/|www\.|localhost)|^[\w-]+(?:\.[\w-]+)+(?:[:/?#].*)?$/i.test(tok.raw)) {
    c.i++;
    return { type: 'literal', text: tok.raw };
  }
  return undefined;
}

// ---- targets ----

const TYPE_WORDS: [string, ElementType][] = [
  ['radio button', 'radio'],
  ['radiobutton', 'radio'],
  ['radio-button', 'radio'],
  ['text field', 'field'],
  ['text box', 'field'],
  ['input field', 'field'],
  ['check box', 'checkbox'],
  ['drop down', 'dropdown'],
  ['combo box', 'dropdown'],
  ['menu item', 'menuitem'],
  ['list item', 'element'],
  ['button', 'button'],
  ['link', 'link'],
  ['field', 'field'],
  ['input', 'field'],
  ['textbox', 'field'],
  ['textarea', 'field'],
  ['box', 'field'],
  ['checkbox', 'checkbox'],
  ['radio', 'radio'],
  ['dropdown', 'dropdown'],
  ['drop-down', 'dropdown'],
  ['select', 'dropdown'],
  ['combobox', 'dropdown'],
  ['heading', 'heading'],
  ['header', 'heading'],
  ['image', 'image'],
  ['picture', 'image'],
  ['icon', 'image'],
  ['tab', 'tab'],
  ['row', 'row'],
  ['cell', 'cell'],
  ['menuitem', 'menuitem'],
  ['option', 'option'],
  ['dialog', 'dialog'],
  ['modal', 'dialog'],
  ['popup', 'dialog'],
  ['pop-up', 'dialog'],
  ['table', 'table'],
  ['text', 'text'],
  ['element', 'element'],
  ['item', 'element'],
  // what people call a piece of text or a field
  ['error message', 'text'],
  ['message', 'text'],
  ['label', 'text'],
  ['notification', 'text'],
  ['toast', 'text'],
  ['text input', 'field'],
  ['input box', 'field'],
  ['text area', 'field'],
  ['error', 'text'],
  ['warning', 'text'],
  ['switch', 'checkbox'],
  ['toggle', 'checkbox'],
  ['menu', 'element'],
  ['product', 'element'],
  ['card', 'element'],
  ['tile', 'element'],
  ['entry', 'element'],
  ['bar', 'field'],
  ['inputfield', 'field'],
  ['textfield', 'field'],
  ['link button', 'button'],
];
const plural = (w: string): string => (/(?:x|s)$/.test(w) ? `${w}es` : `${w}s`);
const TYPE_PHRASES: [string, ElementType][] = TYPE_WORDS.flatMap(([w, t]): [string, ElementType][] => [
  [plural(w), t],
  [w, t],
]).sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);

/** The type phrases by their first word, longest first. */
const TYPES_BY_FIRST = new Map<string, [string, ElementType][]>();
for (const entry of TYPE_PHRASES) {
  const first = entry[0].split(' ')[0];
  TYPES_BY_FIRST.set(first, [...(TYPES_BY_FIRST.get(first) ?? []), entry]);
}

function elementType(c: Cursor): ElementType | undefined {
  const tok = c.peek();
  if (tok?.t !== 'word') return undefined;
  for (const [phrase, type] of TYPES_BY_FIRST.get(tok.v) ?? []) if (c.kw(phrase)) return type;
  return undefined;
}

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

function ordinal(c: Cursor): number | 'last' | undefined {
  const tok = c.peek();
  if (tok?.t !== 'word') return undefined;
  if (tok.v === 'last') {
    c.i++;
    return 'last';
  }
  const w = ORDINAL_WORDS.indexOf(tok.v);
  const n = w >= 0 ? w + 1 : /^(\d+)(?:st|nd|rd|th)$/.test(tok.v) ? Number.parseInt(tok.v, 10) : 0;
  if (n < 1) return undefined;
  c.i++;
  return n;
}

const SOFT_TYPES = new Set([
  'bar',
  'text',
  'message',
  'label',
  'notification',
  'toast',
  'box',
  'input',
  'header',
  'icon',
  'select',
  'option',
  'item',
  'error',
  'warning',
  'switch',
  'toggle',
  'menu',
  'product',
  'card',
  'tile',
  'entry',
]);
const LABELED = [
  'labeled',
  'labelled',
  'named',
  'called',
  'titled',
  'with the text',
  'with text',
  'with the label',
  'with label',
  'that says',
  'saying',
];

/** Words before a quote that are a step's own, not a description of the quoted thing ("wait until "Done"", "confirm "Welcome""). */
const NOT_DESCRIBING =
  /^(?:until|till|that|if|whether|see|sees|confirm|check|verify|expect|assert|ensure|wait|click|type|enter|select|choose|press|open|go|to|following)\b/i;

/** Whether an element type comes next (`third link`: an ordinal, not a name). */
function startsType(c: Cursor): boolean {
  const probe = new Cursor(c.toks);
  probe.i = c.i;
  return elementType(probe) !== undefined;
}

/**
 * Behat's selector words, quoted after the name (`"Save" "button"`, `"Edit" "icon"`,
 * `".x [y]" "css_element"`): the element's type, or none for a selector. Only exact type words.
 */
function quotedType(c: Cursor): ElementType | null | undefined {
  const tok = c.peek();
  if (tok?.t !== 'quoted') return undefined;
  const v = tok.v.toLowerCase();
  // (a selector's element is of any kind, but an element: "#back-to-top" "css_element" should exist is no text)
  const type = /^(?:css|xpath)_element$/.test(v) ? 'element' : TYPE_WORDS.find(([w]) => w === v)?.[1];
  if (type === undefined) return undefined;
  c.i++;
  return type;
}

/** Behat's container words quoted after a place's name (`in the "Filter 1" "fieldset"`). */
const QUOTED_PLACES: Record<string, 'section' | 'dialog' | 'row'> = {
  region: 'section',
  fieldset: 'section',
  section: 'section',
  block: 'section',
  table: 'section',
  form: 'section',
  dialogue: 'dialog',
  dialog: 'dialog',
  table_row: 'row',
  // (Moodle's other named places: an element found by a selector, a list item, an activity, a question)
  css_element: 'section',
  xpath_element: 'section',
  list_item: 'section',
  activity: 'section',
  question: 'section',
  form_row: 'section',
};

/** The type after one or two words describing a quoted name (`autocomplete field`, `HTML field button`), or undefined. */
function describedType(c: Cursor): ElementType | undefined {
  for (const skip of [1, 2]) {
    const words = c.toks.slice(c.i, c.i + skip);
    if (words.length < skip || words.some((t) => t.t !== 'word' || NEVER_FIRST.has(t.v) || NEVER_IN_NAME.has(t.v))) return undefined;
    const type = c.try(() => {
      c.i += skip;
      const found = elementType(c);
      // (the type is the last of them: "HTML field button" is a button; an icon is named by what it
      // does, "the "People" aspect edit icon" is the edit icon of People, no icon called People)
      return found && found !== 'image' && !startsType(c) ? found : undefined;
    });
    if (type) return type;
  }
  return undefined;
}

/** Words that say how an element looks, never which it is (read past before a quoted name). */
const LOOKS = words(
  'primary secondary main big large small blue red green orange yellow grey gray black white purple top-level prominent corresponding respective relevant appropriate',
);

/** [the] [ordinal] [type] "text" [type] — no locations. */
function simpleTarget(c: Cursor): Target | undefined {
  return c.try(() => {
    // "a "Success" message": an article before something more
    const article = c.kw('the') || (c.any('a', 'an') !== undefined && c.peek() !== undefined);
    // "the primary "Sign in" button", "the disabled 'Out of Stock' button": a word describing how it looks, before its quoted name
    if (article && c.peek()?.t === 'word' && c.toks[c.i + 1]?.t === 'quoted' && LOOKS.has(c.peek()!.v)) c.i++;
    const at = c.i;
    let ord = ordinal(c);
    // "First name", "Last name": an ordinal word may begin an unquoted name. After "the" the
    // ordinal is the likelier reading, without it the name (the choice key is apart from name starts).
    if (ord !== undefined && c.peek()?.t === 'word' && !startsType(c) && c.choose(-1 - at, 2) === (article ? 1 : 0)) {
      c.i = at;
      ord = undefined;
    }
    const typeAt = c.i;
    let type = elementType(c);
    // "the Message box", "the Search input": a type word may also begin a name. Both readings;
    // a word that is mostly a name (message, label, box …) reads as one first.
    const typeWord = (c.toks[typeAt]?.v ?? '').replace(/e?s$/, '');
    const soft = SOFT_TYPES.has(c.toks[typeAt]?.v ?? '') || SOFT_TYPES.has(typeWord);
    // before another type word ("the Message box", "the table button") a type word is the name: read so first
    const beforeType = c.peek()?.t === 'word' && startsType(c);
    const nameNext = c.peek()?.t === 'word' && (beforeType || spanEnds(c.toks, c.i).length > 0);
    // "Switch to tree mode", "Verify Products is visible": a soft type word, capitalised or
    // starting several words, may be the first word of a name (read so first when nothing follows it)
    const typeTok = c.toks[typeAt];
    const capitalised = typeTok?.t === 'word' && /^\p{Lu}/u.test(typeTok.raw);
    const nameFromType = soft && !ord && (capitalised || spanEnds(c.toks, typeAt).some((e) => e > typeAt + 1));
    if (type && (nameNext || nameFromType)) {
      if (c.choose(-100_000 - typeAt, 2) === (beforeType || (!nameNext && capitalised) ? 0 : 1)) {
        c.i = typeAt;
        type = undefined;
      }
    }
    // "I click text", "click button": a type word alone, with no article, is first the name written
    if (type && !article && ord === undefined && c.done && !/s$/i.test(c.toks[typeAt].raw) && c.choose(-400_000 - typeAt, 2) === 0) {
      const t: Target = { text: c.toks[typeAt].raw };
      return t;
    }
    const quotedName = c.peek()?.t === 'quoted';
    let text = c.quoted();
    if (!type) {
      type = elementType(c);
      // "the "Backpack" product link", "the "Save" notification button": of two type words after a
      // quoted name, the first describes it and the last says what it is
      // ("the "Backpack" product name link": words between them describe it too)
      if (type && quotedName) type = (startsType(c) ? elementType(c) : describedType(c)) ?? type;
    }
    // "the "Characters" autocomplete field", "the "Insert link" HTML field button": words between a quoted name and its type describe it
    if (!type && quotedName) type = describedType(c);
    if (!type && quotedName) {
      const behat = quotedType(c);
      if (behat) type = behat;
    }
    // "the button labeled Save", "the link with text Help"
    // ("the search box labeled Search in orders": the label names it, the words before describe it)
    if (type && c.any(...LABELED)) {
      text = c.quoted();
      if (text === undefined) return undefined;
    }
    // "the element with id submit-btn": a CSS selector, which the resolver uses as one
    const attribute = type && text === undefined ? c.any('with id', 'with the id', 'with class', 'with the class') : undefined;
    if (attribute) {
      const name = c.quoted();
      if (name === undefined || !/^[\w-]+$/.test(name)) return undefined;
      text = `${attribute.endsWith('id') ? '#' : '.'}${name}`;
    }
    // "the todo item "Buy milk"", "the confirmation message "Saved"": words before the type describe it; the quoted name names it
    const described = text !== undefined && type !== undefined && !quotedName ? c.quotedToken() : undefined;
    if (described !== undefined) text = described;
    // "issue "Release 0.4"", "the publication "My post"", "folder "docs"": one or two words say what the quoted name is
    else if (text !== undefined && !type && !quotedName && c.peek()?.t === 'quoted' && text.split(' ').length <= 2 && !NOT_DESCRIBING.test(text))
      text = c.quotedToken();
    if (text === undefined && !type) return undefined;
    // "the "users" tag": a name, then what the author calls the thing
    let noun = text !== undefined && !type ? c.any(...NOUNS) : undefined;

    // "the Promo banner", "the previous arrow": unquoted, the whole name is read first, the
    // name with its noun apart second (the page decides)
    const lastSpace = text?.lastIndexOf(' ') ?? -1;
    if (!noun && !type && !quotedName && text !== undefined && lastSpace > 0 && NOUNS.includes(text.slice(lastSpace + 1).toLowerCase())) {
      if (c.choose(-200_000 - typeAt, 2) === 1) {
        noun = text.slice(lastSpace + 1).toLowerCase();
        text = text.slice(0, lastSpace);
      }
    }
    // ("the "PRICE" filter", "the Sort by filter" may be any element named so: the noun is read, and also set aside)
    if (noun && c.choose(-300_000 - typeAt, 2) === 1) noun = undefined;
    const t: Target = {};
    if (text !== undefined) t.text = text;
    if (type) t.elementType = type;
    if (ord !== undefined) t.ordinal = ord;
    if (noun) t.noun = noun;
    // "the first product", "the second item": what the page calls so, never the page's first element of any kind
    const kindWord = (c.toks[typeAt]?.v ?? '').replace(/ies$/, 'y').replace(/s$/, '');
    if (text === undefined && type === 'element' && !noun && /^(?:product|item|entry|card|tile)$/.test(kindWord)) t.noun = kindWord;
    return t;
  });
}

/** "the focused field", "the currently focused element": whatever has the keyboard focus (of that kind). */
function focusedTarget(c: Cursor): Target | undefined {
  return c.try(() => {
    c.kw('the');
    c.kw('currently');
    if (!c.kw('focused')) return undefined;
    const type = elementType(c);
    if (!type) return undefined;
    // "element" is anything: the focused element whatever its kind
    return type === 'element' ? { focused: true } : { focused: true, elementType: type };
  });
}

/** "that shows "Monthly"", "showing Monthly": what the control shows now. */
function shows(c: Cursor): string | undefined {
  return c.try(() => (c.any('that shows', 'which shows', 'that displays', 'showing', 'that currently shows') ? c.quoted() : undefined));
}

/** "in the second row", "of the last row", "in row 3": the target's row by its position. */
function rowNumber(c: Cursor): number | 'last' | undefined {
  return c.try(() => {
    if (!c.any('in', 'of', 'on')) return undefined;
    if (c.kw('row')) {
      const tok = c.peek();
      if (tok?.t !== 'word' || !/^[1-9]\d*$/.test(tok.v)) return undefined;
      c.i++;
      return Number(tok.v);
    }
    if (!c.kw('the')) return undefined;
    const n = ordinal(c);
    return n !== undefined && c.kw('row') ? n : undefined;
  });
}

const RELATIONS: [string, RelationKind][] = [
  ['to the left of', 'leftOf'],
  ['to the right of', 'rightOf'],
  ['left of', 'leftOf'],
  ['right of', 'rightOf'],
  ['next to', 'near'],
  ['close to', 'near'],
  ['near', 'near'],
  ['beside', 'near'],
  ['below', 'below'],
  ['under', 'below'],
  ['underneath', 'below'],
  ['beneath', 'below'],
  ['above', 'above'],
  ['over', 'above'],
];

function tableCell(c: Cursor): Target['table'] | undefined {
  return c.try(() => {
    c.kw('the');
    if (c.kw('table')) c.any('at', 'in');
    c.kw('the');
    if (!c.kw('row')) return undefined;
    if (!c.any('containing', 'that contains', 'with text', 'with', 'for', 'of')) return undefined;
    const rowContaining = c.quoted();
    if (rowContaining === undefined) return undefined;
    const column = c.try(() => {
      c.punct();
      c.kw('and');
      c.any('in', 'at');
      c.kw('the');
      if (!c.kw('column')) return undefined;
      return c.quoted();
    });
    return column === undefined ? { rowContaining } : { rowContaining, column };
  });
}

/** `$item`, `<item>`, `{item}`: a scenario outline's placeholder, one word standing for a name. */
function placeholder(c: Cursor): string | undefined {
  const tok = c.peek();
  if (tok?.t !== 'word' || !/^(?:\$\{?\w+\}?|<\w+>|\{\{?\w+\}?\})$/.test(tok.raw)) return undefined;
  c.i++;
  return tok.raw;
}

/** Words after "on the" / "in the" that are the page itself, never a part of it. */
const NOT_A_PART = /^(?:page|screen|site|website|browser|app|application|current page|same page|home page|homepage)$/i;

type Location = Pick<Target, 'within' | 'relation' | 'table' | 'rowNumber'>;

export function location(c: Cursor): Location | undefined {
  return c.try((): Location | undefined => {
    c.punct();
    for (const [phrase, kind] of RELATIONS) {
      if (c.kw(phrase)) {
        const target = simpleTarget(c);
        return target ? { relation: { kind, target } } : undefined;
      }
    }
    const row = rowNumber(c);
    if (row !== undefined) return { rowNumber: row };
    if (c.kw('at')) {
      const table = tableCell(c);
      return table ? { table } : undefined;
    }
    // "the Delete button for the item Milk", "the Edit icon of Alice": the one in that item's row
    // (only with the item's kind or a quoted name: "Thanks for your order" stays one name)
    if (c.any('for', 'of')) {
      c.kw('the');
      const kind = c.any(
        'item',
        'entry',
        'record',
        'line',
        'user',
        'product',
        'row',
        'issue',
        'post',
        'comment',
        'ticket',
        'order',
        'task',
        'file',
        'message',
      );
      // ("click link "Edit" for the issue": the thing it belongs to, unnamed, says nothing more)
      if (kind && (c.done || (c.peek()?.t !== 'word' && c.peek()?.t !== 'quoted'))) return {};
      // (after the thing's kind, "the Add to cart button for the Sauce Labs Backpack", the rest of the line names the item)
      const back = c.toks[c.i - 1]?.v === 'the' ? 2 : 1;
      const afterKind =
        !kind &&
        c.toks[c.i - back]?.v === 'for' &&
        TYPES_BY_FIRST.has(c.toks[c.i - back - 1]?.v ?? '') &&
        c.toks.slice(c.i).length > 0 &&
        c.toks.slice(c.i).every((t) => t.t === 'word');
      const name = kind
        ? c.quoted()
        : afterKind
          ? c
              .takeRest()
              .map((t) => t.raw)
              .join(' ')
              .replace(/^the\s+/i, '') || undefined
          : (c.quotedToken() ?? placeholder(c));
      return name === undefined ? undefined : { relation: { kind: 'near', target: { text: name } } };
    }
    if (!c.any('inside of', 'inside', 'within', 'in', 'on')) return undefined;
    const table = tableCell(c);
    if (table) return { table };
    return c.try((): Location | undefined => {
      const article = c.kw('the');
      const kindBefore = c.any('modal window', 'modal dialog', 'section', 'dialog', 'modal', 'popup', 'panel', 'form', 'area');
      const unquotedName = c.peek()?.t === 'word';
      const name = c.quoted();
      // "the Delete button in the "Bob" row": the table row that holds that text
      if (!kindBefore && (article || !unquotedName) && name !== undefined && c.kw('row')) return { table: { rowContaining: name } };
      // "within "#conversation_inbox"", "within ".span9"": a CSS selector names the part
      if (!kindBefore && !article && !unquotedName && name !== undefined && /^[#.[]\S/.test(name)) return { within: { kind: 'section', name } };
      const behat = !kindBefore && name !== undefined && c.peek()?.t === 'quoted' ? QUOTED_PLACES[c.peek()!.v.toLowerCase()] : undefined;
      if (behat) {
        c.i++;
        return behat === 'row' ? { table: { rowContaining: name! } } : { within: { kind: behat, name: name! } };
      }
      if (!kindBefore && article && unquotedName && name !== undefined && /^(?:list|table|grid)$/i.test(name)) return {};
      // "… is shown in the "Cart contents"", "I should see the text "X" in the "Modal title"": a quoted place ending the step
      if (!kindBefore && article && !unquotedName && name !== undefined && c.done) return { within: { kind: 'section', name } };
      // "I should see "Release 0.4" in issues": one word naming a part of the page, ending the step
      // (a plural, as places are named: "in issues", "in results"; not "in time")
      if (!kindBefore && !article && unquotedName && name !== undefined && /^\p{L}+s$/u.test(name) && c.done && !NOT_A_PART.test(name))
        return { within: { kind: 'section', name } };
      // "in user menu", "in the Settings menu": a menu or bar is named with its kind word
      const menu =
        !kindBefore && name !== undefined && unquotedName ? c.any('menu', 'navbar', 'navigation bar', 'nav bar', 'toolbar', 'sidebar') : undefined;
      if (menu) return { within: { kind: 'section', name: `${name} ${menu}` } };
      const kindAfter = kindBefore
        ? undefined
        : c.any(
            'section',
            'dialog',
            'modal',
            'popup',
            'panel',
            'form',
            'area',
            'window',
            'table',
            'list',
            'sidebar',
            'toolbar',
            'card',
            'grid',
            'container',
            'box',
            'element',
            'region',
            'group',
            'fieldset',
            'pane',
          );
      // "in the cart", "in the users table": a part of the page named as people name it
      const k = kindBefore ?? kindAfter ?? (article && name !== undefined && unquotedName && !NOT_A_PART.test(name) ? 'section' : undefined);
      if (!k) return undefined;
      const kind = k === 'dialog' || k === 'modal' || k === 'popup' || k === 'window' || k === 'modal window' ? 'dialog' : 'section';
      // "in the list", "in the table" with no name: the target's own name finds it (nothing more to narrow by)
      if (name === undefined && kind === 'section') return kindAfter && /^(?:list|table|grid)$/.test(kindAfter) && article ? {} : undefined;
      return { within: name === undefined ? { kind } : { kind, name } };
    });
  });
}

/** A target with any number of (distinct) locations. */
export function target(c: Cursor): Target | undefined {
  return c.try(() => {
    const t = focusedTarget(c) ?? simpleTarget(c);
    if (!t) return undefined;
    const shown = t.focused ? undefined : shows(c);
    if (shown !== undefined) t.shows = shown;
    for (;;) {
      const loc = location(c);
      if (!loc) break;
      for (const key of ['within', 'relation', 'table', 'rowNumber'] as const) {
        if (loc[key] === undefined) continue;
        if (t[key] !== undefined) return undefined;
        Object.assign(t, { [key]: loc[key] });
      }
    }
    return t;
  });
}

const isBare = (t: Target): boolean =>
  t.text !== undefined &&
  (t.elementType === undefined || t.elementType === 'text') &&
  t.ordinal === undefined &&
  !t.within &&
  !t.relation &&
  !t.table &&
  t.noun === undefined &&
  t.shows === undefined &&
  !t.focused &&
  t.rowNumber === undefined;

// ---- keys ----

const KEY_NAMES: Record<string, string> = {
  enter: 'Enter',
  return: 'Enter',
  tab: 'Tab',
  esc: 'Escape',
  escape: 'Escape',
  space: 'Space',
  spacebar: 'Space',
  backspace: 'Backspace',
  delete: 'Delete',
  del: 'Delete',
  ctrl: 'Control',
  control: 'Control',
  cmd: 'Meta',
  command: 'Meta',
  meta: 'Meta',
  alt: 'Alt',
  option: 'Alt',
  shift: 'Shift',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
  home: 'Home',
  end: 'End',
  pageup: 'PageUp',
  pagedown: 'PageDown',
  insert: 'Insert',
  controlormeta: 'ControlOrMeta',
};

function normaliseKeys(keys: string): string {
  return keys
    .split('+')
    .map((k) => {
      const key = k.trim();
      const low = key.toLowerCase().replace(/[\s_-]/g, '');
      if (KEY_NAMES[low]) return KEY_NAMES[low];
      if (/^f\d{1,2}$/.test(low)) return low.toUpperCase();
      return key;
    })
    .join('+');
}

export function keys(c: Cursor): string | undefined {
  return c.try(() => {
    c.kw('the');
    c.any('keys', 'key');
    let raw = c.quotedToken();
    if (raw === undefined) {
      const tok = c.peek();
      if (tok?.t !== 'word' || !/^[\w+-]+$/.test(tok.raw)) return undefined;
      c.i++;
      raw = tok.raw;
      // "arrow down", "page up"
      const next = c.peek();
      if (next?.t === 'word' && /^(?:arrow|page)$/i.test(raw) && /^(?:up|down|left|right)$/.test(next.v)) {
        c.i++;
        raw += next.raw;
      } else if (next?.t === 'word' && /^(?:up|down|left|right)$/i.test(raw) && next.v === 'arrow') {
        // "the down arrow key"
        c.i++;
        raw = `arrow${raw}`;
      }
    }
    c.any('keys', 'key');
    return raw.trim() ? normaliseKeys(raw) : undefined;
  });
}

/**
 * Unquoted data with punctuation or the step's own words in it ("Cannot log in", "Price: high to
 * low"), running from the cursor up to a target of the given kinds named last on the line after
 * one of the prepositions: the line ends with the target's kind word, so where the data ends is sure.
 */
export function dataUpToLast(c: Cursor, prepositions: string[], kinds: ElementType[]): { data: Value; target: Target } | undefined {
  const from = c.i;
  for (let at = c.toks.length - 2; at > from; at--) {
    const t = c.try(() => {
      c.i = at;
      if (!c.any(...prepositions)) return undefined;
      const named = target(c);
      return named?.elementType && kinds.includes(named.elementType) && c.done ? named : undefined;
    });
    if (!t) continue;
    const data = c.toks.slice(from, at);
    if (data.some((tok) => tok.t !== 'word' && tok.t !== 'punct') || data[0].t !== 'word') return undefined;
    return { data: { type: 'literal', text: render(data) }, target: t };
  }
  c.i = from;
  return undefined;
}

// ---- steps ----

export type Rule = (c: Cursor) => StepBody | undefined;

const goto: Rule = (c) => {
  // "Enter the URL https://… in the browser", "type the address …": what is typed into the address bar is gone to
  const typed = c.try(() => (c.any('enter', 'type', 'input') && c.any('the url', 'url', 'the address', 'the web address') ? true : undefined));
  if (typed) {
    const url = urlValue(c);
    c.any('in the browser', 'into the browser', 'in the address bar', 'into the address bar', 'in the browser address bar');
    return url && { kind: 'goto', url };
  }
  // ("I request /cms/blocks": a path asked of the site; "I view the rendered page at "/about"")
  const asked = c.try(() =>
    c.any('request', 'requests', 'view the rendered page at', 'view the page at') &&
    /^(?:\/|https?:)/.test(c.peek()?.t === 'word' || c.peek()?.t === 'quoted' ? c.peek()!.v : '')
      ? true
      : undefined,
  );
  if (asked) {
    const url = urlValue(c);
    return url && { kind: 'goto', url };
  }
  if (!c.any('go to', 'navigate to', 'browse to', 'open', 'visit', 'load')) return undefined;
  c.kw('the');
  // "open the app at http://…", "visit the website https://…"
  if (c.any('page', 'url', 'site', 'website', 'address', 'app', 'application', 'web app', 'browser')) c.any('at', 'on', 'with', 'to');
  // "Go to Agoda Main Page https://www.agoda.com/": the page's name, then its address
  else
    c.try(() => {
      for (let n = 0; n < 4 && c.peek()?.t === 'word'; n++) {
        c.i++;
        if (c.any('page', 'site', 'website', 'homepage', 'home page')) return c.any('at', 'on', ':') ?? true;
      }
      return undefined;
    });
  const url = urlValue(c);
  return url && { kind: 'goto', url };
};

const click: Rule = (c) => {
  const verb = c.any('double-click', 'double click', 'doubleclick', 'double tap', 'click', 'tap', 'press', 'hit', 'toggle', 'follow');
  if (!verb) return undefined;
  // "Click to cart icon": a preposition some authors put after the verb
  if (verb === 'click' || verb === 'tap') c.try(() => (c.kw('to') && c.peek()?.t !== undefined ? true : undefined));
  // "click in the Search field" clicks into it
  const on = c.kw('on') || c.any('in', 'into', 'inside') !== undefined;
  const t = target(c);
  if (!t) return undefined;
  // "press the "Buy" button" and "press on "Next"" are clicks; "press "Enter"" is a key press.
  if ((verb === 'press' || verb === 'hit') && !on && t.elementType !== 'button' && t.elementType !== 'link') return undefined;
  return { kind: 'click', clicks: verb.startsWith('double') ? 2 : 1, target: t };
};

const hover: Rule = (c) => {
  if (!c.any('hover over', 'hover on', 'hover', 'mouse over', 'move the mouse to', 'move the mouse over', 'move mouse to', 'move to'))
    return undefined;
  // "hover the mouse over the Profile icon", "hover the cursor on X": the pointer is no target
  if (c.any('the mouse', 'the cursor', 'the pointer', 'mouse', 'cursor')) c.any('over', 'on', 'onto', 'to');
  const t = target(c);
  return t && { kind: 'hover', target: t };
};

const clear: Rule = (c) => {
  if (!c.any('clear', 'empty')) return undefined;
  c.try(() => (c.kw('the') && c.any('text', 'value') && c.any('in', 'of', 'from') ? true : undefined));
  const t = target(c);
  return t && { kind: 'clear', target: t };
};

/** What is picked from a list of options when an author names only what it is ("Select a valid date of birth"). */
const CHOSEN =
  /^(?:birth|date|country|state|province|region|city|gender|title|salutation|month|year|day|size|colou?r|category|language|currency|timezone|zone|role|status|plan|option|value|type|priority|department|quantity)$/i;

/** An option named by its place ("the second option", "last"), which the language has no form for. */
const BY_PLACE =
  /^(?:the\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th))(?:\s+(?:option|item|one|entry|value|choice))?$/i;

const select: Rule = (c) =>
  c.whole((): StepBody | undefined => {
    if (!c.any('select', 'choose', 'pick')) return undefined;
    // ("a user role": an article a name never starts with, which says the words describe the option)
    const article = c.kw('the') || (c.peek()?.raw !== 'A' && !!c.any('a', 'an', 'your', 'any'));
    c.kw('option');
    const unquoted = c.peek()?.t === 'word';
    const option = value(c);
    c.kw('option');
    if (!option || !c.any('from', 'in', 'on', 'for')) return undefined;
    // ("select the checkbox for Remember me": a kind of control is no option's name)
    if (unquoted && option.type === 'literal' && TYPE_WORDS.some(([w]) => w === option.text.toLowerCase())) return undefined;
    // ("Select the second option from Sort": an option by its place, which the language has no form for)
    if (unquoted && option.type === 'literal' && BY_PLACE.test(option.text)) return undefined;
    const t = target(c);
    // ("select "Items" from listing type menu": what is chosen from is a dropdown, whatever word names it)
    if (t?.elementType === 'element' && c.toks[c.i - 1]?.v === 'menu') t.elementType = 'dropdown';
    if (!t) return undefined;
    // ("Select a user role from the User Role dropdown": no option given, the test parameter named after it)
    const described =
      unquoted && option.type === 'literal' && t.text && namesItsField(`${article ? 'the ' : ''}${option.text}`, t.text)
        ? fieldParameter(t.text)
        : undefined;
    // ("Select a date in the Date of Application field": what is picked in a field is typed there)
    if (described && t.elementType === 'field') return { kind: 'fill', value: described, target: t };
    return { kind: 'select', option: described ?? option, target: t };
  }) ??
  c.whole((): StepBody | undefined => {
    // "select the checkbox of cart items", "tick the radio for Express": the control of that name ticked
    if (!c.any('select', 'selects', 'choose', 'tick', 'check', 'click', 'click on')) return undefined;
    c.kw('the');
    // ("check the evidence boxes for X": what the boxes are for said before them)
    for (let n = 0; n < 2 && c.peek()?.t === 'word' && !/^(?:check|checkbox|checkboxes|box|boxes|radio|toggle|switch)$/.test(c.peek()!.v); n++) c.i++;
    const type = c.any('checkboxes', 'checkbox', 'check boxes', 'check box', 'boxes', 'box', 'radio button', 'radio', 'toggle', 'switch');
    if (!type || !c.any('of', 'for', 'labeled', 'labelled')) return undefined;
    c.kw('the');
    const name = c.quoted();
    return name === undefined ? undefined : { kind: 'check', target: { text: name, elementType: /^radio/.test(type) ? 'radio' : 'checkbox' } };
  }) ??
  c.whole((): StepBody | undefined => {
    // "select Price: high to low from the Sort by dropdown": an option with punctuation or the step's words, up to the dropdown named last
    if (!c.any('select', 'choose', 'pick')) return undefined;
    const last = dataUpToLast(c, ['from', 'in'], ['dropdown']);
    // (not an option by its place, "the second option": the language has no form for it)
    if (last?.data.type === 'literal' && BY_PLACE.test(last.data.text)) return undefined;
    return last && { kind: 'select', option: last.data, target: last.target };
  }) ??
  c.whole((): StepBody | undefined => {
    // "select the "Express" radio button" checks it; "select the "Sign in" link" follows it
    if (!c.any('select', 'choose', 'pick')) return undefined;
    const t = target(c);
    if (t && (t.elementType === 'link' || t.elementType === 'button' || t.elementType === 'tab' || t.elementType === 'menuitem'))
      return { kind: 'click', clicks: 1, target: t };
    return t && (t.elementType === 'radio' || t.elementType === 'checkbox') ? { kind: 'check', target: t } : undefined;
  }) ??
  c.whole((): StepBody | undefined => {
    // "Select a valid date of birth", "choose your country": an option described by what it is, from
    // the dropdown of that name (the test parameter named after it: never an option made up)
    if (!c.any('select', 'choose', 'pick')) return undefined;
    if (!c.any('a', 'an', 'your', 'the') && c.peek()?.v !== 'valid') return undefined;
    c.any('valid', 'correct', 'proper', 'different', 'new', 'another');
    const words: string[] = [];
    while (c.peek()?.t === 'word' && words.length < 4 && (!BOUNDARY.has(c.peek()!.v) || (c.peek()!.v === 'of' && words.length)))
      words.push(c.toks[c.i++].raw);
    if (!words.length || !c.done || !CHOSEN.test(words[words.length - 1]) || words[words.length - 1] === 'of') return undefined;
    const name = words.join(' ');
    return { kind: 'select', option: { type: 'parameter', key: parameterKey(name) }, target: { text: name, elementType: 'dropdown' } };
  }) ??
  c.whole((): StepBody | undefined => {
    // "I choose "Monthly"": the radio button of that name
    if (!c.any('choose', 'pick')) return undefined;
    const t = target(c);
    // (not "choose X in Y" read as one long name: that is a select above)
    return t?.text && !t.elementType && !/\s(?:in|from|on|for|into)\s/i.test(t.text) ? { kind: 'check', target: t } : undefined;
  });

const check: Rule = (c) => {
  const verb = c.any('uncheck', 'untick', 'deselect', 'check', 'tick', 'mark', 'enable', 'disable');
  if (!verb) return undefined;
  const t = target(c);
  if (!t) return undefined;
  // "enable the switch "Dark mode"", "disable the "Emails" checkbox": only what ticks is enabled so
  if (verb === 'enable' || verb === 'disable')
    return t.elementType === 'checkbox' ? { kind: verb === 'enable' ? 'check' : 'uncheck', target: t } : undefined;
  // ("check the box "Remember me"": what is ticked is a checkbox, whatever word names it)
  if (t.elementType === 'field' && c.toks.some((tok) => tok.t === 'word' && (tok.v === 'box' || tok.v === 'boxes'))) t.elementType = 'checkbox';
  // (a button or a link has no tick: "check the first contact list button" presses it)
  if (verb === 'check' && (t.elementType === 'button' || t.elementType === 'link')) return { kind: 'click', clicks: 1, target: t };
  return { kind: verb === 'uncheck' || verb === 'untick' || verb === 'deselect' ? 'uncheck' : 'check', target: t };
};

const press: Rule = (c) => {
  if (!c.any('press', 'hit', 'type the key', 'type key')) return undefined;
  const k = keys(c);
  return k ? { kind: 'press', keys: k } : undefined;
};

const APPEAR = [
  'to appear',
  'to be visible',
  'to be shown',
  'to be displayed',
  'appears',
  'is visible',
  'is shown',
  'is displayed',
  'to show up',
  'shows up',
];

const waitFor: Rule = (c) => {
  if (!c.any('wait for', 'wait until', 'wait till', 'wait to see', 'wait')) return undefined;
  return (
    c.whole((): StepBody | undefined => {
      c.kw('the');
      c.any('current', 'page');
      if (!c.any('url', 'address')) return undefined;
      const verb = c.any('to contain', 'contains', 'to include', 'includes', 'to be', 'to equal', 'is', 'equals', 'to become', 'becomes');
      const url = value(c);
      if (!url) return undefined;
      return { kind: 'waitForUrl', url, match: verb && /contain|include/.test(verb) ? 'contains' : 'is' };
    }) ??
    c.whole((): StepBody | undefined => {
      c.kw('the');
      // "wait until the page contains the text "Saved"": the page showing it is the text appearing
      if (c.kw('page') && !c.any('contains', 'to contain', 'shows', 'to show', 'displays', 'to display', 'includes', 'has')) return undefined;
      c.kw('the');
      c.kw('text');
      const unquoted = c.peek()?.t === 'word';
      const text = value(c);
      // ("wait for the button": a kind of element is no text to wait for)
      if (!text || (unquoted && text.type === 'literal' && TYPE_PHRASES.some(([w]) => w === text.text.toLowerCase()))) return undefined;
      c.any(...APPEAR);
      return { kind: 'waitForText', text };
    }) ??
    c.whole((): StepBody | undefined => {
      const t = target(c);
      if (!t) return undefined;
      c.any(...APPEAR);
      return isBare(t) ? { kind: 'waitForText', text: { type: 'literal', text: t.text ?? '' } } : { kind: 'waitForElement', target: t };
    }) ??
    // "wait for the dashboard to load", "wait until the Orders page is loaded": being on that page
    c.whole((): StepBody | undefined => {
      c.kw('the');
      const name = c.quoted();
      c.any('page', 'screen', 'view');
      if (name === undefined || !c.any('to load', 'to be loaded', 'to finish loading', 'loads', 'is loaded', 'has loaded', 'to open', 'opens'))
        return undefined;
      return { kind: 'expectPage', name };
    }) ??
    // "wait for the spinner to disappear": an expectation that it is gone, which retries until the step's timeout
    c.whole((): StepBody | undefined => {
      const t = target(c);
      if (!t || !c.any(...DISAPPEAR)) return undefined;
      return elementOrText(t, false);
    })
  );
};

const DISAPPEAR = [
  'to disappear',
  'to be hidden',
  'to go away',
  'to vanish',
  'to be gone',
  'to close',
  'disappears',
  'is hidden',
  'is gone',
  'goes away',
  'closes',
];

const upload: Rule = (c) => {
  if (!c.any('upload', 'attach')) return undefined;
  const article = c.kw('the') || (c.peek()?.raw !== 'A' && !!c.any('a', 'an', 'your', 'any'));
  c.kw('file');
  const unquoted = c.peek()?.t === 'word';
  const file = value(c);
  if (!file || !c.any('into', 'to', 'in', 'on', 'using', 'with', 'via', 'for')) return undefined;
  const t = target(c);
  if (!t) return undefined;
  // ("Upload a valid resume file in the Resume field": no file given, the test parameter named after the field)
  const named = unquoted && file.type === 'literal' && t.text ? file.text.replace(/\s+(?:file|document|image|photo|picture)$/i, '') : undefined;
  const described = named && namesItsField(`${article ? 'a ' : ''}${named}`, t.text!) ? fieldParameter(t.text!) : undefined;
  return { kind: 'upload', file: described ?? file, target: t };
};

const store: Rule = (c) => {
  if (!c.any('store', 'save', 'remember', 'keep', 'capture', 'copy')) return undefined;
  c.try(() => (c.kw('the') && c.any('text', 'value', 'contents', 'content') && c.any('of', 'from', 'in') ? true : undefined));
  const t = target(c);
  if (!t || !c.any('as', 'into', 'to')) return undefined;
  c.kw('the');
  c.kw('variable');
  const tok = c.peek();
  if (!tok) return undefined;
  const name = tok.t === 'var' || tok.t === 'quoted' ? tok.v : tok.t === 'word' ? tok.raw : '';
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return undefined;
  c.i++;
  return { kind: 'store', target: t, variable: name };
};

const useModule: Rule = (c) => {
  if (!c.any('use', 'run', 'call', 'include', 'execute', 'perform', 'do')) return undefined;
  c.kw('the');
  if (c.kw('module')) {
    const q = c.quoted();
    if (q !== undefined) return { kind: 'useModule', name: q };
    const words: string[] = [];
    while (c.peek()?.t === 'word') words.push(c.toks[c.i++].raw);
    return words.length ? { kind: 'useModule', name: words.join(' ') } : undefined;
  }
  const q = c.quoted();
  return q !== undefined && c.kw('module') ? { kind: 'useModule', name: q } : undefined;
};

// ---- expectations ----

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

export function count(c: Cursor): number | undefined {
  const tok = c.peek();
  if (tok?.t !== 'word') return undefined;
  const n = /^\d+$/.test(tok.v) ? Number.parseInt(tok.v, 10) : tok.v === 'no' ? 0 : NUMBER_WORDS.indexOf(tok.v);
  if (n < 0) return undefined;
  c.i++;
  return n;
}

const POSITIVE = ['should be', 'must be', 'to be', 'is', 'are', 'be', 'becomes'];
const NEGATIVE = ['should not be', "shouldn't be", 'must not be', 'not to be', 'is not', "isn't", 'are not', "aren't", 'not be'];
const STATES: [string, ElementState][] = [
  ['not visible', 'hidden'],
  ['not displayed', 'hidden'],
  ['not shown', 'hidden'],
  ['not enabled', 'disabled'],
  ['not disabled', 'enabled'],
  ['not checked', 'unchecked'],
  ['not selected', 'unchecked'],
  ['visible', 'visible'],
  ['displayed', 'visible'],
  ['shown', 'visible'],
  ['present', 'visible'],
  ['on the page', 'visible'],
  ['on screen', 'visible'],
  ['not listed', 'hidden'],
  ['listed', 'visible'],
  ['seen', 'visible'],
  ['available', 'visible'],
  ['hidden', 'hidden'],
  ['invisible', 'hidden'],
  ['gone', 'hidden'],
  ['enabled', 'enabled'],
  ['clickable', 'enabled'],
  ['disabled', 'disabled'],
  ['checked', 'checked'],
  ['selected', 'checked'],
  ['ticked', 'checked'],
  ['unchecked', 'unchecked'],
  ['unticked', 'unchecked'],
  ['not there', 'hidden'],
  ['there', 'visible'],
  ['deselected', 'unchecked'],
  ['unselected', 'unchecked'],
  ['not ticked', 'unchecked'],
  // a dialog, menu or panel
  ['not closed', 'visible'],
  ['not open', 'hidden'],
  ['closed', 'hidden'],
  ['opened', 'visible'],
  ['open', 'visible'],
];
const OPPOSITE: Record<ElementState, ElementState> = {
  visible: 'hidden',
  hidden: 'visible',
  enabled: 'disabled',
  disabled: 'enabled',
  checked: 'unchecked',
  unchecked: 'checked',
};

function state(c: Cursor): ElementState | undefined {
  return c.try(() => {
    const appear = c.any(
      'should appear',
      'appears',
      'is shown',
      'should not appear',
      "shouldn't appear",
      'does not appear',
      "doesn't appear",
      'disappears',
      'should disappear',
      'should not exist',
      "shouldn't exist",
      'does not exist',
      "doesn't exist",
      'should exist',
      'exists',
      'exist',
      'present',
      'is present',
      'are present',
      // a dialog, menu or popup
      'should open',
      'opens',
      'should pop up',
      'pops up',
      'should close',
      'closes',
    );
    if (appear) return /not|n't|disappear|close/.test(appear) ? 'hidden' : 'visible';
    const neg = c.any(...NEGATIVE);
    if (!neg && !c.any(...POSITIVE)) return undefined;
    for (const [phrase, s] of STATES) if (c.kw(phrase)) return neg ? OPPOSITE[s] : s;
    return undefined;
  });
}

function elementOrText(t: Target, visible: boolean): StepBody {
  // "`error-message` is visible", "account-table": a name written as an id or class is an element's, no text shown
  if (isBare(t) && !t.elementType && /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(t.text ?? ''))
    return { kind: 'expectElement', target: { text: t.text, elementType: 'element' }, state: visible ? 'visible' : 'hidden' };
  return isBare(t)
    ? { kind: 'expectText', text: { type: 'literal', text: t.text ?? '' }, visible }
    : { kind: 'expectElement', target: t, state: visible ? 'visible' : 'hidden' };
}

/**
 * `[the] [text] @NAME` / `{{total}}` / a credential: a value that is no literal, so an expectation
 * of it is always about the text shown (a literal name could also be an element's).
 */
function shownValue(c: Cursor): Value | undefined {
  return c.try(() => {
    c.kw('the');
    c.kw('text');
    const got = value(c);
    return got && got.type !== 'literal' ? got : undefined;
  });
}

const end = (c: Cursor): void => {
  c.any('on the page', 'on the screen', 'on screen', 'on page');
  // ("Login form is visible again": seen once more is seen)
  c.any('again', 'once more', 'still');
};

const expectBody: Rule = (c) =>
  // the URL / title
  c.whole((): StepBody | undefined => {
    c.kw('the');
    c.any('current', 'resulting', 'new');
    c.any('page', 'browser');
    const what = c.any('url', 'address', 'title', 'page title');
    if (!what) return undefined;
    c.any('of the current page', 'of the page', 'of this page');
    let match: Match | undefined;
    if (c.any('contains', 'should contain', 'must contain', 'to contain', 'includes', 'should include', 'to include', 'has')) match = 'contains';
    // "the URL changes to "/about"": where the page went, a part of its address (the host is not written)
    else if (c.any('changes to contain', 'should change to contain', 'changes to', 'should change to', 'changed to')) match = 'contains';
    else if (c.any('is', 'equals', 'should be', 'should equal', 'must be', 'to be', 'to equal', 'reads', '=')) match = 'is';
    if (!match) return undefined;
    const v = value(c);
    if (!v) return undefined;
    return what === 'url' || what === 'address' ? { kind: 'expectUrl', url: v, match } : { kind: 'expectTitle', title: v, match };
  }) ??
  // counts
  c.whole((): StepBody | undefined => {
    if (!c.any('there are', 'there is', "there's", 'there should be', 'there must be')) return undefined;
    const n = count(c);
    const t = n === undefined ? undefined : target(c);
    if (n === undefined || !t) return undefined;
    c.any('visible', 'shown', 'displayed');
    end(c);
    return { kind: 'expectCount', target: countedNoun(t, c), count: n };
  }) ??
  c.whole((): StepBody | undefined => {
    c.kw('the');
    if (!c.any('count of', 'number of')) return undefined;
    const t = target(c);
    if (!t || !c.any(...POSITIVE, 'equals')) return undefined;
    const n = count(c);
    return n === undefined ? undefined : { kind: 'expectCount', target: countedNoun(t, c), count: n };
  }) ??
  // Behat's "I should see unchecked the box "X"": the checkbox's state
  c.whole((): StepBody | undefined => {
    c.any('i', 'we', 'you', 'user', 'the user');
    if (!c.any('should see', 'see')) return undefined;
    const ticked = c.any('unchecked', 'checked');
    if (!ticked) return undefined;
    c.kw('the');
    if (!c.any('box', 'checkbox', 'check box')) return undefined;
    const name = c.quotedToken();
    return name === undefined
      ? undefined
      : { kind: 'expectElement', target: { text: name, elementType: 'checkbox' }, state: ticked === 'checked' ? 'checked' : 'unchecked' };
  }) ??
  // I should see …
  c.whole((): StepBody | undefined => {
    c.any('i', 'we', 'you', 'user', 'the user');
    const verb = c.any(
      'should not see',
      "shouldn't see",
      'must not see',
      'do not see',
      "don't see",
      'cannot see',
      "can't see",
      'can not see',
      'does not see',
      'should see',
      'must see',
      'can see',
      'will see',
      'see',
      'sees',
    );
    if (!verb) return undefined;
    const visible = !/not|n't/.test(verb);
    const n = c.try(() => {
      // ("I should see exactly 2 search results")
      c.any('exactly', 'only');
      const k = count(c);
      return k !== undefined && c.peek() ? k : undefined;
    });
    if (n !== undefined) {
      const at = c.i;
      const found = target(c);
      const t = found && countedNoun(found, c);
      // "I should see 7 words", "12 characters": no element is a word; the count is a text the page shows
      // (as digits, the way a counter shows it: "seven words" is "7 words")
      const words = c.toks.slice(at);
      if (t && COUNTER_WORDS.test(t.text ?? '') && !t.elementType && words.every((tok) => tok.t === 'word'))
        return { kind: 'expectText', text: { type: 'literal', text: `${n} ${words.map((tok) => tok.raw).join(' ')}` }, visible: true };
      // ("I should see exactly 2 search results": unquoted, the plural names what each one is called)
      return t && { kind: 'expectCount', target: countedNoun(words.every((tok) => tok.t === 'word') ? countedKind(t) : t, c), count: n };
    }
    // "I should not see any tasks": none of them
    const none = visible
      ? undefined
      : c.try(() => {
          const t = c.any('any') && c.toks.slice(c.i).every((tok) => tok.t === 'word') ? target(c) : undefined;
          return t?.text && Object.keys(t).length === 1 && /[a-z]s$/i.test(t.text) ? countedKind(t) : undefined;
        });
    if (none) return countOrNone(none, 0);
    const v = shownValue(c);
    if (v) {
      end(c);
      return { kind: 'expectText', text: v, visible };
    }
    const t = target(c);
    if (!t) return undefined;
    end(c);
    return elementOrText(t, visible);
  }) ??
  // the page contains …
  c.whole((): StepBody | undefined => {
    c.kw('the');
    if (!c.any('page', 'screen')) return undefined;
    const verb = c.any(
      'does not contain',
      "doesn't contain",
      'should not contain',
      "shouldn't contain",
      'does not show',
      "doesn't show",
      'should not show',
      'contains',
      'should contain',
      'shows',
      'should show',
      'displays',
      'should display',
      'has',
      'should have',
      'includes',
      'should include',
      'says',
      'should say',
      // after "expect": "expect the page to show …", "expect the page not to contain …"
      'not to contain',
      'not to show',
      'not to display',
      'not to include',
      'to contain',
      'to show',
      'to display',
      'to include',
      'to have',
    );
    if (!verb) return undefined;
    const visible = !/not|n't/.test(verb);
    const v = shownValue(c);
    if (v) return { kind: 'expectText', text: v, visible };
    const t = target(c);
    return t && elementOrText(t, visible);
  }) ??
  // "X" is visible / the "Save" button should be disabled / @NAME is shown
  c.whole((): StepBody | undefined => {
    const v = shownValue(c);
    if (v) {
      const s = state(c);
      if (s !== 'visible' && s !== 'hidden') return undefined;
      end(c);
      return { kind: 'expectText', text: v, visible: s === 'visible' };
    }
    const t = target(c);
    if (!t) return undefined;
    const s = state(c);
    if (!s) return undefined;
    end(c);
    // "… appears in the "Orders" section": the place may follow the state
    const after = location(c);
    if (after && !t.within && !t.relation && !t.table) Object.assign(t, after);
    if (isBare(t) && (s === 'visible' || s === 'hidden')) return elementOrText(t, s === 'visible');
    return { kind: 'expectElement', target: t, state: s };
  });

const expectation: Rule = (c) =>
  c.try(() => {
    const prefix = c.any(
      'check that',
      'check if',
      'check whether',
      'check',
      'verify that',
      'verify if',
      'verify',
      'expect that',
      'expect',
      'assert that',
      'assert',
      'ensure that',
      'ensure',
      'make sure that',
      'make sure',
      'confirm that',
      'validate that',
      'and',
    );
    if (prefix) c.punct();
    return expectBody(c);
  });

/** `Verify the Welcome banner`, `verify that Order placed`: an expectation naming no state means it is shown. */
const verifyShown: Rule = (c) =>
  c.whole((): StepBody | undefined => {
    if (!c.any('verify that', 'verify', 'check that', 'expect that', 'assert that', 'assert', 'ensure that', 'make sure that')) return undefined;
    c.punct();
    const v = shownValue(c);
    if (v) {
      end(c);
      return { kind: 'expectText', text: v, visible: true };
    }
    const t = target(c);
    if (!t) return undefined;
    end(c);
    return elementOrText(t, true);
  });

/** `the cart badge shows 1`, `the banner should say Welcome`: the text shown there (as a text check). */
const saysText: Rule = (c) =>
  c.whole((): StepBody | undefined => {
    c.any(
      'check that',
      'verify that',
      'verify',
      'expect that',
      'assert that',
      'ensure that',
      'ensure',
      'make sure that',
      'make sure',
      'confirm that',
    );
    c.any('the page', 'the');
    // "the page header shows X": the heading (a name starting with "shows" is no reading here)
    const heading = c.try(() => (c.any('page header', 'page heading', 'main heading', 'header', 'heading') ? true : undefined));
    const where: Target | undefined = heading ? { elementType: 'heading' } : simpleTarget(c);
    // the page, its address and title have expectations of their own
    if (!where || /^(?:url|address|title|page title|page|screen|current url)$/i.test(where.text ?? '')) return undefined;
    if (/^(?:i|we|you|they|he|she|user|customer|visitor)$/i.test(where.text ?? '')) return undefined;
    // "the first row should contain "Alice"": the text in that row
    const row = where.text === undefined && where.elementType === 'row' && where.ordinal !== undefined ? where.ordinal : undefined;
    // ("the error message contains X", "the page header shows X": a kind of thing, unnamed, and what it says)
    if (
      row === undefined &&
      where.text === undefined &&
      (where.ordinal !== undefined || !['text', 'heading', 'element'].includes(where.elementType ?? ''))
    )
      return undefined;
    // "the response should not contain "Error"": the text is not shown (a field's value has no such check)
    const not = c.try(() =>
      c.any(
        'should not contain',
        'does not contain',
        "doesn't contain",
        'must not contain',
        'should not show',
        'does not show',
        'should not include',
        'should not say',
        'should not display',
      )
        ? true
        : undefined,
    );
    if (not) {
      const absent = value(c);
      if (!absent || where.elementType === 'field') return undefined;
      // (inside a named part only: that the text is nowhere would be more than the line says)
      const part = where.text !== undefined && !/^(?:response|page|body|screen|site|website)$/i.test(where.text) ? where.text : undefined;
      if (part === undefined) return { kind: 'expectText', text: absent, visible: false };
      return absent.type === 'literal'
        ? { kind: 'expectElement', target: { text: absent.text, within: { kind: 'section', name: part } }, state: 'hidden' }
        : undefined;
    }
    const verb = c.any(
      'is displayed as',
      'is shown as',
      'displays as',
      'shows as',
      'should be displayed as',
      'should show as',
      'appears as',
      'button text changed to',
      'text changed to',
      'changes to',
      'changed to',
      'shows',
      'says',
      'displays',
      'reads',
      'should show',
      'should say',
      'should display',
      'should read',
      'has the text',
      'should have the text',
      'has text',
      'should have text',
      'should contain',
      'contains',
      'should include',
      'includes',
      'should be',
      'is',
      'equals',
      'should equal',
    );
    if (!verb) return undefined;
    c.kw('the text');
    const text = value(c);
    if (row !== undefined)
      return text?.type === 'literal' && /contain|include|show|display|has|have/.test(verb)
        ? { kind: 'expectElement', target: { text: text.text, rowNumber: row }, state: 'visible' }
        : undefined;
    // "is visible", "should be enabled" are states (expectations above), never the text "visible";
    // nor is a state the language has no check for ("is noneditable", "is read-only")
    if (
      !text ||
      (text.type === 'literal' &&
        /^(?:should be|is)$/.test(verb) &&
        (STATES.some(([p]) => p === text.text.toLowerCase()) ||
          /^(?:non-?editable|not editable|read-?only|uneditable|editable|focused|required|optional)$/i.test(text.text)))
    )
      return undefined;
    // "the "Profile" tab should be active": a tab's state, the one chosen (nothing else is "active" as a text)
    if (
      text.type === 'literal' &&
      /^(?:should be|is)$/.test(verb) &&
      /^(?:active|current|highlighted|inactive)$/i.test(text.text) &&
      c.toks[c.i - 1]?.t === 'word'
    )
      return where.elementType === 'tab' && where.text !== undefined
        ? { kind: 'expectElement', target: where, state: /^inactive$/i.test(text.text) ? 'unchecked' : 'checked' }
        : undefined;
    // a heading that shows a text is that heading; so is a button or link ("the like button should say Unlike")
    if (
      text.type === 'literal' &&
      (where.elementType === 'heading' || (/^(?:button|link|tab)$/.test(where.elementType ?? '') && !where.within && !where.relation))
    )
      return { kind: 'expectElement', target: { text: text.text, elementType: where.elementType! }, state: 'visible' };
    // a field that should contain a text holds it as its value
    if (where.elementType === 'field' && where.text !== undefined) return { kind: 'expectValue', target: where, value: text };
    // "Dashboard is loaded", "X should be listed": a state, never the text "loaded"
    if (
      text.type === 'literal' &&
      /^(?:should be|is|are)$/.test(verb) &&
      c.toks[c.i - 1]?.t === 'word' &&
      /^(?:\S+ed|seen|shown|done|open|gone|part of .*|present|available)$/i.test(text.text)
    )
      return undefined;
    return { kind: 'expectText', text, visible: true };
  });

/** `press Save`, `press "Next"` where no key has that name: also a click (the page decides). */
const pressClick: Rule = (c) => {
  if (!c.any('press', 'hit')) return undefined;
  const quotedName = c.peek()?.t === 'quoted';
  const t = target(c);
  // (a combination written with spaces, "Ctrl Enter", is keys too; "Sign Up" has a word no key has)
  const words = t?.text?.split(' ') ?? [];
  // (a quoted "Delete" or "Home" is as often a button's word as a key's: both are read, the key first)
  const buttonWord = quotedName && /^(?:delete|insert|home|end)$/i.test(t?.text ?? '');
  if (
    !t?.text ||
    t.elementType ||
    Object.keys(t).length > 1 ||
    (!buttonWord && (isKeyName(t.text) || words.some((w) => /^keys?$/i.test(w)) || words.every(isKeyName)))
  )
    return undefined;
  // `I press "Log in"` (Behat's own step): a quoted name no key has is a button's
  return { kind: 'click', clicks: 1, target: quotedName ? { ...t, elementType: 'button' } : t };
};

/** `press "Save"` without any key of that name. */
export function isKeyName(text: string): boolean {
  return text.split('+').every((k) => {
    const low = k
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, '');
    return (
      low.length <= 1 ||
      KEY_NAMES[low] !== undefined ||
      /^f\d{1,2}$/.test(low) ||
      /^(?:arrow|page)(?:up|down|left|right)$/.test(low) ||
      /^(?:key|digit)[a-z0-9]$/.test(low)
    );
  });
}

/** `the Save button is clicked`, `Sign in gets tapped`: a click written in the passive. */
const passiveClick: Rule = (c) =>
  c.whole((): StepBody | undefined => {
    const t = target(c);
    if (!t || !c.any('is', 'gets', 'get', 'are', 'was', 'has been', 'is being')) return undefined;
    const verb = c.any('double-clicked', 'double clicked', 'clicked', 'clicked on', 'tapped', 'pressed');
    if (!verb) return undefined;
    c.kw('on');
    return { kind: 'click', clicks: verb.startsWith('double') ? 2 : 1, target: t };
  });

/** `Verify 5 rows are shown in the table`, `3 Delete buttons are visible`: a count written before its state. */
const countShown: Rule = (c) =>
  c.whole((): StepBody | undefined => {
    c.any('check that', 'verify that', 'verify', 'expect that', 'assert that', 'ensure that', 'make sure that', 'make sure');
    c.any('exactly');
    const n = count(c);
    const t = n === undefined ? undefined : target(c);
    if (n === undefined || !t) return undefined;
    // "three todos exist"
    if (!c.any('exist', 'exists', 'should exist', 'appears', 'appear', 'should appear', 'is seen')) {
      if (!c.any('are', 'is', 'should be', 'must be')) return undefined;
      if (!c.any('shown', 'visible', 'displayed', 'present', 'listed')) return undefined;
    }
    end(c);
    c.try(() => (location(c) === undefined ? undefined : true));
    return countOrNone(countedNoun(countedKind(t), c), n);
  });

/**
 * A count, except of messages: "No error message is shown" is the text "error" not seen, and a
 * count of all the page's texts ("no message is shown" with no name) is never what is meant.
 */
function countOrNone(target: Target, n: number): StepBody | undefined {
  if (target.elementType !== 'text') return { kind: 'expectCount', target, count: n };
  if (n !== 0 || !target.text || Object.keys(target).length !== 2) return target.text ? { kind: 'expectCount', target, count: n } : undefined;
  return { kind: 'expectText', text: { type: 'literal', text: target.text }, visible: false };
}

/**
 * `2 featured posts`: no element is named "featured posts"; what is counted are the elements
 * each called a featured post (an unquoted plural name with no type is read so).
 */
/**
 * A count of things named by a kind word that is no element type the page has ("3 products",
 * "2 items", "4 cards"): the elements the page calls so (group.ts), never every element.
 */
function countedNoun(t: Target, c: Cursor): Target {
  if (t.text !== undefined || t.elementType !== 'element' || t.noun) return t;
  // (the first kind word is what is counted: in "0 elements near the menu item" the item is a place)
  const word = c.toks
    .slice(0, c.i)
    .find((tok) => tok.t === 'word' && TYPES_BY_FIRST.has(tok.v.replace(/(?:ie)?s$/, (m) => (m === 'ies' ? 'y' : ''))));
  const noun = word?.v.replace(/ies$/, 'y').replace(/s$/, '');
  return noun && /^(?:product|item|entry|card|tile)$/.test(noun) ? { ...t, noun } : t;
}

function countedKind(t: Target): Target {
  const plural = t.text !== undefined && !t.elementType && Object.keys(t).length === 1 && /[a-z]s$/i.test(t.text) && !/ss$/i.test(t.text);
  return plural
    ? {
        text: t
          .text!.replace(/ies$/i, 'y')
          .replace(/(?:ch|sh|x)es$/i, (m) => m.slice(0, -2))
          .replace(/s$/i, ''),
        elementType: 'element',
      }
    : t;
}

/** `the cart should contain 3 items`: a count of elements inside a named part of the page. */
const containerCount: Rule = (c) =>
  c.whole((): StepBody | undefined => {
    c.any('check that', 'verify that', 'verify', 'expect that', 'assert that', 'ensure that', 'make sure that', 'make sure');
    const container = simpleTarget(c);
    // ("the table has 5 rows": an unnamed table, list or grid holds what is counted)
    const unnamed =
      container?.text === undefined &&
      (container?.elementType === 'table' || (container?.elementType === 'element' && /^(?:list|grid)$/.test(c.toks[c.i - 1]?.v ?? '')));
    if ((container?.text === undefined && !unnamed) || container?.ordinal !== undefined) return undefined;
    if (
      !c.any(
        'should contain',
        'must contain',
        'contains',
        'should have',
        'must have',
        'has',
        'should show',
        'shows',
        'should list',
        'lists',
        'includes',
        'should include',
      )
    )
      return undefined;
    c.any('exactly', 'only');
    // (Behat quotes the number: "I should have "1" messages")
    const quotedNumber = c.peek()?.t === 'quoted' && /^\d+$/.test(c.peek()!.v.trim()) ? Number(c.toks[c.i++].v.trim()) : undefined;
    const n = quotedNumber ?? count(c);
    const inner = n === undefined ? undefined : simpleTarget(c);
    if (n === undefined || !inner) return undefined;
    if (container.text === undefined) return c.done ? { kind: 'expectCount', target: countedNoun(countedKind(inner), c), count: n } : undefined;
    // "I should have 1 contact in "Cat People"": the one who has them is no part of the page; the place named after is
    if (/^(?:i|we|you|they|the user|user)$/i.test(container.text)) {
      if (c.done) return countOrNone(countedKind(inner), n);
      const place = c.try(() => (c.any('in', 'within', 'inside') ? c.quotedToken() : undefined)) ?? location(c)?.within?.name;
      return place === undefined
        ? undefined
        : { kind: 'expectCount', target: { ...countedKind(inner), within: { kind: 'section', name: place } }, count: n };
    }
    return { kind: 'expectCount', target: { ...countedNoun(inner, c), within: { kind: 'section', name: container.text } }, count: n };
  });

/**
 * `open the "Sharing" tab`, `expand the "Advanced" section`, `open the filters panel`: a part of
 * the page opened by clicking what names it (a tab, or a section's or panel's heading).
 */
const openPart: Rule = (c) =>
  c.whole((): StepBody | undefined => {
    // (not "switch to": that may be a browser tab by its title)
    if (!c.any('open', 'opens', 'expand', 'expands')) return undefined;
    return (
      c.try((): StepBody | undefined => {
        c.kw('the');
        const name = c.quoted();
        return name?.trim() && c.any('section', 'panel', 'accordion', 'pane') && c.done
          ? { kind: 'click', clicks: 1, target: { text: name } }
          : undefined;
      }) ??
      c.try((): StepBody | undefined => {
        const t = target(c);
        return t?.elementType === 'tab' && t.text !== undefined ? { kind: 'click', clicks: 1, target: t } : undefined;
      })
    );
  });

const MESSAGE_WORDS = ['error message', 'error', 'message', 'warning', 'notification', 'text', 'alert', 'toast'];

/** `Should show "Invalid code" error`, `Shows “Invalid email”`, `should display error message "Expired"`: the text is shown. */
const showsText: Rule = (c) =>
  c.whole((): StepBody | undefined => {
    if (!c.any('should show', 'should display', 'shows', 'displays', 'should see', 'should notice', 'notices', 'notice')) return undefined;
    c.any('an', 'a', 'the');
    c.any(...MESSAGE_WORDS);
    // ("Shows user ID 'user123'": up to three words say what the quoted text is)
    c.try(() => {
      for (let n = 0; n < 3 && c.peek()?.t === 'word' && !isLanguageWord(c.peek()!.v); n++) c.i++;
      return c.peek()?.t === 'quoted' ? true : undefined;
    });
    const text = value(c, false);
    if (!text) return undefined;
    c.any(...MESSAGE_WORDS, 'contents', 'content', 'column', 'label', 'title');
    return { kind: 'expectText', text, visible: true };
  });

/** `I should see Line: 1`, `I should see Welcome, Ada`: all the rest of the line is the text, punctuation and all. */
const seeRawText: Rule = (c) =>
  c.whole((): StepBody | undefined => {
    c.any('i', 'we', 'you', 'user', 'the user');
    const verb = c.any('should not see', "shouldn't see", 'do not see', "don't see", 'should see', 'must see', 'see', 'sees', 'can see');
    const rest = c.toks.slice(c.i);
    // (only where the words of the language end an unquoted name too early: punctuation, "cannot", "is";
    // or where the text is longer than any unquoted name is read: a sentence shown)
    const cut = rest.some((t) => t.t === 'punct' || (t.t === 'word' && NEVER_IN_NAME.has(t.v))) || rest.length > MAX_SPAN;
    if (!verb || !rest.length || !cut || rest.some((t) => t.t !== 'word' && t.t !== 'punct') || rest[0].t !== 'word' || rest[0].v === 'the')
      return undefined;
    c.i = c.toks.length;
    return { kind: 'expectText', text: { type: 'literal', text: render(rest) }, visible: !/not|n't/.test(verb) };
  });

/**
 * `Verify the message Subject is required is displayed`, `Verify Alfama is booked is shown`: a
 * text with the language's own words in it ("is", "for"), up to the last "is displayed".
 */
const verifyRawText: Rule = (c) =>
  c.whole((): StepBody | undefined => {
    if (!c.any('verify that', 'verify', 'check that', 'assert that', 'ensure that', 'make sure that', 'confirm that')) return undefined;
    const said = c.any('the text', 'the message', 'the error message', 'the error', 'the label', 'the notice', 'text', 'message');
    const rest = c.toks.slice(c.i);
    const tail = [
      ['is', 'displayed'],
      ['is', 'shown'],
      ['is', 'visible'],
      ['are', 'displayed'],
      ['are', 'shown'],
      ['should', 'be', 'displayed'],
      ['should', 'be', 'shown'],
      ['should', 'be', 'visible'],
      ['appears'],
    ].find((words) => words.every((w, k) => rest[rest.length - words.length + k]?.v === w));
    if (!tail) return undefined;
    const text = rest.slice(0, rest.length - tail.length);
    const cut = text.some((t) => t.t === 'punct' || (t.t === 'word' && NEVER_IN_NAME.has(t.v))) || text.length > MAX_SPAN;
    if (!text.length || (!cut && !said) || text.some((t) => t.t !== 'word' && t.t !== 'punct') || text[0].t !== 'word') return undefined;
    c.i = c.toks.length;
    return { kind: 'expectText', text: { type: 'literal', text: render(text) }, visible: true };
  });

// Order matters: expectations before "check", the URL/text waits before element waits, keys after button presses.
/**
 * `“Invalid email or password.”`, `> **Username is required**`: a text alone on its line, as a
 * plan writes the message it expects, is a text the page shows.
 */
const textAlone: Rule = (c) =>
  c.whole((): StepBody | undefined => {
    const text = c.quotedToken();
    return text?.trim() ? { kind: 'expectText', text: { type: 'literal', text }, visible: true } : undefined;
  });

const RULES: Rule[] = [
  // (before the action rules, which end the reading: "select country" may also click what is called so)
  (c) => c.whole(() => chooseBare(c)),
  actionRule,
  countShown,
  pageRule,
  expectation,
  goto,
  click,
  hover,
  fill,
  clear,
  select,
  check,
  press,
  pressClick,
  waitFor,
  upload,
  store,
  useModule,
  passiveClick,
  containerCount,
  saysText,
  verifyRawText,
  verifyShown,
  showsText,
  openPart,
  looseRule,
  openedPage,
  seeRawText,
  textAlone,
];

/** Things counted in a text the page shows, never elements: "7 words", "120 characters left". */
const COUNTER_WORDS = /^(?:words?|characters?|chars?|letters?|characters? left|characters? remaining)$/i;

/** Readings of one step at most (the live page chooses among them), and parse runs per rule. */
export const MAX_READINGS = 8;
const MAX_RUNS = 64;

/** A key equal for deep-equal bodies (the rules build their objects in a fixed key order). */
const keyOf = (body: StepBody): string => JSON.stringify(body);

/**
 * Every way the tokens read as a whole step, most likely first: rules in their order, and
 * within a rule, unquoted names ending at their earliest delimiter first. Adds to `out`.
 */
export function readingsOf(toks: Token[], out: StepBody[], keep: (body: StepBody) => boolean = () => true): void {
  const known = new Set(out.map(keyOf));
  for (const rule of RULES) {
    const choices = new Choices();
    let runs = 0;
    let matched = false;
    do {
      const c = new Cursor(toks, choices);
      const body = rule(c);
      if (body && c.done && keep(body)) matched = true;
      if (body && c.done && keep(body) && !known.has(keyOf(body))) {
        known.add(keyOf(body));
        out.push(body);
        if (out.length >= MAX_READINGS) return;
      }
    } while (++runs < MAX_RUNS && choices.next());
    // An action rule's phrasing is fixed ("enter the one-time code of X into Code"): the generic
    // rules reading the same words otherwise (typing that text) would only compete on the page.
    if (rule === actionRule && matched) return;
  }
}

/** Parses the text of a single step; undefined when it is not in the language. Throws QuoteError for an unclosed quote. */
export function parseStep(text: string): StepBody | undefined {
  return parseReadings(text)[0];
}

/** Every reading of the text of a single step, most likely first; empty when none. Throws QuoteError for an unclosed quote. */
export function parseReadings(text: string): StepBody[] {
  return withTwins(readingsOfVariants(text), text, keyOf);
}

function readingsOfVariants(text: string): StepBody[] {
  const out: StepBody[] = [];
  const known = new Set<string>();
  for (const variant of sentenceVariants(text)) {
    let toks: Token[];
    try {
      toks = tokenize(variant);
    } catch (e) {
      // only the text as written reports its unclosed quote
      if (variant === text) throw e;
      continue;
    }
    for (const read of readingsOfForms(toks)) {
      const body = settled(read);
      if (known.has(keyOf(body))) continue;
      known.add(keyOf(body));
      out.push(body);
      if (out.length >= MAX_READINGS) return out;
    }
  }
  return out;
}

export function parseTokens(toks: Token[]): StepBody | undefined {
  return readingsOfForms(toks)[0];
}
