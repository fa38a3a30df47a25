/**
 * The executor's side of runs: takes run jobs from the queue and executes the test's final script
 * (runAttempt.ts), again after a failure while the run's retries allow (the run says `retrying`
 * meanwhile), and stores what each attempt left as the run's artifacts. A run that passes only
 * after a failed attempt ends `passed` and flaky; its earlier attempts stay listed with their
 * own artifacts (`attempt-N-…`). A run cancelled meanwhile stops its process; its status stays
 * `cancelled`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { ExecutorConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { environments, files, testCases, testRuns, testSuites, type RunAttempt } from '../db/schema.ts';
import { lambdaTestBrowser, operatorBrowser } from '../jobs/browserEndpoint.ts';
import { openBrowserRelay } from './browserRelay.ts';
import { loadGenerationRequest } from '../jobs/generationRequest.ts';
import type { Jobs } from '../jobs/generationQueue.ts';
import type { FileStore } from '../storage/fileStore.ts';
import { saveStoredFile } from '../storage/storedFiles.ts';
import { refuseAtJobStart } from '../security/networkPolicy.ts';
import { asAttemptArtifacts, type Artifact } from './artifacts.ts';
import { applyQuarantineRule } from './flakiness.ts';
import { isFeatureOn } from '../../rules/projectFeatures.ts';
import { healRequests } from './heal/healRequests.ts';
import { acceptHeal } from './heal/proposals.ts';
import { verifyHeal } from './heal/verify.ts';
import { instrumentScript } from './instrument.ts';
import { runAttempt, type AttemptSetup, type Ending } from './runAttempt.ts';
import { latestScriptVersion } from './scriptVersions.ts';
import { environmentWebsite, runEnvironment, withEnvironmentValues } from './runEnv.ts';
import { isRunnable, NOT_RUNNABLE_MESSAGE, QUEUED_RUN_STATUSES, type RunJobData } from './runQueue.ts';
import type { RunStatus } from '../../rules/states.ts';

const isQueued = (status: string) => (QUEUED_RUN_STATUSES as readonly string[]).includes(status);

/** A run job as an executor hands it over; `isHeld` answers false once the supervisor took the run away. */
export type RunJob = Pick<Job<RunJobData>, 'data' | 'signal'> & { isHeld?: () => Promise<boolean> };

/**
 * Endings another attempt may turn around: a failure, or the time limit (a slow answer). Not
 * the memory limit, a cancel, or a refusal before the script started.
 */
