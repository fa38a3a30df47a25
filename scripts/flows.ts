/**
 * `npm run flows`: per machine, its states, transitions, transitions walked by the path tests'
 * paths, and states with stories; then regenerates docs/flows. `--check` exits non-zero when a
 * transition is never walked.
 */
import { globSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { machines } from '../machines/index';
import { coverageReport, formatTransition } from '../machines/_testing/coverage';
import { flowDocs } from '../machines/_testing/mermaid';
import { reachableStates, statesWithStories } from '../machines/_testing/stories';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docsDir = path.join(root, 'docs/flows');
const check = process.argv.includes('--check');

/** Story modules as Storybook would load them; one that fails to import counts as no stories. */
async function loadStories(): Promise<Array<Record<string, unknown>>> {
  const modules: Array<Record<string, unknown>> = [];
  for (const file of globSync('src/**/*.stories.tsx', { cwd: root }).sort()) {
    // Only stories of machine states count; others (e.g. the flow diagrams) may need Vite to import.
    if (!/parameters:\s*\{\s*machine:/.test(readFileSync(path.join(root, file), 'utf8'))) continue;
    try {
      modules.push(await import(pathToFileURL(path.join(root, file)).href));
    } catch (error) {
      console.warn(`! skipped ${file}: it does not import outside Vite (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return modules;
}

const stories = await loadStories();
const rows: string[][] = [['machine', 'states', 'transitions', 'covered', 'states with stories']];
const uncovered: string[] = [];
for (const entry of machines) {
  const states = reachableStates(entry.pathModel);
  const report = coverageReport(entry.pathModel);
  const covered = report.transitions.length - report.uncovered.length;
  const shown = statesWithStories(stories, entry.id).filter((state) => states.includes(state)).length;
  rows.push([
    entry.id,
    String(states.length),
    String(report.transitions.length),
    `${covered}/${report.transitions.length}`,
    entry.drivesComponent ? `${shown}/${states.length}` : '-',
  ]);
  uncovered.push(...report.uncovered.map((t) => `${entry.id}: ${formatTransition(t)}`));
  for (const failed of report.failedPaths) console.warn(`! ${entry.id}: path failed its replay: ${failed}`);
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));

// Regenerate docs/flows from scratch so a removed machine's diagram disappears too.
mkdirSync(docsDir, { recursive: true });
for (const file of readdirSync(docsDir)) rmSync(path.join(docsDir, file));
for (const [file, content] of flowDocs(machines)) writeFileSync(path.join(docsDir, file), content);
console.log(`\nWrote ${path.relative(root, docsDir)}/ (${machines.length} diagrams and README.md).`);

if (uncovered.length) {
  console.log(`\nTransitions no path walks:\n${uncovered.map((line) => `  ${line}`).join('\n')}`);
  if (check) process.exitCode = 1;
}
