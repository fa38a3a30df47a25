/**
 * Transition coverage: the machine's drawn transitions against the ones the replayed paths took.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from '@xstate/graph';
import { describeEvent } from './describe';
import { unusedEntries } from './expectations';
import { modelPaths, replayPath, transitionKey, type PathModel } from './paths';

export interface GraphTransition {
  key: string;
  /** Dotted path of the state that declares the transition; `(machine)` for the root. */
  source: string;
  event: string;
  guard: string | null;
  /** Dotted target paths; the source itself for a transition without target. */
  targets: string[];
}

export interface CoverageReport {
  transitions: GraphTransition[];
  uncovered: GraphTransition[];
  /** Paths whose replay failed; their transitions up to the failure still count as walked. */
  failedPaths: string[];
  /** The table entries (`observations`, `transitions`) the replays checked. */
  checked: { observations: Set<string>; transitions: Set<string> };
}

/**
 * Every transition of the machine: the edges of `toDirectedGraph` (events, actor completions,
 * timers) plus eventless `always` transitions, which `toDirectedGraph` leaves out.
 */
export function graphTransitions(machine: AnyStateMachine): GraphTransition[] {
  const byKey = new Map<string, GraphTransition>();
  const visit = (node: DirectedGraphNode) => {
    for (const edge of node.edges) add(edge.transition as AnyTransitionDefinition);
    for (const transition of node.stateNode.always ?? []) add(transition);
    node.children.forEach(visit);
  };
  const add = (transition: AnyTransitionDefinition) => {
    const key = transitionKey(transition);
    if (!byKey.has(key)) byKey.set(key, describeTransition(key, transition));
  };
  visit(toDirectedGraph(machine));
  return [...byKey.values()];
}

function describeTransition(key: string, transition: AnyTransitionDefinition): GraphTransition {
  return {
    key,
    source: statePath(transition.source),
    event: transition.eventType === '' ? 'always' : describeEvent({ type: transition.eventType }),
    guard: guardName(transition.guard),
    targets: (transition.target ?? [transition.source]).map(statePath),
  };
}

export function statePath(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : '(machine)';
}

/** Named guards read as their name, with their parameters when these are fixed values. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    const fixed = params && typeof params === 'object' ? Object.values(params).map(String).join(', ') : '';
    return fixed ? `${String(type)}(${fixed})` : String(type);
  }
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return 'guard';
}

// Both coverage tests of a model read one report: a replay of every path is the slow part.
const reports = new WeakMap<PathModel, CoverageReport>();

/** Replays every path of the model and reports the transitions none of them took. */
export function coverageReport(model: PathModel): CoverageReport {
  const cached = reports.get(model);
  if (cached) return cached;
  const walked = new Set<string>();
  const failedPaths: string[] = [];
  const checked = { observations: new Set<string>(), transitions: new Set<string>() };
  for (const path of modelPaths(model)) {
    try {
      const result = replayPath(model, path, { checkTables: false });
      for (const key of result.walked) walked.add(key);
      for (const key of result.checked.observations) checked.observations.add(key);
      for (const key of result.checked.transitions) checked.transitions.add(key);
    } catch {
      // The path test names the failure; coverage only counts what was walked.
      failedPaths.push(path.description);
    }
  }
  const transitions = graphTransitions(model.machine);
  const report = { transitions, uncovered: transitions.filter((t) => !walked.has(t.key)), failedPaths, checked };
  reports.set(model, report);
  return report;
}

/** Throws, listing the table entries no replayed path checked (a renamed state or event leaves them behind). */
export function assertAllTableEntriesUsed(model: PathModel): void {
  const { checked, failedPaths } = coverageReport(model);
  const unused = unusedEntries(model, checked);
  if (!unused.length) return;
  // A failing replay stops at its first mismatch, so the entries after it count as unused.
  const because = failedPaths.length ? `\n  (${failedPaths.length} paths failed; fix those first)` : '';
  throw new Error(`${model.machine.id}:\n  ${unused.join('\n  ')}${because}`);
}

export function formatTransition(t: GraphTransition): string {
  return `${t.source} --${t.event}${t.guard ? ` [${t.guard}]` : ''}--> ${t.targets.join(', ')}`;
}

/** Throws, listing every transition no path walked: add event samples or inputs to reach them. */
export function assertAllTransitionsCovered(model: PathModel): void {
  const { uncovered, transitions } = coverageReport(model);
  if (!uncovered.length) return;
  throw new Error(
    `${model.machine.id}: ${uncovered.length} of ${transitions.length} transitions are never walked:\n` +
      uncovered.map((t) => `  ${formatTransition(t)}`).join('\n'),
  );
}
