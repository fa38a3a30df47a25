/**
 * The sentence people write around a step (issue 17 item 3): a question (`Is the total shown as
 * $10?`), a remark in brackets (`the User Menu (hamburger icon)`), an example (`any product (e.g.
 * 'Lamp')`), the goal before the action (`Accept cookies by clicking Got it`), a second way to do
 * it (`click Search or press Enter`), a consequence after it (`click Help, which opens the FAQ`)
 * and a place with no name (`in the top right`). Each is a rewrite of the text into another
 * sentence the grammar reads; rewrites that are surely meant come before the text as written,
 * those that drop words after it, so the live page decides between them.
 *
 * Quotes are never rewritten: every pattern runs on the text with quoted parts masked.
 */
import { baseVerb } from './forms.ts';
import { PLAN_LOOSE, PLAN_OTHER_WAYS, PLAN_SURE, PLAN_SURE_LAST } from './planSentences.ts';
import { asQuoted, withoutExampleLead } from './planWords.ts';
import { maskQuotes } from './tokens.ts';

/** A rewrite: the new text, or undefined when the pattern is not there. */
export type Rewrite = (text: string, masked: string) => string | undefined;

/** Replaces masked[start, end) in text (quotes kept intact elsewhere). */
export const splice = (text: string, start: number, end: number, insert = ''): string =>
  `${text.slice(0, start)}${insert}${text.slice(end)}`.replace(/\s{2,}/g, ' ').trim();

/** `any product (e.g., 'Lamp')`, `a category (for example Laptops)`: the example stands for the thing described. */
const example: Rewrite = (text, masked) => {
  const m =
    /\b(?:any|a|an|one|some)\s+[\p{L}\s-]{1,40}?\s*\(\s*(?:e\.\s?g\.?|eg\.?|for example|for instance|such as|like)\s*,?\s*([^)]+?)\s*\)/iu.exec(
      masked,
    );
  if (!m) return undefined;
  // "Select a category from the dropdown (e.g. Laptops)": the example, from the dropdown of what it is an example of
  const fromList = /^(?:any|a|an|one|some)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+from\s+the\s+(dropdown|list|menu|select)\s*\(/iu.exec(m[0]);
  if (fromList) {
    const open = m.index + m[0].indexOf('(') + 1;
    const example = withoutExampleLead(text.slice(open, m.index + m[0].length - 1));
    return example ? splice(text, m.index, m.index + m[0].length, `${example} from the ${fromList[1]} dropdown`) : undefined;
  }
  const start = m.index + m[0].indexOf('(') + 1;
  const inner = text.slice(start, start + m[0].length - m[0].indexOf('(') - 2);
  const value = withoutExampleLead(inner);
  return value ? splice(text, m.index, m.index + m[0].length, value) : undefined;
};

/** `the User Menu (hamburger icon)`, `heading (level 1)`, `the home page (`/`)`: remarks in brackets. */
const brackets: Rewrite = (text, masked) => {
  if (!/\([^()]*\)/.test(masked)) return undefined;
  let out = text;
  let m = maskQuotes(out);
  for (let match = /\s*\([^()]*\)/.exec(m); match; match = /\s*\([^()]*\)/.exec(m)) {
    out = splice(out, match.index, match.index + match[0].length);
    m = maskQuotes(out);
  }
  return out;
};

