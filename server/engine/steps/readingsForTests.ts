/**
 * How the sentence tests (sentences.test.ts, planSentences.test.ts) read a line: every step with
 * all its readings in canonical form, compared the way the phrasing corpus is judged.
 */
import { expect } from 'vitest';
import { canonicalStep } from './canonical.ts';
import { parseSteps } from './parse.ts';
import type { Step } from './types.ts';

/** Every step of the line, each as all its readings in canonical form; the first error's message when it does not read. */
export function read(line: string): string[][] | string {
  const r = parseSteps(line);
  return r.ok ? r.steps.map((step: Step) => (step.readings ?? [step]).map((body) => canonicalStep(body))) : r.errors[0].message;
}

/** The canonical form of a step written in the language. */
export function canon(line: string): string {
  const r = parseSteps(line);
  if (!r.ok || r.steps.length !== 1) throw new Error(`not one step: ${line}`);
  return canonicalStep(r.steps[0]);
}

/** The line reads as these steps, each meant reading among that step's readings. */
export function readsAs(line: string, ...meant: string[]): void {
  const got = read(line);
  expect(typeof got === 'string' ? got : got.length).toBe(meant.length);
  for (const [i, m] of meant.entries()) expect((got as string[][])[i]).toContain(canon(m));
}
