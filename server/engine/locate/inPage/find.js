// In-page: the search itself. Tiers are tried in order; within each, exact before the same
// words without case, punctuation and spacing (`Email:*`, `e-mail`) before contains. The first
// level with a candidate left after every filter wins in this frame (the Node side then takes
// the lowest level over all frames).
// biome-ignore-all lint/correctness/noUnusedVariables: fragments share one scope (see inPageScript.ts); top-level functions serve the other fragments or are the API it returns.

/** Names the DOM gives, then a field's label as seen on screen (seen.js), then text and test ids. */
const TIERS = ['role', 'label', 'placeholder', 'screenLabel', 'altTitle', 'text', 'testId'];
/**
 * After every name and text: icon-only controls by their words, an editor called so, and last,
 * an id, `name` or class written as a name, then a CSS selector written as a name (seen.js).
 */
const LAST_TIERS = ['editor', 'attr', 'css'];
const ACTIONS = new Set(['click', 'hover', 'fill', 'select', 'check', 'upload']);

/** What an element offers to a tier, as texts to compare with the query. */
function tierTexts(tier, el, cache) {
  switch (tier) {
    case 'role':
      return roleOf(el) ? [nameOf(el, cache)] : [];
    case 'label':
      return labelsOf(el, cache);
    case 'placeholder':
      return el.hasAttribute('placeholder') ? [el.getAttribute('placeholder')] : [];
    case 'screenLabel': {
      const seen = screenLabels(cache).get(el);
      return seen ? [seen] : [];
    }
    case 'altTitle':
      return [el.getAttribute('alt'), el.getAttribute('title')].filter(Boolean);
    case 'text':
      return /^(HTML|BODY|HEAD)$/.test(el.tagName) || SKIP_TEXT.has(el.tagName) ? [] : [textOf(el, cache.text)];
    case 'testId':
      return el.hasAttribute('data-testid') ? [el.getAttribute('data-testid')] : [];
  }
  return [];
}

/** tierTexts normalised by `how` (norm, loose, compact), once per element, tier and way. */
function normTexts(tier, el, cache, how) {
  const key = `${tier}:${how.name}`;
  let byEl = cache.tiers.get(key);
  if (!byEl) {
    byEl = new Map();
    cache.tiers.set(key, byEl);
  }
  let texts = byEl.get(el);
  if (!texts) {
    texts = (how === norm ? tierTexts(tier, el, cache) : normTexts(tier, el, cache, norm)).map(how);
    byEl.set(el, texts);
  }
  return texts;
}

/** Whether an element's texts in a tier match the query's words in a level's way. */
function tierMatch(tier, match, el, words, cache) {
  if (match === 'exact') return normTexts(tier, el, cache, norm).some((s) => s === words.n);
  // Texts far longer than the query cannot be equal without punctuation: not worth cleaning.
  const texts = normTexts(tier, el, cache, norm);
  if (match === 'loose')
    return texts.some((s) => s.length >= words.c.length && s.length <= 3 * words.n.length + 8 && (loose(s) === words.l || compact(s) === words.c));
  // A long text holding the words holds them in a shorter element too (innermost wins anyway).
  return (
    texts.some((s) => s.includes(words.n)) ||
    (words.looseOk && texts.some((s) => s.length <= 300 && s.length >= words.l.length && loose(s).includes(words.l)))
  );
}

const FIELD_PURPOSES = new Set(['fill', 'select', 'check']);
const FIELD_TYPES = new Set(['field', 'dropdown', 'checkbox', 'radio']);

