/**
 * How test plans and agent tools say an action, as rewrites into the step language: adverbs
 * (`Directly click`), tool keywords (`aiTap:`), misspelt kinds (`buttom`), page objects
 * (`LoginPage.usernameInput`), the row or the part it is in, a corner of the screen, what the
 * click is for, the first of any item.
 */
import { baseVerb } from './forms.ts';
import { asQuoted, SUBJECT, QUOTED } from './planWords.ts';
import type { Rewrite } from './sentences.ts';

/** `Directly click …`, `user clicks again on save button`, `Now enter …`: how or when, no part of the step. */
export const adverb: Rewrite = (text, masked) => {
  const before = new RegExp(
    String.raw`^(\s*(?:${SUBJECT}\s+)?)(?:directly|simply|just|now|quickly|carefully|manually|immediately|then|also|additionally|finally|next|again|force|once\s+more)\s+(?=\p{L})`,
    'iu',
  ).exec(masked);
  if (before) return `${text.slice(0, before[1].length)}${text.slice(before[0].length)}`;
  const after = new RegExp(
    String.raw`^(\s*(?:${SUBJECT}\s+)?([\p{L}-]+))\s+(?:again|directly|now|immediately|once\s+more|once\s+again)\s+(?=on\b|the\b|\S)`,
    'iu',
  ).exec(masked);
  if (!after || !baseVerb(after[2].toLowerCase()) || after[0].length >= text.trimEnd().length) return undefined;
  return `${text.slice(0, after[1].length)} ${text.slice(after[0].length)}`;
};

/**
 * Midscene's YAML steps (`- aiTap: Send request button`, `aiAssert: …`, `aiAct: …`, `sleep: 5000`):
 * the tool's keyword says what the words after it are.
 */
const AI_VERB: Record<string, string> = {
  aiact: '',
  aiaction: '',
  ai: '',
  aitap: 'click ',
  airightclick: 'right-click ',
  aidoubleclick: 'double-click ',
  aihover: 'hover over ',
  aiassert: 'verify that ',
  aiwaitfor: 'wait until ',
  aiscroll: 'scroll ',
  aiinput: 'type ',
  aikeyboardpress: 'press ',
  ailocate: 'verify that ',
};
export const toolKeyword: Rewrite = (text, masked) => {
  const sleep = /^\s*(?:sleep|wait|pause)\s*:\s*(\d+)\s*$/i.exec(masked);
  if (sleep) return `wait for ${sleep[1]} ms`;
  const m = /^\s*(ai(?:act|action|tap|rightclick|doubleclick|hover|assert|waitfor|scroll|input|keyboardpress|locate)?)\s*:\s*(?=\S)/i.exec(masked);
  if (!m) return undefined;
  const verb = AI_VERB[m[1].toLowerCase()];
  const rest = text.slice(m[0].length);
  // (what is located or asserted is there to be seen: "Locate: Send button" names it)
  return verb === 'verify that ' && !/\b(?:is|are|shows?|displays?|contains?|has|have|should)\b/i.test(masked.slice(m[0].length))
    ? `verify that the ${rest} is visible`
    : `${verb}${rest}`;
};

/**
 * Midscene's calls as written in a test file, `await aiTap('Check Out');  // comment`,
 * `await aiInput('Password123', 'Password field');`: the call as its keyword form (toolKeyword).
 */
