/**
 * What the user observes in each state of a step's feedback form, and what each transition must
 * do: the hand-written tables its path replays check (machines/_testing/expectations.ts). Texts
 * are the spec's, written out rather than imported, so a changed toast fails here.
 */
import type { SnapshotFrom } from 'xstate';
import type { ExpectationTables, Observation } from '../_testing/expectations';
import { sampleTests, testId } from '../testCasePage/testCasePage.samples';
import type { FeedbackField, StepFeedbackContext, stepFeedbackMachine } from './stepFeedback.machine';
import { selectChangedFields, selectDraft, selectHeading, selectIsOpen, selectIsSubmitting } from './stepFeedback.selectors';

type Machine = typeof stepFeedbackMachine;
type Tables = ExpectationTables<Machine>;

function formView(snapshot: SnapshotFrom<Machine>) {
  return { open: selectIsOpen(snapshot), submitting: selectIsSubmitting(snapshot), heading: selectHeading(snapshot) };
}

/** The property each field is sent as (spec section 3, "Step feedback"). */
const PROPERTIES: Record<FeedbackField, string> = {
  actionName: 'action_name',
  actionDescription: 'action_description',
  coderHint: 'coder_hint',
  pythonCode: 'python_code',
  locatorFeedback: 'locator_based_feedback',
};

/**
 * What the form starts with: the step's own values (python code and the coder hint, when the step
 * has them). A field is changed when it differs from these.
 */
const STEP_TEXTS: Record<number, Record<FeedbackField, string>> = {
  0: {
    actionName: 'goto',
    actionDescription: 'Open the shop.',
    coderHint: '',
    pythonCode: 'page.goto("http://shop.test:8080")',
    locatorFeedback: '',
  },
  2: {
    actionName: 'fill',
    actionDescription: 'Fill in the card number with @CARD.',
    coderHint: 'The field is inside an iframe.',
    pythonCode: '',
    locatorFeedback: '',
  },
};

const changed = ({ step, draft }: StepFeedbackContext) =>
  (Object.keys(PROPERTIES) as FeedbackField[]).filter((field) => draft[field] !== STEP_TEXTS[step?.step ?? 0]![field]);

/** Step 0 ('goto') never had feedback; step 2 ('fill') had a coder hint at code attempt 1. */
const heading = ({ step }: StepFeedbackContext) =>
  step?.step === 2 ? { step: 2, actionName: 'fill', codeAttemptIndex: 1 } : { step: 0, actionName: 'goto', codeAttemptIndex: 0 };

const form =
  (submitting: boolean) =>
  (context: StepFeedbackContext): Observation<Machine> => ({
    tags: submitting ? ['busy'] : [],
    // Read-only while sending; a second step cannot be opened over the form.
    can: submitting ? [] : ['draft.changed', 'draft.verifiedChanged', 'feedback.submit', 'feedback.cancel'],
    selectors: [
      [formView, { open: true, submitting, heading: heading(context) }],
      [selectChangedFields, changed(context)],
      [selectDraft, context.draft],
    ],
  });

export const stepFeedbackObservations: Tables['observations'] = {
  closed: {
    can: ['feedback.open'],
    selectors: [
      [formView, { open: false, submitting: false, heading: null }],
      [selectChangedFields, []],
      [selectDraft, { actionName: '', actionDescription: '', coderHint: '', pythonCode: '', locatorFeedback: '', verified: false }],
    ],
  },
  editing: form(false),
  submitting: form(true),
};

/** Spec section 5: a change to one of the five texts, or 'verified' (with the step's code attempt). */
const feedback = (context: StepFeedbackContext) => {
  const body: Record<string, unknown> = { step: context.step?.step };
  for (const field of changed(context)) body[PROPERTIES[field]] = context.draft[field];
  if (context.draft.verified) Object.assign(body, { verified: true, code_attempt_index: heading(context).codeAttemptIndex });
  return body;
};

export const stepFeedbackTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'closed' },
  'closed + feedback.open': { target: 'editing' },
  // NOTE: spec section 5 reads "valid only with at least one of: action name, action description,
  // coder hint, python code, locator-based feedback, or verified"; the form starts with the step's
  // own values, so the machine counts a text only when it differs from the step's ('No changes
  // detected'), and sends only what changed.
  'editing + feedback.submit': (context) =>
    changed(context).length || context.draft.verified
      ? { target: 'submitting', effects: [{ invoke: 'submitStepFeedback', input: { testId, feedback: feedback(context) } }] }
      : {
          effects: [
            {
              action: 'notifyNoChanges',
              params: { title: 'No changes detected', text: 'Please edit the step in order to proceed.', type: 'info', durationMs: 5000 },
            },
          ],
        },
  // Cancelling forgets what was typed.
  'editing + feedback.cancel': { target: 'closed' },
  // The test, now pending, goes back to the page, which watches it.
  'submitting + xstate.done.actor.submitStepFeedback': {
    target: 'closed',
    effects: [
      { action: 'notifySubmitted', params: { title: 'Action feedback submitted', text: '', type: 'success' } },
      { send: 'page', event: { type: 'test.changed', test: { ...sampleTests.runnable, state: 'pending' } } },
    ],
  },
  // What was typed is kept, to send again.
  'submitting + xstate.error.actor.submitStepFeedback': {
    target: 'editing',
    effects: [{ action: 'notifySubmitFailed', params: { title: 'Some error occurred', text: 'Unable to submit feedback', type: 'error' } }],
  },
};
