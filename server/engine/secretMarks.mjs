// Screenshots hide every place a secret shows, not only the fields it was typed into: a page
// may echo it as text (a greeting, an error, a confirmation). Shared by generation
// (server/engine/generate/generate.ts) and by the run harness, which imports a copy from its
// run folder (server/runs/runProject.ts): plain JavaScript, so that the harness can load it.

/** The attribute that marks an element to be masked in the next screenshot. */
export const SECRET_MARK = 'data-cj-secret';

/**
 * Runs in the page (passed to evaluate, so it must use nothing from outside): marks every field
 * whose value holds a secret and the innermost elements whose text holds one, open shadow roots
 * included, after clearing the marks of an earlier screenshot. Answers how many it marked.
 */
export function markSecretText(values) {
  const attribute = 'data-cj-secret';
  const roots = [document];
  for (let index = 0; index < roots.length; index++) {
    for (const element of roots[index].querySelectorAll('*')) {
      if (element.hasAttribute(attribute)) element.removeAttribute(attribute);
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
  }
  let marked = 0;
  const mark = (element) => {
    if (element.hasAttribute(attribute)) return;
    element.setAttribute(attribute, '');
    marked++;
  };
  // The innermost element holding the value; an element whose own text holds it is marked whole.
  const visit = (container, value) => {
    const target = container instanceof ShadowRoot ? container.host : container;
    const own = [...container.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.data.includes(value));
    const children = [...container.children].filter((child) => (child.textContent ?? '').includes(value));
    if (own || children.length === 0) return mark(target);
    for (const child of children) visit(child, value);
  };
  for (const root of roots) {
    for (const field of root.querySelectorAll('input, textarea, select')) {
      if (values.some((value) => String(field.value ?? '').includes(value))) mark(field);
    }
    const container = root === document ? document.body : root;
    if (!container) continue;
    for (const value of values) if ((container.textContent ?? '').includes(value)) visit(container, value);
  }
  return marked;
}

/**
 * The locators a screenshot masks: password fields, and every element of every frame that shows
 * one of the secrets (marked by markSecretText). A frame that cannot be read (navigating away,
 * detached) is skipped: a half-loaded frame shows nothing to hide yet.
 */
export async function secretMasks(page, secrets) {
  const masks = [page.locator('input[type=password]')];
  const values = secrets.filter((secret) => typeof secret === 'string' && secret.length > 0);
  if (values.length === 0) return masks;
  for (const frame of page.frames()) {
    const marked = await frame.evaluate(markSecretText, values).catch(() => 0);
    if (marked > 0) masks.push(frame.locator(`[${SECRET_MARK}]`));
  }
  return masks;
}
