/**
 * Test plans' sentences about what is to be seen, as rewrites into the step language: `the search
 * form is displayed`, `Locate Log in button`, `feedback should be X`, `Button shows "Added!"`,
 * `Verify footer visibility`, `X should be removed from the cart`.
 */
import { asQuoted, PART, QUOTED, SHOWN, SUBJECT } from './planWords.ts';
import type { Rewrite } from './sentences.ts';

/** `the search form is displayed`, `the enrollment widget should be opened`: an element of that name shown. */
export const partShown: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^(\s*(?:verify\s+(?:that\s+)?|check\s+(?:that\s+)?)?(?:the\s+|a\s+|an\s+)?)((?:[\p{L}\d-]+\s+){0,3}?[\p{L}\d-]+)\s+${PART}\s+(?:${SHOWN})\s*$`,
    'iu',
  ).exec(masked);
  if (!m || /\u0001/.test(m[2]) || /^(?:wait|see|sees|check|verify|ensure|make|until|that|if|whether|focused)$/i.test(m[2].split(/\s+/)[0]))
    return undefined;
  return `verify that the "${text.slice(m[1].length, m[1].length + m[2].length)}" element is visible`;
};

/** `Verify presence of the Login button`, `Locate Log in button`: the element is there to be seen. */
export const presenceOf: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:(?:verify|check|confirm|ensure|validate)\s+(?:the\s+)?(?:presence|existence|visibility|display)\s+of|locate|locates|find|finds|identify|spot)\s+(?:the\s+)?(?=\S)/i.exec(
      masked,
    );
  if (!m) return undefined;
  // (only a thing named with its kind, or a quoted name: "find the cheapest flight" is a goal)
  const rest = masked.slice(m[0].length);
  // ("Locate profile icon in header": where it is may follow the kind)
  const kindAt =
    /\b(?:button|link|field|input|box|checkbox|dropdown|icon|image|logo|heading|tab|menu|section|form|label|text|message)s?(?=\s*$|\s+(?:in|on|at|inside)\s+(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s*$)/iu.exec(
      rest,
    );
  if (!kindAt && !/^["'“‘`«*]\u0001+["'”’`»*]\s*$/.test(rest)) return undefined;
  const place = kindAt
    ? rest
        .slice(kindAt.index + kindAt[0].length)
        .trim()
        .replace(/^(in|on|at|inside)\s+(?!the\s)/i, '$1 the ')
    : '';
  return `verify that the ${text.slice(m[0].length, m[0].length + (kindAt ? kindAt.index + kindAt[0].length : rest.length)).trim()}${place ? ` ${place}` : ''} is visible`;
};

/** `I should see "A" before "B"`: A shown above B. */
export const seeBefore: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:(?:i|we|you|the user|user)\s+)?should\s+see\s+(${QUOTED})\s+(?:before|above|earlier than)\s+(${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const at = (q: string) => text.slice(m.index + m[0].indexOf(q), m.index + m[0].indexOf(q) + q.length);
  return `${at(m[1])} above ${text.slice(m.index + m[0].lastIndexOf(m[2]), m.index + m[0].lastIndexOf(m[2]) + m[2].length)} is visible`;
};

/** `I should see an error that explains Please provide a valid email`: what the message says is shown. */
export const messageExplains: Rewrite = (text, masked) => {
  const m =
    /\b(?:see|sees|shows?|displays?)\s+(?:an?\s+|the\s+)?(?:[\p{L}-]+\s+)?(?:error|message|notification|alert|warning|toast|banner|text)\s+(?:that|which)\s+(?:explains|says|reads|states|shows|tells|mentions)\s+(?:that\s+)?(?=\S)/iu.exec(
      masked,
    );
  if (!m) return undefined;
  const said = text.slice(m.index + m[0].length).trim();
  return /^["'“‘`«*]/.test(said) ? `I should see ${said}` : `I should see "${said.replace(/"/g, '')}"`;
};

/** `Button shows "Added!" feedback`, `the cart badge displays "3"`: what the part shows is seen. */
export const partShows: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:verify\s+that\s+)?(?:the\s+)?(?:[\p{L}-]+\s+){0,2}(?:button|link|label|field|message|header|title|badge|counter|cart|icon|banner|heading|status|total|tab|tooltip)\s+(?:shows|displays|says|reads|changes\s+to|becomes|turns\s+into)\s+(${QUOTED})(?:\s+[\p{L}-]+)?\s*$`,
    'iu',
  ).exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].lastIndexOf(m[1]), m.index + m[0].lastIndexOf(m[1]) + m[1].length)}` : undefined;
};

/** `feedback should be Incorrect password entered.`: what the message says is shown. */
export const feedbackIs: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:the\s+)?(?:feedback|error|error\s+message|message|result|response|notice|toast|status\s+message)\s+(?:should\s+be|is|says|should\s+say|reads|should\s+read|shows|should\s+show)\s+(?!(?:shown|displayed|visible|present|hidden|not|empty|cleared)\b)(?=\S)/i.exec(
      masked,
    );
  if (!m) return undefined;
  const said = text.slice(m[0].length).trim().replace(/\.$/, '');
  return /^["'“‘`«][^"'”’`»]*["'”’`»]$/.test(said) ? `I should see ${said}` : `I should see ${said.includes('"') ? `'${said}'` : `"${said}"`}`;
};

