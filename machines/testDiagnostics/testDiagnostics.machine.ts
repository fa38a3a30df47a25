/**
 * The 'Debug info' and 'Logs' of a test (spec sections 7 and 8): each button fetches on demand
 * and shows what came back in one dialog. `GET debug/{id}` answering 404 means the test has no
 * debug data: the dialog says so, with no toast. Any other failure closes the dialog and toasts
 * 'Some error occurred' with 'Unable to fetch the debug info' or 'Unable to fetch the log files'.
 * Each opening fetches again: both change while a test is generated.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ToastParams } from '../_shared/authErrors';
import { providedActor, providedAction } from '../_shared/provided';

export type DebugInfo = components['schemas']['Debug'];
export type LogFile = components['schemas']['Logs']['logs'][number];

export interface TestDiagnosticsInput {
  testId: string;
}

export interface TestDiagnosticsContext {
  testId: string;
  debug: DebugInfo | null;
  logs: LogFile[];
}

export type TestDiagnosticsEvent = { type: 'debug.open' } | { type: 'logs.open' } | { type: 'diagnostics.close' };

export const DEBUG_FAILED: ToastParams = { title: 'Some error occurred', text: 'Unable to fetch the debug info', type: 'error' };
export const LOGS_FAILED: ToastParams = { title: 'Some error occurred', text: 'Unable to fetch the log files', type: 'error' };

function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

export const testDiagnosticsMachine = setup({
  types: {
    input: {} as TestDiagnosticsInput,
    context: {} as TestDiagnosticsContext,
    events: {} as TestDiagnosticsEvent,
    tags: {} as 'busy',
    children: {} as { getTestCaseDebug: 'getTestCaseDebug'; getTestCaseLogs: 'getTestCaseLogs' },
  },
  actors: {
    /** GET /api/debug/{id} (operation getTestCaseDebug); fails with status 404 when there is no data. */
    getTestCaseDebug: providedActor<DebugInfo, { id: string }>('getTestCaseDebug'),
    /** GET /api/logs/{id} (operation getTestCaseLogs). */
    getTestCaseLogs: providedActor<LogFile[], { id: string }>('getTestCaseLogs'),
  },
  actions: {
    setDebug: assign((_, params: { debug: DebugInfo }) => ({ debug: params.debug })),
    setLogs: assign((_, params: { logs: LogFile[] }) => ({ logs: params.logs })),
    clear: assign({ debug: null, logs: [] }),
    notifyDebugFailed: providedAction<ToastParams>('notifyDebugFailed'),
    notifyLogsFailed: providedAction<ToastParams>('notifyLogsFailed'),
  },
  guards: {
    isNotFound: ({ event }) => isNotFoundError((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'testDiagnostics',
  context: ({ input }) => ({ testId: input.testId, debug: null, logs: [] }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'debug.open': 'debug', 'logs.open': 'logs' },
    },
    debug: {
      initial: 'loading',
      on: { 'diagnostics.close': { target: 'closed', actions: 'clear' } },
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'getTestCaseDebug',
            src: 'getTestCaseDebug',
            input: ({ context }) => ({ id: context.testId }),
            onDone: { target: 'shown', actions: { type: 'setDebug', params: ({ event }) => ({ debug: event.output }) } },
            onError: [
              { guard: 'isNotFound', target: 'empty' },
              { target: '#testDiagnostics.closed', actions: { type: 'notifyDebugFailed', params: DEBUG_FAILED } },
            ],
          },
        },
        shown: {},
        // 404: the test has no debug data.
        empty: {},
      },
    },
    logs: {
      initial: 'loading',
      on: { 'diagnostics.close': { target: 'closed', actions: 'clear' } },
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'getTestCaseLogs',
            src: 'getTestCaseLogs',
            input: ({ context }) => ({ id: context.testId }),
            onDone: { target: 'shown', actions: { type: 'setLogs', params: ({ event }) => ({ logs: event.output }) } },
            onError: { target: '#testDiagnostics.closed', actions: { type: 'notifyLogsFailed', params: LOGS_FAILED } },
          },
        },
        shown: {},
      },
    },
  },
});
