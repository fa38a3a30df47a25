/**
 * The sentences of manual test plans and Gherkin written by QA people, as rewrites into the step
 * language (sentences.ts runs them with its own): data after a colon (`Fill in "Name" with: X`,
 * `- First Name: Saurav`), the system or the user told as the subject of a page check (`the system
 * loads the Manage Appointments page`, `the search form is displayed`), adverbs around the verb
 * (`Directly click`, `clicks again on`), and what a step is for (`Click + to increase quantity`).
 * Every pattern runs on the text with quoted parts masked (quotes are never rewritten).
 */
import { baseVerb } from './forms.ts';
import type { Rewrite } from './sentences.ts';

const QUOTE = /["'“‘`«*]\u0001+["'”’`»*]/;
/** Data written after a colon, quoted unless the author quoted it (or it holds a double quote). */
const dataAfterColon = (data: string, masked: string): string => (QUOTE.test(masked) || data.includes('"') ? data : `"${data}"`);

/**
 * `Fill in the "Name" field with: Website Redesign`, `Type the employee name in the "Employee
 * Name" field: Linda Anderson`, `enter another admin name: John Smith`: the data after a colon,
 * the field before it (what the words before the field say of the data aside).
 */
const colonData: Rewrite = (text, masked) => {
  const m = /^(\s*(?:(?:i|we|you|the user|user)\s+)?)(type|enter|input|write|fill in|fill|put|provide|key in)\s+(.+?)\s*:\s+(\S.*)$/di.exec(masked);
  if (!m?.indices || /^(?:the\s+)?(?:following|below|these)\b/i.test(m[3])) return undefined;
  const part = (k: number) => text.slice(m.indices![k][0], m.indices![k][1]);
  const data = dataAfterColon(part(4), m[4]);
  if (/\s+with$/i.test(m[3])) return `${m[1]}fill in ${part(3).replace(/\s+with$/i, '')} with ${data}`;
  const field = /\s(?:in|into|in to)\s+(.+)$/i.exec(m[3]);
  if (field) return `${m[1]}enter ${data} into ${part(3).slice(field.index + field[0].length - field[1].length)}`;
  // (a name without a kind word is a field's name: "the note", "another admin name")
  // (the data is given: what the words said of it, "an incorrect password", is no part of the field's name)
  const name = part(3).replace(/^(?:(?:the|a|an|another|your|his|her|their|some)\s+)?(?:(?:valid|invalid|incorrect|wrong|correct|proper|new|existing|registered)\s+)?/i, '');
  if (QUOTE.test(m[3]) || /\b(?:field|box|input|textbox|area|dropdown)$/i.test(name)) return undefined;
  return `${m[1]}enter ${data} into the "${name}" field`;
};

/** Labels of a test plan's own parts, no field: `Expected result: …`, `Note: …`, `Precondition: …`. */
const PLAN_LABEL = /^(?:expected|actual|results?|notes?|pre-?conditions?|post-?conditions?|steps?|tests?|test\s+\w+|scenario|given|when|then|and|but|description|summary|title|priority|severity|objective|purpose|feature|goal|module|example|e\.g|tip|warning|important|output|action|outcome|comment|remarks?|status|type|category|environment|browser|version|author|owner|date|id|tc|case|prerequisites?|requirement|story|background|setup|teardown|input|data|test data|url|link)$/i;

/**
 * `- First Name: Saurav`, `Telephone: 555-123-4567`: a field's label and its data, as a form's
 * values are listed under a step that fills them. `- Homepage: https://…`: an address is gone to.
 */
const labelValue: Rewrite = (text, masked) => {
  const m = /^\s*([\p{L}][\p{L} '’/&-]{0,30}?)\s*:\s+(\S.*)$/du.exec(masked);
  if (!m?.indices) return undefined;
  const label = m[1].trim();
  const value = text.slice(m.indices[2][0]);
  if (/^(?:https?:\/\/|www\.)\S+$/i.test(value) && /\b(?:url|link|site|website|homepage|home page|page|address|app|application)$/i.test(label)) return `go to ${value}`;
  const words = label.split(/\s+/);
  const first = words[0].toLowerCase();
  // (a verb alone or acting on something is a step: "Click: Save", "Go to the: …"; "Confirm Password" is a field)
  const acts = baseVerb(first) !== undefined && (words.length === 1 || /^(?:the|a|an|on|to|in|into|for)$/i.test(words[1]));
  if (PLAN_LABEL.test(label) || PLAN_LABEL.test(first) || acts || words.length > 4) return undefined;
  return `enter ${dataAfterColon(value, m[2])} into "${label}"`;
};

/** `Open the Homepage: https://…`, `Navigate to the login page: https://…/login`: the address after the colon. */
const addressAfterColon: Rewrite = (text, masked) => {
  const m = /^\s*(?:(?:i|we|you|the user|user)\s+)?(?:open|opens|go to|goes to|navigate to|navigates to|visit|visits|launch|launches|browse to|load|access)\s+[^:]{1,60}:\s*((?:https?:\/\/|www\.)\S+)\s*$/i.exec(masked);
  return m ? `go to ${text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim()}` : undefined;
};

const SUBJECT = String.raw`(?:i|we|you|the user|user|a user|the customer|customer)`;
const SYSTEM = String.raw`(?:the\s+)?(?:system|application|app|browser|site|website|web\s?page|page|user|screen)`;
/** Words naming a part of the page that the language has no type for: it is an element of that name. */
// (not the language's own types, "table", "menu", "card", "header", "box": those read as written)
const PART = String.raw`(?:form|widget|panel|pane|section|sidebar|side\s?bar|area|block|container|component|region|window|popup|pop-up|overlay|drawer|wizard|view|module|grid|list|toolbar|footer|banner)`;
const SHOWN = String.raw`(?:is|are|should\s+be|must\s+be|gets|will\s+be|becomes)\s+(?:displayed|shown|visible|opened|open|loaded|present|rendered|expanded|available)|(?:appears?|opens?|loads?|is\s+loading)`;

/**
 * `the system loads the Manage Appointments page`, `the user is redirected to the Dashboard
 * screen`: being on that page; `the system loads the visit type form`: that part of it shown.
 */
const systemShows: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*${SYSTEM}\s+(?:loads|displays|shows|opens|navigates\s+to|is\s+navigated\s+to|is\s+redirected\s+to|redirects\s+to|is\s+taken\s+to|lands\s+on|goes\s+to|should\s+(?:load|display|show|open))\s+(?:the\s+|a\s+)?((?:[\p{L}\d-]+\s+){0,4}?[\p{L}\d-]+)\s+(page|screen|${PART})\s*$`, 'iu').exec(masked);
  if (!m) return undefined;
  const name = text.slice(m.index + m[0].indexOf(m[1], m[0].length - m[1].length - m[2].length - 2), m.index + m[0].lastIndexOf(m[2])).trim();
  return /^(?:page|screen)$/i.test(m[2]) ? `I should be on the "${name}" page` : `verify that the "${name}" element is visible`;
};

/** `the search form is displayed`, `the enrollment widget should be opened`: an element of that name shown. */
const partShown: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^(\s*(?:verify\s+(?:that\s+)?|check\s+(?:that\s+)?)?(?:the\s+|a\s+|an\s+)?)((?:[\p{L}\d-]+\s+){0,3}?[\p{L}\d-]+)\s+${PART}\s+(?:${SHOWN})\s*$`, 'iu').exec(masked);
  if (!m || /\u0001/.test(m[2]) || /^(?:wait|see|sees|check|verify|ensure|make|until|that|if|whether|focused)$/i.test(m[2].split(/\s+/)[0])) return undefined;
  return `verify that the "${text.slice(m[1].length, m[1].length + m[2].length)}" element is visible`;
};

/** `I am viewing the course team settings`: being on that page. */
const viewing: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*${SUBJECT}\s+(?:am|is|are)\s+(?:now\s+)?(?:viewing|looking\s+at|on|in|at)\s+(?:the\s+)?((?:[\p{L}\d-]+\s+){0,4}?[\p{L}\d-]+?)(?:\s+(?:page|screen|view|tab))?\s*$`, 'iu').exec(masked);
  if (!m || !/viewing|looking/i.test(m[0]) || /\u0001/.test(m[1])) return undefined;
  return `I should be on the "${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}" page`;
};

/** `Directly click …`, `user clicks again on save button`, `Now enter …`: how or when, no part of the step. */
const adverb: Rewrite = (text, masked) => {
  const before = new RegExp(String.raw`^(\s*(?:${SUBJECT}\s+)?)(?:directly|simply|just|now|quickly|carefully|manually|immediately|then|also|again|once\s+more)\s+(?=\p{L})`, 'iu').exec(masked);
  if (before) return `${text.slice(0, before[1].length)}${text.slice(before[0].length)}`;
  const after = new RegExp(String.raw`^(\s*(?:${SUBJECT}\s+)?([\p{L}-]+))\s+(?:again|directly|now|immediately|once\s+more|once\s+again)\s+(?=on\b|the\b|\S)`, 'iu').exec(masked);
  if (!after || !baseVerb(after[2].toLowerCase()) || after[0].length >= text.trimEnd().length) return undefined;
  return `${text.slice(0, after[1].length)} ${text.slice(after[0].length)}`;
};

/** `Open the web application login page`: the site's words before a page's name. */
const siteBeforePage: Rewrite = (text, masked) => {
  const m = /\b(the\s+)?(?:web\s+application|web\s+app|application|app|website|web\s+site|site|system|portal)\s+(?=[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:page|screen)\s*$)/iu.exec(masked);
  return m && m.index > 0 ? `${text.slice(0, m.index)}the ${text.slice(m.index + m[0].length)}` : undefined;
};

/** `I should see a page title "Checkout"`: the page's title. */
const seeTitle: Rewrite = (text, masked) => {
  const m = /^\s*(?:(?:i|we|you|the user|user)\s+)?(?:should\s+)?(?:see|sees)\s+(?:a|the)\s+(?:page\s+)?title\s+(?:of\s+)?(?=["'“‘`«*]\u0001+["'”’`»*]\s*$)/iu.exec(masked);
  return m ? `the title is ${text.slice(m[0].length)}` : undefined;
};

