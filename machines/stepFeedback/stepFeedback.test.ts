import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { recordingActor } from '../_testing/confirmations';
import { startRecorded } from '../_testing/recorded';
import { sampleTests, testId } from '../testCasePage/testCasePage.samples';
import { feedbackPayload, stepFeedbackMachine, type FeedbackField } from './stepFeedback.machine';
import { plainStep, sampleChanges, stepFeedbackPathModel, stepWithFeedback } from './stepFeedback.paths';
import { selectChangedFields, selectDraft, selectHeading, selectIsOpen, selectIsSubmitting } from './stepFeedback.selectors';

describePathModel(stepFeedbackPathModel);

const NO_CHANGES = { title: 'No changes detected', text: 'Please edit the step in order to proceed.', type: 'info', durationMs: 5000 };

/** The form with its requests and toasts recorded, and a stand-in page that keeps what it is told (`told`). */
function startFeedback() {
  const page = recordingActor('page');
  const started = startRecorded(stepFeedbackMachine, {
    input: { testId, page: page.ref },
    actors: ['submitStepFeedback'],
    actions: ['notifyNoChanges', 'notifySubmitted', 'notifySubmitFailed'],
  });
  return { ...started, told: page.received };
}

describe('stepFeedback', () => {
  it('opens on a step with its values and its earlier hint and locator feedback', () => {
    const { actor, snapshot } = startFeedback();
    expect(selectIsOpen(snapshot())).toBe(false);
    actor.send({ type: 'feedback.open', step: stepWithFeedback });
    expect(selectIsOpen(snapshot())).toBe(true);
    expect(selectHeading(snapshot())).toEqual({ step: 2, actionName: 'fill', codeAttemptIndex: 1 });
    expect(selectDraft(snapshot())).toEqual({
      actionName: 'fill',
      actionDescription: 'Fill in the card number with @CARD.',
      coderHint: 'The field is inside an iframe.',
      pythonCode: '',
      locatorFeedback: '',
      verified: false,
    });
  });

  it('sends nothing without a change: an info toast for 5 seconds, and the form stays', () => {
    const { actor, calls, done, snapshot } = startFeedback();
    actor.send({ type: 'feedback.open', step: plainStep });
    actor.send({ type: 'feedback.submit' });
    // A change undone is no change.
    actor.send({ type: 'draft.changed', field: 'actionName', value: 'navigate' });
    actor.send({ type: 'draft.changed', field: 'actionName', value: 'goto' });
    actor.send({ type: 'draft.verifiedChanged', verified: true });
    actor.send({ type: 'draft.verifiedChanged', verified: false });
    actor.send({ type: 'feedback.submit' });
    expect(done).toEqual([
      ['notifyNoChanges', NO_CHANGES],
      ['notifyNoChanges', NO_CHANGES],
    ]);
    expect(calls).toEqual([]);
    expect(snapshot().value).toBe('editing');
  });

  it.each(Object.keys(sampleChanges) as FeedbackField[])('sends the step with a changed %s alone', (field) => {
    const { actor, calls, snapshot } = startFeedback();
    actor.send({ type: 'feedback.open', step: plainStep });
    actor.send({ type: 'draft.changed', field, value: sampleChanges[field] });
    expect(selectChangedFields(snapshot())).toEqual([field]);
    actor.send({ type: 'feedback.submit' });
    const property = {
      actionName: 'action_name',
      actionDescription: 'action_description',
      coderHint: 'coder_hint',
      pythonCode: 'python_code',
      locatorFeedback: 'locator_based_feedback',
    }[field];
    expect(calls).toEqual([['submitStepFeedback', { testId, feedback: { step: 0, [property]: sampleChanges[field] } }]]);
  });

  it('sends verified with the code attempt index of the step (0 before any attempt)', () => {
    expect(feedbackPayload(stepWithFeedback, { ...selectDraftOf(stepWithFeedback), verified: true })).toEqual({
      step: 2,
      verified: true,
      code_attempt_index: 1,
    });
    expect(feedbackPayload(plainStep, { ...selectDraftOf(plainStep), verified: true })).toEqual({ step: 0, verified: true, code_attempt_index: 0 });
    expect(feedbackPayload(null, { ...selectDraftOf(plainStep), verified: true })).toBeNull();
  });

  it('sends every change at once, keeps the form read-only while sending, and hands the pending test over', () => {
    const { actor, settle, calls, done, told, snapshot } = startFeedback();
    actor.send({ type: 'feedback.open', step: stepWithFeedback });
    actor.send({ type: 'draft.changed', field: 'coderHint', value: 'Switch to the payment iframe first.' });
    actor.send({ type: 'draft.changed', field: 'pythonCode', value: 'frame.get_by_label("Card number").fill(CARD)' });
    actor.send({ type: 'draft.verifiedChanged', verified: true });
    actor.send({ type: 'feedback.submit' });
    expect(selectIsSubmitting(snapshot())).toBe(true);
    actor.send({ type: 'draft.changed', field: 'actionName', value: 'ignored' });
    actor.send({ type: 'feedback.cancel' });
    expect(calls).toEqual([
      [
        'submitStepFeedback',
        {
          testId,
          feedback: {
            step: 2,
            coder_hint: 'Switch to the payment iframe first.',
            python_code: 'frame.get_by_label("Card number").fill(CARD)',
            verified: true,
            code_attempt_index: 1,
          },
        },
      ],
    ]);
    const pending = { ...sampleTests.runnable, state: 'pending' as const };
    settle(doneEvent('submitStepFeedback', pending));
    expect(done).toEqual([['notifySubmitted', { title: 'Action feedback submitted', text: '', type: 'success' }]]);
    expect(told).toEqual([{ type: 'test.changed', test: pending }]);
    expect(selectIsOpen(snapshot())).toBe(false);
    expect(selectHeading(snapshot())).toBeNull();
  });

  it('keeps what was typed after a failure, with the error toast', () => {
    const { actor, settle, done, told, snapshot } = startFeedback();
    actor.send({ type: 'feedback.open', step: plainStep });
    actor.send({ type: 'draft.changed', field: 'actionDescription', value: 'Open the home page.' });
    actor.send({ type: 'feedback.submit' });
    settle(errorEvent('submitStepFeedback', 'The test is running'));
    expect(done).toEqual([['notifySubmitFailed', { title: 'Some error occurred', text: 'Unable to submit feedback', type: 'error' }]]);
    expect(told).toEqual([]);
    expect(snapshot().value).toBe('editing');
    expect(selectDraft(snapshot()).actionDescription).toBe('Open the home page.');
  });

  it('cancels without sending, and opens afresh on the next step', () => {
    const { actor, calls, snapshot } = startFeedback();
    actor.send({ type: 'feedback.open', step: plainStep });
    actor.send({ type: 'draft.changed', field: 'actionName', value: 'navigate' });
    actor.send({ type: 'feedback.open', step: stepWithFeedback });
    expect(selectHeading(snapshot())?.step).toBe(0);
    actor.send({ type: 'feedback.cancel' });
    actor.send({ type: 'feedback.open', step: plainStep });
    expect(selectDraft(snapshot()).actionName).toBe('goto');
    expect(calls).toEqual([]);
  });
});

function selectDraftOf(step: typeof plainStep) {
  const { actor, snapshot } = startFeedback();
  actor.send({ type: 'feedback.open', step });
  return selectDraft(snapshot());
}
