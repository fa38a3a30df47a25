/**
 * Test plans' sentences about the data typed or chosen, as rewrites into the step language: data
 * after a colon (`Fill in "Name" with: X`, `- First Name: Saurav`), an example as the data
 * (`Enter a password with 5 characters (e.g. "Abc1!")`), an option under a field, a search typed.
 */
import { baseVerb } from './forms.ts';
import { parameterKey } from './tokens.ts';
import { asQuoted, dataAfterColon, QUOTE, QUOTED, withoutExampleLead } from './planWords.ts';
import type { Rewrite } from './sentences.ts';

/**
 * `Fill in the "Name" field with: Website Redesign`, `Type the employee name in the "Employee
 * Name" field: Linda Anderson`, `enter another admin name: John Smith`: the data after a colon,
 * the field before it (what the words before the field say of the data aside).
 */
export const colonData: Rewrite = (text, masked) => {
  const m =
    /^(\s*(?:(?:i|we|you|the user|user)\s+)?)(type|enter|input|write|fill in|fill|put|provide|key in|update|change|modify|set)\s+(.+?)\s*:\s+(\S.*)$/di.exec(
      masked,
    );
  // (nor a colon inside brackets: "Enter a zip code (example: 123)" gives an example)
  if (!m?.indices || /^(?:the\s+)?(?:following|below|these)\b/i.test(m[3]) || /\([^)]*$/.test(m[3])) return undefined;
  const part = (k: number) => text.slice(m.indices![k][0], m.indices![k][1]);
  const data = dataAfterColon(part(4), m[4]);
  if (/\s+with$/i.test(m[3])) return `${m[1]}fill in ${part(3).replace(/\s+with$/i, '')} with ${data}`;
  const field = /\s(?:in|into|in to)\s+(.+)$/i.exec(m[3]);
  if (field) return `${m[1]}enter ${data} into ${part(3).slice(field.index + field[0].length - field[1].length)}`;
  // (a name without a kind word is a field's name: "the note", "another admin name")
  // (the data is given: what the words said of it, "an incorrect password", is no part of the field's name)
  const name = part(3).replace(
    /^(?:(?:the|a|an|another|your|his|her|their|some)\s+)?(?:(?:valid|invalid|incorrect|wrong|correct|proper|new|existing|registered)\s+)?/i,
    '',
  );
  if (QUOTE.test(m[3]) || /\b(?:field|box|input|textbox|area|dropdown)$/i.test(name)) return undefined;
  return `${m[1]}enter ${data} into the "${name}" field`;
};

/** Labels of a test plan's own parts, no field: `Expected result: …`, `Note: …`, `Precondition: …`. */
const PLAN_LABEL =
  /^(?:expected|actual|results?|notes?|pre-?conditions?|post-?conditions?|steps?|tests?|test\s+\w+|scenario|given|when|then|and|but|description|summary|title|priority|severity|objective|purpose|feature|goal|module|example|e\.g|tip|warning|important|output|action|outcome|comment|remarks?|status|type|category|environment|browser|version|author|owner|date|id|tc|case|prerequisites?|requirement|story|background|setup|teardown|input|data|test data|url|link)$/i;

/**
 * `- First Name: Saurav`, `Telephone: 555-123-4567`: a field's label and its data, as a form's
 * values are listed under a step that fills them. `- Homepage: https://…`: an address is gone to.
 */