/** `Verify footer visibility`, `Verify **Recommended Items** section presence`: the part named is shown. */
export const visibilityOf: Rewrite = (text, masked) => {
  const m =
    /^(\s*(?:verify|check|confirm|validate|ensure)\s+(?:the\s+)?)(.+?)\s+(?:(?:section|area|panel|block)\s+)?(?:visibility|presence|existence|is\s+present)\s*$/iu.exec(
      masked,
    );
  if (!m) return undefined;
  const name = text
    .slice(m[1].length, m[1].length + m[2].length)
    .replace(/^\*\*(.+)\*\*$/, '$1')
    .replace(/^["'“‘`«](.+)["'”’`»]$/, '$1');
  return /\u0001/.test(m[2]) && !/^["'“‘`«*]/.test(m[2]) ? undefined : `verify that the "${name}" element is visible`;
};

/** `- Error message displayed (e.g., "Username is required")`: the example is what is shown. */
export const messageExample: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:an?\s+|the\s+)?(?:[\p{L}-]+\s+)?(?:message|error|notification|toast|alert|warning|banner|text)\s+(?:is\s+|should\s+be\s+)?(?:displayed|shown|appears|visible)\b[^(]*\(\s*(?:e\.\s?g\.?|eg\.?|for example|such as|like)\s*[,:]?\s*(${QUOTED})`,
    'iu',
  ).exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].length - m[1].length, m.index + m[0].length)}` : undefined;
};

/** `User check total price "32,40 ₴"`, `Check error message "Invalid password."`: the text is shown. */
export const checkText: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:(?:i|we|you|the user|user)\s+)?(?:check|checks|verify|verifies|validate|validates)\s+(?:the\s+|that\s+the\s+)?(?:[\p{L}-]+\s+){0,2}(?:price|total|message|error|text|title|label|amount|number|value|heading|notification|alert|warning|subtotal|sum|count|result)\s+(?:is\s+|shows\s+|equals\s+|with\s+)?(${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim()}` : undefined;
};

/** `The Fleece Jacket should be removed from the CART`: no longer shown there. */
export const removedFrom: Rewrite = (text, masked) => {
  const m = /^\s*(?:the\s+)?(.+?)\s+(?:should\s+be|is|gets|must\s+be)\s+(?:removed|deleted|gone)\s+from\s+(?:the\s+)?(.+?)\s*$/iu.exec(masked);
  if (!m || /\u0001/.test(m[2])) return undefined;
  const thing = text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length);
  const place = text.slice(m.index + m[0].lastIndexOf(m[2]), m.index + m[0].lastIndexOf(m[2]) + m[2].length);
  return `verify that ${asQuoted(thing)} in the "${place}" section is hidden`;
};

/** `a dialog to add a new task should pop up`: a dialog is shown. */
export const dialogPops: Rewrite = (_text, masked) =>
  /^\s*(?:a|an|the)\s+(?:(?!focused\b)[\p{L}-]+\s+)?(?:dialog|modal|popup|pop-up)\b[^\u0001]*?\s+(?:should\s+)?(?:pop\s*s?\s*up|pops\s+up|appears?|opens?|be\s+(?:shown|displayed|opened|visible)|is\s+(?:shown|displayed|opened|visible))\s*$/iu.test(
    masked,
  )
    ? 'the dialog is visible'
    : undefined;

/** `I read "Correct solution"`, `I don't read "Please choose"`: the text is (not) shown. */
export const readText: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:${SUBJECT}\s+)?(?:(don'?t|do\s+not|cannot|can't)\s+)?(?:read|reads|can\s+read)\s+(?=${QUOTED}\s*$)`,
    'iu',
  ).exec(masked);
  return m ? `I should ${m[1] ? 'not ' : ''}see ${text.slice(m[0].length)}` : undefined;
};

/** `There is an user link`, `There is a add content link`: that link is there. */
export const thereIsKind: Rewrite = (text, masked) => {
  const m = /^\s*there\s+(?:is|are|should\s+be)\s+(?:a|an|the)\s+(.+?)\s+(link|button|field|tab|checkbox|dropdown|heading|image|icon)\s*$/iu.exec(
    masked,
  );
  if (!m || /\u0001/.test(m[1])) return undefined;
  const at = masked.indexOf(m[1], m[0].indexOf(' ', m[0].search(/\b(?:a|an|the)\s/i)));
  return `the "${text.slice(at, at + m[1].length)}" ${m[2].toLowerCase()} is visible`;
};

/** `I get a error message for first name is required`: what the message says is shown. */
export const errorFor: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:${SUBJECT}\s+)?(?:get|gets|see|sees|receive|receives|should\s+get|should\s+see)\s+(?:an?\s+|the\s+)?(?:error|warning|validation)\s*(?:message\s+)?(?:for|saying|stating|:)\s+(?=\S)`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const said = text.slice(m[0].length).trim();
  return /^["'“‘`«][^"'”’`»]*["'”’`»]$/.test(said) ? `I should see ${said}` : `I should see "${said.replace(/"/g, '')}"`;
};