/** The levels to try: a tier and how its texts match, plus plain text for clicks on non-interactive text. */
function levelsFor(q) {
  if (!q.text) return [{ tier: 'all' }];
  // Text beside a field names the field only when a field is meant; else it is the text itself.
  const fieldMeant = FIELD_PURPOSES.has(q.purpose) || FIELD_TYPES.has(q.elementType);
  const tiers = q.elementType === 'text' ? ['text'] : TIERS.filter((tier) => tier !== 'screenLabel' || fieldMeant);
  const levels = [];
  const matches = looseMeans(q.text || '') ? ['exact', 'loose', 'contains'] : ['exact', 'contains'];
  for (const tier of tiers) for (const match of matches) levels.push({ tier, match });
  if (q.elementType === 'text') return levels;
  // Icon words are the query's words without punctuation: not for a selector or `C++`.
  // Icons are clicked or looked at; a field is no icon.
  if (matches.length === 3 && !FIELD_PURPOSES.has(q.purpose) && q.purpose !== 'upload') levels.push({ tier: 'icon' });
  if ((q.purpose === 'click' || q.purpose === 'hover') && (!q.elementType || q.elementType === 'element')) {
    for (const match of matches) levels.push({ tier: 'text', match, anyKind: true });
  }
  for (const tier of LAST_TIERS) levels.push({ tier });
  return levels;
}

/**
 * Whether the query's words without punctuation still say what it says: not when punctuation is
 * much of it (`C++` is no `c`), nor for a CSS selector written as a name (`#save` is no `save`).
 */
