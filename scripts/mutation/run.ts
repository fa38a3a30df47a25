/**
 * `npm run mutation [machine ...]`: StrykerJS over the machines and their selectors, one machine
 * at a time against that machine's own tests (see vitest.mutation.config.ts for why), each with
 * its own incremental file so a second run only retests what changed. Reports land in
 * reports/mutation/machines/<machine>.json; scripts/mutation/report.ts sums them up.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'reports/mutation/machines');
const base = JSON.parse(readFileSync(path.join(root, 'stryker.config.json'), 'utf8')) as Record<string, unknown>;

const all = readdirSync(path.join(root, 'machines'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name)
  .filter((name) => readdirSync(path.join(root, 'machines', name)).some((file) => file.endsWith('.machine.ts')))
  .sort();
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !all.includes(name));
if (unknown.length) {
  console.error(`No machine named ${unknown.join(', ')}. Machines: ${all.join(', ')}`);
  process.exit(2);
}

mkdirSync(outDir, { recursive: true });
let failed = 0;
for (const machine of asked.length ? asked : all) {
  const config = {
    ...base,
    mutate: [`machines/${machine}/**/*.machine.ts`, `machines/${machine}/**/*.selectors.ts`],
    incrementalFile: `reports/mutation/machines/${machine}.incremental.json`,
    jsonReporter: { fileName: `reports/mutation/machines/${machine}.json` },
    htmlReporter: { fileName: `reports/mutation/machines/${machine}.html` },
    reporters: ['clear-text', 'progress', 'json', 'html'],
  };
  const configFile = path.join(outDir, `${machine}.stryker.json`);
  writeFileSync(configFile, JSON.stringify(config, null, 2));
  console.log(`\n== ${machine} ==`);
  const result = spawnSync('npx', ['stryker', 'run', configFile], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_MACHINE: machine },
  });
  if (result.status !== 0) failed += 1;
  if (!existsSync(path.join(outDir, `${machine}.json`))) console.warn(`! ${machine}: no report written`);
}
// The summary runs here rather than after `&&` in package.json: npm appends the machine names
// to the last command of a script, so `npm run mutation testRuns` used to run every machine.
spawnSync('node', [path.join(root, 'scripts/mutation/report.ts')], { cwd: root, stdio: 'inherit' });
process.exitCode = failed ? 1 : 0;
