/** The nearest phrasing in the step language for a step that is not in it. */
import { coreTokens, editDistance } from './forms.ts';
import { parseTokens } from './grammar.ts';
import { QuoteError, render, tokenize, type Token } from './tokens.ts';

type Canon =
  | 'goto'
  | 'click'
  | 'doubleClick'
  | 'hover'
  | 'fill'
  | 'clear'
  | 'select'
  | 'check'
  | 'uncheck'
  | 'press'
  | 'wait'
  | 'upload'
  | 'store'
  | 'verify'
  | 'see'
  | 'module';

/** Example of each step with the slots filled from the step's quoted strings, in order. */
const TEMPLATES: Record<Canon, { text: string; defaults: string[] }> = {
  goto: { text: 'go to "{0}"', defaults: ['https://example.com'] },
  click: { text: 'click "{0}"', defaults: ['Button text'] },
  doubleClick: { text: 'double-click "{0}"', defaults: ['Item'] },
  hover: { text: 'hover over "{0}"', defaults: ['Menu'] },
  fill: { text: 'enter "{0}" into "{1}"', defaults: ['text', 'Field label'] },
  clear: { text: 'clear "{0}"', defaults: ['Field label'] },
  select: { text: 'select "{0}" from "{1}"', defaults: ['Option', 'Dropdown label'] },
  check: { text: 'check "{0}"', defaults: ['Checkbox label'] },
  uncheck: { text: 'uncheck "{0}"', defaults: ['Checkbox label'] },
  press: { text: 'press "{0}"', defaults: ['Enter'] },
  wait: { text: 'wait for "{0}"', defaults: ['Text'] },
  upload: { text: 'upload "{0}" to "{1}"', defaults: ['file.pdf', 'File input label'] },
  store: { text: 'store the text of "{0}" as name', defaults: ['Element'] },
  verify: { text: 'verify that "{0}" is visible', defaults: ['Text'] },
  see: { text: 'I should see "{0}"', defaults: ['Text'] },
  module: { text: 'use module "{0}"', defaults: ['Module name'] },
};

/** The usual way to start each step. */
const VERBS: Record<Canon, string> = {
  goto: 'go to',
  click: 'click',
  doubleClick: 'double-click',
  hover: 'hover over',
  fill: 'enter',
  clear: 'clear',
  select: 'select',
  check: 'check',
  uncheck: 'uncheck',
  press: 'press',
  wait: 'wait for',
  upload: 'upload',
  store: 'store',
  verify: 'verify that',
  see: 'I should see',
  module: 'use module',
};

/** Leading phrases, in the language or common outside it, and the step they most likely mean. */
const PHRASES: [string, Canon][] = [
  ['go to', 'goto'],
  ['open', 'goto'],
  ['navigate to', 'goto'],
  ['visit', 'goto'],
  ['goto', 'goto'],
  ['go', 'goto'],
  ['navigate', 'goto'],
  ['browse to', 'goto'],
  ['load', 'goto'],
  ['click', 'click'],
  ['click on', 'click'],
  ['tap', 'click'],
  ['press on', 'click'],
  ['push', 'click'],
  ['hit', 'click'],
  ['double-click', 'doubleClick'],
  ['double click', 'doubleClick'],
  ['doubleclick', 'doubleClick'],
  ['hover', 'hover'],
  ['hover over', 'hover'],
  ['move to', 'hover'],
  ['mouse over', 'hover'],
  ['type', 'fill'],
  ['enter', 'fill'],
  ['fill', 'fill'],
  ['fill in', 'fill'],
  ['input', 'fill'],
  ['write', 'fill'],
  ['put', 'fill'],
  ['set', 'fill'],
  ['clear', 'clear'],
  ['empty', 'clear'],
  ['erase', 'clear'],
  ['select', 'select'],
  ['choose', 'select'],
  ['pick', 'select'],
  ['check', 'check'],
  ['tick', 'check'],
  ['mark', 'check'],
  ['uncheck', 'uncheck'],
  ['untick', 'uncheck'],
  ['deselect', 'uncheck'],
  ['press', 'press'],
  ['wait for', 'wait'],
  ['wait until', 'wait'],
  ['wait', 'wait'],
  ['sleep', 'wait'],
  ['pause', 'wait'],
  ['upload', 'upload'],
  ['attach', 'upload'],
  ['store', 'store'],
  ['save', 'store'],
  ['remember', 'store'],
  ['verify', 'verify'],
  ['verify that', 'verify'],
  ['check that', 'verify'],
  ['expect', 'verify'],
  ['assert', 'verify'],
  ['assert that', 'verify'],
  ['ensure', 'verify'],
  ['ensure that', 'verify'],
  ['make sure', 'verify'],
  ['confirm', 'verify'],
  ['validate', 'verify'],
  ['i should see', 'see'],
  ['should see', 'see'],
  ['see', 'see'],
  ['i see', 'see'],
  ['use module', 'module'],
  ['run module', 'module'],
  ['use', 'module'],
  ['run', 'module'],
];

