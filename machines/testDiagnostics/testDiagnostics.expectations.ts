/**
 * What the user observes in each state of a test's 'Debug info' and 'Logs' dialog, and what
 * each transition must do: the hand-written tables its path replays check
 * (machines/_testing/expectations.ts). Toast texts are the spec's (section 8), written out.
 */
import type { Effect, ExpectationTables, Observation } from '../_testing/expectations';
import { testId } from '../testCasePage/testCasePage.samples';
import type { testDiagnosticsMachine } from './testDiagnostics.machine';
import { sampleLogs } from './testDiagnostics.samples';
import { selectCanOpen, selectDiagnostics, type DiagnosticsView } from './testDiagnostics.selectors';

type Machine = typeof testDiagnosticsMachine;
type Tables = ExpectationTables<Machine>;

/** The sample debug information, as the dialog shows it: indented JSON. */
const DEBUG_TEXT = `{
  "executor": "in-process",
  "browser": "chromium 156",
  "attempts": [
    {
      "step": 1,
      "locator": "getByRole('button', { name: 'Add to cart' })",
      "result": "clicked"
    }
  ]
}`;

/** The dialog is open: only closing it is offered, and the buttons wait until it closes. */
const dialog = (view: DiagnosticsView, busy = false): Observation<Machine> => ({
  tags: busy ? ['busy'] : [],
  can: ['diagnostics.close'],
  selectors: [
    [selectDiagnostics, view],
    [selectCanOpen, false],
  ],
});

export const testDiagnosticsObservations: Tables['observations'] = {
  closed: {
    can: ['debug.open', 'logs.open'],
    selectors: [
      [selectDiagnostics, { kind: 'closed' }],
      [selectCanOpen, true],
    ],
  },
  'debug.loading': dialog({ kind: 'loading', title: 'Debug info' }, true),
  'debug.shown': dialog({ kind: 'debug', title: 'Debug info', text: DEBUG_TEXT }),
  // 404: the dialog says the test has no debug data.
  'debug.empty': dialog({ kind: 'noDebug', title: 'Debug info' }),
  'logs.loading': dialog({ kind: 'loading', title: 'Logs' }, true),
  'logs.shown': dialog({ kind: 'logs', title: 'Logs', logs: sampleLogs }),
};

const toast = (action: string, text: string): Effect => ({ action, params: { title: 'Some error occurred', text, type: 'error' } });

export const testDiagnosticsTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'closed' },
  // Each opening fetches again: both change while a test is generated.
  'closed + debug.open': { target: 'debug.loading', effects: [{ invoke: 'getTestCaseDebug', input: { id: testId } }] },
  'closed + logs.open': { target: 'logs.loading', effects: [{ invoke: 'getTestCaseLogs', input: { id: testId } }] },
  'debug.loading + xstate.done.actor.getTestCaseDebug': { target: 'debug.shown' },
  // Spec section 7: 404 means no data, no error; any other failure closes the dialog with a toast.
  'debug.loading + xstate.error.actor.getTestCaseDebug': (_, event) =>
    (event.error as { status?: number }).status === 404
      ? { target: 'debug.empty' }
      : { target: 'closed', effects: [toast('notifyDebugFailed', 'Unable to fetch the debug info')] },
  'logs.loading + xstate.done.actor.getTestCaseLogs': { target: 'logs.shown' },
  'logs.loading + xstate.error.actor.getTestCaseLogs': { target: 'closed', effects: [toast('notifyLogsFailed', 'Unable to fetch the log files')] },
  'debug + diagnostics.close': { target: 'closed' },
  'logs + diagnostics.close': { target: 'closed' },
};