/** `On the homepage, navigate to …`, `In the cart page, click …`: where the step starts, said first (the step says the rest). */
const placeFirst: Rewrite = (text, masked) => {
  const m = /^\s*(?:on|in|at|from|within)\s+the\s+(?:[\p{L}-]+\s+){0,3}(?:page|homepage|screen|tab|view|dashboard)\s*,\s*(?=\p{L})/iu.exec(masked);
  return m ? text.slice(m[0].length) : undefined;
};

/** `Verify presence of the Login button`, `Locate Log in button`: the element is there to be seen. */
const presenceOf: Rewrite = (text, masked) => {
  const m = /^\s*(?:(?:verify|check|confirm|ensure|validate)\s+(?:the\s+)?(?:presence|existence|visibility|display)\s+of|locate|locates|find|finds|identify|spot)\s+(?:the\s+)?(?=\S)/i.exec(masked);
  if (!m) return undefined;
  // (only a thing named with its kind, or a quoted name: "find the cheapest flight" is a goal)
  const rest = masked.slice(m[0].length);
  // ("Locate profile icon in header": where it is may follow the kind)
  const kindAt = /\b(?:button|link|field|input|checkbox|dropdown|icon|image|logo|heading|tab|menu|section|form|label|text|message)s?(?=\s*$|\s+(?:in|on|at|inside)\s+(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s*$)/iu.exec(rest);
  if (!kindAt && !/^["'“‘`«*]\u0001+["'”’`»*]\s*$/.test(rest)) return undefined;
  const place = kindAt ? rest.slice(kindAt.index + kindAt[0].length).trim().replace(/^(in|on|at|inside)\s+(?!the\s)/i, '$1 the ') : '';
  return `verify that the ${text.slice(m[0].length, m[0].length + (kindAt ? kindAt.index + kindAt[0].length : rest.length)).trim()}${place ? ` ${place}` : ''} is visible`;
};

const QUOTED = /["'“‘`«*]\u0001+["'”’`»*]/.source;

/** `Enter invalid email format (`abc`)`: the data given in brackets after the field described. */
const dataInBrackets: Rewrite = (text, masked) => {
  const m = /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:type|enter|input|write|fill in|provide)\s+)(?:(?:a|an|the|some)\s+)?(?:(?:valid|invalid|incorrect|wrong|correct|proper|new)\s+)?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+?)(?:\s+(?:format|value|data|address format))?\s*\(\s*(?:e\.g\.?\s*|eg\s*|like\s*)?(["'“‘`«*]\u0001+["'”’`»*])\s*\)\s*$/iu.exec(masked);
  if (!m) return undefined;
  const data = text.slice(m.index + m[0].lastIndexOf(m[3]), m.index + m[0].lastIndexOf(m[3]) + m[3].length);
  return `${m[1]}${data} into the "${text.slice(m[0].indexOf(m[2]), m[0].indexOf(m[2]) + m[2].length)}" field`;
};

/** `I should see "A" before "B"`: A shown above B. */
const seeBefore: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*(?:(?:i|we|you|the user|user)\s+)?should\s+see\s+(${QUOTED})\s+(?:before|above|earlier than)\s+(${QUOTED})\s*$`, 'iu').exec(masked);
  if (!m) return undefined;
  const at = (q: string) => text.slice(m.index + m[0].indexOf(q), m.index + m[0].indexOf(q) + q.length);
  return `${at(m[1])} above ${text.slice(m.index + m[0].lastIndexOf(m[2]), m.index + m[0].lastIndexOf(m[2]) + m[2].length)} is visible`;
};

/** `I search for a post agfs reform offence 'Burglary'`: what is searched is the quoted name (the words before it say what it is). */
const searchDescribed: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:search|searches)\s+for\s+)(?:a|an|the|some)\s+(?:[\p{L}-]+\s+){0,5}(?=${QUOTED}\s*$)`, 'iu').exec(masked);
  return m ? `${text.slice(0, m[1].length)}${text.slice(m[0].length)}` : undefined;
};

/**
 * Midscene's YAML steps (`- aiTap: Send request button`, `aiAssert: …`, `aiAct: …`, `sleep: 5000`):
 * the tool's keyword says what the words after it are.
 */
const AI_VERB: Record<string, string> = {
  aiact: '', aiaction: '', ai: '', aitap: 'click ', airightclick: 'right-click ', aidoubleclick: 'double-click ', aihover: 'hover over ',
  aiassert: 'verify that ', aiwaitfor: 'wait until ', aiscroll: 'scroll ', aiinput: 'type ', aikeyboardpress: 'press ', ailocate: 'verify that ',
};
const toolKeyword: Rewrite = (text, masked) => {
  const sleep = /^\s*(?:sleep|wait|pause)\s*:\s*(\d+)\s*$/i.exec(masked);
  if (sleep) return `wait for ${sleep[1]} ms`;
  const m = /^\s*(ai(?:act|action|tap|rightclick|doubleclick|hover|assert|waitfor|scroll|input|keyboardpress|locate)?)\s*:\s*(?=\S)/i.exec(masked);
  if (!m) return undefined;
  const verb = AI_VERB[m[1].toLowerCase()];
  const rest = text.slice(m[0].length);
  // (what is located or asserted is there to be seen: "Locate: Send button" names it)
  return verb === 'verify that ' && !/\b(?:is|are|shows?|displays?|contains?|has|have|should)\b/i.test(masked.slice(m[0].length)) ? `verify that the ${rest} is visible` : `${verb}${rest}`;
};

/** `I go to the page named "Lolcat"`, `I am on the page "Account"`, `I go to the profile of "mislav"`: being on that page. */
const pageNamed: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*(?:${SUBJECT}\s+)?(?:go\s+to|goes\s+to|visit|visits|open|opens|am\s+on|is\s+on|are\s+on|navigate\s+to|navigates\s+to|visited|navigated\s+to)\s+(?:the\s+)?(?:(?:correct|right|same)\s+)?(?:page|profile|profile\s+page|screen)\s+(?:(?:named|called|titled|of|for)\s+)?(${QUOTED})\s*$`, 'iu').exec(masked);
  return m ? `I should be on the ${text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim()} page` : undefined;
};

/** `User stays on login page`, `the user remains on the Login page`: still on that page. */
const staysOn: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*(?:${SUBJECT}\s+)?(?:stays|remains|stay|remain|is\s+still|should\s+stay|should\s+remain|should\s+still\s+be|still\s+is|is\s+kept)\s+(?:on|at|in)\s+(?=(?:the\s+)?(?:[\p{L}"'“‘\u0001-]+\s+){0,4}(?:page|screen)\s*$)`, 'iu').exec(masked);
  return m ? `I should be on ${text.slice(m[0].length)}` : undefined;
};

