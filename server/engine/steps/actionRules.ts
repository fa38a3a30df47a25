/**
 * The actions people ask for beyond clicking and typing (issue 17 item 4): history, waits,
 * scrolling, tabs, browser dialogs, right-click, focus, keys in a field, search, field values,
 * "should be on the X page", bounded counts and one-time codes. One rule, tried before the
 * others in grammar.ts, so these fixed phrasings are never read as a click or an expectation on
 * an element. A function declaration, not a const: grammar.ts and this file import each other.
 */
import { count, isKeyName, isLanguageWord, keys, target, value, type Cursor } from './grammar.ts';
import type { Match, StepBody, Target, Value } from './types.ts';

export function actionRule(c: Cursor): StepBody | undefined {
  for (const form of [
    navigate,
    sleep,
    drag,
    scroll,
    tabWith,
    switchTab,
    openTab,
    closeTab,
    dialog,
    dialogThenAnswer,
    promptAnswer,
    dialogSays,
    clearFocused,
    gotoPath,
    selectAlone,
    rightClick,
    focus,
    pressIn,
    pressNamedIn,
    search,
    oneTimeCode,
    waitForUrlAfterLoad,
    expectation,
  ]) {
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
  // ("Refresh the page again", "… multiple times": a reload, the test's next steps see the page reloaded)
  if (action === 'reload') c.any('again', 'once more', 'multiple times', 'several times', 'a few times');
  return { kind: 'navigate', action: action === 'back' ? 'back' : action === 'forward' ? 'forward' : 'reload' };
}

function navigateVerb(c: Cursor): string | undefined {
  if (c.any('reload', 'refresh')) return 'reload';
  c.any('go', 'navigate', 'browse', 'move', 'step');
  // (Mink's "move backward one page")
  const way = c.any('back', 'backward', 'backwards', 'forward', 'forwards');
  return way?.startsWith('back') ? 'back' : way;
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
    const onto =
      zone && !relation.target.elementType ? { ...relation.target, text: relation.target.text!.slice(0, -zone.length - 1) } : relation.target;
    return { kind: 'drag', target: dragged, onto };
  }
  // "drag X and drop (it) to Y", "drag X and drop it onto Y"
  if (c.kw('and drop')) c.kw('it');
  if (!c.any('onto', 'on to', 'into', 'in to', 'over', 'to', 'on', 'in')) return undefined;
  // A drop zone is named as people name areas: `the "Done" column`.
  const onto =
    c.try((): Target | undefined => {
      c.kw('the');
      const name = c.quoted();
      return name !== undefined && c.any(...ZONE_WORDS) && c.done ? { text: name } : undefined;
    }) ?? target(c);
  // An unquoted `Done column` read as one name is the reading above again, less well: not kept.
  if (onto?.text !== undefined && !onto.elementType && ZONE_WORDS.some((w) => onto.text!.toLowerCase().endsWith(` ${w}`))) return undefined;
  return onto && { kind: 'drag', target: t, onto };
}

