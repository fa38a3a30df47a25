/**
 * What the user observes in each state of the new-test form (`?new`, `?new&clone=<testId>`), and
 * what each transition must do: the hand-written tables its path replays check
 * (machines/_testing/expectations.ts). The form itself (the child `editor`) has tables of its own.
 */
import type { SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables } from '../_testing/expectations';
import { checkoutTest, suiteId } from '../testCaseEditor/testCaseEditor.samples';
import type { newTestCaseMachine, TestCase } from './newTestCase.machine';

type Machine = typeof newTestCaseMachine;
type Tables = ExpectationTables<Machine>;

/** The form shows only once it can start complete: never half-filled while a copy's test is fetched. */
const formShown = (snapshot: SnapshotFrom<Machine>) => snapshot.children.editor !== undefined;
/** Ended: the app has been told where to go. */
const ended = (snapshot: SnapshotFrom<Machine>) => snapshot.status === 'done';

// Nothing here is the user's to send: the form's own events go to the child.
export const newTestCaseObservations: Tables['observations'] = {
  fetchingTemplate: {
    selectors: [
      [formShown, false],
      [ended, false],
    ],
  },
  editing: {
    selectors: [
      [formShown, true],
      [ended, false],
    ],
  },
  done: {
    selectors: [
      [formShown, false],
      [ended, true],
    ],
  },
};

/** The form in create mode: an empty test in the given folder, or a copy in its test's folder. */
const form = (input: object): Effect => ({ invoke: 'testCaseEditor', input: { mode: 'create', suiteId, ...input } });
const openTest = (testId: string): Effect => ({ action: 'openTest', params: { suiteId, testId } });

export const newTestCaseTransitions: Tables['transitions'] = {
  'start + xstate.init': ({ cloneId, path }) =>
    cloneId
      ? { target: 'fetchingTemplate', effects: [{ invoke: 'getTestCase', input: { id: checkoutTest._id } }] }
      : { target: 'editing', effects: [form({ path })] },
  // The copy is of a test of this project: it keeps everything, and its test's folder.
  'fetchingTemplate + xstate.done.actor.getTestCase': { target: 'editing', effects: [form({ path: 'shop/checkout', template: checkoutTest })] },
  // The toast says so and the form starts empty, in the folder asked for.
  'fetchingTemplate + xstate.error.actor.getTestCase': ({ path }) => ({
    target: 'editing',
    effects: [
      { action: 'notifyFetchFailed', params: { title: 'Some error occurred', text: 'Unable to fetch the test to clone', type: 'error' } },
      form({ path }),
    ],
  }),
  // Saved: the tree shows the new test and it opens. Cancelled: back to the copied test, or the project.
  'editing + xstate.done.actor.editor': ({ cloneId }, event) => {
    const saved = event.output as TestCase | null;
    if (saved) return { target: 'done', effects: [{ action: 'refreshTree', params: undefined }, openTest(saved._id)] };
    return { target: 'done', effects: [cloneId ? openTest(checkoutTest._id) : { action: 'openSuite', params: { suiteId } }] };
  },
};
