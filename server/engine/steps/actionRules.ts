/**
 * The actions people ask for beyond clicking and typing (issue 17 item 4): history, waits,
 * scrolling, tabs, browser dialogs, right-click, focus, keys in a field, search, field values,
 * "should be on the X page", bounded counts and one-time codes. One rule, tried before the
 * others in grammar.ts, so these fixed phrasings are never read as a click or an expectation on
 * an element. A function declaration, not a const: grammar.ts and this file import each other.
 */
import { count, keys, target, value, type Cursor } from './grammar.ts';
import type { StepBody, Target } from './types.ts';

export function actionRule(c: Cursor): StepBody | undefined {
  for (const form of [navigate, sleep, drag, scroll, switchTab, dialog, rightClick, focus, pressIn, search, oneTimeCode, expectation]) {
    const body = c.whole(() => form(c));
    if (body) return body;
  }
  return undefined;
}

/** `go back`, `navigate forward in the browser`, `reload the page`, `click the browser's back button`. */
function navigate(c: Cursor): StepBody | undefined {
  const viaButton = c.try(() => {
    if (!c.any('click on', 'click', 'press', 'hit', 'use', 'tap')) return undefined;
    c.kw('the');
    c.any("browser's", 'browser');
    const which = c.any('back', 'forward', 'reload', 'refresh');
    return which && c.kw('button') ? which : undefined;
  });
  const action = viaButton ?? navigateVerb(c);
  if (!action) return undefined;
  c.any('to the previous page', 'to the next page', 'one page', 'a page', 'the page', 'the browser', 'the current page', 'page');
  c.any('in the browser', 'in history', 'in the browser history');
  return { kind: 'navigate', action: action === 'back' ? 'back' : action === 'forward' ? 'forward' : 'reload' };
}

function navigateVerb(c: Cursor): string | undefined {
  if (c.any('reload', 'refresh')) return 'reload';
  c.any('go', 'navigate', 'browse', 'move', 'step');
  return c.any('back', 'forward', 'forwards');
}

/** `drag "Write report" to "Done"`, `drag and drop "Card" onto the "Trash" area`, `drag "A" over "B"`. */
function drag(c: Cursor): StepBody | undefined {
  if (!c.any('drag and drop', 'drag & drop', 'drag-and-drop', 'drag', 'drop')) return undefined;
  c.kw('on');
  const t = target(c);
  if (!t) return undefined;
  // `drag "A" over "B"`: the target reads `over "B"` as a place (above "B"); it is where A drops.
  if (c.done && t.relation?.kind === 'above') {
    const { relation, ...dragged } = t;
    const zone = ZONE_WORDS.find((w) => relation.target.text?.toLowerCase().endsWith(` ${w}`));
    const onto = zone && !relation.target.elementType ? { ...relation.target, text: relation.target.text!.slice(0, -zone.length - 1) } : relation.target;
    return { kind: 'drag', target: dragged, onto };
  }
  if (!c.any('onto', 'on to', 'into', 'in to', 'over', 'to', 'on', 'in')) return undefined;
  // A drop zone is named as people name areas: `the "Done" column`.
  const onto = c.try((): Target | undefined => {
    c.kw('the');
    const name = c.quoted();
    return name !== undefined && c.any(...ZONE_WORDS) && c.done ? { text: name } : undefined;
  }) ?? target(c);
  // An unquoted `Done column` read as one name is the reading above again, less well: not kept.
  if (onto?.text !== undefined && !onto.elementType && ZONE_WORDS.some((w) => onto.text!.toLowerCase().endsWith(` ${w}`))) return undefined;
  return onto && { kind: 'drag', target: t, onto };
}

