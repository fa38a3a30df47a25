import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { testFlakinessMachine } from './testFlakiness.machine';
import { testFlakinessPathModel } from './testFlakiness.paths';
import { DEFAULT_REASON, flakyTest, noVerdicts, quarantinedTest, SAMPLE_REASON, stableTest, testId } from './testFlakiness.samples';
import { flakinessHeadline, rateTone, selectFlakinessPanel, selectQuarantineDialog } from './testFlakiness.selectors';

describePathModel(testFlakinessPathModel);

function start() {
  return startRecorded(testFlakinessMachine, {
    input: { testId },
    actors: ['getTestFlakiness', 'setTestQuarantine'],
    actions: ['notifyQuarantined', 'notifyReleased', 'notifySaveFailed'],
  });
}

const load = ['getTestFlakiness', { testId }];
const headline = (snapshot: ReturnType<ReturnType<typeof start>['snapshot']>) => {
  const panel = selectFlakinessPanel(snapshot);
  return panel.kind === 'shown' ? panel.headline : panel.kind;
};

describe('flakiness headline', () => {
  it('reads the rate over the verdicts, or that there is none yet', () => {
    expect(flakinessHeadline(flakyTest)).toBe('Flake rate 20 % over its last 10 verdicts (2 flaky, 1 failed)');
    expect(flakinessHeadline({ verdicts: 1, flaky: 0, failed: 1, flake_rate: 0 })).toBe('Flake rate 0 % over its last verdict (0 flaky, 1 failed)');
    expect(flakinessHeadline({ verdicts: 50, flaky: 1, failed: 0, flake_rate: 0.02 })).toBe(
      'Flake rate 2 % over its last 50 verdicts (1 flaky, 0 failed)',
    );
    expect(flakinessHeadline(noVerdicts)).toBe('No verdicts yet: run it to see its flake rate.');
  });

  it('colours the rate: grey without verdicts, green at none, orange below 20 %, red from there', () => {
    expect([null, 0, 0.02, 0.19, 0.2, 1].map(rateTone)).toEqual(['gray', 'green', 'orange', 'orange', 'red', 'red']);
  });
});

