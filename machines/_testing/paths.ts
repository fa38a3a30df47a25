/**
 * Path tests: walk a machine's graph with @xstate/graph and replay every path on a live actor.
 *
 * The graph is computed with pure transitions (no actor runs, no action executes), so the
 * replay is what proves the machine behaves as drawn once real actors, timers and actions are
 * wired. See README.md beside this file for why invokes and delays are replayed as they are.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  SimulatedClock,
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyEventObject,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot, type AdjacencyMap, type StatePath, type TraversalOptions } from '@xstate/graph';
import { describeEvent, describeSnapshot, describeSteps, toDottedValue } from './describe';
import {
  observationKey,
  observationMismatches,
  readable,
  recordingImplementations,
  transitionMismatches,
  transitionTableKey,
  type Effect,
  type ExpectationTables,
} from './expectations';

/** Completion of an invoked actor, as the graph and the replay deliver it. */
export type DoneActorEvent<TId extends string = string, TOutput = unknown> = {
  type: `xstate.done.actor.${TId}`;
  output: TOutput;
};
export type ErrorActorEvent<TId extends string = string> = { type: `xstate.error.actor.${TId}`; error: unknown };
/** A delayed transition firing; its type is `xstate.after.<delay>.<state id>`. */
export type AfterEvent = { type: `xstate.after.${string}` };

/** Every event a path may take: the machine's own, its actors' completions and its timers. */
export type ModelEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | DoneActorEvent | ErrorActorEvent | AfterEvent;

/**
 * How to drive a machine, and optionally (`ExpectationTables`, see expectations.ts) what the user
 * observes in each state and what each transition must do, checked at every replayed step.
 */
export interface PathModel<TMachine extends AnyStateMachine = AnyStateMachine> extends ExpectationTables<TMachine> {
  machine: TMachine;
  /** Each input is walked separately: an initial state often depends on the input. */
  inputs: ReadonlyArray<InputFrom<TMachine>>;
  /**
   * Fakes given to `machine.provide()` for the replay. Invoked actors must never settle on their
   * own (use `neverSettles()`): the replay delivers their done and error events itself, exactly
   * where the graph took them. Actions are usually no-ops.
   */
  implementations: Parameters<TMachine['provide']>[0];
  /**
   * The events a user or the app can send in a snapshot, with sample payloads, plus the done
   * and error events of the actors it invokes (with the `output` or `error` the machine reads).
   * The graph takes those whose type the snapshot handles. Timers need no listing: their
   * `xstate.after.*` events carry no payload and are added for every snapshot that has one.
   */
  events: (snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<ModelEvent<TMachine>>;
}

export interface PathStep<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The event sent; the first step's is `xstate.init` (the actor starting). */
  event: AnyEventObject;
  /** The snapshot the graph predicts once the event is processed. */
  state: SnapshotFrom<TMachine>;
}

export interface ModelPath<TMachine extends AnyStateMachine = AnyStateMachine> {
  input: InputFrom<TMachine>;
  steps: Array<PathStep<TMachine>>;
  description: string;
}

export interface ReplayResult {
  /** Keys (see transitionKey) of every transition the live actor took, eventless ones included. */
  walked: Set<string>;
  /** Events the actor emitted while processing each step, by step index. */
  emitted: AnyEventObject[][];
  /** The effects of each step (provided actors started, provided actions run, events sent or emitted). */
  effects: Effect[][];
  /** The `observations` and `transitions` keys this replay checked. */
  checked: { observations: Set<string>; transitions: Set<string> };
}

/**
 * Names a transition by its source state and its position there, so the same transition of
 * `machine` and of `machine.provide(...)` (a copy with new state node objects) get one key.
 * Eventless transitions are not in `transitions`, hence their own numbering.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  if (transition.eventType === '') return `${source.id}#always${source.always!.indexOf(transition)}`;
  return `${source.id}#${[...source.transitions.values()].flat().indexOf(transition)}`;
}

/** An actor for the fakes: it never completes, so only the replay decides how it ends. */
export function neverSettles<TOutput = unknown, TInput = unknown>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
}

export function doneEvent<TId extends string, TOutput>(id: TId, output: TOutput): DoneActorEvent<TId, TOutput> {
  return { type: `xstate.done.actor.${id}`, output };
}

export function errorEvent<TId extends string>(id: TId, message: string): ErrorActorEvent<TId> {
  return { type: `xstate.error.actor.${id}`, error: new Error(message) };
}

/**
 * Errors serialize to `{}` in JSON, so two error samples would collide in the graph's
 * adjacency map (keyed by serialized event) without this.
 */
export function serializeEvent(event: AnyEventObject): string {
  return JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? { name: value.name, message: value.message } : value));
}

type AnySnapshot = SnapshotFrom<AnyStateMachine>;
type GraphStep = { event: AnyEventObject; state: AnySnapshot };