/** `a user is on the URL as https://…`, `I am at the address https://…`: going there. */
const onTheUrl: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*(?:${SUBJECT}\s+)?(?:is|am|are)\s+(?:on|at)\s+the\s+(?:url|page|address|link)\s+(?:as|at|of|:)?\s*((?:https?:\/\/|www\.)\S+)\s*$`, 'iu').exec(masked);
  return m ? `go to ${text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim()}` : undefined;
};

/** `the user should be navigated to "https://…/jqueryui" page`: the address reached. */
const navigatedToAddress: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`\b(?:be|is|are|gets|get)\s+(?:navigated|redirected|taken|sent|brought)\s+(?:back\s+)?to\s+(?:the\s+)?(${QUOTED}|(?:https?:\/\/|www\.)\S+)(?:\s+(?:page|url|address))?\s*$`, 'iu').exec(masked);
  if (!m) return undefined;
  const at = m.index + m[0].indexOf(m[1]);
  const said = text.slice(at, at + m[1].length);
  const address = /^["'“‘`«*]/.test(said) ? said.slice(1, -1) : said;
  return /^(?:https?:\/\/|www\.|\/)\S*$/i.test(address) ? `the URL is "${address}"` : undefined;
};

/** `I should see an error that explains Please provide a valid email`: what the message says is shown. */
const messageExplains: Rewrite = (text, masked) => {
  const m = /\b(?:see|sees|shows?|displays?)\s+(?:an?\s+|the\s+)?(?:[\p{L}-]+\s+)?(?:error|message|notification|alert|warning|toast|banner|text)\s+(?:that|which)\s+(?:explains|says|reads|states|shows|tells|mentions)\s+(?:that\s+)?(?=\S)/iu.exec(masked);
  if (!m) return undefined;
  const said = text.slice(m.index + m[0].length).trim();
  return /^["'“‘`«*]/.test(said) ? `I should see ${said}` : `I should see "${said.replace(/"/g, '')}"`;
};

/** `Order completed page displayed with confirmation message`: being on that page (what else it shows aside). */
const pageDisplayed: Rewrite = (text, masked) => {
  const m = /^(\s*(?:expected(?:\s+results?)?\s*[:\-–]\s*)?)(?:the\s+)?((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s+(?:page|screen)\s+(?:is\s+|gets\s+|should\s+be\s+)?(?:displayed|shown|opened|loaded|appears)(?:\s+(?:with|showing|containing)\b.*)?$/iu.exec(masked);
  if (!m || /\b(?:the|a|an|and|is|are)\b/i.test(m[2])) return undefined;
  return `${text.slice(0, m[1].length)}I should be on the "${text.slice(m[1].length + m[0].slice(m[1].length).indexOf(m[2]), m[1].length + m[0].slice(m[1].length).indexOf(m[2]) + m[2].length)}" page`;
};

/** `Click the Login buttom`, `the Email feild`: a kind word misspelt. */
const KIND_TYPOS: [RegExp, string][] = [
  [/(?<=\s)(?:buttom|buton|botton|buttton|butto|bttn|btn)(?=\s|$|[.,;:])/gi, 'button'],
  [/(?<=\s)(?:feild|filed|fiel|fild)(?=\s|$|[.,;:])/gi, 'field'],
  [/(?<=\s)(?:chekbox|checkox|chekcbox)(?=\s|$|[.,;:])/gi, 'checkbox'],
  [/(?<=\s)(?:dropdwon|drodown|dropown|dropdonw)(?=\s|$|[.,;:])/gi, 'dropdown'],
];
const kindTypo: Rewrite = (text, masked) => {
  let out = text;
  for (const [typo, kind] of KIND_TYPOS) {
    // (only outside quotes: a quoted name is as written)
    out = out.replace(typo, (word, at: number) => (masked.slice(at, at + word.length).includes('\u0001') ? word : kind));
  }
  return out !== text ? out : undefined;
};

/**
 * `Enter a password with fewer than 6 characters (e.g. “Abc1!”)`, `Enter a valid mobile phone number
 * in international format (e.g., +447123456789)`: the example is the data, the field what it describes.
 */
const describedExample: Rewrite = (text, masked) => {
  const m = /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:type|enter|input|write|fill in|provide|modify|change|update|edit|set)\s+)(?:(?:a|an|the|some|any)\s+)?(?:(?:valid|invalid|incorrect|wrong|correct|proper|new|same)\s+)?((?!(?:with|that|which|in|into|containing|including|without|longer|shorter|having|using|under|over|below|above|starting|ending|to)\b)[\p{L}-]+(?:\s+(?!(?:with|that|which|in|into|containing|including|without|longer|shorter|having|using|under|over|below|above|starting|ending|to)\b)[\p{L}-]+){0,3}?|["'“‘`«*]\u0001+["'”’`»*])(?:\s+(?:field|box|input))?(?:\s+(?:with|that|which|in|into|containing|including|without|longer|shorter|having|using|under|over|below|above|starting|ending|to)\b[^(]*?)?\s*\(\s*(?:e\.\s?g\.?|eg\.?|for example|for instance|such as|like)\s*[,:]?\s*([^)]+?)\s*\)\s*$/iu.exec(masked);
  if (!m) return undefined;
  const start = m.index + m[0].lastIndexOf(m[3]);
  // (of several examples, the first: "(e.g., "testuser" or "TESTUSER")", "(e.g., 10, when stock is 5)")
  const example = text.slice(start, start + m[3].length).replace(/^(["'“‘`«][^"'”’`»]*["'”’`»]|[^,;]+?)(?:\s*(?:,|;|\bor\b|\band\b).*)$/, '$1').trim();
  const data = /^["'“‘`«]/.test(example) ? example : `"${example.replace(/"/g, '')}"`;
  // ("Enter XSS payload in username field (e.g., …)": the field named after "in", the words before describing the data)
  const inField = /\s(?:in|into)\s+(?:the\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+?)\s+(?:field|box|input)\b/iu.exec(masked.slice(0, start - m.index));
  const fieldAt = inField ? m.index + inField.index + inField[0].indexOf(inField[1]) : m.index + m[0].indexOf(m[2], m[1].length);
  const field = text.slice(fieldAt, fieldAt + (inField ? inField[1].length : m[2].length));
  return `enter ${data} into the ${/^["'“‘`«*]/.test(field) ? field : `"${field}"`} field`;
};

/** `Click the “Create your account.”`: the sentence's period, written inside the closing quote. */
const periodInQuote: Rewrite = (text, masked) => {
  if (!/^\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|tap|taps|press|presses|select|selects|choose|chooses|open|opens|hover|check|uncheck)\b/i.test(masked)) return undefined;
  const m = /([^\s.])\.(["”'’»])\s*$/.exec(text);
  return m && /\u0001["”'’»]\s*$/.test(masked) ? `${text.slice(0, m.index + 1)}${m[2]}` : undefined;
};

/** `Button shows "Added!" feedback`, `the cart badge displays "3"`: what the part shows is seen. */
const partShows: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*(?:the\s+)?(?:[\p{L}-]+\s+){0,2}(?:button|link|label|field|message|header|title|badge|counter|cart|icon|banner|heading|status|total|tab|tooltip)\s+(?:shows|displays|says|reads|changes\s+to|becomes|turns\s+into)\s+(${QUOTED})(?:\s+[\p{L}-]+)?\s*$`, 'iu').exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].lastIndexOf(m[1]), m.index + m[0].lastIndexOf(m[1]) + m[1].length)}` : undefined;
};

/** Sites an agent's task names by name alone (`open google, search elon musk`): their address is known to all. */
const KNOWN_SITES = /^(?:google|youtube|amazon|wikipedia|github|bing|duckduckgo|reddit|twitter|facebook|linkedin|instagram|yahoo|ebay|gmail|netflix|stackoverflow|stack\s+overflow|hacker\s+news|booking|airbnb|espn|imdb|x)$/i;
const knownSite: Rewrite = (_text, masked) => {
  const m = /^\s*(?:(?:i|we|you|the user|user)\s+)?(?:open|opens|go\s+to|goes\s+to|visit|visits|navigate\s+to|navigates\s+to|launch|browse\s+to)\s+(?:the\s+)?([\p{L}]+(?:\s+[\p{L}]+)?)(?:\s+(?:website|site|homepage|home\s+page))?\s*$/iu.exec(masked);
  if (!m || !KNOWN_SITES.test(m[1])) return undefined;
  const host = m[1].toLowerCase().replace(/\s+/g, '').replace(/^hackernews$/, 'news.ycombinator');
  return `go to "${host}.com"`;
};

/** `feedback should be Incorrect password entered.`: what the message says is shown. */
const feedbackIs: Rewrite = (text, masked) => {
  const m = /^\s*(?:the\s+)?(?:feedback|error|error\s+message|message|result|response|notice|toast|status\s+message)\s+(?:should\s+be|is|says|should\s+say|reads|should\s+read|shows|should\s+show)\s+(?!(?:shown|displayed|visible|present|hidden|not|empty|cleared)\b)(?=\S)/i.exec(masked);
  if (!m) return undefined;
  const said = text.slice(m[0].length).trim().replace(/\.$/, '');
  return /^["'“‘`«][^"'”’`»]*["'”’`»]$/.test(said) ? `I should see ${said}` : `I should see ${said.includes('"') ? `'${said}'` : `"${said}"`}`;
};