export const labelValue: Rewrite = (text, masked) => {
  const m = /^\s*([\p{L}][\p{L} '’/&-]{0,30}?)\s*:\s+(\S.*)$/du.exec(masked);
  if (!m?.indices) return undefined;
  const label = m[1].trim();
  const value = text.slice(m.indices[2][0]);
  if (/^(?:https?:\/\/|www\.)\S+$/i.test(value) && /\b(?:url|link|site|website|homepage|home page|page|address|app|application)$/i.test(label))
    return `go to ${value}`;
  const words = label.split(/\s+/);
  const first = words[0].toLowerCase();
  // (a verb alone or acting on something is a step: "Click: Save", "Go to the: …"; "Confirm Password" is a field)
  const acts = baseVerb(first) !== undefined && (words.length === 1 || /^(?:the|a|an|on|to|in|into|for)$/i.test(words[1]));
  // (a quoted value is a field's data even under a word a test plan also uses: "Title", "Status", "Category")
  const planOwn =
    /^(?:expected|actual|results?|notes?|pre-?conditions?|post-?conditions?|steps?|tests?|scenario|given|when|then|and|but|summary|objective|purpose|feature|goal|example|e\.g|tip|warning|important|outcome|remarks?)$/i;
  const quotedValue = /^["'“‘`«*]\u0001+["'”’`»*]$/.test(m[2].trim());
  if ((quotedValue ? planOwn.test(first) : PLAN_LABEL.test(label) || PLAN_LABEL.test(first)) || acts || words.length > 4) return undefined;
  return `enter ${dataAfterColon(value, m[2])} into "${label}"`;
};

/** `Enter invalid email format (`abc`)`: the data given in brackets after the field described. */
export const dataInBrackets: Rewrite = (text, masked) => {
  const m =
    /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:type|enter|input|write|fill in|provide)\s+)(?:(?:a|an|the|some)\s+)?(?:(?:valid|invalid|incorrect|wrong|correct|proper|new)\s+)?((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+?)(?:\s+(?:format|value|data|address format))?\s*\(\s*(?:e\.g\.?\s*|eg\s*|like\s*)?(["'“‘`«*]\u0001+["'”’`»*])\s*\)\s*$/iu.exec(
      masked,
    );
  if (!m) return undefined;
  const data = text.slice(m.index + m[0].lastIndexOf(m[3]), m.index + m[0].lastIndexOf(m[3]) + m[3].length);
  return `${m[1]}${data} into the "${text.slice(m[0].indexOf(m[2]), m[0].indexOf(m[2]) + m[2].length)}" field`;
};

/** `I search for a post agfs reform offence 'Burglary'`: what is searched is the quoted name (the words before it say what it is). */
export const searchDescribed: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:search|searches)\s+for\s+)(?:a|an|the|some)\s+(?:[\p{L}-]+\s+){0,5}(?=${QUOTED}\s*$)`,
    'iu',
  ).exec(masked);
  if (m) return `${text.slice(0, m[1].length)}${text.slice(m[0].length)}`;
  // ("Search for a product": what is searched for is described, not given: the test parameter of that name)
  const described =
    /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:search|searches)\s+for\s+)(?:a|an|any|some)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)\s*$/iu.exec(masked);
  return described ? `${text.slice(0, described[1].length)}@${parameterKey(described[2])}` : undefined;
};

/** Fields every form has, by the words that name them. */
const KNOWN_FIELDS =
  /(?:^|\s)((?:user\s*name|username|password|e-?mail(?:\s+address)?|first\s+name|last\s+name|full\s+name|name|(?:mobile\s+)?phone(?:\s+number)?|mobile(?:\s+number)?|zip(?:\s+code)?|postal\s+code|address|city))$/i;

/** `very long username`, `already registered Username`: the words before a field every form has describe its data. */
function knownFieldAtEnd(phrase: string): string {
  const m = KNOWN_FIELDS.exec(phrase);
  return m && m.index > 0 && !/["'“‘`«*]/.test(phrase) ? m[1] : phrase;
}

/**
 * `Enter a password with fewer than 6 characters (e.g. “Abc1!”)`, `Enter a valid mobile phone number
 * in international format (e.g., +447123456789)`: the example is the data, the field what it describes.
 */
