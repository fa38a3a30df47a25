/**
 * Clicks and ticks written with verbs that are not the language's own (issue 17 item 3): `open
 * the User settings`, `expand "Site administration"`, `user views cart`, `Select the "All Items"
 * page`, `choose 4-star rating`, `turn editing mode on`, `remove product "Lamp" from the cart`,
 * `edit the "admin" user`. These rules come after every other (grammar.ts RULES), so they only
 * add readings the live page may choose; a verb of the language keeps its own meaning first.
 */
import { isLanguageWord, target, value, type Cursor } from './grammar.ts';
import type { StepBody, Target } from './types.ts';
import { parameterKey } from './tokens.ts';

/** What people write after a name to say what kind of thing it is: `"Pay Online" method`, `"Ground" shipping option`. */
const KIND_WORDS = [
  'method',
  'option',
  'plan',
  'mode',
  'type',
  'node',
  'page',
  'item',
  'entry',
  'category',
  'filter',
  'tag',
  'rating',
  'choice',
  'setting',
];

/** Up to two describing words and a kind word, ending the step. */
function kindAfter(c: Cursor): void {
  c.try(() => {
    for (let n = 0; n < 3 && c.peek()?.t === 'word'; n++) {
      if (KIND_WORDS.includes(c.peek()!.v) && c.i + 1 === c.toks.length) {
        c.i++;
        return true;
      }
      c.i++;
    }
    return undefined;
  });
}

const OPEN_VERBS = [
  'open',
  'opens',
  'expand',
  'expands',
  'collapse',
  'collapses',
  'view',
  'views',
  'visit',
  'visits',
  'submit',
  'submits',
  'access',
  'accesses',
  'launch',
  'launches',
  'click to',
  'select',
  'selects',
  'activate',
  'activates',
  'trigger',
  'triggers',
  // "Go to checkout", "navigate to course participants": a place named with no address is reached through its link
  'go to',
  'goes to',
  'navigate to',
  'navigates to',
  'browse to',
  'browses to',
];

