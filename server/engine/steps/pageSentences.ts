/**
 * Test plans' sentences about pages, addresses and titles, as rewrites into the step language:
 * `the system loads the Manage Appointments page`, `Open the Homepage: https://…`, `a user is on
 * the URL as https://…`, `Homepage loads successfully with title “Shop”`, `Check for redirection
 * to the login page`, `open google`.
 */
import { PART, QUOTED, SUBJECT, SYSTEM } from './planWords.ts';
import type { Rewrite } from './sentences.ts';

/** `Open the Homepage: https://…`, `Navigate to the login page: https://…/login`: the address after the colon. */
export const addressAfterColon: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:(?:i|we|you|the user|user)\s+)?(?:open|opens|go to|goes to|navigate to|navigates to|visit|visits|launch|launches|browse to|load|access)\s+[^:]{1,60}:\s*((?:https?:\/\/|www\.)\S+|${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const said = text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim();
  // (the address may be quoted: "`https://…`")
  const address = /^["'“‘`«*]/.test(said) ? said.replace(/^["'“‘`«*]+|["'”’`»*]+$/g, '') : said;
  return /^(?:https?:\/\/|www\.)\S+$/i.test(address) ? `go to ${address}` : undefined;
};

/**
 * `the system loads the Manage Appointments page`, `the user is redirected to the Dashboard
 * screen`: being on that page; `the system loads the visit type form`: that part of it shown.
 */
export const systemShows: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*${SYSTEM}\s+(?:loads|displays|shows|opens|navigates\s+to|is\s+navigated\s+to|is\s+redirected\s+to|redirects\s+to|is\s+taken\s+to|lands\s+on|goes\s+to|should\s+(?:load|display|show|open))\s+(?:the\s+|a\s+)?((?:[\p{L}\d-]+\s+){0,4}?[\p{L}\d-]+)\s+(page|screen|${PART})\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const name = text.slice(m.index + m[0].indexOf(m[1], m[0].length - m[1].length - m[2].length - 2), m.index + m[0].lastIndexOf(m[2])).trim();
  return /^(?:page|screen)$/i.test(m[2]) ? `I should be on the "${name}" page` : `verify that the "${name}" element is visible`;
};

/** `I am viewing the course team settings`: being on that page. */
export const viewing: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*${SUBJECT}\s+(?:am|is|are)\s+(?:now\s+)?(?:viewing|looking\s+at|on|in|at)\s+(?:the\s+)?((?:[\p{L}\d-]+\s+){0,4}?[\p{L}\d-]+?)(?:\s+(?:page|screen|view|tab))?\s*$`,
    'iu',
  ).exec(masked);
  if (!m || !/viewing|looking/i.test(m[0]) || /\u0001/.test(m[1])) return undefined;
  return `I should be on the "${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}" page`;
};

/** `Open the web application login page`: the site's words before a page's name. */
export const siteBeforePage: Rewrite = (text, masked) => {
  const m =
    /\b(the\s+)?(?:web\s+application|web\s+app|application|app|website|web\s+site|site|system|portal)\s+(?=[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:page|screen)\s*$)/iu.exec(
      masked,
    );
  return m && m.index > 0 ? `${text.slice(0, m.index)}the ${text.slice(m.index + m[0].length)}` : undefined;
};

/** `I should see a page title "Checkout"`: the page's title. */
export const seeTitle: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:(?:i|we|you|the user|user)\s+)?(?:should\s+)?(?:see|sees)\s+(?:a|the)\s+(?:page\s+)?title\s+(?:of\s+)?(?=["'“‘`«*]\u0001+["'”’`»*]\s*$)/iu.exec(
      masked,
    );
  return m ? `the title is ${text.slice(m[0].length)}` : undefined;
};

