// In-page: which elements a step's purpose and element type accept, and how a matched piece of
// text is retargeted to the element that acts (the <button> around <span>Buy</span>).
// biome-ignore-all lint/correctness/noUnusedVariables: fragments share one scope (see inPageScript.ts); top-level functions serve the other fragments or are the API it returns.

const CLICK_ROLES = new Set([
  'button',
  'link',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'tab',
  'checkbox',
  'radio',
  'switch',
  'option',
  'treeitem',
  'combobox',
]);
const TEXT_INPUT = /^(text|email|password|search|tel|url|number|date|datetime-local|month|time|week)$/;

function isTextbox(el) {
  const tag = el.tagName;
  if (tag === 'INPUT') return TEXT_INPUT.test((el.getAttribute('type') || 'text').toLowerCase());
  if (tag === 'TEXTAREA') return true;
  if (el.isContentEditable) return !parentOf(el)?.isContentEditable;
  const role = roleOf(el);
  return role === 'textbox' || role === 'searchbox' || role === 'spinbutton' || (role === 'combobox' && el.tagName === 'INPUT');
}

/** A form control to choose from: a <select>, a combobox or listbox, an autocomplete field offering a list. */
function isChoiceField(el) {
  const role = roleOf(el);
  if (el.tagName === 'SELECT' || role === 'combobox' || role === 'listbox') return true;
  // Select widgets (svelte-select and the like) type-ahead in a plain input that says it offers a list.
  return el.tagName === 'INPUT' && /^(list|both)$/.test(el.getAttribute('aria-autocomplete') || '');
}

/**
 * What people call a dropdown: a choice field, or a button that opens a menu or list of choices
 * (`aria-haspopup`, e.g. TinyMCE's block format button showing "Paragraph").
 */
function isDropdown(el) {
  if (isChoiceField(el)) return true;
  const popup = (el.getAttribute('aria-haspopup') || '').trim();
  return popup !== '' && popup !== 'false' && popup !== 'dialog' && roleOf(el) === 'button';
}

function isCheckable(el) {
  const role = roleOf(el);
  return role === 'checkbox' || role === 'radio' || role === 'switch' || role === 'menuitemcheckbox' || role === 'menuitemradio';
}

function isFileInput(el) {
  return el.tagName === 'INPUT' && (el.type || '').toLowerCase() === 'file';
}

function isField(el) {
  if (el.tagName === 'INPUT') return !/^(hidden|button|submit|reset|image)$/i.test(el.type);
  return isTextbox(el) || isChoiceField(el) || el.tagName === 'TEXTAREA';
}

/** Clickable: an interactive role, <summary>, a <label> of a control, onclick, or where cursor:pointer starts. */
function isClickable(el, cache) {
  if (cache.click.has(el)) return cache.click.get(el);
  let ok = CLICK_ROLES.has(roleOf(el)) || el.tagName === 'SUMMARY' || (el.tagName === 'LABEL' && !!el.control) || el.hasAttribute('onclick');
  if (!ok && !/^(HTML|BODY)$/.test(el.tagName)) {
    const parent = parentOf(el);
    ok = getComputedStyle(el).cursor === 'pointer' && !(parent && getComputedStyle(parent).cursor === 'pointer');
  }
  cache.click.set(el, ok);
  return ok;
}

const TYPE_ROLES = {
  button: ['button'],
  link: ['link'],
  checkbox: ['checkbox', 'switch', 'menuitemcheckbox'],
  radio: ['radio', 'menuitemradio'],
  heading: ['heading'],
  image: ['img', 'image'],
  tab: ['tab'],
  row: ['row'],
  cell: ['cell', 'gridcell', 'columnheader', 'rowheader'],
  menuitem: ['menuitem', 'menuitemcheckbox', 'menuitemradio'],
  option: ['option'],
  dialog: ['dialog', 'alertdialog'],
  table: ['table', 'grid', 'treegrid'],
};

/** The test an element must pass: from the element type when one is named, else from the purpose. */
function kindTest(purpose, elementType, cache) {
  const byPurpose = {
    click: (el) => isClickable(el, cache),
    hover: (el) => isClickable(el, cache),
    fill: isTextbox,
    select: isDropdown,
    check: isCheckable,
    upload: isFileInput,
  }[purpose];
  if (purpose === 'upload') return isFileInput;
  if (elementType === 'field') return byPurpose && purpose !== 'click' && purpose !== 'hover' ? byPurpose : isField;
  if (elementType === 'dropdown') return isDropdown;
  if (elementType === 'image') {
    // An icon is a picture too: an icon font's <i class="fa fa-cog"> or <span class="material-icons">.
    const image = (el) => el.tagName === 'IMG' || el.tagName === 'svg' || TYPE_ROLES.image.includes(roleOf(el)) || iconGlyph(el, cache);
    // `click the settings icon`: the icon-only button is what is clicked, not the picture in it.
    if (purpose === 'click' || purpose === 'hover') return (el) => (isClickable(el, cache) && iconOnly(el, cache)) || image(el);
    return image;
  }
  if (elementType === 'dialog') return (el) => TYPE_ROLES.dialog.includes(roleOf(el)) && (el.tagName !== 'DIALOG' || el.open);
  if (elementType && TYPE_ROLES[elementType]) return (el) => TYPE_ROLES[elementType].includes(roleOf(el));
  if (elementType === 'text') return () => true;
  return byPurpose || (() => true);
}

/**
 * The element that a match stands for: itself when it passes the kind test, else the closest
 * ancestor that does, or the control of a <label> on the way. For uploads, a button or label
 * that opens a file input stands for that input.
 */
function retarget(el, test, purpose) {
  for (let at = el, depth = 0; at && depth < 12; at = parentOf(at), depth++) {
    if (test(at)) return at;
    if (at.tagName === 'LABEL' && at.control && test(at.control)) return at.control;
    if (/^(BODY|HTML)$/.test(at.tagName)) break;
  }
  if (purpose === 'upload') return fileInputNear(el);
  return null;
}

/** The one file input in the nearest container around an "Upload…" button or label. */
function fileInputNear(el) {
  for (let at = parentOf(el), depth = 0; at && depth < 4; at = parentOf(at), depth++) {
    const inputs = at.querySelectorAll('input[type=file]');
    if (inputs.length === 1) return inputs[0];
    if (inputs.length > 1) return null;
  }
  return null;
}

/** Noun for describing an element to people. */
function kindWord(el) {
  const role = roleOf(el);
  if (isFileInput(el)) return 'file input';
  if (isTextbox(el)) return 'field';
  const words = {
    button: 'button',
    link: 'link',
    checkbox: 'checkbox',
    switch: 'switch',
    radio: 'radio',
    combobox: 'dropdown',
    listbox: 'dropdown',
    heading: 'heading',
    img: 'image',
    tab: 'tab',
    row: 'row',
    cell: 'cell',
    gridcell: 'cell',
    columnheader: 'column header',
    rowheader: 'row header',
    menuitem: 'menu item',
    option: 'option',
    dialog: 'dialog',
    alertdialog: 'dialog',
    table: 'table',
    grid: 'table',
    region: 'section',
    group: 'group',
    listitem: 'list item',
    navigation: 'navigation',
    form: 'form',
  };
  return words[role] || (el.tagName === 'LABEL' ? 'label' : 'element');
}
