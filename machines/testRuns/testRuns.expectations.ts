/**
 * What the user observes in each state of a test's runs, and what each transition must do:
 * the hand-written tables the path replays check (machines/_testing/expectations.ts). Texts are
 * the spec's, written out rather than imported, so a changed toast fails here.
 */
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import { firstActiveRun, type TestRun } from './runStatus';
import type { testRunsMachine } from './testRuns.machine';
import { testId } from './testRuns.samples';
import { selectRecentRuns, selectRunButton, selectRunsFilter } from './testRuns.selectors';

type Tables = ExpectationTables<typeof testRunsMachine>;
type Context = { runs: TestRun[]; fetchFailing: boolean; environment: string | null };

/** The list itself is selectRecentRuns' own test; here, which of its views shows. */
const recentRunsKind = (snapshot: SnapshotFrom<typeof testRunsMachine>) => selectRecentRuns(snapshot).kind;

const idleButton = { label: 'Run', disabled: false, saving: false, cancel: 'hidden', canOverride: true };
const activeButton = { label: 'Running', disabled: true, saving: false, cancel: 'enabled', canOverride: false };

/** The filter shows the environment chosen (null: all), and can change while no run is created or cancelled. */
const filter = (environment: string | null, canChange: boolean) => [selectRunsFilter, { environment, canChange }] as const;

/** Waiting or refreshing, the list shows and Run or Cancel is offered, by whether a run is active; the filter may change. */
const ready = ({ runs, environment }: Context): Observation<typeof testRunsMachine> =>
  firstActiveRun(runs)
    ? {
        can: ['run.cancel', 'runs.filter'],
        selectors: [[selectRunButton, activeButton], [recentRunsKind, 'list'], filter(environment, true)],
      }
    : {
        can: ['run.start', 'overrides.open', 'runs.filter'],
        selectors: [[selectRunButton, idleButton], [recentRunsKind, 'list'], filter(environment, true)],
      };

export const testRunsObservations: Tables['observations'] = {
  // Another filter starts the load over.
  loading: ({ environment }: Context) => ({
    tags: ['busy'],
    can: ['runs.filter'],
    selectors: [
      [selectRunButton, { label: 'Running', disabled: true, saving: false, cancel: 'hidden', canOverride: false }],
      [selectRecentRuns, { kind: 'loading' }],
      filter(environment, true),
    ],
  }),
  // Only the first load (of a filter) fails into here, so there is no list behind the error.
  failed: ({ environment }: Context) => ({
    can: ['run.start', 'overrides.open', 'runs.retry', 'runs.filter'],
    selectors: [[selectRunButton, idleButton], [selectRecentRuns, { kind: 'failed', error: 'Service Unavailable' }], filter(environment, true)],
  }),
  'ready.waiting': ready,
  'ready.refreshing': ready,
  saving: ({ environment }: Context) => ({
    tags: ['busy'],
    selectors: [
      [selectRunButton, { label: 'Running', disabled: true, saving: true, cancel: 'hidden', canOverride: false }],
      [recentRunsKind, 'list'],
      filter(environment, false),
    ],
  }),
  'cancelling.asking': ({ environment }: Context) => ({
    can: ['confirm.accepted', 'confirm.declined'],
    selectors: [[selectRunButton, activeButton], filter(environment, false)],
  }),
  'cancelling.sending': ({ environment }: Context) => ({
    tags: ['busy'],
    selectors: [[selectRunButton, { ...activeButton, cancel: 'busy' }], filter(environment, false)],
  }),
};

const toast = (action: string, text: string) => ({ action, params: { title: 'Some error occurred', text, type: 'error' } });
/** The runs are fetched under the filter in force: `?environment=` with a name, nothing for all. */
const fetchRuns = (environment: string | null) => ({ invoke: 'listTestRuns', input: { testId, environment } });
const fetchFailedToast = toast('notifyFetchFailed', 'Unable to fetch the test runs');
const createRun = (_: Context, event: AnyEventObject): StepExpectation => ({
  target: 'saving',
  effects: [{ invoke: 'createTestRun', input: { testId, settings: event.settings } }],
});
const overridesRequested = { target: '', effects: [{ send: 'overrides', event: { type: 'overrides.open' } }] };
const askToCancel: StepExpectation = {
  target: 'cancelling.asking',
  effects: [
    {
      send: 'confirmDialog',
      event: {
        type: 'confirm.request',
        options: { title: 'Cancel test run', message: 'This action will cancel the test run.', icon: 'warning' },
        replyTo: 'actor:testRuns',
      },
    },
  ],
};
/** A failing poll toasts once: only when the fetch before it succeeded. */
const fetchFailed =
  (target: string) =>
  ({ fetchFailing }: Context): StepExpectation => ({ target, effects: fetchFailing ? [] : [fetchFailedToast] });
