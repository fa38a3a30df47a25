// In-page: ARIA role and accessible name, approximated. Locators built from them are always
// re-checked with Playwright's own getByRole, so an approximation can cost robustness, never
// correctness.
// biome-ignore-all lint/correctness/noUnusedVariables: fragments share one scope (see inPageScript.ts); top-level functions serve the other fragments or are the API it returns.

const INPUT_ROLES = {
  button: 'button',
  submit: 'button',
  reset: 'button',
  image: 'button',
  file: 'button',
  checkbox: 'checkbox',
  radio: 'radio',
  range: 'slider',
  number: 'spinbutton',
  search: 'searchbox',
  hidden: null,
};

function implicitRole(el) {
  const tag = el.tagName;
  switch (tag) {
    case 'A':
    case 'AREA':
      return el.hasAttribute('href') ? 'link' : null;
    case 'BUTTON':
      return 'button';
    case 'INPUT': {
      const type = (el.getAttribute('type') || 'text').toLowerCase();
      if (type in INPUT_ROLES) return INPUT_ROLES[type];
      return el.hasAttribute('list') ? 'combobox' : 'textbox';
    }
    case 'SELECT':
      return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
    case 'TEXTAREA':
      return 'textbox';
    case 'H1':
    case 'H2':
    case 'H3':
    case 'H4':
    case 'H5':
    case 'H6':
      return 'heading';
    case 'IMG':
      return el.getAttribute('alt') === '' ? null : 'img';
    case 'TABLE':
      return 'table';
    case 'TR':
      return 'row';
    case 'TD':
      return closest(el, (at) => at.tagName === 'TABLE' && at.getAttribute('role') === 'grid') ? 'gridcell' : 'cell';
    case 'TH':
      return el.getAttribute('scope') === 'row' ? 'rowheader' : 'columnheader';
    case 'THEAD':
    case 'TBODY':
    case 'TFOOT':
      return 'rowgroup';
    case 'UL':
    case 'OL':
    case 'MENU':
      return 'list';
    case 'LI':
      return 'listitem';
    case 'NAV':
      return 'navigation';
    case 'MAIN':
      return 'main';
    case 'ASIDE':
      return 'complementary';
    case 'ARTICLE':
      return 'article';
    case 'DIALOG':
      return 'dialog';
    case 'OPTION':
      return 'option';
    case 'FIELDSET':
    case 'DETAILS':
      return 'group';
    case 'PROGRESS':
      return 'progressbar';
    case 'HR':
      return 'separator';
    case 'OUTPUT':
      return 'status';
    case 'P':
      return 'paragraph';
    case 'FIGURE':
      return 'figure';
    case 'SECTION':
      return hasOwnName(el) ? 'region' : null;
    case 'FORM':
      return hasOwnName(el) ? 'form' : null;
    case 'HEADER':
      return closest(parentOf(el) || el, (at) => /^(ARTICLE|SECTION|MAIN|ASIDE|NAV)$/.test(at.tagName)) ? null : 'banner';
    case 'FOOTER':
      return closest(parentOf(el) || el, (at) => /^(ARTICLE|SECTION|MAIN|ASIDE|NAV)$/.test(at.tagName)) ? null : 'contentinfo';
    default:
      return null;
  }
}

function hasOwnName(el) {
  return !!(el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.getAttribute('title'));
}

function roleOf(el) {
  const explicit = (el.getAttribute('role') || '').trim().split(/\s+/)[0];
  if (explicit && explicit !== 'none' && explicit !== 'presentation') return explicit;
  if (explicit) return null;
  return implicitRole(el);
}

/** Roles whose name comes from their content (ARIA "name from contents"). */
const NAME_FROM_CONTENT = new Set([
  'button',
  'cell',
  'checkbox',
  'columnheader',
  'gridcell',
  'heading',
  'link',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'radio',
  'row',
  'rowheader',
  'switch',
  'tab',
  'tooltip',
  'treeitem',
]);

function byIdRefs(el, attr) {
  const ids = (el.getAttribute(attr) || '').trim().split(/\s+/).filter(Boolean);
  const root = el.getRootNode();
  return ids.map((id) => (root.getElementById ? root.getElementById(id) : document.getElementById(id))).filter(Boolean);
}