/** `wait 2 seconds`, `wait for 500 ms`, `wait a second`, `pause for 3 seconds`, `sleep 1s`. */
function sleep(c: Cursor): StepBody | undefined {
  if (!c.any('wait', 'pause', 'sleep')) return undefined;
  c.any('for');
  c.kw('about');
  const tok = c.peek();
  if (tok?.t !== 'word') return undefined;
  // "2s" and "500ms" come as one word.
  const joined = /^(\d+(?:\.\d+)?)(s|sec|secs|ms)$/.exec(tok.v);
  let amount: number;
  let unit: string | undefined;
  if (joined) {
    c.i++;
    amount = Number(joined[1]);
    unit = joined[2];
  } else {
    const n = /^\d+(?:\.\d+)?$/.test(tok.v) ? Number(tok.v) : tok.v === 'a' ? 1 : count(c);
    if (n === undefined) return undefined;
    if (/^\d|^a$/.test(tok.v)) c.i++;
    amount = n;
    unit = c.any('seconds', 'second', 'secs', 'sec', 's', 'milliseconds', 'millisecond', 'ms', 'minutes', 'minute', 'min');
  }
  if (!unit) return undefined;
  const seconds = /^m(?:s|illi)/.test(unit) ? amount / 1000 : /^min/.test(unit) ? amount * 60 : amount;
  return seconds > 0 ? { kind: 'sleep', seconds } : undefined;
}

/** What people call the place a drag drops onto, after its name. */
const ZONE_WORDS = ['section', 'column', 'lane', 'zone', 'drop zone', 'area', 'list', 'panel', 'box', 'container'];

const AREA_WORDS = ['scrollable area', 'scroll area', 'area', 'list', 'panel', 'pane', 'section', 'container', 'region', 'sidebar', 'box', 'table'];

/** `in the "Results" list`, `inside "Results"`: a scrollable element named as people name it. */
function area(c: Cursor): Target | undefined {
  return c.try(() => {
    if (!c.any('inside of', 'inside', 'within', 'in', 'of')) return undefined;
    c.kw('the');
    const before = c.any(...AREA_WORDS);
    const name = c.quoted();
    if (name === undefined) return undefined;
    if (!before) c.any(...AREA_WORDS);
    return { text: name };
  });
}

/**
 * `scroll to "Footer"`, `scroll down to the "Reviews" heading`, `scroll "Footer" into view`,
 * `scroll to the bottom (of the page)`, `scroll to the top of the "Results" list`,
 * `scroll down 2 pages`, `scroll up a page in the "Log" area`, `scroll down`.
 */
function scroll(c: Cursor): StepBody | undefined {
  if (!c.any('scroll')) return undefined;
  const intoView = c.try(() => {
    const t = target(c);
    return t && c.any('into view', 'into the view') ? t : undefined;
  });
  if (intoView) return { kind: 'scroll', to: intoView };
  c.kw('all the way');
  const direction = c.any('down', 'up');
  const edge = c.try(() => {
    c.any('all the way', 'right');
    if (!c.any('to', 'until')) return undefined;
    c.kw('the');
    const e = c.any('top', 'bottom', 'end', 'beginning', 'start');
    if (!e) return undefined;
    if (c.kw('of the page') || c.kw('of page')) return { e };
    const a = area(c);
    return { e, a };
  });
  if (edge) {
    const body: StepBody = { kind: 'scroll', edge: edge.e === 'top' || edge.e === 'beginning' || edge.e === 'start' ? 'top' : 'bottom' };
    const a = edge.a ?? area(c);
    return a ? { ...body, area: a } : body;
  }
  if (c.try(() => (c.any('to', 'until') ? true : undefined))) {
    const t = target(c);
    if (!t) return undefined;
    c.any('is visible', 'is shown', 'is displayed', 'appears');
    return { kind: 'scroll', to: t };
  }
  if (!direction) return undefined;
  c.kw('by');
  let pages = 1;
  const n = c.try(() => {
    const k = c.kw('a') || c.kw('one') ? 1 : count(c);
    return k !== undefined && c.any('pages', 'page', 'screens', 'screen', 'screenfuls', 'screenful') ? k : undefined;
  });
  if (n !== undefined) pages = n;
  c.any('on the page', 'the page');
  const a = area(c);
  const body: StepBody = { kind: 'scroll', pages: direction === 'up' ? -pages : pages };
  return a ? { ...body, area: a } : body;
}

