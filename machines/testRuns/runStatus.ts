/**
 * Run statuses (spec section 4, "Run statuses", and the contract's RunStatus) as pure rules:
 * which are active, which icon each shows, and how each reads.
 */
import type { components } from '../../openapi/schema';
import { isActiveRunStatus } from '../../rules/states';
import type { ToastParams } from '../_shared/authErrors';
import type { ConfirmOptions } from '../confirmDialog/confirmDialog.machine';

export type TestRun = components['schemas']['TestRun'];
export type RunStatus = components['schemas']['RunStatus'];
/**
 * What a run is started with: the overrides a run stores (the contract's RunSettings) and the
 * environment to run against, by id or name (a run records it apart, as `environment`).
 */
export type RunSettings = components['schemas']['RunSettings'] & { environment?: components['schemas']['EnvironmentChoice'] };
/** The environment a run was made against, as recorded: its name then, and its id until it is deleted. */
export type RunEnvironment = components['schemas']['RunEnvironment'];

/**
 * What 'Run again' starts a run with: the run's own settings and the environment it ran against
 * (by id while it exists; by the name it had, once deleted, so a namesake is taken or the server
 * says none is left).
 */
export function runAgainSettings(run: Pick<TestRun, 'settings' | 'environment'>): RunSettings | undefined {
  const environment = run.environment ? (run.environment.id ?? run.environment.name) : undefined;
  if (!environment) return run.settings;
  return { ...(run.settings ?? { parameter_overrides: {} }), environment };
}

/** "Running covers pending, scheduled, running, waiting_for_executor" (rules/states.ts, shared with the server). */
export function isActiveRun(run: Pick<TestRun, 'status'>): boolean {
  return isActiveRunStatus(run.status);
}

/** The run Cancel targets: "the first active run" of the list (newest first). */
export function firstActiveRun<T extends Pick<TestRun, 'status'>>(runs: ReadonlyArray<T>): T | null {
  return runs.find(isActiveRun) ?? null;
}

/**
 * The runs that were active in `before` and no longer are in `after` (both newest first, as
 * listed): ended, or gone from the list. A run's end may change the test's verdicts.
 */
export function endedRuns<T extends Pick<TestRun, '_id' | 'status'>>(before: ReadonlyArray<T>, after: ReadonlyArray<T>): T[] {
  const now = new Map(after.map((run) => [run._id, run]));
  return before.filter((run) => isActiveRun(run) && !(now.has(run._id) && isActiveRun(now.get(run._id)!)));
}

/**
 * The status icon of a run, after the test status icon (spec section 4): passed is the green
 * check, failed the red x, an active run the spinning loader. Cancelled, resources_exceeded,
 * aborted and executor_not_available belong to the error group (orange alert); not_runnable ended without running, so it shows
 * as an error too rather than as a spinner that never stops.
 */
export type RunStatusKind = 'passed' | 'failed' | 'error' | 'running';

export function runStatusKind(status: RunStatus): RunStatusKind {
  if (status === 'passed') return 'passed';
  if (status === 'failed') return 'failed';
  return isActiveRunStatus(status) ? 'running' : 'error';
}

export const RUN_STATUS_LABELS: Record<RunStatus, string> = {
  pending: 'Pending',
  scheduled: 'Scheduled',
  running: 'Running',
  retrying: 'Retrying',
  passed: 'Passed',
  failed: 'Failed',
  not_runnable: 'Not runnable',
  waiting_for_executor: 'Waiting for executor',
  cancelled: 'Cancelled',
  resources_exceeded: 'Resources exceeded',
  aborted: 'Aborted',
  executor_not_available: 'No executor available',
};

/** The Flaky badge's explanation (the run view's and the recent runs'). */
export const FLAKY_TITLE = 'Passed only after a failed attempt';

/** Spec section 9: 'Test-run polling interval 5000 ms'. */
export const RUN_POLL_INTERVAL_MS = 5000;

/** The address of a run's view (spec section 2: /run/{testSuiteId}/{runId}). */
export const runViewPath = (suiteId: string, runId: string) => `/run/${encodeURIComponent(suiteId)}/${encodeURIComponent(runId)}`;

/** The confirmation of Cancel (the test page's and the run view's); the spec gives no text for it, so it follows the generation's. */
export const CANCEL_RUN_OPTIONS: ConfirmOptions = {
  title: 'Cancel test run',
  message: 'This action will cancel the test run.',
  icon: 'warning',
};

export const FETCH_RUNS_FAILED: ToastParams = { title: 'Some error occurred', text: 'Unable to fetch the test runs', type: 'error' };
export const FETCH_RUN_FAILED: ToastParams = { title: 'Some error occurred', text: 'Unable to fetch the test run', type: 'error' };
export const CREATE_RUN_FAILED: ToastParams = { title: 'Some error occurred', text: 'Unable to create the test run', type: 'error' };
export const CANCEL_RUN_FAILED: ToastParams = { title: 'Some error occurred', text: 'Unable to cancel the test run', type: 'error' };