/** Text a label gives, without the value of the control it wraps. */
function labelText(label, control) {
  if (!within(control, label)) return textOf(label);
  let text = '';
  for (const node of label.childNodes) {
    if (node === control) continue;
    if (node.nodeType === 3) text += node.data;
    else if (node.nodeType === 1 && !within(control, node)) text += ` ${textOf(node)}`;
  }
  return text;
}

/** Every text that labels a form control: aria-labelledby, aria-label, <label>s. */
function labelsOf(el, cache) {
  if (cache.labels.has(el)) return cache.labels.get(el);
  const out = [];
  const refs = byIdRefs(el, 'aria-labelledby');
  if (refs.length) out.push(clean(refs.map((r) => textOf(r, cache.text)).join(' ')));
  if (el.getAttribute('aria-label')) out.push(clean(el.getAttribute('aria-label')));
  if (el.labels) for (const label of el.labels) out.push(clean(labelText(label, el)));
  const result = out.filter(Boolean);
  cache.labels.set(el, result);
  return result;
}

const LABELABLE = /^(INPUT|SELECT|TEXTAREA|METER|PROGRESS|OUTPUT)$/;

/** The accessible name, approximately as in the accname spec's common paths. */
function nameOf(el, cache) {
  if (cache.names.has(el)) return cache.names.get(el);
  let name = '';
  const refs = byIdRefs(el, 'aria-labelledby');
  if (refs.length) name = refs.map((r) => textOf(r, cache.text)).join(' ');
  if (!clean(name)) name = el.getAttribute('aria-label') || '';
  if (!clean(name)) name = nativeName(el, cache);
  if (!clean(name) && NAME_FROM_CONTENT.has(roleOf(el))) name = contentName(el);
  if (!clean(name)) name = el.getAttribute('title') || '';
  if (!clean(name) && /^(INPUT|TEXTAREA)$/.test(el.tagName)) name = el.getAttribute('placeholder') || '';
  name = clean(name);
  cache.names.set(el, name);
  return name;
}

function nativeName(el, cache) {
  const tag = el.tagName;
  if (tag === 'INPUT') {
    const type = (el.type || '').toLowerCase();
    if (type === 'submit' || type === 'reset') return el.value || (type === 'submit' ? 'Submit' : 'Reset');
    if (type === 'button') return el.value;
    if (type === 'image') return el.alt || el.value;
  }
  if (tag === 'IMG' || tag === 'AREA') return el.getAttribute('alt') || '';
  if (LABELABLE.test(tag) && el.labels?.length) return [...el.labels].map((l) => labelText(l, el)).join(' ');
  if (tag === 'BUTTON' && el.labels && el.labels.length) return [...el.labels].map((l) => labelText(l, el)).join(' ');
  if (tag === 'FIELDSET') {
    const legend = el.querySelector(':scope > legend');
    return legend ? textOf(legend, cache.text) : '';
  }
  if (tag === 'TABLE') {
    const caption = el.querySelector(':scope > caption');
    return caption ? textOf(caption, cache.text) : '';
  }
  if (tag === 'FIGURE') {
    const cap = el.querySelector(':scope > figcaption');
    return cap ? textOf(cap, cache.text) : '';
  }
  return '';
}

/** Name from content: text plus the names of images and hidden parts left out. */
function contentName(el) {
  let text = '';
  const add = (nodes) => {
    for (const node of nodes) {
      if (node.nodeType === 3) text += node.data;
      if (node.nodeType !== 1 || SKIP_TEXT.has(node.tagName) || node.getAttribute('aria-hidden') === 'true') continue;
      if (node.tagName === 'IMG') text += ` ${node.getAttribute('alt') || ''} `;
      else if (node.tagName === 'SLOT') {
        const a = node.assignedNodes();
        add(a.length ? a : node.childNodes);
      } else if (node.getAttribute('aria-label')) text += ` ${node.getAttribute('aria-label')} `;
      else {
        const block = /^(DIV|P|LI|TR|TD|TH|BR|H[1-6])$/.test(node.tagName);
        if (block) text += ' ';
        add(node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes);
        if (block) text += ' ';
      }
    }
  };
  add(el.shadowRoot ? el.shadowRoot.childNodes : el.childNodes);
  if (el.tagName === 'INPUT' && /^(button|submit|reset)$/i.test(el.type)) text = el.value;
  return text;
}

function headingLevel(el) {
  const m = /^H([1-6])$/.exec(el.tagName);
  if (m) return Number(m[1]);
  return Number(el.getAttribute('aria-level')) || 2;
}
