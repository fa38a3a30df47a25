// In-page: names as people see them, for the tiers after the DOM's own names (see TIERS in
// find.js): the text that labels a field on screen when no <label> ties it, the words of an
// icon-only control (accessible name, title, class words, icon glyphs), and an id, `name` or
// class written as a name.
// biome-ignore-all lint/correctness/noUnusedVariables: fragments share one scope (see inPageScript.ts); top-level functions serve the other fragments or are the API it returns.

// ---- a field's label as laid out on screen ----

/** How far a label may sit from its field, in CSS pixels, by side. */
const LABEL_REACH = { left: 300, above: 80, right: 200 };

/** Inline wrappers a label's text may be split into (`Email <abbr>*</abbr>`). */
const INLINE = /^(SPAN|B|STRONG|I|EM|ABBR|SUP|SUB|SMALL|U|MARK|FONT)$/;

/** The tight box of some text nodes, or null when they show nothing. */
function textBox(nodes) {
  let box = null;
  for (const node of nodes) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) {
      if (r.width <= 0 || r.height <= 0) continue;
      box = box
        ? {
            left: Math.min(box.left, r.left),
            top: Math.min(box.top, r.top),
            right: Math.max(box.right, r.right),
            bottom: Math.max(box.bottom, r.bottom),
          }
        : { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }
  }
  return box;
}

/** Whether a text node is inside something that is not a label: a control, link, option or script. */
function inControl(node, stop) {
  for (let at = node.parentElement; at && at !== stop; at = parentOf(at)) {
    if (/^(BUTTON|A|SELECT|OPTION|TEXTAREA|SCRIPT|STYLE)$/.test(at.tagName) || CLICK_ROLES.has(roleOf(at))) return true;
  }
  return false;
}

/**
 * Short visible texts that could label a field, with tight boxes: an element's own text, plus
 * that of inline wrappers inside it. Texts of <label>s tied to a control, of headings, buttons,
 * links and options are no free labels.
 */
function labelTexts(cache) {
  if (cache.leaves) return cache.leaves;
  const out = [];
  for (const el of allElements(document)) {
    // Cheapest first: only an element with words of its own can be a label.
    if (![...el.childNodes].some((n) => n.nodeType === 3 && n.data.trim())) continue;
    if (SKIP_TEXT.has(el.tagName) || /^(HTML|HEAD|BODY|OPTION|SELECT|TEXTAREA|BUTTON|A)$/.test(el.tagName)) continue;
    // An inline wrapper's words belong to the text around it (`E-mail <span>*</span>`), when there is some.
    if (INLINE.test(el.tagName) && parentOf(el) && [...parentOf(el).childNodes].some((n) => n.nodeType === 3 && n.data.trim())) continue;
    if (isHeading(el) || (el.tagName === 'LABEL' && el.control) || closest(el, (at) => at.tagName === 'LABEL' && !!at.control)) continue;
    const nodes = [];
    const walk = (parent) => {
      for (const node of parent.childNodes) {
        if (node.nodeType === 3 && node.data.trim()) nodes.push(node);
        else if (node.nodeType === 1 && INLINE.test(node.tagName)) walk(node);
      }
    };
    walk(el);
    if (!nodes.length || inControl(nodes[0], null)) continue;
    const text = clean(nodes.map((n) => n.data).join(' '));
    if (!text || text.length > 60 || !isVisible(el)) continue;
    const box = textBox(nodes);
    if (box) out.push({ el, text, box });
  }
  cache.leaves = out;
  return out;
}

/** Distance from a label to a field when the label sits where labels sit (left, above; right of a checkbox). */
function labelDistance(l, f, checkable) {
  const tol = 4;
  const rowOverlap =
    Math.min(l.bottom, f.bottom) - Math.max(l.top, f.top) > 0 ||
    Math.abs((l.top + l.bottom) / 2 - (f.top + f.bottom) / 2) <= (f.bottom - f.top) / 2 + tol;
  if (rowOverlap && l.right <= f.left + tol && f.left - l.right <= LABEL_REACH.left) return Math.max(0, f.left - l.right);
  if (checkable && rowOverlap && l.left >= f.right - tol && l.left - f.right <= LABEL_REACH.right) return Math.max(0, l.left - f.right);
  const columnOverlap = Math.min(l.right, f.right) - Math.max(l.left, f.left) > 0 || (l.left >= f.left - 40 && l.left <= f.right);
  if (columnOverlap && l.bottom <= f.top + tol && f.top - l.bottom <= LABEL_REACH.above) return Math.max(0, f.top - l.bottom) + 1;
  return null;
}

