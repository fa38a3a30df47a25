/**
 * With a model configured, a step outside the step language is rewritten into it instead of
 * failing. The rewrite is parsed like any step; a rewrite that does not parse, or a model that
 * cannot be reached, leaves the step's own error (with the reason) so nothing is guessed.
 */
import { parseOne, readSteps } from '../steps/parse.ts';
import { splitLine } from '../steps/tokens.ts';
import type { ParseResult, Step, StepError } from '../steps/types.ts';
import { ModelError, type ChatModel } from './client.ts';
import { REWRITE_SYSTEM, rewriteQuestion } from './prompts.ts';
import { redactSecrets } from './redact.ts';

export interface StepRewrite {
  /** The step as the user wrote it. */
  from: string;
  /** What it was rewritten to, one step per entry. */
  to: string[];
}

export interface ModelParse {
  result: ParseResult;
  rewrites: StepRewrite[];
}

/** Parses the description, asking the model to rewrite each step the parser does not understand. */
export async function parseWithModel(description: string, model: ChatModel, secrets: Iterable<string>): Promise<ModelParse> {
  const steps: Step[] = [];
  const errors: StepError[] = [];
  const rewrites: StepRewrite[] = [];
  const secretValues = [...secrets];
  for (const written of readSteps(description)) {
    if ('step' in written) {
      steps.push(written.step);
      continue;
    }
    const rewrite = await rewriteStep(written.source, model, secretValues);
    if (rewrite.ok) {
      rewrites.push({ from: written.source, to: rewrite.steps.map((step) => step.source) });
      steps.push(...rewrite.steps.map((step) => ({ ...step, line: written.line })));
    } else {
      errors.push({ ...written.error, message: `${written.error.message} (${rewrite.reason})` });
    }
  }
  return { result: errors.length ? { ok: false, errors } : { ok: true, steps }, rewrites };
}

export type Rewrite = { ok: true; steps: Step[] } | { ok: false; reason: string };

/**
 * A step in the language whose target the page does not have (none of its readings finds one),
 * offered to the model with `why` (what was looked for, the page's nearest names): the rewrite
 * names what the page has. The page's names are redacted of secrets like the step.
 */
export function rewriteMissingTarget(source: string, why: string, model: ChatModel, secrets: Iterable<string>): Promise<Rewrite> {
  const secretValues = [...secrets];
  return rewriteStep(source, model, secretValues, redactSecrets(why, secretValues));
}

async function rewriteStep(source: string, model: ChatModel, secrets: string[], why?: string): Promise<Rewrite> {
  // A step holding a secret value is never sent, not even redacted: its rewrite could not type it.
  if (redactSecrets(source, secrets) !== source) return { ok: false, reason: 'it holds a secret value, so it was not sent to the model' };
  let answer: string;
  try {
    answer = await model.answer(REWRITE_SYSTEM, rewriteQuestion(source, why));
  } catch (error) {
    if (error instanceof ModelError) return { ok: false, reason: error.message.replace(/\.$/, '') };
    throw error;
  }
  const lines = answerLines(answer);
  if (lines.length === 0 || lines[0] === 'CANNOT') return { ok: false, reason: 'the model could not rewrite it either' };
  const steps: Step[] = [];
  for (const line of lines) {
    for (const part of splitLine(line)) {
      const parsed = parseOne(part);
      if (!('body' in parsed)) return { ok: false, reason: `the model's rewrite "${line}" is not in the step language either` };
      steps.push({ ...parsed.body, source: part, line: 0 });
    }
  }
  return steps.length ? { ok: true, steps } : { ok: false, reason: 'the model could not rewrite it either' };
}

/** The answer's step lines, without code fences, list markers or blank lines. */
function answerLines(answer: string): string[] {
  return answer
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('```'));
}