/** Comment leaders of test scripts and plans: `//Click …`, `::visit …`, `- expect: …`, `Expect: …`. */
const leader: Rewrite = (text) => {
  const m = /^\s*(?:\/\/+|::|#+\s|>\s)\s*/.exec(text);
  if (m) return text.slice(m[0].length);
  const expect = /^\s*(?:expect|verify|check|assert)\s*:\s*/i.exec(text);
  if (expect) return `verify that ${text.slice(expect[0].length)}`;
  // Momentic's steps, `- click: the Sign In button`, `- checkPageContains: Access Token`: the verb, then what it acts on
  const step =
    /^\s*(click|double-click|right-click|hover|type|fill|select|press|navigate|goto|wait|scroll|upload|checkPageContains|checkPageDoesNotContain|focus)\s*:\s*(?=\S)/i.exec(
      text,
    );
  if (!step) return undefined;
  const rest = text.slice(step[0].length);
  const verb = step[1].toLowerCase();
  if (verb === 'checkpagecontains') return `I should see the text ${asQuoted(rest)}`;
  if (verb === 'checkpagedoesnotcontain') return `I should not see the text ${asQuoted(rest)}`;
  return `${verb === 'navigate' || verb === 'goto' ? 'go to' : verb} ${rest}`;
};

/** `Error message: “Invalid credentials”`, `Toast: Saved`: a label, then the text shown. */
const labelledText: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:an?\s+|the\s+)?(?:(?:error|success|warning|info|confirmation|validation)?\s*(?:message|notification|toast|alert|banner|text)|error|warning)\s*(?:(?:(?:is|are|should be|gets)\s+)?(?:shown|displayed|visible)\s*)?:\s*/i.exec(
      masked,
    );
  return m && m[0].length < text.length ? `I should see ${text.slice(m[0].length)}` : undefined;
};

const STATE_WORDS = /^(?:displayed|shown|visible|present|hidden|enabled|disabled|checked|selected|correct|empty|listed|updated|\S+ed)$/i;
const ASK_VERBS: Record<string, string> = {
  contain: 'contains',
  show: 'shows',
  display: 'displays',
  have: 'has',
  include: 'includes',
  say: 'says',
  read: 'reads',
  equal: 'equals',
  exist: 'exists',
  appear: 'appears',
  match: 'matches',
};

/**
 * `Is the balance displayed as $1,250.00?` → `the balance is displayed as $1,250.00`;
 * `Does the error message contain 'Invalid'?` → `the error message contains 'Invalid'`.
 * The subject ends before the first state word, number or quote (a question has no other mark).
 */