export const describedExample: Rewrite = (text, masked) => {
  const m =
    /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:type|enter|input|write|fill in|provide|modify|change|update|edit|set)\s+)(?:(?:a|an|the|some|any)\s+)?(?:(?:valid|invalid|incorrect|wrong|correct|proper|new|same)\s+)?((?!(?:with|that|which|in|into|containing|including|without|longer|shorter|having|using|under|over|below|above|starting|ending|to)\b)[\p{L}-]+(?:\s+(?!(?:with|that|which|in|into|containing|including|without|longer|shorter|having|using|under|over|below|above|starting|ending|to)\b)[\p{L}-]+){0,3}?|["'“‘`«*]\u0001+["'”’`»*])(?:\s+(?:format|value|data))?(?:\s+(?:field|box|input))?(?:\s+(?:with|that|which|in|into|containing|including|without|longer|shorter|having|using|under|over|below|above|starting|ending|to)\b[^(]*?)?\s*\(\s*(?:e\.\s?g\.?|eg\.?|for example|for instance|such as|like|example|ex\.?)\s*[,:]?\s*([^)]+?)\s*\)\s*$/iu.exec(
      masked,
    );
  if (!m) return undefined;
  const start = m.index + m[0].lastIndexOf(m[3]);
  // (of several examples, the first: "(e.g., "testuser" or "TESTUSER")", "(e.g., 10, when stock is 5)")
  const said = text.slice(start, start + m[3].length);
  // ("(e.g., special characters "?!№")": the words describe, the quote is the data)
  const quotedInside = /^\s*["“'‘`«]/.test(said) ? null : /\s(["“'‘`«][^"”'’`»]+["”'’`»])/.exec(said);
  const example = quotedInside ? quotedInside[1] : said.replace(/^(["'“‘`«][^"'”’`»]*["'”’`»]|[^,;]+?)(?:\s*(?:,|;|\bor\b|\band\b).*)$/, '$1').trim();
  const data = /^["'“‘`«]/.test(example) ? example : `"${example.replace(/"/g, '')}"`;
  // ("Enter XSS payload in username field (e.g., …)": the field named after "in", the words before describing the data)
  const inField = /\s(?:in|into)\s+(?:the\s+)?((?:[\p{L}-]+\s+){0,2}[\p{L}-]+?)\s+(?:field|box|input)\b/iu.exec(masked.slice(0, start - m.index));
  const fieldAt = inField ? m.index + inField.index + inField[0].indexOf(inField[1]) : m.index + m[0].indexOf(m[2], m[1].length);
  const field = knownFieldAtEnd(text.slice(fieldAt, fieldAt + (inField ? inField[1].length : m[2].length)));
  return `enter ${data} into the ${/^["'“‘`«*]/.test(field) ? field : `"${field}"`} field`;
};

/** `Leave "Job Title" field as "-- Select --"`: its value is to stay so. */
export const leaveAs: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^(\s*(?:leave|leaves|keep|keeps)\s+(?:the\s+)?)(${QUOTED}|(?:[\p{L}-]+\s+){0,3}[\p{L}-]+?)((?:\s+(?:field|dropdown|box|input))?\s+(?:as|at|set\s+to)\s+)(${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const field = text.slice(m[1].length, m[1].length + m[2].length);
  const valueAt = m[1].length + m[2].length + m[3].length;
  return `the ${asQuoted(field)} field should have the value ${text.slice(valueAt, valueAt + m[4].length)}`;
};

/** `Select "Admin" or "ESS" under User Role`: the first option, from the dropdown named after "under". */
export const selectUnder: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:select|selects|choose|chooses|pick|picks)\s+)(${QUOTED})((?:\s+or\s+${QUOTED})*\s+(?:under|below|in|for)\s+(?:the\s+)?)((?:[\p{L}-]+\s+){0,3}[\p{L}-]+?)(?:\s+(?:dropdown|list|field|menu))?\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const option = text.slice(m[1].length, m[1].length + m[2].length);
  const nameAt = m[1].length + m[2].length + m[3].length;
  return `select ${option} from the "${text.slice(nameAt, nameAt + m[4].length)}" dropdown`;
};

/** `Typing 'browser use' in the search input and search`: a search for it. */
export const typeAndSearch: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:type|types|typing|enter|enters|entering|input)\s+)(${QUOTED})\s+(?:in|into)\s+(?:the\s+)?search(?:\s+(?:input|field|box|bar))?\s+and\s+(?:search|press\s+enter|hit\s+enter|submit|click\s+search)\s*$`,
    'iu',
  ).exec(masked);
  return m ? `search for ${text.slice(m[1].length, m[1].length + m[2].length)}` : undefined;
};

