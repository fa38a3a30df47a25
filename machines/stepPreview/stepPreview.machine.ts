/**
 * The parse preview of a test's description (issue 17 item 7): as the description is typed,
 * each step shows how it was read (its readings in the canonical quoted step language) or why
 * it was not, with a suggestion that is one click to apply.
 *
 * Typing restarts a named delay (`parseDelay`); when it passes, `POST /api/steps/parse` reads
 * the description as it is then. A change while that request is in flight leaves `parsing`,
 * which stops the request, so a stale answer is never shown: what is shown always belongs to
 * `context.shownFor`. A blank description asks nothing. Applying a suggestion replaces the
 * step's text in its line, tells the form (the input's `form`, which takes it as typed) and
 * reads it at once. It runs as the test-case form's child (machines/testCaseEditor), which
 * sends it every description change.
 */
import { assign, sendTo, setup, type AnyActorRef } from 'xstate';
import type { components } from '../../openapi/schema';
import { providedActor } from '../_shared/provided';

export type StepPreview = components['schemas']['StepPreview'];
export type StepsParse = components['schemas']['StepsParse'];

export interface StepPreviewInput {
  /** The description the form starts with (a test being edited); '' for a new test. */
  description: string;
  /** The test-case form: told the description once a suggestion replaced a step in it. */
  form: AnyActorRef;
}

export interface StepPreviewContext {
  form: AnyActorRef;
  /** The description as last typed. */
  description: string;
  /** The steps of the last answer; they belong to `shownFor`. */
  steps: StepPreview[];
  /** The description `steps` were read from; null before any answer. */
  shownFor: string | null;
}

export type StepPreviewEvent =
  | { type: 'description.changed'; description: string }
  /** Apply the suggestion of the shown step numbered `step` (1-based, as the answer numbers them). */
  | { type: 'suggestion.apply'; step: number };

/** How long typing must pause before the description is read. */
export const PARSE_DELAY_MS = 400;

const isBlank = (description: string) => description.trim() === '';

/**
 * The description with one step's text replaced by its suggestion, in the step's own line; the
 * other steps of that line, the other lines and their line breaks stay as they were. When the
 * text is no longer found as written (a list marker the parser dropped), the whole line is replaced.
 */
export function applySuggestion(description: string, steps: StepPreview[], number: number): string | null {
  const target = steps.find((step) => step.step === number);
  if (!target?.error) return null;
  // Even indices are lines, odd ones the breaks between them.
  const parts = description.split(/(\r\n|\r|\n)/);
  const index = (target.line - 1) * 2;
  if (index >= parts.length) return null;
  const text = parts[index];
  // Earlier steps of the same line with the same text come first in the line.
  const earlier = steps.filter((step) => step.line === target.line && step.step < number && step.source === target.source).length;
  let at = -1;
  for (let seen = 0; seen <= earlier; seen++) {
    at = text.indexOf(target.source, at + 1);
    if (at < 0) break;
  }
  parts[index] = at < 0 ? target.error.suggestion : text.slice(0, at) + target.error.suggestion + text.slice(at + target.source.length);
  return parts.join('');
}

export const stepPreviewMachine = setup({
  types: {
    input: {} as StepPreviewInput,
    context: {} as StepPreviewContext,
    events: {} as StepPreviewEvent,
    tags: {} as 'updating',
    children: {} as { parseTestSteps: 'parseTestSteps' },
  },
  actors: {
    /** POST /api/steps/parse (operation parseTestSteps). */
    parseTestSteps: providedActor<StepsParse, { description: string }>('parseTestSteps'),
  },
  actions: {
    setDescription: assign((_, params: { description: string }) => ({ description: params.description })),
    clearSteps: assign({ steps: [], shownFor: null }),
    showAnswer: assign(({ context }, params: { answer: StepsParse }) => ({ steps: params.answer.steps, shownFor: context.description })),
    replaceStep: assign(({ context }, params: { step: number }) => ({
      description: applySuggestion(context.description, context.steps, params.step) ?? context.description,
    })),
    tellForm: sendTo(
      ({ context }) => context.form,
      ({ context }) => ({ type: 'field.changed' as const, field: 'description' as const, value: context.description }),
    ),
  },
  guards: {
    hasDescription: ({ context }) => !isBlank(context.description),
    isSameDescription: ({ context }, params: { description: string }) => params.description === context.description,
    isBlankChange: (_, params: { description: string }) => isBlank(params.description),
    hasSuggestion: ({ context }, params: { step: number }) => applySuggestion(context.description, context.steps, params.step) !== null,
  },
  delays: { parseDelay: PARSE_DELAY_MS },
}).createMachine({
  id: 'stepPreview',
  context: ({ input }) => ({ form: input.form, description: input.description, steps: [], shownFor: null }),
  initial: 'starting',
  // A change anywhere: a blank description shows nothing; otherwise the pause starts (again).
  // The same text again (the form echoing a replaced description) changes nothing.
  on: {
    'description.changed': [
      { guard: { type: 'isSameDescription', params: ({ event }) => ({ description: event.description }) } },
      {
        guard: { type: 'isBlankChange', params: ({ event }) => ({ description: event.description }) },
        target: '.idle',
        actions: [{ type: 'setDescription', params: ({ event }) => ({ description: event.description }) }, 'clearSteps'],
      },
      {
        target: '.debouncing',
        reenter: true,
        actions: { type: 'setDescription', params: ({ event }) => ({ description: event.description }) },
      },
    ],
  },
  states: {
    // A test opened for editing is read at once; a new one waits for typing.
    starting: { always: [{ guard: 'hasDescription', target: 'parsing' }, { target: 'idle' }] },
    idle: {},
    debouncing: { tags: 'updating', after: { parseDelay: 'parsing' } },
    parsing: {
      tags: 'updating',
      invoke: {
        id: 'parseTestSteps',
        src: 'parseTestSteps',
        input: ({ context }) => ({ description: context.description }),
        onDone: { target: 'shown', actions: { type: 'showAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: 'failed',
      },
    },
    shown: {
      on: {
        'suggestion.apply': {
          guard: { type: 'hasSuggestion', params: ({ event }) => ({ step: event.step }) },
          target: 'parsing',
          actions: [{ type: 'replaceStep', params: ({ event }) => ({ step: event.step }) }, 'tellForm'],
        },
      },
    },
    // The steps shown before (if any) stay; the next change asks again.
    failed: {},
  },
});
