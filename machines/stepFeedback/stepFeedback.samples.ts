/** Steps to give feedback on, for the path model, tests and stories (importable in the browser). */
import { sampleTests } from '../testCasePage/testCasePage.samples';
import type { GenerationStep } from '../../rules/generationStep';

const steps = sampleTests.runnable.test_generation_steps;
/** Step 0 ('goto'), never given feedback. */
export const plainStep: GenerationStep = steps.find((step) => step.step === 0)!;
/** Step 2 ('fill'), with a coder hint given at code attempt 1. */
export const stepWithFeedback: GenerationStep = steps.find((step) => step.step === 2)!;
