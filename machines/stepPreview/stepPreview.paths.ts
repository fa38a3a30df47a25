/**
 * The path model of the parse preview: a new test (blank) and an edited one (read at once);
 * typing something, then nothing; both outcomes of the request; applying the suggestion of the
 * step that has one, and asking for one a step without a suggestion cannot give.
 */
import { recordingActor } from '../_testing/confirmations';
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { stepPreviewMachine, type StepsParse } from './stepPreview.machine';
import { sampleAnswer, typedDescription } from './stepPreview.samples';
import { stepPreviewObservations, stepPreviewTransitions } from './stepPreview.expectations';

const silent = { actors: { parseTestSteps: neverSettles<StepsParse, { description: string }>() } };

/** The preview with its request silent: the test-case form's path model runs it as its child. */
export const silentStepPreview = stepPreviewMachine.provide(silent);

export const stepPreviewPathModel: PathModel<typeof stepPreviewMachine> = {
  machine: stepPreviewMachine,
  inputs: [
    { description: '', form: recordingActor('form').ref },
    { description: typedDescription, form: recordingActor('form').ref },
  ],
  implementations: silent,
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
  observations: stepPreviewObservations,
  transitions: stepPreviewTransitions,
};