/** `the item 'Buy milk' is added to the list`, `'Walk the dog' remains in the list`, `A new todo item labeled 'X' appears`: it is shown. */
export const itemShown: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:only\s+)?(?:(?:the|a|an)\s+)?(?:(?:new\s+)?(?:[\p{L}-]+\s+)?(?:item|todo|task|entry|product|row|record|card)\s+(?:(?:labeled|labelled|named|called|titled)\s+)?)?(${QUOTED})\s+(?:is|are|gets|should\s+be)?\s*(?:added|appended|listed|created|shown|displayed|appears?|remains?|is\s+still\s+there|still\s+appears)\b.*$`,
    'iu',
  ).exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}` : undefined;
};

/** `I should see "Makers Academy" in a link`: a link of that name is shown. */
export const seeInKind: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:${SUBJECT}\s+)?(?:should\s+)?(?:see|sees)\s+(${QUOTED})\s+(?:in|as)\s+(?:a|an|the)\s+(link|button|heading|field|tab|checkbox|image)\s*$`,
    'iu',
  ).exec(masked);
  return m
    ? `the ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)} ${m[2].toLowerCase()} is visible`
    : undefined;
};

/** `Verify the page has a 'SIGN UP' button`, `the form contains an "Email" field`: that element is shown. */
export const pageHas: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:(?:verify|check|confirm|ensure|validate)\s+(?:that\s+)?)?(?:the\s+)?(?:page|form|screen|dialog|modal|header|footer|section)\s+(?:has|contains|shows|displays|includes)\s+(?:a|an|the)?\s*(${QUOTED})\s*(link|button|heading|field|tab|checkbox|image|icon|option|menu)?\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const name = text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length);
  return m[2] && !/^(?:option|menu)$/i.test(m[2]) ? `the ${name} ${m[2].toLowerCase()} is visible` : `I should see ${name}`;
};

/** `Validate the title should be "X"`, `Validate the home page header should be "X"`: the check itself. */
export const validateShouldBe: Rewrite = (text, masked) => {
  const header =
    /^\s*(?:(?:validate|verify|check|confirm)\s+(?:that\s+)?)?(?:the\s+)?(?:[\p{L}-]+\s+){0,3}(?:header|heading)\s+(?:should\s+be|is|reads|shows)\s+(["'“‘`«*]\u0001+["'”’`»*])\s*$/iu.exec(
      masked,
    );
  if (header)
    return `the ${text.slice(header.index + header[0].length - header[1].length - (header[0].length - header[0].trimEnd().length)).trim()} heading is visible`;
  // ("Validate the title should be …": the language's own verify/check read as written)
  const m = /^\s*(?:validate|validates)\s+(?:that\s+)?(?=the\s)/i.exec(masked);
  return m ? text.slice(m[0].length) : undefined;
};

