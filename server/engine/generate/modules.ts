/**
 * Modules are reusable steps written in the step language: "use module "Login"" is replaced by
 * the module's own steps (modules may use other modules, never themselves), and a test's setup
 * module runs before its first step. Each expanded step remembers the module it came from.
 */
import { parseSteps } from '../steps/parse.ts';
import type { Step } from '../steps/types.ts';
import { answerDialogsFirst } from './dialogOrder.ts';

export interface ModuleSource {
  name: string;
  /** The module's steps, in the step language. */
  script: string | null;
}

export type PlannedStep = Step & { module?: string };

export class PlanError extends Error {}

function findModule(modules: ModuleSource[], name: string): ModuleSource {
  const found = modules.find((module) => module.name === name) ?? modules.find((module) => module.name.toLowerCase() === name.toLowerCase());
  if (!found) {
    const known = modules.map((module) => `"${module.name}"`).join(', ');
    throw new PlanError(`There is no module "${name}" in this project.${known ? ` Modules: ${known}.` : ' Create it on the Modules page first.'}`);
  }
  return found;
}

function moduleSteps(module: ModuleSource, modules: ModuleSource[], using: string[]): PlannedStep[] {
  if (using.includes(module.name)) throw new PlanError(`The module "${module.name}" uses itself (${[...using, module.name].join(' → ')}).`);
  const parsed = parseSteps(module.script ?? '');
  if (!parsed.ok) {
    const [first] = parsed.errors;
    throw new PlanError(`In module "${module.name}": ${first.message}`);
  }
  return expand(parsed.steps, modules, [...using, module.name]).map((step) => ({ ...step, module: step.module ?? module.name }));
}

function expand(steps: Step[], modules: ModuleSource[], using: string[]): PlannedStep[] {
  return steps.flatMap((step) => (step.kind === 'useModule' ? moduleSteps(findModule(modules, step.name), modules, using) : [step]));
}

/** The steps a generation performs, in order: the setup module's, then the test's, modules expanded (dialog answers set up first: dialogOrder.ts). */
export function planSteps(steps: Step[], modules: ModuleSource[], setupModule: ModuleSource | null): PlannedStep[] {
  const setup = setupModule ? moduleSteps(setupModule, modules, []) : [];
  return answerDialogsFirst([...setup, ...expand(steps, modules, [])]);
}
