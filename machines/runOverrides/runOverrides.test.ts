import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { recordingActor } from '../_testing/confirmations';
import { runOverridesMachine } from './runOverrides.machine';
import { runOverridesPathModel } from './runOverrides.paths';
import { sampleParameters, stagingId, testId } from './runOverrides.samples';
import { selectForm, selectIsLoading, selectIsOpen } from './runOverrides.selectors';

describePathModel(runOverridesPathModel);

/** The dialog with its request recorded, and a stand-in for the test's runs that keeps what it is told (`emitted`). */
function startDialog() {
  const runs = recordingActor('testRuns');
  const started = startRecorded(runOverridesMachine, {
    input: { testId, runs: runs.ref },
    actors: ['getTestCaseParameters'],
    actions: ['notifyFetchFailed'],
  });
  const open = (parameters = sampleParameters) => {
    started.actor.send({ type: 'overrides.open' });
    started.settle(doneEvent('getTestCaseParameters', parameters));
  };
  return { ...started, emitted: runs.received, open, form: () => selectForm(started.snapshot()) };
}

describe('runOverrides', () => {
  it("fetches the test's parameters on open", () => {
    const { actor, calls, snapshot, settle, form } = startDialog();
    expect(selectIsOpen(snapshot())).toBe(false);
    actor.send({ type: 'overrides.open' });
    expect(selectIsLoading(snapshot())).toBe(true);
    settle(doneEvent('getTestCaseParameters', sampleParameters));
    expect(calls).toEqual([['getTestCaseParameters', { id: testId }]]);
    expect(form()).toEqual({
      rows: [],
      hasParameters: true,
      canAddRow: true,
      websiteUrl: '',
      websiteUrlError: null,
      retries: 0,
      environment: null,
      canSubmit: true,
    });
  });

  it('offers only keys not already used, and disables Add Key-Value Pair when none remain', () => {
    const { actor, open, form } = startDialog();
    open();
    actor.send({ type: 'row.add' });
    expect(form().rows).toEqual([{ key: 'USER', value: 'qa', defaultValue: 'qa', keyOptions: ['USER', 'CARD'] }]);
    actor.send({ type: 'row.add' });
    expect(form().rows.map((row) => [row.key, row.keyOptions])).toEqual([
      ['USER', ['USER']],
      ['CARD', ['CARD']],
    ]);
    expect(form().canAddRow).toBe(false);
    actor.send({ type: 'row.add' });
    // A key another row uses, or one the test does not have, is refused.
    actor.send({ type: 'row.keyChanged', index: 0, key: 'CARD' });
    actor.send({ type: 'row.keyChanged', index: 0, key: 'UNKNOWN' });
    expect(form().rows.map((row) => row.key)).toEqual(['USER', 'CARD']);
    actor.send({ type: 'row.remove', index: 1 });
    expect(form().canAddRow).toBe(true);
  });

  it("swaps an untouched default for the new key's, and keeps a typed value", () => {
    const { actor, open, form } = startDialog();
    open();
    actor.send({ type: 'row.add' });
    actor.send({ type: 'row.keyChanged', index: 0, key: 'CARD' });
    expect(form().rows[0]).toMatchObject({ key: 'CARD', value: '4242 4242 4242 4242' });
    actor.send({ type: 'row.valueChanged', index: 0, value: '4000 0000 0000 0002' });
    actor.send({ type: 'row.keyChanged', index: 0, key: 'USER' });
    expect(form().rows[0]).toMatchObject({ key: 'USER', value: '4000 0000 0000 0002' });
  });

  it('has nothing to add for a test without parameters; the website URL is still offered', () => {
    const { actor, open, form, emitted } = startDialog();
    open({});
    expect(form()).toMatchObject({ hasParameters: false, canAddRow: false });
    actor.send({ type: 'overrides.submit' });
    expect(emitted).toEqual([{ type: 'run.start', settings: { parameter_overrides: {} } }]);
  });

  it('validates the website URL with the project rule; empty is fine', () => {
    const { actor, open, form, snapshot, emitted } = startDialog();
    open();
    actor.send({ type: 'websiteUrl.changed', value: 'not a url' });
    expect(form()).toMatchObject({ websiteUrlError: 'Invalid URL', canSubmit: false });
    actor.send({ type: 'overrides.submit' });
    expect(selectIsOpen(snapshot())).toBe(true);
    actor.send({ type: 'websiteUrl.changed', value: 'staging_shop.local:8080' });
    expect(form()).toMatchObject({ websiteUrlError: null, canSubmit: true });
    actor.send({ type: 'websiteUrl.changed', value: '' });
    expect(form().websiteUrlError).toBeNull();
    expect(emitted).toEqual([]);
  });

  it('sends the rows and the trimmed website URL with Run, and closes clean', () => {
    const { actor, open, emitted, snapshot } = startDialog();
    open();
    actor.send({ type: 'row.add' });
    actor.send({ type: 'row.valueChanged', index: 0, value: 'admin' });
    actor.send({ type: 'row.add' });
    actor.send({ type: 'websiteUrl.changed', value: ' https://staging.shop.test ' });
    actor.send({ type: 'overrides.submit' });
    expect(emitted).toEqual([
      {
        type: 'run.start',
        settings: { parameter_overrides: { USER: 'admin', CARD: '4242 4242 4242 4242' }, website_url_override: 'https://staging.shop.test' },
      },
    ]);
    expect(selectIsOpen(snapshot())).toBe(false);
    expect(snapshot().context.rows).toEqual([]);
  });

  it('sends the retries picked (0 to 3) with Run, none by default, and starts the next dialog at none', () => {
    const { actor, open, emitted, snapshot } = startDialog();
    open();
    actor.send({ type: 'retries.changed', retries: 4 });
    expect(selectForm(snapshot()).retries).toBe(0);
    actor.send({ type: 'retries.changed', retries: 2 });
    expect(selectForm(snapshot()).retries).toBe(2);
    actor.send({ type: 'overrides.submit' });
    expect(emitted).toEqual([{ type: 'run.start', settings: { parameter_overrides: {}, retries: 2 } }]);
    open();
    expect(selectForm(snapshot()).retries).toBe(0);
  });

  it('sends the environment picked with Run, none by default, and starts the next dialog without one', () => {
    const { actor, open, emitted, snapshot } = startDialog();
    open();
    actor.send({ type: 'environment.changed', environment: '' });
    expect(selectForm(snapshot()).environment).toBeNull();
    actor.send({ type: 'environment.changed', environment: stagingId });
    expect(selectForm(snapshot()).environment).toBe(stagingId);
    actor.send({ type: 'websiteUrl.changed', value: 'https://one-off.shop.test' });
    actor.send({ type: 'overrides.submit' });
    // The website URL still wins over the environment's base URL: the server applies both in that order.
    expect(emitted).toEqual([
      { type: 'run.start', settings: { parameter_overrides: {}, website_url_override: 'https://one-off.shop.test', environment: stagingId } },
    ]);
    open();
    expect(selectForm(snapshot()).environment).toBeNull();
    actor.send({ type: 'environment.changed', environment: stagingId });
    actor.send({ type: 'environment.changed', environment: null });
    actor.send({ type: 'overrides.submit' });
    expect(emitted.at(-1)).toEqual({ type: 'run.start', settings: { parameter_overrides: {} } });
  });

  it('toasts when the parameters cannot be fetched and stays closed; Cancel sends nothing', () => {
    const { actor, settle, done, snapshot, open, emitted } = startDialog();
    actor.send({ type: 'overrides.open' });
    settle(errorEvent('getTestCaseParameters', 'Test case not found'));
    expect(done).toEqual([['notifyFetchFailed', { title: 'Some error occurred', text: 'Unable to fetch the test parameters', type: 'error' }]]);
    expect(selectIsOpen(snapshot())).toBe(false);
    open();
    actor.send({ type: 'row.add' });
    actor.send({ type: 'overrides.cancel' });
    expect(emitted).toEqual([]);
    expect(selectIsOpen(snapshot())).toBe(false);
  });
});
