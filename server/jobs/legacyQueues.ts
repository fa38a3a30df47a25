/**
 * Before executors (issue 7) generations and runs had a pg-boss queue each, `generation` and
 * `run`. A database upgraded with jobs still queued there would leave those tests and runs
 * `pending` for ever, since nothing works those queues any more: at start every process moves
 * what it finds there to the executor queue, in the shape the executors read.
 */
import type { PgBoss } from 'pg-boss';
import { EXECUTOR_QUEUE } from './boss.ts';
import type { Logger } from '../logging.ts';

const LEGACY_QUEUES = [
  { name: 'generation', kind: 'generation' },
  { name: 'run', kind: 'run' },
] as const;

const BATCH = 100;

/** Moves every job waiting in the old queues; answers how many. Safe in many processes at once (fetch takes each job once). */
export async function moveLegacyJobs(boss: PgBoss, log: Logger): Promise<number> {
  let moved = 0;
  for (const { name, kind } of LEGACY_QUEUES) {
    if (!(await boss.getQueue(name))) continue;
    for (;;) {
      const waiting = await boss.fetch<Record<string, unknown>>(name, { batchSize: BATCH });
      if (waiting.length === 0) break;
      for (const job of waiting) {
        await boss.send(EXECUTOR_QUEUE, { ...job.data, kind });
        await boss.complete(name, job.id);
      }
      moved += waiting.length;
    }
  }
  if (moved > 0) log.warn(`moved ${moved} job(s) queued before the upgrade to the executor queue`);
  return moved;
}
