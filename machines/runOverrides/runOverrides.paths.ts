/**
 * The path model of the 'Override run parameters' dialog: a test with two parameters and one
 * with none, both outcomes of the parameters request, adding rows until no key remains,
 * choosing a used, a free and an unknown key, editing and removing a row, a valid, an invalid
 * and an empty website URL, an environment picked, cleared or blank (refused), Run and Cancel. Row events name the first row only, which keeps
 * the drafts few and still walks every guard both ways.
 */
import { recordingActor } from '../_testing/confirmations';
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { runOverridesObservations, runOverridesTransitions } from './runOverrides.expectations';
import { runOverridesMachine, type TestParameters } from './runOverrides.machine';
import { sampleParameters, stagingId, testId } from './runOverrides.samples';

const silent = {
  actors: { getTestCaseParameters: neverSettles<TestParameters, { id: string }>() },
  actions: { notifyFetchFailed: () => {} },
};

/** The dialog with its request silent: the test's runs run it as their child in their path model. */
export const silentRunOverrides = runOverridesMachine.provide(silent);

export const runOverridesPathModel: PathModel<typeof runOverridesMachine> = {
  machine: runOverridesMachine,
  inputs: [{ testId, runs: recordingActor('testRuns').ref }],
  implementations: silent,
  events: (snapshot) => [
    { type: 'overrides.open' },
    { type: 'row.add' },
    { type: 'row.remove', index: 0 },
    { type: 'row.keyChanged', index: 0, key: 'CARD' },
    { type: 'row.keyChanged', index: 0, key: 'UNKNOWN' },
    // One edited value is enough: further ones would only multiply the drafts.
    ...(snapshot.context.rows.some((row) => row.value === 'admin') ? [] : [{ type: 'row.valueChanged' as const, index: 0, value: 'admin' }]),
    { type: 'websiteUrl.changed', value: 'https://staging.shop.test' },
    { type: 'websiteUrl.changed', value: 'not a url' },
    { type: 'websiteUrl.changed', value: '' },
    { type: 'retries.changed', retries: 2 },
    { type: 'retries.changed', retries: 0 },
    { type: 'retries.changed', retries: 9 },
    { type: 'environment.changed', environment: stagingId },
    { type: 'environment.changed', environment: null },
    { type: 'environment.changed', environment: ' ' },
    { type: 'overrides.submit' },
    { type: 'overrides.cancel' },
    doneEvent('getTestCaseParameters', sampleParameters),
    doneEvent('getTestCaseParameters', {}),
    errorEvent('getTestCaseParameters', 'Test case not found'),
  ],
  observations: runOverridesObservations,
  transitions: runOverridesTransitions,
};
