/**
 * The last reading of a line nothing else reads: a project's own Behat or Cucumber step, written
 * around quoted names (`I click on the "Signed off" "Views" property`, `I should see "Site options"
 * in the "Configure site sub-menu" "Nav" property`). Its verb says what is done and its quoted
 * names what to; the words around them (a framework's selector words, where the thing sits) are
 * set aside. Nothing is guessed silently: the reading is recorded and shown in the quoted language,
 * and generation acts only on an element the live page has exactly once.
 */
import { quote } from './compounds.ts';
import { baseVerb, coreTokens } from './forms.ts';
import { isKeyName } from './grammar.ts';
import { QuoteError, tokenize, type Token } from './tokens.ts';

type Deed = 'click' | 'fill' | 'select' | 'see' | 'check' | 'uncheck' | 'hover';

/** The verbs a salvaged line may have, by what they do (base forms; "clicks", "clicking" are found too). */
const DEEDS: Record<string, Deed> = {
  click: 'click',
  tap: 'click',
  press: 'click',
  hit: 'click',
  follow: 'click',
  activate: 'click',
  fill: 'fill',
  enter: 'fill',
  type: 'fill',
  input: 'fill',
  put: 'fill',
  write: 'fill',
  set: 'fill',
  provide: 'fill',
  select: 'select',
  choose: 'select',
  pick: 'select',
  see: 'see',
  check: 'check',
  tick: 'check',
  enable: 'check',
  uncheck: 'uncheck',
  untick: 'uncheck',
  disable: 'uncheck',
  hover: 'hover',
};

const NEGATION = /^(?:not|never|no|don't|doesn't|shouldn't|can't|cannot|mustn't|won't)$/;

/**
 * The deed a word is the verb of (`clicks`, `should see` → see), if any; `clicking` only as the
 * line's first word (elsewhere "the following users" is no following).
 */
function deedOf(word: string, first: boolean): Deed | undefined {
  const gerund = first && word.endsWith('ing') ? [word.slice(0, -3), `${word.slice(0, -3)}e`].find((b) => DEEDS[b]) : undefined;
  return DEEDS[baseVerb(word) ?? gerund ?? word];
}

/** The line as a step of the quoted language, or undefined when it has no verb before a quoted name. */
export function salvage(source: string): string | undefined {
  let toks: Token[];
  try {
    toks = coreTokens(tokenize(source));
  } catch (e) {
    if (e instanceof QuoteError) return undefined;
    throw e;
  }
  const first = toks.findIndex((t) => t.t === 'quoted' && t.v.trim());
  if (first < 0) return undefined;
  // the verb comes before the first name, and nothing but words come between
  const before = toks.slice(0, first);
  const verbAt = before.findIndex((t, k) => t.t === 'word' && deedOf(t.v, k === 0) !== undefined);
  if (verbAt < 0) return expectationSaid(toks, first);
  if (before.some((t) => t.t !== 'word')) return undefined;
  // (a line in the language's own terms, "click "A" in the "X" section in the "Y" section", keeps its error:
  // what it says of where the thing is would be dropped here)
  const after = toks.slice(first + 1).map((t) => t.v);
  if (after.some((w) => /^(?:section|dialog|modal|row|table|cell|column|near|below|above|beside|next|left|right)$/.test(w))) return undefined;
  // (nor a kind of element named after the names: in "the "Backpack" "Add to cart" button", "the "People"
  // aspect edit icon" which name the button or icon has is not known)
  if (after.some((w) => /^(?:button|buttons|link|links|icon|icons|image|field|checkbox|radio|dropdown|tab|menu|option|heading)$/.test(w)))
    return undefined;
  // (nor a second deed: in "click "A" > click "B"", "press "A" and select "B"" what is set aside is a step)
  if (toks.slice(first + 1).some((t, k, rest) => t.t === 'word' && DEEDS[baseVerb(t.v) ?? t.v] !== undefined && rest[k + 1]?.t === 'quoted'))
    return undefined;
  // (nor is a state set aside: "I should see unchecked the box "X"" is about the box, not its name shown)
  if (toks.some((t) => t.t === 'word' && /^(?:checked|unchecked|enabled|disabled|hidden|empty|selected|editable|readonly|focused)$/.test(t.v)))
    return undefined;
  // "check if text in ".x" matches text "Y"", "verify that … "Y"": an expectation, of the text it names last
  const verifying = /^(?:check|verify|assert|ensure|confirm)$/.test(before[verbAt].v) && /^(?:if|that|whether)$/.test(before[verbAt + 1]?.v ?? '');
  if (verifying) {
    const last = [...toks].reverse().find((t) => t.t === 'quoted');
    return last?.v.trim() ? `I should see ${quote(last.v)}` : undefined;
  }
  const deed = deedOf(before[verbAt].v, verbAt === 0)!;
  const negated = before.some((t) => NEGATION.test(t.v));
  const names = toks.filter((t) => t.t === 'quoted' && t.v.trim()).map((t) => t.v);
  // words between the first two names say how they relate ("with", "into", "from")
  const second = toks.findIndex((t, k) => k > first && t.t === 'quoted' && t.v.trim());
  const between = second > 0 ? toks.slice(first + 1, second).map((t) => t.v) : [];
  if (negated && deed !== 'see') return undefined;
  switch (deed) {
    case 'click':
      return before[verbAt].v.startsWith('press') && isKeyName(names[0]) ? `press ${quote(names[0])}` : `click ${quote(names[0])}`;
    case 'hover':
      return `hover over ${quote(names[0])}`;
    case 'check':
    case 'uncheck':
      return `${deed} ${quote(names[0])}`;
    case 'see':
      return `I should ${negated ? 'not ' : ''}see ${quote(names[0])}`;
    case 'select':
      if (second > 0 && between.some((w) => w === 'from' || w === 'in')) return `select ${quote(names[0])} from ${quote(names[1])}`;
      return second > 0 ? undefined : `click ${quote(names[0])}`;
    case 'fill':
      if (second < 0) return undefined;
      if (between.includes('with')) return `enter ${quote(names[1])} into ${quote(names[0])}`;
      return between.some((w) => /^(?:in|into|to|for|as|on)$/.test(w)) ? `enter ${quote(names[0])} into ${quote(names[1])}` : undefined;
  }
}