/** `title should be Search - My Store`, `product page title should contain "Dress"`: the page's title. */
export const titleIs: Rewrite = (text, masked) => {
  const m =
    /^(\s*(?:the\s+)?(?:[\p{L}-]+\s+){0,2}?(?:page\s+)?title\s+)(should\s+be|is|equals|should\s+equal|should\s+contain|contains|should\s+include|includes|remains|stays|should\s+remain|should\s+stay)\s+(?=\S)/iu.exec(
      masked,
    );
  // (the language's own `the title is …` / `the title contains …` reads as written)
  if (!m || /^\s*the\s+title\s+(?:is|contains)\s/i.test(masked)) return undefined;
  const said = text.slice(m[0].length).trim();
  // (quoted, a parameter or a variable as written; words unquoted are quoted)
  const value = /^["'“‘`«][^"'”’`»]*["'”’`»]$|^@\w+$|^\{\{\s*\w+\s*\}\}$/.test(said) ? said : `"${said.replace(/"/g, '')}"`;
  return `the title ${/contain|include/i.test(m[2]) ? 'contains' : 'is'} ${value}`;
};

/** `the Email Address displayed on the page should be "x@y.z"`: that text is shown. */
export const displayedShouldBe: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:the\s+)?(?:[\p{L}-]+\s+){1,4}(?:displayed|shown)\s+(?:on\s+the\s+(?:page|screen)\s+)?(?:should\s+be|is)\s+(${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].lastIndexOf(m[1]), m.index + m[0].lastIndexOf(m[1]) + m[1].length)}` : undefined;
};

/** `Error: "Invalid credentials" appears`: what the message says is shown. */
export const labelledMessage: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:error|warning|success|message|alert|toast|notification|info)\s*:\s*(${QUOTED})(?:\s+(?:appears|is\s+shown|is\s+displayed|shows|is\s+visible|pops\s+up))?\s*$`,
    'iu',
  ).exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}` : undefined;
};

/** `Assert the "Sign In" link is visible`, `- Assert redirect to …`: the check, as the language says it. */
export const assertIs: Rewrite = (text, masked) => {
  const m = /^\s*assert(?:s)?\s+(?:that\s+)?(?=\S)/i.exec(masked);
  if (!m || /^\s*assert\s*:/i.test(masked)) return undefined;
  return `verify that ${text.slice(m[0].length).replace(/\s+again\s*$/i, '')}`;
};

/** `Locate the project "Data Science 101" in the list`: the named item is shown. */
export const locateNamed: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:locate|find|spot)\s+(?:the\s+)?(?:[\p{L}-]+\s+){0,2}(${QUOTED})(?:\s+(?:in|on)\s+the\s+(?:[\p{L}-]+\s+)?(?:list|page|table|results|grid))?\s*$`,
    'iu',
  ).exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}` : undefined;
};

/** `'Buy milk' is removed from the list`: no longer shown (besides removedFrom's reading of the place). */
export const removedNotSeen: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:the\s+)?(?:[\p{L}-]+\s+){0,2}(${QUOTED})\s+(?:should\s+be|is|gets|must\s+be)\s+(?:removed|deleted|gone)\b.*$`,
    'iu',
  ).exec(masked);
  return m ? `I should not see ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}` : undefined;
};

/** `* Warning "Failed to sign up"`, `* "@email already exists" warning`, `"No results" text visible`: the text is shown. */
export const bareMessage: Rewrite = (text, masked) => {
  const before = new RegExp(String.raw`^\s*(?:warning|error|message|notification|alert|toast|info)\s+(${QUOTED})\s*$`, 'iu').exec(masked);
  const after = new RegExp(
    String.raw`^\s*(${QUOTED})\s+(?:warning|error|message|notification|alert|toast|text|label)(?:\s+(?:is\s+)?(?:visible|shown|displayed|appears))?\s*$`,
    'iu',
  ).exec(masked);
  const m = before ?? after;
  return m ? `I should see ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}` : undefined;
};

