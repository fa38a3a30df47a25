/**
 * What the user observes in each state of a test's flake rate and quarantine, and what each
 * transition must do: the hand-written tables its path replays check
 * (machines/_testing/expectations.ts). Texts are written out rather than imported, so a changed
 * headline or toast fails here.
 */
import type { AnyEventObject } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import type { TestFlakiness, TestFlakinessContext, testFlakinessMachine } from './testFlakiness.machine';
import { testId } from './testFlakiness.samples';
import { selectFlakinessPanel, selectQuarantineDialog } from './testFlakiness.selectors';

type Machine = typeof testFlakinessMachine;
type Tables = ExpectationTables<Machine>;
type Can = NonNullable<Observation<Machine>['can']>;

/** Every answer of the path model has the flaky sample's verdicts: 2 flaky and 1 failed of 10. */
const HEADLINE = 'Flake rate 20 % over its last 10 verdicts (2 flaky, 1 failed)';
const TOO_LONG = 'The reason can be at most 500 characters.';

const closedDialog = (reason: string) => ({ open: false, reason, error: reason.length > 500 ? TOO_LONG : null, canConfirm: false, saving: false });

/** The panel with the test's rate (20 %: one run in five, red), its quarantine and the button that changes it. */
function shownPanel(flakiness: TestFlakiness, saving: 'no' | 'quarantine' | 'release' = 'no') {
  return {
    kind: 'shown',
    headline: HEADLINE,
    rate: '20 %',
    tone: 'red',
    quarantined: flakiness.quarantined,
    reason: flakiness.quarantined ? flakiness.quarantine_reason : null,
    action: flakiness.quarantined ? 'release' : 'quarantine',
    saving: saving !== 'no',
    releasing: saving === 'release',
  };
}

/** Quarantine… for a test not in quarantine, Release from quarantine for one in it; a run's end refreshes. */
const panelEvents = (flakiness: TestFlakiness): Can => ['flakiness.refresh', flakiness.quarantined ? 'quarantine.release' : 'quarantine.open'];

/** The panel as shown, idle or refreshing quietly (the same to the user). */
const shown = ({ flakiness, reason }: TestFlakinessContext): Observation<Machine> => ({
  can: panelEvents(flakiness!),
  selectors: [
    [selectFlakinessPanel, shownPanel(flakiness!)],
    [selectQuarantineDialog, closedDialog(reason)],
  ],
});

export const testFlakinessObservations: Tables['observations'] = {
  // A run that ends meanwhile is remembered, so refresh is taken.
  loading: ({ reason }) => ({
    tags: ['busy'],
    can: ['flakiness.refresh'],
    selectors: [
      [selectFlakinessPanel, { kind: 'loading' }],
      [selectQuarantineDialog, closedDialog(reason)],
    ],
  }),
  // 'Unable to fetch the flake rate' with Retry; a run's end tries again too.
  failed: ({ reason }) => ({
    can: ['flakiness.retry', 'flakiness.refresh'],
    selectors: [
      [selectFlakinessPanel, { kind: 'failed' }],
      [selectQuarantineDialog, closedDialog(reason)],
    ],
  }),
  'shown.idle': shown,
  'shown.refreshing': shown,
  // The dialog: the reason as typed; Quarantine refused over 500 characters, with the reason why.
  'shown.asking': ({ flakiness, reason }) => {
    const valid = reason.trim().length <= 500;
    return {
      can: ['reason.changed', 'quarantine.cancel', 'flakiness.refresh', ...(valid ? (['quarantine.confirm'] as const) : [])],
      selectors: [
        [selectFlakinessPanel, shownPanel(flakiness!)],
        [selectQuarantineDialog, { open: true, reason, error: valid ? null : TOO_LONG, canConfirm: valid, saving: false }],
      ],
    };
  },
  // A quarantine saves with its dialog open and spinning; a release spins the panel's button.
  'shown.saving': ({ flakiness, reason, request }) => ({
    tags: ['busy'],
    can: ['flakiness.refresh'],
    selectors: [
      [selectFlakinessPanel, shownPanel(flakiness!, request!.quarantined ? 'quarantine' : 'release')],
      [selectQuarantineDialog, request!.quarantined ? { open: true, reason, error: null, canConfirm: false, saving: true } : closedDialog(reason)],
    ],
  }),
};