/** `wait 2 seconds`, `wait for 500 ms`, `wait a second`, `pause for 3 seconds`, `sleep 1s`, `delay "3" seconds`. */
function sleep(c: Cursor): StepBody | undefined {
  const verb = c.any('wait', 'pause', 'sleep', 'delay');
  if (!verb) return undefined;
  c.any('for');
  c.kw('about');
  let tok = c.peek();
  // Step-definition templates quote their numbers: `wait "70" seconds`.
  if (tok?.t === 'quoted' && /^\s*\d+(?:\.\d+)?\s*$/.test(tok.v)) tok = { t: 'word', v: tok.v.trim(), raw: tok.v.trim() };
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
    // Robot Framework's `Sleep    5`: a number alone after sleep, pause or delay is seconds ("wait 5" may be the text 5)
    if (!unit && c.done && verb !== 'wait' && /^\d/.test(tok.v)) unit = 'seconds';
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
  c.kw('back');
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
  // "scroll to the footer (section)": the page's end, where its footer is; "the header": its top
  const landmark = c.try(() => {
    if (!c.any('to', 'until')) return undefined;
    c.kw('the');
    c.any('page', "page's");
    const word = c.any('footer', 'header');
    c.any('section', 'area', 'part', 'of the page', 'of page');
    return word && c.done ? word : undefined;
  });
  if (landmark) return { kind: 'scroll', edge: landmark === 'footer' ? 'bottom' : 'top' };
  // "scroll to the "Featured posts" section": the part of the page its name heads
  const part = c.try((): Target | undefined => {
    if (!c.any('to', 'until')) return undefined;
    c.kw('the');
    const name = c.quoted();
    return name?.trim() && c.any('section', 'part', 'block', 'panel', 'area') && c.done ? { text: name } : undefined;
  });
  if (part) return { kind: 'scroll', to: part };
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
  const which = c.any(
    'newly opened',
    'last opened',
    'new',
    'newest',
    'latest',
    'last',
    'opened',
    'other',
    'second',
    'popup',
    'pop-up',
    'first',
    'original',
    'main',
    'previous',
    'initial',
  );
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
    // "click OK in the alert", "clicks on the Cancel button within alert"
    const button = c.try(() => {
      if (!c.any('click on', 'click', 'press', 'tap', 'choose')) return undefined;
      c.kw('the');
      const which = c.any('ok', 'cancel');
      c.kw('button');
      return which;
    });
    if (!button) return undefined;
    accept = button === 'ok';
    if (!c.any('within', 'inside', 'in', 'on')) return undefined;
  }
  c.kw('the');
  c.any('next', 'upcoming', 'following');
  if (!dialogNoun(c) && !c.kw('box')) return undefined;
  const text = c.try(() => {
    if (!c.any('with the text', 'with text', 'with', 'entering', 'typing', 'and enter', 'and type', 'answering')) return undefined;
    return value(c);
  });
  if (text && !accept) return undefined;
  return text ? { kind: 'dialog', accept: true, text } : { kind: 'dialog', accept: accept ?? true };
}

/** What people call a browser dialog: `alert`, `the JavaScript confirm`, `prompt box`, `confirm dialog`, `browser popup`. */
interface DialogNoun {
  word: string;
  /** Only a browser dialog can be meant (`confirm`, `prompt`, or a `browser` / `JavaScript` one), not a page's own alert or modal. */
  browser: boolean;
  /** Said with `browser`, `JavaScript` or `native`. */
  explicit: boolean;
}

function dialogNoun(c: Cursor): DialogNoun | undefined {
  return c.try(() => {
    const modifier = c.any('browser', 'javascript', 'js', 'native');
    // ("alertbox", "confirmbox": webdriverio's step words)
    const joined = c.any('alertbox', 'confirmbox', 'promptbox');
    const word = joined ? joined.slice(0, -3) : c.any('confirmation', 'confirm', 'prompt', 'alert', 'dialog', 'popup', 'pop-up');
    if (!word) return undefined;
    // "alert box", "confirm dialog", "prompt alert": a second word naming the same thing
    c.any('dialog box', 'dialog', 'box', 'alert', 'popup', 'pop-up', 'window', 'message');
    return {
      word,
      browser: modifier !== undefined || joined !== undefined || /^(?:confirm|confirmation|prompt)$/.test(word),
      explicit: modifier !== undefined,
    };
  });
}

/** Keys of the readings these rules offer beside their first (apart from the grammar's name-end and type choices). */
const PROMPT_FIELD = -300_000;
const PAGE_TEXT = -300_001;

/** `Alert "Hello" and await accept`, `confirm "Delete?" and dismiss it`: a dialog named with its message, then the answer it gets. */
function dialogThenAnswer(c: Cursor): StepBody | undefined {
  if (!dialogNoun(c)) return undefined;
  c.quotedToken();
  c.punct();
  c.any('and then', 'and', 'then');
  c.any('await', 'wait for', 'wait to', 'expect');
  const answer = c.any('accept', 'accepted', 'ok', 'dismiss', 'dismissed', 'cancel', 'cancelled');
  if (!answer) return undefined;
  c.kw('it');
  return { kind: 'dialog', accept: /^(?:accept|ok)/.test(answer) };
}

/**
 * `enter "Ada" in the prompt`, `type "Bob" into the prompt box and accept`, `enter "x" into the
 * prompt alert but dismiss it`: the answer to the next prompt. A plain `prompt` may also be a
 * field the page calls so (an AI app's prompt box): typing there is the second reading.
 */