/** `I should see "page=2" in current path`: the address holds it. */
export const seeInPath: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:${SUBJECT}\s+)?(?:should\s+)?see\s+(${QUOTED})\s+in\s+(?:the\s+)?(?:current\s+)?(?:path|url|address|address\s+bar)\s*$`,
    'iu',
  ).exec(masked);
  return m ? `the URL contains ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}` : undefined;
};

/** `Shows "Loading…" initially`: the text is shown. */
export const showsText: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*(?:shows|displays|show|display)\s+(${QUOTED})(?:\s+(?:initially|first|briefly|at\s+first))?\s*$`, 'iu').exec(
    masked,
  );
  return m ? `I should see ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}` : undefined;
};

/** `Wait for "No matches found" or "0 places"`, `I should see "A" or "B"`: the first text offered. */
export const firstOfTexts: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^(.*?\b(?:wait\s+for|wait\s+until|see|sees)\s+(${QUOTED}))\s+or\s+${QUOTED}\s*$`, 'iu').exec(masked);
  return m ? text.slice(0, m[1].length) : undefined;
};

/** `A validation error states `Error: First Name is required``: what the message says is shown. */
export const messageStates: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:verify\s+that\s+)?(?:an?\s+|the\s+)?(?:[\p{L}-]+\s+)?(?:error|message|notification|warning|alert|toast|banner)\s+(?:states|says|reads|shows|displays)\s+(${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].lastIndexOf(m[1]), m.index + m[0].lastIndexOf(m[1]) + m[1].length)}` : undefined;
};

/** `I should see a link to "Settings"`, `a link to the privacy page`: that link is shown. */
export const linkToShown: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:${SUBJECT}\s+)?(?:should\s+)?(?:see|sees)\s+(?:a|an|the)\s+(link|button)\s+to\s+(?:the\s+)?(${QUOTED}|[\p{L}-]+)(?:\s+page)?(\s+in\s+the\s+.+)?\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const at = m.index + m[0].indexOf(m[2], m[0].indexOf(' to ') + 3);
  const name = text.slice(at, at + m[2].length);
  const place = m[3] ? text.slice(m.index + m[0].lastIndexOf(m[3]), m.index + m[0].lastIndexOf(m[3]) + m[3].length) : '';
  return `verify that the ${asQuoted(name)} ${m[1].toLowerCase()}${place} is visible`;
};

/** `Verify message appears stating, "You have been registered"`: what it states is shown. */
export const appearsStating: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`\b(?:message|error|notification|alert|toast|text)\s+(?:appears|is\s+shown|is\s+displayed|shows)\s+(?:stating|saying|reading|that\s+says)\s*,?\s*(${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].lastIndexOf(m[1]), m.index + m[0].lastIndexOf(m[1]) + m[1].length)}` : undefined;
};

/** `A "Departing" dropdown field is present`: that element is shown. */
export const kindPresent: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:verify\s+that\s+)?(?:a|an|the)\s+(${QUOTED})\s+(text\s+input\s+field|input\s+field|text\s+field|dropdown\s+field|dropdown|button|link|field|checkbox|heading|input|tab)\s+(?:is|are)\s+(?:present|displayed|shown|visible)(?:\s+on\s+the\s+page)?\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const kind = /dropdown/i.test(m[2]) ? 'dropdown' : /field|input/i.test(m[2]) ? 'field' : m[2].toLowerCase();
  return `verify that the ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)} ${kind} is visible`;
};

