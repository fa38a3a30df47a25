/**
 * An executor: takes generation and run jobs from the queue, EXECUTOR_SLOTS at once, holding a
 * slot for each in the database (server/executors/registry.ts) so the supervisor knows what it
 * would strand if it died. Lives in a server process (EXECUTORS) or alone (`npm run executor`).
 */
import type { Job } from 'pg-boss';
import type { ExecutorConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { openAiCompatibleModel } from '../engine/model/client.ts';
import { EXECUTOR_QUEUE } from '../jobs/boss.ts';
import { BrowserSource } from '../jobs/browsers.ts';
import type { GenerationJobData, Jobs } from '../jobs/generationQueue.ts';
import { runGenerationJob, type ExecutorTools } from '../jobs/generationWorker.ts';
import type { RunJobData } from '../runs/runQueue.ts';
import { executeRun } from '../runs/runWorker.ts';
import { endGroupOfRun } from '../runs/collectionEnd.ts';
import { holdJob, registerExecutor, releaseJob, stillHolds, takeHeldJobs, type JobTarget } from './registry.ts';
import { requeueHeldJob } from './requeue.ts';

export type ExecutorJobData = ({ kind: 'generation' } & GenerationJobData) | ({ kind: 'run' } & RunJobData);

export interface Executor {
  id: string;
  name: string;
  /** Stops taking jobs, stops the ones in hand and queues them again (not counted as an attempt). */
  stop(): Promise<void>;
}

/** How long a job in hand may take to notice it was stopped before the executor gives up on it. */
const STOP_GRACE_MS = 15_000;

export interface ExecutorOptions {
  /** Told each job it takes (the standalone executor prints them: the operator sees who ran what). */
  log?: (line: string) => void;
}

export async function startExecutor(db: Db, jobs: Jobs, config: ExecutorConfig, { log }: ExecutorOptions = {}): Promise<Executor> {
  const executorLog = jobs.log.child({ part: 'executor' });
  const registration = await registerExecutor(db, config, executorLog);
  const tools: ExecutorTools = {
    browsers: new BrowserSource(config.browserEndpoint),
    model: config.model ? openAiCompatibleModel(config.model) : undefined,
  };
  const inHand = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopping = false;

  const perform = async (job: Job<ExecutorJobData>) => {
    const target = targetOf(job.data);
    // Fetched just as the executor stops: back to the queue for another executor.
    if (stopping) return void (await jobs.boss.send(EXECUTOR_QUEUE, job.data));
    if (!(await holdJob(db, registration.id, target, job.data))) return;
    log?.(`took ${target.kind} ${target.targetId} (attempt ${target.attempt})`);
    const controller = new AbortController();
    const signal = job.signal ? AbortSignal.any([controller.signal, job.signal]) : controller.signal;
    const work = dispatch(job.data, signal, () => stillHolds(db, registration.id, target));
    const done = work.then(
      () => {},
      (error: unknown) => executorLog.error({ err: error }, `${target.kind} ${target.targetId} failed`),
    );
    inHand.set(target.targetId, { controller, done });
    try {
      await done;
    } finally {
      inHand.delete(target.targetId);
      // On shutdown the slot is kept: stop() queues the job again from it.
      if (!stopping) await releaseJob(db, registration.id, target);
    }
  };

  const dispatch = (data: ExecutorJobData, signal: AbortSignal, isHeld: () => Promise<boolean>) => {
    const retryCount = (data.attempt ?? 1) - 1;
    // Its group ends with its last run, whichever way executeRun returned (collectionEnd.ts).
    if (data.kind === 'run') return executeRun(db, jobs, config, { data, signal, isHeld }).finally(() => endGroupOfRun(db, jobs, data.runId));
    return runGenerationJob(db, jobs, tools, config, { data, signal, retryCount });
  };

  await jobs.boss.work<ExecutorJobData>(
    EXECUTOR_QUEUE,
    { batchSize: 1, localConcurrency: config.slots, pollingIntervalSeconds: 0.5 },
    async ([job]) => perform(job),
  );

  return {
    id: registration.id,
    name: registration.name,
    async stop() {
      stopping = true;
      await jobs.boss.offWork(EXECUTOR_QUEUE, { wait: false }).catch(() => {});
      for (const { controller } of inHand.values()) controller.abort();
      const finished = Promise.all([...inHand.values()].map(({ done }) => done));
      await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref())]);
      for (const held of await takeHeldJobs(db, registration.id)) await requeueHeldJob(db, jobs, held, held.attempt);
      await registration.stop();
      await tools.browsers.close();
    },
  };
}

function targetOf(data: ExecutorJobData): JobTarget {
  const attempt = data.attempt ?? 1;
  if (data.kind === 'run') return { kind: 'run', targetId: data.runId, generationId: null, attempt };
  return { kind: 'generation', targetId: data.testId, generationId: data.generationId, attempt };
}