/** The controls that have a label tied in the DOM (then what is near them on screen is not their label). */
function tiedControls(elements) {
  const tied = new Set();
  for (const el of elements) {
    if (el.tagName === 'LABEL' && el.control) tied.add(el.control);
    else if (el.hasAttribute('aria-labelledby')) tied.add(el);
  }
  return tied;
}

/**
 * Each untied field's label on screen: label-like texts and fields are paired nearest first, so
 * one text labels one field, and a text nearer to another field (the words right of a checkbox,
 * also above the next one) goes to that field.
 */
function screenLabels(cache) {
  if (cache.screen) return cache.screen;
  const elements = allElements(document);
  const tied = tiedControls(elements);
  const fields = elements.filter((el) => !tied.has(el) && (isField(el) || isCheckable(el)) && isVisible(el));
  // Leaves in 100 px bands by height, so that each field looks only at those that can reach it.
  const BAND = 100;
  const bands = new Map();
  for (const leaf of labelTexts(cache)) {
    for (let b = Math.floor(leaf.box.top / BAND); b <= Math.floor(leaf.box.bottom / BAND); b++) {
      if (!bands.has(b)) bands.set(b, []);
      bands.get(b).push(leaf);
    }
  }
  const pairs = [];
  for (const field of fields) {
    const r = field.getBoundingClientRect();
    const f = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    const checkable = isCheckable(field);
    const near = new Set();
    for (let b = Math.floor((f.top - LABEL_REACH.above - 8) / BAND); b <= Math.floor((f.bottom + 8) / BAND); b++)
      for (const leaf of bands.get(b) || []) near.add(leaf);
    for (const leaf of near) {
      if (within(leaf.el, field)) continue;
      const d = labelDistance(leaf.box, f, checkable);
      if (d !== null) pairs.push({ field, leaf, d });
    }
  }
  pairs.sort((a, b) => a.d - b.d);
  const out = new Map();
  const taken = new Set();
  for (const { field, leaf } of pairs) {
    if (out.has(field) || taken.has(leaf)) continue;
    out.set(field, leaf.text);
    taken.add(leaf);
  }
  cache.screen = out;
  return out;
}

// ---- icon-only controls ----

/** Words people use for the same icon; a word may sit in several groups. */
const ICON_GROUPS = [
  ['close', 'x', 'times', 'xmark', 'cross', 'dismiss', 'exit'],
  ['menu', 'hamburger', 'burger', 'bars', 'navbar', 'toggler', 'sidebar', 'drawer'],
  ['settings', 'setting', 'gear', 'cog', 'cogwheel', 'preferences', 'config', 'configuration', 'wrench', 'options'],
  ['search', 'magnifier', 'magnifying', 'magnify', 'loupe', 'find'],
  ['delete', 'trash', 'bin', 'remove', 'garbage', 'erase', 'destroy'],
  ['edit', 'pencil', 'pen', 'modify', 'compose'],
  ['add', 'plus', 'new', 'create', 'insert'],
  ['previous', 'prev', 'back', 'left', 'backward'],
  ['next', 'forward', 'right'],
  ['arrow', 'chevron', 'caret', 'angle'],
  ['more', 'ellipsis', 'dots', 'kebab', 'meatball', 'overflow', 'options'],
  ['user', 'profile', 'account', 'avatar', 'person'],
  ['home', 'house'],
  ['notification', 'bell', 'alert'],
  ['cart', 'basket', 'bag', 'shopping', 'trolley'],
  ['like', 'heart', 'favorite', 'favourite', 'love'],
  ['star', 'favorite', 'favourite'],
  ['refresh', 'reload', 'sync', 'rotate', 'redo'],
  ['info', 'information', 'about'],
  ['help', 'question', 'support'],
  ['filter', 'funnel'],
  ['copy', 'clipboard', 'duplicate', 'clone'],
  ['mail', 'email', 'envelope', 'inbox', 'message'],
  ['logout', 'signout', 'power'],
  ['show', 'eye', 'view', 'visibility', 'reveal', 'preview'],
  ['check', 'tick', 'checkmark', 'done', 'confirm'],
];

/** Glyphs that are icons by themselves. */
const GLYPH_WORDS = {
  '×': 'close',
  '✕': 'close',
  '✖': 'close',
  '✗': 'close',
  '☰': 'menu',
  '≡': 'menu',
  '⚙': 'settings',
  '+': 'add',
  '＋': 'add',
  '🔍': 'search',
  '🔎': 'search',
  '‹': 'previous',
  '«': 'previous',
  '←': 'previous',
  '<': 'previous',
  '›': 'next',
  '»': 'next',
  '→': 'next',
  '>': 'next',
  '⋮': 'more',
  '⋯': 'more',
  '…': 'more',
  '✎': 'edit',
  '✏': 'edit',
  '🗑': 'delete',
  '♥': 'like',
  '❤': 'like',
  '★': 'star',
  '☆': 'star',
  '↻': 'refresh',
  '⟳': 'refresh',
  '✓': 'check',
  '✔': 'check',
  '?': 'help',
  x: 'close',
};