/** `On the homepage, navigate to …`, `In the cart page, click …`: where the step starts, said first (the step says the rest). */
export const placeFirst: Rewrite = (text, masked) => {
  const m = /^\s*(?:on|in|at|from|within)\s+the\s+(?:[\p{L}-]+\s+){0,3}(?:page|homepage|screen|tab|view|dashboard)\s*,\s*(?=\p{L})/iu.exec(masked);
  return m ? text.slice(m[0].length) : undefined;
};

/** `I go to the page named "Lolcat"`, `I am on the page "Account"`, `I go to the profile of "mislav"`: being on that page. */
export const pageNamed: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:${SUBJECT}\s+)?(?:go\s+to|goes\s+to|visit|visits|open|opens|am\s+on|is\s+on|are\s+on|navigate\s+to|navigates\s+to|visited|navigated\s+to)\s+(?:the\s+)?(?:(?:correct|right|same)\s+)?(?:page|profile|profile\s+page|screen)\s+(?:(?:named|called|titled|of|for)\s+)?(${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  return m ? `I should be on the ${text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim()} page` : undefined;
};

/** `User stays on login page`, `the user remains on the Login page`: still on that page. */
export const staysOn: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:verify\s+that\s+)?(?:${SUBJECT}\s+)?(?:stays|remains|stay|remain|is\s+still|should\s+stay|should\s+remain|should\s+still\s+be|still\s+is|is\s+kept)\s+(?:on|at|in)\s+(?=(?:the\s+)?(?:[\p{L}"'“‘\u0001-]+\s+){0,4}(?:page|screen)\s*$)`,
    'iu',
  ).exec(masked);
  return m ? `I should be on ${text.slice(m[0].length)}` : undefined;
};

/** `a user is on the URL as https://…`, `I am at the address https://…`: going there. */
export const onTheUrl: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:${SUBJECT}\s+)?(?:is|am|are)\s+(?:on|at)\s+the\s+(?:url|page|address|link)\s+(?:as|at|of|:)?\s*((?:https?:\/\/|www\.)\S+)\s*$`,
    'iu',
  ).exec(masked);
  return m ? `go to ${text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim()}` : undefined;
};

/** `the user should be navigated to "https://…/jqueryui" page`: the address reached. */
export const navigatedToAddress: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`\b(?:be|is|are|gets|get)\s+(?:navigated|redirected|taken|sent|brought)\s+(?:back\s+)?to\s+(?:the\s+)?(${QUOTED}|(?:https?:\/\/|www\.)\S+)(?:\s+(?:page|url|address))?\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const at = m.index + m[0].indexOf(m[1]);
  const said = text.slice(at, at + m[1].length);
  const address = /^["'“‘`«*]/.test(said) ? said.slice(1, -1) : said;
  // (a path is where the address ends, its host unwritten: the URL contains it)
  if (/^\/\S*$/.test(address)) return `the URL contains "${address}"`;
  return /^(?:https?:\/\/|www\.)\S*$/i.test(address) ? `the URL is "${address}"` : undefined;
};

