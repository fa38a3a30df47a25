/**
 * Secret values never reach a run's artifacts: text files are masked as a whole
 * (server/engine/secrets.ts), and the Playwright trace (a zip of JSON lines, DOM snapshots and
 * network bodies) entry by entry.
 */
import { unzipSync, zipSync } from 'fflate';
import { maskText, secretNeedles } from '../engine/secrets.ts';

export { MASK, maskText } from '../engine/secrets.ts';

/** The zip with every entry that holds a secret rewritten masked; untouched when none does. */
export function maskZip(zip: Uint8Array, secrets: string[]): Uint8Array {
  const needles = secretNeedles(secrets);
  if (needles.length === 0) return zip;
  const entries = unzipSync(zip);
  let changed = false;
  for (const [name, data] of Object.entries(entries)) {
    const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    if (!needles.some((needle) => buffer.includes(needle))) continue;
    entries[name] = Buffer.from(maskText(buffer.toString('utf8'), secrets), 'utf8');
    changed = true;
  }
  return changed ? zipSync(entries, { level: 6 }) : zip;
}
