/**
 * Generation operations of a test: regenerate, cancel, force-stop, feedback on a step, and
 * the debug information and logs a generation leaves (spec sections 4, 5 and 7).
 */
import { eq } from 'drizzle-orm';
import { testLogs } from '../../db/schema.ts';
import type { StepFeedback } from '../../../rules/generationStep.ts';
import { queueGeneration, stopGeneration } from '../../jobs/generationQueue.ts';
import { requireTestCase } from '../access.ts';
import { HttpError, notFound } from '../httpError.ts';
import { testCaseView } from '../testCaseView.ts';
import type { HandlerContext, Handlers } from './types.ts';
import { isGeneratingState } from '../../../rules/states.ts';

const FEEDBACK_FIELDS = ['action_name', 'action_description', 'coder_hint', 'python_code', 'locator_based_feedback'] as const;

/** Spec section 5: at least one field, or `verified` together with a code attempt index. */
export function isFeedbackValid(feedback: StepFeedback): boolean {
  if (FEEDBACK_FIELDS.some((field) => typeof feedback[field] === 'string' && feedback[field].trim() !== '')) return true;
  return feedback.verified !== undefined && feedback.code_attempt_index !== undefined;
}

export function generationHandlers({ db, jobs }: HandlerContext): Handlers {
  return {
    async regenerateTestCase({ identity, params }) {
      await requireTestCase(db, identity, params.id);
      return testCaseView(db, await queueGeneration(db, jobs, params.id, undefined, {}, identity.email));
    },

    async cancelTestCaseGeneration({ identity, params }) {
      const { testCase } = await requireTestCase(db, identity, params.id);
      if (!isGeneratingState(testCase.state)) throw new HttpError(400, `The test is not being generated (it is ${testCase.state}).`);
      return testCaseView(db, await stopGeneration(db, jobs, params.id, 'cancelled', 'The generation was cancelled.'));
    },

    /** Ends the generation whatever the executor does: for one that no longer answers. */
    async forceStopTestCase({ identity, params }) {
      const { testCase } = await requireTestCase(db, identity, params.id);
      if (!isGeneratingState(testCase.state)) throw new HttpError(400, `The test is not being generated (it is ${testCase.state}).`);
      return testCaseView(db, await stopGeneration(db, jobs, params.id, 'aborted', 'The generation was stopped by force.'));
    },

    async submitStepFeedback({ identity, params, body }) {
      const { testCase } = await requireTestCase(db, identity, params.id);
      const feedback = body;
      if (isGeneratingState(testCase.state)) throw new HttpError(400, 'You cannot edit the action when the test is running.');
      if (!isFeedbackValid(feedback)) throw new HttpError(400, 'No changes detected. Please edit the step in order to proceed.');
      const steps = testCase.testGenerationSteps;
      if (!steps.some((step) => step.step === feedback.step)) throw new HttpError(400, `The test has no generation step ${feedback.step}.`);
      // The steps stay (the earlier ones are replayed); the commented one carries the feedback.
      const kept = steps.map((step) => (step.step === feedback.step ? { ...step, user_feedback: { ...feedback } } : step));
      const row = await queueGeneration(
        db,
        jobs,
        params.id,
        { fromStep: feedback.step, feedback },
        { testGenerationSteps: kept, finalScript: null, finalScriptPy: null },
        identity.email,
      );
      return testCaseView(db, row);
    },

    async getTestCaseDebug({ identity, params }) {
      const { testCase } = await requireTestCase(db, identity, params.id);
      const steps = testCase.testGenerationSteps;
      if (steps.length === 0) throw notFound('Debug information');
      return {
        state: testCase.state,
        final_message: testCase.finalMessage,
        steps: steps.map(({ step, action_name, status, result, module, locator, fallbacks, fingerprint }) => ({
          step,
          action_name,
          status,
          result,
          module,
          locator,
          fallbacks,
          fingerprint,
        })),
      };
    },

    async getTestCaseLogs({ identity, params }) {
      await requireTestCase(db, identity, params.id);
      const rows = await db.select({ name: testLogs.name, content: testLogs.content }).from(testLogs).where(eq(testLogs.testCaseId, params.id));
      return { logs: rows };
    },
  };
}
