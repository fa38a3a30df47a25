import type { SnapshotFrom } from 'xstate';
import type { StepPreview, stepPreviewMachine } from './stepPreview.machine';

type Snapshot = SnapshotFrom<typeof stepPreviewMachine>;

/** The steps of the last answer (kept, marked as updating, while the next one is awaited). */
export const selectPreviewSteps = (snapshot: Snapshot): StepPreview[] => snapshot.context.steps;
/** Typing has not paused yet, or the description is being read. */
export const selectIsUpdating = (snapshot: Snapshot) => snapshot.hasTag('updating');
/** The last request failed: the preview says so until the next change. */
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
/** A step's suggestion can be applied only to the description its answer was read from. */
export const selectCanApply = (snapshot: Snapshot, step: number) => snapshot.can({ type: 'suggestion.apply', step });