/**
 * `Homepage loads successfully with title “Automation Exercise.”`, `Login page loads with heading
 * “Login to your account”`, `Section is visible with heading “Featured Items”`: the title, heading or text named.
 */
const loadsWith: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*(?:the\s+)?(?:[\p{L}-]+\s+){0,3}(?:page|homepage|dashboard|section|screen|dialog|modal|form|panel|app|site)\s+(?:loads|is\s+loaded|opens|is\s+opened|is\s+displayed|is\s+shown|is\s+visible|appears|displays)(?:\s+(?:successfully|correctly|properly))?\s+with\s+(?:the\s+|a\s+)?(title|heading|header|text|message)\s+(${QUOTED})\s*$`, 'iu').exec(masked);
  if (!m) return undefined;
  const at = m.index + m[0].lastIndexOf(m[2]);
  // (the sentence's period inside the quote is no part of the title)
  const said = text.slice(at, at + m[2].length).replace(/^\*\*(.+)\*\*$/, '$1').replace(/\.(["”'’»*]+)$/, '$1');
  const kind = m[1].toLowerCase();
  return kind === 'title' ? `the title is ${said}` : kind === 'heading' || kind === 'header' ? `the ${said} heading is visible` : `I should see ${said}`;
};

/** `Verify footer visibility`, `Verify **Recommended Items** section presence`: the part named is shown. */
const visibilityOf: Rewrite = (text, masked) => {
  const m = /^(\s*(?:verify|check|confirm|validate|ensure)\s+(?:the\s+)?)(.+?)\s+(?:(?:section|area|panel|block)\s+)?(?:visibility|presence|existence|is\s+present)\s*$/iu.exec(masked);
  if (!m) return undefined;
  const name = text.slice(m[1].length, m[1].length + m[2].length).replace(/^\*\*(.+)\*\*$/, '$1').replace(/^["'“‘`«](.+)["'”’`»]$/, '$1');
  return /\u0001/.test(m[2]) && !/^["'“‘`«*]/.test(m[2]) ? undefined : `verify that the "${name}" element is visible`;
};

/** `- Error message displayed (e.g., "Username is required")`: the example is what is shown. */
const messageExample: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*(?:an?\s+|the\s+)?(?:[\p{L}-]+\s+)?(?:message|error|notification|toast|alert|warning|banner|text)\s+(?:is\s+|should\s+be\s+)?(?:displayed|shown|appears|visible)\b[^(]*\(\s*(?:e\.\s?g\.?|eg\.?|for example|such as|like)\s*[,:]?\s*(${QUOTED})`, 'iu').exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].length - m[1].length, m.index + m[0].length)}` : undefined;
};

/** `URL changes to … (e.g., `/dashboard`, `/home`)`, `URL contains `/login` or similar path`: the first address given. */
const urlExample: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*(?:the\s+)?(?:page\s+)?url\s+(?:changes\s+to|contains|includes|should\s+contain|should\s+change\s+to|is\s+updated\s+to)\b(.*?)(${QUOTED})`, 'iu').exec(masked);
  // (only an address given among other words: `the URL contains "x"` and its credential form are the language's own)
  if (!m || (!m[1].trim() && masked.slice(m.index + m[0].length).trim() === '') || /^\s*(?:credential|secret|the\s+\w+\s+of)\s*$/i.test(m[1])) return undefined;
  const at = m.index + m[0].length - m[2].length;
  return `the URL contains ${text.slice(at, at + m[2].length)}`;
};

/**
 * Page objects written as names (`LoginPage.usernameInput`, `HomePage.alertBox`): the element after
 * the page's name, its kind from the name's ending (Input, Button, Link).
 */
const pageObject: Rewrite = (text, masked) => {
  const re = /\b[A-Z][A-Za-z0-9]*(?:Page|Screen|View|Modal|Dialog|Form)\.([a-z][A-Za-z0-9_]*?)(Input|Field|Textbox|Button|Btn|Link|Checkbox|Dropdown|Select)?\b/g;
  if (!re.test(masked)) return undefined;
  const KIND: Record<string, string> = { input: 'field', field: 'field', textbox: 'field', button: 'button', btn: 'button', link: 'link', checkbox: 'checkbox', dropdown: 'dropdown', select: 'dropdown' };
  return text.replace(re, (_all, name: string, kind?: string) => `the "${name}" ${kind ? KIND[kind.toLowerCase()] : 'element'}`);
};

/** `Click 'Remove' on the 'Sauce Labs Bike Light' cart row`, `click add to cart for one item "Bolt T-Shirt"`: the row of that item. */
const onItemRow: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|tap|taps|press|presses)\s+(?:on\s+)?(?:the\s+)?)(.+?)\s+(?:on|in|for|of)\s+(?:the\s+|one\s+item\s+|the\s+item\s+|an?\s+item\s+)?(${QUOTED})(?:\s+(?:[\p{L}-]+\s+)?(?:row|item|line|card|product))?\s*$`, 'iu').exec(masked);
  if (!m || !/\b(?:row|item|line|card|product)\b/i.test(m[0].slice(m[1].length + m[2].length))) return undefined;
  const at = m.index + m[0].lastIndexOf(m[3]);
  return `${text.slice(0, m[1].length + m[2].length)} in the row containing ${text.slice(at, at + m[3].length)}`;
};

