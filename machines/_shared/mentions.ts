/**
 * `@key` mentions of test parameters in a test's description (spec sections 3 and 5). The
 * trigger character is @; a key follows the parameter-key rule: it starts with a letter or
 * underscore, then letters, digits and underscores.
 *
 * The server reads the same mentions (server/api/handlers/testCases.ts, `mentionedParameters`):
 * an @ not inside a word or an e-mail address ("a@b.c"), followed by a key. The UI reads the
 * whole word after the @ instead of the longest valid key, so `@card-number` or `@1st` is shown
 * as an invalid key rather than silently read as `@card` or ignored. The key rule itself is the
 * one the server checks with (rules/validation.ts).
 */
import { isParameterKey } from '../../rules/validation';

export { isParameterKey };

export const MENTION_TRIGGER = '@';
export const INVALID_PARAMETER_KEY_MESSAGE = 'Invalid parameter key';

/**
 * An @ the server would also see as a mention start (not after a word character, `.`, `+` or
 * `-`), then the word after it: letters of any script, digits, marks, underscores and dashes.
 * A bare @ ("meet @ 5pm") is not a mention.
 */
const MENTION = /(?<![\w.+-])@([\p{L}\p{N}\p{M}_-]+)/gu;

export interface Mention {
  /** The word after the @. */
  key: string;
  /** Offsets of the mention in the text, the @ included; `end` is exclusive. */
  start: number;
  end: number;
  valid: boolean;
}

/** Every mention in the text, in order. */
export function parseMentions(text: string): Mention[] {
  return [...text.matchAll(MENTION)].map((match) => ({
    key: match[1],
    start: match.index,
    end: match.index + match[0].length,
    valid: isParameterKey(match[1]),
  }));
}

/** The valid keys mentioned, each once, in order of first mention (the server's parameters). */
export function mentionedKeys(text: string): string[] {
  return [
    ...new Set(
      parseMentions(text)
        .filter((mention) => mention.valid)
        .map((mention) => mention.key),
    ),
  ];
}

/** The keys that break the rule, each once, in order. */
export function invalidMentionKeys(text: string): string[] {
  return [
    ...new Set(
      parseMentions(text)
        .filter((mention) => !mention.valid)
        .map((mention) => mention.key),
    ),
  ];
}

/** 'Invalid parameter key' when any mention breaks the rule, else null. */
export function mentionError(text: string): string | null {
  return invalidMentionKeys(text).length > 0 ? INVALID_PARAMETER_KEY_MESSAGE : null;
}

/**
 * The test's parameters for a description: each mentioned key with its default from `defaults`
 * ('' when it has none). Keys no longer mentioned are dropped, as the server does.
 */
export function mentionedParameters(text: string, defaults: Readonly<Record<string, string>> = {}): Record<string, string> {
  return Object.fromEntries(mentionedKeys(text).map((key) => [key, defaults[key] ?? '']));
}

/** The mention being typed at the caret (D-41): where its @ is, where it ends, and the key typed so far. */
export interface OpenMention {
  start: number;
  end: number;
  query: string;
}

/**
 * The mention the caret is in, or null: an @ the server would read as a mention start (not after
 * a word character, `.`, `+` or `-`), followed up to the caret by key characters only.
 */
export function openMentionAt(text: string, caret: number): OpenMention | null {
  const match = /(?<![\w.+-])@([A-Za-z0-9_]*)$/.exec(text.slice(0, Math.max(0, Math.min(caret, text.length))));
  return match ? { start: match.index, end: match.index + match[0].length, query: match[1]! } : null;
}

/** The text with the open mention completed to `@key` and a space after it. */
export function completeMention(text: string, mention: OpenMention, key: string): string {
  const after = text.slice(mention.end).replace(/^[A-Za-z0-9_]*/, '');
  return `${text.slice(0, mention.start)}@${key}${after.startsWith(' ') ? '' : ' '}${after}`;
}

/** The known keys that complete the query (case-insensitive prefix), each once, at most `limit`. */
export function mentionSuggestions(known: readonly string[], query: string, limit = 8): string[] {
  const prefix = query.toLowerCase();
  return [...new Set(known.filter((key) => isParameterKey(key) && key.toLowerCase().startsWith(prefix)))].slice(0, limit);
}