/** Words that belong to the grammar; other bare words in a step are probably an unquoted name. */
const GRAMMAR_WORDS = new Set(
  (
    'the a an on in into to from of as with and at near below above under over left right next inside within is are ' +
    'should be not visible hidden enabled disabled checked unchecked shown displayed first second third fourth fifth last ' +
    'button buttons link links field fields input checkbox radio dropdown heading image tab tabs row rows cell column ' +
    'containing section dialog modal table text value key keys that i see page url title contains contain there option ' +
    'menu item element file variable module for by'
  ).split(' '),
);

const STATE_WORDS = new Set(['visible', 'hidden', 'enabled', 'disabled', 'checked', 'unchecked', 'shown', 'displayed']);

export { editDistance } from './forms.ts';

const URLISH = /^(?:https?:\/\/|\/|www\.|localhost)|^[\w-]+(?:\.[\w-]+)+(?:[:/?#].*)?$/i;

/** Quotes each run of words that are not grammar words: `the Buy button` → `the "Buy" button`. */
function quoteBareWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  let run: string[] = [];
  const flush = (): void => {
    if (run.length) out.push({ t: 'quoted', v: run.join(' '), raw: `"${run.join(' ')}"` });
    run = [];
  };
  for (const [k, tok] of tokens.entries()) {
    // the word after "as" names a variable (store … as total), never quoted
    const variable = k > 0 && tokens[k - 1].v === 'as';
    if (tok.t === 'word' && !variable && !GRAMMAR_WORDS.has(tok.v) && !/^\d+(?:st|nd|rd|th)?$/.test(tok.v) && !URLISH.test(tok.raw))
      run.push(tok.raw);
    else {
      flush();
      out.push(tok);
    }
  }
  flush();
  return out;
}

/** Whether a suggestion reads as a step (a name holding a quote mark may not). */
function reads(text: string): boolean {
  try {
    return parseTokens(tokenize(text)) !== undefined;
  } catch (e) {
    if (e instanceof QuoteError) return false;
    throw e;
  }
}

function fromTemplate(canon: Canon, quoted: string[]): string {
  const { text, defaults } = TEMPLATES[canon];
  return text.replace(/\{(\d)\}/g, (_, n: string) => quoted[Number(n)] ?? defaults[Number(n)]);
}

function phraseTokens(phrase: string): Token[] {
  return phrase.split(' ').map((w) => ({ t: 'word', v: w.toLowerCase(), raw: w === 'i' ? 'I' : w }));
}

/** A full step in the language that is closest to the given step text. */
export function suggest(source: string): string {
  // An unclosed quote is closed with its own closer (an apostrophe with an apostrophe).
  // Gherkin keywords, politeness and the subject ("And I", "please", "the user should") are no part of the suggestion.
  const tokens = coreTokens(tokenize(source, { closeQuotes: true }));
  const quoted = tokens.filter((t) => t.t === 'quoted').map((t) => t.v);

  // The step's leading 1–3 words against every known phrase.
  const candidates: { phrase: string; canon: Canon; n: number; d: number }[] = [];
  for (const [phrase, canon] of PHRASES) {
    const n = phrase.split(' ').length;
    const lead = tokens.slice(0, n);
    if (lead.length < n || lead.some((t) => t.t !== 'word')) continue;
    const d = editDistance(lead.map((t) => t.v).join(' '), phrase);
    if (d <= (phrase.length <= 4 ? 1 : 2)) candidates.push({ phrase, canon, n, d });
  }
  candidates.sort((a, b) => a.d - b.d || b.n - a.n);
  const best = candidates.filter((c) => c.d === candidates[0].d);

  for (const { phrase, canon, n } of best) {
    const rest = tokens.slice(n);
    for (const verb of new Set([phrase, VERBS[canon]])) {
      // Names quoted first: the suggestion shows where each name ends.
      for (const attempt of [quoteBareWords(rest), rest]) {
        const fixed = [...phraseTokens(verb), ...attempt];
        if (parseTokens(fixed)) return render(fixed);
      }
    }
  }
  // A known verb whose rest does not read: its own template, filled with the step's names.
  if (best.length && best[0].canon !== 'verify' && best[0].canon !== 'see') {
    const names = quoted.length
      ? quoted
      : quoteBareWords(tokens.slice(best[0].n))
          .filter((t) => t.t === 'quoted')
          .map((t) => t.v);
    const fixed = fromTemplate(best[0].canon, names);
    if (reads(fixed)) return fixed;
  }
  if (tokens.some((t) => t.t === 'word' && STATE_WORDS.has(t.v))) return fromTemplate('verify', quoted);
  // An expectation or a target missing its verb: "Welcome" visible, the Buy button.
  for (const prefix of ['verify that', 'click']) {
    const fixed = [...phraseTokens(prefix), ...quoteBareWords(tokens)];
    if (parseTokens(fixed)) return render(fixed);
  }
  // An unknown verb before a target: "frobnicate the "Buy" button" → click the "Buy" button.
  if (!best.length && tokens[0]?.t === 'word') {
    const fixed = [...phraseTokens('click'), ...quoteBareWords(tokens.slice(1))];
    if (parseTokens(fixed)) return render(fixed);
  }
  if (best.length) return fromTemplate(best[0].canon, quoted);
  const bare = quoteBareWords(tokens)
    .filter((t) => t.t === 'quoted')
    .map((t) => t.v);
  return fromTemplate('click', quoted.length ? quoted : bare);
}