/** `switch to the new tab`, `switch to the popup window`, `go back to the first tab`, `switch back to the original window`. */
function switchTab(c: Cursor): StepBody | undefined {
  if (!c.any('switch back to', 'switch to', 'go back to', 'return to', 'change to', 'move to', 'focus on', 'focus')) return undefined;
  c.kw('the');
  const which = c.any('newly opened', 'new', 'newest', 'latest', 'opened', 'other', 'second', 'popup', 'pop-up', 'first', 'original', 'main', 'previous', 'initial');
  if (!which) return undefined;
  const noun = c.any('browser tab', 'browser window', 'tab', 'window', 'popup', 'pop-up', 'page');
  if (!noun && which !== 'popup' && which !== 'pop-up') return undefined;
  if (!noun) c.any('window', 'tab');
  const first = ['first', 'original', 'main', 'previous', 'initial'].includes(which);
  return { kind: 'switchTab', to: first ? 'first' : 'new' };
}

/** `accept the dialog`, `dismiss the next alert`, `accept the prompt with "Ada"`, `click OK in the confirm dialog`. */
function dialog(c: Cursor): StepBody | undefined {
  let accept: boolean | undefined;
  const verb = c.any('accept', 'confirm', 'dismiss', 'cancel', 'decline', 'reject');
  if (verb) accept = verb === 'accept' || verb === 'confirm';
  else {
    const button = c.try(() => {
      if (!c.any('click', 'press', 'tap', 'choose')) return undefined;
      return c.any('ok', 'cancel');
    });
    if (!button) return undefined;
    accept = button === 'ok';
    if (!c.any('in', 'on')) return undefined;
  }
  c.kw('the');
  c.any('next', 'upcoming', 'following');
  c.any('browser', 'javascript', 'js', 'confirm', 'confirmation');
  if (!c.any('dialog', 'alert', 'prompt', 'popup', 'pop-up', 'confirm', 'box', 'dialog box', 'alert box')) return undefined;
  c.any('box');
  const text = c.try(() => {
    if (!c.any('with the text', 'with text', 'with', 'entering', 'typing', 'and enter', 'and type', 'answering')) return undefined;
    return value(c);
  });
  if (text && !accept) return undefined;
  return text ? { kind: 'dialog', accept: true, text } : { kind: 'dialog', accept: accept ?? true };
}

/** `right-click "Row 1"`, `right click on the "File" item`, `context-click "Photo"`. */
function rightClick(c: Cursor): StepBody | undefined {
  if (!c.any('right-click', 'right click', 'rightclick', 'context-click', 'context click', 'secondary click')) return undefined;
  c.kw('on');
  const t = target(c);
  return t && { kind: 'rightClick', target: t };
}

/** `focus "Email"`, `focus on the "Search" field`, `put the focus on "Name"`, `move focus to "Name"`. */
function focus(c: Cursor): StepBody | undefined {
  if (!c.any('focus on', 'focus', 'put the focus on', 'put focus on', 'move the focus to', 'move focus to', 'set focus to', 'set focus on', 'set the focus on'))
    return undefined;
  const t = target(c);
  return t && { kind: 'focus', target: t };
}

/** `press Enter in the "Search" field`, `hit Escape on the "Menu" button`, `press "Control+A" inside "Notes"`. */
function pressIn(c: Cursor): StepBody | undefined {
  if (!c.any('press', 'hit', 'type the key', 'type key')) return undefined;
  const k = keys(c);
  if (!k || !c.any('inside of', 'inside', 'within', 'in', 'on', 'into', 'while in', 'at')) return undefined;
  const t = target(c);
  return t && { kind: 'pressIn', keys: k, target: t };
}