/** `User check total price "32,40 ₴"`, `Check error message "Invalid password."`: the text is shown. */
const checkText: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*(?:(?:i|we|you|the user|user)\s+)?(?:check|checks|verify|verifies|validate|validates)\s+(?:the\s+|that\s+the\s+)?(?:[\p{L}-]+\s+){0,2}(?:price|total|message|error|text|title|label|amount|number|value|heading|notification|alert|warning|subtotal|sum|count|result)\s+(?:is\s+|shows\s+|equals\s+|with\s+)?(${QUOTED})\s*$`, 'iu').exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim()}` : undefined;
};

/** `Tester begins at https://…`, `Start at https://…`: the test starts there. */
const beginsAt: Rewrite = (_text, masked) => {
  const m = /^\s*(?:(?:the\s+)?(?:tester|user|i|we)\s+)?(?:begins?|starts?)\s+(?:at|on|from)\s+((?:https?:\/\/|www\.)\S+)\s*$/i.exec(masked);
  return m ? `go to ${m[1]}` : undefined;
};

/** `Do you see a new page with the title “Sign in”?`: the page's title. */
const pageWithTitle: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`\b(?:see|sees|shows?|opens?|displays?)\s+(?:a|the)\s+(?:new\s+)?(?:page|tab|window)\s+(?:with|titled)\s+(?:the\s+)?(?:title\s+)?(${QUOTED})\s*\??\s*$`, 'iu').exec(masked);
  return m ? `the title is ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}` : undefined;
};

