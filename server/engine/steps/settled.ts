/**
 * How a reading is said once read, whichever rule read it (grammar.ts applies these to every
 * reading): a selector expected as an element, a page's address named in words, names without
 * the spaces around them, the site's address written as a setting, a page's own name.
 */
import type { StepBody, Target } from './types.ts';

/** An attribute selector, `[data-test='error']`: it names an element; no page shows it as text. */
const ATTRIBUTE_SELECTOR = /^\[[\w-]+(?:[~^$*|]?=(['"])[^'"]*\1)?\]$/;

/** `I should not see `[data-test="error"]``: the element that selector finds is checked, not a text. */
function selectorSeen(body: StepBody): StepBody {
  if (body.kind !== 'expectText' || body.text.type !== 'literal' || !ATTRIBUTE_SELECTOR.test(body.text.text)) return body;
  return { kind: 'expectElement', target: { text: body.text.text, elementType: 'element' }, state: body.visible ? 'visible' : 'hidden' };
}

/** `Verify Current Url Is Contact Url`: a page's address named in words is that page (a path stays: it is the site's address with it). */
function addressInWords(body: StepBody): StepBody {
  if (body.kind !== 'expectUrl' || body.url.type !== 'literal') return body;
  const named = /^([\p{L}\d][\p{L}\d ]*?)\s+(?:url|page url|address)$/iu.exec(body.url.text);
  return named ? { kind: 'expectPage', name: named[1] } : body;
}

/** `Click on " Register Now"`, `into "Last Name "`: spaces around a quoted name are no part of it (data keeps its own). */
function trimmedName(body: StepBody): StepBody {
  const target = (body as { target?: Target }).target;
  if (!target?.text || target.text.trim() === target.text || !target.text.trim()) return body;
  return { ...body, target: { ...target, text: target.text.trim() } } as StepBody;
}

/** `go to "{{env.BASE_URL}}/login"`: the site's own address, written as a setting, is the site under test; the path stays. */
function pathOfSite(body: StepBody): StepBody {
  if (body.kind !== 'goto' || body.url.type !== 'literal') return body;
  const path = /^(?:\{\{\s*[\w.]+\s*\}\}|\$\{\s*[\w.]+\s*\})(\/\S*)$/.exec(body.url.text.trim());
  return path ? { ...body, url: { type: 'literal', text: path[1] } } : body;
}

/** `I am on "the user registration page"`: a page's name quoted with its article and the word "page" is the name between. */
function pageName(body: StepBody): StepBody {
  if (body.kind !== 'expectPage') return body;
  const name = body.name
    .trim()
    .replace(/^the\s+(?=\S)/i, '')
    .replace(/(?<=\S)\s+(?:page|screen)$/i, '');
  return name !== body.name && name ? { ...body, name } : body;
}

const SETTLE = [selectorSeen, addressInWords, trimmedName, pathOfSite, pageName];

/** The reading as said once read. */
export function settled(body: StepBody): StepBody {
  return SETTLE.reduce((b, settle) => settle(b), body);
}
