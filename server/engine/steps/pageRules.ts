/**
 * Which page the test is on, written the ways people write it (issue 17 item 4, `should be on
 * the X page`): `the current page is the Files app`, `the home page should be presented`, `I see
 * the Search results page`, `see PersonalPage`, `Should redirect to PayPal`, `the user should be
 * redirected to a page with the title "Files"`, `I am on "Course 1" course homepage`. A page
 * named with no address is checked, never navigated to (its address would be a guess).
 */
import { value, type Cursor } from './grammar.ts';
import type { StepBody } from './types.ts';

const PAGE_WORDS = ['page', 'screen', 'view', 'app', 'application', 'section', 'tab', 'homepage', 'home page', 'dashboard'];
const SHOWN = [
  'should be presented',
  'is presented',
  'should be displayed',
  'is displayed',
  'should be shown',
  'is shown',
  'should be opened',
  'is opened',
  'should open',
  'opens',
  'should be loaded',
  'is loaded',
  'loads',
  'should load',
  'should be visible',
  'is visible',
  'should appear',
  'appears',
  'is open',
  'should be open',
  'shows',
  'is showing',
  'should show',
];

/** A page's name, unquoted words or one quote, then (for unquoted names) its page word. */
function pageName(c: Cursor, needWord: boolean, pageWords = PAGE_WORDS): string | undefined {
  return c.try(() => {
    c.any('the', 'a', 'an', 'my', 'our');
    const quoted = c.quotedToken();
    if (quoted !== undefined) {
      const word = c.any(...pageWords);
      return quoted.trim() && (word || !needWord) ? quoted : undefined;
    }
    const words: string[] = [];
    while (c.peek()?.t === 'word' && words.length < 6) {
      const v = c.peek()!.v;
      if (pageWords.includes(v) && words.length) break;
      if (/^(?:is|are|should|must|has|was|with|on|in|at|the|a|an|from|to|into|loads|opens|appears|finishes)$/.test(v)) break;
      words.push(c.peek()!.raw);
      c.i++;
    }
    // "PersonalPage", "LoginScreen": a page's name written as a class name
    if (words.length === 1 && /^[A-Z][a-z]+\w*(?:Page|Screen|View)$/.test(words[0]))
      return words[0].replace(/(?:Page|Screen|View)$/, '').replace(/([a-z])([A-Z])/g, '$1 $2');
    const word = c.any(...pageWords);
    if (!words.length || (needWord && !word)) return undefined;
    return words.join(' ');
  });
}

/** `the current page is the Files app`, `the current section is "All files"`. */
function currentIs(c: Cursor): StepBody | undefined {
  c.kw('verify that');
  c.kw('the');
  if (!c.any('current page', 'current screen', 'current section', 'current view', 'current app', 'active page', 'active section', 'page'))
    return undefined;
  if (!c.any('is', 'should be', 'must be', 'becomes')) return undefined;
  const name = pageName(c, false);
  return name ? { kind: 'expectPage', name } : undefined;
}

/** `the home page should be presented`, `Search results page is displayed`. */
function pageShown(c: Cursor): StepBody | undefined {
  c.kw('verify that');
  // "Dashboard is loaded", "the dashboard loads": what loads is a page, with or without the word
  const loaded = c.try(() => {
    const name = pageName(c, false, ['page', 'screen', 'homepage', 'home page', 'app']);
    return name && c.any('is loaded', 'loads', 'has loaded', 'is fully loaded', 'finishes loading', 'should load', 'should be loaded') && c.done
      ? name
      : undefined;
  });
  if (loaded) return { kind: 'expectPage', name: loaded };
  // (a tab or a section shown is an element of the page, not the page)
  const name = pageName(c, true, ['page', 'screen', 'homepage', 'home page', 'app']);
  if (!name || !c.any(...SHOWN)) return undefined;
  c.any('to the user', 'again');
  return { kind: 'expectPage', name };
}

