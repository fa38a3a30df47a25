/**
 * The validation rules of spec section 5, checked again on the server with the spec's own
 * messages: the UI checks them too, but any caller can reach the API. The contract's schemas
 * encode the same rules (patterns, lengths), so a request they refuse is answered with these
 * messages as well (`contractErrorMessage`, used by the app's error handler).
 */
import { INVALID_URL_MESSAGE, isParameterKey, isValidUrl, PARAMETER_KEY_PATTERN, REQUIRED_MESSAGE } from '../../rules/validation.ts';
import { normalizePath } from './tree.ts';
import { HttpError } from './httpError.ts';

export { INVALID_URL_MESSAGE, REQUIRED_MESSAGE };
export const FORBIDDEN_CHARACTERS_MESSAGE = 'Contain forbidden characters';
export const INVALID_PARAMETER_KEY_MESSAGE = 'Invalid parameter key';
export const INVALID_SLUG_MESSAGE = 'Only lowercase letters, numbers, and dashes are allowed.';
export const SELF_TEST_MESSAGE =
  "Won't test Critical Journey: this test targets Critical Journey's own address. Point it at the website you want to test.";

// The spec's list plus every control character (C0 and DEL).
const FORBIDDEN_CHARACTERS = /[<>:"/\\|?*\u0000-\u001F\u007F]/;
const SLUG = /^[a-z0-9-]+$/;

const invalid = (message: string, field: string) => new HttpError(400, message, field);

/** A required text: trimmed, and non-empty after trimming. */
export function requiredText(value: unknown, field: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw invalid(REQUIRED_MESSAGE, field);
  return text;
}

/** A test's (or folder's) name: required, without the forbidden characters. */
export function treeName(value: unknown, field = 'name'): string {
  const name = requiredText(value, field);
  if (FORBIDDEN_CHARACTERS.test(name)) throw invalid(FORBIDDEN_CHARACTERS_MESSAGE, field);
  return name;
}

/** A folder path, normalized; `/` separates folders and every folder name is checked. Empty is the root. */
export function treePath(value: unknown, field = 'path'): string {
  const path = normalizePath(typeof value === 'string' ? value : '');
  if (path.split('/').some((segment) => FORBIDDEN_CHARACTERS.test(segment))) throw invalid(FORBIDDEN_CHARACTERS_MESSAGE, field);
  return path;
}

/** A folder path that must name a folder, never the root (moving or deleting "everything" is refused). */
export function folderPath(value: unknown, field: string): string {
  const path = treePath(value, field);
  if (!path) throw invalid(REQUIRED_MESSAGE, field);
  return path;
}

/** A web address (loosely: no top-level domain needed, underscores allowed, under 2083 characters). */
export function websiteUrl(value: unknown, field = 'website'): string {
  const url = requiredText(value, field);
  if (!isValidUrl(url)) throw invalid(INVALID_URL_MESSAGE, field);
  return url;
}

export function parameterKeys(parameters: Record<string, string> | undefined, field = 'test_parameters'): Record<string, string> {
  const result = parameters ?? {};
  for (const key of Object.keys(result)) if (!isParameterKey(key)) throw invalid(INVALID_PARAMETER_KEY_MESSAGE, field);
  return result;
}

export const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (U+0000).';
export const LONE_SURROGATE_MESSAGE = 'Text must be valid Unicode: it holds half of a surrogate pair (U+D800–U+DFFF) without the other half.';

/** With the u flag a surrogate pair reads as one code point: only half of one matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why PostgreSQL could not store this text, or null when it can. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
  // Text columns would silently turn it into U+FFFD, and jsonb refuses its JSON escape ("\ud800").
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/**
 * Where a request value (member names included) holds text PostgreSQL cannot store, e.g.
 * "body/test_cases/0/name", and why; null when nowhere. Unrefused, it fails in SQL and the
 * caller gets a 500 for what is their mistake (both found by the API fuzzer). Walked with a
 * stack of its own, not by recursion: a body of 10,000 nested arrays is valid JSON, and
 * recursing into it overflowed the call stack (a 500 the fuzzer found too).
 */
export function unstorableTextAt(value: unknown, field: string): { field: string; message: string } | null {
  const pending: { value: unknown; field: string }[] = [{ value, field }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (typeof next.value === 'string') {
      const message = unstorable(next.value);
      if (message) return { field: next.field, message };
      continue;
    }
    if (!next.value || typeof next.value !== 'object') continue;
    const children: { value: unknown; field: string }[] = [];
    for (const [key, child] of Object.entries(next.value)) {
      const at = `${next.field}/${key}`;
      const message = unstorable(key);
      if (message) return { field: at, message };
      children.push({ value: child, field: at });
    }
    // Reversed onto the stack, so members are looked at in their order.
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index]!);
  }
  return null;
}

