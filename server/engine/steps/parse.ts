/** Plain-language test description → parsed steps (the step language, docs/step-language.md). */
import { parseStep } from './grammar.ts';
import { suggest } from './suggest.ts';
import { QuoteError, splitLine } from './tokens.ts';
import type { ParseResult, Step, StepError } from './types.ts';

export type { ParseResult, Step, StepError } from './types.ts';

/** `Step 3 (line 2) "push the Buy button" is not in the step language. Did you mean: click the "Buy" button?` */
export function formatError(step: number, line: number, source: string, problem: string, suggestion: string): string {
  return `Step ${step} (line ${line}) "${source}" ${problem}. Did you mean: ${suggestion}?`;
}

const COMMENT = /^\s*(?:#|\/\/)/;

export function parseSteps(description: string): ParseResult {
  const steps: Step[] = [];
  const errors: StepError[] = [];
  let number = 0;
  description.split(/\r\n|\r|\n/).forEach((text, index) => {
    const line = index + 1;
    if (COMMENT.test(text)) return;
    for (const source of splitLine(text)) {
      number++;
      let problem = 'is not in the step language';
      try {
        const body = parseStep(source);
        if (body) {
          steps.push({ ...body, source, line });
          continue;
        }
      } catch (e) {
        if (!(e instanceof QuoteError)) throw e;
        problem = `has a quote that is never closed (${e.message})`;
      }
      const suggestion = suggest(source);
      errors.push({ step: number, line, source, suggestion, message: formatError(number, line, source, problem, suggestion) });
    }
  });
  return errors.length ? { ok: false, errors } : { ok: true, steps };
}