const question: Rewrite = (text, masked) => {
  const q = /^\s*(?:(?:in|on|inside)\s+[^,?]+,\s*)?(is|are|does|do|was|were|has|have)\s+([^?]+)\?\s*$/di.exec(masked);
  if (!q?.indices) return undefined;
  const aux = q[1].toLowerCase();
  const [from, to] = q.indices[2];
  const words = text.slice(from, to).split(/\s+/);
  const maskedWords = q[2].split(/\s+/);
  if (aux === 'does' || aux === 'do') {
    const k = maskedWords.findIndex((w, i) => i > 0 && ASK_VERBS[w.toLowerCase()] !== undefined);
    if (k < 1) return undefined;
    return [...words.slice(0, k), aux === 'does' ? ASK_VERBS[words[k].toLowerCase()] : words[k], ...words.slice(k + 1)].join(' ');
  }
  const k = maskedWords.findIndex((w, i) => i > 0 && (STATE_WORDS.test(w) || /\d|^[\u0001"'“‘`«*]/.test(w)));
  if (k < 1) return undefined;
  const be = aux === 'has' || aux === 'have' ? aux : aux === 'are' || aux === 'were' ? 'are' : 'is';
  return [...words.slice(0, k), be, ...words.slice(k)].join(' ');
};

/** `I see that the X is shown`, `I can see that …`, `user verifies that …`: the claim after it. */
const seeThat: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:(?:given|when|then|and|but)\s+)?(?:i|we|you|the user|user)\s+(?:can\s+|should\s+)?(?:see|sees|notice|observe|verify|verifies|check|checks)\s+that\s+/i.exec(
      masked,
    );
  return m ? `verify that ${text.slice(m[0].length)}` : undefined;
};

const BY_VERB =
  /\bby\s+(clicking|tapping|pressing|hitting|selecting|choosing|picking|entering|typing|filling in|filling|checking|ticking|opening|hovering)\s+(?:on\s+)?/i;
const ING_BASE: Record<string, string> = {
  clicking: 'click',
  tapping: 'tap',
  pressing: 'press',
  hitting: 'hit',
  selecting: 'select',
  choosing: 'choose',
  picking: 'pick',
  entering: 'enter',
  typing: 'type',
  'filling in': 'fill in',
  filling: 'fill',
  checking: 'check',
  ticking: 'tick',
  opening: 'open',
  hovering: 'hover over',
};

/** `Accept cookies by clicking Got it`: the action after the goal. */
const byDoing: Rewrite = (text, masked) => {
  const m = BY_VERB.exec(masked);
  if (!m || m.index === 0) return undefined;
  return `${ING_BASE[m[1].toLowerCase()]} ${text.slice(m.index + m[0].length)}`;
};

/** `click Search or press Enter`, `Press Enter or click the search button`: the first way. */
const firstWay: Rewrite = (text, masked) => {
  for (const m of masked.matchAll(/\s+or\s+(\S+)/gi)) {
    if (baseVerb(m[1].toLowerCase())) return text.slice(0, m.index);
  }
  return undefined;
};

/** `Click "Forgot Password" redirects to the reset page`, `…, which opens X`, `… successfully`: what follows the action. */
const consequence: Rewrite = (text, masked) => {
  const m =
    /\s+and\s+(?:the\s+)?(?:user|customer)\s+(?:is|gets|was|should\s+be|successfully)\b.*$|\s+and\s+(?:the\s+)?(?:user\s+)?(?:is\s+)?(?:successfully\s+)?(?:redirect\w*|navigat\w*|tak(?:e|es|en)\b|land\w*|logs?\s*in|login|signs?\s*in|signs?\s*up|register\w*)\b.*$|\s+(?:after|once|when|before|while)\s+\p{L}+ing\b.*$|(?:,?\s+(?:which|that|and it|it)\s+|,?\s+)(?:redirects|navigates|leads|takes|goes|opens|brings|should redirect|should navigate|should open|to verify|to confirm|to check|confirming|ensuring|verifying)\b.*$|\s+(?:successfully|correctly|properly|as expected)\s*$/iu.exec(
      masked,
    );
  return m && m.index > 0 ? text.slice(0, m.index) : undefined;
};

/** A trailing place that names nothing on the page: `in the top right`, `at page bottom`, `in the header`, `on a cart item`. */
// (the place's own words hold no preposition: in "Click on Settings from the menu" the place is "from the menu")
const PLACE =
  /\s+(?:(?:located|placed|shown|displayed)\s+)?(?:in|at|on|inside|within|near|from)\s+(?:the\s+|a\s+|an\s+|any\s+|each\s+)?(?:(?!(?:in|at|on|inside|within|near|from|into|to)\s)[\p{L}-]+\s+){0,3}[\p{L}-]+\s*$/iu;
/** A fill, a select or an upload: the place after its data is its field (`type X in the search bar`), the words after `with` its data. */
const FIELD_STEP = /^\s*(?:(?:i|we|the user|user)\s+)?(?:type|enter|fill|input|write|put|set|select|choose|pick|upload|attach)s?\b/i;

const unnamedPlace: Rewrite = (text, masked) => {
  // (a link or a button "selected" is clicked: its place may go)
  if (
    FIELD_STEP.test(masked) &&
    !/^\s*(?:(?:i|we|the user|user)\s+)?(?:select|choose|pick)s?\s+the\s+["'“‘`«*]\u0001+["'”’`»*]\s+(?:link|button|tab|menu item)\b/i.test(masked)
  )
    return undefined;
  const m = PLACE.exec(masked);
  // (a quoted place is a name: `in the "Users" section` stays; so do the places the language
  // knows by their kind: `in the dialog`, `in the form`, `in the table`)
  if (!m || m.index === 0 || /\u0001/.test(m[0]) || /\b(?:dialog|modal|popup|window|frame|iframe|editor|table|row|form)\s*$/i.test(m[0]))
    return undefined;
  // ("the message is displayed on the home page": after "is", "displayed" is the check's own word, kept)
  const said = /^\s+(?:located|placed|shown|displayed)\b/i.exec(m[0]);
  if (said && /\b(?:is|are|be|been|was|were)$/i.test(masked.slice(0, m.index))) return text.slice(0, m.index + said[0].length);
  return text.slice(0, m.index);
};

/** `Observe that the dashboard is displayed`, `The system displays an error message`: what is to be seen. */
const observed: Rewrite = (text, masked) => {
  const observe = /^\s*(?:(?:then|and)\s+)?(?:observe|notice|note|see)\s+(?:that\s+)?/i.exec(masked);
  if (observe && /^\s*(?:(?:then|and)\s+)?(?:observe|notice|note)/i.test(masked)) return `verify that ${text.slice(observe[0].length)}`;
  const system =
    /^\s*(?:(?:then|and)\s+)?(?:the\s+)?(?:system|application|app|site|website|page|screen)\s+(?:displays|shows|should\s+display|should\s+show|will\s+display|will\s+show|is\s+showing|is\s+displaying)\s+/i.exec(
      masked,
    );
  return system ? `I should see ${text.slice(system[0].length)}` : undefined;
};

/** `Leave the email field blank`: nothing typed there, the field emptied. */
const leftBlank: Rewrite = (text, masked) => {
  const m = /^\s*(?:(?:i|we|the user|user)\s+)?(?:leave|leaves|keep|keeps)\s+(.+?)\s+(?:blank|empty|unfilled)\s*$/i.exec(masked);
  if (!m) return undefined;
  const field = text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length);
  // ("Leave "Last Name" empty": what is left empty is a field, whether or not the author says so)
  return /\b(?:field|fields|box|input|textbox|area|dropdown)$/i.test(field) || /^(?:it|them|this|that)$/i.test(field)
    ? `clear ${field}`
    : `clear the ${/^the\s/i.test(field) ? field.slice(4) : field} field`;
};

/** `click the Login button with filled form`, `submit the form with valid data`: a manner after the target. */
const manner: Rewrite = (text, masked) => {
  if (FIELD_STEP.test(masked)) return undefined;
  const m = /\s+(?:with|using|via)\s+(?:the\s+|a\s+|an\s+|valid\s+|filled\s+)?(?:[\p{L}-]+\s+){0,2}[\p{L}\d-]+\s*$/iu.exec(masked);
  return m && m.index > 0 && !/\u0001/.test(m[0]) ? text.slice(0, m.index) : undefined;
};

/** `click submit/login`, `the login button/menu`: one word of each pair of alternatives (not paths or URLs). */
function alternatives(text: string, masked: string): string[] {
  // "the Register/ Sign Up page", "the cancel/ reset button": after "/ " the other may be several words, up to the kind
  const spaced =
    /(^|\s)([\p{L}][\p{L}\d-]*)\/\s([\p{L}][\p{L}\d-]*(?:\s[\p{L}][\p{L}\d-]*){0,2}?)(?=\s+(?:page|screen|button|link|field|tab|menu|icon|option|box)\b|\s*$)/u.exec(
      masked,
    );
  // ("Click Continue/Next/Submit": as many as are offered)
  const m = spaced ?? /(^|\s)([\p{L}][\p{L}\d-]*)((?:\/[\p{L}][\p{L}\d-]*)+)(?=\s|$)/u.exec(masked);
  // "enter username or email": two names at the end, either one
  const or = m ? undefined : /\s([\p{L}][\p{L}\d-]*)\s+or\s+([\p{L}][\p{L}\d-]*)\s*$/iu.exec(masked);
  if (or) return [splice(text, or.index + 1, or.index + or[0].length, or[1]), splice(text, or.index + 1, or.index + or[0].length, or[2])];
  if (!m) return [];
  const start = m.index + m[1].length;
  const end = start + m[2].length + (spaced ? 2 + m[3].length : m[3].length);
  const others = spaced ? [m[3]] : m[3].split('/').slice(1);
  return [m[2], ...others].map((one) => splice(text, start, end, one));
}

/** `"User saved" flash message`, `"Saved" notification`: a quote, then the words saying it is a message. */
const messageAfter: Rewrite = (text, masked) => {
  // (`"X" message` alone is the language's own form: a text)
  const m =
    /(["'“‘`«*]\u0001+["'”’`»*])\s+(?:flash|success|info|validation|confirmation|status|toast)\s+(?:message|notification|toast|alert|banner|text)\s*$/i.exec(
      masked,
    );
  return m ? text.slice(0, m.index + m[1].length) : undefined;
};

/** `user should see Terms modal with "X"`, `the preview shows the text "X"`: the text is shown (the part it is in aside). */
const seeWith: Rewrite = (text, masked) => {
  const m =
    /\b(?:see|sees|shows?|displays?)\s+(?:the\s+|a\s+|an\s+)?(?:[\p{L}-]+\s+){0,3}(?:modal|dialog|popup|message|banner|notification|toast|alert|page|section|panel|box|preview)\s+(?:with|containing|saying|that says|showing)\s+(?:the\s+(?:text|message)\s+)?(["'“‘`«*]\u0001+["'”’`»*])\s*$/iu.exec(
      masked,
    );
  return m ? `I should see ${text.slice(m.index + m[0].length - m[1].length).trim()}` : undefined;
};

/**
 * `Subtitle "X" is visible`, `` `Login to your account` section is visible ``, `Featured Posts
 * section is hidden`: the words around a name that say what kind of part it is, set aside (the
 * name is what shows).
 */
const kindAround: Rewrite = (text, masked) => {
  const before =
    /^(\s*(?:verify(?:\s+that)?\s+|check(?:\s+that)?\s+|assert(?:\s+that)?\s+)?(?:the\s+|a\s+|an\s+)?)(?:[\p{L}-]+\s+){1,2}(?=["'“‘`«*]\u0001+["'”’`»*]\s+(?:is|are|should|must|appears|shows)\b)/iu.exec(
      masked,
    );
  // (the words must describe, not act: "wait until "Done" is visible" keeps its verb)
  const described = before?.[0].slice(before[1].length).trim().split(/\s+/) ?? [];
  if (before && !described.some((w) => baseVerb(w.toLowerCase()) || /^(?:until|till|for|that|if|whether|see|sees|should)$/i.test(w)))
    return `${before[1]}${text.slice(before[0].length)}`;
  const after =
    /\s+(?:section|area|block|panel|part|region|container|column)(?=\s+(?:is|are|should|must|exists?|appears?)\b)|(?<=\bsee\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s+(?:form|section|panel|area|block)(?=\s*$)/iu.exec(
      masked,
    );
  return after ? `${text.slice(0, after.index)}${text.slice(after.index + after[0].length)}` : undefined;
};

/** `… using the webUI`, `… on the webUI`, `globally`: where the author's framework acts, no part of the page. */
const webUi: Rewrite = (text, masked) => {
  const m = /\s+(?:using|on|in|of|via|through|from)\s+the\s+web\s?ui\b|\s+globally\b/i.exec(masked);
  return m ? `${text.slice(0, m.index)}${text.slice(m.index + m[0].length)}` : undefined;
};

/** `In the user name field, enter 'John Smith'`: the field first, then the data. */
const fieldFirst: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:in|into)\s+(the\s+(?:[\p{L}-]+\s+){1,3}(?:field|box|input|textbox|text box))\s*,?\s*(enter|type|input|write|fill in)\s+(.+)$/iu.exec(
      masked,
    );
  return m
    ? `${m[2]} ${text.slice(m.index + m[0].length - m[3].length)} into ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}`
    : undefined;
};

/** `There is a "Thank you" message.`: the text is shown. */
const thereIs: Rewrite = (text, masked) => {
  const m =
    /^\s*there\s+(?:is|should be|must be)\s+(?:a|an|the)\s+(["'“‘`«*]\u0001+["'”’`»*])\s+(?:[\p{L}-]+\s+)?(?:message|text|notification|banner|toast|alert|label)\s*$/iu.exec(
      masked,
    );
  return m ? `I should see ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}` : undefined;
};

/** `the login page of the application`, `without logging in`: words about the app or the state, no part of the page. */
const aboutTheApp: Rewrite = (text, masked) => {
  const m = /\s+(?:of|on|in|from)\s+the\s+(?:application|app|site|website|web app)\b|\s+without\s+(?:[\p{L}-]+\s*){1,3}$/iu.exec(masked);
  return m && m.index > 0 ? `${text.slice(0, m.index)}${text.slice(m.index + m[0].length)}` : undefined;
};

/** `The button text changed to REMOVE`: the button now says it. */
const buttonText: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:the\s+)?(button|link)(?:'s)?\s+(?:text|label)\s+(?:changed|changes|has changed|is|should be|becomes|should change)\s+(?:to\s+)?(["'“‘`«*]\u0001+["'”’`»*])\s*$/i.exec(
      masked,
    );
  return m
    ? `the ${text.slice(m.index + m[0].lastIndexOf(m[2]), m.index + m[0].lastIndexOf(m[2]) + m[2].length)} ${m[1].toLowerCase()} is visible`
    : undefined;
};

/** `User is authenticated and "Logged in" is visible`: a state told first, then what shows it (the check is the latter). */
const afterAnd: Rewrite = (text, masked) => {
  const m = /^.*\s+and\s+(?=["'“‘`«*]\u0001+["'”’`»*]\s+(?:is|are|should be)\s+(?:visible|shown|displayed))/i.exec(masked);
  return m ? text.slice(m[0].length) : undefined;
};

/** `navigated to step showing "ENTER ACCOUNT INFORMATION"`, `the 'getting started' contents`: the quoted text is what shows. */
const showingQuote: Rewrite = (text, masked) => {
  const showing = /\b(?:showing|that shows|which shows|displaying|that displays)\s+(["'“‘`«*]\u0001+["'”’`»*])\s*$/i.exec(masked);
  if (showing) return `I should see ${text.slice(showing.index + showing[0].length - showing[1].length)}`;
  const kind = /(["'“‘`«*]\u0001+["'”’`»*])\s+(?:contents?|column|label|section|area|panel|block)\s*$/i.exec(masked);
  return kind ? text.slice(0, kind.index + kind[1].length) : undefined;
};

/** `the "Set status" item in the Settings menu`, `the "Delete user" action in the user0 actions menu`: a menu item. */
const menuItem: Rewrite = (text, masked) => {
  const m = /(["'“‘`«*]\u0001+["'”’`»*])\s+(?:item|action|entry|option|command)\s+(?:in|from|of)\s+the\s+(?:[\p{L}\d-]+\s+){0,3}menu\b/iu.exec(
    masked,
  );
  return m ? splice(text, m.index, m.index + m[0].length, `${text.slice(m.index, m.index + m[1].length)} menu item`) : undefined;
};

/**
 * `I'm on Content view Page for "Users"`, `I should be on the edit page for "Home"`: the page of
 * that item, named by it; `I am on the browse page for a collection`: an item not named, no part
 * of the page's name. `When I go on the X page`: going to it.
 */
const pageFor: Rewrite = (text, masked) => {
  const on = /^(\s*(?:(?:given|when|then|and|but)\s+)?(?:i|we|the user|user)\s+)go(es)?\s+on\s+(?=the\s)/i.exec(masked);
  if (on) return `${text.slice(0, on[1].length)}go${on[2] ?? ''} to ${text.slice(on.index + on[0].length)}`;
  // ("I visit the show page for the organisation named "Friendly"", "the "Show" page for project "hello world"")
  const named =
    /^(.*?\b(?:on|to|at|visit|visits|open|opens)\s+)(?:the\s+)?(?:(?:[\p{L}-]+|["'“‘`«*]\u0001+["'”’`»*])\s+){0,3}(?:page|screen)\s+for\s+(?:(?:the|a|an)\s+)?(?:[\p{L}_-]+\s+){0,2}?(?:(?:named|titled|called)\s+)?(["'“‘`«*]\u0001+["'”’`»*])\s*$/iu.exec(
      masked,
    );
  if (named) return `${text.slice(0, named[1].length)}the ${text.slice(named.index + named[0].length - named[2].length).trim()} page`;
  // ("the detail page for article 2": an item by its number is no part of the page's name either)
  const unnamed = /(\b(?:page|screen))\s+for\s+(?:(?:a|an|the|this|that|each|any)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?|[\p{L}-]+\s+#?\d+)\s*$/iu.exec(masked);
  return unnamed ? text.slice(0, unnamed.index + unnamed[1].length) : undefined;
};

/**
 * `navigate directly to …`, `In a fresh browser context with no prior actions, navigate to …`: how
 * or in what state a step is done, no part of it.
 */
const howOrWhere: Rewrite = (text, masked) => {
  const adverb = /\b(navigate|navigates|go|goes|browse|browses)\s+(?:directly|manually|straight|immediately)\s+(?=to\b)/i.exec(masked);
  if (adverb) return splice(text, adverb.index, adverb.index + adverb[0].length, `${adverb[1]} `);
  const setting = /^\s*in\s+a\s+(?:new|fresh|clean|private|separate|incognito)\b[^,]{0,80},\s*(?=\p{L})/iu.exec(masked);
  return setting ? text.slice(setting[0].length) : undefined;
};

/**
 * `success notification that "Moved" appears`, `Toast display should contain text "Saved"`, `Modal is
 * open with text "Oops"`: a message told as a sentence; what it says is shown (in a dialog, for a modal).
 */
const messageSays: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:(?:given|when|then|and|but)\s+)?(?:(?:i\s+see\s+)?(?:the|a|an)\s+)?(?:(?!(?:confirm|confirmation|prompt|alert|browser|dialog)\b)[\p{L}-]+\s+){0,2}?(notification|toast|message|banner|snackbar|modal|popup)(?:\s+(?:display|box|window))?\s+(?:that|saying|with(?:\s+the)?\s+text|should\s+(?:contain|show|say|display)(?:\s+the)?(?:\s+text)?|contains(?:\s+the)?(?:\s+text)?|shows|says|(?:is|should\s+be)\s+(?:open|opened|shown|displayed)\s+with(?:\s+the)?\s+text)\s+(["'“‘`«*]\u0001+["'”’`»*])(?:\s+(?:appears|is\s+shown|is\s+displayed|shows\s+up|pops\s+up|should\s+appear))?\s*$/iu.exec(
      masked,
    );
  if (!m) return undefined;
  const start = m.index + m[0].lastIndexOf(m[2]);
  const said = text.slice(start, start + m[2].length);
  return /^(?:modal|popup)$/i.test(m[1]) ? `I should see ${said} in the dialog` : `I should see ${said}`;
};

/** `Order is processed successfully and confirmation page is displayed`: the page shown is the check. */
const pageAfterAnd: Rewrite = (text, masked) => {
  const lead = /^\s*(?:expected(?:\s+results?)?\s*[:\-–]\s*)?/i.exec(masked)![0];
  const m =
    /^.*\s+and\s+(?=(?:the\s+)?(?:[\p{L}-]+\s+){1,3}(?:page|screen)\s+(?:is|should be)\s+(?:visible|shown|displayed|opened|loaded)\s*$)/iu.exec(
      masked.slice(lead.length),
    );
  return m ? `${text.slice(0, lead.length)}${text.slice(lead.length + m[0].length)}` : undefined;
};

/** `there's a "Saved" message`, `I'm on …`: a contracted subject and verb written out, for the rewrites after it. */
const contraction: Rewrite = (text, masked) => {
  const m = /\b(I|we|you|they|there|it)['’](m|re|s)\b/i.exec(masked);
  return m
    ? splice(text, m.index, m.index + m[0].length, `${m[1]} ${m[2].toLowerCase() === 'm' ? 'am' : m[2].toLowerCase() === 're' ? 'are' : 'is'}`)
    : undefined;
};

/** `there's a "Drafts" folder on the Bookmarks list`: the name is shown in that list. */
const inList: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:(?:given|when|then|and|but)\s+)?there\s+(?:is|are)\s+(?:a|an|the)\s+(["'“‘`«*]\u0001+["'”’`»*])(?:\s+(?:["'“‘`«*]\u0001+["'”’`»*]|[\p{L}-]+)){0,3}?\s+(?:on|in)\s+(?:the\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s+list\b.*$/iu.exec(
      masked,
    );
  if (!m) return undefined;
  const start = m.index + m[0].indexOf(m[1]);
  const place = text.slice(m.index + m[0].lastIndexOf(m[2]), m.index + m[0].lastIndexOf(m[2]) + m[2].length);
  return `verify that ${text.slice(start, start + m[1].length)} in the "${place}" section is visible`;
};

/** `Scroll down until you see the footer`: scrolling to it. */
const scrollUntil: Rewrite = (text, masked) => {
  const m =
    /^\s*scroll(?:s)?\s+(?:down|up)?\s*(?:until|till)\s+(?:you\s+see|i\s+see|you\s+reach|i\s+reach|reaching|seeing)?\s*(.+?)(?:\s+(?:is|becomes)\s+visible)?\s*$/i.exec(
      masked,
    );
  return m ? `scroll to ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}` : undefined;
};

/** `Press Escape to close the dialog`: what the step is for, no part of it. */
const purpose: Rewrite = (text, masked) => {
  const m =
    /\s+(?:in\s+order\s+)?to\s+(?:close|open|dismiss|submit|save|continue|proceed|confirm|cancel|return|expand|collapse|show|hide|reveal|trigger|start|finish|complete)\b.*$/i.exec(
      masked,
    );
  return m && m.index > 0 ? text.slice(0, m.index) : undefined;
};

/** Rewrites read before the text as written: what they remove is never part of a step. */
const SURE: Rewrite[] = [
  ...PLAN_SURE,
  contraction,
  scrollUntil,
  inList,
  pageAfterAnd,
  pageFor,
  howOrWhere,
  messageSays,
  observed,
  leftBlank,
  webUi,
  fieldFirst,
  thereIs,
  buttonText,
  leader,
  labelledText,
  seeThat,
  question,
  example,
  byDoing,
  brackets,
  firstWay,
  messageAfter,
  seeWith,
  ...PLAN_SURE_LAST,
];
/** Rewrites read after it: they drop words that may still belong to a name. */
const LOOSE: Rewrite[] = [...PLAN_LOOSE, menuItem, purpose, consequence, unnamedPlace, manner, kindAround, aboutTheApp, afterAnd, showingQuote];

const MAX_REWRITTEN = 240;

/**
 * The texts to read for one step, in order: the surely meant rewrites (applied on top of each
 * other), the text as written, then the looser ones. No two alike.
 */
export function sentenceVariants(text: string): string[] {
  // A very long line is no sentence to rewrite (each variant is a parse of its own)
  if (text.length > MAX_REWRITTEN) return [text];
  // "Expected result: …" stays in front (forms.ts reads what follows as an expectation only)
  const expected = /^\s*(?:expected(?:\s+results?)?|expectation)\s*[:\-–]\s*/i.exec(text);
  if (expected && expected[0].length < text.length) {
    const rest = text.slice(expected[0].length);
    // (the rest's own order: what is surely meant first, then as written, then the looser readings)
    return [...new Set(sentenceVariants(rest).map((variant) => `${expected[0]}${variant}`))];
  }
  const sure: string[] = [];
  let current = text;
  for (let round = 0; round < 4; round++) {
    let changed = false;
    for (const rewrite of SURE) {
      const next = rewrite(current, maskQuotes(current));
      if (next?.trim() && next !== current) {
        current = next.trim();
        sure.unshift(current);
        changed = true;
      }
    }
    if (!changed) break;
  }
  const base = [...sure, text];
  const loose: string[] = [];
  for (const t of base) {
    for (const alt of alternatives(t, maskQuotes(t))) loose.push(alt);
  }
  const otherWays = base.flatMap((t) =>
    PLAN_OTHER_WAYS.map((rewrite) => rewrite(t, maskQuotes(t))).filter((other): other is string => !!other?.trim()),
  );
  for (const t of [...base, ...loose]) {
    let dropped = t;
    for (const rewrite of LOOSE) {
      const next = rewrite(dropped, maskQuotes(dropped));
      if (next?.trim()) {
        dropped = next.trim();
        loose.push(dropped);
      }
    }
  }
  return [...new Set([...base, ...loose, ...otherWays])];
}
