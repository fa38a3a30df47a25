/**
 * Story coverage. Convention: a story file's default export (meta) names its machine with
 * `parameters.machine = '<machine id>'`, and each story names the state it shows with
 * `parameters.state = '<dotted state value>'`, e.g. `open` or `ready.refreshing`. A state set
 * on the meta applies to the stories that set none.
 */
import { toDottedValue } from './describe';
import { shortestPaths, type PathModel } from './paths';

/** Dotted values of every state the path model reaches, sorted. */
export function reachableStates(model: PathModel): string[] {
  const values = shortestPaths(model).map((path) => toDottedValue(path.steps[path.steps.length - 1]!.state.value));
  return [...new Set(values)].sort();
}

type StoryModule = Record<string, unknown>;
type Annotated = { parameters?: { machine?: unknown; state?: unknown } };

/** Dotted state values that some story of the machine shows, sorted. */
export function statesWithStories(storyModules: ReadonlyArray<StoryModule>, machineId: string): string[] {
  const states = new Set<string>();
  for (const module of storyModules) {
    const meta = module.default as Annotated | undefined;
    if (meta?.parameters?.machine !== machineId) continue;
    for (const [name, story] of Object.entries(module)) {
      if (name === 'default' || !story || typeof story !== 'object') continue;
      const state = (story as Annotated).parameters?.state ?? meta.parameters.state;
      if (typeof state === 'string') states.add(state);
    }
  }
  return [...states].sort();
}

/** Reachable states of the machine that no story shows. */
export function statesWithoutStories(model: PathModel, storyModules: ReadonlyArray<StoryModule>): string[] {
  const shown = new Set(statesWithStories(storyModules, model.machine.id));
  return reachableStates(model).filter((state) => !shown.has(state));
}
