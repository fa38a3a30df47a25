/**
 * The executor's side of generation: takes jobs from the queue (as many at once as it has
 * slots), runs each in a fresh browser context, and writes steps, screenshots, logs and the
 * outcome to the test — only while the test still carries the job's generation id.
 */
import { and, eq } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import type { ExecutorConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { testCases, testLogs } from '../db/schema.ts';
import type { ChatModel } from '../engine/model/client.ts';
import { generateTest, type GenerationOutcome, type GenerationSink } from '../engine/generate/generate.ts';
import { recordedReadings } from '../engine/generate/records.ts';
import { replayedReadings } from '../engine/generate/readings.ts';
import { type BrowserSource, BrowserUnavailable } from './browsers.ts';
import { lambdaTestBrowser } from './browserEndpoint.ts';
import { loadGenerationRequest } from './generationRequest.ts';
import { writeIfCurrent, type GenerationJobData, type Jobs } from './generationQueue.ts';
import { saveStoredFile } from '../storage/storedFiles.ts';
import { knownSecrets } from '../engine/generate/values.ts';
import { maskText } from '../engine/secrets.ts';
import { openBrowserGuard, type BrowserGuard } from '../security/browserGuard.ts';
import { isRestrictive, refuseAtJobStart } from '../security/networkPolicy.ts';
import { latestScriptVersion, recordScriptVersion } from '../runs/scriptVersions.ts';

export const GENERATION_LOG = 'generation.log';

/** What an executor drives: its browsers and, when configured, a model. */
export interface ExecutorTools {
  browsers: BrowserSource;
  model?: ChatModel;
}

export async function runGenerationJob(
  db: Db,
  jobs: Jobs,
  { browsers, model }: ExecutorTools,
  config: ExecutorConfig,
  job: Pick<Job<GenerationJobData>, 'data' | 'retryCount' | 'signal'>,
) {
  const { testId, generationId, resume, readings } = job.data;
  const [test] = await db.select().from(testCases).where(eq(testCases.id, testId));
  if (!test || test.generationId !== generationId) return; // retired before it started
  const previous = test.testGenerationSteps;
  const publish = (state: string) => jobs.updates.publish({ testId, state });
  // A job taken again after its executor died says so: the test shows `retrying`.
  const startState = job.retryCount > 0 ? 'retrying' : 'running';
  if (!(await writeIfCurrent(db, testId, generationId, { state: startState }))) return;
  await publish(startState);

  const log: string[] = [`generation ${generationId} started${job.retryCount > 0 ? ` (attempt ${job.retryCount + 1})` : ''}`];
  const sink: GenerationSink = {
    screenshotKey: (step) => `generation/${testId}/${generationId}/${step}.png`,
    async record(steps, screenshot) {
      if (screenshot) {
        await saveStoredFile(db, jobs.files, {
          testCaseId: testId,
          name: `step-${screenshot.step + 1}.png`,
          key: screenshot.key,
          contentType: 'image/png',
          data: screenshot.png,
        });
        steps[screenshot.step].screenshot_key = screenshot.key;
      }
      const kept = steps.map((step) => (resume && step.step === resume.fromStep ? { ...step, user_feedback: resume.feedback } : step));
      const current = await writeIfCurrent(db, testId, generationId, { testGenerationSteps: kept });
      if (current) await publish('running');
      return current;
    },
    async state(state) {
      const current = await writeIfCurrent(db, testId, generationId, { state });
      if (current) await publish(state);
      return current;
    },
    log: (line) => log.push(line),
  };

  let outcome: GenerationOutcome;
  let guard: BrowserGuard | null = null;
  try {
    const { pythonScript, grid, ...request } = await loadGenerationRequest(db, test);
    // Checked again now, with the name resolved: it may point elsewhere than when it was saved.
    const refusal = await refuseAtJobStart(config.network, request.website);
    if (refusal) {
      outcome = { state: 'error', message: refusal };
    } else {
      const remote = lambdaTestBrowser(grid, config.lambdaTestEndpoint, request.testName);
      const browser = await browsers.get(remote);
      const secrets = knownSecrets(request.values);
      if (isRestrictive(config.network)) {
        guard = await openBrowserGuard(config.network, {
          remote: Boolean(remote || config.browserEndpoint),
          log: (line) => sink.log(maskText(line, secrets)),
        });
      }
      outcome = await generateTest(
        // Lines read several ways replay the readings chosen before: the steps' own (a job taken again
        // after its executor was lost wrote some), then the ones a regenerate carried over.
        { ...request, readings: replayedReadings(recordedReadings(previous), readings), ...(resume ? { resume: { ...resume, previous } } : {}) },
        sink,
        {
          browser,
          stepTimeoutMs: config.stepTimeoutSeconds * 1000,
          deadlineMs: config.generationTimeoutSeconds * 1000,
          signal: job.signal,
          model,
          ...(guard ? { network: guard } : {}),
        },
      );
      if (guard) outcome = explainNetwork(outcome, guard, secrets);
    }
    if (outcome.state === 'completed' && !pythonScript) outcome = { ...outcome, finalScriptPy: '' };
  } catch (error) {
    outcome =
      error instanceof BrowserUnavailable
        ? { state: 'executor_not_available', message: error.message }
        : { state: 'error', message: `The generation stopped unexpectedly: ${(error as Error).message.split('\n')[0]}` };
  } finally {
    await guard?.close();
  }
  if (outcome.state === 'retired') return;
  log.push(`ended ${outcome.state}: ${outcome.message}`);
  const written = await writeIfCurrent(db, testId, generationId, {
    state: outcome.state,
    finalMessage: outcome.message,
    ...(outcome.state === 'completed' ? { finalScript: outcome.finalScript, finalScriptPy: outcome.finalScriptPy || null } : {}),
    generationId: null,
  });
  if (!written) return;
  if (outcome.state === 'completed') {
    // Generation the first time; a later one regenerated (a resume: from a step's feedback).
    const source = resume ? 'step_feedback' : (await latestScriptVersion(db, testId)) === null ? 'generation' : 'regeneration';
    await recordScriptVersion(db, testId, {
      finalScript: outcome.finalScript,
      finalScriptPy: outcome.finalScriptPy || null,
      source,
      author: job.data.by ?? null,
    });
  }
  await saveLog(db, testId, log.join('\n'));
  await publish(outcome.state);
}

/**
 * A failure the network policy may explain says so: how many requests it blocked, or (a page
 * that could not be opened through the policy's proxy shows only a browser error code) why the
 * executor could not connect.
 */
function explainNetwork(outcome: GenerationOutcome, guard: BrowserGuard, secrets: string[]): GenerationOutcome {
  if ((outcome.state !== 'failed' && outcome.state !== 'error') || outcome.message.includes('refused by the network policy')) return outcome;
  if (guard.blocked > 0) {
    return {
      ...outcome,
      message: `${outcome.message} The network policy blocked ${guard.blocked} request${guard.blocked === 1 ? '' : 's'} of the browser; the generation log names them.`,
    };
  }
  if (guard.lastFailure && /net::ERR_/.test(outcome.message))
    return { ...outcome, message: `${outcome.message} (${maskText(guard.lastFailure, secrets)})` };
  return outcome;
}

/** The test keeps the log of its last generation only. */
async function saveLog(db: Db, testId: string, content: string) {
  await db.delete(testLogs).where(and(eq(testLogs.testCaseId, testId), eq(testLogs.name, GENERATION_LOG)));
  await db.insert(testLogs).values({ testCaseId: testId, name: GENERATION_LOG, content });
}