function looseMeans(text) {
  const t = norm(text);
  if (/^[#.[]/.test(t) || /[>[\]]/.test(t)) return false;
  return compact(t).length >= Math.max(2, 0.6 * t.replace(/ /g, '').length);
}

/** Raw matches of a level that does not compare texts (seen.js), before retargeting. */
function specialMatches(tier, q, pool, cache) {
  switch (tier) {
    case 'icon': {
      const groups = iconQuery(q.text + (q.noun && ICON_NOUNS.has(q.noun) ? ` ${q.noun}` : ''));
      return groups ? innermost(pool.filter((el) => !/^(HTML|BODY)$/.test(el.tagName) && iconMatches(el, groups, cache))) : [];
    }
    case 'editor':
      return EDITOR_WORDS.test(norm(q.text)) ? editorRoots(pool) : [];
    case 'attr': {
      const c = compact(q.text);
      return c.length >= 2 ? pool.filter((el) => attrMatches(el, c)) : [];
    }
    case 'css': {
      const set = new Set(pool);
      return cssMatches(q.text).filter((el) => set.has(el));
    }
  }
  return [];
}

/**
 * A native <option> of a <select> kept out of sight (hidden, clipped to nothing, 1px wide,
 * transparent): a widget (Tom Select, Choices.js, select2) took the select over for its form and
 * shows options of its own in its place.
 */
function behindWidget(el) {
  if (el.tagName !== 'OPTION') return false;
  const select = el.closest('select');
  if (!select) return false;
  if (!isVisible(select)) return true;
  const r = select.getBoundingClientRect();
  const style = getComputedStyle(select);
  return (
    r.width <= 1 ||
    r.height <= 1 ||
    style.opacity === '0' ||
    style.clipPath === 'inset(50%)' ||
    /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style.clip)
  );
}

/** Why an element cannot take the action, or '' when it can. */
function stateProblem(el, q) {
  if (!q.actionable) return '';
  const fileUpload = q.purpose === 'upload' && isFileInput(el);
  if (!fileUpload && !isVisible(el)) return 'hidden';
  if (ACTIONS.has(q.purpose) && q.purpose !== 'hover' && !(q.purpose === 'fill' ? isEditable(el) : isEnabled(el)))
    return q.purpose === 'fill' && isEnabled(el) ? 'read-only' : 'disabled';
  if (ACTIONS.has(q.purpose) && !fileUpload && !isUncovered(el)) return `covered by ${coverer(el)}`;
  return '';
}

function coverer(el) {
  const r = el.getBoundingClientRect();
  const hit = hitAt(el.ownerDocument, r.left + r.width / 2, r.top + r.height / 2);
  if (!hit) return 'another element';
  const cls = typeof hit.className === 'string' && hit.className.trim() ? `.${hit.className.trim().split(/\s+/).join('.')}` : '';
  return `<${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}${cls}>`;
}

/** How far `near` reaches outside a row: further, a person would not call it near. */
const NEAR_PX = 250;

function sameBox(a, c) {
  return Math.abs(a.x - c.x) < 1 && Math.abs(a.y - c.y) < 1 && Math.abs(a.width - c.width) < 1 && Math.abs(a.height - c.height) < 1;
}

/**
 * Distance from the anchor in the asked direction, or null when the box is not that way. For
 * `near`, the anchor itself counts (distance 0): "the checkbox next to 'Buy milk'" where the
 * checkbox is named "Buy milk" by the label it sits in is that checkbox.
 */
function relationDistance(kind, a, c) {
  const dx = Math.max(0, a.x - (c.x + c.width), c.x - (a.x + a.width));
  const dy = Math.max(0, a.y - (c.y + c.height), c.y - (a.y + a.height));
  if (sameBox(a, c)) return kind === 'near' ? 0 : null;
  const tol = 2;
  switch (kind) {
    case 'below':
      return c.y >= a.y + a.height - tol ? dy + dx : null;
    case 'above':
      return c.y + c.height <= a.y + tol ? dy + dx : null;
    case 'rightOf':
      return c.x >= a.x + a.width - tol ? dx + dy : null;
    case 'leftOf':
      return c.x + c.width <= a.x + tol ? dx + dy : null;
    case 'near':
      return Math.hypot(dx, dy);
  }
  return null;
}

/** The anchor element when it is in this frame: the innermost (last) whose box is the anchor's. */
function anchorIn(q, elements) {
  let anchor = null;
  for (const el of elements) if (!/^(HTML|BODY)$/.test(el.tagName) && sameBox(q.relation.anchor, pageBox(el, q))) anchor = el;
  return anchor;
}

const ROW_ROLES = new Set(['row', 'listitem', 'option', 'treeitem']);

/** Whether `at` holds an element besides the anchor, its content and the wrappers around it. */
function holdsMore(at, anchor) {
  for (const el of at.querySelectorAll('*')) if (!within(el, anchor) && !within(anchor, el)) return true;
  return false;
}

/**
 * The row the anchor is in: its closest list item or table row (even one holding only the text),
 * or container that repeats among its siblings (same tag and class: cards) and holds more than
 * the anchor. The anchor itself is no row (a lone button in a grid), nor is a repeated wrapper
 * of it alone (a <p> around its text, next to a <p> around a checkbox).
 */
function rowOf(anchor) {
  for (let at = parentOf(anchor); at && !/^(BODY|HTML)$/.test(at.tagName); at = parentOf(at)) {
    const siblings = at.parentNode?.children ? [...at.parentNode.children] : [];
    const look = (el) => `${el.tagName}.${el.getAttribute('class') || ''}`;
    if (ROW_ROLES.has(roleOf(at))) return at;
    if (siblings.some((s) => s !== at && look(s) === look(at)) && holdsMore(at, anchor)) return at;
  }
  return null;
}

/**
 * Keeps the candidates that are really `near` the anchor: inside the anchor's row when it has one
 * (another row's control, or one outside the list, belongs to something else), else within
 * NEAR_PX. The others come back as `far`, so that a failure can name them.
 */
function nearOnly(found, row) {
  const near = [];
  const far = [];
  for (const c of found) {
    const ok = row ? within(c.el, row) || c.distance === 0 : c.distance <= NEAR_PX;
    (ok ? near : far).push(c);
  }
  return { near, far };
}

function candidateFacts(found, order, cache) {
  // Full words (with the surrounding section) cost; the first ones are all a message lists.
  return found.map((c, i) => ({
    index: i,
    order: order.get(c.el) ?? 0,
    box: c.box,
    distance: c.distance,
    uncovered: isVisible(c.el) && isUncovered(c.el),
    ...(i < 20 ? describeElement(c.el, cache) : briefFacts(c.el, cache)),
  }));
}

function pageBox(el, q) {
  const b = boxOf(el);
  return { x: b.x + q.offset.x, y: b.y + q.offset.y, width: b.width, height: b.height };
}

/** The scope roots for a query, or a description of the missing location. */
function scopeOf(q, elements, cache) {
  let roots = null;
  if (q.within) {
    roots = q.within.kind === 'dialog' ? dialogsNamed(q.within.name, elements, cache) : sectionsNamed(q.within.name || '', elements, cache);
    // `in the editor`: no section is called so, but the page's rich-text editor is what is meant.
    if (!roots.length && q.within.kind === 'section' && EDITOR_WORDS.test(norm(q.within.name))) roots = editorRoots(elements);
    // `in the menu bar`, `in the toolbar`: no section is called so, but the page has one such part.
    if (!roots.length && q.within.kind === 'section' && q.within.name) roots = areasCalled(q.within.name, elements);
    if (!roots.length)
      return {
        missing: q.within.kind === 'dialog' ? (q.within.name ? `dialog "${q.within.name}"` : 'open dialog') : `section "${q.within.name}"`,
      };
  }
  if (q.table) {
    const pool = roots ? elements.filter((el) => roots.some((r) => within(el, r))) : elements;
    const t = tableScope(q.table, pool, cache);
    if (!t.roots.length) return { missing: t.missing };
    roots = t.roots;
  }
  if (q.rowNumber !== undefined && q.rowNumber !== null) {
    const pool = roots ? elements.filter((el) => roots.some((r) => within(el, r))) : elements;
    const rows = numberedRows(q.rowNumber, pool);
    if (!rows.length) return { missing: q.rowNumber === 'last' ? 'last row' : `row ${q.rowNumber}` };
    roots = rows;
  }
  return { roots };
}

function newCache() {
  return { text: new Map(), names: new Map(), labels: new Map(), click: new Map(), tiers: new Map() };
}

/**
 * Runs one query. Returns { level, candidates } for the first level that has candidates, or
 * { level: null, rejected } naming matches that were there but not usable, or { missing }.
 */
function find(q) {
  const cache = newCache();
  const elements = allElements(document);
  const order = orderIndex(elements);
  if (q.focused) return findFocused(q, order, cache);
  const scope = scopeOf(q, elements, cache);
  if (scope.missing) return { level: null, missing: scope.missing, candidates: [] };
  const roots = scope.roots;
  const inScope = roots ? (el) => roots.some((r) => within(el, r)) : () => true;
  const pool = roots ? elements.filter(inScope) : elements;
  const test = kindTest(q.purpose, q.elementType, cache);
  const cellItself = q.table && !q.text && (!q.elementType || /^(cell|row|element)$/.test(q.elementType));
  const words = { n: norm(q.text), l: loose(q.text), c: compact(q.text), looseOk: looseMeans(q.text) };
  const levels = levelsFor(q);
  const nouns = q.noun ? nounSet(q.noun) : null;
  let rejected = null;
  let far = null;
  let row; // the anchor's row, once a `near` query needs it
  for (let level = 0; level < levels.length; level++) {
    const { tier, match, anyKind } = levels[level];
    let targets;
    if (cellItself) targets = roots.slice();
    else if (tier === 'all') targets = pool.filter(test);
    else if (!match) {
      // An editor or a selector named is the element meant, even when it is no control of the kind.
      const named = tier === 'editor' || tier === 'css';
      targets = specialMatches(tier, q, pool, cache).map((el) =>
        named && !test(el) ? retarget(el, test, q.purpose) || el : retarget(el, test, q.purpose),
      );
    } else {
      const raw = innermost(pool.filter((el) => tierMatch(tier, match, el, words, cache)));
      const kindOk = anyKind ? () => true : test;
      targets = raw.map((el) => (q.elementType === 'text' || anyKind ? el : retarget(el, kindOk, q.purpose)));
    }
    targets = [...new Set(targets.filter((el) => el && (inScope(el) || cellItself)))];
    if (q.shows) targets = targets.filter((el) => showsMatches(el, q.shows, cache));
    // `the "users" tag`: of several with the name, those the page itself calls a tag.
    if (nouns && targets.length > 1 && targets.some((el) => calledSo(el, nouns))) targets = targets.filter((el) => calledSo(el, nouns));
    // A select a widget took over is kept out of sight for its form: the widget's options stand for its own.
    if (targets.length > 1 && targets.some(behindWidget) && !targets.every(behindWidget)) targets = targets.filter((el) => !behindWidget(el));
    // What was just opened (a dropdown's list, a menu) is where the next pick is made.
    if (targets.length > 1 && ACTIONS.has(q.purpose) && targets.some(inOpenPopup)) targets = targets.filter(inOpenPopup);
    // `click Close` beside a "Close" button and a "×" named Close only for screen readers: the one
    // that says the words on screen is the one read, as long as the others show none of them.
    if (targets.length > 1 && tier === 'role' && q.text) {
      const saying = targets.filter((el) => sameWords(textOf(el, cache.text), q.text));
      const silent = (el) => !norm(textOf(el, cache.text)).includes(words.n);
      if (saying.length === 1 && targets.every((el) => saying.includes(el) || silent(el))) targets = saying;
    }
    const usable = [];
    const problems = [];
    for (const el of targets) {
      const problem = stateProblem(el, q);
      if (problem) problems.push({ el, problem });
      else usable.push(el);
    }
    if (!rejected && problems.length) rejected = problems.slice(0, 5).map((p) => `${describeElement(p.el, cache).description} is ${p.problem}`);
    let found = usable.map((el) => ({ el, box: pageBox(el, q), distance: null }));
    if (q.relation) {
      found = found.map((c) => ({ ...c, distance: relationDistance(q.relation.kind, q.relation.anchor, c.box) })).filter((c) => c.distance !== null);
      if (q.relation.kind === 'near') {
        if (row === undefined) {
          const anchor = anchorIn(q, elements);
          row = anchor && rowOf(anchor);
        }
        const split = nearOnly(found, row);
        if (!far && split.far.length) far = split.far.sort((a, b) => a.distance - b.distance).slice(0, 5);
        found = split.near;
      }
    }
    if (found.length) {
      store.set(
        q.id,
        found.map((c) => c.el),
      );
      return { level, candidates: candidateFacts(found, order, cache) };
    }
    if (cellItself) break;
  }
  // Nothing near enough: the nearest of the others are kept, for the message and the candidates.
  if (far)
    store.set(
      q.id,
      far.map((c) => c.el),
    );
  return { level: null, candidates: [], rejected: rejected || [], far: far ? candidateFacts(far, order, cache) : [] };
}

/**
 * The element with the keyboard focus in this frame (inside open shadow roots), when it is one of
 * the kind the step needs. A frame whose focus is in a child frame leaves it to that frame.
 */
function findFocused(q, order, cache) {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  // The body is the focus of a document no element holds, except an editable document's (TinyMCE's
  // iframe), which a person types into once its frame has the focus.
  const editableDocument = el && el.tagName === 'BODY' && el.isContentEditable && document.hasFocus();
  if (!el || (/^(BODY|HTML|IFRAME|FRAME)$/.test(el.tagName) && !editableDocument)) return { level: null, candidates: [], rejected: [] };
  const problem = !kindTest(q.purpose, q.elementType, cache)(el) ? `not a ${q.elementType || 'field'}` : stateProblem(el, q);
  if (problem) return { level: null, candidates: [], rejected: [`the focused ${describeElement(el, cache).description} is ${problem}`] };
  store.set(q.id, [el]);
  return { level: 0, candidates: candidateFacts([{ el, box: pageBox(el, q), distance: null }], order, cache) };
}

/** Elements a query found, kept until the Node side has taken handles to them. */
const store = new Map();