function promptAnswer(c: Cursor): StepBody | undefined {
  if (!c.any('enter', 'type', 'input', 'write', 'fill in', 'fill', 'put', 'answer', 'respond with')) return undefined;
  const text = value(c);
  if (!text || !c.any('into', 'in to', 'in', 'to', 'inside', 'for', 'on')) return undefined;
  const at = c.i;
  c.kw('the');
  c.any('next', 'upcoming');
  const noun = dialogNoun(c);
  if (!noun || (noun.word !== 'prompt' && !noun.explicit)) return undefined;
  c.punct();
  const joined = c.any('and then', 'but then', 'and', 'but', 'then');
  const answer = c.any('accept', 'confirm', 'submit', 'press ok', 'click ok', 'dismiss', 'cancel', 'press cancel', 'click cancel', 'close');
  if (joined && !answer) return undefined;
  if (answer) c.kw('it');
  if (!c.done) return undefined;
  if (answer && /dismiss|cancel|close/.test(answer)) return { kind: 'dialog', accept: false };
  if (!answer && !noun.explicit && c.choose(PROMPT_FIELD, 2) === 1) {
    c.i = at;
    const t = target(c);
    return t && { kind: 'fill', value: text, target: t };
  }
  return { kind: 'dialog', accept: true, text };
}

/** Words after "should be" that are a state, never a dialog's message ("the dialog should be visible"). */
const STATE_WORDS = /^(?:visible|hidden|shown|displayed|open|opened|closed|gone|present|enabled|disabled|not|dismissed|accepted|empty)$/;

/**
 * `the dialog should say "Sure?"`, `the alert text is "Saved"`, `alert message should say "X"`,
 * `the text of the confirm is "X"`, `I should see an alert saying "X"`, `verify the prompt message
 * contains "name"`: the message of the browser dialog the step before (or, said of the next
 * dialog, the step after) opens. A plain alert, dialog or popup may be the page's own (a
 * role=alert banner, a modal): that it shows the text is the second reading.
 */
function dialogSays(c: Cursor): StepBody | undefined {
  if (c.any(...PREFIXES)) c.punct();
  const said =
    c.try(() => {
      c.any('i', 'we', 'you', 'the user', 'user');
      if (!c.any('should see', 'see', 'sees', 'should get', 'get', 'gets', 'should receive', 'receive', 'receives')) return undefined;
      c.any('a', 'an', 'the');
      const noun = dialogNoun(c);
      if (
        !noun ||
        !c.any('saying', 'that says', 'which says', 'with the text', 'with text', 'with the message', 'with message', 'reading', 'that reads')
      )
        return undefined;
      return { noun, match: 'is' as Match };
    }) ??
    // "The alert should be displayed with the text "X"", "an alert appears saying "X""
    c.try(() => {
      c.any('the', 'an', 'a');
      const noun = dialogNoun(c);
      if (
        !noun ||
        !c.any(
          'should be displayed',
          'is displayed',
          'should be shown',
          'is shown',
          'should appear',
          'appears',
          'should open',
          'opens',
          'is opened',
          'should be opened',
        )
      )
        return undefined;
      return c.any('with the text', 'with text', 'with the message', 'with message', 'saying', 'that says', 'reading')
        ? { noun, match: 'is' as Match }
        : undefined;
    }) ??
    c.try(() => {
      c.any('the', 'an', 'a');
      const of = c.any('text of', 'message of', 'content of', 'contents of', 'text in', 'message in', 'text on');
      if (of) c.kw('the');
      c.any('next', 'last', 'current', 'latest', 'opened');
      const noun = dialogNoun(c);
      if (!noun) return undefined;
      if (!of) c.any('message', 'text', 'content', 'contents');
      const verb = c.any(
        'should say',
        'says',
        'to say',
        'should read',
        'reads',
        'should show',
        'shows',
        'should be',
        'must be',
        'is',
        'equals',
        'should equal',
        'to be',
        'to equal',
        'should have the text',
        'has the text',
        'should have the message',
        'has the message',
        'should contain',
        'must contain',
        'contains',
        'to contain',
        'should include',
        'includes',
        'to include',
      );
      if (!verb) return undefined;
      c.try(() => (c.kw('the') && c.any('text', 'message') ? true : undefined)) ?? c.any('text');
      return { noun, match: (/contain|include/.test(verb) ? 'contains' : 'is') as Match };
    });
  if (!said) return undefined;
  const first = c.peek();
  if (first?.t === 'word' && STATE_WORDS.test(first.v)) return undefined;
  const text = value(c);
  if (!text || !c.done) return undefined;
  if (!said.noun.browser && c.choose(PAGE_TEXT, 2) === 1) return { kind: 'expectText', text, visible: true };
  return { kind: 'expectDialog', text, match: said.match };
}