/** `I see the Search results page`, `see PersonalPage`, `I am on "Course 1" course homepage`. */
function seePage(c: Cursor): StepBody | undefined {
  c.any('i', 'we', 'the user', 'user');
  const verb = c.any('should see', 'see', 'sees', 'view', 'views', 'am on', 'is on', 'are on', 'should be on', 'am at', 'land on', 'lands on');
  if (!verb) return undefined;
  // ("I am on the API console": being on something is being on a page, with or without the word)
  // ("I should see the archived projects section", "… tab": a part of the page seen, no page)
  const seen = /see|view/.test(verb);
  const name = c.try(() => {
    const named = pageName(c, !/^(?:am|is|are) on$/.test(verb), seen ? PAGE_WORDS.filter((w) => w !== 'section' && w !== 'tab') : PAGE_WORDS);
    return named && c.done ? named : undefined;
  });
  // "I am on "Course 1" course homepage": words between the name and the page word describe it
  const described =
    name ??
    c.try(() => {
      const quoted = c.quotedToken();
      if (quoted === undefined) return undefined;
      for (let n = 0; n < 2 && c.peek()?.t === 'word' && !PAGE_WORDS.includes(c.peek()!.v); n++) {
        if (/^(?:on|in|at|the|of|a|an)$/.test(c.peek()!.v)) return undefined;
        c.i++;
      }
      return c.any(...PAGE_WORDS) ? quoted : undefined;
    });
  if (!described) return undefined;
  // ("user should be on "Payment & Review" tab": being on a tab is that tab being the selected one)
  return c.toks[c.i - 1]?.v === 'tab' && /on$/.test(verb)
    ? { kind: 'expectElement', target: { text: described, elementType: 'tab' }, state: 'checked' }
    : { kind: 'expectPage', name: described };
}

/** `Should redirect to PayPal`, `the user should be redirected to a webUI page with the title "Files"`. */
function redirected(c: Cursor): StepBody | undefined {
  c.any('verify that', 'verify', 'check that', 'ensure that', 'confirm that');
  c.any('i', 'we', 'the user', 'user', 'it', 'this', 'that', 'the page', 'page');
  if (
    !c.any(
      'should redirect to',
      'redirects to',
      'should be redirected back to',
      'should be redirected to',
      'is redirected back to',
      'is redirected to',
      'gets redirected to',
      'should be taken back to',
      'should be taken to',
      'is taken to',
      'should land on',
      'is navigated to',
      'is navigate to',
      'should be navigated to',
      'gets navigated to',
    )
  )
    return undefined;
  const titled = c.try(() => {
    c.any('a', 'the');
    while (c.peek()?.t === 'word' && !['with', 'titled'].includes(c.peek()!.v)) c.i++;
    if (!c.any('with the title', 'with title', 'titled')) return undefined;
    return value(c);
  });
  if (titled) return { kind: 'expectTitle', title: titled, match: 'is' };
  const name = pageName(c, false);
  // ("redirected to the homepage": the home page, by its usual name)
  return name ? { kind: 'expectPage', name: /^(?:home\s*page|home)$/i.test(name) ? 'home' : name } : undefined;
}

/** `I opened the login page`, `browser is opened to login page`, `I have visited the Orders page`: being there, told in the past. */
function wasOpened(c: Cursor): StepBody | undefined {
  c.any('i', 'we', 'the user', 'user', 'the browser', 'browser');
  c.any('have', 'has', 'had', 'is', 'am', 'was');
  if (!c.any('opened to', 'opened', 'visited', 'navigated to', 'gone to', 'went to', 'browsed to', 'landed on', 'arrived at', 'arrived on'))
    return undefined;
  const name = pageName(c, true);
  return name ? { kind: 'expectPage', name } : undefined;
}

/** `visit LoginPage`, `open the SettingsScreen`: a page named as a page object is (its address unknown: checked). */
function toPageObject(c: Cursor): StepBody | undefined {
  if (!c.any('go to', 'navigate to', 'visit', 'open', 'load', 'goes to', 'navigates to', 'visits', 'opens')) return undefined;
  c.kw('the');
  const tok = c.peek();
  if (tok?.t !== 'word' || !/^[A-Z][a-z]+\w*(?:Page|Screen|View)$/.test(tok.raw)) return undefined;
  c.i++;
  return { kind: 'expectPage', name: tok.raw.replace(/(?:Page|Screen|View)$/, '').replace(/([a-z])([A-Z])/g, '$1 $2') };
}

export function pageRule(c: Cursor): StepBody | undefined {
  for (const form of [currentIs, redirected, pageShown, seePage, toPageObject, wasOpened]) {
    const body = c.whole(() => form(c));
    if (body) return body;
  }
  return undefined;
}
