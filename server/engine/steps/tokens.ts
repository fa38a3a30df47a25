/** Tokenising and splitting of step text. Quoted strings are never looked inside. */

export type Token =
  | { t: 'word'; v: string; raw: string }
  | { t: 'quoted'; v: string; raw: string }
  | { t: 'param'; v: string; raw: string }
  | { t: 'var'; v: string; raw: string }
  | { t: 'punct'; v: string; raw: string };

const CLOSERS: Record<string, string[]> = {
  '"': ['"', '”'],
  '“': ['”', '"'],
  '”': ['”', '"'],
  "'": ["'"],
  '‘': ['’', "'"],
  '«': ['»'],
  '`': ['`'],
  '*': ['*'],
  '[': [']'],
};

/** Markdown marks: quotes only when they enclose text (`*Save*`, `**Save**`, `` `Esc` ``); a lone one is an ordinary character. */
const SOFT = new Set(['`', '*']);

const isLetter = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** Where a quoted string starting at i ends (index of the closing quote), -1 if none, undefined if i is no quote. */
function quoteEnd(s: string, i: number): number | undefined {
  const open = s[i];
  const closers = CLOSERS[open];
  if (!closers) return undefined;
  if (SOFT.has(open)) return softEnd(s, i);
  if (open === '[') return bracketEnd(s, i);
  const single = open === "'" || open === '‘';
  // An apostrophe inside a word (don't, Ada's) does not open a quote.
  if (single && isLetter(s[i - 1])) return undefined;
  // Whether a character closes depends on it alone, not on where the quote opened: once a quote
  // of this kind found no closer from some point on, none opened later finds one either (a line
  // of 2,000 lone apostrophes is then read in one pass, not 2,000).
  if (unclosed.text === s && unclosed.open === open && i >= unclosed.from) return -1;
  for (let j = i + 1; j < s.length; j++) {
    if (!closers.includes(s[j])) continue;
    if (single && isLetter(s[j + 1])) continue;
    // (Behat's `"The \"Location\" field"`: a quote escaped inside a quote is part of its text)
    if (open === '"' && s[j - 1] === '\\' && s.indexOf('"', j + 1) !== -1) continue;
    return j;
  }
  unclosed = { text: s, open, from: i };
  return -1;
}
let unclosed = { text: '', open: '', from: 0 };

/** End of a Markdown mark pair opened at i (the last char of its closer), or undefined when it encloses nothing. */
function softEnd(s: string, i: number): number | undefined {
  const open = s[i];
  if (s[i - 1] === open) return undefined;
  const width = markWidth(s, i);
  const first = i + width;
  if (first >= s.length || /\s/.test(s[first]) || s[first] === open) return undefined;
  const mark = open.repeat(width);
  for (let j = first + 1; j <= s.length - width; j++) {
    if (s.slice(j, j + width) !== mark || /\s/.test(s[j - 1])) continue;
    if (isLetter(s[j + width]) || s[j + width] === open) continue;
    return j + width - 1;
  }
  return undefined;
}

/**
 * End of a name in square brackets (`click [View Cart]`, as test plans write a control's label),
 * or undefined when the bracket is part of something else: a selector or an index (`input[name]`,
 * `a[0]`), a Markdown link (`[Docs](…)`), a task box (`[ ]`, `[x]`).
 */