export const toolCall: Rewrite = (text) => {
  const m =
    /^\s*(?:await\s+)?(?:(?:agent|page|mid|midscene)\.)?(ai(?:Act|Action|Tap|RightClick|DoubleClick|Hover|Assert|WaitFor|Scroll|Input|KeyboardPress|Locate)?)\(\s*(['"`])(.*?)\2\s*(?:,\s*(['"`])(.*?)\4)?\s*(?:,\s*\{[^}]*\})?\s*\)\s*;?\s*(?:\/\/.*)?$/.exec(
      text,
    );
  if (!m) return undefined;
  const [, fn, , first, , second] = m;
  // (aiInput(text, where): the text typed into the element described)
  if (/^aiInput$/i.test(fn) && second !== undefined) return `enter "${first}" into the ${second.replace(/^the\s+/i, '')}`;
  return `${fn}: ${first}`;
};

/** `Click the Login buttom`, `the Email feild`: a kind word misspelt. */
const KIND_TYPOS: [RegExp, string][] = [
  [/(?<=\s)(?:buttom|buton|botton|buttton|butto|bttn|btn)(?=\s|$|[.,;:])/gi, 'button'],
  [/(?<=\s)(?:feild|filed|fiel|fild)(?=\s|$|[.,;:])/gi, 'field'],
  [/(?<=\s)(?:chekbox|checkox|chekcbox)(?=\s|$|[.,;:])/gi, 'checkbox'],
  [/(?<=\s)(?:dropdwon|drodown|dropown|dropdonw)(?=\s|$|[.,;:])/gi, 'dropdown'],
];
export const kindTypo: Rewrite = (text, masked) => {
  let out = text;
  for (const [typo, kind] of KIND_TYPOS) {
    // (only outside quotes: a quoted name is as written)
    out = out.replace(typo, (word, at: number) => (masked.slice(at, at + word.length).includes('\u0001') ? word : kind));
  }
  return out !== text ? out : undefined;
};

/** `Click the “Create your account.”`: the sentence's period, written inside the closing quote. */
export const periodInQuote: Rewrite = (text, masked) => {
  if (
    !/^\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|tap|taps|press|presses|select|selects|choose|chooses|open|opens|hover|check|uncheck)\b/i.test(
      masked,
    )
  )
    return undefined;
  const m = /([^\s.])\.(["”'’»])\s*$/.exec(text);
  return m && /\u0001["”'’»]\s*$/.test(masked) ? `${text.slice(0, m.index + 1)}${m[2]}` : undefined;
};

/**
 * Page objects written as names (`LoginPage.usernameInput`, `HomePage.alertBox`): the element after
 * the page's name, its kind from the name's ending (Input, Button, Link).
 */
export const pageObject: Rewrite = (text, masked) => {
  const re =
    /\b[A-Z][A-Za-z0-9]*(?:Page|Screen|View|Modal|Dialog|Form)\.([a-z][A-Za-z0-9_]*?)(Input|Field|Textbox|Button|Btn|Link|Checkbox|Dropdown|Select)?\b/g;
  if (!re.test(masked)) return undefined;
  const KIND: Record<string, string> = {
    input: 'field',
    field: 'field',
    textbox: 'field',
    button: 'button',
    btn: 'button',
    link: 'link',
    checkbox: 'checkbox',
    dropdown: 'dropdown',
    select: 'dropdown',
  };
  return text.replace(re, (_all, name: string, kind?: string) => `the "${name}" ${kind ? KIND[kind.toLowerCase()] : 'element'}`);
};

/** `Click 'Remove' on the 'Sauce Labs Bike Light' cart row`, `click add to cart for one item "Bolt T-Shirt"`: the row of that item. */
export const onItemRow: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|tap|taps|press|presses)\s+(?:on\s+)?(?:the\s+)?)(.+?)\s+(?:on|in|for|of)\s+(?:the\s+|one\s+item\s+|the\s+item\s+|an?\s+item\s+)?(${QUOTED})(?:\s+(?:[\p{L}-]+\s+)?(?:row|item|line|card|product))?\s*$`,
    'iu',
  ).exec(masked);
  if (!m || !/\b(?:row|item|line|card|product)\b/i.test(m[0].slice(m[1].length + m[2].length))) return undefined;
  const at = m.index + m[0].lastIndexOf(m[3]);
  return `${text.slice(0, m[1].length + m[2].length)} in the row containing ${text.slice(at, at + m[3].length)}`;
};

/** `In the "User Management" section, navigate to "Users"`: the step, in that part of the page. */
export const partFirst: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^(\s*(?:in|inside|within|on|from)\s+the\s+)(${QUOTED})\s+(section|panel|area|menu|sidebar|tab|form|dialog|modal|table|list)\s*,\s*(?=\p{L})`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const rest = text.slice(m[0].length).replace(/^(navigate|navigates|go|goes)\s+to\s+(?=["'“‘`«])/i, 'click ');
  const kind = /^(?:dialog|modal)$/i.test(m[3]) ? 'dialog' : /^(?:form|table)$/i.test(m[3]) ? m[3].toLowerCase() : 'section';
  return `${rest} in the ${text.slice(m[1].length, m[1].length + m[2].length)} ${kind}`;
};

/** `… in the upper right-hand corner of the page`, `at the top left of the screen`: a place on screen, no part of the page. */
export const screenCorner: Rewrite = (text, masked) => {
  const m =
    /\s+(?:in|at|on)\s+the\s+(?:(?:upper|lower|top|bottom|far)[\s-]+)?(?:(?:left|right)(?:[\s-]+hand)?[\s-]*)?(?:corner|side|top|bottom|edge)(?:\s+of\s+the\s+(?:page|screen|window|header|form|site))?\s*$/i.exec(
      masked,
    );
  return m && m.index > 0 ? text.slice(0, m.index) : undefined;
};

/** `… within "table.list.memberships"`: in that part of the page. */
export const withinQuoted: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`\s+within\s+(${QUOTED})\s*$`, 'iu').exec(masked);
  return m && m.index > 0 ? `${text.slice(0, m.index)} in the ${text.slice(m.index + m[0].length - m[1].length)} section` : undefined;
};

/**
 * `Click the "Add to Cart" button to add the product to the cart`, `Click + button to increase
 * quantity`: what the click is for.
 */
export const forWhat: Rewrite = (text, masked) => {
  const m = /\s+(?:in\s+order\s+)?to\s+([\p{L}]+)\b.*$/iu.exec(masked);
  if (
    !m ||
    m.index === 0 ||
    !/^\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|double-click|double-clicks|double\s+click|tap|taps|press|presses|hit|select|selects|choose|use|uses)\b/i.test(
      masked,
    )
  )
    return undefined;
  return baseVerb(m[1].toLowerCase()) ||
    /^(?:increase|decrease|add|remove|view|see|access|change|update|edit|create|delete|go|navigate|log|sign|reset|clear|apply|sort|filter|move|load|display|enter|begin|get|make|buy|place|pay|book|send|share|download|print|copy|refresh|reveal|toggle|mark)$/i.test(
      m[1],
    )
    ? text.slice(0, m.index)
    : undefined;
};

/**
 * `Click "Add to Cart" on first product`, `click the Upload Asset link for the first chapter`: the
 * control of the item at that place, as the first of its name.
 */
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'last'];
export const ofOrdinalItem: Rewrite = (text, masked) => {
  const m =
    /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|clicked|tap|taps|tapped|press|presses|pressed|select|selects|selected)\s+(?:on\s+)?)(?:the\s+)?(.+?)\s+(?:on|for|of|in|from)\s+(?:the\s+)?(first|second|third|fourth|fifth|last|1st|2nd|3rd|any)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s*$/iu.exec(
      masked,
    );
  if (!m) return undefined;
  // ("on any product": the first of them does)
  const ordinal = { '1st': 'first', '2nd': 'second', '3rd': 'third', any: 'first' }[m[3].toLowerCase()] ?? m[3].toLowerCase();
  if (!ORDINALS.includes(ordinal) || ORDINALS.some((o) => new RegExp(`\\b${o}\\b`, 'i').test(m[2]))) return undefined;
  return `${text.slice(0, m[1].length)}the ${ordinal} ${text.slice(m.index + m[0].indexOf(m[2], m[1].length), m.index + m[0].indexOf(m[2], m[1].length) + m[2].length)}`;
};

