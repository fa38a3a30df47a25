// In-page: the parts of the page a location limits the search to. A scope is a list of root
// elements; an element is in scope when it is inside one of them.
// biome-ignore-all lint/correctness/noUnusedVariables: fragments share one scope (see inPageScript.ts); top-level functions serve the other fragments or are the API it returns.

const CONTAINER_TAGS = /^(SECTION|FIELDSET|FORM|ARTICLE|ASIDE|NAV|MAIN|DIALOG|DETAILS)$/;
const CONTAINER_ROLES = new Set([
  'region',
  'group',
  'form',
  'navigation',
  'complementary',
  'main',
  'article',
  'dialog',
  'alertdialog',
  'tabpanel',
  'search',
  'radiogroup',
  'toolbar',
  'banner',
  'contentinfo',
]);

/** Equal names as people read them: case, spacing and punctuation (`Email:`, `Name *`) aside. */
function sameWords(a, b) {
  return norm(a) === norm(b) || loose(a) === loose(b);
}

function isContainer(el) {
  const explicit = el.getAttribute('role');
  return CONTAINER_TAGS.test(el.tagName) || (!!explicit && CONTAINER_ROLES.has(explicit.trim()));
}

/** A container's own name: aria-labelledby, aria-label, or a fieldset's legend. */
function ownName(el, cache) {
  const refs = byIdRefs(el, 'aria-labelledby');
  if (refs.length) return clean(refs.map((r) => textOf(r, cache.text)).join(' '));
  if (el.getAttribute('aria-label')) return clean(el.getAttribute('aria-label'));
  if (el.tagName === 'FIELDSET') {
    const legend = el.querySelector(':scope > legend');
    if (legend) return clean(textOf(legend, cache.text));
  }
  return '';
}

function isHeading(el) {
  return roleOf(el) === 'heading';
}

/** Another heading of the same or higher rank inside `el`: then `el` holds more than one section. */
function holdsOtherHeading(el, heading) {
  const level = headingLevel(heading);
  for (const h of el.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]')) {
    if (h !== heading && !within(heading, h) && !within(h, heading) && headingLevel(h) <= level) return true;
  }
  return false;
}

/**
 * The area a heading titles: its nearest container, or the largest ancestor holding no other
 * heading of its rank, or (headings and content side by side) the siblings up to the next one.
 */
function areaOfHeading(h) {
  const parent = parentOf(h);
  if (parent && holdsOtherHeading(parent, h)) {
    const roots = [];
    for (let sib = h.nextElementSibling; sib; sib = sib.nextElementSibling) {
      if ((isHeading(sib) && headingLevel(sib) <= headingLevel(h)) || holdsOtherHeading(sib, h)) break;
      roots.push(sib);
    }
    return [h, ...roots];
  }
  for (let at = parent; at; at = parentOf(at)) {
    if (isContainer(at)) return [at];
    const up = parentOf(at);
    if (!up || /^(BODY|HTML)$/.test(up.tagName) || holdsOtherHeading(up, h)) return [at];
  }
  return [h];
}

/** Roots of the sections titled `name` (exact names first, then containing it). */
function sectionsNamed(name, elements, cache) {
  const q = norm(name);
  for (const exact of [true, false]) {
    const matches = (text) => (exact ? sameWords(text, name) : norm(text).includes(q));
    const roots = [];
    for (const el of elements) {
      const labelled = isContainer(el) || (/^(DIV|UL|OL|TABLE)$/.test(el.tagName) && hasOwnName(el));
      if (labelled && matches(ownName(el, cache))) roots.push(el);
      else if (isHeading(el) && matches(textOf(el, cache.text))) roots.push(...areaOfHeading(el));
    }
    if (roots.length) return roots;
  }
  return [];
}

/**
 * Parts of a page people call by what they are, not by a name: `in the menu bar`, `in the
 * toolbar`, `in the header`. Their ARIA roles (or HTML elements) say which they are.
 */
const AREA_WORDS = [
  [/^(the )?(main )?menu ?bar$/, (el) => roleOf(el) === 'menubar'],
  [/^(the )?(tool ?bar|button bar)$/, (el) => roleOf(el) === 'toolbar'],
  [/^(the )?(top |main )?(nav ?bar|nav|navigation( bar| menu)?)$/, (el) => roleOf(el) === 'navigation'],
  [/^(the )?(page |site )?header$/, (el) => roleOf(el) === 'banner' || el.tagName === 'HEADER'],
  [/^(the )?(page |site )?footer$/, (el) => roleOf(el) === 'contentinfo' || el.tagName === 'FOOTER'],
  [/^(the )?side ?bar$/, (el) => roleOf(el) === 'complementary' || el.tagName === 'ASIDE'],
  [/^(the )?status ?bar$/, (el) => roleOf(el) === 'status'],
];

/** The visible areas a location names by what they are (AREA_WORDS), outermost; [] when it names none. */
function areasCalled(name, elements) {
  const n = norm(name);
  const area = AREA_WORDS.find(([words]) => words.test(n));
  if (!area) return [];
  const found = elements.filter((el) => area[1](el) && isVisible(el));
  return found.filter((el) => !found.some((other) => other !== el && within(el, other)));
}

