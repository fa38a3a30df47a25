/**
 * The path model of a test's flake rate and quarantine: both outcomes of loading, of the quiet
 * refresh and of saving a quarantine (with no reason, a reason, or one too long) or a release,
 * and a run's end (`flakiness.refresh`) in every state. The server answers the flaky sample, in
 * quarantine or not.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { testFlakinessObservations, testFlakinessTransitions } from './testFlakiness.expectations';
import { testFlakinessMachine, type QuarantineRequest, type TestFlakiness } from './testFlakiness.machine';
import { flakyTest, quarantineAnswer, quarantinedTest, SAMPLE_REASON, testId } from './testFlakiness.samples';

export { testId };

const silent = {
  actors: {
    getTestFlakiness: neverSettles<TestFlakiness, { testId: string }>(),
    setTestQuarantine: neverSettles<TestFlakiness, { testId: string; body: QuarantineRequest }>(),
  },
  actions: { notifyQuarantined: () => {}, notifyReleased: () => {}, notifySaveFailed: () => {} },
};

/** The machine with every actor silent: the test page's path model runs it as its child. */
export const silentTestFlakiness = testFlakinessMachine.provide(silent);

export const testFlakinessPathModel: PathModel<typeof testFlakinessMachine> = {
  machine: testFlakinessMachine,
  inputs: [{ testId }],
  implementations: silent,
  events: (snapshot) => [
    { type: 'flakiness.retry' },
    { type: 'flakiness.refresh' },
    { type: 'quarantine.open' },
    // Padded (sent trimmed), and one character too long.
    { type: 'reason.changed', value: `  ${SAMPLE_REASON} ` },
    { type: 'reason.changed', value: 'x'.repeat(501) },
    { type: 'quarantine.confirm' },
    { type: 'quarantine.cancel' },
    { type: 'quarantine.release' },
    doneEvent('getTestFlakiness', flakyTest),
    doneEvent('getTestFlakiness', quarantinedTest),
    errorEvent('getTestFlakiness', 'Service Unavailable'),
    // The server stores what was asked.
    doneEvent('setTestQuarantine', quarantineAnswer(snapshot.context.request ?? { quarantined: false })),
    errorEvent('setTestQuarantine', 'Service Unavailable'),
  ],
  observations: testFlakinessObservations,
  transitions: testFlakinessTransitions,
};