/** Refuses a request whose path, query or body holds text PostgreSQL cannot store (see unstorableTextAt). */
export function refuseUnstorableText(parts: Record<string, unknown>): void {
  const found = unstorableTextAt(parts, '');
  if (found) throw invalid(found.message, found.field.replace(/^\//, ''));
}

export function publishSlug(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const slug = typeof value === 'string' ? value.trim() : '';
  if (!SLUG.test(slug)) throw invalid(INVALID_SLUG_MESSAGE, 'slug');
  return slug;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A written address as a URL; addresses may omit the scheme ("shop.test:8080"), which means http. */
function parseWebsite(website: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `http://${website}`;
  return URL.canParse(withScheme) ? new URL(withScheme) : null;
}

/**
 * Whether the website is the product's own address: same scheme, host and port, with the
 * loopback names treated alike. Another port on the same machine is another site.
 */
export function isProductAddress(website: string, productOrigin: string): boolean {
  const target = parseWebsite(website);
  const product = parseWebsite(productOrigin);
  if (!target || !product) return false;
  const host = (url: URL) => (LOOPBACK.has(url.hostname) ? 'localhost' : url.hostname.toLowerCase());
  return target.protocol === product.protocol && target.port === product.port && host(target) === host(product);
}

export function refuseSelfTest(website: string, productOrigin: string): void {
  if (isProductAddress(website, productOrigin)) throw invalid(SELF_TEST_MESSAGE, 'website');
}

type AjvError = { keyword: string; instancePath?: string; params?: Record<string, unknown>; message?: string };

/** Which field a contract error is about, e.g. "test_cases/0/name" or the query parameter's name. */
function fieldOf(error: AjvError): string {
  return (error.instancePath ?? '').replace(/^\//, '');
}

/**
 * The spec's message for a request the contract refused, when the broken rule is one of
 * section 5's; null otherwise (the caller then reports the schema's own wording).
 */
export function contractErrorMessage(errors: AjvError[] | undefined): { message: string; detail: string } | null {
  for (const error of errors ?? []) {
    const field = fieldOf(error);
    const pattern = String(error.params?.pattern ?? '');
    if (error.keyword === 'pattern' && pattern === PARAMETER_KEY_PATTERN.source) return { message: INVALID_PARAMETER_KEY_MESSAGE, detail: field };
    if (error.keyword === 'pattern' && pattern === SLUG.source) return { message: INVALID_SLUG_MESSAGE, detail: field };
    if (error.keyword === 'pattern' && pattern.startsWith('^[^<>:"')) return { message: FORBIDDEN_CHARACTERS_MESSAGE, detail: field };
    // An empty value (a missing property stays the schema's wording: no form sends one).
    if (error.keyword === 'minLength' && error.params?.limit === 1) return { message: REQUIRED_MESSAGE, detail: field };
    if (error.keyword === 'maxLength' && /(^|\/)(website|website_url_override)$/.test(field)) return { message: INVALID_URL_MESSAGE, detail: field };
  }
  return null;
}
