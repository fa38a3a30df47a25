/**
 * One attempt of a run: the final script executed once in a fresh folder and an isolated child
 * process (runLimited: its own process group, a clean environment, wall-clock and memory limits),
 * and what it left read back as an ending and artifacts. A run is one attempt, or more when it
 * may be retried (runWorker.ts); every attempt starts from nothing the one before left.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { ExecutorConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { testRuns } from '../db/schema.ts';
import { unreachableMessage, type RemoteBrowser } from '../jobs/browserEndpoint.ts';
import type { RunStatus } from '../../rules/states.ts';
import { collectArtifacts, type Artifact } from './artifacts.ts';
import type { BrowserRelay } from './browserRelay.ts';
import { HEAL_FILE, type HealOutcome } from './heal/inRun.ts';
import type { HealRequest } from './heal/types.ts';
import type { InstrumentedScript } from './instrument.ts';
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
  instrumented: InstrumentedScript;
  /** The steps a failed attempt may look for again (none when the project does not heal). */
  healRequests: HealRequest[];
  values: RunValues;
  storageState: Record<string, unknown> | null;
  /** The secrets of the run's values: without any, the trace may keep screenshots. */
  secretsKnown: string[];
  relay: BrowserRelay | null;
  remote: RemoteBrowser | null;
}

export interface AttemptOutcome {
  ending: Ending;
  artifacts: Artifact[];
  /** A failed step's element looked for again (only when the attempt may heal). */
  heal: HealOutcome | null;
}

/**
 * Runs the script once while the run stays in `status`. Null when the run left this executor
 * meanwhile (taken away, or handed back to the queue because the executor is shutting down):
 * nothing of the attempt is kept then. A heal's check runs the healed script (`script`) and does
 * not heal again (`heal: false`).
 */
export async function runAttempt(
  setup: AttemptSetup,
  status: RunStatus,
  options: { script?: InstrumentedScript; heal?: boolean } = {},
): Promise<AttemptOutcome | null> {
  const { db, runId, job, config, relay, remote } = setup;
  const instrumented = options.script ?? setup.instrumented;
  const healRequests = options.heal === false ? [] : setup.healRequests;
  const timeoutMs = config.runTimeoutSeconds * 1000;
  const project = createRunProject({
    spec: instrumented.source,
    storageState: setup.storageState,
    testTimeoutMs: Math.max(5000, timeoutMs - 5000),
    stepTimeoutMs: config.stepTimeoutSeconds * 1000,
    traceScreenshots: setup.secretsKnown.length === 0,
    browserEndpoint: relay?.endpoint ?? null,
    healRequests,
  });
  try {
    const environment = runEnvironment(setup.values, { home: project.home, output: project.output }, config.runMemoryMb);
    if (healRequests.length) environment.env.CJ_HEAL_MODULE = HEAL_MODULE;
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
    const heal = ending.status === 'failed' ? readHeal(project.output, environment.secrets) : null;
    return { ending, artifacts: collected.artifacts, heal };
  } finally {
    rmSync(project.dir, { recursive: true, force: true });
  }
}

const HEAL_MODULE = new URL('./heal/inRun.ts', import.meta.url).href;

/** What the harness found of the failed step's element, secrets masked; null when it looked for none. */
function readHeal(output: string, secrets: string[]): HealOutcome | null {
  const file = path.join(output, HEAL_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(maskText(readFileSync(file, 'utf8'), secrets)) as HealOutcome;
  } catch {
    return null;
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
