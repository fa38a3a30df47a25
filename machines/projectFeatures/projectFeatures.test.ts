import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, type DoneActorEvent, type ErrorActorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { projectFeaturesMachine, type Features } from './projectFeatures.machine';
import { projectFeaturesPathModel, SHOP_SUITE_ID, shopFeatures } from './projectFeatures.paths';
import { selectFeatureRows, selectHasFailed, selectIsSaving } from './projectFeatures.selectors';

describePathModel(projectFeaturesPathModel);

function start() {
  const calls: Array<[string, unknown]> = [];
  const done: Array<[string, unknown]> = [];
  const record = (name: string) => (_: unknown, params?: unknown) => void done.push([name, params]);
  const pending = <TOutput, TInput>(name: string) =>
    fromPromise<TOutput, TInput>(({ input }) => {
      calls.push([name, input]);
      return new Promise<never>(() => {});
    });
  const actor = createActor(
    projectFeaturesMachine.provide({
      actors: {
        getTestSuiteFeatures: pending<Features, { suiteId: string }>('get'),
        updateTestSuiteFeatures: pending<Features, { suiteId: string; features: Features }>('update'),
      },
      actions: { notifyLoadFailed: record('notifyLoadFailed'), notifySaved: record('notifySaved'), notifySaveFailed: record('notifySaveFailed') },
    }),
    { input: { suiteId: SHOP_SUITE_ID } },
  ).start();
  const settle = (event: DoneActorEvent | ErrorActorEvent) => actor.send(event as never);
  return { actor, settle, calls, done, snapshot: () => actor.getSnapshot() };
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
      ['get', { suiteId: SHOP_SUITE_ID }],
      ['get', { suiteId: SHOP_SUITE_ID }],
    ]);
    expect(enabled(selectFeatureRows(snapshot()))).toEqual({ public_publishing: true, python_script: false, step_screenshots: true, self_healing: true });
  });

  it('saves a toggle with the other stored entries kept, ignoring a second toggle meanwhile', () => {
    const { actor, settle, calls, done, snapshot } = start();
    settle(doneEvent('getTestSuiteFeatures', shopFeatures));
    actor.send({ type: 'feature.toggled', key: 'public_publishing', enabled: false });
    actor.send({ type: 'feature.toggled', key: 'self_healing', enabled: false });
    expect(selectIsSaving(snapshot())).toBe(true);
    expect(selectFeatureRows(snapshot()).find((row) => row.key === 'public_publishing')?.saving).toBe(true);
    expect(calls.slice(1)).toEqual([['update', { suiteId: SHOP_SUITE_ID, features: { ...shopFeatures, public_publishing: false } }]]);
    settle(doneEvent('updateTestSuiteFeatures', { ...shopFeatures, public_publishing: false }));
    expect(enabled(selectFeatureRows(snapshot())).public_publishing).toBe(false);
    expect(done).toEqual([['notifySaved', { title: 'Settings updated', text: 'Public publishing is now off.', type: 'success' }]]);
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
