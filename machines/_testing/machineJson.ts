/**
 * A machine's definition as plain JSON (docs/flows/<machine>.json, written by `npm run flows`):
 * states, initial states, tags, invoked actors, and every transition with its target, guard and
 * actions by name. It is a machine config: `createMachine(JSON.parse(text))` loads it back, so a
 * reviewer can open it in any XState tool. Implementations (what the actions and actors do) and
 * dynamic params are code, not data, and are left out; flows.test.ts proves the loaded machine
 * draws the same diagram as the real one.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { guardName } from './coverage';

type Json = { [key: string]: unknown };

/** Names a built-in or provided action: `{ type }` objects, named functions, XState's own (`xstate.assign`). */
function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && 'type' in action) return String((action as { type: unknown }).type);
  if (typeof action === 'function') return (action as { type?: string }).type ?? (action.name || 'inline action');
  return 'action';
}

const actionNames = (actions: readonly unknown[]) => actions.map(actionName);

function transitionJson(transition: AnyTransitionDefinition): Json {
  const json: Json = {};
  // Absolute targets by id, so the config does not depend on where the transition is written.
  if (transition.target) json.target = transition.target.map((node) => `#${node.id}`);
  const guard = guardName(transition.guard);
  if (guard) json.guard = guard;
  if (transition.actions.length) json.actions = actionNames(transition.actions);
  if (transition.reenter) json.reenter = true;
  return json;
}

function stateJson(node: AnyStateNode): Json {
  const json: Json = { id: node.id };
  if (node.type !== 'atomic' && node.type !== 'compound') json.type = node.type;
  const initial = node.initial?.target[0];
  if (initial) json.initial = initial.key;
  if (node.tags.length) json.tags = [...node.tags];
  // XState appends one raise (entry) and one cancel (exit) per delay of `after`; loading the
  // config back adds them again, so they are not written.
  const delays = new Set(node.after.map((transition) => transition.eventType)).size;
  const entry = node.entry.slice(0, node.entry.length - delays);
  const exit = node.exit.slice(0, node.exit.length - delays);
  if (entry.length) json.entry = actionNames(entry);
  if (exit.length) json.exit = actionNames(exit);
  if (node.invoke.length)
    json.invoke = node.invoke.map((invoke) => ({ id: invoke.id, src: typeof invoke.src === 'string' ? invoke.src : invoke.id }));
  const on: Json = {};
  const after: Json = {};
  for (const [eventType, transitions] of node.transitions) {
    const list = transitions.map(transitionJson);
    // Delayed transitions carry their delay (not in XState's public TransitionDefinition type).
    const delayed = (transitions[0] as { delay?: string | number } | undefined)?.delay;
    // Delayed transitions are keyed by their delay, as written; the rest by event, done and
    // error events of invoked actors included (`xstate.done.actor.<id>` is how onDone reads).
    if (eventType.startsWith('xstate.after.') && delayed !== undefined) after[String(delayed)] = list;
    else on[eventType] = list;
  }
  if (Object.keys(on).length) json.on = on;
  if (Object.keys(after).length) json.after = after;
  if (node.always?.length) json.always = node.always.map(transitionJson);
  const states = Object.entries(node.states);
  if (states.length) json.states = Object.fromEntries(states.map(([key, child]) => [key, stateJson(child)]));
  return json;
}

export function toMachineJson(machine: AnyStateMachine): string {
  return `${JSON.stringify(stateJson(machine.root), null, 2)}\n`;
}