/** Another filter empties the list and loads it again; the same one changes nothing. */
const filtered = ({ environment }: Context, event: AnyEventObject): StepExpectation =>
  event.environment === environment ? {} : { target: 'loading', effects: [fetchRuns(event.environment)] };

export const testRunsTransitions: Tables['transitions'] = {
  // The overrides dialog starts (closed) with the runs, told where to send its Run.
  'start + xstate.init': { target: 'loading', effects: [{ invoke: 'runOverrides', input: { testId, runs: 'actor:testRuns' } }, fetchRuns(null)] },
  'loading + xstate.done.actor.listTestRuns': { target: 'ready.waiting' },
  'loading + xstate.error.actor.listTestRuns': fetchFailed('failed'),
  'failed + runs.retry': ({ environment }) => ({ target: 'loading', effects: [fetchRuns(environment)] }),
  'failed + xstate.after.pollInterval.testRuns.failed': ({ environment }) => ({ target: 'loading', effects: [fetchRuns(environment)] }),
  'loading + runs.filter': filtered,
  'failed + runs.filter': filtered,
  'ready + runs.filter': filtered,
  'failed + run.start': createRun,
  'failed + overrides.open': { ...overridesRequested, target: 'failed' },
  'ready.waiting + run.start': createRun,
  'ready.refreshing + run.start': createRun,
  'ready.waiting + overrides.open': { ...overridesRequested, target: 'ready.waiting' },
  'ready.refreshing + overrides.open': { ...overridesRequested, target: 'ready.refreshing' },
  'ready.waiting + xstate.after.pollInterval.testRuns.ready.waiting': ({ environment }) => ({
    target: 'ready.refreshing',
    effects: [fetchRuns(environment)],
  }),
  // A run that was active and is no longer (the sample lists: the running run gone, or ended) is
  // reported to the test page.
  'ready.refreshing + xstate.done.actor.listTestRuns': ({ runs }, event) => {
    const now = event.output as TestRun[];
    const ended = runs.some((run) => run.status === 'running' && now.find((other) => other._id === run._id)?.status !== 'running');
    return { target: 'ready.waiting', effects: ended ? [{ action: 'reportRunEnded', params: undefined }] : [] };
  },
  'ready.refreshing + xstate.error.actor.listTestRuns': fetchFailed('ready.waiting'),
  'ready.waiting + run.cancel': askToCancel,
  'ready.refreshing + run.cancel': askToCancel,
  'saving + xstate.done.actor.createTestRun': { target: 'ready.waiting' },
  'saving + xstate.error.actor.createTestRun': { target: 'ready.waiting', effects: [toast('notifyCreateFailed', 'Unable to create the test run')] },
  // The newest active run: the one the dialog asked about.
  'cancelling.asking + confirm.accepted': ({ runs }) => ({
    target: 'cancelling.sending',
    effects: [{ invoke: 'cancelTestRun', input: { runId: firstActiveRun(runs)?._id } }],
  }),
  'cancelling.asking + confirm.declined': { target: 'ready.waiting' },
  'cancelling.sending + xstate.done.actor.cancelTestRun': {
    target: 'ready.waiting',
    effects: [{ send: 'confirmDialog', event: { type: 'confirm.settled' } }],
  },
  // The dialog stays open with the error, to try again.
  'cancelling.sending + xstate.error.actor.cancelTestRun': {
    target: 'cancelling.asking',
    effects: [
      { send: 'confirmDialog', event: { type: 'confirm.failed', error: 'Service Unavailable' } },
      toast('notifyCancelFailed', 'Unable to cancel the test run'),
    ],
  },
};