function bracketEnd(s: string, i: number): number | undefined {
  if (i > 0 && !/[\s(“"'‘«]/.test(s[i - 1])) return undefined;
  const close = s.indexOf(']', i + 1);
  if (close < 0 || close === i + 1 || s.slice(i + 1, close).includes('[')) return undefined;
  const text = s.slice(i + 1, close);
  if (/^\s|\s$/.test(text) || /^[xX]$/.test(text) || s[close + 1] === '(' || isLetter(s[close + 1])) return undefined;
  return close;
}

/** The text between a quote's marks: one character on each side, two for `**bold**`. */
/** How many marks open a Markdown pair at i: `Esc`, **Save**, and ```OK``` (a code span of three backticks). */
function markWidth(s: string, i: number): number {
  if (!SOFT.has(s[i]) || s[i + 1] !== s[i]) return 1;
  return s[i] === '`' && s[i + 2] === '`' ? 3 : 2;
}

function inner(s: string, i: number, end: number): string {
  const width = markWidth(s, i);
  const text = s.slice(i + width, end + 1 - width);
  return asSelector(s[i] === '"' ? text.replace(/\\"/g, '"') : text);
}

/** `data-test="username"` written as a name: the attribute it means, as a CSS selector (`[data-test='username']`). */
function asSelector(text: string): string {
  const m = /^\s*(data-[\w-]+|id|name|aria-label|placeholder)\s*=\s*(["'])([^"']+)\2\s*$/.exec(text);
  return m ? `[${m[1]}='${m[3]}']` : text;
}

export class QuoteError extends Error {}

/** The text with every quoted string's content replaced by \u0001 (same length), for finding separators. */
export function maskQuotes(s: string): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const end = quoteEnd(s, i);
    if (end === undefined || end === -1) {
      out += s[i];
      i++;
      continue;
    }
    out += s[i] + '\u0001'.repeat(end - i - 1) + s[end];
    i = end + 1;
  }
  return out;
}

const PARAM = /^@[A-Za-z_][A-Za-z0-9_]*/;
/** `${username}`, `${cardNumber}`: a JavaScript template's or Robot Framework's variable. */
export const TEMPLATE_VARIABLE = /^\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/;
const VARIABLE = /^\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/;

/**
 * The step's tokens. A quote that is never closed throws a QuoteError, unless `closeQuotes` is
 * set: then it runs to the end of the text and its raw form gets the quote's own closer, so a
 * suggestion can be made from any text in one pass.
 */
export function tokenize(s: string, { closeQuotes = false } = {}): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const end = quoteEnd(s, i);
    if (end === -1 && closeQuotes) {
      const v = s.slice(i + 1);
      tokens.push({ t: 'quoted', v, raw: `${c}${v}${CLOSERS[c][0]}` });
      break;
    }
    if (end === -1) throw new QuoteError(`the quote ${c} is never closed`);
    if (end !== undefined) {
      tokens.push({ t: 'quoted', v: inner(s, i, end), raw: s.slice(i, end + 1) });
      i = end + 1;
      continue;
    }
    const rest = s.slice(i);
    const variable = VARIABLE.exec(rest);
    if (variable) {
      tokens.push({ t: 'var', v: variable[1], raw: variable[0] });
      i += variable[0].length;
      continue;
    }
    // ("${username}": a template's or Robot Framework's variable is the test's data of that name)
    const template = TEMPLATE_VARIABLE.exec(rest);
    if (template) {
      tokens.push({ t: 'param', v: template[1], raw: template[0] });
      i += template[0].length;
      continue;
    }
    const param = PARAM.exec(rest);
    const after = param ? rest[param[0].length] : undefined;
    if (param && (after === undefined || /[\s,;:!?)]/.test(after) || (after === '.' && !isLetter(rest[param[0].length + 1])))) {
      tokens.push({ t: 'param', v: param[0].slice(1), raw: param[0] });
      i += param[0].length;
      continue;
    }
    if (c === ',' || c === ':' || c === ';') {
      tokens.push({ t: 'punct', v: c, raw: c });
      i++;
      continue;
    }
    let j = i;
    while (j < s.length && !/\s/.test(s[j]) && !(j > i && quoteEnd(s, j) !== undefined && !isLetter(s[j - 1]))) j++;
    let word = s.slice(i, j);
    let trailing = '';
    const m = /[,:;]+$/.exec(word);
    if (m && m.index > 0) {
      trailing = m[0];
      word = word.slice(0, m.index);
    }
    tokens.push({ t: 'word', v: word.toLowerCase(), raw: word });
    for (const p of trailing) tokens.push({ t: 'punct', v: p, raw: p });
    i = j;
  }
  return tokens;
}

/** Tokens back to text, one space between tokens and none before punctuation. */
/** `user name` → USER_NAME: the test parameter a field's data comes from when the line does not give it. */
export function parameterKey(words: string): string {
  return words
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export function render(tokens: Token[]): string {
  let out = '';
  for (const tok of tokens) {
    if (out && tok.t !== 'punct') out += ' ';
    out += tok.raw;
  }
  return out;
}

/** Words that start a step; used to split "…, click …" and "… and click …". */
export const STEP_STARTS = [
  'go to',
  'open',
  'navigate to',
  'visit',
  'click',
  'double-click',
  'double click',
  'tap',
  'hover',
  'move to',
  'type',
  'enter',
  'fill',
  'input',
  'clear',
  'select',
  'choose',
  'check',
  'uncheck',
  'tick',
  'untick',
  'press',
  'wait',
  'upload',
  'attach',
  'store',
  'save',
  'remember',
  'verify',
  'expect',
  'assert',
  'ensure',
  'make sure',
  'use module',
  'run module',
  'use the module',
  'run the module',
  'i should',
  'i see',
  'see',
  // first person and Gherkin: "… and I click …", "…, the user clicks …", "… and please press …"
  'i',
  'we',
  'the user',
  'user',
  'please',
  'verify',
  'scroll',
  'search for',
  'drag',
  'reload',
  'refresh',
  // a test plan's third person: "User selects the checkbox and clicks on 'Remove'"
  'clicks',
  'enters',
  'selects',
  'types',
  'taps',
  'navigates to',
  'goes to',
  // "Navigate to the shop, log in with username …", "type "hi" in the message input and hit send"
  'log in',
  'login',
  'sign in',
  'hit',
  // the item 4 actions: "click Delete and accept the dialog", "…, then switch to the new tab"
  'accept',
  'dismiss',
  'switch to',
  'right-click',
  'right click',
  'focus',
  'search',
  'go back',
  'go forward',
  'navigate back',
  'navigate forward',
  'drag and drop',
  'sleep',
  'pause',
  // "Enter First Name, leave Last Name empty, click Continue": a field left empty is a step too
  'leave',
];

const START_ALT = STEP_STARTS.map((s) => s.replace(/[-\s]/g, (c) => (c === ' ' ? '\\s+' : '-'))).join('|');
const SEPARATOR = new RegExp(
  [
    // (not after an abbreviation: "(e.g. Teal)", "etc. and")
    '(?<!\\b(?:e\\.g|i\\.e|etc|vs|approx|incl|esp|eg|ie)|\\s\\d{1,2})\\.\\s+',
    ';\\s*',
    ',\\s*and\\s+then\\s+',
    ',\\s*then\\s+',
    '\\s+and\\s+then\\s+',
    '\\s+then\\s+',
    `,\\s*(?:and\\s+)?(?=(?:${START_ALT})\\b)`,
    `\\s+and\\s+(?=(?:${START_ALT})\\b)`,
    // "1. Go to login page → 2. Enter "Admin"/"admin123" → Click "Login"": an arrow before the next step (a number or a verb)
    `\\s*(?:→|->|⇒|\\s>|»)\\s*(?:\\d{1,2}[.)]\\s*)?(?=(?:${START_ALT}|proceed|continue|confirm|checkout|submit|save|log\\s?in|log\\s?out|sign\\s+in)\\b)`,
    // "3. Click "Place order" Expected result: …": the tail is a step of its own (read as an expectation)
    '\\s+(?=expected\\s+results?\\s*[:\\-–]|expected\\s*:)',
  ].join('|'),
  'gi',
);

// "1.Click", "2)click", "::click": a number's marker or a colon pair written against the step's first word
// ("Step 3: Enter", "Steps1: Navigate", "Step2-Type": a step's own number, however it is written)
const LIST_MARKER =
  /^\s*(?:(?:\d+(?:\.\d+)*[.)]|\d+(?:\.\d+)+(?=\s)|\(\d+\)|[-*•+]|\*\*step\s+\d+\s*[:.)-]?\*\*[:.)-]?)\s+|(?:\d+[.)]|::)(?=\p{L})|\d{1,2}(?=\p{Lu}\p{Ll}+\s)|steps?\s*#?\d+\s*(?:[:.)–-]\s*|\s+(?=\p{L})))+(?:\[[ xX]?\]\s+)?/iu;