/** `Order completed page displayed with confirmation message`: being on that page (what else it shows aside). */
export const pageDisplayed: Rewrite = (text, masked) => {
  // ("verify that Employee List page displayed": the verb that asks for the check is no part of the name)
  const asked = /^\s*(?:verify|check|expect|assert|ensure|confirm)(?:\s+that)?\s+/i.exec(masked)?.[0].length ?? 0;
  if (asked) return pageDisplayed(text.slice(asked), masked.slice(asked));
  const m =
    /^(\s*(?:expected(?:\s+results?)?\s*[:\-–]\s*)?)(?:the\s+)?((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s+(?:page|screen)\s+(?:is\s+|gets\s+|should\s+be\s+)?(?:displayed|shown|opened|loaded|appears)(?:\s+(?:with|showing|containing)\b.*)?$/iu.exec(
      masked,
    );
  if (!m || /\b(?:the|a|an|and|is|are)\b/i.test(m[2])) return undefined;
  return `${text.slice(0, m[1].length)}I should be on the "${text.slice(m[1].length + m[0].slice(m[1].length).indexOf(m[2]), m[1].length + m[0].slice(m[1].length).indexOf(m[2]) + m[2].length)}" page`;
};

/** Sites an agent's task names by name alone (`open google, search elon musk`): their address is known to all. */
const KNOWN_SITES =
  /^(?:google|youtube|amazon|wikipedia|github|bing|duckduckgo|reddit|twitter|facebook|linkedin|instagram|yahoo|ebay|gmail|netflix|stackoverflow|stack\s+overflow|hacker\s+news|booking|airbnb|espn|imdb|x)$/i;
export const knownSite: Rewrite = (_text, masked) => {
  const m =
    /^\s*(?:(?:i|we|you|the user|user)\s+)?(?:open|opens|go\s+to|goes\s+to|visit|visits|navigate\s+to|navigates\s+to|launch|browse\s+to)\s+(?:the\s+)?([\p{L}]+(?:\s+[\p{L}]+)?)(?:\s+(?:website|site|homepage|home\s+page))?\s*$/iu.exec(
      masked,
    );
  if (!m || !KNOWN_SITES.test(m[1])) return undefined;
  const host = m[1]
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/^hackernews$/, 'news.ycombinator');
  return `go to "${host}.com"`;
};

/**
 * `Homepage loads successfully with title “Automation Exercise.”`, `Login page loads with heading
 * “Login to your account”`, `Section is visible with heading “Featured Items”`: the title, heading or text named.
 */
export const loadsWith: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:the\s+)?(?:[\p{L}-]+\s+){0,3}(?:page|homepage|dashboard|section|screen|dialog|modal|form|panel|app|site)\s+(?:loads|is\s+loaded|opens|is\s+opened|is\s+displayed|is\s+shown|is\s+visible|appears|displays)(?:\s+(?:successfully|correctly|properly))?\s+with\s+(?:the\s+|a\s+)?(title|heading|header|text|message)\s+(${QUOTED})\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const at = m.index + m[0].lastIndexOf(m[2]);
  // (the sentence's period inside the quote is no part of the title)
  const said = text
    .slice(at, at + m[2].length)
    .replace(/^\*\*(.+)\*\*$/, '$1')
    .replace(/\.(["”'’»*]+)$/, '$1');
  const kind = m[1].toLowerCase();
  return kind === 'title'
    ? `the title is ${said}`
    : kind === 'heading' || kind === 'header'
      ? `the ${said} heading is visible`
      : `I should see ${said}`;
};

/** `URL changes to … (e.g., `/dashboard`, `/home`)`, `URL contains `/login` or similar path`: the first address given. */
export const urlExample: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:the\s+)?(?:page\s+)?url\s+(?:changes\s+to|contains|includes|should\s+contain|should\s+change\s+to|is\s+updated\s+to)\b(.*?)(${QUOTED})`,
    'iu',
  ).exec(masked);
  // (only an address given among other words: `the URL contains "x"` and its credential form are the language's own)
  if (!m || (!m[1].trim() && masked.slice(m.index + m[0].length).trim() === '') || /^\s*(?:credential|secret|the\s+\w+\s+of)\s*$/i.test(m[1]))
    return undefined;
  const at = m.index + m[0].length - m[2].length;
  return `the URL contains ${text.slice(at, at + m[2].length)}`;
};

/** `Tester begins at https://…`, `Start at https://…`: the test starts there. */
export const beginsAt: Rewrite = (_text, masked) => {
  const m = /^\s*(?:(?:the\s+)?(?:tester|user|i|we)\s+)?(?:begins?|starts?)\s+(?:at|on|from)\s+((?:https?:\/\/|www\.)\S+)\s*$/i.exec(masked);
  return m ? `go to ${m[1]}` : undefined;
};

/** `Do you see a new page with the title “Sign in”?`: the page's title. */
export const pageWithTitle: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`\b(?:see|sees|shows?|opens?|displays?|(?:be|am|is|are)\s+on)\s+(?:a|the)\s+(?:new\s+)?(?:page|tab|window)\s+(?:with|titled)\s+(?:the\s+)?(?:title\s+)?(${QUOTED})\s*\??\s*$`,
    'iu',
  ).exec(masked);
  return m ? `the title is ${text.slice(m.index + m[0].indexOf(m[1]), m.index + m[0].indexOf(m[1]) + m[1].length)}` : undefined;
};

