/**
 * Reads an uploaded Playwright storage-state file (what `browserContext.storageState()` writes:
 * `{cookies: [...], origins: [{origin, localStorage: [{name, value}]}]}`) into a storage state,
 * or says clearly what is wrong with it. The checks mirror the server's (`storageStateProblem` in
 * server/api/handlers/browserStates.ts) entry by entry, with the same wording: the server's
 * `storage_state.` prefix is dropped, since here the user holds a file, not a request field.
 */
import type { components } from '../../openapi/schema';

export type StorageState = components['schemas']['StorageState'];

export type StorageStateFileResult = { ok: true; storageState: StorageState } | { ok: false; error: string };

export const NOT_JSON = 'The file is not JSON.';

const PREFIX = 'Not a Playwright storage state: ';

const SAME_SITE = ['Strict', 'Lax', 'None'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first wrong entry of a parsed file, as the server would name it; null when Playwright accepts it. */
export function storageStateProblem(state: unknown): string | null {
  if (!isObject(state)) return 'the file must hold an object with cookies and origins.';
  if (!Array.isArray(state.cookies)) return 'cookies must be a list.';
  if (!Array.isArray(state.origins)) return 'origins must be a list.';
  for (const [index, cookie] of state.cookies.entries()) {
    const at = `cookies[${index}]`;
    if (!isObject(cookie)) return `${at} must be an object.`;
    for (const field of ['name', 'value', 'domain', 'path']) {
      if (typeof cookie[field] !== 'string') return `${at}.${field} must be a string.`;
    }
    if (cookie.expires !== undefined && typeof cookie.expires !== 'number') return `${at}.expires must be a number.`;
    for (const field of ['httpOnly', 'secure']) {
      if (cookie[field] !== undefined && typeof cookie[field] !== 'boolean') return `${at}.${field} must be true or false.`;
    }
    if (cookie.sameSite !== undefined && !SAME_SITE.includes(cookie.sameSite as string)) return `${at}.sameSite must be Strict, Lax or None.`;
  }
  for (const [index, origin] of state.origins.entries()) {
    const at = `origins[${index}]`;
    if (!isObject(origin)) return `${at} must be an object.`;
    if (typeof origin.origin !== 'string') return `${at}.origin must be a string.`;
    if (!Array.isArray(origin.localStorage)) return `${at}.localStorage must be a list.`;
    for (const [entryIndex, entry] of origin.localStorage.entries()) {
      if (!isObject(entry) || typeof entry.name !== 'string' || typeof entry.value !== 'string') {
        return `${at}.localStorage[${entryIndex}] must have a string name and value.`;
      }
    }
  }
  return null;
}

/** Parses a chosen file's text: the storage state, or the message to show under the file field. */
export function parseStorageStateFile(text: string): StorageStateFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: NOT_JSON };
  }
  const problem = storageStateProblem(parsed);
  if (problem) return { ok: false, error: `${PREFIX}${problem}` };
  return { ok: true, storageState: parsed as StorageState };
}

/** 'admin.json' → 'admin', 'staging.state.json' → 'staging.state', '.json' → '.json', 'notes' → 'notes'. */
export function nameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim();
}
