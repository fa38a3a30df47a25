/**
 * The feedback form of one generation step (spec sections 3, 5 and 8), a child of the test page
 * (machines/testCasePage), which opens it with `feedback.open` (never while the test is running).
 *
 * The form holds action name, action description, coder hint, python code, locator-based
 * feedback and 'verified'. Submitting is valid only when one of the five texts differs from the
 * step's value, or 'verified' is ticked (sent with the step's code attempt index). Otherwise an
 * info toast 'No changes detected' / 'Please edit the step in order to proceed.' for 5 seconds
 * and no request. A valid submit sends `PUT test-case/{id}/user-feedback` with the step number
 * and only what changed; the answer (the test, now pending) goes back to the page as
 * `test.changed` (its live watch then starts).
 */
import { assign, sendTo, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../openapi/schema';
import type { GenerationStep, StepFeedback } from '../../rules/generationStep';
import type { ToastParams } from '../_shared/authErrors';
import { providedActor, providedAction } from '../_shared/provided';

export type TestCase = components['schemas']['TestCase'];
export type { StepFeedback };

export interface StepFeedbackInput {
  testId: string;
  /** The test page: told `test.changed` with the test the submission answered. */
  page: AnyActorRef;
}

/** The form's text fields, as typed. */
export interface FeedbackTexts {
  actionName: string;
  actionDescription: string;
  coderHint: string;
  pythonCode: string;
  locatorFeedback: string;
}

export type FeedbackField = keyof FeedbackTexts;

export interface FeedbackDraft extends FeedbackTexts {
  verified: boolean;
}

export interface StepFeedbackContext {
  testId: string;
  page: AnyActorRef;
  /** The step being given feedback on; null while the form is closed. */
  step: GenerationStep | null;
  draft: FeedbackDraft;
}

export type StepFeedbackEvent =
  | { type: 'feedback.open'; step: GenerationStep }
  | { type: 'draft.changed'; field: FeedbackField; value: string }
  | { type: 'draft.verifiedChanged'; verified: boolean }
  | { type: 'feedback.submit' }
  | { type: 'feedback.cancel' };

export interface NotifyParams extends ToastParams {
  durationMs?: number;
}

export const NO_CHANGES_TOAST: NotifyParams = {
  title: 'No changes detected',
  text: 'Please edit the step in order to proceed.',
  type: 'info',
  durationMs: 5000,
};
export const SUBMITTED_TOAST: NotifyParams = { title: 'Action feedback submitted', text: '', type: 'success' };
export const SUBMIT_FAILED_TOAST: NotifyParams = { title: 'Some error occurred', text: 'Unable to submit feedback', type: 'error' };

/** Which feedback property each text field is sent as. */
export const FEEDBACK_PROPERTIES = {
  actionName: 'action_name',
  actionDescription: 'action_description',
  coderHint: 'coder_hint',
  pythonCode: 'python_code',
  locatorFeedback: 'locator_based_feedback',
} as const satisfies Record<FeedbackField, keyof StepFeedback>;

const FIELDS = Object.keys(FEEDBACK_PROPERTIES) as FeedbackField[];

/** The step's own values: what the form starts with and what a change is measured against. */
export function stepTexts(step: GenerationStep | null): FeedbackTexts {
  return {
    actionName: step?.action_name ?? '',
    actionDescription: step?.action_description ?? '',
    coderHint: step?.user_feedback?.coder_hint ?? '',
    pythonCode: step?.python_code ?? '',
    locatorFeedback: step?.user_feedback?.locator_based_feedback ?? '',
  };
}

/** The step's current code attempt; 0 before any. */
export function codeAttemptIndex(step: GenerationStep | null): number {
  return step?.user_feedback?.code_attempt_index ?? 0;
}

const initialDraft = (step: GenerationStep | null): FeedbackDraft => ({ ...stepTexts(step), verified: false });

/** The fields that differ from the step's values. */
export function changedFields(step: GenerationStep | null, draft: FeedbackDraft): FeedbackField[] {
  const original = stepTexts(step);
  return FIELDS.filter((field) => draft[field] !== original[field]);
}

/** The request body, or null when nothing would be sent (spec section 5). */
export function feedbackPayload(step: GenerationStep | null, draft: FeedbackDraft): StepFeedback | null {
  if (!step) return null;
  const changed = changedFields(step, draft);
  if (changed.length === 0 && !draft.verified) return null;
  const payload: StepFeedback = { step: step.step };
  for (const field of changed) payload[FEEDBACK_PROPERTIES[field]] = draft[field];
  if (draft.verified) Object.assign(payload, { verified: true, code_attempt_index: codeAttemptIndex(step) });
  return payload;
}

export const stepFeedbackMachine = setup({
  types: {
    input: {} as StepFeedbackInput,
    context: {} as StepFeedbackContext,
    events: {} as StepFeedbackEvent,
    tags: {} as 'busy',
    children: {} as { submitStepFeedback: 'submitStepFeedback' },
  },
  actors: {
    /** PUT /api/test-case/{id}/user-feedback (operation submitStepFeedback). */
    submitStepFeedback: providedActor<TestCase, { testId: string; feedback: StepFeedback }>('submitStepFeedback'),
  },
  actions: {
    openStep: assign((_, params: { step: GenerationStep }) => ({ step: params.step, draft: initialDraft(params.step) })),
    changeText: assign(({ context }, params: { field: FeedbackField; value: string }) => ({
      draft: { ...context.draft, [params.field]: params.value },
    })),
    changeVerified: assign(({ context }, params: { verified: boolean }) => ({ draft: { ...context.draft, verified: params.verified } })),
    clear: assign({ step: null, draft: initialDraft(null) }),
    tellPage: sendTo(
      ({ context }) => context.page,
      (_, params: { test: TestCase }) => ({ type: 'test.changed' as const, test: params.test }),
    ),
    notifyNoChanges: providedAction<NotifyParams>('notifyNoChanges'),
    notifySubmitted: providedAction<NotifyParams>('notifySubmitted'),
    notifySubmitFailed: providedAction<NotifyParams>('notifySubmitFailed'),
  },
  guards: {
    hasFeedback: ({ context }) => feedbackPayload(context.step, context.draft) !== null,
  },
}).createMachine({
  id: 'stepFeedback',
  context: ({ input }) => ({ testId: input.testId, page: input.page, step: null, draft: initialDraft(null) }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'feedback.open': { target: 'editing', actions: { type: 'openStep', params: ({ event }) => ({ step: event.step }) } } },
    },
    editing: {
      on: {
        'draft.changed': { actions: { type: 'changeText', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'draft.verifiedChanged': { actions: { type: 'changeVerified', params: ({ event }) => ({ verified: event.verified }) } },
        'feedback.submit': [{ guard: 'hasFeedback', target: 'submitting' }, { actions: { type: 'notifyNoChanges', params: NO_CHANGES_TOAST } }],
        'feedback.cancel': { target: 'closed', actions: 'clear' },
      },
    },
    // The form is read-only and Submit spins; a failure keeps what was typed.
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'submitStepFeedback',
        src: 'submitStepFeedback',
        input: ({ context }) => ({ testId: context.testId, feedback: feedbackPayload(context.step, context.draft)! }),
        onDone: {
          target: 'closed',
          actions: [
            { type: 'notifySubmitted', params: SUBMITTED_TOAST },
            { type: 'tellPage', params: ({ event }) => ({ test: event.output }) },
            'clear',
          ],
        },
        onError: { target: 'editing', actions: { type: 'notifySubmitFailed', params: SUBMIT_FAILED_TOAST } },
      },
    },
  },
});