/** `click the "Admin" option from the left sidebar`, `the "Sign Up" component`, `the active visits app`: what the author calls it, no type of the language. */
export const calledSo: Rewrite = (text, masked) => {
  const m =
    /^(\s*(?:(?:i|we|you|the user|user|a user)\s+)?(?:click|clicks|tap|taps|press|presses)\s+(?:on\s+)?(?:the\s+)?(?:["'“‘`«*]\u0001+["'”’`»*]|(?:[\p{L}\d-]+\s+){0,3}[\p{L}\d-]+))\s+(?:option|component|app|application|module|tile|widget|entry|page|menu\s+option)\b/iu.exec(
      masked,
    );
  return m ? `${text.slice(0, m[1].length)}${text.slice(m.index + m[0].length)}` : undefined;
};

/** `Click the "Remove" button next to the product to be removed`: a thing described, not named, beside the target. */
export const describedNeighbour: Rewrite = (text, masked) => {
  // ("for the todo", "of the item": a word for any item of the list is no name either)
  const m =
    /\s+(?:next\s+to|beside|near|for|of|on)\s+(?:the|a|an)\s+(?:(?:[\p{L}-]+\s+){0,4}?(?:to\s+be|that|which|you|i|we)\b.*|(?:todo|item|task|entry|row|record|one|product|line)\s*)$/iu.exec(
      masked,
    );
  return m && m.index > 0 && !/\u0001/.test(m[0]) ? text.slice(0, m.index) : undefined;
};

/** `Click on the link to eNOW`: the link named after "to". */
export const linkTo: Rewrite = (text, masked) => {
  const m =
    /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|tap|taps|follow|follows)\s+(?:on\s+)?)the\s+(link|button)\s+(?:to|for)\s+(?=\S)/i.exec(
      masked,
    );
  if (!m || (/\s/.test(masked.slice(m[0].length).trim()) && !/^["'“‘`«]/.test(masked.slice(m[0].length)))) return undefined;
  const name = text.slice(m[0].length).trim();
  return `${text.slice(0, m[1].length)}the ${asQuoted(name)} ${m[2].toLowerCase()}`;
};

/** `Toggle "Wifi" amenity on`: a click on it. */
export const toggleOn: Rewrite = (text, masked) => {
  const m =
    /^(\s*(?:(?:i|we|you|the user|user)\s+)?)(?:toggle|toggles|switch|switches|turn|turns)\s+(["'“‘`«]\u0001+["'”’`»])(?:\s+[\p{L}-]+)?\s+(?:on|off)\s*$/iu.exec(
      masked,
    );
  return m ? `${m[1]}click ${text.slice(m.index + m[0].indexOf(m[2]), m.index + m[0].indexOf(m[2]) + m[2].length)}` : undefined;
};

/** `Press Enter or trigger form submission`: the key, not what else would do. */
export const pressOr: Rewrite = (text, masked) => {
  const m = /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:press|presses|hit|hits)\s+\S+(?:\s+key)?)\s+or\s+.+$/i.exec(masked);
  return m ? text.slice(0, m[1].length) : undefined;
};

/** `Click room type trigger (`#filter-room-type`)`: the selector in brackets is the target. */
export const selectorInBrackets: Rewrite = (text, _masked) => {
  const m =
    /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|tap|taps|open|opens|hover\s+over|focus\s+on|focus)\s+(?:on\s+)?).+?\(\s*(["'`“‘])([#.[/][^"'`”’]*)\2\s*\)\s*$/i.exec(
      text,
    );
  return m ? `${m[1]}"${m[3]}"` : undefined;
};

/** `Click browser back`: the browser's back. */
export const browserBack: Rewrite = (_text, masked) =>
  /^\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|press|presses|hit|use)\s+(?:the\s+)?browser(?:'s)?\s+back(?:\s+button)?\s*$/i.test(masked)
    ? 'go back'
    : undefined;

/** `Increase the product quantity to 3`: the field given that number. */
export const changeTo: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:(?:i|we|you|the user|user)\s+)?(?:increase|increases|decrease|decreases|change|changes|update|updates|raise|lower)\s+(?:the\s+)?((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s+to\s+(\d+(?:[.,]\d+)?)\s*$/iu.exec(
      masked,
    );
  return m ? `enter "${m[2]}" into the "${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}" field` : undefined;
};

/** `Attempt to navigate directly to /inventory.html`, `Try to click Save`: the step attempted. */
export const attemptTo: Rewrite = (text, masked) => {
  const m = /^\s*(?:attempt|attempts|try|tries)\s+to\s+(?=\p{L})/iu.exec(masked);
  return m ? text.slice(m[0].length) : undefined;
};

/** `Click the 'Add to Cart' button for the Bluetooth Headphones product`: in that product's row. */
export const forNamedProduct: Rewrite = (text, masked) => {
  const m =
    /^(.*?\b(?:[Cc]lick|[Cc]licks|[Tt]ap|[Tt]aps|[Pp]ress|[Pp]resses)\b.+?)\s+(?:for|of|on)\s+the\s+((?:[A-Z][\w-]*\s+){0,5}[A-Z][\w-]*)\s+(?:product|item|row|card|entry|line)\s*$/u.exec(
      masked,
    );
  return m
    ? `${text.slice(0, m[1].length)} in the row containing "${text.slice(m.index + m[0].lastIndexOf(m[2]), m.index + m[0].lastIndexOf(m[2]) + m[2].length)}"`
    : undefined;
};

/**
 * `Click "Remove" for Sauce Labs Backpack`, `click the Add to order button for "Pizza"`: the
 * control of the row, card or item that names it (a proper name, capitalised, or quoted).
 */
export const forNamedRow: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^(\s*(?:(?:[Ii]|[Ww]e|[Yy]ou|[Tt]he user|[Uu]ser)\s+)?(?:[Cc]lick|[Cc]licks|[Tt]ap|[Tt]aps|[Pp]ress|[Pp]resses)\b.+?)\s+(?:for|on)\s+(?:the\s+)?(${QUOTED}|\p{Lu}[\p{L}\d'-]*(?:\s+[\p{Lu}\d(][\p{L}\d'().$-]*){0,5})\s*$`,
    'u',
  ).exec(masked);
  // ("click Edit in the row for Ann": the row is named already)
  if (!m || /\b(?:row|line|entry|item|card)\s*$/i.test(m[1])) return undefined;
  const at = m.index + m[0].lastIndexOf(m[2]);
  const name = text.slice(at, at + m[2].length);
  return `${text.slice(0, m[1].length)} in the row containing ${asQuoted(name)}`;
};

/** `Click "Remove" on Sauce Labs Backpack` read besides forNamedRow: the control nearest that name. */
export const forNamedNear: Rewrite = (text, masked) => forNamedRow(text, masked)?.replace(/ in the row containing (?=\S+)/, ' near ');

/** `the field labeled "E-mail Address"`, `the button labelled 'Sign up'`: the element of that name and kind. */
export const labeledKind: Rewrite = (text, masked) => {
  const m =
    /\b(?:the\s+|a\s+)?(field|button|link|checkbox|dropdown|input|textbox|tab|heading)\s+(?:labeled|labelled|named|called|titled|marked)\s+(["'“‘`«]\u0001+["'”’`»])/i.exec(
      masked,
    );
  if (!m) return undefined;
  const name = text.slice(m.index + m[0].lastIndexOf(m[2]), m.index + m[0].lastIndexOf(m[2]) + m[2].length);
  let out = `${text.slice(0, m.index)}the ${name} ${m[1].toLowerCase()}${text.slice(m.index + m[0].length)}`;
  // ("Gain focus on …", "Activate …", "Located …": the deed as the language says it)
  out = out
    .replace(/^(\s*)(?:gain|gains|give|set)\s+(?:the\s+)?focus\s+(?:on|to)\s+/i, '$1focus on ')
    .replace(/^(\s*)(?:activate|activates|press|presses)\s+(?=the\s)/i, '$1click ')
    .replace(/^(\s*)located\s+/i, '$1locate ');
  return out;
};

