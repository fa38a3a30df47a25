/**
 * The path model of the live watch: every server message in every state, the socket closing,
 * both outcomes of each refetch, and the reconnect timer (its delay grows with each closing in
 * a row, up to the last of RECONNECT_DELAYS_MS).
 */
import { fromCallback } from 'xstate';
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { generatingNextStep, testId } from '../testCasePage/testCasePage.samples';
import { liveWatchObservations, liveWatchTransitions } from './liveWatch.expectations';
import { liveWatchMachine, type LiveWatchEvent, type TestCase } from './liveWatch.machine';

export const liveWatchPathModel: PathModel<typeof liveWatchMachine> = {
  machine: liveWatchMachine,
  inputs: [{ testId }],
  implementations: {
    actors: {
      watchSocket: fromCallback<LiveWatchEvent, { testId: string }>(() => {}),
      getTestCase: neverSettles<TestCase, { id: string }>(),
    },
    actions: { reportTest: () => {}, notifyFetchFailed: () => {} },
  },
  events: () => [
    { type: 'watch.testUpdated' },
    { type: 'watch.testNotRunning' },
    { type: 'watch.timedOut' },
    { type: 'watch.closed' },
    doneEvent('getTestCase', generatingNextStep),
    errorEvent('getTestCase', 'Service Unavailable'),
  ],
  observations: liveWatchObservations,
  transitions: liveWatchTransitions,
};
