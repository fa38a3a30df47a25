/**
 * `npm start`: builds the UI when the build is missing or older than its sources, then serves
 * the whole product on one port. No configuration is needed; see the README for options.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(rootDir, 'dist', 'index.html');
const uiSources = ['src', 'machines', 'rules', 'openapi', 'index.html', 'vite.config.ts', 'package-lock.json', 'public'];

function newestChange(entry: string): number {
  const full = path.join(rootDir, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

function buildIsStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return uiSources.some((entry) => newestChange(entry) > builtAt);
}

if (buildIsStale()) {
  console.log('Building the UI (first start, or sources changed)...');
  const result = spawnSync(process.execPath, [path.join(rootDir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('Critical Journey cannot start: the UI build failed (see above).');
    process.exit(result.status ?? 1);
  }
}

await import('../server/main.ts');
