/**
 * Code generation: each performed step becomes TypeScript (@playwright/test) and Python
 * (Playwright sync API) code, and the steps' code is assembled into whole scripts.
 */
import type { Step } from '../steps/types.ts';
import { stepPython } from './python.ts';
import { stepTypeScript } from './typescript.ts';
import type { CodeContext, StepCode, StepLocators } from './types.ts';

export type { CodeContext, StepCode, StepLocators } from './types.ts';
export { envName } from './values.ts';
export { pythonScript, typeScriptScript } from './scripts.ts';

/** The code for one performed step, in both languages. */
export function stepCode(step: Step, locators: StepLocators, ctx: CodeContext): StepCode {
  return { ts: stepTypeScript(step, locators.target, ctx, locators), py: stepPython(step, locators.target, ctx, locators) };
}