/** `search for "lamp"`, `search "lamp"`, `search for @PRODUCT`. */
function search(c: Cursor): StepBody | undefined {
  if (!c.any('search for', 'search', 'look up', 'look for')) return undefined;
  c.kw('the');
  c.any('text', 'term');
  const text = value(c);
  if (!text) return undefined;
  c.any('in the search field', 'in the search box', 'in the search bar', 'using the search field', 'using the search box', 'using search');
  return { kind: 'search', text };
}

/** `enter the one-time code of "admin" into "Code"`, `type the TOTP for "admin" in the "Verification code" field`. */
function oneTimeCode(c: Cursor): StepBody | undefined {
  if (!c.any('type', 'enter', 'fill in', 'fill', 'input', 'put')) return undefined;
  c.any('the current', 'the', 'a', 'current');
  if (!c.any('one-time code', 'one time code', 'one-time password', 'one time password', 'totp code', 'totp', 'otp code', 'otp', '2fa code', 'mfa code', 'authenticator code'))
    return undefined;
  if (!c.any('of', 'for', 'from')) return undefined;
  const credential = c.quoted();
  if (credential === undefined || !c.any('into', 'in to', 'in', 'to', 'on', 'inside', 'for')) return undefined;
  const t = target(c);
  return t && { kind: 'fillOneTimeCode', credential, target: t };
}

// ---- expectations ----

const PREFIXES = ['check that', 'check if', 'verify that', 'verify if', 'verify', 'expect that', 'expect', 'assert that', 'assert', 'ensure that', 'ensure', 'make sure that', 'make sure', 'confirm that', 'validate that'];

function expectation(c: Cursor): StepBody | undefined {
  if (c.any(...PREFIXES)) c.punct();
  for (const form of [onPage, toNamedPage, fieldValue, boundedCount]) {
    const body = c.whole(() => form(c));
    if (body) return body;
  }
  return undefined;
}

/** `I should be on the "Dashboard" page`, `the user is on the "Checkout" page`, `verify the "Orders" page is shown`. */
function onPage(c: Cursor): StepBody | undefined {
  const subject = c.try(() => {
    c.any('i', 'we', 'you', 'the user', 'user');
    return c.any('should be on', 'should be at', 'am on', 'am at', 'are on', 'is on', 'is at', 'are at', 'must be on', 'should land on', 'land on', 'should now be on', 'am now on', 'be on', 'should be redirected to', 'am redirected to', 'is redirected to', 'should be taken to', 'am taken to', 'be redirected to', 'be taken to');
  });
  if (subject) {
    c.kw('the');
    const name = c.quoted();
    // "I should be redirected to the dashboard": after a redirect the word "page" is often left out
    const redirect = /redirected|taken/.test(subject) && c.done;
    if (!name?.trim() || (!redirect && !c.any('page', 'screen', 'view'))) return undefined;
    return { kind: 'expectPage', name };
  }
  c.kw('the');
  const name = c.quoted();
  if (!name?.trim() || !c.any('page', 'screen')) return undefined;
  if (!c.any('is shown', 'is displayed', 'is open', 'is opened', 'should be shown', 'should be displayed', 'should open', 'opens', 'is loaded', 'loads', 'should load', 'appears', 'should appear'))
    return undefined;
  return { kind: 'expectPage', name };
}

/**
 * `navigate to the login page`, `open Employees page`, `I go to the sign up page`: a page named
 * with no address. Its address is unknown, so the step is no navigation (that would be a guess):
 * it checks that the test is on that page, as the step before it should have brought it there.
 */
