import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { testId } from '../testCasePage/testCasePage.samples';
import { testDiagnosticsMachine } from './testDiagnostics.machine';
import { apiFailure, testDiagnosticsPathModel } from './testDiagnostics.paths';
import { sampleDebug, sampleLogs } from './testDiagnostics.samples';
import { selectCanOpen, selectDiagnostics } from './testDiagnostics.selectors';

describePathModel(testDiagnosticsPathModel);

function startDiagnostics() {
  return startRecorded(testDiagnosticsMachine, {
    input: { testId },
    actors: ['getTestCaseDebug', 'getTestCaseLogs'],
    actions: ['notifyDebugFailed', 'notifyLogsFailed'],
  });
}

describe('testDiagnostics', () => {
  it('fetches the debug info on demand and shows it as indented JSON', () => {
    const { actor, settle, calls, snapshot } = startDiagnostics();
    expect(selectDiagnostics(snapshot())).toEqual({ kind: 'closed' });
    actor.send({ type: 'debug.open' });
    expect(selectDiagnostics(snapshot())).toEqual({ kind: 'loading', title: 'Debug info' });
    expect(selectCanOpen(snapshot())).toBe(false);
    settle(doneEvent('getTestCaseDebug', sampleDebug));
    expect(selectDiagnostics(snapshot())).toEqual({ kind: 'debug', title: 'Debug info', text: JSON.stringify(sampleDebug, null, 2) });
    actor.send({ type: 'diagnostics.close' });
    expect(selectDiagnostics(snapshot())).toEqual({ kind: 'closed' });
    expect(snapshot().context.debug).toBeNull();
    // Each opening fetches again.
    actor.send({ type: 'debug.open' });
    expect(calls).toEqual([
      ['getTestCaseDebug', { id: testId }],
      ['getTestCaseDebug', { id: testId }],
    ]);
  });

  it('treats a 404 as no debug data, with no toast', () => {
    const { actor, settle, done, snapshot } = startDiagnostics();
    actor.send({ type: 'debug.open' });
    settle(apiFailure('getTestCaseDebug', 404, 'Not Found'));
    expect(selectDiagnostics(snapshot())).toEqual({ kind: 'noDebug', title: 'Debug info' });
    expect(done).toEqual([]);
  });

  it('closes and toasts on any other failure', () => {
    const { actor, settle, done, snapshot } = startDiagnostics();
    actor.send({ type: 'debug.open' });
    settle(apiFailure('getTestCaseDebug', 500, 'Internal Server Error'));
    actor.send({ type: 'logs.open' });
    settle(errorEvent('getTestCaseLogs', 'Service Unavailable'));
    expect(selectDiagnostics(snapshot())).toEqual({ kind: 'closed' });
    expect(done).toEqual([
      ['notifyDebugFailed', { title: 'Some error occurred', text: 'Unable to fetch the debug info', type: 'error' }],
      ['notifyLogsFailed', { title: 'Some error occurred', text: 'Unable to fetch the log files', type: 'error' }],
    ]);
  });

  it('fetches the log files and shows each', () => {
    const { actor, settle, calls, snapshot } = startDiagnostics();
    actor.send({ type: 'logs.open' });
    expect(selectDiagnostics(snapshot())).toEqual({ kind: 'loading', title: 'Logs' });
    // One dialog at a time: the other button waits.
    actor.send({ type: 'debug.open' });
    settle(doneEvent('getTestCaseLogs', sampleLogs));
    expect(selectDiagnostics(snapshot())).toEqual({ kind: 'logs', title: 'Logs', logs: sampleLogs });
    expect(calls).toEqual([['getTestCaseLogs', { id: testId }]]);
  });
});
