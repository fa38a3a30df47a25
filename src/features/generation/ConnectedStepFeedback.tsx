/** The step feedback form of the test page's child `stepFeedback`, rendered from its snapshot. */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { stepFeedbackMachine } from '../../../machines/stepFeedback/stepFeedback.machine';
import { StepFeedbackDialog } from './StepFeedbackDialog';

export function ConnectedStepFeedback({ feedback }: { feedback: ActorRefFrom<typeof stepFeedbackMachine> }) {
  return <StepFeedbackDialog snapshot={useSelector(feedback, (snapshot) => snapshot)} send={feedback.send} />;
}