/** `I fill Group Title as a "Group One"`, `I set access level as a "Registered"`: the field, then its data. */
export const asAData: Rewrite = (text, masked) => {
  // (data unquoted only after "as a": "set Allow User Registration as a yes"; "enter Carol as manager" is no field's data)
  const m = new RegExp(
    String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?)(fill|fills|fill\s+in|set|sets)\s+(?:the\s+)?((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+as\s+(?:an?\s+)?(${QUOTED}|(?<=\sas\s+an?\s+)[\p{L}\d-]+)\s*$`,
    'iu',
  ).exec(masked);
  if (!m || /^(?:as|to)$/i.test(m[3])) return undefined;
  const field = text.slice(
    m.index + m[0].indexOf(m[3], m[1].length + m[2].length),
    m.index + m[0].indexOf(m[3], m[1].length + m[2].length) + m[3].length,
  );
  const said = text.slice(m.index + m[0].lastIndexOf(m[4]), m.index + m[0].lastIndexOf(m[4]) + m[4].length);
  const data = asQuoted(said);
  // ("set" picks from a dropdown as often as it types: the page decides, the select read too by selectOrType)
  return /^set/i.test(m[2]) ? `select ${data} from the "${field}" dropdown` : `enter ${data} into the "${field}" field`;
};

/** `Click on English from the language dropdown`: an option picked from that dropdown. */
export const clickFromDropdown: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:(?:i|we|you|the user|user)\s+)?(?:click|clicks|tap|taps|choose|chooses|pick|picks)\s+(?:on\s+)?(?:the\s+)?(${QUOTED}|(?:[\p{L}\d()-]+\s+){0,3}?[\p{L}\d()-]+)\s+(?:from|in)\s+the\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:dropdown|drop-down|drop\s+down|select|list\s*box|combo\s*box)\s*$`,
    'iu',
  ).exec(masked);
  // (words of the language's own places and kinds are no option nor dropdown name: "click the button in the dialog near the dropdown")
  if (
    !m ||
    /\b(?:near|below|above|under|beside|left|right|next|in|of|the|within|inside)\b/i.test(m[2]) ||
    /^(?:button|link|field|checkbox|radio|tab|icon|image|heading|element)$/i.test(m[1])
  )
    return undefined;
  const at = (part: string, from: number) => {
    const i = m.index + m[0].indexOf(part, from);
    return text.slice(i, i + part.length);
  };
  // ("the Remediate option in the tool dropdown": the kind word is no part of the option's name)
  const option = at(m[1], 0).replace(/^(.+?)\s+(?:option|item|entry|value)$/i, (all, name: string) => (/^["'“‘`«]/.test(all) ? all : name));
  return `select ${asQuoted(option)} from the "${at(m[2], m[0].indexOf(m[1]) + m[1].length)}" dropdown`;
};

/** `I dont enter anything into the search box field`: the field left empty. */
export const enterNothing: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:(?:i|we|you|the user|user)\s+)?(?:don'?t|do\s+not|does\s+not|doesn'?t)\s+(?:enter|type|fill\s+in|fill|input|write)\s+(?:anything|nothing|any\s+\w+)\s+(?:into|in)\s+(?:the\s+)?(.+?)\s*$/iu.exec(
      masked,
    );
  if (!m || /\band\b/i.test(m[1])) return undefined;
  const field = text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim();
  return `clear the ${/\b(?:field|box|input)s?$/i.test(field) ? field.replace(/\s+fields$/i, ' field') : `${field} field`}`;
};

/** `When I add 'Buy milk' and press Enter`: typed where the page's focus is. */
export const addTyped: Rewrite = (text, masked) => {
  const m = new RegExp(String.raw`^\s*(?:(?:i|we|you|the user|user)\s+)?(?:add|adds)\s+(${QUOTED})\s*$`, 'iu').exec(masked);
  return m ? `type ${text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim()}` : undefined;
};

/**
 * `Enter username as standard_user`, `Enter ${password} as the password`: one side of "as" is a
 * field every form has, the other its data (never "enter Carol as manager": no field is named).
 */
export const enterAs: Rewrite = (text, masked) => {
  const m =
    /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:enter|enters|type|types|input|inputs|fill\s+in|fill)\s+(?:the\s+)?)(\S+(?:\s+\S+){0,2}?)(\s+as\s+(?:the\s+)?)(\S+(?:\s+\S+){0,2}?)(?:\s+field)?\s*$/iu.exec(
      masked,
    );
  if (!m) return undefined;
  const part = (at: number, length: number) => text.slice(at, at + length);
  const first = part(m[1].length, m[2].length);
  const second = part(m[1].length + m[2].length + m[3].length, m[4].length);
  const field = (words: string) => KNOWN_FIELDS.test(words) && KNOWN_FIELDS.exec(words)?.index === 0;
  const data = (said: string) => (/^(?:["'“‘`«]|@|\$\{)/.test(said) ? said : `"${said}"`);
  if (field(second) && !field(first)) return `enter ${data(first)} into the "${second}" field`;
  if (field(first)) return `enter ${data(second)} into the "${first}" field`;
  return undefined;
};

/**
 * `Enter new customer City <CustomerCity>`: an outline's placeholder last is the data, the words
 * before it the field (a leading "new" describes the data; "customer City" may be named "City").
 */
export const placeholderLast: Rewrite = (text, masked) => {
  const m =
    /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:enter|enters|type|types|input|inputs|fill\s+in|fill)\s+)(?:the\s+)?(?:new\s+)?((?:[\p{L}\d-]+\s+){0,4}[\p{L}\d-]+)\s+(<[\w-]+>)\s*$/iu.exec(
      masked,
    );
  if (!m || /\b(?:into|in|on|as|with|to)$/i.test(m[2])) return undefined;
  return `enter "${m[3]}" into the "${text.slice(m.index + m[0].indexOf(m[2], m[1].length), m.index + m[0].indexOf(m[2], m[1].length) + m[2].length)}" field`;
};

/** `Enter new customer City <CustomerCity>` read besides placeholderLast: the field named without whose it is ("City"). */
export const placeholderOwnField: Rewrite = (text, masked) => {
  const rewritten = placeholderLast(text, masked);
  const m = rewritten && /^(.*into the ")(?:customer|user|account|employee|member|patient|client|company|contact)\s+(.+" field)$/i.exec(rewritten);
  return m ? `${m[1]}${m[2]}` : undefined;
};

/** `I set the title as a "GSoc"`: "set" types into a field as often as it picks from a dropdown (read besides asAData). */
export const setAsTyped: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:(?:i|we|you|the user|user)\s+)?(?:set|sets)\s+(?:the\s+)?((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:as|to)\s+(?:an?\s+)?(${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const at = (part: string) => {
    const i = m.index + m[0].lastIndexOf(part);
    return text.slice(i, i + part.length);
  };
  return `enter ${at(m[2])} into the "${at(m[1])}" field`;
};

/** `Enter email address (me@example.com) in the field labeled 'E-mail'`: the data in brackets, into the field named after "in". */
export const bracketDataInto: Rewrite = (text, masked) => {
  const m =
    /^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:enter|enters|type|types|input|fill\s+in)\s+)(?:an?\s+|the\s+)?(?:[\p{L}-]+\s+){0,3}\(([^()\u0001]+)\)\s+((?:in|into)\s+.+)$/iu.exec(
      masked,
    );
  if (!m) return undefined;
  // ("(e.g., test@automation.com)": the example's words are no part of the data)
  const data = withoutExampleLead(text.slice(m.index + m[0].indexOf(`(${m[2]})`) + 1, m.index + m[0].indexOf(`(${m[2]})`) + 1 + m[2].length));
  return `enter "${data.replace(/"/g, '')}" ${text.slice(m.index + m[0].length - m[3].length)}`;
};

