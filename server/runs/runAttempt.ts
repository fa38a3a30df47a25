/**
 * One attempt of a run: the final script executed once in a fresh folder and an isolated child
 * process (runLimited: its own process group, a clean environment, wall-clock and memory limits),
 * and what it left read back as an ending and artifacts. A run is one attempt, or more when it
 * may be retried (runWorker.ts); every attempt starts from nothing the one before left.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { ExecutorConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { testRuns } from '../db/schema.ts';
import { unreachableMessage, type RemoteBrowser } from '../jobs/browserEndpoint.ts';
import type { RunStatus } from '../../rules/states.ts';
import { collectArtifacts, type Artifact } from './artifacts.ts';
import type { BrowserRelay } from './browserRelay.ts';
import type { instrumentScript } from './instrument.ts';
import { runLimited, type LimitedRun } from './limits.ts';
import { maskText } from './redact.ts';
import { readMarkers, readReport, shortError, stepResults, type RunStepResult } from './results.ts';
import { runEnvironment, type RunValues } from './runEnv.ts';
import { createRunProject, PLAYWRIGHT_CLI, REPORT_FILE } from './runProject.ts';
import type { RunJob } from './runWorker.ts';

export type Ending = { status: RunStatus; message: string };

/** What every attempt of one run shares. */
export interface AttemptSetup {
  db: Db;
  runId: string;
  job: RunJob;
  config: ExecutorConfig;
  instrumented: ReturnType<typeof instrumentScript>;
  values: RunValues;
  storageState: Record<string, unknown> | null;
  /** The secrets of the run's values: without any, the trace may keep screenshots. */
  secretsKnown: string[];
  relay: BrowserRelay | null;
  remote: RemoteBrowser | null;
}

/**
 * Runs the script once while the run stays in `status`. Null when the run left this executor
 * meanwhile (taken away, or handed back to the queue because the executor is shutting down):
 * nothing of the attempt is kept then.
 */
export async function runAttempt(setup: AttemptSetup, status: RunStatus): Promise<{ ending: Ending; artifacts: Artifact[] } | null> {
  const { db, runId, job, config, instrumented, relay, remote } = setup;
  const timeoutMs = config.runTimeoutSeconds * 1000;
  const project = createRunProject({
    spec: instrumented.source,
    storageState: setup.storageState,
    testTimeoutMs: Math.max(5000, timeoutMs - 5000),
    stepTimeoutMs: config.stepTimeoutSeconds * 1000,
    traceScreenshots: setup.secretsKnown.length === 0,
    browserEndpoint: relay?.endpoint ?? null,
  });
  try {
    const environment = runEnvironment(setup.values, { home: project.home, output: project.output }, config.runMemoryMb);
    const result = await runLimited(
      process.execPath,
      [PLAYWRIGHT_CLI, 'test', '--config', project.config],
      { cwd: project.dir, env: environment.env },
      {
        timeoutMs,
        memoryMb: config.runMemoryMb,
        shouldStop: async () => job.signal?.aborted || (await statusOf(db, runId)) !== status || !(await (job.isHeld?.() ?? true)),
      },
    );
    if (result.ending === 'stopped') {
      // Taken away (this executor was thought dead): another executor runs it now; write nothing.
      if (job.isHeld && !(await job.isHeld())) return null;
      if (job.signal?.aborted) {
        // The executor is shutting down: the run goes back to the queue (server/executors/executor.ts),
        // keeping the attempts it made.
        await db
          .update(testRuns)
          .set({ status: 'pending', startedAt: null })
          .where(and(eq(testRuns.id, runId), eq(testRuns.status, status)));
        return null;
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
    return { ending, artifacts: collected.artifacts };
  } finally {
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
