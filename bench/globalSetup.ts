/**
 * One `npm run bench` is one report: start it empty, write it once every bench file has run.
 * Vitest runs global setups once per project and bench mode has two (the root and `bench`):
 * a flag on the process keeps this to one start and one report.
 */
import { startReport, writeReport } from './report.ts';

const flags = globalThis as { benchReportStarted?: boolean; benchReportWritten?: boolean };

export default function setup() {
  if (!flags.benchReportStarted) startReport();
  flags.benchReportStarted = true;
  return () => {
    if (flags.benchReportWritten) return;
    flags.benchReportWritten = true;
    const { markdown, files } = writeReport();
    console.log(`\n${markdown}\nBench report written to:\n${files.map((file) => `  ${file}`).join('\n')}\n`);
  };
}
