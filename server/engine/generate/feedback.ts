/**
 * User feedback on a generation step (spec section 5) and how generation resumes from it:
 * a new action description rewrites the step (it must be in the step language), and
 * locator-based feedback says where its target is: a CSS selector (`css=…`, or text starting
 * with `#`, `.` or `[`), a test id (`testid=…`), or otherwise the target's visible text.
 * Coder hints and Python code are kept on the step for people (and a model, when configured);
 * without a model they do not change what runs.
 */
import type { StepFeedback } from '../../../rules/generationStep.ts';
import type { LocatorSpec } from '../locate/locatorSpec.ts';
import { parseSteps } from '../steps/parse.ts';
import type { Step } from '../steps/types.ts';
import { PlanError, type PlannedStep } from './modules.ts';

type FeedbackStep = PlannedStep & { locatorOverride?: LocatorSpec };

export function locatorFromFeedback(text: string): LocatorSpec | { text: string } {
  const trimmed = text.trim();
  if (/^css=/i.test(trimmed)) return [{ kind: 'css', selector: trimmed.slice(4).trim() }];
  if (/^testid=/i.test(trimmed)) return [{ kind: 'testId', value: trimmed.slice(7).trim() }];
  if (/^[#.[]/.test(trimmed)) return [{ kind: 'css', selector: trimmed }];
  return { text: trimmed.replace(/^["'“](.*)["'”]$/, '$1') };
}

/** The step's target renamed as the user said; its other readings go: the user has said what it means. */
function withTargetText(step: Step, text: string): Step {
  if (!('target' in step)) return step;
  const { readings: _readings, ...read } = step;
  return { ...read, target: { ...step.target, text } } as Step;
}

/** The plan with the step at `fromStep` changed by the feedback. */
export function feedbackSteps(plan: PlannedStep[], fromStep: number, feedback: StepFeedback): FeedbackStep[] {
  const original = plan[fromStep];
  if (!original) throw new PlanError(`There is no step ${fromStep + 1} to resume from.`);
  let replacement: FeedbackStep[] = [original];
  const description = feedback.action_description?.trim();
  if (description && description !== original.source) {
    const parsed = parseSteps(description);
    if (!parsed.ok) throw new PlanError(`The new description of step ${fromStep + 1}: ${parsed.errors[0].message}`);
    replacement = parsed.steps.map((step) => ({ ...step, line: original.line, ...(original.module ? { module: original.module } : {}) }));
  }
  const locatorFeedback = feedback.locator_based_feedback?.trim();
  if (locatorFeedback) {
    const where = locatorFromFeedback(locatorFeedback);
    const [first, ...rest] = replacement;
    replacement = [Array.isArray(where) ? { ...first, locatorOverride: where } : (withTargetText(first, where.text) as FeedbackStep), ...rest];
  }
  return [...plan.slice(0, fromStep), ...replacement, ...plan.slice(fromStep + 1)];
}
