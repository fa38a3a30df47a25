/**
 * The path model of the step feedback form: a step with earlier feedback and one without, one
 * sample change per field (offered only while nothing else changed, which keeps the drafts few:
 * each field alone decides whether the form may be sent), ticking and unticking 'verified', and
 * both outcomes of the request.
 */
import { recordingActor } from '../_testing/confirmations';
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { sampleTests, testId } from '../testCasePage/testCasePage.samples';
import {
  changedFields,
  stepFeedbackMachine,
  type FeedbackField,
  type StepFeedback,
  type StepFeedbackEvent,
  type TestCase,
} from './stepFeedback.machine';
import { stepFeedbackObservations, stepFeedbackTransitions } from './stepFeedback.expectations';
import { plainStep, stepWithFeedback } from './stepFeedback.samples';

export { plainStep, stepWithFeedback };

export const sampleChanges: Record<FeedbackField, string> = {
  actionName: 'navigate',
  actionDescription: 'Open the home page of the shop.',
  coderHint: 'Wait for the network to be idle.',
  pythonCode: 'page.goto("http://shop.test:8080/")',
  locatorFeedback: 'Use the URL from the test, not the menu link.',
};

const silent = {
  actors: { submitStepFeedback: neverSettles<TestCase, { testId: string; feedback: StepFeedback }>() },
  actions: { notifyNoChanges: () => {}, notifySubmitted: () => {}, notifySubmitFailed: () => {} },
};

/** The form with its request silent: the test page's path model runs it as its child. */
export const silentStepFeedback = stepFeedbackMachine.provide(silent);

export const stepFeedbackPathModel: PathModel<typeof stepFeedbackMachine> = {
  machine: stepFeedbackMachine,
  inputs: [{ testId, page: recordingActor('page').ref }],
  implementations: silent,
  events: (snapshot) => {
    const { step, draft } = snapshot.context;
    const untouched = changedFields(step, draft).length === 0 && !draft.verified;
    const changes: StepFeedbackEvent[] = untouched
      ? (Object.entries(sampleChanges) as Array<[FeedbackField, string]>).map(([field, value]) => ({ type: 'draft.changed', field, value }))
      : [];
    return [
      { type: 'feedback.open', step: plainStep },
      { type: 'feedback.open', step: stepWithFeedback },
      ...changes,
      { type: 'draft.verifiedChanged', verified: !draft.verified },
      { type: 'feedback.submit' },
      { type: 'feedback.cancel' },
      doneEvent('submitStepFeedback', { ...sampleTests.runnable, state: 'pending' }),
      errorEvent('submitStepFeedback', 'The test is running'),
    ];
  },
  observations: stepFeedbackObservations,
  transitions: stepFeedbackTransitions,
};
