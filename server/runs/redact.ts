/**
 * Secret values never reach a run's artifacts: text files are masked as a whole
 * (server/engine/secrets.ts), and the Playwright trace (a zip of JSON lines, DOM snapshots and
 * network bodies under resources/) entry by entry, each in every encoding a secret can take.
 */
import { unzipSync, zipSync } from 'fflate';
import { maskBytes } from '../engine/secrets.ts';

export { MASK, maskText } from '../engine/secrets.ts';

/** The zip with every entry that holds a secret rewritten masked; untouched when none does. */
export function maskZip(zip: Uint8Array, secrets: string[]): Uint8Array {
  if (!secrets.some((secret) => secret.length > 0)) return zip;
  const entries = unzipSync(zip);
  let changed = false;
  for (const [name, data] of Object.entries(entries)) {
    const masked = maskBytes(data, secrets);
    if (!masked) continue;
    entries[name] = new Uint8Array(masked);
    changed = true;
  }
  return changed ? zipSync(entries, { level: 6 }) : zip;
}
