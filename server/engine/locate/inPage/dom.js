// In-page helpers: tree walking through open shadow roots, text, visibility and hit testing.
// Plain JavaScript on purpose: this source is sent to every frame as text (see inPageScript.ts),
// so no bundler can inject helpers that would not exist in the page. Fragments share one scope.
// biome-ignore-all lint/correctness/noUnusedVariables: fragments share one scope (see inPageScript.ts); top-level functions serve the other fragments or are the API it returns.

/** Lower case, one space, straight quotes: how every name and query is compared. */
function norm(text) {
  return String(text == null ? '' : text)
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * norm without punctuation, as people read names: `E-mail address:*` and `e mail address` are
 * the same words. Symbols stay (`42 €` is no `42 $`, `C++` no `C`); a name that is only
 * punctuation stays itself (then only strict comparison can match it).
 */
function loose(text) {
  const n = norm(text);
  const words = n.replace(/[\p{P}\s]+/gu, ' ').trim();
  return words || n;
}

/** loose without spaces: `new todo`, `new-todo` and `newTodo` agree (ids, names, classes, `E-mail`). */
function compact(text) {
  return loose(text).replace(/ /g, '');
}

/** Collapsed whitespace, case kept: for names shown to people and written into locators. */
function clean(text) {
  return String(text == null ? '' : text)
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .trim();
}

/** Every element of the document in document order, open shadow trees entered after their host. */
function allElements(root) {
  const out = [];
  const visit = (node) => {
    for (let child = node.firstElementChild; child; child = child.nextElementSibling) {
      out.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
    }
  };
  visit(root || document);
  return out;
}

/** The parent, stepping from a shadow root to its host. */
function parentOf(el) {
  if (el.parentElement) return el.parentElement;
  const root = el.parentNode;
  return root?.host ? root.host : null;
}

/** Whether `inner` is `outer` or inside it, across shadow boundaries. */
function within(inner, outer) {
  for (let el = inner; el; el = parentOf(el)) if (el === outer) return true;
  return false;
}

/** Closest ancestor (inclusive) matching a predicate, across shadow boundaries. */
function closest(el, test) {
  for (let at = el; at; at = parentOf(at)) if (test(at)) return at;
  return null;
}

const SKIP_TEXT = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

/** Text content with shadow trees (slots resolved) and without scripts or styles. */
function textOf(el, cache) {
  if (cache?.has(el)) return cache.get(el);
  let text = '';
  const addNodes = (nodes) => {
    for (const node of nodes) {
      if (node.nodeType === 3) text += node.data;
      else if (node.nodeType === 1 && !SKIP_TEXT.has(node.tagName)) {
        if (node.tagName === 'SLOT') {
          const assigned = node.assignedNodes();
          addNodes(assigned.length ? assigned : node.childNodes);
        } else {
          if (/^(DIV|P|LI|TR|TD|TH|BR|H[1-6]|SECTION|ARTICLE|HEADER|FOOTER)$/.test(node.tagName)) text += ' ';
          text += textOf(node, cache);
        }
      }
    }
  };
  addNodes(el.shadowRoot ? el.shadowRoot.childNodes : el.childNodes);
  if (el.tagName === 'INPUT' && /^(button|submit|reset)$/i.test(el.type)) text = el.value;
  if (cache) cache.set(el, text);
  return text;
}

function boxOf(el) {
  const r = el.getBoundingClientRect();
  return { x: r.left, y: r.top, width: r.width, height: r.height };
}

/** Playwright's notion: a non-empty box and not visibility:hidden / display:none on the way up. */
function isVisible(el) {
  const r = el.getBoundingClientRect();
  if (r.width <= 0 || r.height <= 0) return false;
  if (el.checkVisibility) return el.checkVisibility({ visibilityProperty: true });
  const style = getComputedStyle(el);
  return style.visibility !== 'hidden' && style.display !== 'none';
}

function isEnabled(el) {
  if (el.matches?.(':disabled')) return false;
  return !closest(el, (at) => at.getAttribute && at.getAttribute('aria-disabled') === 'true');
}

function isEditable(el) {
  return isEnabled(el) && !el.readOnly && el.getAttribute('aria-readonly') !== 'true';
}

/**
 * The element a click at (x, y) would hit, descending into open shadow roots. A point over text a
 * host slots into its shadow tree (a Shoelace button's label) is retargeted to the host by
 * elementFromPoint; the slot showing that text is answered instead, where the click lands.
 */
function hitAt(doc, x, y) {
  let hit = doc.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) return slottedTextAt(hit, x, y) || hit;
    hit = inner;
  }
  return hit;
}

/** The slot showing the host's own text under (x, y), if any. */
function slottedTextAt(host, x, y) {
  for (const node of host.childNodes) {
    if (node.nodeType !== 3 || !node.assignedSlot || !node.data.trim()) continue;
    const range = host.ownerDocument.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return node.assignedSlot;
  }
  return null;
}

/**
 * The parent in the composed (flat) tree, as the browser renders and hit-tests it: a slotted node
 * sits under its slot, a shadow root's children under its host.
 */
function renderedParent(el) {
  return el.assignedSlot || parentOf(el);
}

/** Whether `inner` is rendered inside `outer`: a light-DOM icon slotted into a shadow button is inside that button. */
function renderedWithin(inner, outer) {
  for (let el = inner; el; el = renderedParent(el)) if (el === outer) return true;
  return false;
}

/**
 * Not covered: a click at the centre lands on the element or inside it as rendered (or on one of
 * its labels, which forwards the click). Outside the viewport we cannot tell; Playwright scrolls
 * there first.
 */
function isUncovered(el) {
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return true;
  const hit = hitAt(el.ownerDocument, x, y);
  if (!hit) return true;
  if (within(hit, el) || renderedWithin(hit, el)) return true;
  const label = closest(hit, (at) => at.tagName === 'LABEL');
  return !!(label && label.control === el);
}

/** A CSS-escaped `#id` when the id is unique in its tree (Playwright's css engine pierces shadows). */
/**
 * An id a page makes anew on each load (TinyMCE's `menu-item_1034367252481795645611986`, React's
 * `:r1:`, `ember123`, a UUID): a script written with it would not find the element next time.
 */
function generatedId(id) {
  return /\d{4,}/.test(id) || /[:«»]/.test(id) || /[0-9a-f]{8}-[0-9a-f]{4}-/i.test(id) || (/[0-9]/.test(id) && /[0-9a-f]{10,}/i.test(id));
}

function idSelector(el) {
  if (!el.id || generatedId(el.id)) return null;
  const root = el.getRootNode();
  try {
    return root.querySelectorAll(`#${CSS.escape(el.id)}`).length === 1 ? `#${CSS.escape(el.id)}` : null;
  } catch {
    return null;
  }
}

/** Position of each element in document order, for sorting candidates. */
function orderIndex(elements) {
  const order = new Map();
  for (let i = 0; i < elements.length; i++) order.set(elements[i], i);
  return order;
}
