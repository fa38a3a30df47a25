/**
 * A test's flake rate and its quarantine on the test page (issue 19): its verdicts over the
 * newest 50 (a run that ended passed or failed; flaky when it passed only on a retry), and
 * Quarantine… (a small dialog with an optional reason) or Release from quarantine. A quarantined
 * test still runs and reports; its failure fails neither its collection run, the CLI nor JUnit.
 *
 * The test page invokes this machine while its test is loaded and sends it `flakiness.refresh`
 * when a run of the test ended, so the rate follows without a reload: a quiet refetch that keeps
 * what is shown (a failed one too). A refresh asked while the panel cannot refetch at once (still
 * loading, already refetching, the dialog open, a save under way) is remembered (`stale`) and
 * done once the panel is idle again: a request already under way may have been answered before
 * the run's verdict was stored.
 */
import { assign, not, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ToastParams } from '../_shared/authErrors';
import { providedAction, providedActor } from '../_shared/provided';

export type TestFlakiness = components['schemas']['TestFlakiness'];
export type QuarantineRequest = components['schemas']['QuarantineRequest'];

/** The contract's QuarantineRequest.reason maxLength. */
export const REASON_MAX_LENGTH = 500;

export interface TestFlakinessInput {
  testId: string;
}

export interface TestFlakinessContext {
  testId: string;
  /** The server's answer; null until the first load succeeded. */
  flakiness: TestFlakiness | null;
  /** The dialog's reason, as typed. */
  reason: string;
  /** What is being saved (quarantine or release), for the request, the toasts and the way back on a failure. */
  request: QuarantineRequest | null;
  /** A run ended while the panel could not refetch (the dialog open, a save under way). */
  stale: boolean;
}

export type TestFlakinessEvent =
  | { type: 'flakiness.retry' }
  /** A run of the test ended (the test page tells): its verdicts may have changed. */
  | { type: 'flakiness.refresh' }
  | { type: 'quarantine.open' }
  | { type: 'reason.changed'; value: string }
  | { type: 'quarantine.confirm' }
  | { type: 'quarantine.cancel' }
  | { type: 'quarantine.release' };

/** The quarantine as sent: the reason trimmed, and left out when blank (the server then names who quarantined it). */
export function quarantineRequest(reason: string): QuarantineRequest {
  const trimmed = reason.trim();
  return trimmed ? { quarantined: true, reason: trimmed } : { quarantined: true };
}

export const isReasonValid = (reason: string) => reason.trim().length <= REASON_MAX_LENGTH;

export const QUARANTINE_FAILED: ToastParams = { title: 'Some error occurred', text: 'Unable to quarantine the test', type: 'error' };
export const RELEASE_FAILED: ToastParams = { title: 'Some error occurred', text: 'Unable to release the test from quarantine', type: 'error' };
export const RELEASED: ToastParams = { title: 'Released from quarantine', text: 'Its failures count again.', type: 'success' };

/** The quarantine's toast: the reason as stored (the server's default names who quarantined it). */
export function quarantinedToast(answer: TestFlakiness): ToastParams {
  return {
    title: 'Test quarantined',
    text: answer.quarantine_reason ? `Reason: ${answer.quarantine_reason}` : 'It still runs, but its failures fail nothing.',
    type: 'success',
  };
}

