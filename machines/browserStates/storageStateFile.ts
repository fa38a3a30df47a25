/**
 * Reads an uploaded Playwright storage-state file (what `browserContext.storageState()` writes:
 * `{cookies: [...], origins: [{origin, localStorage: [{name, value}]}]}`) into a storage state,
 * or says clearly what is wrong with it. The checks are the server's (openapi/storageState.ts),
 * with the same wording, but naming the file instead of the request field `storage_state`.
 */
import type { components } from '../../openapi/schema';
import { storageStateProblem as checkStorageState } from '../../openapi/storageState';

export type StorageState = components['schemas']['StorageState'];

export type StorageStateFileResult = { ok: true; storageState: StorageState } | { ok: false; error: string };

export const NOT_JSON = 'The file is not JSON.';

const PREFIX = 'Not a Playwright storage state: ';

/** The first wrong entry of a parsed file, named as the server would without its field name. */
export const storageStateProblem = (state: unknown) => checkStorageState(state, { whole: 'the file', prefix: '' });

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
