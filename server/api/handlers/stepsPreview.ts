/**
 * What the parse preview answers for a description: per step, its line and text, and its
 * readings in canonical quoted form or its error with a suggestion. Pure, so it can run in the
 * preview's worker thread (stepsPreviewWorker.ts).
 */
import { readSteps, type WrittenStep } from '../../engine/steps/parse.ts';
import { canonicalStep } from '../../engine/steps/canonical.ts';
import { withoutTwins } from '../../engine/steps/twins.ts';
import type { Step, StepBody } from '../../engine/steps/types.ts';
import type { components } from '../../../openapi/schema';

export type StepPreview = components['schemas']['StepPreview'];

/** The parsed body alone: where the step came from and its other readings are not part of it. */
function bodyOf(step: Step): StepBody {
  const { source: _source, line: _line, readings: _readings, ...body } = step;
  return body as StepBody;
}

/**
 * A step's readings, preferred first, each once; a step read one way has its own body alone. (A
 * reading's twin, the same deed with a type the author did not write, is no other way to read it.)
 */
export function readingsOf(step: Step): string[] {
  const bodies = step.readings?.length ? withoutTwins(step.readings) : [bodyOf(step)];
  return [...new Set(bodies.map(canonicalStep))];
}

export function previewStep(written: WrittenStep): StepPreview {
  const { number: step, line, source } = written;
  if ('error' in written)
    return { step, line, source, readings: [], error: { message: written.error.message, suggestion: written.error.suggestion } };
  return { step, line, source, readings: readingsOf(written.step), error: null };
}

export function previewDescription(description: string): StepPreview[] {
  return readSteps(description).map(previewStep);
}