/** Words in the query that only say "an icon". */
const ICON_FILLER = new Set(['icon', 'icons', 'button', 'btn', 'symbol', 'glyph', 'sign', 'image', 'the', 'a', 'an', 'logo']);

function stem(word) {
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

const ICON_INDEX = (() => {
  const index = new Map();
  for (const group of ICON_GROUPS)
    for (const w of group) {
      const set = index.get(stem(w)) || new Set([stem(w)]);
      for (const other of group) set.add(stem(other));
      index.set(stem(w), set);
    }
  return index;
})();

/** Lower-case words of an attribute value: `navbar-toggler-icon`, `SettingsIcon`, `#icon-gear`. */
function wordsOf(value) {
  return String(value || '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem);
}

/** The query's icon words, each with the words that mean the same; null when the query says nothing but "icon". */
function iconQuery(text) {
  const words = loose(text)
    .split(' ')
    .filter((w) => !ICON_FILLER.has(w))
    .map(stem);
  if (!words.length) return null;
  return words.map((w) => ICON_INDEX.get(w) || new Set([w]));
}

const ICONISH = /icon|material|symbol|glyph|^fa$|^fa-|^bi$|^bi-|^mdi|^ti-|^ri-|^lucide/i;

/** Whether an element shows no words of its own, only an icon (or one glyph, or an icon font's ligature). */
function iconOnly(el, cache) {
  // Most elements answer from their whole text (cached): none or one glyph, or too many words.
  const raw = textOf(el, cache.text);
  if (raw.length > 400) return false;
  const whole = clean(raw);
  if (whole.length <= 1) return true;
  if (whole.length > 40) return false;
  let text = '';
  const add = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) text += child.data;
      else if (child.nodeType === 1 && !SKIP_TEXT.has(child.tagName)) {
        const cls = typeof child.className === 'string' ? child.className : '';
        if (child.getAttribute('aria-hidden') === 'true' || cls.split(/\s+/).some((c) => ICONISH.test(c))) continue;
        add(child);
      }
    }
  };
  add(el.shadowRoot || el);
  return clean(text).length <= 1;
}

/** An element drawn by an icon font or an icon class, showing no words. */
function iconGlyph(el, cache) {
  const cls = typeof el.className === 'string' ? el.className : '';
  return /^(I|SPAN)$/.test(el.tagName) && cls.split(/\s+/).some((c) => ICONISH.test(c)) && iconOnly(el, cache);
}

/** Everything an icon-only element says about itself, as words. */
function iconWords(el, cache) {
  const words = new Set(wordsOf(nameOf(el, cache)));
  const nodes = [el, ...[...el.querySelectorAll('*')].slice(0, 20)];
  for (const node of nodes) {
    for (const attr of ['aria-label', 'title', 'alt', 'class', 'data-icon', 'data-testid', 'id', 'name', 'href', 'xlink:href', 'src', 'icon']) {
      const value = node.getAttribute(attr);
      if (value && !(attr === 'href' && node.tagName === 'A')) for (const w of wordsOf(value)) words.add(w);
    }
    const own = clean(
      [...node.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.data)
        .join(''),
    );
    if (own && GLYPH_WORDS[own.toLowerCase()]) words.add(GLYPH_WORDS[own.toLowerCase()]);
    else if (own && own.length <= 30 && /^[a-z_]+$/.test(own)) for (const w of wordsOf(own)) words.add(w); // icon-font ligatures
  }
  return words;
}

/** Whether an icon-only element matches every word of the query (or a word meaning the same). */
function iconMatches(el, groups, cache) {
  if (!iconOnly(el, cache)) return false;
  const words = iconWords(el, cache);
  return groups.every((group) => [...group].some((w) => words.has(w)));
}

// ---- ids, names, classes and CSS written as names ----

const ATTR_NAMES = ['id', 'name', 'data-test', 'data-test-id', 'data-cy', 'data-qa', 'data-automation-id', 'data-id'];

/** Whether an id, `name`, test attribute or one class of the element, compacted, is the query compacted. */
function attrMatches(el, t) {
  for (const a of ATTR_NAMES) {
    const v = el.getAttribute(a);
    if (v && compact(v) === t) return true;
  }
  const cls = typeof el.className === 'string' ? el.className : el.getAttribute('class') || '';
  return cls.split(/\s+/).some((c) => c && compact(c) === t);
}

