/**
 * The executor's side of runs: takes run jobs from the queue, executes the test's final script
 * in an isolated child process (runLimited: its own process group, a clean environment, wall-clock
 * and memory limits), and stores what it left as the run's artifacts. A run cancelled meanwhile
 * stops its process; its status stays `cancelled`.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { ExecutorConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { files, testCases, testRuns } from '../db/schema.ts';
import { RUN_QUEUE } from '../jobs/boss.ts';
import { loadGenerationRequest } from '../jobs/generationRequest.ts';
import type { Jobs } from '../jobs/generationQueue.ts';
import { collectArtifacts, type Artifact } from './artifacts.ts';
import { instrumentScript } from './instrument.ts';
import { runLimited, type LimitedRun } from './limits.ts';
import { maskText } from './redact.ts';
import { readMarkers, readReport, shortError, stepResults, type RunStepResult } from './results.ts';
import { runEnvironment } from './runEnv.ts';
import { createRunProject, PLAYWRIGHT_CLI, REPORT_FILE } from './runProject.ts';
import { isRunnable, NOT_RUNNABLE_MESSAGE, type RunJobData, type RunSettings } from './runQueue.ts';

export interface RunWorker {
  stop(): Promise<void>;
}

export async function startRunWorker(db: Db, jobs: Jobs, config: ExecutorConfig): Promise<RunWorker> {
  await jobs.boss.work<RunJobData>(RUN_QUEUE, { batchSize: 1, localConcurrency: config.slots, pollingIntervalSeconds: 0.5 }, async ([job]) =>
    executeRun(db, jobs, config, job),
  );
  return {
    async stop() {
      await jobs.boss.offWork(RUN_QUEUE).catch(() => {});
    },
  };
}

type Ending = { status: string; message: string };

export async function executeRun(db: Db, jobs: Jobs | undefined, config: ExecutorConfig, job: Pick<Job<RunJobData>, 'data' | 'signal'>) {
  const { runId } = job.data;
  const [run] = await db.select().from(testRuns).where(eq(testRuns.id, runId));
  if (!run || run.status !== 'pending') return; // cancelled, or already taken
  const publish = (status: string) => jobs?.updates.publish({ testId: run.testCaseId, runId, state: status });
  const [test] = await db.select().from(testCases).where(eq(testCases.id, run.testCaseId));
  if (!test || !isRunnable(test)) {
    await finishRun(db, runId, 'pending', { status: 'not_runnable', message: NOT_RUNNABLE_MESSAGE }, []);
    await publish('not_runnable');
    return;
  }
  const [claimed] = await db.update(testRuns).set({ status: 'running', startedAt: new Date() }).where(and(eq(testRuns.id, runId), eq(testRuns.status, 'pending'))).returning();
  if (!claimed) return;
  await publish('running');

  const request = await loadGenerationRequest(db, test);
  const settings = run.settings as RunSettings | null;
  const instrumented = instrumentScript(test.finalScript!);
  const values = { sources: request.values, overrides: settings?.parameter_overrides ?? {}, websiteOverride: settings?.website_url_override };
  const secretsKnown = runEnvironment(values, { home: '', output: '' }, config.runMemoryMb).secrets;
  const timeoutMs = config.runTimeoutSeconds * 1000;
  const project = createRunProject({
    spec: instrumented.source,
    storageState: request.storageState,
    testTimeoutMs: Math.max(5000, timeoutMs - 5000),
    traceScreenshots: secretsKnown.length === 0,
    browserEndpoint: config.browserEndpoint,
  });
  try {
    const environment = runEnvironment(values, { home: project.home, output: project.output }, config.runMemoryMb);
    const result = await runLimited(process.execPath, [PLAYWRIGHT_CLI, 'test', '--config', project.config], { cwd: project.dir, env: environment.env }, {
      timeoutMs,
      memoryMb: config.runMemoryMb,
      shouldStop: async () => job.signal?.aborted || (await statusOf(db, runId)) !== 'running',
    });
    if (result.ending === 'stopped' && job.signal?.aborted) {
      // The executor is shutting down: the run goes back to the queue (pg-boss gives the job again).
      await db.update(testRuns).set({ status: 'pending', startedAt: null }).where(and(eq(testRuns.id, runId), eq(testRuns.status, 'running')));
      return;
    }
    const report = readReport(path.join(project.dir, REPORT_FILE));
    const failed = report.status !== 'passed';
    const steps = stepResults(instrumented.steps, readMarkers(project.output), { failed, error: report.error ? shortError(report.error) : null, endedAt: Date.now() });
    const collected = collectArtifacts(project.output, { tracePath: report.tracePath, steps, processOutput: result.output, secrets: environment.secrets });
    const ending = endingOf(result, report.status, collected.steps, config, environment.secrets);
    // Files first: a run never lists an artifact that is not stored.
    await storeFiles(db, runId, collected.artifacts);
    const names = collected.artifacts.map((artifact) => artifact.name);
    if (await finishRun(db, runId, 'running', ending, names)) await publish(ending.status);
    else await db.update(testRuns).set({ artifacts: names }).where(eq(testRuns.id, runId)); // cancelled meanwhile: keep what it left
  } finally {
    rmSync(project.dir, { recursive: true, force: true });
  }
}

function endingOf(result: LimitedRun, status: string | null, steps: RunStepResult[], config: ExecutorConfig, secrets: string[]): Ending {
  if (result.ending === 'timeout' || status === 'timedOut') {
    return { status: 'resources_exceeded', message: `The run took longer than its limit of ${config.runTimeoutSeconds} s.` };
  }
  if (result.ending === 'memory') return { status: 'resources_exceeded', message: `The run used more than its memory limit of ${config.runMemoryMb} MB.` };
  if (result.ending === 'stopped') return { status: 'cancelled', message: 'The run was cancelled.' };
  if (status === 'passed') return { status: 'passed', message: steps.length ? `All ${steps.length} steps passed.` : 'The test passed.' };
  const failedStep = steps.find((step) => step.status === 'failed');
  if (failedStep) return { status: 'failed', message: `Step ${failedStep.step + 1} "${failedStep.title}" failed: ${failedStep.error ?? 'see the trace'}` };
  if (status === null) {
    const tail = maskText(result.output.trim().split('\n').slice(-5).join('\n'), secrets);
    return { status: 'failed', message: `The test could not be run: ${tail || `the runner exited with code ${result.exitCode}`}` };
  }
  return { status: 'failed', message: 'The test failed before its first step.' };
}

async function statusOf(db: Db, runId: string): Promise<string | undefined> {
  const [row] = await db.select({ status: testRuns.status }).from(testRuns).where(eq(testRuns.id, runId));
  return row?.status;
}

/** Writes the ending while the run is still in `from`; answers whether it did. */
async function finishRun(db: Db, runId: string, from: string, ending: Ending, artifacts: string[]): Promise<boolean> {
  const [row] = await db
    .update(testRuns)
    .set({ status: ending.status, finalMessage: ending.message, finishedAt: new Date(), artifacts })
    .where(and(eq(testRuns.id, runId), eq(testRuns.status, from)))
    .returning({ id: testRuns.id });
  return !!row;
}

async function storeFiles(db: Db, runId: string, artifacts: Artifact[]) {
  for (const artifact of artifacts) {
    await db
      .insert(files)
      .values({ testRunId: runId, name: artifact.name, key: `run/${runId}/${artifact.name}`, contentType: artifact.contentType, size: artifact.data.length, data: artifact.data })
      .onConflictDoNothing();
  }
}
