/**
 * With a model configured, an ambiguous target may be settled by the model choosing among the
 * candidates the resolver listed. Only a clear single choice counts; anything else keeps the
 * ambiguity error with its candidate list.
 */
import type { Candidate } from '../locate/resolution.ts';
import { ModelError, type ChatModel } from './client.ts';
import { CHOOSE_SYSTEM, chooseQuestion } from './prompts.ts';
import { redactSecrets } from './redact.ts';

export type Choice = { ok: true; index: number } | { ok: false; reason: string };

export async function chooseCandidate(model: ChatModel, step: string, candidates: Candidate[], secrets: Iterable<string>): Promise<Choice> {
  const secretValues = [...secrets];
  const question = redactSecrets(
    chooseQuestion(
      step,
      candidates.map((candidate) => candidate.description),
    ),
    secretValues,
  );
  let answer: string;
  try {
    answer = await model.answer(CHOOSE_SYSTEM, question);
  } catch (error) {
    if (error instanceof ModelError) return { ok: false, reason: error.message };
    throw error;
  }
  const number = /^\D*?(\d+)/.exec(answer)?.[1];
  const index = number === undefined ? -1 : Number(number) - 1;
  if (index < 0 || index >= candidates.length) return { ok: false, reason: 'The model did not choose one of them.' };
  return { ok: true, index };
}