/** Elements a name written as a CSS selector finds, or [] when it is not one (it has to look like one). */
function cssMatches(text) {
  if (!/[#.[\]>:=]/.test(text)) return [];
  try {
    return [...document.querySelectorAll(text)];
  } catch {
    return [];
  }
}

// ---- editors ----

/** The rich-text and code editors of the page: the outermost editable roots (contenteditable, textarea of an editor). */
function editorRoots(elements) {
  return elements.filter((el) => el.isContentEditable && !parentOf(el)?.isContentEditable && isVisible(el));
}

const EDITOR_WORDS = /^(the )?((rich|plain)[ -]?text |text |message |html |wysiwyg |content |body )?(editor|editing area|edit area|text area|body)$/;

// ---- what the author calls the thing, what a control shows ----

/** Nouns people use for the same kind of thing, as pages name them in classes, ids and roles. */
const NOUN_GROUPS = [
  ['tag', 'chip', 'pill', 'badge', 'label', 'token'],
  ['schema', 'model', 'definition', 'type'],
  ['card', 'tile', 'panel'],
  ['section', 'panel', 'group', 'region', 'block', 'accordion'],
  ['menu', 'dropdown', 'popover', 'popup', 'menubar'],
  ['toast', 'snackbar', 'notification', 'alert', 'message'],
  ['slide', 'page', 'thumbnail'],
  ['operation', 'endpoint', 'opblock', 'route', 'method'],
  ['tooltip', 'hint', 'tip'],
  ['avatar', 'user', 'profile'],
  ['node', 'item', 'entry', 'leaf'],
];

/** Nouns that name an icon: `the "previous" arrow` is the icon-only control called previous. */
const ICON_NOUNS = new Set(['arrow', 'chevron', 'caret', 'icon', 'symbol', 'glyph', 'cog', 'gear']);

function nounSet(noun) {
  const words = new Set(wordsOf(noun));
  for (const group of NOUN_GROUPS) if (group.some((w) => words.has(stem(w)))) for (const w of group) words.add(stem(w));
  return words;
}

/** Whether the element or one of its near ancestors is called the noun by the page (class, id, role, tag). */
function calledSo(el, nouns) {
  for (let at = el, depth = 0; at && depth < 5 && !/^(BODY|HTML)$/.test(at.tagName); at = parentOf(at), depth++) {
    const words = [...wordsOf(at.getAttribute('class')), ...wordsOf(at.id), ...wordsOf(roleOf(at)), ...wordsOf(at.tagName)];
    if (words.some((w) => nouns.has(w))) return true;
  }
  return false;
}

/** What a control shows now: a select's chosen options, a field's value, else its text. */
function shownText(el, cache) {
  if (el.tagName === 'SELECT') return [...el.selectedOptions].map((o) => o.text).join(', ');
  if (/^(INPUT|TEXTAREA)$/.test(el.tagName)) return el.value;
  return textOf(el, cache.text);
}

function showsMatches(el, shows, cache) {
  const seen = loose(shownText(el, cache));
  const want = loose(shows);
  return seen === want || (want.length > 0 && seen.includes(want));
}

// ---- what just opened ----

const POPUP_ROLES = new Set(['listbox', 'menu', 'tree']);

function floating(el) {
  return !!el && el.nodeType === 1 && /^(absolute|fixed)$/.test(getComputedStyle(el).position);
}

/**
 * Whether the element is in something opened on top of the page: a visible listbox or menu, an
 * open popover, or what a control with aria-expanded="true" says it controls. `choose "Serif"`
 * after opening the Font dropdown means the option there, not the same word in the text.
 */
function inOpenPopup(el) {
  return !!closest(el, (at) => {
    if (at.nodeType !== 1) return false;
    // A list or menu always on the page (a navigation menu) is no popup: only a floating one is.
    if (POPUP_ROLES.has(roleOf(at)) && isVisible(at) && [at, parentOf(at), parentOf(parentOf(at) || at)].some(floating)) return true;
    try {
      if (at.matches(':popover-open')) return true;
    } catch {
      /* no popover support */
    }
    if (!at.id) return false;
    const root = at.getRootNode();
    const opener = root.querySelector?.(
      `[aria-expanded="true"][aria-controls~="${CSS.escape(at.id)}"], [aria-expanded="true"][aria-owns~="${CSS.escape(at.id)}"]`,
    );
    return !!opener && isVisible(at);
  });
}
