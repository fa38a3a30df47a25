/** Answers of `POST /api/steps/parse`, for the path model, tests and stories (importable in the browser). */
import type { StepsParse } from './stepPreview.machine';

export const typedDescription = 'Go to /shop\nClick the Save button and push Buy\nVerify Draft is not visible';

/** One step read two ways, one read one way, one not read at all with its suggestion. */
export const sampleAnswer: StepsParse = {
  steps: [
    { step: 1, line: 1, source: 'Go to /shop', readings: ['go to "/shop"'], error: null },
    { step: 2, line: 2, source: 'Click the Save button', readings: ['click the "Save" button', 'click "Save button"'], error: null },
    {
      step: 3,
      line: 2,
      source: 'push Buy',
      readings: [],
      error: { message: 'Step 3 (line 2) "push Buy" is not in the step language. Did you mean: click "Buy"?', suggestion: 'click "Buy"' },
    },
    { step: 4, line: 3, source: 'Verify Draft is not visible', readings: ['"Draft" is not visible'], error: null },
  ],
};
