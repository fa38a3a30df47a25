/**
 * Stories render components from a resolved machine snapshot built of plain JSON (a dotted
 * state value and a context), so each story pins one state of one machine. Convention read by
 * the story-coverage test and `npm run flows`: the meta has `parameters.machine` (the machine
 * id) and each story `parameters.state` (the dotted state value it shows).
 */
import type { AnyStateMachine, ContextFrom, SnapshotFrom, StateValue } from 'xstate';

/** 'collapsed.peeking' → { collapsed: 'peeking' } */
export function toStateValue(dotted: string): StateValue {
  const [head, ...rest] = dotted.split('.');
  return rest.length === 0 ? head : { [head]: toStateValue(rest.join('.')) };
}

export function snapshotOf<M extends AnyStateMachine>(machine: M, state: string, context: ContextFrom<M>): SnapshotFrom<M> {
  return machine.resolveState({ value: toStateValue(state), context }) as SnapshotFrom<M>;
}
