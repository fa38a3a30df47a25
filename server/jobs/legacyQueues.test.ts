import { afterEach, describe, expect, it } from 'vitest';
import { EXECUTOR_QUEUE, startBoss } from './boss.ts';
import { moveLegacyJobs } from './legacyQueues.ts';
import { quietLog } from '../testing/log.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/databases.ts';
import type { PgBoss } from 'pg-boss';

describe.each(databaseKinds)('jobs queued before executors existed (%s)', (kind) => {
  let database: TestDatabase | undefined;
  let boss: PgBoss | undefined;
  afterEach(async () => {
    await boss?.stop({ graceful: false, close: true });
    await database?.dispose();
  });

  it('are moved from the old generation and run queues to the executor queue, once', async () => {
    database = await createTestDatabase(kind);
    boss = await startBoss(database, quietLog);
    // What the version before executors left behind: a queue per kind, with jobs waiting.
    await boss.createQueue('generation');
    await boss.createQueue('run');
    await boss.send('generation', { testId: 't1', generationId: 'g1' });
    await boss.send('run', { runId: 'r1' });
    await boss.send('run', { runId: 'r2' });

    expect(await moveLegacyJobs(boss, quietLog)).toBe(3);
    const moved = await boss.fetch<Record<string, unknown>>(EXECUTOR_QUEUE, { batchSize: 10 });
    expect(moved.map((job) => job.data).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { kind: 'generation', testId: 't1', generationId: 'g1' },
      { kind: 'run', runId: 'r1' },
      { kind: 'run', runId: 'r2' },
    ]);
    expect(await boss.fetch('run')).toEqual([]);
    expect(await moveLegacyJobs(boss, quietLog)).toBe(0);
  });

  it('leave nothing to do on a database that never had the old queues', async () => {
    database = await createTestDatabase(kind);
    boss = await startBoss(database, quietLog);
    expect(await moveLegacyJobs(boss, quietLog)).toBe(0);
    expect(await boss.getQueue('run')).toBeNull();
  });
});
