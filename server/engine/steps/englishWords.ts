/**
 * Common English words, so that a verb typo is corrected only when the word is no word of its
 * own: "want the desk" is not "wait the desk", nor "wave at the screen" "save at the screen".
 * A correction that lands on a real step would be a silent guess, and it may even pass.
 * The list is zxcvbn's English word frequency list, already on the server for password checks.
 */
import { dictionary } from '@zxcvbn-ts/language-en';

/** Misspellings that also stand in the word list but are far more often a verb mistyped. */
const KNOWN_MISSPELLINGS = new Set(['klick']);

let common: Set<string> | undefined;

export function isCommonEnglishWord(word: string): boolean {
  common ??= new Set((dictionary as Record<string, string[]>)['commonWords-en']);
  return common.has(word) && !KNOWN_MISSPELLINGS.has(word);
}
