/**
 * Stories render components from a resolved machine snapshot built of plain JSON (a dotted
 * state value and a context), so each story pins one state of one machine. Convention read by
 * the story-coverage test and `npm run flows`: the meta has `parameters.machine` (the machine
 * id) and each story `parameters.state` (the dotted state value it shows). Parallel regions
 * join with `+`, as the path tests name them: `loaded.creating.idle+deleting.idle`.
 */
import type { AnyStateMachine, ContextFrom, SnapshotFrom, StateValue } from 'xstate';

type Node = { type: string; states: Record<string, Node> };

/** 'collapsed.peeking' → { collapsed: 'peeking' } */
export function toStateValue(dotted: string): StateValue {
  const [head, ...rest] = dotted.split('.');
  return rest.length === 0 ? head : { [head]: toStateValue(rest.join('.')) };
}

/**
 * Reads a dotted value against the machine's structure: `+` separates the regions of the
 * parallel state it appears under (the dotted form alone cannot tell which parallel state).
 */
function valueUnder(node: Node, dotted: string): StateValue {
  if (node.type === 'parallel') {
    return Object.assign({}, ...dotted.split('+').map((region) => valueUnder({ type: 'compound', states: node.states }, region)));
  }
  const dot = dotted.indexOf('.');
  if (dot < 0) return dotted;
  const head = dotted.slice(0, dot);
  const child = node.states[head];
  if (!child) throw new Error(`No state "${head}" in the machine for "${dotted}".`);
  return { [head]: valueUnder(child, dotted.slice(dot + 1)) };
}

export function snapshotOf<M extends AnyStateMachine>(machine: M, state: string, context: ContextFrom<M>): SnapshotFrom<M> {
  return machine.resolveState({ value: valueUnder(machine.root, state), context }) as SnapshotFrom<M>;
}
