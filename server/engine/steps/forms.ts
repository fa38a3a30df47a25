/**
 * The ways people write a step around the step language (issue 17 item 3): Gherkin keywords,
 * first person and third person (`I click`, `the user clicks on`), polite and modal forms
 * (`please click`, `user should be able to see`), `I am on the home page`, an `Expected result:`
 * tail, and typos in the verb. Each is a rewrite of the step's tokens, tried after the text as
 * written; the grammar itself stays one language.
 */
import { isCommonEnglishWord } from './englishWords.ts';
import { isLanguageWord, MAX_READINGS, readingsOf } from './grammar.ts';
import type { Token } from './tokens.ts';
import type { StepBody } from './types.ts';

/** Optimal-string-alignment edit distance. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The first words of the language's steps: what a verb typo is corrected to, and what "clicks" is the form of. */
export const VERBS = (
  'click double-click doubleclick tap press hit hover type enter fill input write put set clear empty select choose pick ' +
  'uncheck untick deselect check tick mark wait upload attach store save remember capture copy use run go navigate browse ' +
  'open visit load verify expect assert ensure confirm validate see scroll switch accept dismiss drag focus search reload ' +
  'refresh sleep pause'
).split(' ');

const word = (raw: string): Token => ({ t: 'word', v: raw.toLowerCase(), raw });
const words = (phrase: string): Token[] => phrase.split(' ').map(word);

/** The phrase's words at i (case-insensitive), or 0. */
function at(toks: Token[], i: number, phrase: string): number {
  const ws = phrase.split(' ');
  return ws.every((w, k) => toks[i + k]?.t === 'word' && toks[i + k].v === w) ? ws.length : 0;
}
function startsWith(toks: Token[], i: number, phrases: string[]): number {
  for (const p of phrases) {
    const n = at(toks, i, p);
    if (n) return n;
  }
  return 0;
}

/** Words before the step proper: Gherkin keywords and politeness. */
const LEAD = [
  'be able to',
  'go ahead and',
  "let's",
  'lets',
  'let us',
  'given',
  'when',
  'then',
  'and',
  'but',
  'please',
  'kindly',
  'now',
  'also',
  'just',
  'simply',
  'finally',
  'next',
];
const SUBJECTS = [
  'the user',
  'a user',
  'user',
  'the customer',
  'the visitor',
  'the tester',
  'the admin',
  'i',
  'we',
  'you',
  'they',
  'he',
  'she',
  'someone',
];
/** Modal phrases between the subject and the verb, dropped ("should" too: `I should see` reads as `see`). */
const MODALS = [
  'should be able to',
  'must be able to',
  'is able to',
  'am able to',
  'are able to',
  'will be able to',
  'can',
  'could',
  'will',
  'should',
  'must',
  'shall',
  'would like to',
  'want to',
  'wants to',
  'try to',
  'tries to',
  'attempt to',
  'attempts to',
  'need to',
  'needs to',
  'have to',
  'has to',
  'then',
  'now',
  'also',
];
const HOME = ['home page', 'homepage', 'home screen', 'main page', 'landing page', 'start page', 'front page', 'index page', 'home'];

function stripLead(toks: Token[]): Token[] {
  let i = 0;
  for (let n = startsWith(toks, i, LEAD); n; n = startsWith(toks, i, LEAD)) {
    i += n;
    while (toks[i]?.t === 'punct') i++;
  }
  return i ? toks.slice(i) : toks;
}

/** The step without its lead words, subject and modal (`And I should be able to click X` → `click X`), verb as written. */
export function coreTokens(toks: Token[]): Token[] {
  const lead = stripLead(toks);
  let i = startsWith(lead, 0, SUBJECTS);
  // "I shuold see": the subject belongs to the (misspelt) expectation, kept.
  if (!i || (lead[i]?.t === 'word' && correctVerb(lead[i].v, ['should', 'see']))) return lead;
  for (let n = startsWith(lead, i, MODALS); n; n = startsWith(lead, i, MODALS)) i += n;
  return i < lead.length ? lead.slice(i) : lead;
}

