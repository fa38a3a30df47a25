import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { projectFeaturesMachine } from './projectFeatures.machine';
import { projectFeaturesPathModel, SHOP_SUITE_ID, shopFeatures } from './projectFeatures.paths';
import { selectFeatureRows, selectHasFailed, selectIsSaving, selectQuarantineRate, selectRetries } from './projectFeatures.selectors';

describePathModel(projectFeaturesPathModel);

function start() {
  return startRecorded(projectFeaturesMachine, {
    input: { suiteId: SHOP_SUITE_ID },
    actors: ['getTestSuiteFeatures', 'updateTestSuiteFeatures'],
    actions: ['notifyLoadFailed', 'notifySaved', 'notifySaveFailed'],
  });
}

const enabled = (rows: ReturnType<typeof selectFeatureRows>) => Object.fromEntries(rows.map((row) => [row.key, row.enabled]));

describe('projectFeatures', () => {
  it('shows every feature with its stored value or its default, and retries a failed load', () => {
    const { actor, settle, calls, done, snapshot } = start();
    settle(errorEvent('getTestSuiteFeatures', 'Network error'));
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(done).toEqual([['notifyLoadFailed', { title: 'Some error occurred', text: 'Unable to fetch the test suite', type: 'error' }]]);
    actor.send({ type: 'features.retry' });
    settle(doneEvent('getTestSuiteFeatures', shopFeatures));
    expect(calls).toEqual([
      ['getTestSuiteFeatures', { suiteId: SHOP_SUITE_ID }],
      ['getTestSuiteFeatures', { suiteId: SHOP_SUITE_ID }],
    ]);
    expect(enabled(selectFeatureRows(snapshot()))).toEqual({
      public_publishing: true,
      python_script: false,
      step_screenshots: true,
      self_healing: true,
      auto_accept_heals: false,
    });
  });

  it('saves a toggle with the other stored entries kept, ignoring a second toggle meanwhile', () => {
    const { actor, settle, calls, done, snapshot } = start();
    settle(doneEvent('getTestSuiteFeatures', shopFeatures));
    actor.send({ type: 'feature.toggled', key: 'public_publishing', enabled: false });
    actor.send({ type: 'feature.toggled', key: 'self_healing', enabled: false });
    expect(selectIsSaving(snapshot())).toBe(true);
    expect(selectFeatureRows(snapshot()).find((row) => row.key === 'public_publishing')?.saving).toBe(true);
    expect(calls.slice(1)).toEqual([
      ['updateTestSuiteFeatures', { suiteId: SHOP_SUITE_ID, features: { ...shopFeatures, public_publishing: false } }],
    ]);
    settle(doneEvent('updateTestSuiteFeatures', { ...shopFeatures, public_publishing: false }));
    expect(enabled(selectFeatureRows(snapshot())).public_publishing).toBe(false);
    expect(done).toEqual([['notifySaved', { title: 'Settings updated', text: 'Public publishing is now off.', type: 'success' }]]);
  });

  it('saves the retries of collection runs (0 to 3, 1 until stored), refusing any other number', () => {
    const { actor, settle, calls, done, snapshot } = start();
    settle(doneEvent('getTestSuiteFeatures', shopFeatures));
    expect(selectRetries(snapshot())).toEqual({ value: 1, saving: false });
    actor.send({ type: 'retries.changed', retries: 4 });
    actor.send({ type: 'retries.changed', retries: 1.5 });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'retries.changed', retries: 0 });
    expect(selectRetries(snapshot())).toEqual({ value: 1, saving: true });
    expect(calls.at(-1)).toEqual(['updateTestSuiteFeatures', { suiteId: SHOP_SUITE_ID, features: { ...shopFeatures, run_retries: 0 } }]);
    settle(doneEvent('updateTestSuiteFeatures', { ...shopFeatures, run_retries: 0 }));
    expect(selectRetries(snapshot())).toEqual({ value: 0, saving: false });
    expect(done).toEqual([['notifySaved', { title: 'Settings updated', text: 'Retries of collection runs: 0.', type: 'success' }]]);
  });

  it('saves the quarantine flake rate (1 % to 100 %), and turns the rule off by leaving the rate out', () => {
    const { actor, settle, calls, done, snapshot } = start();
    settle(doneEvent('getTestSuiteFeatures', shopFeatures));
    expect(selectQuarantineRate(snapshot())).toEqual({ value: null, saving: false });
    actor.send({ type: 'quarantine.changed', rate: 0 });
    actor.send({ type: 'quarantine.changed', rate: 1.5 });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'quarantine.changed', rate: 0.3 });
    expect(selectQuarantineRate(snapshot())).toEqual({ value: null, saving: true });
    expect(calls.at(-1)).toEqual(['updateTestSuiteFeatures', { suiteId: SHOP_SUITE_ID, features: { ...shopFeatures, quarantine_flake_rate: 0.3 } }]);
    settle(doneEvent('updateTestSuiteFeatures', { ...shopFeatures, quarantine_flake_rate: 0.3 }));
    expect(selectQuarantineRate(snapshot())).toEqual({ value: 0.3, saving: false });
    actor.send({ type: 'quarantine.changed', rate: null });
    // The server refuses a null rate: off is the rate left out.
    expect(calls.at(-1)).toEqual(['updateTestSuiteFeatures', { suiteId: SHOP_SUITE_ID, features: shopFeatures }]);
    settle(doneEvent('updateTestSuiteFeatures', shopFeatures));
    expect(selectQuarantineRate(snapshot())).toEqual({ value: null, saving: false });
    expect(done).toEqual([
      ['notifySaved', { title: 'Settings updated', text: 'Quarantine flake rate: 30 %.', type: 'success' }],
      ['notifySaved', { title: 'Settings updated', text: 'Quarantine by flake rate is off.', type: 'success' }],
    ]);
  });

  it('keeps the features as they were when a save fails, and ignores unknown features', () => {
    const { actor, settle, calls, done, snapshot } = start();
    settle(doneEvent('getTestSuiteFeatures', shopFeatures));
    actor.send({ type: 'feature.toggled', key: 'no_such_feature', enabled: true });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'feature.toggled', key: 'python_script', enabled: true });
    settle(errorEvent('updateTestSuiteFeatures', 'Project not found.'));
    expect(snapshot().context.features).toEqual(shopFeatures);
    expect(snapshot().context.savingKey).toBeNull();
    expect(done).toEqual([['notifySaveFailed', { title: 'Some error occurred', text: 'Unable to update the test suite', type: 'error' }]]);
  });
});