function isOpenDialog(el) {
  const role = roleOf(el);
  if (role !== 'dialog' && role !== 'alertdialog') return false;
  return (el.tagName !== 'DIALOG' || el.open) && isVisible(el);
}

function dialogName(el, cache) {
  const own = ownName(el, cache);
  if (own) return own;
  const heading = [...el.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]')][0];
  return heading ? clean(textOf(heading, cache.text)) : '';
}

function dialogsNamed(name, elements, cache) {
  const open = elements.filter(isOpenDialog);
  if (name === undefined || name === null) return open;
  const q = norm(name);
  const exact = open.filter((d) => sameWords(dialogName(d, cache), name));
  return exact.length ? exact : open.filter((d) => norm(dialogName(d, cache)).includes(q));
}

/** The row's own cells with their first column (colspans counted). */
function cellsOf(row) {
  const cells = [];
  let column = 0;
  for (const cell of row.querySelectorAll('td,th,[role=cell],[role=gridcell],[role=columnheader],[role=rowheader]')) {
    if (closest(parentOf(cell), (at) => roleOf(at) === 'row') !== row) continue;
    cells.push({ cell, column });
    column += Number(cell.colSpan) || 1;
  }
  return cells;
}

function tableOf(row) {
  return closest(parentOf(row), (at) => ['table', 'grid', 'treegrid'].includes(roleOf(at)));
}

/** The column index whose header names `column`, exact before containing. */
function columnIndex(table, column, cache) {
  const headers = [...table.querySelectorAll('th,[role=columnheader]')].filter(
    (h) => tableOf(closest(h, (at) => roleOf(at) === 'row') || h) === table,
  );
  if (!headers.length) return -1;
  const headerRow = closest(headers[0], (at) => roleOf(at) === 'row');
  const cells = headerRow ? cellsOf(headerRow) : [];
  const q = norm(column);
  const hit = cells.find((c) => sameWords(textOf(c.cell, cache.text), column)) || cells.find((c) => norm(textOf(c.cell, cache.text)).includes(q));
  return hit ? hit.column : -1;
}

/** Rows containing the text (innermost), or with a column, the cells under that column's header. */
function tableScope(spec, elements, cache) {
  const q = norm(spec.rowContaining);
  let rows = innermost(elements.filter((el) => roleOf(el) === 'row' && norm(textOf(el, cache.text)).includes(q)));
  // `the delete button in the "Bob" row` on a list or cards: the item around the words is the row.
  if (!rows.length && !spec.column) rows = listRowsContaining(q, elements, cache);
  if (!rows.length) return { roots: [], missing: `table row containing "${spec.rowContaining}"` };
  if (!spec.column) return { roots: rows };
  const roots = [];
  for (const row of rows) {
    const table = tableOf(row);
    const index = table ? columnIndex(table, spec.column, cache) : -1;
    const found = index < 0 ? null : cellsOf(row).find((c) => c.column <= index && index < c.column + (Number(c.cell.colSpan) || 1));
    if (found) roots.push(found.cell);
  }
  return roots.length ? { roots } : { roots: [], missing: `column "${spec.column}" in the row containing "${spec.rowContaining}"` };
}

/** The list items or repeated cards (see rowOf in find.js) holding the text and more. */
function listRowsContaining(q, elements, cache) {
  const holders = innermost(
    elements.filter((el) => !SKIP_TEXT.has(el.tagName) && !/^(HTML|HEAD|BODY)$/.test(el.tagName) && norm(textOf(el, cache.text)).includes(q)),
  );
  // The holder itself may be the item (`<li>Bob <button>Delete</button></li>`).
  const around = (el) => (ROW_ROLES.has(roleOf(el)) && el.children.length ? el : rowOf(el));
  return innermost([...new Set(holders.map(around).filter(Boolean))]);
}

/**
 * The Nth row as a person counts rows (`the second row`): of each table, its visible rows with
 * data (header rows not counted); on a page without such rows, the Nth visible item of each list.
 */
function numberedRows(n, elements) {
  const isData = (row) => cellsOf(row).some((c) => !/^(columnheader)$/.test(roleOf(c.cell)) && c.cell.tagName !== 'TH');
  let rows = elements.filter((el) => roleOf(el) === 'row' && isVisible(el) && isData(el));
  let groupOf = tableOf;
  if (!rows.length) {
    rows = elements.filter((el) => roleOf(el) === 'listitem' && isVisible(el));
    groupOf = parentOf;
  }
  const groups = new Map();
  for (const row of rows) {
    const key = groupOf(row);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(row);
  }
  const out = [];
  for (const list of groups.values()) {
    const row = n === 'last' ? list[list.length - 1] : list[n - 1];
    if (row) out.push(row);
  }
  return out;
}

/** Drops every element that has another one of the set inside it. */
function innermost(list) {
  const set = new Set(list);
  const hasInner = new Set();
  for (const el of list)
    for (let at = parentOf(el); at; at = parentOf(at)) {
      if (hasInner.has(at)) break;
      if (set.has(at)) hasInner.add(at);
    }
  return list.filter((el) => !hasInner.has(el));
}