export const testFlakinessMachine = setup({
  types: {
    input: {} as TestFlakinessInput,
    context: {} as TestFlakinessContext,
    events: {} as TestFlakinessEvent,
    tags: {} as 'busy',
    children: {} as { getTestFlakiness: 'getTestFlakiness'; setTestQuarantine: 'setTestQuarantine' },
  },
  actors: {
    /** GET /api/test-case/{id}/flakiness (operation getTestFlakiness). */
    getTestFlakiness: providedActor<TestFlakiness, { testId: string }>('getTestFlakiness'),
    /** PUT /api/test-case/{id}/quarantine (operation setTestQuarantine); answers the flakiness as now stored. */
    setTestQuarantine: providedActor<TestFlakiness, { testId: string; body: QuarantineRequest }>('setTestQuarantine'),
  },
  actions: {
    setFlakiness: assign((_, params: { flakiness: TestFlakiness }) => ({ flakiness: params.flakiness })),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
    clearReason: assign({ reason: '' }),
    setReason: assign((_, params: { value: string }) => ({ reason: params.value })),
    setRequest: assign((_, params: { request: QuarantineRequest | null }) => ({ request: params.request })),
    notifyQuarantined: providedAction<ToastParams>('notifyQuarantined'),
    notifyReleased: providedAction<ToastParams>('notifyReleased'),
    notifySaveFailed: providedAction<ToastParams>('notifySaveFailed'),
  },
  guards: {
    isQuarantined: ({ context }) => context.flakiness?.quarantined === true,
    isReasonValid: ({ context }) => isReasonValid(context.reason),
    isQuarantining: ({ context }) => context.request?.quarantined === true,
    isStale: ({ context }) => context.stale,
  },
}).createMachine({
  id: 'testFlakiness',
  context: ({ input }) => ({ testId: input.testId, flakiness: null, reason: '', request: null, stale: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      // A fresh request: whatever ended before it is in its answer.
      entry: 'clearStale',
      invoke: {
        id: 'getTestFlakiness',
        src: 'getTestFlakiness',
        input: ({ context }) => ({ testId: context.testId }),
        onDone: { target: 'shown', actions: { type: 'setFlakiness', params: ({ event }) => ({ flakiness: event.output }) } },
        // The panel says so with Retry; the test page around it is still usable, so no toast.
        onError: 'failed',
      },
      on: { 'flakiness.refresh': { actions: 'markStale' } },
    },
    failed: {
      on: { 'flakiness.retry': 'loading', 'flakiness.refresh': 'loading' },
    },
    shown: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'isStale', target: 'refreshing' },
          on: {
            'flakiness.refresh': 'refreshing',
            'quarantine.open': { guard: not('isQuarantined'), target: 'asking', actions: 'clearReason' },
            'quarantine.release': {
              guard: 'isQuarantined',
              target: 'saving',
              actions: { type: 'setRequest', params: { request: { quarantined: false } } },
            },
          },
        },
        // Quiet: the panel keeps what it shows; a failure keeps it too, until the next run ends.
        refreshing: {
          entry: 'clearStale',
          invoke: {
            id: 'getTestFlakiness',
            src: 'getTestFlakiness',
            input: ({ context }) => ({ testId: context.testId }),
            onDone: { target: 'idle', actions: { type: 'setFlakiness', params: ({ event }) => ({ flakiness: event.output }) } },
            onError: 'idle',
          },
          on: {
            'flakiness.refresh': { actions: 'markStale' },
            // Quarantine and Release need not wait: the refetch is dropped and done again later.
            'quarantine.open': { guard: not('isQuarantined'), target: 'asking', actions: ['clearReason', 'markStale'] },
            'quarantine.release': {
              guard: 'isQuarantined',
              target: 'saving',
              actions: ['markStale', { type: 'setRequest', params: { request: { quarantined: false } } }],
            },
          },
        },
        // The dialog: an optional reason (at most 500 characters), Quarantine or Cancel.
        asking: {
          on: {
            'reason.changed': { actions: { type: 'setReason', params: ({ event }) => ({ value: event.value }) } },
            'quarantine.confirm': {
              guard: 'isReasonValid',
              target: 'saving',
              actions: { type: 'setRequest', params: ({ context }) => ({ request: quarantineRequest(context.reason) }) },
            },
            'quarantine.cancel': 'idle',
            'flakiness.refresh': { actions: 'markStale' },
          },
        },
        // The dialog stays open (its button spinning) while a quarantine is saved.
        saving: {
          tags: 'busy',
          invoke: {
            id: 'setTestQuarantine',
            src: 'setTestQuarantine',
            input: ({ context }) => ({ testId: context.testId, body: context.request! }),
            onDone: [
              {
                guard: 'isQuarantining',
                target: 'idle',
                actions: [
                  { type: 'notifyQuarantined', params: ({ event }) => quarantinedToast(event.output) },
                  { type: 'setFlakiness', params: ({ event }) => ({ flakiness: event.output }) },
                  { type: 'setRequest', params: { request: null } },
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'notifyReleased', params: RELEASED },
                  { type: 'setFlakiness', params: ({ event }) => ({ flakiness: event.output }) },
                  { type: 'setRequest', params: { request: null } },
                ],
              },
            ],
            // A failed quarantine goes back to its dialog (the reason kept) to try again.
            onError: [
              {
                guard: 'isQuarantining',
                target: 'asking',
                actions: [
                  { type: 'notifySaveFailed', params: QUARANTINE_FAILED },
                  { type: 'setRequest', params: { request: null } },
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'notifySaveFailed', params: RELEASE_FAILED },
                  { type: 'setRequest', params: { request: null } },
                ],
              },
            ],
          },
          on: { 'flakiness.refresh': { actions: 'markStale' } },
        },
      },
    },
  },
});
