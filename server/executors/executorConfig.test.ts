/** The executor's settings, and `npm run executor` refusing what cannot work, in one clear line. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, readExecutorConfig, readStandaloneExecutorConfig } from '../config.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('executor settings', () => {
  it('has working defaults: one in-process slot, a 5 s heartbeat, lost after 30 s, queued jobs given up after 300 s', () => {
    expect(readExecutorConfig({})).toMatchObject({ slots: 1, heartbeatSeconds: 5, lostSeconds: 30, waitSeconds: 300 });
    expect(readExecutorConfig({ EXECUTORS: '0' }).slots).toBe(0);
  });

  it('gives `npm run executor` its slots from EXECUTOR_SLOTS, never from the server’s EXECUTORS', () => {
    expect(readStandaloneExecutorConfig({}).slots).toBe(1);
    expect(readStandaloneExecutorConfig({ EXECUTORS: '0', EXECUTOR_SLOTS: '3' }).slots).toBe(3);
    expect(() => readStandaloneExecutorConfig({ EXECUTOR_SLOTS: '0' })).toThrow('EXECUTOR_SLOTS must be a whole number of at least 1, got "0".');
  });

  it('refuses a lost time shorter than two heartbeats (live executors would be taken for dead)', () => {
    expect(() => readExecutorConfig({ EXECUTOR_HEARTBEAT_SECONDS: '10', EXECUTOR_LOST_SECONDS: '15' })).toThrow(ConfigError);
    expect(() => readExecutorConfig({ EXECUTOR_HEARTBEAT_SECONDS: '10', EXECUTOR_LOST_SECONDS: '15' })).toThrow(
      /EXECUTOR_LOST_SECONDS \(15\) must be at least twice EXECUTOR_HEARTBEAT_SECONDS \(10\)/,
    );
  });

  it('an executor process without DATABASE_URL says why it cannot start, and exits 1', () => {
    const result = spawnSync(process.execPath, ['server/executors/main.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'The executor cannot start: an executor needs DATABASE_URL: it shares a PostgreSQL database with the servers (the embedded PGlite serves one process only).',
    );
  });
});
