/**
 * How much a live element resembles the element generation recorded (its fingerprint). A heal
 * may only propose an element with a strong sign that it is the same one: a wrong heal hides a
 * real bug, which is worse than no heal. Pure functions, so the rules can be read and tested
 * without a browser.
 *
 * A strong sign is one of:
 * - an identity attribute (id, test id, name, placeholder, aria-label) with the recorded value,
 *   carried by no other element; a link's address only counts in the recorded place, as many
 *   links of a page go to the same address;
 * - the same words as the recorded name or text (case, punctuation, symbols, plurals aside);
 * - the recorded place, with the same tag and a name that says the recorded one with words
 *   added or dropped (`Continue` → `Continue to payment`), and no identity attribute of another
 *   element. A word replaced (`Add to cart` → `Add to wishlist`) is another control.
 */
import type { Fingerprint } from '../../engine/locate/resolution.ts';

/** What is compared: a fingerprint without the frames (those only say where to look). */
export type Look = Omit<Fingerprint, 'frames'>;

export interface Resemblance {
  /** Same role, or roles a redesign swaps freely (a button restyled as a link). */
  sameKind: boolean;
  /** Identity attributes with the recorded value that count as evidence here. */
  sameAttributes: string[];
  /** Identity attributes both have with different values: a sign of another element. */
  conflictingAttributes: string[];
  /** The same words as the recorded name or text. */
  sameWords: boolean;
  /** One name's words hold all of the other's (the same words included). */
  wordsKept: boolean;
  /** 0..1, shared words over all words, for ordering. */
  nameSimilarity: number;
  samePlace: boolean;
  /** Between the centres of the boxes, in pixels; null when either has no box. */
  distance: number | null;
  /** Whether the evidence is enough to call it the same element. */
  strong: boolean;
  /** For ordering: higher resembles more. */
  score: number;
}

/** Attributes developers give one element to find it by. */
export const IDENTITY_ATTRIBUTES = ['id', 'data-testid', 'name', 'placeholder', 'aria-label', 'href'] as const;
/** Attributes that differ only between different elements (texts like placeholders get reworded). */
const CONFLICT_ATTRIBUTES = ['id', 'data-testid', 'name', 'href'];
/** Attributes that say where an element leads, not which it is: evidence only in the recorded place. */
const PLACE_BOUND_ATTRIBUTES = ['href'];

/** Boxes sharing this much of the smaller one are "the same place" (a longer text grows a button in place). */
const SAME_PLACE_OVERLAP = 0.5;
/** ...as long as neither is more than this many times as wide or tall as the other. */
const SAME_PLACE_SIZE_RATIO = 3;

/** Roles a redesign swaps for one another without changing what the control does. */
const ROLE_FAMILIES: string[][] = [
  ['button', 'link'],
  ['textbox', 'searchbox', 'spinbutton'],
  ['combobox', 'listbox'],
  ['checkbox', 'switch'],
  ['menuitem', 'menuitemcheckbox', 'menuitemradio'],
];

/** The roles interchangeable with this one (itself included). */
export function roleFamily(role: string): string[] {
  return ROLE_FAMILIES.find((family) => family.includes(role)) ?? [role];
}

export function sameKind(a: Look, b: Look): boolean {
  if (!a.role || !b.role) return !a.role && !b.role && a.tag === b.tag;
  return roleFamily(a.role).includes(b.role);
}

/** Lower-case words, punctuation and symbols aside, a plural `s` dropped: `Remove items →` → remove, item. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

/** How many of `x`'s words `y` has too (each word of `y` used once). */
function common(x: string[], y: string[]): number {
  const pool = [...y];
  let count = 0;
  for (const w of x) {
    const i = pool.indexOf(w);
    if (i >= 0) {
      count++;
      pool.splice(i, 1);
    }
  }
  return count;
}

/** Equal words, however spaced (`E-mail` and `Email`). */
export function sameWordsAs(a: string, b: string): boolean {
  const x = words(a);
  const y = words(b);
  return x.length > 0 && (x.join(' ') === y.join(' ') || x.join('') === y.join(''));
}

/** Whether one text's words are all in the other (`Continue` and `Continue to payment`). */
export function wordsKeptIn(a: string, b: string): boolean {
  const x = words(a);
  const y = words(b);
  if (!x.length || !y.length) return false;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return common(short, long) === short.length;
}

/** 0..1: shared words over all words (Dice). */
export function textSimilarity(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (!x.length || !y.length) return 0;
  if (sameWordsAs(a, b)) return 1;
  return (2 * common(x, y)) / (x.length + y.length);
}

