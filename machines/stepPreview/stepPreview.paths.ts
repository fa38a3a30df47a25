/**
 * The path model of the parse preview: a new test (blank) and an edited one (read at once);
 * typing something, then nothing; both outcomes of the request; applying the suggestion of the
 * step that has one, and asking for one a step without a suggestion cannot give.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { stepPreviewMachine, type StepsParse } from './stepPreview.machine';
import { sampleAnswer, typedDescription } from './stepPreview.samples';

export const stepPreviewPathModel: PathModel<typeof stepPreviewMachine> = {
  machine: stepPreviewMachine,
  inputs: [{ description: '' }, { description: typedDescription }],
  implementations: {
    actors: { parseTestSteps: neverSettles<StepsParse, { description: string }>() },
  },
  events: (snapshot) => {
    // Only the sample description is typed, and a suggestion applied to it alone, so the snapshots stay few.
    const typed = snapshot.context.description === typedDescription;
    return [
      { type: 'description.changed', description: typedDescription },
      { type: 'description.changed', description: '  ' },
      ...(typed ? [{ type: 'suggestion.apply' as const, step: 3 }] : []),
      { type: 'suggestion.apply', step: 2 },
      doneEvent('parseTestSteps', sampleAnswer),
      errorEvent('parseTestSteps', 'Unable to read the steps'),
    ];
  },
};