/** `Expect:` / `Expected result:` before a planner's expectation (`- expect: The card displays the title 'X'`). */
const EXPECT_LEAD = /^(?:expect|expected|expectation|result|results|outcome)$/;
/** Words by which prose says a thing is seen (`displays`, `is shown`, `appears`, `contains`). */
const SEEN =
  /^(?:display|displays|displayed|show|shows|shown|showing|appear|appears|appeared|contain|contains|containing|read|reads|say|says|visible|present|include|includes|included|lists|listed)$/;
/** Words by which prose says the browser went somewhere (`navigated to `/inventory.html``). */
const WENT = /^(?:navigated|redirected|taken|lands|landed|brought|sent|directed|arrives|arrived)$/;

/**
 * An expectation told in prose around one quoted text (a test planner's `- expect: An error message
 * is displayed: 'Error: Last Name is required'`): seeing that text, or the address or page it names.
 * Only a line that says it is an expectation (its lead or a word of seeing) and quotes one thing;
 * "'A' or 'B'" is no one thing to expect.
 */
function expectationSaid(toks: Token[], first: number): string | undefined {
  const words = toks.filter((t) => t.t === 'word').map((t) => t.v);
  const names = [...new Set(toks.filter((t) => t.t === 'quoted' && t.v.trim()).map((t) => t.v.trim()))];
  if (names.length !== 1 || words.includes('or') || words.some((w) => NEGATION.test(w))) return undefined;
  const led = toks[0]?.t === 'word' && EXPECT_LEAD.test(toks[0].v) && toks[1]?.t === 'punct';
  const before = toks
    .slice(0, first)
    .filter((t) => t.t === 'word')
    .map((t) => t.v);
  const name = names[0];
  if (/^(?:\/|https?:\/\/)\S*$/.test(name) && before.some((w) => WENT.test(w))) return `verify the url contains ${quote(name)}`;
  if (!led && !words.some((w) => SEEN.test(w))) return undefined;
  // ("Open the page that shows 'Sale'" is a deed, not an expectation; after an arrow, "Empty username →
  // Show message: 'Username is required'", what comes is the result)
  const verb = toks[0]?.t === 'word' ? baseVerb(toks[0].v) : undefined;
  const result = toks.slice(0, first).some((t) => /^(?:→|⇒|->)$/.test(t.v));
  if (!led && !result && verb && !/^(?:verify|check|expect|assert|ensure|confirm|validate|see)$/.test(verb)) return undefined;
  // "User is on the 'Checkout: Your Information' step": the page it names
  const after = toks[first + 1];
  if (before.at(-2) === 'on' && before.at(-1) === 'the' && after?.t === 'word' && /^(?:page|step|screen)$/.test(after.v))
    return `I should be on the ${quote(name)} page`;
  return `I should see ${quote(name)}`;
}
