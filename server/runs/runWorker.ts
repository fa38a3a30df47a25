/**
 * The executor's side of runs: takes run jobs from the queue, executes the test's final script
 * in an isolated child process (runLimited: its own process group, a clean environment, wall-clock
 * and memory limits), and stores what it left as the run's artifacts. A run cancelled meanwhile
 * stops its process; its status stays `cancelled`.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { ExecutorConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { files, testCases, testRuns } from '../db/schema.ts';
import { lambdaTestBrowser, operatorBrowser, unreachableMessage } from '../jobs/browserEndpoint.ts';
import { openBrowserRelay } from './browserRelay.ts';
import { loadGenerationRequest } from '../jobs/generationRequest.ts';
import type { Jobs } from '../jobs/generationQueue.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { saveStoredFile } from '../storage/storedFiles.ts';
import { refuseAtJobStart } from '../security/networkPolicy.ts';
import { collectArtifacts, type Artifact } from './artifacts.ts';
import { instrumentScript } from './instrument.ts';
import { runLimited, type LimitedRun } from './limits.ts';
import { maskText } from './redact.ts';
import { readMarkers, readReport, shortError, stepResults, type RunStepResult } from './results.ts';
import { runEnvironment } from './runEnv.ts';
import { createRunProject, PLAYWRIGHT_CLI, REPORT_FILE } from './runProject.ts';
import { isRunnable, NOT_RUNNABLE_MESSAGE, QUEUED_RUN_STATUSES, type RunJobData } from './runQueue.ts';
import type { RunStatus } from '../../rules/states.ts';

const isQueued = (status: string) => (QUEUED_RUN_STATUSES as readonly string[]).includes(status);

type Ending = { status: RunStatus; message: string };

/** A run job as an executor hands it over; `isHeld` answers false once the supervisor took the run away. */
export type RunJob = Pick<Job<RunJobData>, 'data' | 'signal'> & { isHeld?: () => Promise<boolean> };

export async function executeRun(db: Db, jobs: Jobs | undefined, config: ExecutorConfig, job: RunJob) {
  const { runId } = job.data;
  const [run] = await db.select().from(testRuns).where(eq(testRuns.id, runId));
  if (!run || !isQueued(run.status)) return; // cancelled, ended, or already taken
  const publish = (status: string) => jobs?.updates.publish({ testId: run.testCaseId, runId, state: status });
  const [test] = await db.select().from(testCases).where(eq(testCases.id, run.testCaseId));
  if (!test || !isRunnable(test)) {
    await finishRun(db, runId, run.status, { status: 'not_runnable', message: NOT_RUNNABLE_MESSAGE }, []);
    await publish('not_runnable');
    return;
  }
  const [claimed] = await db
    .update(testRuns)
    .set({ status: 'running', startedAt: new Date() })
    .where(and(eq(testRuns.id, runId), inArray(testRuns.status, [...QUEUED_RUN_STATUSES])))
    .returning();
  if (!claimed) return;
  await publish('running');

  const request = await loadGenerationRequest(db, test);
  const settings = run.settings;
  // The network policy, with the name resolved now (it may point elsewhere than when it was
  // saved). Only the start address: the script is user code (see SECURITY.md).
  const refusal = await refuseAtJobStart(config.network, settings?.website_url_override ?? test.website);
  if (refusal) {
    if (await finishRun(db, runId, 'running', { status: 'failed', message: refusal }, [])) await publish('failed');
    return;
  }
  const instrumented = instrumentScript(test.finalScript!);
  const values = { sources: request.values, overrides: settings?.parameter_overrides ?? {}, websiteOverride: settings?.website_url_override };
  const secretsKnown = runEnvironment(values, { home: '', output: '' }, config.runMemoryMb).secrets;
  const timeoutMs = config.runTimeoutSeconds * 1000;
  const remote =
    lambdaTestBrowser(request.grid, config.lambdaTestEndpoint, test.name) ??
    (config.browserEndpoint ? operatorBrowser(config.browserEndpoint) : null);
  if (remote?.problem) {
    if (await finishRun(db, runId, 'running', { status: 'failed', message: remote.problem }, [])) await publish('failed');
    return;
  }
  // A remote browser's address may hold credentials: the script only ever sees the relay's.
  const relay = remote ? await openBrowserRelay(remote.wsEndpoint) : null;
  const project = createRunProject({
    spec: instrumented.source,
    storageState: request.storageState,
    testTimeoutMs: Math.max(5000, timeoutMs - 5000),
    stepTimeoutMs: config.stepTimeoutSeconds * 1000,
    traceScreenshots: secretsKnown.length === 0,
    browserEndpoint: relay?.endpoint ?? null,
  });
  try {
    const environment = runEnvironment(values, { home: project.home, output: project.output }, config.runMemoryMb);
    const result = await runLimited(
      process.execPath,
      [PLAYWRIGHT_CLI, 'test', '--config', project.config],
      { cwd: project.dir, env: environment.env },
      {
        timeoutMs,
        memoryMb: config.runMemoryMb,
        shouldStop: async () => job.signal?.aborted || (await statusOf(db, runId)) !== 'running' || !(await (job.isHeld?.() ?? true)),
      },
    );
    if (result.ending === 'stopped') {
      // Taken away (this executor was thought dead): another executor runs it now; write nothing.
      if (job.isHeld && !(await job.isHeld())) return;
      if (job.signal?.aborted) {
        // The executor is shutting down: the run goes back to the queue (server/executors/executor.ts).
        await db
          .update(testRuns)
          .set({ status: 'pending', startedAt: null })
          .where(and(eq(testRuns.id, runId), eq(testRuns.status, 'running')));
        return;
      }
    }
    const report = readReport(path.join(project.dir, REPORT_FILE));
    const failed = report.status !== 'passed';
    const steps = stepResults(instrumented.steps, readMarkers(project.output), {
      failed,
      error: report.error ? shortError(report.error) : null,
      endedAt: Date.now(),
    });
    const collected = collectArtifacts(project.output, {
      tracePath: report.tracePath,
      steps,
      processOutput: result.output,
      secrets: environment.secrets,
    });
    let ending = endingOf(result, report.status, collected.steps, config, environment.secrets);
    // The script only saw the relay refuse; the relay knows why, and says it as generation does.
    const unreachable = relay?.failure();
    if (remote && unreachable && ending.status === 'failed')
      ending = { status: 'failed', message: unreachableMessage(remote, maskText(unreachable, remote.secrets)) };
    // Files first: a run never lists an artifact that is not stored.
    await storeFiles(db, jobs?.files, runId, collected.artifacts);
    const names = collected.artifacts.map((artifact) => artifact.name);
    if (await finishRun(db, runId, 'running', ending, names)) await publish(ending.status);
    else await db.update(testRuns).set({ artifacts: names }).where(eq(testRuns.id, runId)); // cancelled meanwhile: keep what it left
  } finally {
    await relay?.close();
    rmSync(project.dir, { recursive: true, force: true });
  }
}