// The graph is walked on the untyped machine: @xstate/graph's generics do not survive a generic
// TMachine, and the public functions below restore the types.
function traversalOptions(model: PathModel, input: unknown): TraversalOptions<AnySnapshot, AnyEventObject, unknown> {
  return {
    input,
    serializeEvent,
    // An events function replaces @xstate/graph's own inference, which would also send payload-less
    // copies of events that need a payload; so only the listed samples are taken, plus timers.
    events: (snapshot) => {
      const handled = new Set<string>(__unsafe_getAllOwnEventDescriptors(snapshot));
      const timers = [...handled].filter((type) => type.startsWith('xstate.after.')).map((type) => ({ type }));
      return [...(model.events(snapshot) as AnyEventObject[]).filter((event) => handled.has(event.type)), ...timers];
    },
  };
}

/**
 * The machine the graph walks: with the model's implementations, as the replay runs it. The graph
 * does not run actions, but it resolves XState's own (a `sendParent` needs a parent to resolve,
 * which a model replaces with a plain function).
 */
function walkedMachine(model: PathModel): AnyStateMachine {
  return (model.machine as AnyStateMachine).provide((model.implementations ?? {}) as never);
}

function graphShortestPaths(model: PathModel, input: unknown): Array<StatePath<AnySnapshot, AnyEventObject>> {
  return getShortestPaths(walkedMachine(model), traversalOptions(model, input) as never);
}

/** Shortest paths give each distinct snapshot (state value and context) one path that reaches it. */
export function shortestPaths<TMachine extends AnyStateMachine>(model: PathModel<TMachine>): Array<ModelPath<TMachine>> {
  return model.inputs.flatMap((input) => graphShortestPaths(model, input).map((path) => toModelPath<TMachine>(input, path.steps)));
}

/**
 * Shortest paths plus a transition cover. Shortest paths reach every snapshot but skip edges
 * back into snapshots already reached (a cancel returning to the initial state, say), so each
 * edge that selects a transition no path has walked from that state value to that state value
 * gets one more path: the shortest path to its source, then the edge. (Simple paths would also
 * cover them, but grow exponentially with the machine.)
 */
export function modelPaths<TMachine extends AnyStateMachine>(model: PathModel<TMachine>): Array<ModelPath<TMachine>> {
  return model.inputs.flatMap((input) => {
    const shortest = graphShortestPaths(model, input);
    const prefixes = new Map<string, GraphStep[]>(shortest.map((path) => [serializeSnapshot(path.state), path.steps]));
    const usages = new Set(shortest.flatMap((path) => path.steps.slice(1).map((step, i) => usage(path.steps[i]!.state, step))));
    const cover: Array<ModelPath<TMachine>> = [];
    const adjacency: AdjacencyMap<AnySnapshot, AnyEventObject> = getAdjacencyMap(walkedMachine(model), traversalOptions(model, input));
    for (const [from, { state, transitions }] of Object.entries(adjacency)) {
      for (const step of Object.values(transitions) as GraphStep[]) {
        // An event no transition accepts (a failing guard) walks nothing: no path needed.
        if (!state.machine.getTransitionData(state, step.event).length) continue;
        const key = usage(state, step);
        if (usages.has(key)) continue;
        usages.add(key);
        cover.push(toModelPath<TMachine>(input, [...prefixes.get(from)!, step]));
      }
    }
    return [...shortest.map((path) => toModelPath<TMachine>(input, path.steps)), ...cover];
  });
}

/** Which transitions an event selects in a snapshot, and between which state values. */
function usage(from: AnySnapshot, step: GraphStep): string {
  const selected = from.machine.getTransitionData(from, step.event).map(transitionKey);
  return `${toDottedValue(from.value)} ${selected.join(',')} ${toDottedValue(step.state.value)}`;
}

function toModelPath<TMachine extends AnyStateMachine>(input: unknown, steps: GraphStep[]): ModelPath<TMachine> {
  return {
    input: input as InputFrom<TMachine>,
    steps: steps as Array<PathStep<TMachine>>,
    description: describeSteps(steps),
  };
}

/**
 * Replays a path on `machine.provide(implementations)` and throws at the first step whose state
 * value or context differs from the graph's prediction, or that contradicts the model's tables
 * (`observations`, `transitions`; see expectations.ts).
 */
