/**
 * One way to keep secret values out of text: every known secret is replaced in every form it
 * can take on the wire and in a page. Used for generation records and logs, run artifacts
 * (logs, and each entry of a trace: network bodies, DOM snapshots) and what a model is sent.
 *
 * A secret is matched character by character, each character in any of its encodings, so
 * that forms mixing them are found too: as written, JSON-escaped (`\"`, `\u00e9`),
 * percent-encoded (encodeURIComponent, encodeURI, any letter encoded or not, either hex
 * case), form-urlencoded (a space as `+`) and HTML-escaped (named or numeric entities). A long
 * enough secret is also found inside base64 (a Basic authorization header `user:password`).
 */
export const MASK = '********';

const NAMED: Record<string, string[]> = { '&': ['amp'], '<': ['lt'], '>': ['gt'], '"': ['quot'], "'": ['apos'], '\u00a0': ['nbsp'] };
const JSON_SHORT: Record<string, string> = { '"': '\\"', '\\': '\\\\', '/': '\\/', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
/** Base64 of fewer stable characters than this would match unrelated data (images in snapshots). */
const MIN_BASE64 = 8;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** Hex digits in either case, with optional leading zeros where an entity allows them. */
const hex = (value: number, width = 0) =>
  value
    .toString(16)
    .padStart(width, '0')
    .replace(/[a-f]/g, (d) => `[${d}${d.toUpperCase()}]`);

/** Every way one character (a code point) can be written. */
function characterForms(char: string): string {
  const code = char.codePointAt(0)!;
  const forms = [escapeRegExp(char), [...Buffer.from(char, 'utf8')].map((byte) => `%${hex(byte, 2)}`).join('')];
  if (char === ' ') forms.push('\\+');
  forms.push(`&#0*${code};`, `&#[xX]0*${hex(code)};`);
  for (const name of NAMED[char] ?? []) forms.push(`&${name};`);
  if (JSON_SHORT[char]) forms.push(escapeRegExp(JSON_SHORT[char]));
  const units = char.length === 1 ? [char.charCodeAt(0)] : [char.charCodeAt(0), char.charCodeAt(1)];
  forms.push(units.map((unit) => `\\\\u${hex(unit, 4)}`).join(''));
  return `(?:${forms.join('|')})`;
}

/** The part of the secret's base64 that does not depend on what precedes it, at each of the three alignments. */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const found: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    // Characters touching the padding or the unknown preceding bytes vary with context.
    const start = Math.ceil((offset * 4) / 3);
    const end = Math.floor(((offset + bytes.length) * 4) / 3);
    const stable = encoded.slice(start, end);
    if (stable.length >= MIN_BASE64) found.push(stable);
  }
  return found;
}

const cache = new Map<string, RegExp | null>();

/** One pattern for all the secrets, longest first so that a secret containing another is replaced whole. */
function pattern(secrets: Iterable<string>): RegExp | null {
  const list = [...new Set([...secrets].filter((secret) => typeof secret === 'string' && secret.length > 0))].sort((a, b) => b.length - a.length);
  const key = JSON.stringify(list);
  if (cache.has(key)) return cache.get(key)!;
  const alternatives = list.flatMap((secret) => [[...secret].map(characterForms).join(''), ...base64Forms(secret).map(escapeRegExp)]);
  const compiled = alternatives.length === 0 ? null : new RegExp(alternatives.join('|'), 'g');
  if (cache.size > 100) cache.clear();
  cache.set(key, compiled);
  return compiled;
}

export function maskText(text: string, secrets: Iterable<string>, replacement = MASK): string {
  const found = pattern(secrets);
  return found ? text.replace(found, () => replacement) : text;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The bytes with every secret masked, or null when none is there. Text (UTF-8) is masked as
 * text; other data byte for byte (each secret as its UTF-8 bytes), so that it is not mangled by
 * a round trip through a string.
 */
export function maskBytes(data: Uint8Array, secrets: string[]): Buffer | null {
  let text: string | null = null;
  try {
    text = strictUtf8.decode(data);
  } catch {
    text = null;
  }
  if (text !== null) {
    const masked = maskText(text, secrets);
    return masked === text ? null : Buffer.from(masked, 'utf8');
  }
  const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  const masked = maskText(
    raw,
    secrets.map((secret) => Buffer.from(secret, 'utf8').toString('latin1')),
  );
  return masked === raw ? null : Buffer.from(masked, 'latin1');
}
