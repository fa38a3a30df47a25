/** Plain-language test description → parsed steps (the step language, docs/step-language.md). */
import { parseReadings } from './grammar.ts';
import { compoundSteps } from './compounds.ts';
import { suggest } from './suggest.ts';
import { baseVerb, correctVerb } from './forms.ts';
import { QuoteError, render, splitLine, tokenize } from './tokens.ts';
import type { ParseResult, Step, StepBody, StepError } from './types.ts';

export type { ParseResult, Step, StepError } from './types.ts';

/** `Step 3 (line 2) "push the Buy button" is not in the step language. Did you mean: click the "Buy" button?` */
export function formatError(step: number, line: number, source: string, problem: string, suggestion: string): string {
  return `Step ${step} (line ${line}) "${source}" ${problem}. Did you mean: ${suggestion}?`;
}

// Comments, and the Gherkin lines around the steps (Feature:, Scenario:, Examples: and table rows), which are no steps.
const COMMENT = /^\s*(?:#|\/\/|\||(?:feature|scenario(?:\s+outline|\s+template)?|background|examples|scenarios|rule|example)\s*:)/i;

/** One step as written, parsed or not: what parseSteps and a model's rewrite both start from. */
export type WrittenStep = { number: number; line: number; source: string } & ({ step: Step } | { error: StepError });

/** Every step of the description in order, each parsed or with its error and suggestion. */
export function readSteps(description: string): WrittenStep[] {
  const written: WrittenStep[] = [];
  description.split(/\r\n|\r|\n/).forEach((text, index) => {
    const line = index + 1;
    if (COMMENT.test(text)) return;
    for (const source of splitLine(text)) {
      // One clause that says several steps ("log in with user X and password Y"): each of them
      const compound = compoundSteps(source)?.map(parseOne);
      if (compound?.every((parsed) => 'body' in parsed)) {
        for (const parsed of compound) {
          if (!('body' in parsed)) continue;
          const step: Step = { ...parsed.body, source, line };
          if (parsed.readings.length > 1) step.readings = parsed.readings;
          written.push({ number: written.length + 1, line, source, step });
        }
        continue;
      }
      const number = written.length + 1;
      const parsed = parseOne(source);
      if ('body' in parsed) {
        const step: Step = { ...parsed.body, source, line };
        if (parsed.readings.length > 1) step.readings = parsed.readings;
        written.push({ number, line, source, step });
        continue;
      }
      const suggestion = suggest(source);
      const error = { step: number, line, source, suggestion, message: formatError(number, line, source, parsed.problem, suggestion) };
      written.push({ number, line, source, error });
    }
  });
  return written;
}

/** One step's text on its own: its parsed body, or why it is not in the language. */
export function parseOne(source: string): { body: StepBody; readings: StepBody[] } | { problem: string } {
  try {
    const readings = parseReadings(source);
    if (readings.length) return { body: readings[0], readings };
    return { problem: `is not in the step language${understood(source)}` };
  } catch (e) {
    if (!(e instanceof QuoteError)) throw e;
    return { problem: `has a quote that is never closed (${e.message})` };
  }
}

/** What was made of a step that does not read: its verb, when one is known (`: read "click" but not "…"`). */
function understood(source: string): string {
  const toks = tokenize(source, { closeQuotes: true });
  for (const [k, tok] of toks.slice(0, 3).entries()) {
    if (tok.t !== 'word') return '';
    const verb = baseVerb(tok.v) ?? (k === 0 ? correctVerb(tok.v) : undefined);
    if (!verb) continue;
    const rest = render(toks.slice(k + 1));
    return rest ? `: read "${verb}" but not "${rest}"` : `: read "${verb}" but not what it acts on`;
  }
  return '';
}

export function parseSteps(description: string): ParseResult {
  const written = readSteps(description);
  const errors = written.flatMap((entry) => ('error' in entry ? [entry.error] : []));
  return errors.length ? { ok: false, errors } : { ok: true, steps: written.flatMap((entry) => ('step' in entry ? [entry.step] : [])) };
}
