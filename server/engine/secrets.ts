/**
 * One way to keep secret values out of text: every known secret is replaced, as written and
 * in the forms it takes inside JSON and URLs (traces store text JSON-encoded, logs hold
 * addresses). Used for generation records and logs, run artifacts, and what a model is sent.
 */
export const MASK = '********';

function forms(secrets: Iterable<string>): string[] {
  const all = new Set<string>();
  for (const secret of secrets) {
    if (!secret) continue;
    all.add(secret);
    all.add(JSON.stringify(secret).slice(1, -1));
    all.add(encodeURIComponent(secret));
  }
  // Longest first, so that a secret containing another is replaced whole.
  return [...all].filter(Boolean).sort((a, b) => b.length - a.length);
}

export function maskText(text: string, secrets: Iterable<string>, replacement = MASK): string {
  return forms(secrets).reduce((out, secret) => out.split(secret).join(replacement), text);
}

/** The byte forms to look for in binary data (a zip entry) before decoding it. */
export function secretNeedles(secrets: Iterable<string>): Buffer[] {
  return forms(secrets).map((secret) => Buffer.from(secret, 'utf8'));
}
