// In-page: the small API the Node side calls besides find/similar/hints.
// biome-ignore-all lint/correctness/noUnusedVariables: fragments share one scope (see inPageScript.ts); these functions are the API inPageScript.ts returns.

/** Where an <iframe>'s content sits in this frame's viewport, its document position, and selectors for it. */
function frameInfo(iframe) {
  const r = iframe.getBoundingClientRect();
  const style = getComputedStyle(iframe);
  const elements = allElements(document);
  const selectors = [];
  const id = idSelector(iframe);
  if (id) selectors.push(id);
  const tag = iframe.tagName.toLowerCase();
  for (const attr of ['name', 'title']) {
    const value = iframe.getAttribute(attr);
    if (value) selectors.push(`${tag}[${attr}=${JSON.stringify(value)}]`);
  }
  selectors.push(`${tag}:nth-of-type(${1 + [...iframe.parentNode.children].filter((c) => c.tagName === iframe.tagName).indexOf(iframe)})`);
  selectors.push(cssPath(iframe));
  return {
    x: r.left + iframe.clientLeft + parseFloat(style.paddingLeft || '0'),
    y: r.top + iframe.clientTop + parseFloat(style.paddingTop || '0'),
    order: elements.indexOf(iframe),
    selectors,
  };
}

/** `#wrap > div:nth-of-type(2) > iframe:nth-of-type(1)`: a last resort that is unique by construction. */
function cssPath(el) {
  const steps = [];
  for (let at = el; at && at.nodeType === 1 && at.tagName !== 'HTML'; at = at.parentElement) {
    const id = idSelector(at);
    if (id && at !== el) {
      steps.unshift(id);
      break;
    }
    const same = at.parentElement ? [...at.parentElement.children].filter((c) => c.tagName === at.tagName) : [at];
    steps.unshift(at.tagName.toLowerCase() + (same.length > 1 ? `:nth-of-type(${same.indexOf(at) + 1})` : ''));
  }
  return steps.join(' > ');
}

/** The roots of a query's location (section, dialog, table row or cell), kept like find's results. */
function scopeRoots(q) {
  const cache = newCache();
  const scope = scopeOf(q, allElements(document), cache);
  const roots = scope.roots || [];
  store.set(q.id, roots);
  return { count: roots.length, missing: scope.missing || null };
}

function get(id, index) {
  const list = store.get(id);
  return list ? list[index] : undefined;
}

function drop(id) {
  store.delete(id);
}

/** Whether a click at (x, y) in this frame's viewport reaches the given <iframe> (not an overlay). */
function pointHitsFrame(iframe, x, y) {
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return true;
  const hit = hitAt(document, x, y);
  return !hit || within(hit, iframe);
}
