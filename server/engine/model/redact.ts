/** Secrets never leave for a model: every known secret value is replaced before a prompt is sent. */
import { maskText } from '../secrets.ts';

export const REDACTED = '[secret]';

export function redactSecrets(text: string, secrets: Iterable<string>): string {
  return maskText(text, secrets, REDACTED);
}