export function isRetryable(ending: Ending): boolean {
  return ending.status === 'failed' || (ending.status === 'resources_exceeded' && !ending.message.includes('memory'));
}

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
  // A run queued again after its executor died keeps the attempts it made, and goes on retrying.
  const started: RunStatus = run.attempts.length ? 'retrying' : 'running';
  const [claimed] = await db
    .update(testRuns)
    .set({ status: started, startedAt: new Date(), scriptVersion: await latestScriptVersion(db, test.id) })
    .where(and(eq(testRuns.id, runId), inArray(testRuns.status, [...QUEUED_RUN_STATUSES])))
    .returning();
  if (!claimed) return;
  await publish(started);

  const request = await loadGenerationRequest(db, test);
  const settings = run.settings;
  // The environment as it is now; one deleted since the run was queued fails it rather than
  // running against the tests' own (perhaps production) website and values.
  const [environment] = run.environmentId ? await db.select().from(environments).where(eq(environments.id, run.environmentId)) : [];
  if (run.environmentName !== null && !environment) {
    const message = `The environment "${run.environmentName}" was deleted before the run started.`;
    if (await finishRun(db, runId, started, { status: 'failed', message }, [])) await publish('failed');
    return;
  }
  // The run's own website wins; else the environment's origin with the test's path.
  const websiteOverride =
    settings?.website_url_override ?? (environment?.baseUrl ? environmentWebsite(test.website, environment.baseUrl) : undefined);
  // The network policy, with the name resolved now (it may point elsewhere than when it was
  // saved). Only the start address: the script is user code (see SECURITY.md).
  const refusal = await refuseAtJobStart(config.network, websiteOverride ?? test.website);
  if (refusal) {
    if (await finishRun(db, runId, started, { status: 'failed', message: refusal }, [])) await publish('failed');
    return;
  }
  const values = {
    sources: withEnvironmentValues(request.values, environment?.values),
    overrides: settings?.parameter_overrides ?? {},
    websiteOverride,
  };
  const remote =
    lambdaTestBrowser(request.grid, config.lambdaTestEndpoint, test.name) ??
    (config.browserEndpoint ? operatorBrowser(config.browserEndpoint) : null);
  if (remote?.problem) {
    if (await finishRun(db, runId, started, { status: 'failed', message: remote.problem }, [])) await publish('failed');
    return;
  }
  // A remote browser's address may hold credentials: the script only ever sees the relay's.
  const relay = remote ? await openBrowserRelay(remote.wsEndpoint) : null;
  const [project] = await db.select({ features: testSuites.features }).from(testSuites).where(eq(testSuites.id, test.testSuiteId));
  const features = project?.features ?? {};
  const setup: AttemptSetup = {
    db,
    runId,
    job,
    config,
    instrumented: instrumentScript(test.finalScript!),
    healRequests: isFeatureOn(features, 'self_healing') ? healRequests(test.testGenerationSteps) : [],
    values,
    storageState: request.storageState,
    secretsKnown: runEnvironment(values, { home: '', output: '' }, config.runMemoryMb).secrets,
    relay,
    remote,
  };
  try {
    const attempts: RunAttempt[] = [...claimed.attempts];
    for (let number = attempts.length + 1; ; number++) {
      const status: RunStatus = number === 1 ? 'running' : 'retrying';
      const startedAt = new Date().toISOString();
      const outcome = await runAttempt(setup, status);
      if (!outcome) return;
      const { ending, artifacts } = outcome;
      if (isRetryable(ending) && number <= claimed.retries) {
        // Files first: a run never lists an artifact that is not stored.
        const kept = asAttemptArtifacts(artifacts, number);
        await storeFiles(db, jobs?.files, runId, kept);
        const names = kept.map((artifact) => artifact.name);
        attempts.push({
          attempt: number,
          status: ending.status,
          final_message: ending.message,
          started_at: startedAt,
          finished_at: new Date().toISOString(),
          artifacts: names,
        });
        if (await moveToRetrying(db, runId, status, attempts)) {
          await publish('retrying');
          continue;
        }
        await db.update(testRuns).set({ attempts }).where(eq(testRuns.id, runId)); // cancelled meanwhile: keep what it left
        return;
      }
      // Out of attempts at a step whose element was found again: the heal is checked before the run ends.
      const healed = outcome.heal ? await verifyHeal(setup, status, test, outcome, jobs?.files) : null;
      if (outcome.heal && !healed) return; // left this executor meanwhile
      const kept = [...artifacts, ...(healed?.artifacts ?? [])];
      await storeFiles(db, jobs?.files, runId, kept);
      const names = kept.map((artifact) => artifact.name);
      const last = healed?.ending ?? ending;
      const ended = attempts.length ? afterRetries(last, attempts) : last;
      // The proposal before the ending, so that whoever sees the run end sees its heal.
      await healed?.propose?.(db);
      if (await finishRun(db, runId, status, ended, names, attempts)) {
        await applyQuarantineRule(db, run.testCaseId);
        await publish(ended.status);
        if (healed?.propose && isFeatureOn(features, 'auto_accept_heals')) await acceptHeal(db, jobs, runId, null).catch(() => undefined);
      } else await db.update(testRuns).set({ artifacts: names, attempts }).where(eq(testRuns.id, runId)); // cancelled meanwhile: keep what it left
      return;
    }
  } finally {
    await relay?.close();
  }
}

/** The last attempt's ending, saying which attempt it was and why the first failed. */
function afterRetries(ending: Ending, attempts: RunAttempt[]): Ending {
  const total = attempts.length + 1;
  const first = attempts[0];
  if (ending.status === 'passed')
    return { status: 'passed', message: `${ending.message} Flaky: passed on attempt ${total} of ${total}; attempt 1 ${first.final_message}` };
  return { status: ending.status, message: `${ending.message} (attempt ${total} of ${total})` };
}

/** The run, still in `from`, goes on to another attempt. */
async function moveToRetrying(db: Db, runId: string, from: RunStatus, attempts: RunAttempt[]): Promise<boolean> {
  const [row] = await db
    .update(testRuns)
    .set({ status: 'retrying', attempts })
    .where(and(eq(testRuns.id, runId), eq(testRuns.status, from)))
    .returning({ id: testRuns.id });
  return !!row;
}

/** Writes the ending while the run is still in `from`; answers whether it did. A pass after failed attempts is flaky. */
async function finishRun(db: Db, runId: string, from: RunStatus, ending: Ending, artifacts: string[], attempts: RunAttempt[] = []): Promise<boolean> {
  const [row] = await db
    .update(testRuns)
    .set({
      status: ending.status,
      finalMessage: ending.message,
      finishedAt: new Date(),
      artifacts,
      attempts,
      flaky: ending.status === 'passed' && attempts.length > 0,
    })
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