/** `click on the continue button of the checkout page`: the page it is on is no part of it. */
export const ofThePage: Rewrite = (text, masked) => {
  const m = /\s+(?:of|on|in)\s+the\s+(?:(?:[\p{L}-]+\s+)?page(?:\s+[\p{L}-]+)?|page)\s*$/iu.exec(masked);
  return m && m.index > 0 && /\b(?:button|link|field|icon|tab|checkbox)\b/i.test(masked.slice(0, m.index)) ? text.slice(0, m.index) : undefined;
};

/** `Click the 'Sign in' / 'Login' button`, `click "Next" or "Continue"`: names offered as alternatives; the first is taken. */
export const firstOfNames: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`(${QUOTED})((?:\s*/\s*|\s+or\s+)${QUOTED})+`, 'u').exec(masked);
  return m ? `${text.slice(0, m.index + m[1].length)}${text.slice(m.index + m[0].length)}` : undefined;
};

/** `Enter 'x' into the Username field only`: only that field, which the step names already. */
export const fieldOnly: Rewrite = (text, masked) => {
  const m = /\s+(?:field|box|input)\s+(only)\s*$/i.exec(masked);
  return m ? text.slice(0, m.index + m[0].length - m[1].length).trimEnd() : undefined;
};

/** `Verify that the user is able to click on the cart icon`: the deed the user can do, done. */
export const ableTo: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:verify|check|ensure|confirm|validate)\s+(?:that\s+)?(?:the\s+)?(?:user|users|customer|visitor|you|i|we)\s+(?:is\s+able\s+to|are\s+able\s+to|am\s+able\s+to|can)\s+(?=(?:click|tap|press|select|choose|open|enter|type|fill|check|uncheck|navigate|go|search|add|remove|upload|hover|scroll|log|sign)\b)/i.exec(
      masked,
    );
  return m ? text.slice(m[0].length) : undefined;
};

