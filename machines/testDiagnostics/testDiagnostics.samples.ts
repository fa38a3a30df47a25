/** Sample debug information and log files (importable in the browser, for stories). */
import type { DebugInfo, LogFile } from './testDiagnostics.machine';

export const sampleDebug: DebugInfo = {
  executor: 'in-process',
  browser: 'chromium 156',
  attempts: [{ step: 1, locator: "getByRole('button', { name: 'Add to cart' })", result: 'clicked' }],
};

export const sampleLogs: LogFile[] = [
  { name: 'generation.log', content: '09:30:01 queued\n09:30:02 started chromium\n09:30:05 step 0 goto: ok\n09:30:09 step 1 click: ok' },
  { name: 'browser-console.log', content: '[warning] A cookie banner blocked the first click.' },
];