/**
 * `Enter valid username 'tomsmith' in username field`, `Type the password 'abc' into the Password
 * field`, `User enters valid product "iMac" into Search box field`: the data quoted, the words
 * before it only describe it, the field is named after.
 */
export const dataNamedTwice: Rewrite = (text, masked) => {
  // (a word of the data's description; "the username of "admin"" names a credential's part)
  const DESCRIBING = String.raw`(?!(?:of|for|to|with|from|by|as|at|and|or|the|a|an|in|into|on|credential|secret|variable|parameter)\b)[\p{L}-]+`;
  const m = new RegExp(
    String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:type|types|enter|enters|input|write|fill in|put|provide|key in)\s+)(?:(?:a|an|the|some|your|my)\s+)?(?:(?:valid|invalid|incorrect|wrong|correct|proper|new|existing|registered)\s+)?((?:${DESCRIBING}\s+){0,2}(${DESCRIBING}))\s+(?=${QUOTED}\s+(?:in|into|in to|on)\s+(.+)$)`,
    'iu',
  ).exec(masked);
  return m ? `${text.slice(0, m[1].length)}${text.slice(m[0].length)}` : undefined;
};

const OPTION_THEN_KIND = new RegExp(
  String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?(?:select|selects|choose|chooses|pick|picks)\s+(?:the\s+)?)(${QUOTED})\s+(category|country|size|colou?r|language|currency|state|province|city|region|role|status|type|plan|priority|gender|month|year|day|title|filter)\s*\.?\s*$`,
  'iu',
);

/** `Select 'Office Supplies' category`, `Choose "XL" size`: an option, then the dropdown it is one of. */
export const selectThenKind: Rewrite = (text, masked) => {
  const m = OPTION_THEN_KIND.exec(masked);
  return m ? `select ${text.slice(m[1].length, m[1].length + m[2].length)} from the "${m[3]}" dropdown` : undefined;
};

/** The same line read as a click on the option (sizes and categories are as often buttons or links): the page decides. */
export const optionThenKindClicked: Rewrite = (text, masked) => {
  const m = OPTION_THEN_KIND.exec(masked);
  return m ? `click ${text.slice(m[1].length, m[1].length + m[2].length)}` : undefined;
};