/** The recorded and candidate texts to compare: names and visible texts. */
function pairs(recorded: Look, candidate: Look): [string, string][] {
  const theirs = [recorded.name, recorded.text].filter(Boolean);
  const ours = [candidate.name, candidate.text].filter(Boolean);
  return theirs.flatMap((a) => ours.map((b): [string, string] => [a, b]));
}

/**
 * Values frameworks make up at render time (React's `:r1:`, `ember1234`, hashes): equal by chance
 * of render order, not because someone named the element so.
 */
export function looksGenerated(value: string): boolean {
  const hexRuns = value.match(/[0-9a-f]{8,}/gi) ?? [];
  return value.includes(':') || /\d{4,}/.test(value) || /^\d+$/.test(value) || hexRuns.some((run) => /\d/.test(run));
}

/** Whether an attribute value can say who the element is at all. */
function identifying(attribute: string, value: string, role: string | null): boolean {
  if (!value.trim()) return false;
  // Radio buttons of a group share their name; `#` and script links go nowhere in particular.
  if (attribute === 'name' && role === 'radio') return false;
  if (attribute === 'href') return !/^(#|javascript:)/i.test(value.trim());
  if (attribute === 'id' || attribute === 'name') return !looksGenerated(value);
  return true;
}

/** Boxes that mostly overlap, of comparable size; and how far apart their centres are. */
function placeOf(recorded: Look, candidate: Look): { samePlace: boolean; distance: number | null } {
  const a = recorded.box;
  const b = candidate.box;
  if (!a || !b) return { samePlace: false, distance: null };
  const distance = Math.hypot(a.x + a.width / 2 - (b.x + b.width / 2), a.y + a.height / 2 - (b.y + b.height / 2));
  const across = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const down = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  const smaller = Math.min(a.width * a.height, b.width * b.height);
  const ratio = (p: number, q: number) => (p > 0 && q > 0 ? Math.max(p, q) / Math.min(p, q) : Number.POSITIVE_INFINITY);
  const comparable = ratio(a.width, b.width) <= SAME_PLACE_SIZE_RATIO && ratio(a.height, b.height) <= SAME_PLACE_SIZE_RATIO;
  return { samePlace: smaller > 0 && (across * down) / smaller >= SAME_PLACE_OVERLAP && comparable, distance };
}

/**
 * Compares a live element with the recorded one. `shared` names the identity attributes whose
 * recorded value more than one live element carries: those cannot tell which element it is.
 */
export function resemble(recorded: Look, candidate: Look, shared: ReadonlySet<string> = new Set()): Resemblance {
  const kind = sameKind(recorded, candidate);
  const { samePlace, distance } = placeOf(recorded, candidate);
  const sameAttributes: string[] = [];
  const conflictingAttributes: string[] = [];
  for (const attribute of IDENTITY_ATTRIBUTES) {
    const was = recorded.attributes[attribute];
    const is = candidate.attributes[attribute];
    if (was === undefined || is === undefined || !identifying(attribute, was, recorded.role)) continue;
    if (was !== is) {
      if (CONFLICT_ATTRIBUTES.includes(attribute)) conflictingAttributes.push(attribute);
    } else if (!shared.has(attribute) && (samePlace || !PLACE_BOUND_ATTRIBUTES.includes(attribute))) {
      sameAttributes.push(attribute);
    }
  }
  const texts = pairs(recorded, candidate);
  const sameWords = texts.some(([a, b]) => sameWordsAs(a, b));
  const wordsKept = texts.some(([a, b]) => wordsKeptIn(a, b));
  const nameSimilarity = Math.max(0, ...texts.map(([a, b]) => textSimilarity(a, b)));
  // The place alone proves little (whatever replaced the element sits there): it counts with the
  // same tag, the recorded words kept or shortened, and no identity attribute of another element.
  const placed = samePlace && recorded.tag === candidate.tag && wordsKept && conflictingAttributes.length === 0;
  const strong = kind && (sameAttributes.length > 0 || sameWords || placed);
  const nearness = distance === null ? 0 : 1 / (1 + distance / 100);
  const score = 3 * sameAttributes.length - 2 * conflictingAttributes.length + 2 * nameSimilarity + (samePlace ? 1 : 0) + nearness;
  return { sameKind: kind, sameAttributes, conflictingAttributes, sameWords, wordsKept, nameSimilarity, samePlace, distance, strong, score };
}
