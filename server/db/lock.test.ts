import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cj-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second owner while the first process is alive, naming the directory and pid', async () => {
    const dir = tempDir();
    // Another live process holds the lock: a child that sleeps.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'critical-journey.lock'), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by another Critical Journey process \\(pid ${child.pid}\\)`));
    } finally {
      child.kill();
    }
  });

  it('takes over a stale lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'critical-journey.lock'), '999999999');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'critical-journey.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'critical-journey.lock'))).toBe(false);
  });

  it('is released so the next start can lock again', () => {
    const dir = tempDir();
    lockDataDir(dir).release();
    expect(() => lockDataDir(dir).release()).not.toThrow();
  });
});
