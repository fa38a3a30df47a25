/**
 * The background side of a server process: the queue, the change notices, the collection
 * scheduler's worker and, unless EXECUTORS=0, an in-process executor serving generation jobs.
 */
import type { ExecutorConfig } from '../config.ts';
import type { Database } from '../db/open.ts';
import { startBoss } from './boss.ts';
import type { Jobs } from './generationQueue.ts';
import { startGenerationWorker, type GenerationWorker } from './generationWorker.ts';
import { startTestUpdates } from './testUpdates.ts';
import { startRunWorker, type RunWorker } from '../runs/runWorker.ts';
import { startCollectionScheduler } from '../runs/scheduler.ts';

export interface Background {
  jobs: Jobs;
  stop(): Promise<void>;
}

export async function startBackground(database: Database, executor: ExecutorConfig): Promise<Background> {
  const boss = await startBoss(database);
  const updates = await startTestUpdates(database);
  const jobs: Jobs = { boss, updates };
  // Every instance runs it: pg-boss makes one job per schedule tick and hands it to one worker.
  const scheduler = await startCollectionScheduler(database.db, jobs);
  let worker: GenerationWorker | null = null;
  let runWorker: RunWorker | null = null;
  if (executor.slots > 0) {
    worker = await startGenerationWorker(database.db, jobs, executor);
    runWorker = await startRunWorker(database.db, jobs, executor);
  }
  return {
    jobs,
    async stop() {
      await worker?.stop();
      await runWorker?.stop();
      await scheduler.stop();
      // A job cut off here is taken again (pg-boss retries it once its heartbeat stops).
      await boss.stop({ graceful: false, close: true }).catch(() => {});
      await updates.close();
    },
  };
}
