/**
 * How easy a password is to guess, estimated by zxcvbn-ts (dictionaries of common and breached
 * passwords, names and words; keyboard patterns, repeats, sequences, dates, l33t). Run here on
 * the server: the dictionaries are about 1 MB, far over the login screen's JavaScript budget.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * Fewer estimated guesses than this is refused: 10^8 is where zxcvbn's score 3 ("safely
 * unguessable") begins, and what 8 random characters are worth, so the spec's shortest
 * password still passes when nothing about it is predictable.
 */
export const MIN_GUESSES = 1e8;

/** GoTrue's reason for a breached password (supabase-js's 'pwned'), and ours for a predictable one. */
export type GuessableReason = 'pwned' | 'guessable';

let estimator: ZxcvbnFactory | null = null;

// Built on first use: loading the dictionaries takes a few hundred milliseconds.
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/** Null when the password is hard enough to guess; otherwise the reason and a message saying why. */
export function guessability(password: string, userInputs: string[] = []): { reason: GuessableReason; message: string } | null {
  // The address's local part is what people build passwords from (ada@… → Ada-2024!).
  const inputs = userInputs.flatMap((input) => [input, input.split('@')[0] ?? '']).filter(Boolean);
  const result = zxcvbn().check(password, inputs);
  if (result.guesses >= MIN_GUESSES) return null;
  const breached = result.sequence.some((match) => match.pattern === 'dictionary' && String(match.dictionaryName).startsWith('passwords'));
  const why = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return {
    reason: breached ? 'pwned' : 'guessable',
    message: `Password is known to be weak and easy to guess, please choose a different one.${why ? ` ${why}` : ''}`,
  };
}