function endingOf(result: LimitedRun, status: string | null, steps: RunStepResult[], config: ExecutorConfig, secrets: string[]): Ending {
  if (result.ending === 'timeout' || status === 'timedOut') {
    return { status: 'resources_exceeded', message: `The run took longer than its limit of ${config.runTimeoutSeconds} s.` };
  }
  if (result.ending === 'memory')
    return { status: 'resources_exceeded', message: `The run used more than its memory limit of ${config.runMemoryMb} MB.` };
  if (result.ending === 'stopped') return { status: 'cancelled', message: 'The run was cancelled.' };
  if (status === 'passed') return { status: 'passed', message: steps.length ? `All ${steps.length} steps passed.` : 'The test passed.' };
  const failedStep = steps.find((step) => step.status === 'failed');
  if (failedStep)
    return { status: 'failed', message: `Step ${failedStep.step + 1} "${failedStep.title}" failed: ${failedStep.error ?? 'see the trace'}` };
  if (status === null) {
    const tail = maskText(result.output.trim().split('\n').slice(-5).join('\n'), secrets);
    return { status: 'failed', message: `The test could not be run: ${tail || `the runner exited with code ${result.exitCode}`}` };
  }
  return { status: 'failed', message: 'The test failed before its first step.' };
}

async function statusOf(db: Db, runId: string): Promise<RunStatus | undefined> {
  const [row] = await db.select({ status: testRuns.status }).from(testRuns).where(eq(testRuns.id, runId));
  return row?.status;
}

/** Writes the ending while the run is still in `from`; answers whether it did. */
async function finishRun(db: Db, runId: string, from: RunStatus, ending: Ending, artifacts: string[]): Promise<boolean> {
  const [row] = await db
    .update(testRuns)
    .set({ status: ending.status, finalMessage: ending.message, finishedAt: new Date(), artifacts })
    .where(and(eq(testRuns.id, runId), eq(testRuns.status, from)))
    .returning({ id: testRuns.id });
  return !!row;
}

/** Into the file store; without one (a run executed outside a queue), inline in the row as before artifact storage. */
async function storeFiles(db: Db, store: FileStore | undefined, runId: string, artifacts: Artifact[]) {
  for (const artifact of artifacts) {
    const values = {
      testRunId: runId,
      name: artifact.name,
      key: `run/${runId}/${artifact.name}`,
      contentType: artifact.contentType,
      data: artifact.data,
    };
    if (store) await saveStoredFile(db, store, values);
    else
      await db
        .insert(files)
        .values({ ...values, size: artifact.data.length })
        .onConflictDoNothing();
  }
}