/** `Check for successful redirection to the homepage`, `Check for redirection to the login page`: being on that page. */
const redirectionTo: Rewrite = (text, masked) => {
  const m = /^\s*(?:verify|check|confirm|ensure|validate)\s+(?:for\s+)?(?:the\s+)?(?:successful\s+)?(?:redirection|redirect|navigation)\s+to\s+(?:the\s+)?(.+?)\s*$/i.exec(masked);
  if (!m) return undefined;
  const name = text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim();
  return /^(?:home\s*page|home)$/i.test(name) ? 'I should be on the "home" page' : `I should be on the ${/\b(?:page|screen)$/i.test(name) ? name : `${name} page`}`;
};

/** `I ensure application opened`, `Open the Conduit application`: the site under test, at its root. */
const appOpened: Rewrite = (_text, masked) => {
  const m = /^\s*(?:(?:i|we|the user|user)\s+)?(?:ensure|make\s+sure|check|verify)\s+(?:that\s+)?(?:the\s+)?(?:application|app|site|website)\s+(?:is\s+)?(?:opened|open|launched|loaded|running)\s*$|^\s*(?:open|launch|start|load)\s+the\s+[\p{L}-]+\s+(?:application|web\s+application|web\s+app|app|website|site)\s*$/iu.exec(masked);
  return m ? 'go to /' : undefined;
};

