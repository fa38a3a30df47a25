/**
 * What the live watch of a running test offers in each state, and what each transition must do:
 * the hand-written tables its path replays check (machines/_testing/expectations.ts). The watch
 * has no view of its own (the test page shows what it reports), so its observations are which
 * socket messages it takes and whether it is over.
 */
import type { SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation } from '../_testing/expectations';
import { generatingNextStep, testId } from '../testCasePage/testCasePage.samples';
import type { liveWatchMachine } from './liveWatch.machine';

type Machine = typeof liveWatchMachine;
type Tables = ExpectationTables<Machine>;

/** Whether the watch is over: its parent sees a finished watch end. */
const watchStatus = (snapshot: SnapshotFrom<Machine>) => snapshot.status;

/** While the socket is open every server message counts; otherwise none arrives. */
const connected: Observation<Machine> = {
  can: ['watch.testUpdated', 'watch.testNotRunning', 'watch.timedOut', 'watch.closed'],
  selectors: [[watchStatus, 'active']],
};
const withoutSocket: Observation<Machine> = { selectors: [[watchStatus, 'active']] };

export const liveWatchObservations: Tables['observations'] = {
  'watching.listening': connected,
  // A newer TEST_UPDATED restarts the fetch.
  'watching.refetching': connected,
  finishing: withoutSocket,
  disconnected: withoutSocket,
  finished: { selectors: [[watchStatus, 'done']] },
};

/** A new socket, which sends the auth message once open (spec section 4, "Live watch"). */
const openSocket: Effect = { invoke: 'watchSocket', input: { testId } };
const fetchTest: Effect = { invoke: 'getTestCase', input: { id: testId } };
const reportTest: Effect = { action: 'reportTest', params: { test: generatingNextStep } };
const fetchFailed: Effect = {
  action: 'notifyFetchFailed',
  params: { title: 'Some error occurred', text: 'Unable to fetch the test', type: 'error' },
};

export const liveWatchTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'watching.listening', effects: [openSocket] },
  // TEST_UPDATED refetches the test.
  'watching.listening + watch.testUpdated': { target: 'watching.refetching', effects: [fetchTest] },
  'watching.refetching + watch.testUpdated': { target: 'watching.refetching', effects: [fetchTest] },
  'watching.refetching + xstate.done.actor.getTestCase': { target: 'watching.listening', effects: [reportTest] },
  'watching.refetching + xstate.error.actor.getTestCase': { target: 'watching.listening', effects: [fetchFailed] },
  // WATCH_TIMED_OUT re-establishes the watch: a new socket, a new auth.
  'watching + watch.timedOut': { target: 'watching.listening', effects: [openSocket] },
  // TEST_NOT_RUNNING refetches the test a last time, and the watch ends however that goes.
  'watching + watch.testNotRunning': { target: 'finishing', effects: [fetchTest] },
  'finishing + xstate.done.actor.getTestCase': { target: 'finished', effects: [reportTest] },
  'finishing + xstate.error.actor.getTestCase': { target: 'finished', effects: [fetchFailed] },
  // The spec only says the socket closes on error; the machine opens a new one after a delay.
  'watching + watch.closed': { target: 'disconnected' },
  'disconnected + xstate.after.reconnectDelay.liveWatch.disconnected': { target: 'watching.listening', effects: [openSocket] },
};
