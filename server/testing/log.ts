/** Loggers for tests (server/logging.ts): one that writes nothing, one that keeps what was logged. */
import { createLogger, type Logger } from '../logging.ts';

export const quietLog: Logger = createLogger('silent');

export type LoggedLine = { level: number; msg: string; [field: string]: unknown };

/** A logger at `info` whose lines are kept, parsed, instead of written. */
export function capturingLog(): { log: Logger; lines(): LoggedLine[] } {
  const written: string[] = [];
  const log = createLogger('info', { write: (line: string) => void written.push(line) });
  return { log, lines: () => written.map((line) => JSON.parse(line) as LoggedLine) };
}
