/**
 * After scripts/mutation/run.ts (npm run mutation): the mutation score over the machines and, for each
 * mutant that survived or no test covered, the machine, the state (or setup entry) it lives in,
 * the line and what was changed. Written to reports/mutation/survivors.md and printed.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machinePlaces } from './statesOf.ts';

type Mutant = { mutatorName: string; replacement?: string; status: string; location: { start: { line: number; column: number } } };
type Report = { files: Record<string, { source: string; mutants: Mutant[] }> };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reportDir = path.join(root, 'reports/mutation');
// One report per machine (scripts/mutation/run.ts), merged.
const machineDir = path.join(reportDir, 'machines');
const reports = readdirSync(machineDir)
  .filter((file) => file.endsWith('.json') && !file.endsWith('.incremental.json') && !file.endsWith('.stryker.json'))
  .map((file) => JSON.parse(readFileSync(path.join(machineDir, file), 'utf8')) as Report);
const report: Report = { files: Object.assign({}, ...reports.map((one) => one.files)) };

const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);
let killed = 0;
let valid = 0;
const lines: string[] = [];
const perFile: string[] = [];
for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const placeOf = machinePlaces(file, source);
  const counted = mutants.filter((mutant) => detected.has(mutant.status) || undetected.has(mutant.status));
  const fileKilled = counted.filter((mutant) => detected.has(mutant.status)).length;
  killed += fileKilled;
  valid += counted.length;
  if (counted.length)
    perFile.push(
      `| ${path.relative(root, path.resolve(root, file))} | ${fileKilled}/${counted.length} | ${((100 * fileKilled) / counted.length).toFixed(1)} % |`,
    );
  for (const mutant of counted.filter((mutant) => undetected.has(mutant.status))) {
    const { line, column } = mutant.location.start;
    const change = mutant.replacement ? `→ \`${mutant.replacement.replace(/\s+/g, ' ').slice(0, 60)}\`` : '';
    lines.push(
      `- ${path.relative(root, path.resolve(root, file))}:${line} — **${placeOf(line, column)}** — ${mutant.mutatorName} ${change} (${mutant.status})`,
    );
  }
}
const score = valid ? (100 * killed) / valid : 0;
const text = [
  '# Mutation report of the machines',
  '',
  `Score: **${score.toFixed(1)} %** (${killed} of ${valid} mutants detected; compile errors and ignored mutants not counted).`,
  '',
  '| File | Detected | Score |',
  '|---|---|---|',
  ...perFile,
  '',
  `## Survivors (${lines.length}), by the state they live in`,
  '',
  ...lines,
  '',
].join('\n');
mkdirSync(reportDir, { recursive: true });
writeFileSync(path.join(reportDir, 'survivors.md'), text);
console.log(text);
