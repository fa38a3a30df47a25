import type { SnapshotFrom } from 'xstate';
import type { LogFile, testDiagnosticsMachine } from './testDiagnostics.machine';

type Snapshot = SnapshotFrom<typeof testDiagnosticsMachine>;

export type DiagnosticsView =
  | { kind: 'closed' }
  | { kind: 'loading'; title: string }
  | { kind: 'debug'; title: string; text: string }
  | { kind: 'noDebug'; title: string }
  | { kind: 'logs'; title: string; logs: LogFile[] };

export const DEBUG_TITLE = 'Debug info';
export const LOGS_TITLE = 'Logs';

/** What the dialog shows; the debug information as indented JSON. */
export function selectDiagnostics(snapshot: Snapshot): DiagnosticsView {
  if (snapshot.matches({ debug: 'loading' })) return { kind: 'loading', title: DEBUG_TITLE };
  if (snapshot.matches({ debug: 'shown' })) return { kind: 'debug', title: DEBUG_TITLE, text: JSON.stringify(snapshot.context.debug, null, 2) };
  if (snapshot.matches({ debug: 'empty' })) return { kind: 'noDebug', title: DEBUG_TITLE };
  if (snapshot.matches({ logs: 'loading' })) return { kind: 'loading', title: LOGS_TITLE };
  if (snapshot.matches({ logs: 'shown' })) return { kind: 'logs', title: LOGS_TITLE, logs: snapshot.context.logs };
  return { kind: 'closed' };
}

/** The buttons wait while one fetch runs. */
export const selectCanOpen = (snapshot: Snapshot) => snapshot.can({ type: 'debug.open' });