/** `Check for successful redirection to the homepage`, `Check for redirection to the login page`: being on that page. */
export const redirectionTo: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:verify|check|confirm|ensure|validate)\s+(?:for\s+)?(?:the\s+)?(?:successful\s+)?(?:redirection|redirect|navigation)\s+to\s+(?:the\s+)?(.+?)\s*$/i.exec(
      masked,
    );
  if (!m) return undefined;
  const name = text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim();
  return /^(?:home\s*page|home)$/i.test(name)
    ? 'I should be on the "home" page'
    : `I should be on the ${/\b(?:page|screen)$/i.test(name) ? name : `${name} page`}`;
};

/** `I ensure application opened`, `Open the Conduit application`: the site under test, at its root. */
export const appOpened: Rewrite = (_text, masked) => {
  const m =
    /^\s*(?:(?:i|we|the user|user)\s+)?(?:ensure|make\s+sure|check|verify)\s+(?:that\s+)?(?:the\s+)?(?:application|app|site|website)\s+(?:is\s+)?(?:opened|open|launched|loaded|running)\s*$|^\s*(?:open|launch|start|load)\s+the\s+[\p{L}-]+\s+(?:application|web\s+application|web\s+app|app|website|site)\s*$/iu.exec(
      masked,
    );
  return m ? 'go to /' : undefined;
};

/** `I am access detail product page`, `user should redirected to signup page`, `I will go the X page`: being on that page, however the grammar slips. */
export const onPageLoosely: Rewrite = (text, masked) => {
  const m = new RegExp(
    String.raw`^\s*(?:verify\s+(?:that\s+)?)?${SUBJECT}\s+(?:am|is|are|will|should|shall|have|has|was|were)?\s*(?:be\s+|being\s+|been\s+|now\s+)?(?:get\s+|gets\s+|got\s+)?(?:access|accessing|accessed|directed|redirected|navigated|taken|go(?=\s+the\s)|going|went|gone|landed|landing|sent|brought|returns|returned|return|navigate|remains|stays)\s+(?:back\s+)?(?:to\s+|on\s+|at\s+)?(?:the\s+)?((?:[\p{L}\d-]+\s+){0,3}[\p{L}\d-]+)\s+(?:page|screen)(?:\s+(?:successfully|correctly|properly))?\s*$`,
    'iu',
  ).exec(masked);
  if (!m) return undefined;
  const start = m.index + m[0].lastIndexOf(m[1]);
  return `I should be on the "${text.slice(start, start + m[1].length)}" page`;
};

/** `After clicking logout, user is redirected to login page`: what was done before, said first. */
export const afterDoing: Rewrite = (text, masked) => {
  const m = /^\s*(?:after|once|when|upon)\s+\p{L}+ing\b[^,]{0,60},\s*(?=\p{L})/iu.exec(masked);
  return m ? text.slice(m[0].length) : undefined;
};