function toNamedPage(c: Cursor): StepBody | undefined {
  if (!c.any('go to', 'goes to', 'navigate to', 'navigates to', 'browse to', 'browses to', 'open', 'opens', 'visit', 'visits', 'load', 'loads', 'return to', 'returns to')) return undefined;
  c.kw('the');
  const name = c.quoted();
  // "the home page" is the site's root, which forms.ts reads as an address
  if (!name?.trim() || /^(?:home|main|landing|start)$/i.test(name) || !c.any('page', 'screen')) return undefined;
  return { kind: 'expectPage', name };
}

/** `the "Email" field should have the value "ada@example.com"`, `the value of "Name" is "Ada"`, `"Search" should be empty`. */
function fieldValue(c: Cursor): StepBody | undefined {
  const ofForm = c.try(() => {
    c.kw('the');
    if (!c.any('value of', 'value in', 'text in', 'contents of', 'content of')) return undefined;
    const t = target(c);
    if (!t || !c.any('should be', 'must be', 'is', 'equals', 'should equal', 'to be', '=')) return undefined;
    const v = value(c);
    return v && { t, v };
  });
  if (ofForm) return { kind: 'expectValue', target: ofForm.t, value: ofForm.v };
  const t = target(c);
  if (!t) return undefined;
  if (c.any('should be empty', 'must be empty', 'is empty', 'to be empty', 'should be blank', 'is blank', 'has no value', 'should have no value', 'is cleared', 'should be cleared'))
    return { kind: 'expectValue', target: t, value: { type: 'literal', text: '' } };
  if (!c.any('should have the value', 'should have value', 'has the value', 'has value', 'must have the value', 'to have the value', 'to have value', 'should contain the value', 'contains the value', 'should hold', 'holds', 'should have the text', 'has the text', 'should read', 'reads'))
    return undefined;
  const v = value(c);
  return v && { kind: 'expectValue', target: t, value: v };
}

const AT_LEAST = ['at least', 'no fewer than', 'not less than', 'a minimum of', 'min'];
const AT_MOST = ['at most', 'no more than', 'not more than', 'up to', 'a maximum of', 'max'];
const MORE_THAN = ['more than', 'over', 'greater than'];
const FEWER_THAN = ['fewer than', 'less than', 'under'];

/** `at least 2`, `more than 3` (= at least 4), `at most 5`, `fewer than 5` (= at most 4). */
function bound(c: Cursor): { bound: 'atLeast' | 'atMost'; count: number } | undefined {
  return c.try(() => {
    const word = c.any(...AT_LEAST, ...AT_MOST, ...MORE_THAN, ...FEWER_THAN);
    const n = word === undefined ? undefined : count(c);
    if (word === undefined || n === undefined) return undefined;
    if (AT_LEAST.includes(word)) return n > 0 ? { bound: 'atLeast', count: n } : undefined;
    if (AT_MOST.includes(word)) return { bound: 'atMost', count: n };
    if (MORE_THAN.includes(word)) return { bound: 'atLeast', count: n + 1 };
    return n > 0 ? { bound: 'atMost', count: n - 1 } : undefined;
  });
}

/** `there are at least 3 rows`, `I should see more than 2 "Delete" buttons`, `the number of rows is at most 5`. */
function boundedCount(c: Cursor): StepBody | undefined {
  const lead = c.try(() => {
    c.any('i', 'we', 'you', 'the user', 'user');
    return c.any('there should be', 'there must be', 'there are', 'there is', "there's", 'should see', 'must see', 'see', 'sees');
  });
  if (lead) {
    const b = bound(c);
    const t = b && target(c);
    if (!b || !t) return undefined;
    c.any('visible', 'shown', 'displayed');
    c.any('on the page', 'on the screen', 'on screen', 'on page');
    return { kind: 'expectCountBound', target: t, ...b };
  }
  c.kw('the');
  if (!c.any('count of', 'number of')) return undefined;
  const t = target(c);
  if (!t || !c.any('should be', 'must be', 'is', 'are', 'to be')) return undefined;
  const b = bound(c);
  return b && { kind: 'expectCountBound', target: t, ...b };
}
