/**
 * The checks the contract's `StorageState` schema describes, entry by entry: the shape
 * Playwright's `storageState` option accepts. A state Playwright refuses would otherwise fail
 * only when a test runs. The server checks request bodies with it and the browser checks a
 * chosen file before sending, in the same words.
 */

const SAME_SITE = ['Strict', 'Lax', 'None'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first wrong entry of `state`, or null when Playwright accepts it. `whole` names the state
 * itself ('storage_state', 'the file') and `prefix` starts each entry's name ('storage_state.').
 */
export function storageStateProblem(state: unknown, { whole, prefix } = { whole: 'storage_state', prefix: 'storage_state.' }): string | null {
  if (!isObject(state)) return `${whole} must be an object with cookies and origins.`;
  if (!Array.isArray(state.cookies)) return `${prefix}cookies must be a list.`;
  if (!Array.isArray(state.origins)) return `${prefix}origins must be a list.`;
  for (const [index, cookie] of state.cookies.entries()) {
    const at = `${prefix}cookies[${index}]`;
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
    const at = `${prefix}origins[${index}]`;
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