/** `Dashboard or main portal page loads`: of the pages offered, the first. */
export const pageOrPage: Rewrite = (text, masked) => {
  const m = /^(\s*(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?)\s+or\s+(?:(?:the|a|an)\s+)?(?:[\p{L}-]+\s+){0,2}(?=(?:page|screen)\b)/iu.exec(masked);
  return m ? `${text.slice(0, m[1].length)} ${text.slice(m[0].length)}` : undefined;
};

/** `I refresh my browser`, `reload my page`: the page reloaded. */
export const myBrowser: Rewrite = (text, masked) => {
  const m = /\b(?:my|your|our)\s+(browser|page|screen|tab)\b/i.exec(masked);
  return m && /\b(?:refresh|reload)/i.test(masked) ? `${text.slice(0, m.index)}the ${m[1]}${text.slice(m.index + m[0].length)}` : undefined;
};

/** `- Expect: Redirects to https://…`, `Assert redirect to `https://…/``: the address reached. */
export const redirectsTo: Rewrite = (text, masked) => {
  // (told, never the imperative: "Navigate to https://…" goes there)
  const m =
    /^\s*(?:(?:verify|check|assert|expect|ensure)\s*:?\s+(?:that\s+)?)?(?:(?:the\s+)?(?:user|page|it|app|site)\s+)?(?:is\s+|gets\s+)?(?:redirects?|redirected|navigates?|navigated)\s+to\s+(?:the\s+)?(["'“‘`«]\u0001+["'”’`»]|https?:\/\/\S+)\s*$/i.exec(
      masked,
    );
  if (!m || /^\s*(?:redirect|navigate)\s/i.test(masked)) return undefined;
  const said = text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim();
  const address = /^["'“‘`«]/.test(said) ? said.slice(1, -1) : said;
  return /^https?:\/\//i.test(address) ? `the URL is "${address}"` : undefined;
};

/** `Open the Transfer Funds page after login`: when it is done is no part of the page's name. */
export const afterLogin: Rewrite = (text, masked) => {
  const m = /\s+(?:after|once|when|before)\s+(?:login|log\s*in|logging\s+in|signing\s+in|sign\s*in|signed\s+in|logged\s+in)\s*$/i.exec(masked);
  return m && m.index > 0 ? text.slice(0, m.index) : undefined;
};

/** `Return to the account overview`: back on that page (a page named without the word). */
export const returnTo: Rewrite = (text, masked) => {
  const m = /^\s*(?:return|returns|go\s+back|goes\s+back|navigate\s+back|come\s+back)\s+to\s+the\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s*$/iu.exec(
    masked,
  );
  if (!m || /\b(?:page|screen|previous|top|bottom|start|window|tab|popup|frame|original|first|main|home|homepage)\b/i.test(m[1])) return undefined;
  return `I should be on the "${text.slice(m.index + m[0].length - m[1].length - (m[0].length - m[0].trimEnd().length)).trim()}" page`;
};

/** `Navigate to /login page`, `User is redirected to /secure page`, `- ✅ Redirected to `/admin``: an address as the page's name. */
export const pathAsPage: Rewrite = (text, masked) => {
  const go =
    /^\s*(?:(?:i|we|you|the user|user)\s+)?(?:navigate|navigates|go|goes|open|opens|visit|visits)\s+(?:directly\s+)?to\s+(\/[\w/.-]*)\s+(?:page|screen)\b.*$/i.exec(
      masked,
    );
  if (go) return `go to ${go[1]}`;
  // (the address may be quoted: read on the text, the words around it on the masked text)
  const at =
    /^\s*(?:verify\s+that\s+)?(?:(?:the\s+)?(?:user|page|it)\s+)?(?:is\s+|gets\s+|should\s+be\s+)?(?:redirected|navigated|taken|sent)\s+(?:back\s+)?to\s+(?:the\s+)?(["'`“‘]?)(\/[\w/.?=&-]*)\1(?:\s+(?:page|screen))?\s*$/i.exec(
      text,
    );
  return at ? `the URL contains "${at[2]}"` : undefined;
};

/** `Given Support Portal is opened`: the site under test, by its name, at its root. */
export const siteOpened: Rewrite = (_text, masked) =>
  /^\s*(?:the\s+)?[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3}\s+(?:is|gets|has\s+been)\s+(?:opened|launched|loaded|open|running)\s*$/.test(masked) &&
  !/\b(?:page|screen|dialog|modal|menu|tab|form|panel|window)\b/i.test(masked)
    ? 'go to /'
    : undefined;

/** `- expect: The login page remains visible`, `Observe the Cart page`: being on that page. */
export const pageRemains: Rewrite = (text, masked) => {
  const remains =
    /^\s*(?:verify\s+that\s+)?(?:the\s+)?((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s+(?:page|screen)\s+(?:remains|stays|is\s+still)\s+(?:visible|displayed|open|shown)\s*$/iu.exec(
      masked,
    );
  if (remains)
    return `I should be on the "${text.slice(remains.index + remains[0].indexOf(remains[1]), remains.index + remains[0].indexOf(remains[1]) + remains[1].length)}" page`;
  const observe = /^\s*(?:verify\s+that\s+)?(?:observe|view|review)\s+the\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)\s+(?:page|screen)\s*$/iu.exec(masked);
  return observe
    ? `I should be on the "${text.slice(observe.index + observe[0].indexOf(observe[1]), observe.index + observe[0].indexOf(observe[1]) + observe[1].length)}" page`
    : undefined;
};

/** `Reload the confirmation page (F5)`: the page reloaded. */
export const reloadNamed: Rewrite = (_text, masked) =>
  /^\s*(?:(?:i|we|you|the user|user)\s+)?(?:reload|reloads|refresh|refreshes)\s+the\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s+page\s*$/iu.test(masked)
    ? 'reload the page'
    : undefined;

/** `User is redirected to the dashboard and successfully logged in`: the state told after the page is no part of its name. */
export const stateAfterPage: Rewrite = (text, masked) => {
  // ("remains on the login page and is not redirected to the dashboard": where it did not go says no more)
  const m =
    /\s+and\s+(?:is\s+|are\s+|gets\s+|has\s+been\s+|have\s+been\s+)?(?:(?:successfully\s+)?(?:logged\s+in|signed\s+in|authenticated|registered|logged\s+out|signed\s+out)(?:\s+successfully)?|not\s+(?:redirected|navigated|taken|sent)\s+(?:to|away)\b.*)\s*\.?\s*$/i.exec(
      masked,
    );
  return m && /\b(?:page|dashboard|screen|redirected|navigated|taken|lands?|landed)\b/i.test(masked.slice(0, m.index))
    ? text.slice(0, m.index)
    : undefined;
};

/** `User is registered and redirected to the welcome page`: a state told first, then the page reached (the check is the page). */
export const stateBeforePage: Rewrite = (text, masked) => {
  const m =
    /\b(?:is|gets|has\s+been)\s+(?:successfully\s+)?(?:registered|logged\s+in|signed\s+in|authenticated|created|saved|logged\s+out|signed\s+out)\s+(?:successfully\s+)?and\s+(?:is\s+|gets\s+)?(?=(?:redirected|navigated|taken|sent|brought)\s+(?:to|back\s+to)\b)/i.exec(
      masked,
    );
  return m ? `${text.slice(0, m.index)}is ${text.slice(m.index + m[0].length)}` : undefined;
};

/** `the user should be in the dashboard page`: in a page is on it. */
export const inThePage: Rewrite = (text, masked) => {
  const m = /\b(be|am|is|are|stays?|remains?)\s+in\s+(?=(?:the\s+)?(?:[\p{L}-]+\s+){0,3}(?:page|screen)\s*\.?\s*$)/iu.exec(masked);
  return m ? `${text.slice(0, m.index)}${m[1]} on ${text.slice(m.index + m[0].length)}` : undefined;
};

/** `Verify register page`, `Confirm /checkout/success page`: the test is on that page (a path: in its address). */
export const verifyPage: Rewrite = (_text, masked) => {
  const m =
    /^\s*(?:verify|verifies|check|checks|confirm|confirms|validate|validates)\s+(?:the\s+)?((?:[\p{L}\d-]+\s+){0,3}[\p{L}\d-]+|\/[^\s\u0001]*)\s+(?:page|screen)\s*$/iu.exec(
      masked,
    );
  if (!m || /^(?:that|if|whether|this|current|same|next|previous|new)$/i.test(m[1])) return undefined;
  return m[1].startsWith('/') ? `the URL contains "${m[1]}"` : `I should be on the "${m[1]}" page`;
};

/** `It should go back to Users page`, `user should return to the login screen`: where the test should then be. */
export const shouldGoTo: Rewrite = (_text, masked) => {
  const m =
    /^\s*(?:(?:it|we|i|you|the user|user|the system|system|the app|app)\s+)?(?:should|must|will)\s+(?:go|come|navigate|return|get)\s+(?:back\s+)?to\s+(?:the\s+)?((?:[\p{L}\d-]+\s+){0,3}[\p{L}\d-]+)\s+(?:page|screen)\s*$/iu.exec(
      masked,
    );
  return m ? `I should be on the "${m[1]}" page` : undefined;
};

/**
 * `Redirected to login page`, `User redirected to /cart.html showing both items`, `Should navigate
 * to '/register' page`: where the test went (a path: in its address; what it then shows is a remark).
 */
export const redirectedTo: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:(?:verify|check|expect|assert)\s+(?:that\s+)?)?(?:(?:the\s+)?(?:user|it|page|app)\s+)?(?:should\s+(?:be\s+)?|is\s+|gets\s+)?(?:redirected|navigated|navigate|taken)\s+(?:back\s+)?to\s+(?:the\s+)?(?:(\/[^\s\u0001]*)|(["'“‘`«]\u0001+["'”’`»])|((?:(?!(?:page|screen)\b)[\p{L}-]+\s+){0,2}(?!(?:page|screen)\b)[\p{L}-]+))(?:\s+(?:page|screen))?(?:\s+(?:showing|with|displaying|where)\b.*)?\s*$/iu.exec(
      masked,
    );
  if (!m || /^\s*navigate\s/i.test(masked)) return undefined;
  if (m[1]) return `the URL contains "${m[1]}"`;
  if (m[2]) {
    const at = m.index + m[0].indexOf(m[2]);
    const said = text.slice(at + 1, at + m[2].length - 1);
    return said.startsWith('/') ? `the URL contains "${said}"` : undefined;
  }
  // (a page by its name only when the line says "page": "redirected to checkout" is read elsewhere)
  return /\s(?:page|screen)(?:\s|$)/i.test(masked.slice(m.index + m[0].indexOf(m[3]))) ? `I should be on the "${m[3]}" page` : undefined;
};

/** `Then I should see the sign in page`: seeing a page by its name is being on it. */
export const seePage: Rewrite = (_text, masked) => {
  const m = /^\s*(?:(?:i|we|you|the user|user)\s+)?(?:should\s+)?(?:see|sees)\s+the\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:page|screen)\s*$/iu.exec(
    masked,
  );
  return m ? `I should be on the "${m[1]}" page` : undefined;
};

/**
 * `Navigate to catalog page (`/catalog`)`, `User is redirected to login page (`/login`)`: the
 * page's path in brackets is where to go, or what its address holds.
 */
export const pathInBrackets: Rewrite = (text, masked) => {
  const m =
    /^\s*(?:-\s+)?(?:(navigate|navigates|go|goes|open|opens|visit|visits)\s+to|((?:the\s+)?(?:user\s+)?(?:is\s+)?(?:redirected|navigated|taken|sent)\s+to))\s+(?:the\s+)?(?:[\p{L}/-]+\s+){0,3}(?:page|screen)\s*\(\s*[`'"]?(\/[^\s`'"()]*)[`'"]?\s*\)\s*\.?\s*$/iu.exec(
      text,
    );
  if (!m || /\u0001/.test(masked.slice(0, masked.indexOf('(')))) return undefined;
  return m[1] ? `go to ${m[3]}` : `the URL contains "${m[3]}"`;
};
