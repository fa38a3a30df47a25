/** The path model of Debug info and Logs: both buttons, every outcome of both requests, closing. */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { testId } from '../testCasePage/testCasePage.samples';
import { testDiagnosticsObservations, testDiagnosticsTransitions } from './testDiagnostics.expectations';
import { testDiagnosticsMachine, type DebugInfo, type LogFile } from './testDiagnostics.machine';
import { sampleDebug, sampleLogs } from './testDiagnostics.samples';

/** An API failure as src/api/client.ts raises it. */
export function apiFailure(id: string, status: number, message: string) {
  return { type: `xstate.error.actor.${id}`, error: Object.assign(new Error(message), { status }) } as const;
}

export const testDiagnosticsPathModel: PathModel<typeof testDiagnosticsMachine> = {
  machine: testDiagnosticsMachine,
  inputs: [{ testId }],
  implementations: {
    actors: { getTestCaseDebug: neverSettles<DebugInfo, { id: string }>(), getTestCaseLogs: neverSettles<LogFile[], { id: string }>() },
    actions: { notifyDebugFailed: () => {}, notifyLogsFailed: () => {} },
  },
  events: () => [
    { type: 'debug.open' },
    { type: 'logs.open' },
    { type: 'diagnostics.close' },
    doneEvent('getTestCaseDebug', sampleDebug),
    apiFailure('getTestCaseDebug', 404, 'No debug data'),
    errorEvent('getTestCaseDebug', 'Service Unavailable'),
    doneEvent('getTestCaseLogs', sampleLogs),
    errorEvent('getTestCaseLogs', 'Service Unavailable'),
  ],
  observations: testDiagnosticsObservations,
  transitions: testDiagnosticsTransitions,
};
