import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migratedPgliteDir } from '../testing/databases.ts';
import { openDatabase } from './open.ts';
import { organizations } from './schema.ts';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database', () => {
  it('keeps what was written across a restart', async () => {
    const dataDir = tempDir('cj-restart-');
    const first = await openDatabase({ databaseUrl: null, dataDir });
    await first.db.insert(organizations).values({ name: 'Survives restarts' });
    await first.close();
    const second = await openDatabase({ databaseUrl: null, dataDir });
    const names = (await second.db.select().from(organizations)).map((org) => org.name);
    await second.close();
    expect(names).toContain('Survives restarts');
  });

  it('refuses a second server process on the same data directory with a clear message', async () => {
    // Already initialised (the test above starts on an empty directory): the lock is the subject here.
    const dataDir = await migratedPgliteDir('cj-two-');
    dirs.push(dataDir);
    const env = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
    const first = spawn(process.execPath, ['server/main.ts'], { env });
    try {
      await new Promise<void>((resolve, reject) => {
        first.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('is ready') && resolve());
        first.on('exit', (code) => reject(new Error(`first server exited with ${code}`)));
      });
      const second = spawnSync(process.execPath, ['server/main.ts'], { env, encoding: 'utf8', timeout: 60_000 });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The data directory ${dataDir} is in use by another Critical Journey process (pid ${first.pid})`);
      expect(second.stderr).not.toMatch(/\n\s+at /);
    } finally {
      first.kill('SIGTERM');
      await new Promise((resolve) => first.once('exit', resolve));
    }
    // A clean stop releases the lock for the next start.
    expect(fs.existsSync(path.join(dataDir, 'critical-journey.lock'))).toBe(false);
  });
});

describe('migrations', () => {
  it('match the Drizzle schema (run `npm run generate:migrations` after changing it)', () => {
    const out = tempDir('cj-migrations-');
    fs.cpSync('server/db/migrations', out, { recursive: true });
    const before = fs.readdirSync(out).sort();
    // drizzle-kit prefixes --out with './' and exits 0 even when it fails: pass a relative path
    // and look for its own "nothing to migrate" line instead of trusting the exit code.
    const result = spawnSync(
      process.execPath,
      [
        'node_modules/drizzle-kit/bin.cjs',
        'generate',
        '--dialect=postgresql',
        '--schema=server/db/schema.ts',
        `--out=${path.relative(process.cwd(), out)}`,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    expect(result.stdout + result.stderr).toContain('No schema changes, nothing to migrate');
    expect(fs.readdirSync(out).sort()).toEqual(before);
  });
});