/** An address as people write one: quoted, a parameter, or a word that looks like a URL or a path. */
function address(c: Cursor): Value | undefined {
  const tok = c.peek();
  if (tok?.t === 'param' || tok?.t === 'var') return value(c, false);
  const text = tok?.t === 'quoted' || tok?.t === 'word' ? tok.v.trim() : '';
  const raw = tok?.t === 'word' ? tok.raw : text;
  if (!/^(?:https?:\/\/|\/|\.\.?\/|www\.|localhost|about:)|^[\w-]+(?:\.[\w-]+)+(?:[:/?#].*)?$/i.test(raw)) return undefined;
  c.i++;
  return { type: 'literal', text: raw };
}

/** `switch to the tab with the title "Help"`, `switch to tab titled Help`, `switch to the window whose URL contains "/faq"`. */
function tabWith(c: Cursor): StepBody | undefined {
  const verb = c.any('switch back to', 'switch to', 'go back to', 'return to', 'change to', 'move to', 'focus on', 'switch', 'select');
  if (!verb) return undefined;
  // "switch to "https://…/browser-windows" page": the tab at that address
  const at = c.try(() => {
    if (!verb.endsWith(' to')) return undefined;
    c.kw('the');
    const url = address(c);
    if (!url) return undefined;
    c.any('page', 'tab', 'window');
    return c.done ? url : undefined;
  });
  if (at) return { kind: 'switchTabTo', by: 'url', text: at };
  const article = c.kw('the');
  c.any('browser');
  const noun = c.any('tab or the window', 'tab or window', 'window or tab', 'window or the tab', 'tab', 'window', 'popup window', 'popup', 'pop-up');
  if (!noun) return undefined;
  // Robot Framework's locators: "Switch Window    title=Selenium", "url:…"
  const located = c.try(() => {
    const tok = c.peek();
    const m = tok?.t === 'word' ? /^(title|url)[=:](.+)$/i.exec(tok.raw) : null;
    if (!m) return undefined;
    c.i++;
    return { by: m[1].toLowerCase() as 'title' | 'url', text: { type: 'literal', text: m[2] } as Value };
  });
  if (located) return c.done ? { kind: 'switchTabTo', ...located } : undefined;
  // "Select Window    Payment": a window named right after the keyword, by its title (a tab so
  // named may be the page's own: "select tab Billing" is left to the click)
  if (!article && noun === 'window' && (verb === 'switch' || verb === 'select')) {
    const title = c.try(() => {
      const t = value(c);
      return t && c.done ? t : undefined;
    });
    if (title) return { kind: 'switchTabTo', by: 'title', text: title };
  }
  if (verb === 'select') return undefined;
  const by = c.any(
    'with the title',
    'with title',
    'with the page title',
    'having the title',
    'having title',
    'that has the title',
    'which has the title',
    'whose title is',
    'whose title contains',
    'where the title is',
    'titled',
    'entitled',
    'named',
    'called',
  )
    ? 'title'
    : c.any(
          'with the url',
          'with url',
          'with the address',
          'having the url',
          'that has the url',
          'whose url contains',
          'whose url is',
          'whose address contains',
          'where the url contains',
          'with the url containing',
          'with url containing',
          'at',
        )
      ? 'url'
      : undefined;
  if (!by) return undefined;
  c.any('containing', 'that contains', 'contains', 'matching');
  const text = value(c);
  return text && { kind: 'switchTabTo', by, text };
}

/** `open "https://…" in a new tab`, `open a new tab`, `open tab "https://…"`, `open a new window at /faq`. */
function openTab(c: Cursor): StepBody | undefined {
  if (!c.any('open', 'opens')) return undefined;
  const tabFirst = c.try((): { url?: Value } | undefined => {
    c.any('a', 'the');
    const fresh = c.any('new', 'another', 'second', 'blank', 'empty', 'separate');
    c.any('browser');
    if (!c.any('tab', 'window')) return undefined;
    if (c.done) return fresh ? {} : undefined;
    c.any('with the url', 'with url', 'with the address', 'with', 'at', 'to', 'for', 'on', 'and go to', 'and navigate to', 'and open', 'and visit');
    const url = address(c);
    return url && { url };
  });
  if (tabFirst) return { kind: 'openTab', ...tabFirst };
  c.any('the url', 'url', 'the page', 'the address');
  const url = address(c);
  if (!url || !c.any('in a new', 'in new', 'in another', 'in a separate', 'in a second', 'on a new', 'in a')) return undefined;
  c.any('browser');
  return c.any('tab', 'window') ? { kind: 'openTab', url } : undefined;
}

/** `close the tab`, `close the current tab`, `close this window`, `Close Tab`, `close the popup window`. */
function closeTab(c: Cursor): StepBody | undefined {
  if (!c.any('close', 'closes')) return undefined;
  c.any('the', 'this', 'that');
  c.any('current', 'active', 'newly opened', 'new', 'opened', 'second', 'last', 'popup', 'pop-up', 'other');
  c.any('browser');
  if (!c.any('tab', 'window')) return undefined;
  c.any('in the browser');
  return { kind: 'closeTab' };
}

/** `clear the field that has focus`, `clear element that is in focus`, `clear the active field`: the field with the keyboard focus. */
function clearFocused(c: Cursor): StepBody | undefined {
  if (!c.any('clear', 'empty')) return undefined;
  c.any('the', 'this');
  const active = c.any('currently active', 'active');
  if (!c.any('input field', 'text field', 'text box', 'field', 'element', 'input', 'textbox', 'box', 'textarea')) return undefined;
  const focus = c.any(
    'that currently has the focus',
    'that currently has focus',
    'that has the focus',
    'that has focus',
    'which has the focus',
    'which has focus',
    'with the focus',
    'with focus',
    'that is in focus',
    'which is in focus',
    'currently in focus',
    'in focus',
    'that is focused',
    'which is focused',
  );
  return active || focus ? { kind: 'clear', target: { focused: true, elementType: 'field' } } : undefined;
}

/** `navigate to relative path "./specs/app.html"`, `go to the path /login`, `open the relative URL "/faq"`. */
function gotoPath(c: Cursor): StepBody | undefined {
  if (!c.any('go to', 'navigate to', 'browse to', 'open', 'visit', 'load')) return undefined;
  c.kw('the');
  if (!c.any('relative path', 'relative url', 'relative address', 'relative link', 'url path', 'path', 'route')) return undefined;
  c.any('of', 'at');
  const url = value(c);
  return url && { kind: 'goto', url };
}

/**
 * `select "Evening Dresses"` with no dropdown named (a menu item after hovering its menu): the
 * item is clicked. With `from` / `in` it is a dropdown's option (the grammar's select).
 */
function selectAlone(c: Cursor): StepBody | undefined {
  if (!c.kw('select')) return undefined;
  // (nor a checkbox, radio button or dropdown named after it: "select the Terms check box" ticks it)
  const words = c.toks.slice(c.i).flatMap((t) => (t.t === 'word' ? [t.v] : []));
  if (
    words.some((w) =>
      /^(?:from|in|into|inside|within|on|for|of|as|to|checkbox(?:es)?|box(?:es)?|radios?|toggles?|switch(?:es)?|dropdowns?|drop-downs?|combobox(?:es)?|select)$/.test(
        w,
      ),
    )
  )
    return undefined;
  const t = target(c);
  if (!t?.text || /^(?:all|everything|none|text)$/i.test(t.text)) return undefined;
  if (t.elementType && !['option', 'menuitem', 'link', 'element', 'tab', 'button', 'text', 'row', 'cell', 'image'].includes(t.elementType))
    return undefined;
  return { kind: 'click', clicks: 1, target: t };
}

/**
 * `wait until network is idle and url contains substring as inventory`, `wait for the page to load
 * and the URL to contain "/home"`: waiting for the address waits for its page to load too.
 */
function waitForUrlAfterLoad(c: Cursor): StepBody | undefined {
  if (!c.any('wait until', 'wait till', 'wait for', 'wait')) return undefined;
  c.kw('the');
  const load = c.any(
    'network is idle',
    'network to be idle',
    'network idle',
    'network to settle',
    'page loads',
    'page is loaded',
    'page has loaded',
    'page to load',
    'page to be loaded',
    'page load',
  );
  if (load) {
    c.punct();
    if (!c.any('and then', 'and', 'then')) return undefined;
    c.kw('the');
  }
  c.any('current', 'page');
  if (!c.any('url', 'address')) return undefined;
  const verb = c.any('contains', 'to contain', 'includes', 'to include', 'has', 'is', 'to be', 'equals', 'to equal', 'becomes', 'to become');
  if (!verb) return undefined;
  c.kw('the');
  c.any('substring', 'string', 'text', 'part', 'value');
  c.any('as', 'of');
  const url = value(c);
  return url && { kind: 'waitForUrl', url, match: /contain|include|has/.test(verb) ? 'contains' : 'is' };
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
  if (
    !c.any(
      'focus on',
      'focus',
      'put the focus on',
      'put focus on',
      'move the focus to',
      'move focus to',
      'set focus to',
      'set focus on',
      'set the focus on',
    )
  )
    return undefined;
  const t = target(c);
  return t && { kind: 'focus', target: t };
}

/**
 * `press Enter in the "Search" field`, `hit Escape on the "Menu" button`, `press "Control+A" inside "Notes"`.
 * Only key names: `I press "Create" in the modal window` presses the Create button (a click, read
 * by the grammar's pressClick), never a key called Create.
 */
function pressIn(c: Cursor): StepBody | undefined {
  if (!c.any('press', 'hit', 'type the key', 'type key')) return undefined;
  const k = keys(c);
  if (!k || !isKeyName(k) || !c.any('inside of', 'inside', 'within', 'in', 'on', 'into', 'while in', 'at')) return undefined;
  const t = target(c);
  return t && { kind: 'pressIn', keys: k, target: t };
}

/**
 * `I press "Create" in the modal window`, `hit "Save" in the "Billing" section`, `press the 2nd
 * "Delete"`: a name no key has, pressed at a place, is a click there, on a button when quoted (as
 * the grammar's pressClick reads `press "Create"`; it takes only a bare name, so the place is read here).
 */
function pressNamedIn(c: Cursor): StepBody | undefined {
  if (!c.any('press', 'hit')) return undefined;
  const quotedName = c.peek()?.t === 'quoted';
  const t = target(c);
  if (!t?.text || t.elementType || isKeyName(t.text)) return undefined;
  // ("Ctrl Enter", "the Enter key" are keys; "the Create button" unquoted is the grammar's click on a button)
  const words = t.text.split(' ');
  if (words.some((w) => /^keys?$/i.test(w)) || words.every(isKeyName) || (!quotedName && words.some((w) => isLanguageWord(w.toLowerCase()))))
    return undefined;
  if (!t.within && !t.relation && !t.table && t.rowNumber === undefined && t.ordinal === undefined) return undefined;
  return { kind: 'click', clicks: 1, target: quotedName ? { ...t, elementType: 'button' } : t };
}

/** `search for "lamp"`, `search "lamp"`, `search for @PRODUCT`. */
function search(c: Cursor): StepBody | undefined {
  if (!c.any('search for', 'search', 'look up', 'look for')) return undefined;
  c.kw('the');
  c.any('text', 'term');
  // "search for the user "user0"", "searches for tag "ipsum"": what the quote is, then the quote
  const text =
    c.try(() => {
      const words = c.i;
      for (let n = 0; n < 2 && c.peek()?.t === 'word'; n++) c.i++;
      const named = c.i > words;
      const quoted = c.quotedToken();
      return named && quoted !== undefined ? ({ type: 'literal', text: quoted } as const) : undefined;
    }) ?? value(c);
  if (!text) return undefined;
  c.any('in the search field', 'in the search box', 'in the search bar', 'using the search field', 'using the search box', 'using search');
  return { kind: 'search', text };
}

/** `enter the one-time code of "admin" into "Code"`, `type the TOTP for "admin" in the "Verification code" field`. */
function oneTimeCode(c: Cursor): StepBody | undefined {
  if (!c.any('type', 'enter', 'fill in', 'fill', 'input', 'put')) return undefined;
  c.any('the current', 'the', 'a', 'current');
  if (
    !c.any(
      'one-time code',
      'one time code',
      'one-time password',
      'one time password',
      'totp code',
      'totp',
      'otp code',
      'otp',
      '2fa code',
      'mfa code',
      'authenticator code',
    )
  )
    return undefined;
  if (!c.any('of', 'for', 'from')) return undefined;
  const credential = c.quoted();
  if (credential === undefined || !c.any('into', 'in to', 'in', 'to', 'on', 'inside', 'for')) return undefined;
  const t = target(c);
  return t && { kind: 'fillOneTimeCode', credential, target: t };
}

// ---- expectations ----

const PREFIXES = [
  'check that',
  'check if',
  'verify that',
  'verify if',
  'verify',
  'expect that',
  'expect',
  'assert that',
  'assert',
  'ensure that',
  'ensure',
  'make sure that',
  'make sure',
  'confirm that',
  'validate that',
];

function expectation(c: Cursor): StepBody | undefined {
  if (c.any(...PREFIXES)) c.punct();
  for (const form of [onPage, toNamedPage, fieldValue, boundedCount, urlPart, seenUrl]) {
    const body = c.whole(() => form(c));
    if (body) return body;
  }
  return undefined;
}

/** `I should be on the "Dashboard" page`, `the user is on the "Checkout" page`, `verify the "Orders" page is shown`. */
function onPage(c: Cursor): StepBody | undefined {
  const subject = c.try(() => {
    c.any('i', 'we', 'you', 'the user', 'user');
    return c.any(
      'should be on',
      'should be at',
      'am on',
      'am at',
      'are on',
      'is on',
      'is at',
      'are at',
      'must be on',
      'should land on',
      'land on',
      'lands on',
      'should now be on',
      'am now on',
      'be on',
      'should be redirected to',
      'am redirected to',
      'is redirected to',
      'should be taken to',
      'am taken to',
      'be redirected to',
      'be taken to',
    );
  });
  if (subject) {
    c.any('the', 'my', 'our', 'your');
    // "I should be on "admin/structure/types"": an address (a path or URL), which the page's address contains
    const path = c.try(() => {
      const tok = c.peek();
      const looks = tok && (tok.t === 'quoted' || tok.t === 'word') && /^\S*\/\S*$/.test(tok.t === 'word' ? tok.raw : tok.v);
      const url = looks ? value(c) : address(c);
      // ("I should be on the "/tasks/new" page": a path named as the page)
      if (url?.type === 'literal' && url.text.startsWith('/')) c.any('page', 'screen');
      return url && c.done ? url : undefined;
    });
    if (path) return { kind: 'expectUrl', url: path, match: 'contains' };
    // ("navigated to the homepage": the site's first page is the home page)
    if (c.any('homepage', 'home page') && c.done) return { kind: 'expectPage', name: 'home' };
    const name = c.quoted();
    // ("I am on the "C1" Course page": a word for what kind of page it is, after its quoted name)
    if (
      name !== undefined &&
      c.toks[c.i - 1]?.t === 'quoted' &&
      c.peek()?.t === 'word' &&
      /^(?:page|screen)$/.test(c.toks[c.i + 1]?.v ?? '') &&
      c.toks.length === c.i + 2
    )
      c.i++;
    // "I should be redirected to the dashboard": after a redirect the word "page" is often left out
    const redirect = /redirected|taken|lands/.test(subject) && c.done;
    // ("I should be on "the ECL components overview page"": the word page inside the quote)
    if (!name?.trim() || (!redirect && !c.any('page', 'screen', 'view') && !/\s(?:page|screen)$/i.test(name.trim()))) return undefined;
    return { kind: 'expectPage', name };
  }
  c.kw('the');
  const name = c.quoted();
  if (!name?.trim() || !c.any('page', 'screen')) return undefined;
  if (
    !c.any(
      'is shown',
      'is displayed',
      'is open',
      'is opened',
      'should be shown',
      'should be displayed',
      'should open',
      'opens',
      'is loaded',
      'loads',
      'should load',
      'appears',
      'should appear',
    )
  )
    return undefined;
  return { kind: 'expectPage', name };
}

/**
 * `navigate to the login page`, `open Employees page`, `I go to the sign up page`: a page named
 * with no address. Its address is unknown, so the step is no navigation (that would be a guess):
 * it checks that the test is on that page, as the step before it should have brought it there.
 */
function toNamedPage(c: Cursor): StepBody | undefined {
  if (
    !c.any(
      'go to',
      'goes to',
      'navigate to',
      'navigates to',
      'browse to',
      'browses to',
      'open',
      'opens',
      'visit',
      'visits',
      'load',
      'loads',
      'return to',
      'returns to',
      'launch',
      'launches',
      'access',
      'accesses',
      'go back to',
      'navigate back to',
    )
  )
    return undefined;
  c.any('the', 'a', 'an');
  const name = c.quoted();
  // "the home page" is the site's root, which forms.ts reads as an address
  if (!name?.trim() || /^(?:home|main|landing|start)$/i.test(name) || !c.any('page', 'screen')) return undefined;
  // ("I visit the /orders?page=2 page", "I visit the <dashboard_url> page": a path or a placeholder is an address)
  if (/^(?:\/\S*|<[\w-]+>)$/.test(name.trim())) return { kind: 'goto', url: { type: 'literal', text: name.trim() } };
  // ("I navigated to the "shop.example.com" page": a page named by its address is gone to)
  if (/^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?$/i.test(name.trim()))
    return { kind: 'goto', url: { type: 'literal', text: name.trim() } };
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
  if (
    c.any(
      'should be empty',
      'must be empty',
      'is empty',
      'to be empty',
      'should be blank',
      'is blank',
      'has no value',
      'should have no value',
      'is cleared',
      'should be cleared',
    )
  )
    return { kind: 'expectValue', target: t, value: { type: 'literal', text: '' } };
  if (
    !c.any(
      'should have the value',
      'should have value',
      'matches value',
      'should match value',
      'has the value',
      'has value',
      'must have the value',
      'to have the value',
      'to have value',
      'should contain the value',
      'contains the value',
      'should hold',
      'holds',
      'should have the text',
      'has the text',
      'should read',
      'reads',
      'should be populated with',
      'is populated with',
      'should be prefilled with',
      'is prefilled with',
      'should be pre-filled with',
      'is pre-filled with',
      'should be filled with',
      'is filled with',
    )
  )
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

const URL_PARTS = [
  'host name',
  'hostname',
  'host',
  'domain name',
  'domain',
  'origin',
  'path name',
  'pathname',
  'path',
  'query string',
  'query',
  'hash',
  'fragment',
];

/** `the url host is "example.com"`, `the URL path should be "/login"`, `the domain of the URL is "x"`: a part of the address, which the address contains. */
function urlPart(c: Cursor): StepBody | undefined {
  c.kw('the');
  c.any('current', 'page', 'browser');
  let part = c.any("url's", 'url', "address's", 'address') ? c.any(...URL_PARTS) : undefined;
  if (!part) {
    part = c.any(...URL_PARTS);
    if (!part || !c.any('of the current url', 'of the url', 'of the page', 'of the address', 'in the url')) return undefined;
  }
  if (
    !c.any(
      'should be',
      'must be',
      'is',
      'equals',
      'should equal',
      'to be',
      'to equal',
      '=',
      'should contain',
      'contains',
      'to contain',
      'includes',
      'should include',
    )
  )
    return undefined;
  const url = value(c);
  return url && { kind: 'expectUrl', url, match: 'contains' };
}

/** `I see URL contains "/index.html"`, `I should see the URL "https://…"`: the address, not a text shown on the page. */
function seenUrl(c: Cursor): StepBody | undefined {
  c.any('i', 'we', 'you', 'the user', 'user');
  if (!c.any('should see', 'see', 'sees', 'can see')) return undefined;
  c.kw('that');
  c.kw('the');
  c.any('current', 'page', 'browser');
  if (!c.any('url', 'address')) return undefined;
  const verb = c.any('contains', 'should contain', 'includes', 'is', 'should be', 'equals', '=');
  // (written as data or as an address: "I should see URL field" is a field's name)
  const url = c.peek()?.t === 'word' ? address(c) : value(c, false);
  return url && { kind: 'expectUrl', url, match: verb && /contain|include/.test(verb) ? 'contains' : 'is' };
}