/** `I am access detail product page`, `user should redirected to signup page`, `I will go the X page`: being on that page, however the grammar slips. */
const onPageLoosely: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*${SUBJECT}\s+(?:am|is|are|will|should|shall|have|has|was|were)?\s*(?:be\s+|being\s+|been\s+|now\s+)?(?:access|accessing|accessed|directed|redirected|navigated|taken|go(?=\s+the\s)|going|went|gone|landed|landing|sent|brought)\s+(?:to\s+|on\s+|at\s+)?(?:the\s+)?((?:[\p{L}\d-]+\s+){0,3}[\p{L}\d-]+)\s+(?:page|screen)\s*$`, 'iu').exec(masked);
  if (!m) return undefined;
  const start = m.index + m[0].lastIndexOf(m[1]);
  return `I should be on the "${text.slice(start, start + m[1].length)}" page`;
};

/** `The Fleece Jacket should be removed from the CART`: no longer shown there. */
const removedFrom: Rewrite = (text, masked) => {
  const m = /^\s*(?:the\s+)?(.+?)\s+(?:should\s+be|is|gets|must\s+be)\s+(?:removed|deleted|gone)\s+from\s+(?:the\s+)?(.+?)\s*$/iu.exec(masked);
  if (!m || /\u0001/.test(m[2])) return undefined;
  const thing = text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length);
  const place = text.slice(m.index + m[0].lastIndexOf(m[2]), m.index + m[0].lastIndexOf(m[2]) + m[2].length);
  return `verify that ${/^["'“‘`«]/.test(thing) ? thing : `"${thing}"`} in the "${place}" section is hidden`;
};

/** `Select "Admin" or "ESS" under User Role`: the first option, from the dropdown named after "under". */
const selectUnder: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:select|selects|choose|chooses|pick|picks)\s+)(${QUOTED})((?:\s+or\s+${QUOTED})*\s+(?:under|below|in|for)\s+(?:the\s+)?)((?:[\p{L}-]+\s+){0,3}[\p{L}-]+?)(?:\s+(?:dropdown|list|field|menu))?\s*$`, 'iu').exec(masked);
  if (!m) return undefined;
  const option = text.slice(m[1].length, m[1].length + m[2].length);
  const nameAt = m[1].length + m[2].length + m[3].length;
  return `select ${option} from the "${text.slice(nameAt, nameAt + m[4].length)}" dropdown`;
};

/** `Leave "Job Title" field as "-- Select --"`: its value is to stay so. */
const leaveAs: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^(\s*(?:leave|leaves|keep|keeps)\s+(?:the\s+)?)(${QUOTED}|(?:[\p{L}-]+\s+){0,3}[\p{L}-]+?)((?:\s+(?:field|dropdown|box|input))?\s+(?:as|at|set\s+to)\s+)(${QUOTED})\s*$`, 'iu').exec(masked);
  if (!m) return undefined;
  const field = text.slice(m[1].length, m[1].length + m[2].length);
  const valueAt = m[1].length + m[2].length + m[3].length;
  return `the ${/^["'“‘`«]/.test(field) ? field : `"${field}"`} field should have the value ${text.slice(valueAt, valueAt + m[4].length)}`;
};

/** `In the "User Management" section, navigate to "Users"`: the step, in that part of the page. */
const partFirst: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^(\s*(?:in|inside|within|on|from)\s+the\s+)(${QUOTED})\s+(section|panel|area|menu|sidebar|tab|form|dialog|modal|table|list)\s*,\s*(?=\p{L})`, 'iu').exec(masked);
  if (!m) return undefined;
  const rest = text.slice(m[0].length).replace(/^(navigate|navigates|go|goes)\s+to\s+(?=["'“‘`«])/i, 'click ');
  const kind = /^(?:dialog|modal)$/i.test(m[3]) ? 'dialog' : /^(?:form|table)$/i.test(m[3]) ? m[3].toLowerCase() : 'section';
  return `${rest} in the ${text.slice(m[1].length, m[1].length + m[2].length)} ${kind}`;
};

/** `… in the upper right-hand corner of the page`, `at the top left of the screen`: a place on screen, no part of the page. */
const screenCorner: Rewrite = (text, masked) => {
  const m = /\s+(?:in|at|on)\s+the\s+(?:(?:upper|lower|top|bottom|far)[\s-]+)?(?:(?:left|right)(?:[\s-]+hand)?[\s-]*)?(?:corner|side|top|bottom|edge)(?:\s+of\s+the\s+(?:page|screen|window|header|form|site))?\s*$/i.exec(masked);
  return m && m.index > 0 ? text.slice(0, m.index) : undefined;
};

/** `After clicking logout, user is redirected to login page`: what was done before, said first. */
const afterDoing: Rewrite = (text, masked) => {
  const m = /^\s*(?:after|once|when|upon)\s+\p{L}+ing\b[^,]{0,60},\s*(?=\p{L})/iu.exec(masked);
  return m ? text.slice(m[0].length) : undefined;
};

/** `Dashboard or main portal page loads`: of the pages offered, the first. */
const pageOrPage: Rewrite = (text, masked) => {
  const m = /^(\s*(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+or\s+(?:(?:the|a|an)\s+)?(?:[\p{L}-]+\s+){0,2}(?=(?:page|screen)\b)/iu.exec(masked);
  return m ? `${text.slice(0, m[1].length)} ${text.slice(m[0].length)}` : undefined;
};

/** `Typing 'browser use' in the search input and search`: a search for it. */
const typeAndSearch: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:type|types|typing|enter|enters|entering|input)\s+)(${QUOTED})\s+(?:in|into)\s+(?:the\s+)?search(?:\s+(?:input|field|box|bar))?\s+and\s+(?:search|press\s+enter|hit\s+enter|submit|click\s+search)\s*$`, 'iu').exec(masked);
  return m ? `search for ${text.slice(m[1].length, m[1].length + m[2].length)}` : undefined;
};

/** `a dialog to add a new task should pop up`: a dialog is shown. */
const dialogPops: Rewrite = (_text, masked) =>
  /^\s*(?:a|an|the)\s+(?:[\p{L}-]+\s+)?(?:dialog|modal|popup|pop-up)\b[^\u0001]*?\s+(?:should\s+)?(?:pop\s*s?\s*up|pops\s+up|appears?|opens?|be\s+(?:shown|displayed|opened|visible)|is\s+(?:shown|displayed|opened|visible))\s*$/iu.test(masked)
    ? 'the dialog is visible'
    : undefined;

/** `I refresh my browser`, `reload my page`: the page reloaded. */
const myBrowser: Rewrite = (text, masked) => {
  const m = /\b(?:my|your|our)\s+(browser|page|screen|tab)\b/i.exec(masked);
  return m && /\b(?:refresh|reload)/i.test(masked) ? `${text.slice(0, m.index)}the ${m[1]}${text.slice(m.index + m[0].length)}` : undefined;
};

/** `… within "table.list.memberships"`: in that part of the page. */
const withinQuoted: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`\s+within\s+(${QUOTED})\s*$`, 'iu').exec(masked);
  return m && m.index > 0 ? `${text.slice(0, m.index)} in the ${text.slice(m.index + m[0].length - m[1].length)} section` : undefined;
};

export const PLAN_SURE: Rewrite[] = [afterDoing, onPageLoosely, removedFrom, selectUnder, leaveAs, partFirst, typeAndSearch, dialogPops, myBrowser, withinQuoted, pageOrPage, feedbackIs, loadsWith, visibilityOf, messageExample, urlExample, pageObject, onItemRow, checkText, beginsAt, pageWithTitle, redirectionTo, appOpened, partShows, knownSite, describedExample, toolKeyword, kindTypo, pageNamed, staysOn, onTheUrl, navigatedToAddress, messageExplains, pageDisplayed, dataInBrackets, seeBefore, searchDescribed, presenceOf, seeTitle, placeFirst, addressAfterColon, colonData, systemShows, partShown, viewing, adverb, siteBeforePage];
export const PLAN_SURE_LAST: Rewrite[] = [labelValue];

/**
 * `Click the "Add to Cart" button to add the product to the cart`, `Click + button to increase
 * quantity`: what the click is for.
 */
const forWhat: Rewrite = (text, masked) => {
  const m = /\s+(?:in\s+order\s+)?to\s+([\p{L}]+)\b.*$/iu.exec(masked);
  if (!m || m.index === 0 || !/^\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|tap|taps|press|presses|hit|select|selects|choose|use|uses)\b/i.test(masked)) return undefined;
  return baseVerb(m[1].toLowerCase()) || /^(?:increase|decrease|add|remove|view|see|access|change|update|edit|create|delete|go|navigate|log|sign|reset|clear|apply|sort|filter|move|load|display|enter|begin|get|make|buy|place|pay|book|send|share|download|print|copy|refresh|reveal|toggle|mark)$/i.test(m[1])
    ? text.slice(0, m.index)
    : undefined;
};

/**
 * `Click "Add to Cart" on first product`, `click the Upload Asset link for the first chapter`: the
 * control of the item at that place, as the first of its name.
 */
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'last'];
const ofOrdinalItem: Rewrite = (text, masked) => {
  const m = /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|clicked|tap|taps|tapped|press|presses|pressed|select|selects|selected)\s+(?:on\s+)?)(?:the\s+)?(.+?)\s+(?:on|for|of|in|from)\s+(?:the\s+)?(first|second|third|fourth|fifth|last|1st|2nd|3rd|any)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s*$/iu.exec(masked);
  if (!m) return undefined;
  // ("on any product": the first of them does)
  const ordinal = { '1st': 'first', '2nd': 'second', '3rd': 'third', any: 'first' }[m[3].toLowerCase()] ?? m[3].toLowerCase();
  if (!ORDINALS.includes(ordinal) || ORDINALS.some((o) => new RegExp(`\\b${o}\\b`, 'i').test(m[2]))) return undefined;
  return `${text.slice(0, m[1].length)}the ${ordinal} ${text.slice(m.index + m[0].indexOf(m[2], m[1].length), m.index + m[0].indexOf(m[2], m[1].length) + m[2].length)}`;
};

/** `click the "Admin" option from the left sidebar`, `the "Sign Up" component`, `the active visits app`: what the author calls it, no type of the language. */
const calledSo: Rewrite = (text, masked) => {
  const m = /^(\s*(?:(?:i|we|you|the user|user|a user)\s+)?(?:click|clicks|tap|taps|press|presses)\s+(?:on\s+)?(?:the\s+)?(?:["'“‘`«*]\u0001+["'”’`»*]|(?:[\p{L}\d-]+\s+){0,3}[\p{L}\d-]+))\s+(?:option|component|app|application|module|tile|widget|entry|page|menu\s+option)\b/iu.exec(masked);
  return m ? `${text.slice(0, m[1].length)}${text.slice(m.index + m[0].length)}` : undefined;
};

/** `Click the "Remove" button next to the product to be removed`: a thing described, not named, beside the target. */
const describedNeighbour: Rewrite = (text, masked) => {
  const m = /\s+(?:next\s+to|beside|near|for|of|on)\s+(?:the|a|an)\s+(?:[\p{L}-]+\s+){0,4}?(?:to\s+be|that|which|you|i|we)\b.*$/iu.exec(masked);
  return m && m.index > 0 && !/\u0001/.test(m[0]) ? text.slice(0, m.index) : undefined;
};

export const PLAN_LOOSE: Rewrite[] = [screenCorner, forWhat, calledSo, describedNeighbour];
/** Other ways to read the whole text (each read besides it, never a base for further rewrites). */
export const PLAN_OTHER_WAYS: Rewrite[] = [ofOrdinalItem, periodInQuote];
