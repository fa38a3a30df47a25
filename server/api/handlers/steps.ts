/**
 * The parse preview (`POST /api/steps/parse`): how each step of a description is read, as
 * generation will read it, without saving or generating anything. The test editor calls it as
 * the description is typed (machines/stepPreview).
 */
import { readSteps, type WrittenStep } from '../../engine/steps/parse.ts';
import { canonicalStep } from '../../engine/steps/canonical.ts';
import type { Step, StepBody } from '../../engine/steps/types.ts';
import type { components } from '../../../openapi/schema';
import type { HandlerContext, Handlers } from './types.ts';

type StepPreview = components['schemas']['StepPreview'];

/** The parsed body alone: where the step came from and its other readings are not part of it. */
function bodyOf(step: Step): StepBody {
  const { source: _source, line: _line, readings: _readings, ...body } = step;
  return body as StepBody;
}

/** A step's readings, preferred first; a step of a parser without alternatives has its own body alone. */
export function readingsOf(step: Step): string[] {
  const bodies = step.readings?.length ? step.readings : [bodyOf(step)];
  return [...new Set(bodies.map(canonicalStep))];
}

export function previewStep(written: WrittenStep): StepPreview {
  const { number: step, line, source } = written;
  if ('error' in written) return { step, line, source, readings: [], error: { message: written.error.message, suggestion: written.error.suggestion } };
  return { step, line, source, readings: readingsOf(written.step), error: null };
}

// The contract bounds the description to a test's own limit (50 000 characters), so a preview
// costs at most what parsing that test at generation would.
export function stepHandlers(_context: HandlerContext): Handlers {
  return {
    async parseTestSteps({ body }) {
      const { description } = body as components['schemas']['StepsParseRequest'];
      return { steps: readSteps(description).map(previewStep) };
    },
  };
}
