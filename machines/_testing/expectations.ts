/**
 * The hand-written tables of a path model (`observations`, `transitions`) and how a replay checks
 * them. The graph predicts states from the machine itself, so a wrong target in the machine is
 * also a wrong prediction and every replay passes; these tables are written by a person, so a
 * wrong target, a dropped toast or a button enabled in the wrong state fails a replay.
 */
import { isDeepStrictEqual } from 'node:util';
import type { AnyActorLogic, AnyEventObject, AnyStateMachine, ContextFrom, EventFromLogic, SnapshotFrom } from 'xstate';
import { describeEvent, toDottedValue } from './describe';

/** What the user can observe in one state. */
export interface Observation<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Exactly the tags the snapshot has (none when omitted). */
  tags?: ReadonlyArray<string>;
  /**
   * The event types the user can send here (none when omitted). Checked against the model's
   * samples for the snapshot: a listed type that is sampled must be accepted by `snapshot.can`,
   * every other sampled type refused; a listed type with no sample here is not checked. Actor
   * completions and timers are not the user's to send and are left out.
   */
  can?: ReadonlyArray<EventFromLogic<TMachine>['type']>;
  /** Selectors of the machine's `.selectors.ts` and the value each returns here (deep equality). */
  selectors?: ReadonlyArray<readonly [(snapshot: SnapshotFrom<TMachine>) => unknown, unknown]>;
}

/**
 * Something a step did outside the machine: a provided actor started with its input (an API
 * call), a provided action ran with its params (navigation, a toast), an event sent to another
 * actor (the confirm dialog), or an event emitted. Actor refs inside read as `actor:<id>`. An
 * expected `emit`, or a `send`'s event, given as a string matches an event of that type, whatever
 * its payload (for events that carry a whole list).
 */
export type Effect = { invoke: string; input: unknown } | { action: string; params: unknown } | { send: string; event: unknown } | { emit: unknown };

/** Where a step must lead (its own state when `target` is omitted) and what it must do (nothing when `effects` is omitted). */
export interface StepExpectation {
  target?: string;
  effects?: ReadonlyArray<Effect>;
}

/** An entry that depends on the context (a guard chose by it) or on the event's payload. */
type Maybe<T, TArgs extends unknown[]> = T | ((...args: TArgs) => T);

export interface ExpectationTables<TMachine extends AnyStateMachine = AnyStateMachine> {
  /**
   * Keyed by dotted state value (`ready.waiting`, parallel regions joined with `+`). Every state a
   * replay reaches needs an entry; it is checked after every step that reaches it.
   */
  observations?: Record<string, Maybe<Observation<TMachine>, [context: ContextFrom<TMachine>]>>;
  /**
   * Keyed by `<source state> + <event type>` (`cancelling.sending + xstate.error.actor.cancelTestRun`);
   * the starting step is `start + xstate.init`. A key may name an ancestor of the source
   * (`browsing + rename.start` for every `browsing.*`), as a parent state's handler does; the most
   * specific key wins. Every step that changes the state value or has an effect needs an entry;
   * the function form gets the context before the step and the event (the first step's carries
   * the path's `input`).
   */
  transitions?: Record<string, Maybe<StepExpectation, [context: ContextFrom<TMachine>, event: AnyEventObject]>>;
}

type AnySnapshot = SnapshotFrom<AnyStateMachine>;
type Implementations = { actors?: Record<string, unknown>; actions?: Record<string, unknown> };

/**
 * The model's implementations with each actor and each plain action recording its use. XState's
 * own action objects (assign, sendTo, …) are kept as they are: wrapping would break them.
 */
export function recordingImplementations(implementations: Implementations, record: (effect: Effect) => void): Implementations {
  const actors = Object.fromEntries(
    Object.entries(implementations.actors ?? {}).map(([name, logic]) => {
      // A prototype-linked copy works for plain logic objects and for machines (class instances).
      const recorded = Object.create(logic as AnyActorLogic) as AnyActorLogic;
      recorded.getInitialSnapshot = (scope, input) => {
        record({ invoke: name, input: readable(input) });
        return (logic as AnyActorLogic).getInitialSnapshot(scope, input);
      };
      return [name, recorded];
    }),
  );
  const actions = Object.fromEntries(
    Object.entries(implementations.actions ?? {}).map(([name, action]) => {
      if (typeof action !== 'function' || 'resolve' in action) return [name, action];
      return [
        name,
        (args: unknown, params: unknown) => {
          record({ action: name, params: readable(params) });
          return (action as (args: unknown, params: unknown) => unknown)(args, params);
        },
      ];
    }),
  );
  return { ...implementations, actors, actions };
}

/** Actor refs compare by identity and print as pages of internals: tables name them `actor:<id>`. */
export function readable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(readable);
  if (value && typeof value === 'object') {
    if ('sessionId' in value && 'send' in value && 'id' in value) return `actor:${String(value.id)}`;
    if (value instanceof Error) return value;
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, readable(child)]));
  }
  return value;
}

export function observationKey(snapshot: AnySnapshot): string {
  return toDottedValue(snapshot.value);
}