/** `I should get error "Current password is invalid"`, `user receives the message 'Saved'`: that text is shown. */
export const getMessage: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:(?:i|we|you|the user|user)\s+)?(?:should\s+)?(?:get|gets|receive|receives|be\s+shown|am\s+shown|is\s+shown)\s+(?:an?\s+|the\s+)?(?:error|warning|message|notification|alert|success|validation)(?:\s+(?:message|text|notification))?\s*:?\s*(${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  return m ? `I should see ${text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim()}` : undefined;
};

/** `Display the Gauge logo`, `Displays the language plugins` (a spec's step named for what it shows): it is shown. */
export const displayThe: Rewrite = (text, masked) => {
  const m = /^(\s*)(?:display|displays|show|shows)\s+the\s+(?=\S)/i.exec(masked);
  if (!m || /\s(?:in|into|on|to|from|with|for)\s/i.test(masked.slice(m[0].length))) return undefined;
  return `${m[1]}the ${text.slice(m[0].length).trim()} is displayed`;
};

/** `Summary page is appear`, `the error is display`: a slip of grammar in a state. */
export const isAppear: Rewrite = (text, masked) => {
  const m = /\s(?:is|are)\s+(appear|appears|appeared|display|show)\s*$/i.exec(masked);
  if (!m) return undefined;
  const state = /^appear/i.test(m[1]) ? 'is displayed' : m[1].toLowerCase() === 'show' ? 'is shown' : 'is displayed';
  return `${text.slice(0, m.index)} ${state}`;
};

/** `we expect 3 hits`, `Expect 5 rows`: a count expected. */
export const expectCounted: Rewrite = (text, masked) => {
  const m = /^(\s*(?:(?:we|i)\s+)?(?:expect|expects)\s+)(?:exactly\s+)?(?=\d+\s+\p{L})/iu.exec(masked);
  return m ? `I should see ${text.slice(m[0].length)}` : undefined;
};

/** `Cart icon shows number 3`, `the badge should display the count 2`: the number is what is shown. */
export const showsNumber: Rewrite = (text, masked) => {
  const m = /\b((?:should\s+)?(?:shows?|displays?|reads?))\s+(?:the\s+)?(?:number|count|value|quantity)\s+(\d+)\s*$/i.exec(masked);
  return m ? `${text.slice(0, m.index)}${m[1]} "${m[2]}"` : undefined;
};

/** `the message is no longer visible`, `"X" no longer appears in the list`: not seen any more. */
export const noLonger: Rewrite = (text, masked) => {
  const m = /\s(?:(is|are)\s+no\s+longer\s+(visible|displayed|shown|present|listed)|no\s+longer\s+(?:appears?|exists?|shows?))\b/i.exec(masked);
  if (!m) return undefined;
  return `${text.slice(0, m.index)} ${m[1] ? `${m[1]} not ${m[2]}` : 'is not visible'}${text.slice(m.index + m[0].length)}`;
};

/** `the modal closes`, `Verify the dialog closes and is no longer visible`: no dialog is shown any more. */
export const dialogCloses: Rewrite = (_text, masked) =>
  /^\s*(?:(?:verify|check|confirm|ensure|expect)\s+(?:that\s+)?)?(?:the\s+)?(?:[\p{L}-]+\s+)?(?:modal|dialog|popup|pop-up)(?:\s+window)?\s+(?:closes|is\s+closed|disappears|is\s+dismissed|gets\s+closed)(?:\s+and\s+.*)?\s*$/iu.test(
    masked,
  )
    ? 'verify that the dialog is hidden'
    : undefined;

/** Moodle's `"Ann" row "Email" column of "participants" table should contain "a@b.c"`: the cell under that column in that row. */
export const tableCell: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(${QUOTED})\s+row\s+(${QUOTED})\s+column\s+of\s+${QUOTED}\s+table\s+should\s+(not\s+)?contain\s+(${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const at = (part: string, from: number) => {
    const i = m.index + m[0].indexOf(part, from);
    return text.slice(i, i + part.length);
  };
  const row = at(m[1], 0);
  const column = at(m[2], m[0].indexOf(m[1]) + m[1].length);
  const shown = text.slice(m.index + m[0].lastIndexOf(m[4]), m.index + m[0].lastIndexOf(m[4]) + m[4].length);
  return `verify that ${shown} in the table row containing ${row} and column ${column} is ${m[3] ? 'hidden' : 'visible'}`;
};

/** Moodle's `I expand all fieldsets`: the form's own "Expand all" link. */
export const expandAll: Rewrite = (_text, masked) => (/^\s*(?:i\s+)?expands?\s+all\s+fieldsets\s*$/i.test(masked) ? 'click "Expand all"' : undefined);
