/**
 * Words and patterns the plan sentence rewrites share (pageSentences.ts, dataSentences.ts,
 * shownSentences.ts, actionSentences.ts): each runs on the text with quoted parts masked as
 * \u0001, so a quote is matched as its marks around masked characters.
 */

/** A quoted part of the masked text: its marks around masked characters (as a RegExp, and as source to build patterns from). */
export const QUOTE = /["'“‘`«*]\u0001+["'”’`»*]/;
export const QUOTED = QUOTE.source;
/** A name or data as a quote: as the author quoted it, or in double quotes when written bare. */
export const asQuoted = (said: string): string => (/^["'“‘`«]/.test(said) ? said : `"${said}"`);
/** Data written after a colon, quoted unless the author quoted it (or it holds a double quote). */
export const dataAfterColon = (data: string, masked: string): string => (QUOTE.test(masked) || data.includes('"') ? data : `"${data}"`);

/** Who does the step, as Gherkin and test plans say it. */
export const SUBJECT = '(?:i|we|you|the user|user|a user|the customer|customer)';
/** What shows a page, told as the subject (`the system loads …`). */
export const SYSTEM = String.raw`(?:the\s+)?(?:system|application|app|browser|site|website|web\s?page|page|user|screen)`;
/** Words naming a part of the page that the language has no type for: it is an element of that name. */
// (not the language's own types, "table", "menu", "card", "header", "box": those read as written)
export const PART = String.raw`(?:form|widget|panel|pane|section|sidebar|side\s?bar|area|block|container|component|region|window|popup|pop-up|overlay|drawer|wizard|view|module|grid|list|toolbar|footer|banner)`;
/** The words saying a part is shown. */
export const SHOWN = String.raw`(?:is|are|should\s+be|must\s+be|gets|will\s+be|becomes)\s+(?:displayed|shown|visible|opened|open|loaded|present|rendered|expanded|available)|(?:appears?|opens?|loads?|is\s+loading)`;

/** The words that introduce an example: `e.g.`, `for example`, `such as`, `like`, `example:`, `ex.`. */
const EXAMPLE_LEAD = /^\s*(?:e\.\s?g\.?|eg\.?|for example|for instance|such as|like|example|ex\.?)\s*[,:]?\s*/i;

/** An example without the words that introduce it (`e.g., Lamp` → `Lamp`). */
export const withoutExampleLead = (example: string): string => example.replace(EXAMPLE_LEAD, '').trim();
