/** Secrets never leave for a model: every known secret value is replaced before a prompt is sent. */
export const REDACTED = '[secret]';

export function redactSecrets(text: string, secrets: Iterable<string>): string {
  // Longest first, so that a secret containing another is replaced whole.
  const values = [...secrets].filter((value) => value.length > 0).sort((a, b) => b.length - a.length);
  return values.reduce((out, secret) => out.split(secret).join(REDACTED), text);
}
