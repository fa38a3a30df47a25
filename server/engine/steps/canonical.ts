/**
 * A step body printed back in the quoted step language (docs/step-language.md): the form a
 * generation records for the reading it chose, shows in the step timeline and replays. Each
 * kind has a few phrasings, plainest first; the first one the parser reads back as the same body
 * is used, so the printed text always means exactly that body.
 */
import { isDeepStrictEqual } from 'node:util';
import { parseStep } from './grammar.ts';
import { QuoteError } from './tokens.ts';
import type { ElementState, ElementType, StepBody, Target, Value } from './types.ts';

/**
 * Quotes text so the tokenizer gives it back unchanged: "…" unless the text holds a double
 * quote, then ‘…’ or '…' (an apostrophe inside a word, as in Bob's, does not close those).
 */
export function quote(text: string): string {
  // (a text ending in a backslash would escape its closing "…": tokens.ts reads \" inside "…" as a quote)
  if (!/["”]/.test(text) && !text.endsWith('\\')) return `"${text}"`;
  const apostrophesInWords = (closers: RegExp): boolean => [...text.matchAll(closers)].every((m) => /[\p{L}\p{N}]/u.test(text[m.index + 1] ?? ''));
  if (apostrophesInWords(/[’']/g)) return `‘${text}’`;
  return `“${text}”`;
}

function value(v: Value): string {
  switch (v.type) {
    case 'literal':
      return quote(v.text);
    case 'parameter':
      return `@${v.key}`;
    case 'variable':
      return `{{${v.name}}}`;
    case 'credential':
      return v.field ? `the ${v.field} of ${quote(v.name)}` : `credential ${quote(v.name)}`;
  }
}

/** The word the parser reads as each element type (plurals add s / es as the parser does). */
const TYPE_WORD: Record<ElementType, string> = {
  button: 'button',
  link: 'link',
  field: 'field',
  checkbox: 'checkbox',
  radio: 'radio button',
  dropdown: 'dropdown',
  heading: 'heading',
  image: 'image',
  tab: 'tab',
  row: 'row',
  cell: 'cell',
  menuitem: 'menu item',
  option: 'option',
  dialog: 'dialog',
  table: 'table',
  text: 'text',
  element: 'element',
};
const plural = (w: string): string => (/(?:x|s)$/.test(w) ? `${w}es` : `${w}s`);

function ordinal(o: number | 'last'): string {
  if (o === 'last') return 'last';
  const teen = o % 100 >= 11 && o % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[o % 10] ?? 'th');
  return `${o}${suffix}`;
}

const RELATION_WORDS = { near: 'near', below: 'below', above: 'above', leftOf: 'to the left of', rightOf: 'to the right of' };

/** `the 2nd "Delete" button in the "Users" section`; `plural` for counts (`3 "Item" rows`). */
function target(t: Target, { article = true, plural: many = false } = {}): string {
  const words: string[] = [];
  if (article || t.focused) words.push('the');
  if (t.focused) words.push('focused', t.elementType ? TYPE_WORD[t.elementType] : 'element');
  if (t.ordinal !== undefined) words.push(ordinal(t.ordinal));
  if (t.text !== undefined && !t.focused) words.push(quote(t.text));
  // ("3 products": things the page calls so, by their kind word alone)
  const nounOnly = t.text === undefined && t.noun !== undefined && t.elementType === 'element';
  if (nounOnly) words.push(many ? plural(t.noun!) : t.noun!);
  else {
    if (t.elementType && !t.focused) words.push(many ? plural(TYPE_WORD[t.elementType]) : TYPE_WORD[t.elementType]);
    if (t.noun !== undefined) words.push(t.noun);
  }
  if (t.shows !== undefined) words.push(`that shows ${quote(t.shows)}`);
  if (t.within) {
    const kind = t.within.kind === 'dialog' ? 'dialog' : 'section';
    words.push(t.within.name === undefined ? `in the ${kind}` : `in the ${quote(t.within.name)} ${kind}`);
  }
  if (t.relation) words.push(RELATION_WORDS[t.relation.kind], target(t.relation.target));
  if (t.table) {
    words.push(`in the row containing ${quote(t.table.rowContaining)}`);
    if (t.table.column !== undefined) words.push(`and column ${quote(t.table.column)}`);
  }
  if (t.rowNumber !== undefined) words.push(`in the ${ordinal(t.rowNumber)} row`);
  return words.join(' ');
}

const STATE_WORD: Record<ElementState, string> = {
  visible: 'visible',
  hidden: 'hidden',
  enabled: 'enabled',
  disabled: 'disabled',
  checked: 'checked',
  unchecked: 'unchecked',
};

/** Phrasings of a body, plainest first. */
function phrasings(b: StepBody): string[] {
  switch (b.kind) {
    case 'goto':
      return [`go to ${value(b.url)}`];
    case 'click':
      return [`${b.clicks === 2 ? 'double-click' : 'click'} ${target(b.target)}`];
    case 'hover':
      return [`hover over ${target(b.target)}`];
    case 'fill':
      return [`enter ${value(b.value)} into ${target(b.target)}`];
    case 'clear':
      return [`clear ${target(b.target)}`, `clear the value of ${target(b.target)}`];
    case 'select':
      return [`select ${value(b.option)} from ${target(b.target)}`];
    case 'check':
      return [`check ${target(b.target)}`, `tick ${target(b.target)}`];
    case 'uncheck':
      return [`uncheck ${target(b.target)}`];
    case 'press':
      return [`press ${quote(b.keys)}`];
    case 'waitForText':
      return [`wait for ${value(b.text)}`, `wait for the text ${value(b.text)}`];
    case 'waitForElement':
      return [`wait for ${target(b.target)}`];
    case 'waitForUrl':
      return [`wait until the URL ${b.match === 'contains' ? 'contains' : 'is'} ${value(b.url)}`];
    case 'upload':
      return [`upload ${value(b.file)} to ${target(b.target)}`];
    case 'store':
      return [`store the text of ${target(b.target)} as {{${b.variable}}}`];
    case 'expectText':
      // (a text written like an id, "sign-up", says it is a text: alone it reads as the element so named)
      return [
        `I should ${b.visible ? '' : 'not '}see ${b.text.type === 'literal' && /^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(b.text.text) ? 'the text ' : ''}${value(b.text)}`,
      ];
    case 'expectElement':
      return [`verify that ${target(b.target)} is ${STATE_WORD[b.state]}`];
    case 'expectCount':
      return [`there are ${b.count} ${target(b.target, { article: false, plural: true })}`, `there are ${b.count} ${target(b.target)}`];
    case 'expectUrl':
      return [`the URL ${b.match} ${value(b.url)}`];
    case 'expectTitle':
      return [`the title ${b.match} ${value(b.title)}`];
    case 'useModule':
      return [`use module ${quote(b.name)}`];
    // Item 4 actions (actionRules.ts).
    case 'navigate':
      return [b.action === 'reload' ? 'reload the page' : `go ${b.action}`];
    case 'sleep':
      return [`wait ${b.seconds} seconds`];
    case 'scroll': {
      const inArea = b.area ? ` in ${target(b.area)}` : '';
      if (b.to) return [`scroll to ${target(b.to)}`, `scroll ${target(b.to)} into view`];
      if (b.edge) return [`scroll to the ${b.edge}${b.area ? ` of ${target(b.area)}` : ''}`];
      const pages = b.pages ?? 1;
      return [`scroll ${pages < 0 ? 'up' : 'down'} ${Math.abs(pages)} pages${inArea}`];
    }
    case 'switchTab':
      return [b.to === 'new' ? 'switch to the new tab' : 'switch to the first tab'];
    case 'dialog':
      return [b.text ? `accept the next dialog with ${value(b.text)}` : `${b.accept ? 'accept' : 'dismiss'} the next dialog`];
    case 'rightClick':
      return [`right-click ${target(b.target)}`];
    case 'focus':
      return [`focus on ${target(b.target)}`];
    case 'pressIn':
      return [`press ${quote(b.keys)} in ${target(b.target)}`];
    case 'expectValue':
      return [`${target(b.target)} should have the value ${value(b.value)}`];
    case 'expectPage':
      return [`I should be on the ${quote(b.name)} page`];
    case 'expectCountBound': {
      const words = b.bound === 'atLeast' ? 'at least' : 'at most';
      return [
        `there are ${words} ${b.count} ${target(b.target, { article: false, plural: true })}`,
        `there are ${words} ${b.count} ${target(b.target)}`,
      ];
    }
    case 'search':
      return [`search for ${value(b.text)}`];
    case 'fillOneTimeCode':
      return [`enter the one-time code of ${quote(b.credential)} into ${target(b.target)}`];
    case 'drag':
      return [`drag ${target(b.target)} onto ${target(b.onto)}`];
    case 'switchTabTo':
      return [b.by === 'title' ? `switch to the tab with the title ${value(b.text)}` : `switch to the tab whose URL contains ${value(b.text)}`];
    case 'openTab':
      return [b.url ? `open ${value(b.url)} in a new tab` : 'open a new tab'];
    case 'closeTab':
      return ['close the tab'];
    case 'expectDialog':
      return [b.match === 'is' ? `the dialog should say ${value(b.text)}` : `the dialog message should contain ${value(b.text)}`];
    default:
      // A kind without a phrasing here yet: callers fall back to the text as written.
      return [];
  }
}

function readsBack(text: string, b: StepBody): boolean {
  try {
    // structuredClone: a body built elsewhere may have another prototype; only its data counts.
    return isDeepStrictEqual(parseStep(text), structuredClone(b));
  } catch (e) {
    if (e instanceof QuoteError) return false;
    throw e;
  }
}

/**
 * The body in the quoted step language: parseStep(canonicalStep(b)) deep-equals b for every
 * body the language can express. (A few cannot, e.g. waiting for a bare "X" element, which
 * the language reads as waiting for text; those get their plainest phrasing.)
 */
export function canonicalStep(body: StepBody): string {
  // A whole Step may be passed: only its body is printed and compared.
  const { source: _source, line: _line, readings: _readings, module: _module, ...only } = body as StepBody & Record<string, unknown>;
  body = only as StepBody;
  const all = phrasings(body);
  return all.find((text) => readsBack(text, body)) ?? all[0] ?? '';
}