/** `click on the cart icon when the cart is empty`: when the step is done, said after it, is no part of it. */
export const conditionAfter: Rewrite = (text, masked) => {
  const m =
    /\s+(?:when|if|while|once|whenever)\s+(?:the\s+|a\s+|an\s+|my\s+|your\s+)?(?:[\p{L}-]+\s+){0,3}(?:is|are|has|have|was|were|becomes?|appears?)\b[^\u0001]*$/iu.exec(
      masked,
    );
  return m && m.index > 0 ? text.slice(0, m.index) : undefined;
};

/** `select "Add Part" and note the fields shown`: what is looked at with no check named is no step. */
export const andNote: Rewrite = (text, masked) => {
  const m = /\s+and\s+(?:note|observe|inspect|review|examine|look\s+at)\s+(?:the\s+|any\s+)?[\p{L}\s-]*$/iu.exec(masked);
  return m && m.index > 0 ? text.slice(0, m.index) : undefined;
};

/** `Click an element that contains "Taking"`, `click the link which has the text 'Help'`: the element of that text. */
export const clickContaining: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|tap|taps)\s+(?:on\s+)?)(?:an?|the|any)\s+(element|item|link|button|text)\s+(?:that|which)\s+(?:contains|has|shows|says|displays|reads)\s+(?:the\s+text\s+)?(${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const at = m.index + m[0].lastIndexOf(m[3]);
  const kind = /^(?:link|button)$/i.test(m[2]) ? ` ${m[2].toLowerCase()}` : '';
  return `${text.slice(0, m[1].length)}the ${text.slice(at, at + m[3].length)}${kind}`;
};

/** `Click the sign in or submit button`: the first of the names offered for one control (read besides as written). */
export const firstOfKind: Rewrite = (text, masked) => {
  const m = /\bthe\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+or\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}-]+\s+(button|link|tab|icon|field)\b/iu.exec(masked);
  // (what it is for, "to log in", is no part of the step)
  return m
    ? `${text.slice(0, m.index)}the ${text.slice(m.index + 4, m.index + 4 + m[1].length)} ${m[2]}${text.slice(m.index + m[0].length).replace(/^\s+to\s+\p{L}.*$/u, '')}`
    : undefined;
};