/** Which targets a click reading never means: controls typed into, chosen from or ticked, and addresses (a navigation's). */
const notClicked = (t: Target): boolean =>
  t.focused === true ||
  (t.elementType !== undefined && ['field', 'dropdown', 'radio', 'checkbox'].includes(t.elementType)) ||
  (t.text !== undefined && /^(?:https?:\/\/|\/|\.\.?\/|www\.)|^[\w-]+(?:\.[\w-]+)+(?:[:/?#].*)?$/i.test(t.text)) ||
  // ("open the application", "browse to the website URL": the site itself, opened at its address)
  (t.text !== undefined &&
    !t.elementType &&
    /^(?:(?:web\s?)?(?:app|application|site|website|system)(?:\s+(?:url|under test))?|url|aut)$/i.test(t.text));

/** `open the User settings`, `expand "Site administration" node`, `user views cart`, `Select the "All Items" page`. */
function openClick(c: Cursor): StepBody | undefined {
  if (!c.any(...OPEN_VERBS)) return undefined;
  const t = target(c);
  if (!t || notClicked(t)) return undefined;
  kindAfter(c);
  return c.done ? { kind: 'click', clicks: 1, target: t } : undefined;
}

/** `chooses "Ground" shipping method`: a radio of that name. */
function chooseKind(c: Cursor): StepBody | undefined {
  if (!c.any('choose', 'chooses', 'pick', 'picks', 'select', 'selects')) return undefined;
  const name = c.quotedToken();
  if (name === undefined) return undefined;
  const before = c.i;
  kindAfter(c);
  if (!c.done || c.i === before) return undefined;
  // ticked, or (a tile or card of that name, no radio) clicked: the page decides, one deed when both find a radio (readings.ts sameDeed)
  return c.choose(-600_000, 2) === 0 ? { kind: 'check', target: { text: name } } : { kind: 'click', clicks: 1, target: { text: name } };
}

/** `turn editing mode on`, `turn on "Dark mode"`, `switch notifications off`: a switch. */
function turnOnOff(c: Cursor): StepBody | undefined {
  if (!c.any('turn', 'turns', 'switch', 'switches', 'toggle', 'toggles', 'set', 'sets')) return undefined;
  const first = c.any('on', 'off');
  const t = target(c);
  const last = first ? undefined : c.any('on', 'off');
  const state = first ?? last;
  if (!t || !state) return undefined;
  return { kind: state === 'on' ? 'check' : 'uncheck', target: t };
}

const ITEM_WORDS = ['product', 'item', 'user', 'row', 'entry', 'record', 'line', 'file', 'order', 'task', 'post', 'comment', 'contact'];
const ITEM_ACTIONS: Record<string, string> = {
  remove: 'Remove',
  removes: 'Remove',
  delete: 'Delete',
  deletes: 'Delete',
  edit: 'Edit',
  edits: 'Edit',
  archive: 'Archive',
  archives: 'Archive',
  duplicate: 'Duplicate',
  duplicates: 'Duplicate',
  approve: 'Approve',
  approves: 'Approve',
  reject: 'Reject',
  rejects: 'Reject',
  rename: 'Rename',
  renames: 'Rename',
  share: 'Share',
  shares: 'Share',
};

/**
 * `Remove product "Lamp" from the cart`, `I edit the "admin" user`: the item's own button of
 * that action, in the item's row (or next to its name outside a table).
 */
function itemAction(c: Cursor): StepBody | undefined {
  const verb = c.peek()?.t === 'word' ? ITEM_ACTIONS[c.peek()!.v] : undefined;
  if (!verb) return undefined;
  c.i++;
  c.any('the', 'a', 'an');
  const kindFirst = c.any(...ITEM_WORDS);
  const name = c.quotedToken();
  if (name === undefined) return undefined;
  if (!kindFirst) c.any(...ITEM_WORDS);
  c.try(() => {
    if (!(c.any('from', 'in', 'on') && c.kw('the') && c.peek()?.t === 'word' && c.i + 1 === c.toks.length)) return undefined;
    c.i++;
    return true;
  });
  if (!c.done) return undefined;
  return { kind: 'click', clicks: 1, target: { text: verb, table: { rowContaining: name } } };
}

/**
 * `Change the quantity field from 1 to 3`, `update the Name to "Ada"`, `set the user name for
 * the new user to "test"`: the field's new data (what it held before, and for whom, aside).
 */
function changeTo(c: Cursor): StepBody | undefined {
  if (!c.any('change', 'changes', 'update', 'updates', 'modify', 'modifies', 'edit', 'edits', 'set', 'sets')) return undefined;
  const t = target(c);
  if (!t || (t.elementType && t.elementType !== 'field')) return undefined;
  c.try(() => {
    if (!(c.any('for the', 'for a', 'for') && c.peek()?.t === 'word')) return undefined;
    skipWordsUntil(c, 'to');
    return true;
  });
  c.try(() => {
    if (!(c.kw('from') && c.peek())) return undefined;
    c.i++;
    return true;
  });
  if (!c.kw('to')) return undefined;
  const v = value(c);
  return v && { kind: 'fill', value: v, target: t };
}

/** Moves over unquoted words up to (not including) `word`, at most four. */
function skipWordsUntil(c: Cursor, word: string): void {
  for (let n = 0; n < 4 && c.peek()?.t === 'word' && c.peek()!.v !== word; n++) c.i++;
}

/** `Select payment method - Credit Card`, `choose Country: France`: the dropdown, a dash or colon, the option. */
function selectDashed(c: Cursor): StepBody | undefined {
  if (!c.any('select', 'selects', 'choose', 'chooses', 'pick', 'picks')) return undefined;
  const t = target(c);
  if (!t) return undefined;
  const tok = c.peek();
  if (!tok || !((tok.t === 'word' && /^[-–—=]$/.test(tok.v)) || (tok.t === 'punct' && tok.v === ':'))) return undefined;
  c.i++;
  const option = value(c);
  return option && { kind: 'select', option, target: t };
}

/** `I choose Mono` in an open list: the option clicked (a radio of that name is ticked instead: readings.ts sameDeed). */
function chooseClick(c: Cursor): StepBody | undefined {
  if (!c.any('choose', 'chooses', 'pick', 'picks')) return undefined;
  const t = target(c);
  // (not "choose X in Y" read as one long name: that is a select)
  if (!t || notClicked(t) || /\s(?:in|from|on|for|into)\s/i.test(t.text ?? '')) return undefined;
  return { kind: 'click', clicks: 1, target: t };
}

/** `I open the API console`: when nothing of that name is there to click, being on that page. */
export function openedPage(c: Cursor): StepBody | undefined {
  if (!c.any('open', 'opens', 'launch', 'launches', 'go to', 'goes to', 'navigate to', 'navigates to', 'browse to', 'browses to', 'visit', 'visits'))
    return undefined;
  c.kw('the');
  const words: string[] = [];
  while (c.peek()?.t === 'word' && words.length < 5) words.push(c.toks[c.i++].raw);
  // ("go to system administration app": an app of a suite is a page of it)
  const name = words.join(' ').replace(/(?<=\S)\s+(?:app|module)$/i, '');
  // (a thing named with its kind, "the Sharing tab", is clicked, not a page)
  const kind = /\b(?:tab|button|link|menu|dialog|modal|field|box|dropdown|checkbox|icon|item|section|panel|card|list)$/i.test(name);
  // (nor is a path or a file: "open docs/index.html")
  return words.length && c.done && !kind && !/[./]/.test(name) && !/^(?:app|application|site|website|browser|page)$/i.test(name)
    ? { kind: 'expectPage', name }
    : undefined;
}

/** `filter by author "Me"`, `filters by status Active`: the filter is a dropdown of that name. */
function filterBy(c: Cursor): StepBody | undefined {
  if (!c.any('filter by', 'filters by', 'filter on', 'filters on')) return undefined;
  const words: string[] = [];
  while (c.peek()?.t === 'word' && words.length < 3) words.push(c.toks[c.i++].raw);
  const option = c.quotedToken();
  return words.length && option !== undefined
    ? { kind: 'select', option: { type: 'literal', text: option }, target: { text: words.join(' '), elementType: 'dropdown' } }
    : undefined;
}

/** `mark "Buy milk" as complete`, `mark the todo "Buy milk" as not done`: the item's checkbox. */
function markAs(c: Cursor): StepBody | undefined {
  if (!c.any('mark', 'marks')) return undefined;
  c.any('the', 'a');
  for (let n = 0; n < 2 && c.peek()?.t === 'word' && c.peek()!.v !== 'as'; n++) c.i++;
  const name = c.quotedToken();
  if (name === undefined || !c.kw('as')) return undefined;
  const undone = c.any('not done', 'not complete', 'incomplete', 'uncompleted', 'active', 'open', 'unread', 'undone', 'not completed');
  const done = undone ? undefined : c.any('complete', 'completed', 'done', 'finished', 'read', 'resolved');
  if (!undone && !done) return undefined;
  return { kind: undone ? 'uncheck' : 'check', target: { elementType: 'checkbox', relation: { kind: 'near', target: { text: name } } } };
}

/** `I follow "Preferences"` (Capybara's click_link): what is followed is a link, read also as one. */
function followLink(c: Cursor): StepBody | undefined {
  if (!c.any('follow', 'follows')) return undefined;
  const t = target(c);
  return t && !t.elementType && t.text !== undefined ? { kind: 'click', clicks: 1, target: { ...t, elementType: 'link' } } : undefined;
}

/** `Open the Dates picker`, `I open the Start date calendar`: the field the picker belongs to, clicked to open it. */
function openPicker(c: Cursor): StepBody | undefined {
  if (!c.any('open', 'opens', 'expand', 'expands', 'click', 'clicks', 'click on')) return undefined;
  c.kw('the');
  const words: string[] = [];
  const picker = () => c.try(() => (c.any('picker', 'datepicker', 'calendar') && c.done ? true : undefined));
  let found = false;
  while (c.peek()?.t === 'word' && words.length < 4) {
    found = picker() === true;
    if (found) break;
    words.push(c.toks[c.i++].raw);
  }
  return found && words.length ? { kind: 'click', clicks: 1, target: { text: words.join(' ') } } : undefined;
}

/** `I pick Margaret Hamilton as the assignee`, `choose "High" as priority`: the option, from the dropdown of that role. */
function pickAs(c: Cursor): StepBody | undefined {
  if (!c.any('pick', 'picks', 'choose', 'chooses', 'select', 'selects', 'set', 'sets')) return undefined;
  const option = c.quotedToken() ?? c.quoted();
  if (option === undefined || !c.kw('as')) return undefined;
  c.any('the', 'a', 'an', 'my');
  const words: string[] = [];
  while (c.peek()?.t === 'word' && words.length < 3) words.push(c.toks[c.i++].raw);
  return words.length && c.done
    ? { kind: 'select', option: { type: 'literal', text: option }, target: { text: words.join(' '), elementType: 'dropdown' } }
    : undefined;
}

/** `select the "Publications" edition filter`: the option, from the dropdown the words before the kind name. */
function selectNamedFilter(c: Cursor): StepBody | undefined {
  if (!c.any('select', 'selects', 'choose', 'chooses', 'pick', 'picks')) return undefined;
  c.kw('the');
  const option = c.quotedToken();
  const words: string[] = [];
  while (
    option !== undefined &&
    c.peek()?.t === 'word' &&
    words.length < 3 &&
    !isLanguageWord(c.peek()!.v) &&
    !['filter', 'sort'].includes(c.peek()!.v)
  )
    words.push(c.toks[c.i++].raw);
  // ("select "Medium" size from the dropdown": the words name the dropdown it is chosen from)
  c.any('from the', 'in the', 'from', 'in');
  if (option === undefined || !words.length || !c.any('filter', 'dropdown', 'sort', 'list', 'select', 'menu') || !c.done) return undefined;
  return { kind: 'select', option: { type: 'literal', text: option }, target: { text: words.join(' '), elementType: 'dropdown' } };
}

/** `Choose the quantity as 2`, `Enter quantity as 2`, `set the Country as France`: the value, into the field or from the dropdown of that name (the page decides). */
function valueAs(c: Cursor): StepBody | undefined {
  const verb = c.any('choose', 'chooses', 'select', 'selects', 'pick', 'picks', 'enter', 'enters', 'set', 'sets', 'give', 'gives');
  if (!verb) return undefined;
  c.any('the', 'a', 'an', 'your');
  const words: string[] = [];
  while (c.peek()?.t === 'word' && words.length < 3 && c.peek()!.v !== 'as' && !isLanguageWord(c.peek()!.v)) words.push(c.toks[c.i++].raw);
  if (!words.length || !c.kw('as')) return undefined;
  const quoted = c.quotedToken();
  const value =
    quoted ??
    (c.peek()?.t === 'word'
      ? c
          .takeRest()
          .map((t) => t.raw)
          .join(' ')
      : undefined);
  if (value === undefined || !c.done || value.split(' ').length > 4) return undefined;
  // ("enter Carol as manager": which is the data and which the field is not known; a number or a quote is data)
  if (quoted === undefined && /^(?:enter|give)/.test(verb) && !/^\d+(?:[.,]\d+)?$/.test(value)) return undefined;
  const name = words.join(' ');
  // (what is entered is typed first; what is chosen, picked from a list first)
  return (c.choose(-700_000, 2) === 0) === /^(?:choose|select|pick|set)/.test(verb)
    ? { kind: 'select', option: { type: 'literal', text: value }, target: { text: name, elementType: 'dropdown' } }
    : { kind: 'fill', value: { type: 'literal', text: value }, target: { text: name, elementType: 'field' } };
}

/** `Proceed to checkout`, `continue to payment`: the button that says so, or the place's own link (the page decides). */
function proceedTo(c: Cursor): StepBody | undefined {
  const verb = c.any('proceed to', 'proceeds to', 'continue to', 'continues to');
  if (!verb) return undefined;
  const at = c.i;
  while (c.peek()?.t === 'word') c.i++;
  if (c.i === at || c.i - at > 4 || !c.done) return undefined;
  const place = c.toks
    .slice(at)
    .map((t) => t.raw)
    .join(' ');
  // ("User proceeds to payment page": where the test then is, or the button that says so)
  const page = /^(.+?)\s+(?:page|screen)$/i.exec(place);
  if (page && c.choose(-800_001, 2) === 0) return { kind: 'expectPage', name: page[1] };
  const button = `${verb.split(' ')[0].replace(/s$/, '')} to ${place}`;
  return { kind: 'click', clicks: 1, target: { text: c.choose(-800_000, 2) === 0 ? `${button[0].toUpperCase()}${button.slice(1)}` : place } };
}

const BUTTON_VERBS: Record<string, string> = {
  save: 'Save',
  saves: 'Save',
  confirm: 'Confirm',
  confirms: 'Confirm',
  checkout: 'Checkout',
  checkouts: 'Checkout',
  'check out': 'Checkout',
  'checks out': 'Checkout',
  proceed: 'Proceed',
  proceeds: 'Proceed',
  continue: 'Continue',
  continues: 'Continue',
  cancel: 'Cancel',
  cancels: 'Cancel',
  apply: 'Apply',
  applies: 'Apply',
  publish: 'Publish',
  publishes: 'Publish',
  submit: 'Submit',
  submits: 'Submit',
};

/**
 * `Save changes`, `Confirm Order`, `Checkout now`, `I save the form`: a verb that is what its
 * button says, with what follows it or alone (the page decides which the button says).
 */
function buttonVerb(c: Cursor): StepBody | undefined {
  const verb = c.any(...Object.keys(BUTTON_VERBS));
  if (!verb) return undefined;
  const verbRaw = c.toks
    .slice(c.i - verb.split(' ').length, c.i)
    .map((t) => t.raw)
    .join(' ');
  const words: string[] = [];
  while (c.peek()?.t === 'word' && words.length < 4) words.push(c.toks[c.i++].raw);
  if (!c.done || words.length > 3) return undefined;
  // ("Checkout now", "save the form", "save it": no part of what the button says)
  const object = words
    .join(' ')
    .replace(/^(?:the|this|my|your)\s+/i, '')
    .replace(/^(?:now|it|form|the form|again)$/i, '');
  // ("Confirm /checkout/success page", "confirm the order page": a page is checked, no button pressed)
  if (/\b(?:page|screen|url)$|\//i.test(object)) return undefined;
  // (the verb alone as its button says it, and as written: "submit" and "Submit" are one name on the page)
  const alone = BUTTON_VERBS[verb];
  const written = verbRaw.replace(/(?<=\w{4})s$/, '').replace(/\s+/g, ' ');
  const names = [...new Set(object ? [`${written} ${object}`, alone, written] : [alone, written])];
  return { kind: 'click', clicks: 1, target: { text: names[c.choose(-1_200_000, names.length)] } };
}

/**
 * `select country`, `Choose Subject heading`: a dropdown named with no option given, its option
 * the test parameter named after it (read besides clicking or ticking what bears the name).
 */
export function chooseBare(c: Cursor): StepBody | undefined {
  if (!c.any('select', 'selects', 'choose', 'chooses', 'pick', 'picks')) return undefined;
  c.any('the', 'a', 'an');
  const words: string[] = [];
  while (c.peek()?.t === 'word' && words.length < 4) words.push(c.toks[c.i++].raw);
  c.any('dropdown', 'drop-down', 'list');
  if (!c.done || !words.length || words.length > 3 || words.some((w) => isLanguageWord(w.toLowerCase()))) return undefined;
  const name = words.join(' ');
  return { kind: 'select', option: { type: 'parameter', key: parameterKey(name) }, target: { text: name, elementType: 'dropdown' } };
}

/** `Accept cookies`, `Accept all cookies`: the consent button, by what such buttons say (the page decides). */
function acceptCookies(c: Cursor): StepBody | undefined {
  if (!c.any('accept', 'accepts', 'allow', 'agree to')) return undefined;
  c.any('all', 'the');
  if (!c.any('cookies', 'cookie consent', 'the cookies', 'the cookie banner', 'cookie banner') || !c.done) return undefined;
  const said = ['Accept cookies', 'Accept all cookies', 'Accept all', 'Accept', 'Allow all', 'I agree', 'Got it', 'OK'];
  return { kind: 'click', clicks: 1, target: { text: said[c.choose(-900_000, said.length)], elementType: 'button' } };
}

/** `Dismiss the modal`, `close the dialog`: its close button. */
function closeDialog(c: Cursor): StepBody | undefined {
  if (!c.any('close', 'closes', 'dismiss', 'dismisses')) return undefined;
  c.any('the', 'this');
  if (!c.any('modal', 'dialog', 'popup', 'pop-up', 'modal dialog', 'modal window', 'window') || !c.done) return undefined;
  return { kind: 'click', clicks: 1, target: { text: c.choose(-950_000, 2) === 0 ? 'Close' : '×', within: { kind: 'dialog' } } };
}

/** `"Product A" should not be in the list`, `"Milk" is listed`: the name shown, or not. */
function inTheList(c: Cursor): StepBody | undefined {
  const name = c.quotedToken();
  if (name === undefined) return undefined;
  const not = c.any('should not be', 'is not', "isn't", 'must not be', 'should no longer be', 'is no longer') !== undefined;
  if (!not && !c.any('should be', 'is', 'must be')) return undefined;
  if (!c.any('in', 'on', 'listed', 'present', 'shown')) return undefined;
  c.any('the', 'in the', 'on the');
  for (let n = 0; n < 3 && c.peek()?.t === 'word'; n++) c.i++;
  return c.done ? { kind: 'expectText', text: { type: 'literal', text: name }, visible: !not } : undefined;
}

/** `switch to the "Settings" tab`: a tab of the page (a browser tab is switched to by its title, `switch to the tab titled …`). */
function switchToTab(c: Cursor): StepBody | undefined {
  if (!c.any('switch to', 'switches to', 'go to', 'goes to', 'move to')) return undefined;
  c.kw('the');
  const name = c.quotedToken();
  return name !== undefined && c.kw('tab') && c.done ? { kind: 'click', clicks: 1, target: { text: name, elementType: 'tab' } } : undefined;
}

/** `submit the form`, `submit the signup form`: the button that sends it (its usual words; the page decides). */
function submitForm(c: Cursor): StepBody | undefined {
  if (!c.any('submit', 'submits', 'send', 'sends')) return undefined;
  c.any('the', 'this');
  for (let n = 0; n < 2 && c.peek()?.t === 'word' && c.peek()!.v !== 'form'; n++) c.i++;
  if (!c.kw('form') || !c.done) return undefined;
  const said = ['Submit', 'Send', 'Save', 'Continue'];
  return { kind: 'click', clicks: 1, target: { text: said[c.choose(-1_000_000, said.length)], elementType: 'button' } };
}

/** `I add the billing tag`, `add a "vip" label`: the option, from the dropdown of such things (Tags, Labels). */
function addTag(c: Cursor): StepBody | undefined {
  if (!c.any('add', 'adds')) return undefined;
  c.any('the', 'a', 'an');
  const quoted = c.quotedToken();
  const name = quoted ?? (c.peek()?.t === 'word' && !isLanguageWord(c.peek()!.v) ? c.toks[c.i++].raw : undefined);
  const kind = name === undefined ? undefined : c.any('tag', 'label', 'category', 'topic');
  if (!kind || !c.done) return undefined;
  const list = `${kind === 'category' ? 'categorie' : kind}s`;
  return {
    kind: 'select',
    option: { type: 'literal', text: name! },
    target: { text: c.choose(-1_100_000, 2) === 0 ? list : kind, elementType: 'dropdown' },
  };
}

/** `click Edit First Name in grid`, `click Delete johnny in the table`: the row's action, in the row that holds the rest. */
function rowAction(c: Cursor): StepBody | undefined {
  if (!c.any('click', 'clicks', 'click on', 'press', 'tap')) return undefined;
  const action = c.peek();
  if (
    action?.t !== 'word' ||
    !/^(?:edit|delete|remove|view|open|copy|duplicate|archive|approve|reject|download|update|show|details)$/i.test(action.v)
  )
    return undefined;
  c.i++;
  const words: string[] = [];
  while (c.peek()?.t === 'word' && c.peek()!.v !== 'in' && words.length < 4) words.push(c.toks[c.i++].raw);
  if (!words.length || !c.kw('in')) return undefined;
  c.kw('the');
  if (!c.any('grid', 'table', 'list') || !c.done) return undefined;
  return { kind: 'click', clicks: 1, target: { text: action.raw, table: { rowContaining: words.join(' ') } } };
}

/** `I write a description like ":+1: Nice"`, `enter a name such as "Ada"`: the example is the data, into the field it is of. */
function dataLike(c: Cursor): StepBody | undefined {
  if (!c.any('write', 'writes', 'enter', 'enters', 'type', 'types', 'give', 'gives', 'add', 'adds')) return undefined;
  if (!c.any('a', 'an', 'the', 'some')) return undefined;
  const words: string[] = [];
  while (c.peek()?.t === 'word' && words.length < 3 && !['like', 'such'].includes(c.peek()!.v)) words.push(c.toks[c.i++].raw);
  if (!words.length || !c.any('like', 'such as')) return undefined;
  const data = c.quotedToken();
  return data !== undefined && c.done
    ? { kind: 'fill', value: { type: 'literal', text: data }, target: { text: words.join(' '), elementType: 'field' } }
    : undefined;
}

/** Readings added after every rule of the language (see grammar.ts RULES). */
export function looseRule(c: Cursor): StepBody | undefined {
  for (const form of [
    followLink,
    openPicker,
    acceptCookies,
    closeDialog,
    addTag,
    inTheList,
    switchToTab,
    submitForm,
    pickAs,
    valueAs,
    proceedTo,
    selectNamedFilter,
    rowAction,
    dataLike,
    chooseKind,
    turnOnOff,
    itemAction,
    changeTo,
    selectDashed,
    filterBy,
    markAs,
    openClick,
    chooseClick,
    buttonVerb,
  ]) {
    const body = c.whole(() => form(c));
    if (body) return body;
  }
  return undefined;
}
