// In-page: words for elements (messages, candidates, fingerprints), near-miss suggestions when
// nothing matches, and the raw material for unique locators.
// biome-ignore-all lint/correctness/noUnusedVariables: fragments share one scope (see inPageScript.ts); top-level functions serve the other fragments or are the API it returns.

function short(text, max) {
  const t = clean(text);
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

function firstCellText(row, cache) {
  for (const { cell } of cellsOf(row)) {
    const t = clean(textOf(cell, cache.text));
    if (t) return t;
  }
  return clean(textOf(row, cache.text));
}

/** The nearest named place around an element: dialog, table row, or section. */
function contextOf(el, cache) {
  for (let at = parentOf(el); at && !/^(BODY|HTML)$/.test(at.tagName); at = parentOf(at)) {
    const role = roleOf(at);
    if (role === 'dialog' || role === 'alertdialog') {
      const n = dialogName(at, cache);
      return n ? `dialog "${short(n, 40)}"` : 'dialog';
    }
    if (role === 'row') return `row "${short(firstCellText(at, cache), 40)}"`;
    const own = isContainer(at) || hasOwnName(at) ? ownName(at, cache) : '';
    if (own) return `section "${short(own, 40)}"`;
    // The nearest heading before the element whose area (as `in the "…" section` means it) holds it.
    let titled = null;
    for (const h of at.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]')) {
      if (h === el || within(el, h) || !(h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      if (areaOfHeading(h).some((root) => within(el, root)) && clean(textOf(h, cache.text))) titled = h;
    }
    if (titled) return `section "${short(clean(textOf(titled, cache.text)), 40)}"`;
  }
  return '';
}

const FINGERPRINT_ATTRS = ['id', 'name', 'type', 'data-testid', 'placeholder', 'aria-label', 'href'];

function describeElement(el, cache) {
  const role = roleOf(el);
  const name = nameOf(el, cache);
  const text = short(textOf(el, cache.text), 200);
  const kind = kindWord(el);
  const label = short(name || text || el.getAttribute('placeholder') || el.getAttribute('data-testid') || '', 50);
  const context = contextOf(el, cache);
  const attributes = {};
  for (const a of FINGERPRINT_ATTRS) if (el.hasAttribute(a)) attributes[a] = el.getAttribute(a);
  const description = kind + (label ? ` "${label}"` : '') + (context ? ` (in ${context})` : '');
  return { tag: el.tagName.toLowerCase(), role, name, text, kind, label, context, description, attributes };
}

/** describeElement without the costly parts (context, text): for candidates no message lists. */
function briefFacts(el, cache) {
  const name = nameOf(el, cache);
  const kind = kindWord(el);
  const label = short(name, 50);
  return {
    tag: el.tagName.toLowerCase(),
    role: roleOf(el),
    name,
    text: '',
    kind,
    label,
    context: '',
    description: kind + (label ? ` "${label}"` : ''),
    attributes: {},
  };
}

function bigrams(s) {
  const out = [];
  for (let i = 0; i < s.length - 1; i++) out.push(s.slice(i, i + 2));
  return out;
}

/** 0..1: bigram overlap, raised when one text holds the other or they share a word. */
function similarity(a, b) {
  if (!a || !b) return 0;
  if (a === b) return 1;
  const x = bigrams(a);
  const y = bigrams(b);
  const pool = y.slice();
  let common = 0;
  for (const g of x) {
    const i = pool.indexOf(g);
    if (i >= 0) {
      common++;
      pool.splice(i, 1);
    }
  }
  let score = x.length + y.length ? (2 * common) / (x.length + y.length) : 0;
  if (a.includes(b) || b.includes(a)) score = Math.max(score, 0.6);
  const words = new Set(a.split(' ').filter((w) => w.length >= 3));
  if (b.split(' ').some((w) => words.has(w))) score = Math.max(score, 0.5);
  return score;
}

/** Visible elements of the wanted kind (or any text) whose names look like the query. */
function similar(q) {
  const t = norm(q.text);
  if (!t) return [];
  const cache = newCache();
  const test = kindTest(q.purpose, q.elementType, cache);
  const scored = new Map();
  for (const el of allElements(document)) {
    if (SKIP_TEXT.has(el.tagName) || /^(HTML|BODY|HEAD)$/.test(el.tagName)) continue;
    const ofKind = test(el);
    const named = CLICK_ROLES.has(roleOf(el)) || isField(el);
    const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.data.trim());
    if (!ofKind && !named && !ownText) continue;
    if (!isVisible(el) && !(q.purpose === 'upload' && isFileInput(el))) continue;
    // Text inside a link or button is offered as that link or button.
    if (!ofKind && !named && closest(parentOf(el), (at) => CLICK_ROLES.has(roleOf(at)))) continue;
    const texts =
      ofKind || named
        ? [nameOf(el, cache), ...labelsOf(el, cache), el.getAttribute('placeholder'), screenLabels(cache).get(el)]
        : [textOf(el, cache.text)];
    for (const s of texts) {
      const score = similarity(t, norm(s));
      if (score < 0.4 || clean(s).length > 80) continue;
      const word = kindWord(el);
      const words = `${word === 'element' && !ofKind ? 'text' : word} "${clean(s)}"`;
      scored.set(words, Math.max(scored.get(words) || 0, score + (ofKind ? 0.05 : 0)));
    }
  }
  return [...scored.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map((e) => e[0]);
}

/** Ways an ancestor might be named uniquely, to scope an inner locator that is not unique alone. */
function ancestorSpecs(at, el, cache) {
  const specs = [];
  if (at.getAttribute('data-testid')) specs.push([{ kind: 'testId', value: at.getAttribute('data-testid') }]);
  const id = idSelector(at);
  if (id) specs.push([{ kind: 'css', selector: id }]);
  const role = roleOf(at);
  const name = nameOf(at, cache);
  if (role === 'row') {
    // Several cells, as one may be a prefix of another row's ("User 4" in "User 42").
    const keys = cellsOf(at)
      .filter((c) => !within(el, c.cell))
      .map((c) => clean(textOf(c.cell, cache.text)));
    for (const key of [...new Set(keys)].filter((k) => k && k.length <= 60).slice(0, 3))
      specs.push([
        { kind: 'role', role: 'row' },
        { kind: 'hasText', text: key },
      ]);
  } else if (role && name && name.length <= 60 && role !== 'generic') {
    specs.push([{ kind: 'role', role, name, exact: true }]);
  }
  const own = ownName(at, cache);
  const heading = at.querySelector('h1,h2,h3,h4,h5,h6,legend');
  const area = own || (heading && !within(el, heading) ? clean(textOf(heading, cache.text)) : '') || keyText(at, el);
  if (area && area.length <= 60 && /^(SECTION|ARTICLE|FIELDSET|FORM|LI|ASIDE|NAV|DIV|DIALOG|P|SPAN|LABEL)$/.test(at.tagName)) {
    const cls =
      typeof at.className === 'string'
        ? at.className
            .trim()
            .split(/\s+/)
            .filter((c) => /^[A-Za-z][\w-]*$/.test(c))[0]
        : '';
    specs.push([
      { kind: 'css', selector: at.tagName.toLowerCase() + (cls ? `.${cls}` : '') },
      { kind: 'hasText', text: area },
    ]);
  }
  return specs;
}

/** The ancestor's own words, without the element's: `Milk` for the <li> around the "Remove" button. */
function keyText(at, el) {
  let text = '';
  const walker = document.createTreeWalker(at, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!within(node.parentElement, el) && !SKIP_TEXT.has(node.parentElement.tagName)) text += ` ${node.data}`;
  }
  text = clean(text);
  return text.length <= 40 ? text : '';
}

/** What the Node side needs to build unique locators for an element. */
function hints(el) {
  const cache = newCache();
  const info = describeElement(el, cache);
  const ancestors = [];
  for (let at = parentOf(el), depth = 0; at && depth < 10 && !/^(BODY|HTML)$/.test(at.tagName); at = parentOf(at), depth++) {
    const specs = ancestorSpecs(at, el, cache);
    if (specs.length) ancestors.push(specs);
  }
  return {
    ...info,
    testId: el.getAttribute('data-testid'),
    placeholder: el.getAttribute('placeholder'),
    alt: el.getAttribute('alt'),
    title: el.getAttribute('title'),
    labels: labelsOf(el, cache),
    // A form control's text is its options or nothing a person reads as its name.
    ownText: /^(SELECT|TEXTAREA|INPUT)$/.test(el.tagName) ? '' : clean(textOf(el, cache.text)),
    nameAttr: el.getAttribute('name'),
    inputType: el.tagName === 'INPUT' ? (el.getAttribute('type') || '').toLowerCase() : '',
    idSelector: idSelector(el),
    ancestors,
  };
}
