/**
 * Secret values never reach a run's artifacts: text files are masked as a whole, and the
 * Playwright trace (a zip of JSON lines, DOM snapshots and network bodies) entry by entry.
 * A value is masked as written and as JSON escapes it, since traces store text JSON-encoded.
 */
import { unzipSync, zipSync } from 'fflate';

export const MASK = '********';

function forms(secrets: string[]): string[] {
  const all = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    all.add(secret);
    all.add(JSON.stringify(secret).slice(1, -1));
    all.add(encodeURIComponent(secret));
  }
  // Longest first, so that a secret containing another is masked whole.
  return [...all].filter(Boolean).sort((a, b) => b.length - a.length);
}

export function maskText(text: string, secrets: string[]): string {
  return forms(secrets).reduce((out, secret) => out.split(secret).join(MASK), text);
}

/** The zip with every entry that holds a secret rewritten masked; untouched when none does. */
export function maskZip(zip: Uint8Array, secrets: string[]): Uint8Array {
  const needles = forms(secrets).map((secret) => Buffer.from(secret, 'utf8'));
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
