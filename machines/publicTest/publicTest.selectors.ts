import type { SnapshotFrom } from 'xstate';
import { orderedSteps, screenshotKeys } from '../testCasePage/generation';
import type { publicTestMachine } from './publicTest.machine';

type Snapshot = SnapshotFrom<typeof publicTestMachine>;

export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('busy');
export const selectIsNotFound = (snapshot: Snapshot) => snapshot.matches('notFound');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
export const selectIsLoaded = (snapshot: Snapshot) => snapshot.matches('loaded');

/** The heading: the test's title, else its name. */
export const selectTitle = (snapshot: Snapshot) => snapshot.context.test?.title || snapshot.context.test?.name || '';
export const selectWebsite = (snapshot: Snapshot) => snapshot.context.test?.website ?? '';
export const selectDescription = (snapshot: Snapshot) => snapshot.context.test?.description ?? '';
export const selectTestState = (snapshot: Snapshot) => snapshot.context.test?.state ?? null;
export const selectFinalMessage = (snapshot: Snapshot) => snapshot.context.test?.final_message ?? null;

/** The final TypeScript script; null until the test is generated. */
export const selectScript = (snapshot: Snapshot) => snapshot.context.test?.final_script || null;
export const selectCanCopyScript = (snapshot: Snapshot) => snapshot.can({ type: 'script.copy' });

/** Each step in order, with the index of its screenshot in the slideshow and viewer (null when it has none). */
export function selectSteps(snapshot: Snapshot) {
  let next = 0;
  return orderedSteps(snapshot.context.test).map((step) => ({
    step: step.step,
    actionName: step.action_name,
    actionDescription: step.action_description,
    screenshotKey: step.screenshot_key || null,
    screenshotIndex: step.screenshot_key ? next++ : null,
  }));
}

/** The slideshow's current screenshot key and index, or null when no step has a screenshot. */
export function selectSlide(snapshot: Snapshot) {
  const keys = screenshotKeys(snapshot.context.test);
  if (keys.length === 0) return null;
  const index = snapshot.context.slide % keys.length;
  return { index, key: keys[index]!, count: keys.length };
}

/** The screenshot the viewer overlay shows; null while it is closed. */
export function selectViewerScreenshot(snapshot: Snapshot) {
  const index = snapshot.context.viewerIndex;
  if (!snapshot.matches({ loaded: { viewer: 'open' } }) || index === null) return null;
  const key = screenshotKeys(snapshot.context.test)[index];
  return key ? { index, key } : null;
}

/** 'waiting_for_executor' → 'Waiting for executor'. */
export function stateLabel(state: string | null): string {
  if (!state) return 'Unknown';
  const words = state.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
