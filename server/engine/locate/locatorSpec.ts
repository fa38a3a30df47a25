/**
 * A locator as plain data: the chain of Playwright locator calls that finds one element,
 * starting from the page. The resolver produces it, the executor turns it into a live
 * Playwright `Locator`, and code generation writes it out as TypeScript and Python, so what
 * was verified on the page is exactly what the script does.
 *
 * Open shadow roots need no part of their own: Playwright's role, text, label and CSS engines
 * pierce them. Iframes do: a `frame` part enters the frame its selector finds.
 */
import type { FrameLocator, Locator, Page } from 'playwright';
import { pyString, tsString } from '../codegen/literals.ts';

export type LocatorPart =
  | { kind: 'testId'; value: string }
  /** `getByRole(role, { name, exact })`; `name` omitted matches any name. */
  | { kind: 'role'; role: string; name?: string; exact?: boolean }
  | { kind: 'label'; text: string; exact: boolean }
  | { kind: 'placeholder'; text: string; exact: boolean }
  | { kind: 'altText'; text: string; exact: boolean }
  | { kind: 'title'; text: string; exact: boolean }
  | { kind: 'text'; text: string; exact: boolean }
  | { kind: 'css'; selector: string }
  /** `.filter({ hasText })`: keeps the matches containing this text. */
  | { kind: 'hasText'; text: string }
  /** `.nth(index)`, or `.last()` for -1. */
  | { kind: 'nth'; index: number }
  /** Enters the iframe its CSS selector finds: `.locator(selector).contentFrame()`. */
  | { kind: 'frame'; selector: string };

/** Applied left to right from the page. Never empty. */
export type LocatorSpec = LocatorPart[];

type Scope = Page | Locator | FrameLocator;

function applyPart(scope: Scope, part: LocatorPart): Scope {
  switch (part.kind) {
    case 'testId':
      return scope.getByTestId(part.value);
    case 'role':
      return scope.getByRole(
        part.role as Parameters<Page['getByRole']>[0],
        part.name === undefined ? {} : { name: part.name, exact: part.exact ?? false },
      );
    case 'label':
      return scope.getByLabel(part.text, { exact: part.exact });
    case 'placeholder':
      return scope.getByPlaceholder(part.text, { exact: part.exact });
    case 'altText':
      return scope.getByAltText(part.text, { exact: part.exact });
    case 'title':
      return scope.getByTitle(part.text, { exact: part.exact });
    case 'text':
      return scope.getByText(part.text, { exact: part.exact });
    case 'css':
      return scope.locator(part.selector);
    case 'hasText':
      return asLocator(scope, part).filter({ hasText: part.text });
    case 'nth':
      return part.index === -1 ? asLocator(scope, part).last() : asLocator(scope, part).nth(part.index);
    case 'frame':
      return scope.locator(part.selector).contentFrame();
  }
}

function asLocator(scope: Scope, part: LocatorPart): Locator {
  if (!('filter' in scope)) throw new Error(`A "${part.kind}" locator part must follow an element locator`);
  return scope;
}

/** The live Playwright locator for a spec. */
export function toLocator(page: Page, spec: LocatorSpec): Locator {
  const located = spec.reduce<Scope>(applyPart, page);
  if (!('filter' in located)) throw new Error('A locator must end on an element, not a page or frame');
  return located;
}

// Full escaping (carriage returns, control characters, lone surrogates), shared with codegen.
const ts = tsString;
const py = pyString;

function tsPart(part: LocatorPart): string {
  switch (part.kind) {
    case 'testId':
      return `getByTestId(${ts(part.value)})`;
    case 'role':
      return part.name === undefined
        ? `getByRole(${ts(part.role)})`
        : `getByRole(${ts(part.role)}, { name: ${ts(part.name)}${part.exact ? ', exact: true' : ''} })`;
    case 'label':
      return `getByLabel(${ts(part.text)}${part.exact ? ', { exact: true }' : ''})`;
    case 'placeholder':
      return `getByPlaceholder(${ts(part.text)}${part.exact ? ', { exact: true }' : ''})`;
    case 'altText':
      return `getByAltText(${ts(part.text)}${part.exact ? ', { exact: true }' : ''})`;
    case 'title':
      return `getByTitle(${ts(part.text)}${part.exact ? ', { exact: true }' : ''})`;
    case 'text':
      return `getByText(${ts(part.text)}${part.exact ? ', { exact: true }' : ''})`;
    case 'css':
      return `locator(${ts(part.selector)})`;
    case 'hasText':
      return `filter({ hasText: ${ts(part.text)} })`;
    case 'nth':
      return part.index === -1 ? 'last()' : part.index === 0 ? 'first()' : `nth(${part.index})`;
    case 'frame':
      return `locator(${ts(part.selector)}).contentFrame()`;
  }
}

function pyPart(part: LocatorPart): string {
  switch (part.kind) {
    case 'testId':
      return `get_by_test_id(${py(part.value)})`;
    case 'role':
      return part.name === undefined
        ? `get_by_role(${py(part.role)})`
        : `get_by_role(${py(part.role)}, name=${py(part.name)}${part.exact ? ', exact=True' : ''})`;
    case 'label':
      return `get_by_label(${py(part.text)}${part.exact ? ', exact=True' : ''})`;
    case 'placeholder':
      return `get_by_placeholder(${py(part.text)}${part.exact ? ', exact=True' : ''})`;
    case 'altText':
      return `get_by_alt_text(${py(part.text)}${part.exact ? ', exact=True' : ''})`;
    case 'title':
      return `get_by_title(${py(part.text)}${part.exact ? ', exact=True' : ''})`;
    case 'text':
      return `get_by_text(${py(part.text)}${part.exact ? ', exact=True' : ''})`;
    case 'css':
      return `locator(${py(part.selector)})`;
    case 'hasText':
      return `filter(has_text=${py(part.text)})`;
    case 'nth':
      return part.index === -1 ? 'last' : part.index === 0 ? 'first' : `nth(${part.index})`;
    case 'frame':
      return `locator(${py(part.selector)}).content_frame`;
  }
}

/** `page.getByRole('button', { name: 'Buy', exact: true })` */
export function locatorTypeScript(spec: LocatorSpec, page = 'page'): string {
  return [page, ...spec.map(tsPart)].join('.');
}

/** `page.get_by_role("button", name="Buy", exact=True)` */
export function locatorPython(spec: LocatorSpec, page = 'page'): string {
  return [page, ...spec.map(pyPart)].join('.');
}

/** Short human words for a spec, for messages and step records: `role button "Buy"`. */
export function describeLocator(spec: LocatorSpec): string {
  return spec
    .map((part) => {
      switch (part.kind) {
        case 'role':
          return part.name === undefined ? `${part.role}` : `${part.role} "${part.name}"`;
        case 'testId':
          return `test id "${part.value}"`;
        case 'css':
          return `css ${part.selector}`;
        case 'nth':
          return part.index === -1 ? 'last' : `#${part.index + 1}`;
        case 'frame':
          return `frame ${part.selector}`;
        case 'hasText':
          return `containing "${part.text}"`;
        default:
          return `${part.kind} "${part.text}"`;
      }
    })
    .join(' › ');
}
