/**
 * What the run view shows of one run: the run, its test's name, its per-step results
 * (`steps.json`) and its logs (`output.log`, `console.log`, `network.log`). `loadRunReport` puts
 * it together from the API functions it is given (machines import no HTTP client), so the
 * machine sees one request that either finds the run, does not (404: null), or fails.
 *
 * Only the run itself is essential: a test that cannot be fetched (deleted) leaves the name
 * out, an artifact that cannot be read shows as unavailable. Artifacts are fetched only when
 * the run lists them; a run still going lists none yet.
 */
import type { components } from '../../openapi/schema';
import type { TestRun } from '../testRuns/runStatus';

export type RunStepResult = components['schemas']['RunStepResult'];
export type RunAttempt = components['schemas']['RunAttempt'];

export const STEPS_ARTIFACT = 'steps.json';
export const TRACE_ARTIFACT = 'trace.zip';
export const LOG_ARTIFACTS = ['output.log', 'console.log', 'network.log'] as const;

export interface RunTest {
  id: string;
  /** The test's title, else its name. */
  name: string;
}

export interface RunLog {
  name: string;
  /** Null when the file could not be read. */
  content: string | null;
}

/** An attempt before the run's last (a run retried after a failure): its ending and its own step results. */
export interface AttemptReport {
  attempt: number;
  status: TestRun['status'];
  message: string | null;
  /** Its step results (its `attempt-N-steps.json`); null when it has none or they could not be read. */
  steps: RunStepResult[] | null;
  /** Its artifacts (named `attempt-N-…`). */
  artifacts: string[];
}

export interface RunReport {
  run: TestRun;
  /** Null when the test could not be fetched (it may have been deleted). */
  test: RunTest | null;
  /** The step results in step order; null when the run has none (yet) or they could not be read. */
  steps: RunStepResult[] | null;
  /** The logs the run has, in the order of LOG_ARTIFACTS. */
  logs: RunLog[];
  /** The attempts before the last, oldest first; empty when the run was not retried. */
  attempts: AttemptReport[];
}

export interface RunReportApi {
  getTestRun(runId: string): Promise<TestRun>;
  getTestCase(id: string): Promise<{ _id: string; name: string; title?: string | null }>;
  getArtifactText(runId: string, artifactName: string): Promise<string>;
}

const STEP_STATUSES = new Set(['passed', 'failed', 'skipped']);

function isStepResult(value: unknown): value is RunStepResult {
  if (!value || typeof value !== 'object') return false;
  const step = value as Record<string, unknown>;
  return Number.isInteger(step.step) && typeof step.title === 'string' && STEP_STATUSES.has(step.status as string);
}

/** The results of `steps.json` in step order; null when it is not such a list. */
export function parseSteps(text: string): RunStepResult[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || !parsed.every(isStepResult)) return null;
    return [...parsed].sort((a, b) => a.step - b.step);
  } catch {
    return null;
  }
}

/** The Playwright trace among the run's artifacts: `trace.zip`, else the one ending in .zip (spec section 3). */
export function traceArtifact(run: Pick<TestRun, 'artifacts'>): string | null {
  if (run.artifacts.includes(TRACE_ARTIFACT)) return TRACE_ARTIFACT;
  return run.artifacts.find((name) => name.endsWith('.zip')) ?? null;
}

/** An earlier attempt's artifact of a kind: `attempt-2-steps.json` for STEPS_ARTIFACT, when it has it. */
export function attemptArtifact(attempt: { attempt: number; artifacts: string[] }, name: string): string | null {
  const named = `attempt-${attempt.attempt}-${name}`;
  return attempt.artifacts.includes(named) ? named : null;
}

/** Whether a step of the run (of its last attempt or an earlier one) shows this screenshot, and that attempt has it. */
export function showsScreenshot(report: RunReport, name: string): boolean {
  const shows = (steps: RunStepResult[] | null, artifacts: string[]) =>
    Boolean(steps?.some((step) => step.screenshot === name) && artifacts.includes(name));
  return shows(report.steps, report.run.artifacts) || report.attempts.some((attempt) => shows(attempt.steps, attempt.artifacts));
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/**
 * The report of a run, or null when there is no such run. `test` is the test already known
 * (a poll passes it, so the test is fetched once).
 */
export async function loadRunReport(api: RunReportApi, input: { runId: string; test: RunTest | null }): Promise<RunReport | null> {
  let run: TestRun;
  try {
    run = await api.getTestRun(input.runId);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  const has = (name: string) => run.artifacts.includes(name);
  const readText = (name: string) => api.getArtifactText(run._id, name).catch(() => null);
  const attemptSteps = (attempt: RunAttempt) => {
    const name = attemptArtifact(attempt, STEPS_ARTIFACT);
    return name ? readText(name).then((text) => (text === null ? null : parseSteps(text))) : Promise.resolve(null);
  };
  const [test, stepsText, logs, attempts] = await Promise.all([
    input.test ??
      api.getTestCase(run.test_case_id).then(
        (test) => ({ id: test._id, name: test.title?.trim() || test.name }),
        () => null,
      ),
    has(STEPS_ARTIFACT) ? readText(STEPS_ARTIFACT) : null,
    Promise.all(LOG_ARTIFACTS.filter(has).map(async (name) => ({ name, content: await readText(name) }))),
    Promise.all(
      (run.attempts ?? []).map(async (attempt) => ({
        attempt: attempt.attempt,
        status: attempt.status,
        message: attempt.final_message,
        steps: await attemptSteps(attempt),
        artifacts: attempt.artifacts,
      })),
    ),
  ]);
  return { run, test, steps: stepsText === null ? null : parseSteps(stepsText), logs, attempts };
}
