/**
 * `@key` mentions of test parameters in a test's description (spec sections 3 and 5). The
 * trigger character is @; a key follows the parameter-key rule: it starts with a letter or
 * underscore, then letters, digits and underscores.
 *
 * The server reads the same mentions (server/api/handlers/testCases.ts, `mentionedParameters`):
 * an @ not inside a word or an e-mail address ("a@b.c"), followed by a key. The UI reads the
 * whole word after the @ instead of the longest valid key, so `@card-number` or `@1st` is shown
 * as an invalid key rather than silently read as `@card` or ignored.
 */

export const MENTION_TRIGGER = '@';
export const INVALID_PARAMETER_KEY_MESSAGE = 'Invalid parameter key';
/** The contract's `ParameterKey` limit. */
export const PARAMETER_KEY_MAX_LENGTH = 200;

const PARAMETER_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * An @ the server would also see as a mention start (not after a word character, `.`, `+` or
 * `-`), then the word after it: letters of any script, digits, marks, underscores and dashes.
 * A bare @ ("meet @ 5pm") is not a mention.
 */
const MENTION = /(?<![\w.+-])@([\p{L}\p{N}\p{M}_-]+)/gu;

/** Whether `key` passes the parameter-key rule (spec section 5). */
export function isParameterKey(key: string): boolean {
  return key.length <= PARAMETER_KEY_MAX_LENGTH && PARAMETER_KEY.test(key);
}

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
  return [...new Set(parseMentions(text).filter((mention) => mention.valid).map((mention) => mention.key))];
}

/** The keys that break the rule, each once, in order. */
export function invalidMentionKeys(text: string): string[] {
  return [...new Set(parseMentions(text).filter((mention) => !mention.valid).map((mention) => mention.key))];
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