/** `clicks` → `click`, `goes` → `go`, `verifies` → `verify`: the verb a third-person form stands for. */
export function baseVerb(v: string): string | undefined {
  if (VERBS.includes(v)) return v;
  for (const [suffix, repl] of [
    ['ies', 'y'],
    ['es', ''],
    ['s', ''],
  ]) {
    if (v.endsWith(suffix) && VERBS.includes(v.slice(0, -suffix.length) + repl)) return v.slice(0, -suffix.length) + repl;
  }
  return undefined;
}

/** `go to the home page`, `I am on the homepage`: the site's root, the one page whose address is known. */
function homePage(toks: Token[], i: number): boolean {
  const k = i + (at(toks, i, 'the') || at(toks, i, 'our') || at(toks, i, 'my'));
  // (Behat's `I am on the "home" page`: the page's name quoted)
  const quoted = toks[k];
  if (
    quoted?.t === 'quoted' &&
    /^(?:home|homepage|home page|main|landing|start|front|index)$/i.test(quoted.v.trim()) &&
    k + 1 + at(toks, k + 1, 'page') === toks.length
  )
    return true;
  // "the application", "the AUT", "app": the site under test itself
  const app = startsWith(toks, k, SITE);
  if (app && k + app === toks.length) return true;
  // "navigate to OrangeHRM URL": the site's own name (capitalised), then URL
  const named = toks.slice(k, -1);
  if (
    at(toks, toks.length - 1, 'url') &&
    named.length >= 1 &&
    named.length <= 3 &&
    named.every((t) => t.t === 'word' && /^\p{Lu}/u.test(t.raw) && !/^(?:login|log|sign|home|register|signup|checkout|cart|admin)/i.test(t.raw))
  )
    return true;
  // "the Advantage Online Shopping home page", "site homepage", "the shopping website": a site's
  // name (up to four words) before the words that mean its first page
  for (let skip = 0; skip <= 4 && k + skip < toks.length; skip++) {
    if (skip && toks[k + skip - 1].t !== 'word') return false;
    let j = k + skip;
    const n = startsWith(toks, j, skip ? NAMED_HOME : HOME);
    if (!n) continue;
    j += n;
    j += at(toks, j, 'page');
    if (j === toks.length) return true;
  }
  return false;
}
/** What the site under test is called as a whole. */
const SITE = [
  'application under test',
  'app under test',
  'system under test',
  'web application',
  'application',
  'app',
  'aut',
  'web app',
  'webapp',
  'website url',
  'site url',
  'app url',
  'application url',
  'base url',
  'site',
  'website',
  'web site',
  'system',
  'software application',
  'software',
  'web portal',
  'portal',
  'application root url',
  'application root',
  'app root',
  'site root',
  'root url',
  'root page',
].sort((a, b) => b.split(' ').length - a.split(' ').length);
/** What a site's first page is called after the site's name. */
const NAMED_HOME = ['home page', 'homepage', 'main page', 'landing page', 'start page', 'front page', 'website', 'web site', 'site'];
const GOTO = [
  'go to',
  'navigate to',
  'browse to',
  'open',
  'visit',
  'revisit',
  'load',
  'return to',
  'go back to',
  'navigate back to',
  'come back to',
  'launch',
  'start',
  'access',
];
const URLISH = /^(?:https?:\/\/|\/|www\.|localhost)|^[\w-]+(?:\.[\w-]+)+(?:[:/?#].*)?$/i;

/** The rewrites of a step (without its lead words) that put its subject and verb in the language's form. */
function subjectForms(toks: Token[]): Token[][] {
  const forms: Token[][] = [];
  const s = startsWith(toks, 0, SUBJECTS);
  if (!s) return forms;
  // "I am on the home page", "the user is at /login": a navigation when the address is known.
  const be = startsWith(toks, s, ['am now on', 'is now on', 'are now on', 'am on', 'is on', 'are on', 'am at', 'is at', 'are at']);
  if (be) {
    const rest = toks.slice(s + be);
    // (a quoted path, "admin/structure/types", is an address too)
    const path = rest.length === 1 && rest[0].t === 'quoted' && /^[^\s]*\/[^\s]*$/.test(rest[0].v) ? rest : undefined;
    const url =
      rest.length === 1 && rest[0].t === 'word' && URLISH.test(rest[0].raw) ? rest : (path ?? (homePage(rest, 0) ? [word('/')] : undefined));
    if (url) forms.push([...words('go to'), ...url]);
  }
  // "the user should be able to see" → "the user should see" (the language's own expectation form)
  const able = startsWith(toks, s, ['should be able to', 'must be able to', 'will be able to', 'is able to', 'am able to', 'are able to', 'can']);
  if (able && at(toks, s + able, 'see')) forms.push([...toks.slice(0, s), ...words('should'), ...toks.slice(s + able)]);
  let i = s;
  for (let n = startsWith(toks, i, MODALS); n; n = startsWith(toks, i, MODALS)) i += n;
  // "I have navigated to …", "user has clicked …": the deed told as done, read as the deed
  if (at(toks, i, 'have') || at(toks, i, 'has')) i += 1;
  const verb = toks[i];
  if (verb?.t !== 'word') return forms;
  const base = baseVerb(verb.v) ?? pastTense(verb.v);
  const rest = toks.slice(i + 1);
  forms.push([base && base !== verb.v ? word(base) : verb, ...rest]);
  return forms;
}

/** `clicked` → `click`, `navigated` → `navigate`, `tapped` → `tap`: a verb's past, after its doer (`I clicked on Cart`). */
function pastTense(v: string): string | undefined {
  if (!v.endsWith('ed')) return undefined;
  const stems = [v.slice(0, -2), v.slice(0, -1), v.slice(0, -3), v.replace(/ied$/, 'y')];
  return stems.find((stem) => stem.length > 2 && VERBS.includes(stem) && !STATE_PARTICIPLES.has(v));
}
/** Past forms that after a doer say a state, not a deed done (`I am checked in`): never read as the verb. */
const STATE_PARTICIPLES = new Set([
  'checked',
  'selected',
  'enabled',
  'disabled',
  'displayed',
  'expanded',
  'collapsed',
  'closed',
  'opened',
  'logged',
  'signed',
]);

/** `go to the home page` → `go to /`. */
function homeForm(toks: Token[]): Token[] | undefined {
  const g = startsWith(toks, 0, GOTO);
  return g && homePage(toks, g) ? [...words('go to'), word('/')] : undefined;
}

/** `I'm on …` → `I am on …`, `we're` → `we are`, `there's` → `there is`: a contracted subject and verb written out. */
function uncontracted(toks: Token[]): Token[] | undefined {
  const m = toks[0]?.t === 'word' ? /^(i|we|you|they|there|it)['’](m|re|s)$/.exec(toks[0].v) : null;
  return m ? [word(m[1]), word(m[2] === 'm' ? 'am' : m[2] === 're' ? 'are' : 'is'), ...toks.slice(1)] : undefined;
}

/** `Clicking the "Sign Up" button`, `Entering "ada" in Name`: a step written as what is being done. */
function gerundForm(toks: Token[]): Token[] | undefined {
  const first = toks[0];
  if (first?.t !== 'word' || !first.v.endsWith('ing') || toks.length < 2) return undefined;
  const stem = first.v.slice(0, -3);
  const base = [stem, `${stem}e`, stem.slice(0, -1), stem.replace(/y$/, 'y')].find((b) => b.length > 2 && VERBS.includes(b));
  return base ? [word(base), ...toks.slice(1)] : undefined;
}

/** Every form of the step to read, as written first; no two alike. */
function forms(toks: Token[]): Token[][] {
  const out: Token[][] = [toks];
  const lead = stripLead(toks);
  if (lead !== toks) out.push(lead);
  for (const f of [...out]) {
    const written = uncontracted(f);
    if (written) out.push(written);
  }
  for (const f of [...out]) out.push(...subjectForms(f));
  for (const f of [...out]) {
    const doing = gerundForm(f);
    if (doing) out.push(doing);
  }
  // A navigation whose address is known ("I am on the home page" in a Given) goes first.
  const navigations: Token[][] = [];
  for (const f of out) {
    const home = homeForm(f);
    if (home) navigations.push(home);
    else if (at(f, 0, 'go to') && f.length === 3 && (f[2].t === 'word' || f[2].t === 'quoted') && f !== toks) navigations.push(f);
  }
  out.unshift(...navigations);
  const seen = new Set<string>();
  return out.filter((f) => {
    const key = f.map((t) => `${t.t}:${t.v}`).join(' ');
    if (seen.has(key) || !f.length) return false;
    seen.add(key);
    return true;
  });
}

/** The verb this misspelt word most likely is (edit distance 1 for short words, 2 for longer), if any. */
/** Spellings too far from the verb for the edit distance of a short word (Indonesian, Dutch and Polish "klik"). */
const OTHER_SPELLINGS: Record<string, string> = { klik: 'click', kliknij: 'click' };

export function correctVerb(v: string, candidates: string[] = VERBS): string | undefined {
  if (OTHER_SPELLINGS[v] && candidates.includes(OTHER_SPELLINGS[v])) return OTHER_SPELLINGS[v];
  if (v.length < 3 || candidates.includes(v) || !/^[a-z-]+$/.test(v)) return undefined;
  // "Clicks", "presses": the third person of a verb, not a typo of it.
  const stem = [v.slice(0, -1), v.slice(0, -2)].find((b) => v.endsWith('s') && candidates.includes(b));
  if (stem) return stem;
  // A word of its own ("want", "wave", "get") is what its author wrote, not a verb misspelt.
  if (isCommonEnglishWord(v)) return undefined;
  // "Saved", "Loading", "Opened" are a verb's forms (often a name), not a typo of it
  if (/(?:ed|ing)$/.test(v) && [v.slice(0, -1), v.slice(0, -2), v.slice(0, -3), `${v.slice(0, -3)}e`].some((b) => candidates.includes(b)))
    return undefined;
  const limit = v.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestD = limit + 1;
  for (const c of candidates) {
    const d = editDistance(v, c);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

/** The form with a misspelt verb corrected (`klick` → `click`, `I shuold see` → `I should see`), or undefined. */
function typoForm(toks: Token[]): Token[] | undefined {
  const first = toks[0];
  if (first?.t !== 'word') return undefined;
  // "user", "tab", "then" are words of their own, not "use", "tap", "when" misspelt
  const known = (v: string): boolean => isLanguageWord(v) || [...SUBJECTS, ...LEAD].some((p) => p.split(' ')[0] === v);
  const fixed = known(first.v) ? undefined : correctVerb(first.v);
  if (fixed) return [word(fixed), ...toks.slice(1)];
  const s = startsWith(toks, 0, SUBJECTS);
  const next = toks[s];
  if (!s || next?.t !== 'word') return undefined;
  const fixedNext = correctVerb(next.v, [...VERBS, 'should', 'clicks', 'enters', 'types', 'selects', 'sees']);
  return fixedNext ? [...toks.slice(0, s), word(fixedNext), ...toks.slice(s + 1)] : undefined;
}

/** The step after `Expected result:` / `Expected:`, or undefined when the step has no such lead. */
function expectedTail(toks: Token[]): Token[] | undefined {
  if (!at(toks, 0, 'expected') && !at(toks, 0, 'expectation')) return undefined;
  let i = 1 + startsWith(toks, 1, ['results', 'result', 'outcome', 'behaviour', 'behavior']);
  if (toks[i]?.t === 'punct' || (toks[i]?.t === 'word' && /^[-–—]$/.test(toks[i].v))) i++;
  else return undefined;
  return toks.length > i ? toks.slice(i) : undefined;
}

const EXPECT_VERB = ['verify', 'check', 'expect', 'assert', 'ensure', 'confirm', 'validate', 'make sure'];
const isExpectation = (body: StepBody): boolean => body.kind.startsWith('expect');

/** Every reading of one step's tokens in all its forms, most likely first (at most MAX_READINGS). */
export function readingsOfForms(toks: Token[]): StepBody[] {
  const out: StepBody[] = [];
  const tail = expectedTail(toks);
  // An "Expected result:" tail is read as the step's expectation only.
  const all = tail ? forms(tail).flatMap((f) => (startsWith(f, 0, EXPECT_VERB) ? [f] : [f, [...words('verify that'), ...f]])) : forms(toks);
  const keep = tail ? isExpectation : undefined;
  // A first word one or two letters from a verb is that verb misspelt ("veryfy Done is visible"
  // is not the text "veryfy Done"): those readings come first, the text as written after.
  const fixed = all.map(typoForm).filter((f): f is Token[] => f !== undefined);
  for (const f of [...fixed, ...all]) {
    readingsOf(f, out, keep);
    if (out.length >= MAX_READINGS) return out;
  }
  return out;
}
