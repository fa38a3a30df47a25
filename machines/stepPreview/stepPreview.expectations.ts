/**
 * What the user observes in each state of the parse preview under a test's description, and what
 * each transition must do: the hand-written tables its path replays check
 * (machines/_testing/expectations.ts).
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import type { StepPreviewContext, stepPreviewMachine } from './stepPreview.machine';
import { sampleAnswer, typedDescription } from './stepPreview.samples';
import { selectCanApply, selectHasFailed, selectIsUpdating, selectPreviewSteps } from './stepPreview.selectors';

type Machine = typeof stepPreviewMachine;
type Tables = ExpectationTables<Machine>;

/** Step 2 was read ('click the "Save" button'): nothing to apply. Step 3 was not, and has a suggestion. */
const canApplyStep2 = (snapshot: SnapshotFrom<Machine>) => selectCanApply(snapshot, 2);
const canApplyStep3 = (snapshot: SnapshotFrom<Machine>) => selectCanApply(snapshot, 3);

/** Step 3's suggestion applied in its own line: 'push Buy' becomes 'click "Buy"', the rest stays. */
const replacedDescription = 'Go to /shop\nClick the Save button and click "Buy"\nVerify Draft is not visible';

/**
 * Whatever the state, the steps on show are those of the last answer, for the description it
 * was read from (`shownFor`); before any answer, none. Suggestions apply only in `shown`.
 */
const preview =
  ({
    updating = false,
    failed = false,
    applicable = false,
    cleared = false,
  }: {
    updating?: boolean;
    failed?: boolean;
    applicable?: boolean;
    cleared?: boolean;
  }) =>
  ({ shownFor, description }: StepPreviewContext): Observation<Machine> => ({
    tags: updating ? ['updating'] : [],
    // Typing is always taken in. The model samples step 3 (the one with a suggestion) only for the typed description.
    can: applicable && description === typedDescription ? ['description.changed', 'suggestion.apply'] : ['description.changed'],
    selectors: [
      [selectPreviewSteps, cleared || shownFor === null ? [] : sampleAnswer.steps],
      [selectIsUpdating, updating],
      [selectHasFailed, failed],
      [canApplyStep2, false],
      [canApplyStep3, applicable],
    ],
  });

export const stepPreviewObservations: Tables['observations'] = {
  // A blank description asks nothing and shows nothing.
  idle: preview({ cleared: true }),
  // While typing and while reading, the last answer stays on show, marked as updating.
  debouncing: preview({ updating: true }),
  parsing: preview({ updating: true }),
  shown: preview({ applicable: true }),
  // The preview says the reading failed until the next change; the steps shown before (if any) stay.
  failed: preview({ failed: true }),
};

const parse = (description: string): Effect => ({ invoke: 'parseTestSteps', input: { description } });

/** Any change: the same text again changes nothing; a blank one clears the preview; otherwise the pause (re)starts. */
function changed({ description }: StepPreviewContext, event: AnyEventObject): StepExpectation {
  if (event.description === description) return {};
  if (String(event.description).trim() === '') return { target: 'idle' };
  return { target: 'debouncing' };
}

export const stepPreviewTransitions: Tables['transitions'] = {
  // A test opened for editing is read at once; a new (blank) one waits for typing.
  'start + xstate.init': ({ description }) => (description.trim() ? { target: 'parsing', effects: [parse(typedDescription)] } : { target: 'idle' }),
  'idle + description.changed': changed,
  'debouncing + description.changed': changed,
  // Leaving `parsing` drops the request: a stale answer is never shown.
  'parsing + description.changed': changed,
  'shown + description.changed': changed,
  'failed + description.changed': changed,
  'debouncing + xstate.after.parseDelay.stepPreview.debouncing': ({ description }) => ({ target: 'parsing', effects: [parse(description)] }),
  'parsing + xstate.done.actor.parseTestSteps': { target: 'shown' },
  'parsing + xstate.error.actor.parseTestSteps': { target: 'failed' },
  // One click: the step's text is replaced in its line, the form is told, and the new text is read at once.
  'shown + suggestion.apply': ({ description }, event) =>
    event.step === 3 && description === typedDescription
      ? {
          target: 'parsing',
          effects: [{ send: 'form', event: { type: 'field.changed', field: 'description', value: replacedDescription } }, parse(replacedDescription)],
        }
      : {},
};