describe('testFlakiness', () => {
  it('shows the rate once loaded, and a failed load with Retry (no toast: the panel says it)', () => {
    const { actor, settle, calls, done, snapshot } = start();
    expect(selectFlakinessPanel(snapshot())).toEqual({ kind: 'loading' });
    settle(errorEvent('getTestFlakiness', 'Service Unavailable'));
    expect(selectFlakinessPanel(snapshot())).toEqual({ kind: 'failed' });
    actor.send({ type: 'flakiness.retry' });
    settle(doneEvent('getTestFlakiness', stableTest));
    expect(calls).toEqual([load, load]);
    expect(done).toEqual([]);
    expect(selectFlakinessPanel(snapshot())).toMatchObject({
      kind: 'shown',
      headline: 'Flake rate 0 % over its last 12 verdicts (0 flaky, 0 failed)',
      rate: '0 %',
      tone: 'green',
      quarantined: false,
      action: 'quarantine',
    });
  });

  it('shows a test that never ended passed or failed without a rate', () => {
    const { settle, snapshot } = start();
    settle(doneEvent('getTestFlakiness', noVerdicts));
    expect(selectFlakinessPanel(snapshot())).toMatchObject({ headline: 'No verdicts yet: run it to see its flake rate.', rate: null, tone: 'gray' });
  });

  it('quarantines with the reason trimmed, the dialog spinning until the answer, then toasts the reason', () => {
    const { actor, settle, calls, done, snapshot } = start();
    settle(doneEvent('getTestFlakiness', flakyTest));
    actor.send({ type: 'quarantine.open' });
    actor.send({ type: 'reason.changed', value: `  ${SAMPLE_REASON}  ` });
    actor.send({ type: 'quarantine.confirm' });
    expect(calls.at(-1)).toEqual(['setTestQuarantine', { testId, body: { quarantined: true, reason: SAMPLE_REASON } }]);
    expect(selectQuarantineDialog(snapshot())).toMatchObject({ open: true, saving: true, canConfirm: false });
    // A second confirm while saving sends nothing.
    actor.send({ type: 'quarantine.confirm' });
    expect(calls).toHaveLength(2);
    settle(doneEvent('setTestQuarantine', quarantinedTest));
    expect(done).toEqual([['notifyQuarantined', { title: 'Test quarantined', text: `Reason: ${SAMPLE_REASON}`, type: 'success' }]]);
    expect(selectQuarantineDialog(snapshot()).open).toBe(false);
    expect(selectFlakinessPanel(snapshot())).toMatchObject({ quarantined: true, reason: SAMPLE_REASON, action: 'release' });
  });

  it('sends no reason when none was typed (the server names who quarantined it)', () => {
    const { actor, settle, calls, done } = start();
    settle(doneEvent('getTestFlakiness', flakyTest));
    actor.send({ type: 'quarantine.open' });
    actor.send({ type: 'reason.changed', value: '   ' });
    actor.send({ type: 'quarantine.confirm' });
    expect(calls.at(-1)).toEqual(['setTestQuarantine', { testId, body: { quarantined: true } }]);
    settle(doneEvent('setTestQuarantine', { ...quarantinedTest, quarantine_reason: DEFAULT_REASON }));
    expect(done).toEqual([['notifyQuarantined', { title: 'Test quarantined', text: `Reason: ${DEFAULT_REASON}`, type: 'success' }]]);
  });

  it('refuses a reason over 500 characters with the reason why, and Cancel forgets it', () => {
    const { actor, settle, calls, snapshot } = start();
    settle(doneEvent('getTestFlakiness', flakyTest));
    actor.send({ type: 'quarantine.open' });
    actor.send({ type: 'reason.changed', value: 'x'.repeat(501) });
    expect(selectQuarantineDialog(snapshot())).toMatchObject({ error: 'The reason can be at most 500 characters.', canConfirm: false });
    actor.send({ type: 'quarantine.confirm' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'reason.changed', value: 'x'.repeat(500) });
    expect(selectQuarantineDialog(snapshot())).toMatchObject({ error: null, canConfirm: true });
    actor.send({ type: 'quarantine.cancel' });
    expect(selectQuarantineDialog(snapshot()).open).toBe(false);
    actor.send({ type: 'quarantine.open' });
    expect(selectQuarantineDialog(snapshot()).reason).toBe('');
  });

  it('goes back to the dialog with the reason kept when the quarantine fails', () => {
    const { actor, settle, calls, done, snapshot } = start();
    settle(doneEvent('getTestFlakiness', flakyTest));
    actor.send({ type: 'quarantine.open' });
    actor.send({ type: 'reason.changed', value: SAMPLE_REASON });
    actor.send({ type: 'quarantine.confirm' });
    settle(errorEvent('setTestQuarantine', 'Service Unavailable'));
    expect(done).toEqual([['notifySaveFailed', { title: 'Some error occurred', text: 'Unable to quarantine the test', type: 'error' }]]);
    expect(selectQuarantineDialog(snapshot())).toEqual({ open: true, reason: SAMPLE_REASON, error: null, canConfirm: true, saving: false });
    expect(selectFlakinessPanel(snapshot())).toMatchObject({ quarantined: false });
    // A second Quarantine tries again.
    actor.send({ type: 'quarantine.confirm' });
    expect(calls.filter(([name]) => name === 'setTestQuarantine')).toHaveLength(2);
  });

  it('releases a quarantined test, and keeps it quarantined when the release fails', () => {
    const { actor, settle, calls, done, snapshot } = start();
    settle(doneEvent('getTestFlakiness', quarantinedTest));
    // A quarantined test offers Release, not Quarantine….
    actor.send({ type: 'quarantine.open' });
    expect(selectQuarantineDialog(snapshot()).open).toBe(false);
    actor.send({ type: 'quarantine.release' });
    expect(calls.at(-1)).toEqual(['setTestQuarantine', { testId, body: { quarantined: false } }]);
    expect(selectFlakinessPanel(snapshot())).toMatchObject({ saving: true, releasing: true });
    settle(errorEvent('setTestQuarantine', 'Service Unavailable'));
    expect(selectFlakinessPanel(snapshot())).toMatchObject({ quarantined: true, saving: false, releasing: false });
    actor.send({ type: 'quarantine.release' });
    settle(doneEvent('setTestQuarantine', flakyTest));
    expect(done).toEqual([
      ['notifySaveFailed', { title: 'Some error occurred', text: 'Unable to release the test from quarantine', type: 'error' }],
      ['notifyReleased', { title: 'Released from quarantine', text: 'Its failures count again.', type: 'success' }],
    ]);
    expect(selectFlakinessPanel(snapshot())).toMatchObject({ quarantined: false, reason: null, action: 'quarantine' });
  });

  it('refreshes quietly when a run ended, keeping what it shows until the answer (and on a failure)', () => {
    const { actor, settle, calls, snapshot } = start();
    settle(doneEvent('getTestFlakiness', flakyTest));
    actor.send({ type: 'flakiness.refresh' });
    expect(calls).toEqual([load, load]);
    expect(headline(snapshot())).toBe('Flake rate 20 % over its last 10 verdicts (2 flaky, 1 failed)');
    settle(errorEvent('getTestFlakiness', 'Service Unavailable'));
    expect(headline(snapshot())).toBe('Flake rate 20 % over its last 10 verdicts (2 flaky, 1 failed)');
    actor.send({ type: 'flakiness.refresh' });
    settle(doneEvent('getTestFlakiness', { ...flakyTest, verdicts: 11, flaky: 3, flake_rate: 3 / 11 }));
    expect(headline(snapshot())).toBe('Flake rate 27 % over its last 11 verdicts (3 flaky, 1 failed)');
    expect(selectFlakinessPanel(snapshot())).toMatchObject({ tone: 'red' });
  });

  it('refetches again when a run ended during a load, and once the dialog closes when one ended while it was open', () => {
    const { actor, settle, calls } = start();
    actor.send({ type: 'flakiness.refresh' });
    settle(doneEvent('getTestFlakiness', flakyTest));
    // The first answer may predate the run's end: asked again at once.
    expect(calls).toEqual([load, load]);
    settle(doneEvent('getTestFlakiness', flakyTest));
    actor.send({ type: 'quarantine.open' });
    actor.send({ type: 'flakiness.refresh' });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'quarantine.cancel' });
    expect(calls).toEqual([load, load, load]);
    settle(doneEvent('getTestFlakiness', flakyTest));
    expect(calls).toHaveLength(3);
  });
});