export function replayPath<TMachine extends AnyStateMachine>(
  model: PathModel<TMachine>,
  path: ModelPath<TMachine>,
  // The coverage report replays every path again after the path tests checked them: it needs
  // only the table keys, and the checks would double the slowest machine's run (mainLayout).
  { checkTables = true }: { checkTables?: boolean } = {},
): ReplayResult {
  const clock = new SimulatedClock();
  const walked = new Set<string>();
  let effectsNow: Effect[] = [];
  const record = (effect: Effect) => void effectsNow.push(effect);
  const implementations = recordingImplementations(model.implementations as never, record);
  // The inspector needs the root before createActor returns it.
  const root: { ref?: AnyActorRef } = {};
  const actor = createActor(model.machine.provide(implementations as never), {
    input: path.input,
    clock,
    // Names the root in recorded effects (`replyTo: 'actor:<machine id>'`).
    id: model.machine.id,
    inspect: (inspection) => {
      // Events the machine sends to other actors (the confirm dialog, its children) are effects;
      // XState's own (`xstate.init` to a child it starts) are not.
      if (
        inspection.type === '@xstate.event' &&
        root.ref &&
        inspection.sourceRef === root.ref &&
        inspection.actorRef !== root.ref &&
        !inspection.event.type.startsWith('xstate.')
      ) {
        record({ send: (inspection.actorRef as AnyActorRef).id, event: readable(inspection.event) });
      }
      // Only the machine under test: its children (the fakes) take no transitions anyway.
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId) return;
      for (const transition of inspection._transitions) walked.add(transitionKey(transition));
    },
  });
  root.ref = actor;
  const emitted: AnyEventObject[][] = [];
  const effects: Effect[][] = [];
  const checked = { observations: new Set<string>(), transitions: new Set<string>() };
  let emittedNow: AnyEventObject[] = [];
  actor.on('*', (event) => {
    emittedNow.push(event);
    record({ emit: readable(event) });
  });
  actor.start();
  try {
    let previous: SnapshotFrom<AnyStateMachine> | null = null;
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) deliver(actor, clock, step.event);
      const reached = actor.getSnapshot() as SnapshotFrom<AnyStateMachine>;
      expectReached(reached, step, path, index);
      expectTables(model, { previous, step, reached, effects: effectsNow, checkTables }, checked, path, index);
      emitted.push(emittedNow);
      effects.push(effectsNow);
      emittedNow = [];
      effectsNow = [];
      previous = reached;
    }
  } finally {
    actor.stop();
  }
  return { walked, emitted, effects, checked };
}

interface CheckedStep {
  previous: SnapshotFrom<AnyStateMachine> | null;
  step: PathStep;
  reached: SnapshotFrom<AnyStateMachine>;
  effects: Effect[];
  checkTables: boolean;
}

/** Checks a step against the model's hand-written tables, when it has them. */
function expectTables(
  model: PathModel,
  { previous, step, reached, effects, checkTables }: CheckedStep,
  checked: ReplayResult['checked'],
  path: ModelPath,
  index: number,
): void {
  const problems: string[] = [];
  // The transition first: a wrong target is the cause, the observations of the wrong state follow from it.
  if (model.transitions) {
    const key = transitionTableKey(model, previous, step.event);
    if (model.transitions[key]) checked.transitions.add(key);
    // The first step's entry also gets the path's input: it decides where some machines start.
    const event = previous ? step.event : { ...step.event, input: path.input };
    if (checkTables) problems.push(...transitionMismatches(model, previous, event, reached, effects));
  }
  if (model.observations) {
    checked.observations.add(observationKey(reached));
    if (checkTables) problems.push(...observationMismatches(model, reached, model.events(reached) as AnyEventObject[]));
  }
  if (problems.length) throw new Error(`${where(path, index, step)}:\n  ${problems.join('\n  ')}`);
}

/**
 * Delivers one step. Timers are not sent as events: the clock advances by the scheduled delay,
 * so the replay also proves that entering the state really scheduled the timer.
 */
function deliver(actor: AnyActorRef, clock: SimulatedClock, event: AnyEventObject): void {
  if (!event.type.startsWith('xstate.after.')) {
    actor.send(event);
    return;
  }
  const scheduled = Object.values(actor.system.getSnapshot()._scheduledEvents).find(
    (entry) => entry.source === actor && entry.event.type === event.type,
  );
  if (!scheduled) throw new Error(`The timer ${event.type} was never scheduled.`);
  clock.increment(scheduled.delay);
}

function expectReached(actual: SnapshotFrom<AnyStateMachine>, step: PathStep, path: ModelPath, index: number): void {
  const expected = step.state;
  if (actual.status === 'error') {
    throw new Error(`${where(path, index, step)}: the actor failed: ${String(actual.error)}`);
  }
  if (isDeepStrictEqual(actual.value, expected.value) && isDeepStrictEqual(actual.context, expected.context)) return;
  throw new Error(`${where(path, index, step)}: expected ${describeSnapshot(expected)}\n  but the actor reached ${describeSnapshot(actual)}`);
}

function where(path: ModelPath, index: number, step: PathStep): string {
  const input = path.input === undefined ? '' : ` with input ${JSON.stringify(path.input)}`;
  return `Path "${path.description}"${input}, step ${index} (${describeEvent(step.event)})`;
}
