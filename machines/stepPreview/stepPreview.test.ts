import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { describePathModel } from '../_testing/pathTests';
import { doneEvent, errorEvent } from '../_testing/paths';
import { startRecorded } from '../_testing/recorded';
import { recordingActor } from '../_testing/confirmations';
import { PARSE_DELAY_MS, applySuggestion, stepPreviewMachine, type StepsParse } from './stepPreview.machine';
import { stepPreviewPathModel } from './stepPreview.paths';
import { sampleAnswer, typedDescription } from './stepPreview.samples';
import { selectCanApply, selectHasFailed, selectIsUpdating, selectPreviewSteps } from './stepPreview.selectors';

describePathModel(stepPreviewPathModel);

/** A preview whose requests are answered by the test, on a clock the test advances. */
function startPreview(description = '') {
  const clock = new SimulatedClock();
  const requests: Array<{ description: string; answer: (answer: StepsParse) => void; fail: () => void }> = [];
  const actor = createActor(
    stepPreviewMachine.provide({
      actors: {
        parseTestSteps: fromPromise<StepsParse, { description: string }>(
          ({ input }) =>
            new Promise(
              (resolve, reject) => void requests.push({ description: input.description, answer: resolve, fail: () => reject(new Error('Unable')) }),
            ),
        ),
      },
    }),
    { input: { description, form: recordingActor('form').ref }, clock },
  );
  actor.start();
  return { actor, clock, requests, snapshot: () => actor.getSnapshot() };
}

const answerFor = (source: string): StepsParse => ({ steps: [{ step: 1, line: 1, source, readings: [`click "${source}"`], error: null }] });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('stepPreview', () => {
  it('asks nothing for a blank description, and reads a typed one once typing pauses', () => {
    const { actor, clock, requests, snapshot } = startPreview();
    expect(snapshot().value).toBe('idle');
    actor.send({ type: 'description.changed', description: '   \n ' });
    clock.increment(PARSE_DELAY_MS * 2);
    expect(requests).toEqual([]);
    actor.send({ type: 'description.changed', description: 'cl' });
    clock.increment(PARSE_DELAY_MS - 1);
    actor.send({ type: 'description.changed', description: 'click Save' });
    clock.increment(PARSE_DELAY_MS - 1);
    expect(requests).toEqual([]);
    expect(selectIsUpdating(snapshot())).toBe(true);
    clock.increment(1);
    expect(requests.map((request) => request.description)).toEqual(['click Save']);
  });

  it('reads a test opened for editing at once', () => {
    const { requests, snapshot } = startPreview(typedDescription);
    expect(snapshot().value).toBe('parsing');
    expect(requests.map((request) => request.description)).toEqual([typedDescription]);
  });

  it('drops an answer that arrives after the description changed, and shows the newer one', async () => {
    const { actor, clock, requests, snapshot } = startPreview('click Save');
    actor.send({ type: 'description.changed', description: 'click Cancel' });
    requests[0].answer(answerFor('click Save'));
    await flush();
    expect(selectPreviewSteps(snapshot())).toEqual([]);
    expect(snapshot().value).toBe('debouncing');
    clock.increment(PARSE_DELAY_MS);
    requests[1].answer(answerFor('click Cancel'));
    await flush();
    expect(snapshot().value).toBe('shown');
    expect(selectPreviewSteps(snapshot())).toEqual(answerFor('click Cancel').steps);
    expect(snapshot().context.shownFor).toBe('click Cancel');
  });

  it('keeps the steps shown while the next answer is awaited, clears them for a blank description', async () => {
    const { actor, requests, snapshot } = startPreview('click Save');
    requests[0].answer(answerFor('click Save'));
    await flush();
    actor.send({ type: 'description.changed', description: 'click Save and' });
    expect(selectIsUpdating(snapshot())).toBe(true);
    expect(selectPreviewSteps(snapshot())).toHaveLength(1);
    actor.send({ type: 'description.changed', description: '' });
    expect(selectIsUpdating(snapshot())).toBe(false);
    expect(selectPreviewSteps(snapshot())).toEqual([]);
  });

  it('says a failed request failed until the next change', async () => {
    const { actor, requests, snapshot } = startPreview('click Save');
    requests[0].fail();
    await flush();
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'description.changed', description: 'click Save!' });
    expect(selectHasFailed(snapshot())).toBe(false);
  });

  it("applies a suggestion in one step: the step's text in its line is replaced, announced and read at once", () => {
    const form = recordingActor('form');
    const { actor, settle, calls, snapshot } = startRecorded(stepPreviewMachine, {
      input: { description: typedDescription, form: form.ref },
      actors: ['parseTestSteps'],
      actions: [],
    });
    settle(doneEvent('parseTestSteps', sampleAnswer));
    expect(selectCanApply(snapshot(), 2)).toBe(false);
    expect(selectCanApply(snapshot(), 3)).toBe(true);
    actor.send({ type: 'suggestion.apply', step: 3 });
    const replaced = 'Go to /shop\nClick the Save button and click "Buy"\nVerify Draft is not visible';
    expect(form.received).toEqual([{ type: 'field.changed', field: 'description', value: replaced }]);
    expect(calls).toEqual([
      ['parseTestSteps', { description: typedDescription }],
      ['parseTestSteps', { description: replaced }],
    ]);
    // The form echoing the replaced description asks nothing more.
    actor.send({ type: 'description.changed', description: replaced });
    expect(snapshot().value).toBe('parsing');
    expect(calls).toHaveLength(2);
    // Nothing to apply while the new answer is awaited: its steps may be numbered otherwise.
    expect(selectCanApply(snapshot(), 3)).toBe(false);
    settle(errorEvent('parseTestSteps', 'Unable'));
    expect(selectCanApply(snapshot(), 3)).toBe(false);
  });
});

describe('applySuggestion', () => {
  const error = (suggestion: string) => ({ message: 'not read', suggestion });
  it('replaces the right one of two equal steps on a line, keeps line breaks as written', () => {
    const steps = [
      { step: 1, line: 1, source: 'go home', readings: ['go to "home"'], error: null },
      { step: 2, line: 2, source: 'push Buy', readings: [], error: error('click "Buy"') },
      { step: 3, line: 2, source: 'push Buy', readings: [], error: error('click "Buy now"') },
    ];
    const description = 'go home\r\npush Buy, then push Buy\r\n';
    expect(applySuggestion(description, steps, 3)).toBe('go home\r\npush Buy, then click "Buy now"\r\n');
    expect(applySuggestion(description, steps, 2)).toBe('go home\r\nclick "Buy", then push Buy\r\n');
    expect(applySuggestion(description, steps, 1)).toBeNull();
    expect(applySuggestion(description, steps, 9)).toBeNull();
  });

  it('replaces the whole line when the step is not found as written', () => {
    const steps = [{ step: 1, line: 1, source: 'push Buy', readings: [], error: error('click "Buy"') }];
    expect(applySuggestion('1. push  Buy', steps, 1)).toBe('click "Buy"');
    expect(applySuggestion('', steps, 1)).toBe('click "Buy"');
  });
});