/** The `transitions` key that describes a step: its source's own, or the nearest ancestor's. */
export function transitionTableKey(tables: ExpectationTables, source: AnySnapshot | null, event: AnyEventObject): string {
  if (!source) return `start + ${event.type}`;
  const dotted = toDottedValue(source.value);
  // Parallel values (`a.b+c.d`) have no single ancestor chain: only their own key.
  const segments = dotted.includes('+') ? [dotted] : dotted.split('.');
  for (let length = segments.length; length > 0; length--) {
    const key = `${segments.slice(0, length).join('.')} + ${event.type}`;
    if (tables.transitions?.[key]) return key;
  }
  return `${dotted} + ${event.type}`;
}

/** Differences between a snapshot and its state's entry; empty when it matches. */
export function observationMismatches(tables: ExpectationTables, snapshot: AnySnapshot, samples: ReadonlyArray<AnyEventObject>): string[] {
  const key = observationKey(snapshot);
  const entry = tables.observations?.[key];
  if (!entry) return [`the state ${key} has no entry in observations: describe what the user sees there`];
  const expected = typeof entry === 'function' ? entry(snapshot.context) : entry;
  const problems: string[] = [];
  const tags = [...snapshot.tags].sort();
  const expectedTags = [...(expected.tags ?? [])].sort();
  if (!isDeepStrictEqual(tags, expectedTags)) problems.push(`tags: expected [${expectedTags}] but found [${tags}]`);
  const userEvents = samples.filter((event) => !event.type.startsWith('xstate.'));
  const accepted = [...new Set(userEvents.filter((event) => snapshot.can(event)).map((event) => event.type))].sort();
  const sampled = new Set(userEvents.map((event) => event.type));
  const expectedCan = [...new Set<string>(expected.can ?? [])].filter((type) => sampled.has(type)).sort();
  if (!isDeepStrictEqual(accepted, expectedCan)) problems.push(`can: expected [${expectedCan}] but the snapshot accepts [${accepted}]`);
  for (const [select, value] of expected.selectors ?? []) {
    const actual = select(snapshot);
    if (!isDeepStrictEqual(actual, value)) {
      problems.push(`${select.name || 'a selector'}: expected ${JSON.stringify(value)} but got ${JSON.stringify(actual)}`);
    }
  }
  return problems.map((problem) => `in ${key}, ${problem}`);
}

/**
 * Differences between a step and its entry; empty when it matches, or when the step has no entry
 * and neither changes the state value nor has an effect.
 */
export function transitionMismatches(
  tables: ExpectationTables,
  source: AnySnapshot | null,
  event: AnyEventObject,
  reached: AnySnapshot,
  effects: ReadonlyArray<Effect>,
): string[] {
  const key = transitionTableKey(tables, source, event);
  const target = toDottedValue(reached.value);
  const entry = tables.transitions?.[key];
  if (!entry) {
    const moved = !source || toDottedValue(source.value) !== target;
    if (!moved && !effects.length) return [];
    return [`${key} has no entry in transitions; it reached ${target} with effects ${describeEffects(effects)}`];
  }
  const expected = typeof entry === 'function' ? entry((source ?? reached).context, event) : entry;
  const problems: string[] = [];
  const expectedTarget = expected.target ?? toDottedValue((source ?? reached).value);
  if (expectedTarget !== target) problems.push(`expected the target ${expectedTarget} but it reached ${target}`);
  const expectedEffects = expected.effects ?? [];
  if (!sameEffects(effects, expectedEffects)) {
    problems.push(`expected the effects ${describeEffects(expectedEffects)}\n    but they were ${describeEffects(effects)}`);
  }
  return problems.map((problem) => `${key} (${describeEvent(event)}): ${problem}`);
}

/** Order-insensitive: XState's order of entry actions and spawns is not the behaviour under test. */
function sameEffects(actual: ReadonlyArray<Effect>, expected: ReadonlyArray<Effect>): boolean {
  if (actual.length !== expected.length) return false;
  const remaining = [...expected];
  return actual.every((effect) => {
    const index = remaining.findIndex((candidate) => matches(candidate, effect));
    if (index < 0) return false;
    remaining.splice(index, 1);
    return true;
  });
}

function matches(expected: Effect, actual: Effect): boolean {
  if ('emit' in expected && typeof expected.emit === 'string') {
    return 'emit' in actual && (actual.emit as AnyEventObject | undefined)?.type === expected.emit;
  }
  if ('send' in expected && typeof expected.event === 'string') {
    return 'send' in actual && actual.send === expected.send && (actual.event as AnyEventObject | undefined)?.type === expected.event;
  }
  return isDeepStrictEqual(readable(expected), actual);
}

function describeEffects(effects: ReadonlyArray<Effect>): string {
  return effects.length ? `[${effects.map((effect) => JSON.stringify(effect)).join(', ')}]` : '[]';
}

/** Table entries no replay used: a renamed state or event leaves them behind. */
export function unusedEntries(tables: ExpectationTables, used: { observations: Set<string>; transitions: Set<string> }): string[] {
  const unused = (table: object | undefined, seen: Set<string>, name: string) =>
    Object.keys(table ?? {})
      .filter((key) => !seen.has(key))
      .map((key) => `${name}['${key}'] is never reached`);
  return [...unused(tables.observations, used.observations, 'observations'), ...unused(tables.transitions, used.transitions, 'transitions')];
}