/** `as in test data`, `as per test data`, `from the test data` ending a step: its data is the test's. */
const TEST_DATA = String.raw`(?:as\s+(?:given\s+|provided\s+|specified\s+|mentioned\s+)?(?:in|per)|from|per|according\s+to)\s+(?:the\s+)?test\s+data\s*\.?\s*$`;

/** `Select location as in test data`, `Enter check-out-date as per test data`: the field's data is the test's, a parameter named after the field. */
export const asInTestData: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^(\s*(?:(?:i|we|you|the user|user)\s+)?)(select|selects|choose|chooses|pick|enter|enters|type|types|input|fill\s+in|provide)\s+(?:the\s+|a\s+|an\s+)?((?:[\p{L}\d-]+\s+){0,3}?[\p{L}\d-]+)\s+${TEST_DATA}`,
    'iu',
  ).exec(masked);
  if (!m) return testDataSaid(text, masked);
  const field = text.slice(
    m.index + m[0].indexOf(m[3], m[1].length + m[2].length),
    m.index + m[0].indexOf(m[3], m[1].length + m[2].length) + m[3].length,
  );
  const key = `@${parameterKey(field)}`;
  return /^(?:select|choose|pick)/i.test(m[2])
    ? `${m[1]}select ${key} from the "${field}" dropdown`
    : `${m[1]}enter ${key} into the "${field}" field`;
};

/** `I fill-in the field "Title" with the term "Northup"`: fill in, with the data (what it is called aside). */
export const fillInWithTerm: Rewrite = (text, masked) => {
  const hyphen = /\bfill-in\b/i.exec(masked);
  if (hyphen) return `${text.slice(0, hyphen.index)}fill in${text.slice(hyphen.index + hyphen[0].length)}`;
  const m = new RegExp(String.raw`\bwith\s+(?:the\s+)?(?:term|value|text|string|word|keyword|phrase)\s+(?=${QUOTED}\s*$)`, 'iu').exec(masked);
  return m && /\bfill(?:s)?\s+in\b/i.test(masked.slice(0, m.index))
    ? `${text.slice(0, m.index)}with ${text.slice(m.index + m[0].length)}`
    : undefined;
};

/**
 * `Login to the application using username and password as in test data`, `Launch the hotel app
 * using URL as in test data`: the data is the test's (its parameters, its website), said aside.
 */
function testDataSaid(text: string, masked: string): string | undefined {
  const m = new RegExp(String.raw`\s+${TEST_DATA}`, 'i').exec(masked);
  if (!m) return undefined;
  // ("Launch … application using URL …": the test's website is where it starts)
  if (/^\s*(?:launch|open|navigate\s+to|go\s+to|visit|load)\b[^\u0001]*\busing\s+(?:the\s+)?(?:url|link|address)$/i.test(masked.slice(0, m.index)))
    return 'go to /';
  return text.slice(0, m.index);
}

/** `Leave Username field completely empty`: empty is empty. */
export const completelyEmpty: Rewrite = (text, masked) => {
  const m = /\s+(?:completely|entirely|totally)(?=\s+(?:empty|blank|cleared|unfilled)\b)/i.exec(masked);
  return m ? `${text.slice(0, m.index)}${text.slice(m.index + m[0].length)}` : undefined;
};

/** `I choose a Complication of "Bleeding"`, `I add an Occupation of "Nurse"`: the option, from the dropdown named before "of". */
export const choiceOf: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:(?:i|we|you|the user|user)\s+)?(?:select|selects|choose|chooses|pick|picks|add|adds)\s+(?:a|an|the)\s+((?:[\p{L}\d-]+\s+){0,6}?[\p{L}\d-]+)\s+of\s+(${QUOTED})\s*$`,
    'diu',
  ).exec(masked);
  if (!m?.indices) return undefined;
  const said = ([from, to]: [number, number]) => text.slice(from, to);
  return `select ${said(m.indices[2])} from the "${said(m.indices[1])}" dropdown`;
};

/** Moodle's `I select "Absentee report" from secondary navigation`: a navigation is no dropdown; its item is clicked. */
export const selectFromNavigation: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:(?:i|we|you|the user|user)\s+)?(?:select|selects|choose|chooses)\s+(${QUOTED})\s+from\s+(?:the\s+)?((?:[\p{L}-]+\s+){0,2}(?:navigation|nav|sidebar|menu\s+bar|tabs))\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const at = m.index + m[0].indexOf(m[1]);
  return `click ${text.slice(at, at + m[1].length)} in the "${m[2]}" section`;
};