// Gherkin keywords (Given/When/Then/And/But) lead a step like "then" does.
// (also in Markdown bold: "**When** I click …")
const LEADING_FILLER = /^(?:and\s+then|then|and|but|given|when|next|finally|after\s+that|afterwards|\*\*(?:given|when|then|and|but)\*\*)[\s,]+/i;

// (nor is opening the browser: every test starts in one)
const FILLER_ONLY =
  /^(?:and\s+then|then|and|but|given|when|next|finally|after\s+that|afterwards|(?:open|launch|start)\s+(?:the\s+|a\s+)?(?:web\s+)?browser|wait\s+(?:for|until)\s+the\s+page\s+(?:to\s+load|loads|is\s+loaded|to\s+finish\s+loading))$/i;

/**
 * Markdown and table layout around steps: `**Expected Result:**` and `**wrong**` (bold),
 * `**Steps:** Click …` (a label), Gauge's `*Navigate …` (a bullet with no space), `<https://…>`
 * (an autolink) and a whole line in curly quotes (`“Check that the page says ‘Welcome’”`).
 */
function plainText(line: string): string {
  // (bold around a label only, `**Expected Result:**`: `**Save**` is a quote of its own)
  let text = line.replace(/\*\*([^*]{1,40}?:)\*\*/g, '$1').replace(/(^|\s)<((?:https?:\/\/|\/)[^\s<>]+)>/g, '$1$2');
  if (/^\s*\*(?=\p{L})/u.test(text) && !/\*/.test(text.replace(/^\s*\*/, ''))) text = text.replace(/^\s*\*/, '');
  text = text.replace(/^(\s*(?:[-*•]\s+)?)(?:test\s+)?(?:steps?|actions?|procedure)\s*:\s*/i, '$1');
  // ("await aiTap('Buy');  // comment": a code line's comment is no step)
  if (/^\s*(?:await\s+|(?:\w+\.)?ai\w*\()/.test(text)) text = text.replace(/(\)\s*;?)\s*\/\/.*$/, '$1');
  // ("- ✅ Redirected to /admin": a check mark before an expectation)
  text = text.replace(/^(\s*(?:[-*•]\s+)?)(?:✅|✔️?|☑️?|✓|❌|✗)\s*/u, '$1');
  // ("Select **"July"** from …": bold around a quote is emphasis, the quote is the name; "is **not** displayed")
  text = text.replace(/\*\*?(["“'‘][^*\n]*?["”'’])\*\*?/g, '$1').replace(/\*\*(not|no|never|NOT|NO|NEVER)\*\*/g, '$1');
  // ("button is **disabled**", "is **not visible**": bold around a state is emphasis, no name)
  text = text.replace(
    /(\s(?:is|are|should\s+be|must\s+be|becomes?)\s+)\*\*((?:not\s+)?(?:visible|hidden|disabled|enabled|displayed|shown|checked|unchecked|selected|empty|present|active|inactive))\*\*/gi,
    '$1$2',
  );
  // ("***Verify the page has …": emphasis marks left at a line's start)
  text = text.replace(/^(\s*)\*{3,}(?=\p{L})/u, '$1');
  // ("Go to [Login Page](https://…)": a Markdown link is its address after a verb of going, else its text)
  text = text.replace(/\[([^\]]+)\]\(((?:https?:\/\/|\/)[^)\s]+)\)/g, (_all, label: string, url: string, at: number) =>
    /\b(?:go\s+to|navigate\s+to|open|visit|browse\s+to|load)\s*$/i.test(text.slice(0, at)) ? url : label,
  );
  // (an agent's task written as a string, "- 'Go to google.com and search for Python'": the step
  // inside; a quote that starts with no verb, “Invalid email or password.”, is a text to be shown)
  const task = /^(\s*(?:[-*•]\s+)?)(['"“])(\p{L}[^'"“”]*\s[^'"“”]*)(?:\2|(?<=“[^”]*)”)\s*$/u.exec(text) ?? /^(\s*)(“)([^“”]*)”\s*$/u.exec(text);
  return task && TASK_VERB.test(task[3]) ? `${task[1]}${task[3]}` : text;
}

const TASK_VERB =
  /^(?:go|open|navigate|click|search|find|visit|type|enter|log|sign|fill|select|add|book|buy|check|verify|ensure|make sure|confirm|press|tap|wait|scroll|choose|submit|assert|expect)\b/i;

/** Splits one line into step texts (a table cell's `<br>` separates lines too). */
export function splitLine(line: string): string[] {
  // (so does a second list number in the line, before a capital: "1. Play animation 2. Click Reset")
  // (numbers leading the line are its list markers, however many: "2. 1. Navigate to …")
  // (and "(2)" after a comma: "Steps: (1) Type "x" in the box, (2) Press Enter")
  const cells = line.replace(LIST_MARKER, '').split(/<[bB][rR]\s*\/?>|\s+(?=\d{1,2}[.)]\s+[A-Z])|,\s*(?=\(\d{1,2}\)\s+\p{Lu})/u);
  if (cells.length > 1) return cells.flatMap((cell) => splitLine(cell));
  const text = plainText(line).replace(LIST_MARKER, '');
  const masked = maskQuotes(text);
  const parts: string[] = [];
  let start = 0;
  for (const m of masked.matchAll(SEPARATOR)) {
    parts.push(text.slice(start, m.index));
    start = m.index + m[0].length;
  }
  parts.push(text.slice(start));
  // "In a new incognito window, go to …": the setting the steps are done in is no step of its own
  for (let k = parts.length - 2; k >= 0; k--) {
    if (/^\s*in\s+an?\s+(?:new|fresh|clean|private|separate|incognito)\b[^,]*$/i.test(parts[k])) parts.splice(k, 1);
  }
  // "On the dashboard page, click …", "Once on the dashboard, click …", "On a “Buy It Now” listing, click …",
  // "From the top navigation, select …": where the step is done, said first, is no step of its own
  for (let k = parts.length - 2; k >= 0; k--) {
    if (
      /^\s*(?:once\s+|while\s+|when\s+)?(?:on|in|at|from|within)\s+(?:(?:the|a|an)\s+)?(?:\S+\s+){0,3}(?:page|homepage|screen|view|dashboard|listing|navigation|nav\s?bar|menu|sidebar|header|footer)\s*$/iu.test(
        parts[k],
      )
    )
      parts.splice(k, 1);
  }
  // "As a Tech View user, select …": who does it, said first, is the test's setup, no step of its own
  for (let k = parts.length - 2; k >= 0; k--) {
    if (
      /^\s*as\s+(?:an?\s+|the\s+)?(?:\S+\s+){0,3}(?:user|admin|administrator|customer|member|guest|manager|visitor|buyer|seller)\s*$/iu.test(parts[k])
    )
      parts.splice(k, 1);
  }
  // "After clicking logout, user is redirected …": what was done before, said first, is no step of its own
  for (let k = parts.length - 2; k >= 0; k--) {
    if (/^\s*(?:after|once|upon)\s+\p{L}+ing\b/iu.test(parts[k])) parts.splice(k, 1);
  }
  // "In the "Billing" section, navigate to "Invoices"": the part of the page named first belongs to the step after it
  for (let k = parts.length - 2; k >= 0; k--) {
    if (
      /^\s*(?:in|inside|within)\s+the\s+["'“‘`«][^"'”’`»]+["'”’`»]\s+(?:section|panel|area|menu|sidebar|tab|form|dialog|modal|table|list)\s*$/i.test(
        parts[k],
      )
    )
      parts.splice(k, 2, `${parts[k].trim()}, ${parts[k + 1]}`);
  }
  // "Type 'x' in the search input and search": searching is what the typing was for
  for (let k = parts.length - 1; k > 0; k--) {
    if (/^\s*(?:search|submit|search it)\s*\.?\s*$/i.test(parts[k])) parts.splice(k - 1, 2, `${parts[k - 1].trim()} and ${parts[k].trim()}`);
  }
  // "Navigate to the left sidebar and click on Time": going to a part of the page is no step before acting in it
  for (let k = parts.length - 2; k >= 0; k--) {
    if (
      /^\s*(?:navigate|go|move|head)\s+to\s+the\s+(?:[\p{L}-]+\s+){0,2}(?:sidebar|side\s?bar|navigation|nav\s?bar|header|footer|top|bottom)\s*$/iu.test(
        parts[k],
      )
    )
      parts.splice(k, 1);
  }
  // "In the user name field, enter 'John Smith'": the field named first belongs to the step after it
  for (let k = parts.length - 2; k >= 0; k--) {
    if (/^\s*(?:in|into)\s+the\s+.+\b(?:field|box|input|textbox)\s*$/i.test(parts[k])) parts.splice(k, 2, `${parts[k].trim()}, ${parts[k + 1]}`);
  }
  // "Hover and click Login": the verb alone acts on what the next one names
  for (let k = 0; k < parts.length - 1; k++) {
    const next = /^\s*(?:click|clicks|tap|taps)\s+(?:on\s+)?(.+)$/i.exec(cleanPart(parts[k + 1]));
    if (next && /^\s*(?:hover|hovers|hover over|mouse over)\s*$/i.test(parts[k])) parts[k] = `hover over ${next[1]}`;
    // ("Find and click the sign in button": finding it is part of clicking it)
    else if (next && /^\s*(?:find|finds|locate|locates|look for|looks for|spot|identify|scroll to)\s*$/i.test(parts[k])) parts[k] = '';
  }
  return parts.map(cleanPart).filter((p) => p.length > 0 && !FILLER_ONLY.test(p));
}

/** A part of a line without its list marker, trailing punctuation and leading filler words. */
function cleanPart(part: string): string {
  let s = part
    .trim()
    .replace(LIST_MARKER, '')
    .replace(/\s*(?:→|->|⇒)$/, '')
    .replace(/[.;,]+$/, '')
    .trim();
  let prev = '';
  while (prev !== s) {
    prev = s;
    s = s.replace(LEADING_FILLER, '');
  }
  return s;
}

/**
 * The line as one clause, cleaned as splitLine cleans each part but not split: what is read when
 * a split leaves a part that is no step ("Click Sign In and user successfully login": "user" starts
 * no step there).
 */
export function wholeLine(line: string): string {
  return cleanPart(plainText(line).replace(LIST_MARKER, ''));
}