const load: Effect = { invoke: 'getTestFlakiness', input: { testId } };
const release: Effect = { invoke: 'setTestQuarantine', input: { testId, body: { quarantined: false } } };

/** Back to the panel: refetched at once when a run ended meanwhile (`stale`). */
const backToPanel = (stale: boolean, ...effects: Effect[]): StepExpectation =>
  stale ? { target: 'shown.refreshing', effects: [...effects, load] } : { target: 'shown.idle', effects };

const opens = ({ flakiness }: TestFlakinessContext): StepExpectation => (flakiness!.quarantined ? {} : { target: 'shown.asking' });
const releases = ({ flakiness }: TestFlakinessContext): StepExpectation =>
  flakiness!.quarantined ? { target: 'shown.saving', effects: [release] } : {};
const refreshed = ({ stale }: TestFlakinessContext): StepExpectation => backToPanel(stale);

export const testFlakinessTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [load] },
  'loading + xstate.done.actor.getTestFlakiness': refreshed,
  'loading + xstate.error.actor.getTestFlakiness': { target: 'failed' },
  'failed + flakiness.retry': { target: 'loading', effects: [load] },
  'failed + flakiness.refresh': { target: 'loading', effects: [load] },
  'shown.idle + flakiness.refresh': { target: 'shown.refreshing', effects: [load] },
  'shown.idle + quarantine.open': opens,
  'shown.idle + quarantine.release': releases,
  // The quiet refetch is dropped for the dialog or the release, and done again after them.
  'shown.refreshing + quarantine.open': opens,
  'shown.refreshing + quarantine.release': releases,
  'shown.refreshing + xstate.done.actor.getTestFlakiness': refreshed,
  // The panel keeps what it showed.
  'shown.refreshing + xstate.error.actor.getTestFlakiness': refreshed,
  // No reason: the server names who quarantined it. A reason is sent trimmed.
  'shown.asking + quarantine.confirm': ({ reason }) => {
    if (reason.trim().length > 500) return {};
    const body = reason.trim() ? { quarantined: true, reason: reason.trim() } : { quarantined: true };
    return { target: 'shown.saving', effects: [{ invoke: 'setTestQuarantine', input: { testId, body } }] };
  },
  'shown.asking + quarantine.cancel': refreshed,
  'shown.saving + xstate.done.actor.setTestQuarantine': ({ request, stale }, event: AnyEventObject) => {
    const answer = event.output as TestFlakiness;
    return request!.quarantined
      ? backToPanel(stale, {
          action: 'notifyQuarantined',
          params: { title: 'Test quarantined', text: `Reason: ${answer.quarantine_reason}`, type: 'success' },
        })
      : backToPanel(stale, {
          action: 'notifyReleased',
          params: { title: 'Released from quarantine', text: 'Its failures count again.', type: 'success' },
        });
  },
  // A failed quarantine goes back to its dialog, the reason kept; a failed release leaves the test quarantined.
  'shown.saving + xstate.error.actor.setTestQuarantine': ({ request, stale }) =>
    request!.quarantined
      ? {
          target: 'shown.asking',
          effects: [{ action: 'notifySaveFailed', params: { title: 'Some error occurred', text: 'Unable to quarantine the test', type: 'error' } }],
        }
      : backToPanel(stale, {
          action: 'notifySaveFailed',
          params: { title: 'Some error occurred', text: 'Unable to release the test from quarantine', type: 'error' },
        }),
};
