/**
 * The background side of a server process: the queue, the change notices, the collection
 * scheduler's worker, the executor supervisor and, unless EXECUTORS=0, an in-process executor
 * serving generation and run jobs (`npm run executor` starts executors on their own).
 */
import type { ExecutorConfig } from '../config.ts';
import type { Logger } from '../logging.ts';
import type { Database } from '../db/open.ts';
import { startBoss } from './boss.ts';
import type { Jobs } from './generationQueue.ts';
import { startTestUpdates } from './testUpdates.ts';
import { startExecutor, type Executor } from '../executors/executor.ts';
import { startSupervisor } from '../executors/supervisor.ts';
import { startCollectionScheduler } from '../runs/scheduler.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { startFileSweeper } from '../storage/storedFiles.ts';
import { startAlertWorker, type AlertWorkerOptions } from '../alerts/worker.ts';

export interface Background {
  jobs: Jobs;
  stop(): Promise<void>;
}

/** `alerts`: how this process delivers alerts; without it, it delivers none (another process's worker does). */
export async function startBackground(
  database: Database,
  executor: ExecutorConfig,
  fileStore: FileStore,
  log: Logger,
  alerts?: AlertWorkerOptions,
): Promise<Background> {
  const boss = await startBoss(database, log);
  const updates = await startTestUpdates(database);
  const jobs: Jobs = { boss, updates, files: fileStore, log };
  // Every instance sweeps: removing an object twice is harmless, and no deletion waits on one process.
  const sweeper = startFileSweeper(database.db, fileStore, log);
  // Every instance runs it: pg-boss makes one job per schedule tick and hands it to one worker.
  const scheduler = await startCollectionScheduler(database.db, jobs);
  const supervisor = startSupervisor(database.db, jobs, executor);
  const alertWorker = alerts ? await startAlertWorker(database.db, jobs, alerts) : null;
  const inProcess: Executor | null = executor.slots > 0 ? await startExecutor(database.db, jobs, executor) : null;
  return {
    jobs,
    async stop() {
      // Jobs in hand go back to the queue for another executor (or this one after a restart).
      await inProcess?.stop();
      await alertWorker?.stop();
      await supervisor.stop();
      await scheduler.stop();
      await sweeper.stop();
      await boss.stop({ graceful: false, close: true }).catch(() => {});
      await updates.close();
    },
  };
}
