/** How paths, events and snapshots read in test names and failure messages. */
import type { AnyEventObject, AnyStateMachine, SnapshotFrom, StateValue } from 'xstate';

/** `{ open: { creating: 'editing' } }` → `open.creating.editing`; parallel regions join with `+`. */
export function toDottedValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => `${key}.${toDottedValue(child!)}`)
    .join('+');
}

/** `dialog.open → dialog.confirm → confirmAction done ⇒ closed` */
type Step = { event: AnyEventObject; state: SnapshotFrom<AnyStateMachine> };

export function describeSteps(steps: ReadonlyArray<Step>): string {
  const events = steps.slice(1).map((step) => describeEvent(step.event));
  const last = steps[steps.length - 1]!;
  return `${events.length ? events.join(' → ') : 'start'} ⇒ ${toDottedValue(last.state.value)}`;
}

export function describeEvent(event: AnyEventObject): string {
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (actor) return `${actor[2]} ${actor[1]}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (after) return `after ${after[1]}`;
  const { type, ...payload } = event;
  const values = Object.values(payload).map(describeValue);
  const detail = values.join(', ');
  return values.length ? `${type}(${detail.length > 40 ? `${detail.slice(0, 39)}…` : detail})` : type;
}

/** Strings as they are; objects by their title, name or id, which is what tells samples apart. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { title, name, id } = value as Record<string, unknown>;
    const label = [title, name, id].find((candidate) => typeof candidate === 'string');
    if (label) return `{${label as string}}`;
  }
  return JSON.stringify(value);
}

export function describeSnapshot(snapshot: SnapshotFrom<AnyStateMachine>): string {
  return `${toDottedValue(snapshot.value)} ${JSON.stringify(snapshot.context)}`;
}
