/**
 * PGlite has no lock of its own: a second process opening the same data directory silently
 * loses writes. A lock file holding the owner's pid makes the second process fail instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.ts';

const LOCK_NAME = 'critical-journey.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type DataDirLock = { release(): void };

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new ConfigError(
          `The data directory ${dataDir} is in use by another Critical Journey process (pid ${owner}). ` +
            'Stop that process, or set DATA_DIR to another directory, or DATABASE_URL to use PostgreSQL.',
        );
      }
      // The owner died without cleaning up (a crash or kill -9): the lock is stale.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new ConfigError(`Could not lock the data directory ${dataDir}.`);
}
