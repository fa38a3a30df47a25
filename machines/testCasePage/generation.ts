/**
 * Pure rules over a test's generation (spec sections 3 and 4): its steps in order, their
 * screenshots, whether it is being generated, and what its final scripts are called.
 */
import type { components } from '../../openapi/schema';
import type { GenerationStep } from '../../rules/generationStep';
import { isGeneratingState } from '../../rules/states';

type TestCase = components['schemas']['TestCase'];
export type ScriptLanguage = 'typescript' | 'python';

type WithSteps = Pick<TestCase, 'test_generation_steps'> | null;

/** Spec section 9: 'Carousel switch interval 750 ms'. */
export const CAROUSEL_INTERVAL_MS = 750;

export function isGenerating(test: Pick<TestCase, 'state'> | null): boolean {
  return test !== null && isGeneratingState(test.state);
}

/** The steps in the order they were generated. */
export function orderedSteps(test: WithSteps): GenerationStep[] {
  return [...(test?.test_generation_steps ?? [])].sort((a, b) => a.step - b.step);
}

/** The screenshot keys of the steps that have one, in step order: the slideshow's and the viewer's list. */
export function screenshotKeys(test: WithSteps): string[] {
  return orderedSteps(test).flatMap((step) => (step.screenshot_key ? [step.screenshot_key] : []));
}

/** The final script in a language, or null when the test has none in it. */
export function finalScript(test: Pick<TestCase, 'final_script' | 'final_script_py'> | null, language: ScriptLanguage): string | null {
  const script = language === 'typescript' ? test?.final_script : test?.final_script_py;
  return script ? script : null;
}

/** `<name>.spec.ts` or `<name>.py`; the tree's name rule already keeps names file-safe. */
export function scriptFileName(name: string, language: ScriptLanguage): string {
  const base = name.trim() || 'test';
  return language === 'typescript' ? `${base}.spec.ts` : `${base}.py`;
}
