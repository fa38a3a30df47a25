import type { SnapshotFrom } from 'xstate';
import { changedFields, codeAttemptIndex, type FeedbackDraft, type FeedbackField, type stepFeedbackMachine } from './stepFeedback.machine';

type Snapshot = SnapshotFrom<typeof stepFeedbackMachine>;

export const selectIsOpen = (snapshot: Snapshot) => !snapshot.matches('closed');
export const selectIsSubmitting = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectDraft = (snapshot: Snapshot): FeedbackDraft => snapshot.context.draft;

export interface FeedbackHeading {
  step: number;
  actionName: string;
  codeAttemptIndex: number;
}

/** What the form is about: the step's number and action, and the attempt 'verified' refers to. */
export function selectHeading(snapshot: Snapshot): FeedbackHeading | null {
  const step = snapshot.context.step;
  return step && { step: step.step, actionName: step.action_name, codeAttemptIndex: codeAttemptIndex(step) };
}

/** The fields that differ from the step's values (marked in the form). */
export const selectChangedFields = (snapshot: Snapshot): FeedbackField[] => changedFields(snapshot.context.step, snapshot.context.draft);
