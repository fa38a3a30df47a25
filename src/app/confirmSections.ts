/**
 * What "Yes" does for intents a section carries out itself (a shared parameter's, browser
 * state's or module's deletion, the service account key's regeneration, a run's cancellation).
 * The section registers how to act while it is shown; the confirm dialog's action runs it and
 * waits for the section's own request to settle, so the dialog shows its loading state until the
 * server answers instead of closing at once. Kept apart from confirmIntents.ts, which loads the
 * API client, so the sections can register without pulling it in.
 */
import { fromCallback, waitFor, type AnyActorRef, type EventObject, type SnapshotFrom } from 'xstate';

export type SectionIntent = { type: string; [key: string]: unknown };
/** Acts on the intent and answers when done, or answers null when the intent is not its own (another test's run). */
export type SectionAction = (intent: SectionIntent) => Promise<unknown> | null;

const actions = new Map<string, Set<SectionAction>>();

/** Registers how a shown section acts on a confirmed intent; returns how to unregister. */
export function actOnConfirmation(type: string, action: SectionAction): () => void {
  const registered = actions.get(type) ?? new Set<SectionAction>();
  registered.add(action);
  actions.set(type, registered);
  return () => registered.delete(action);
}

/** Whether a section is registered for this intent type (else confirmIntents knows it, or nobody does). */
export function isSectionIntent(type: string): boolean {
  return actions.has(type);
}

/** Runs the first registered section action that takes the intent; null when none does (the section is gone). */
export async function runSectionAction(intent: SectionIntent): Promise<unknown> {
  for (const action of actions.get(intent.type) ?? []) {
    const work = action(intent);
    if (work) return work;
  }
  return null;
}

/**
 * Sends the section's confirmed event and waits while the section is busy with it (its request
 * in flight). A failure is the section's to report (its toast); the dialog just closes then.
 */
export async function settleAfter<TActor extends AnyActorRef>(
  actor: TActor,
  event: Parameters<TActor['send']>[0],
  isBusy: (snapshot: SnapshotFrom<TActor>) => boolean,
): Promise<null> {
  actor.send(event);
  if (isBusy(actor.getSnapshot())) await waitFor(actor, (snapshot) => !isBusy(snapshot), { timeout: Infinity });
  return null;
}

/** Holds a section's registration while the component that shows it is mounted (useActorRef). */
export const sectionConfirmation = fromCallback<EventObject, { type: string; action: SectionAction }>(({ input }) =>
  actOnConfirmation(input.type, input.action),
);
