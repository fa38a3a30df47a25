import type { SnapshotFrom } from 'xstate';
import { RUN_STATUS_LABELS, isActiveRun, type RunStatus } from '../testRuns/runStatus';
import { attemptArtifact, TRACE_ARTIFACT, traceArtifact, type RunLog, type RunStepResult } from './runReport';
import type { runViewMachine } from './runView.machine';

type Snapshot = SnapshotFrom<typeof runViewMachine>;

export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectIsFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectIsNotFound = (snapshot: Snapshot) => snapshot.matches('notFound');
export const selectFetchError = (snapshot: Snapshot) => snapshot.context.error;

const reportOf = (snapshot: Snapshot) =>
  snapshot.matches('loading') || snapshot.matches('failed') || snapshot.matches('notFound') ? null : snapshot.context.report;

export interface RunSummaryView {
  runId: string;
  status: RunStatus;
  statusLabel: string;
  isActive: boolean;
  /** The test's name (its id when it could not be fetched) and the address of its page. */
  test: { name: string; path: string };
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** From start (or creation) to finish; null until the run finished. */
  durationMs: number | null;
  finalMessage: string | null;
  /** The overrides the run used; empty when it used the test's own values. */
  overrides: Array<[key: string, value: string]>;
  websiteUrlOverride: string | null;
  /** The environment it ran against, by the name it had then (`deleted` once it no longer exists); null for none. */
  environment: { name: string; deleted: boolean } | null;
  /** Passed only after a failed attempt. */
  flaky: boolean;
  /** How many attempts it made so far (1 unless it was retried). */
  attempts: number;
}

export function selectSummary(snapshot: Snapshot): RunSummaryView | null {
  const report = reportOf(snapshot);
  if (!report) return null;
  const { run, test } = report;
  const from = Date.parse(run.started_at ?? run.created_at);
  const to = run.finished_at ? Date.parse(run.finished_at) : Number.NaN;
  return {
    runId: run._id,
    status: run.status,
    statusLabel: RUN_STATUS_LABELS[run.status],
    isActive: isActiveRun(run),
    test: {
      name: test?.name ?? run.test_case_id,
      path: `/tests/${encodeURIComponent(snapshot.context.suiteId)}/${encodeURIComponent(run.test_case_id)}`,
    },
    createdAt: run.created_at,
    startedAt: run.started_at ?? null,
    finishedAt: run.finished_at ?? null,
    durationMs: Number.isFinite(from) && Number.isFinite(to) ? Math.max(0, to - from) : null,
    finalMessage: run.final_message || null,
    overrides: Object.entries(run.settings?.parameter_overrides ?? {}),
    websiteUrlOverride: run.settings?.website_url_override || null,
    environment: run.environment ? { name: run.environment.name, deleted: run.environment.id === null } : null,
    flaky: run.flaky === true,
    attempts: report.attempts.length + 1,
  };
}

export interface StepResultView {
  step: number;
  /** 1-based, as the screenshots are numbered. */
  number: number;
  title: string;
  status: RunStepResult['status'];
  durationMs: number | null;
  error: string | null;
  /** The screenshot's artifact name, when the run has it. */
  screenshot: string | null;
}

/** Step results as shown: a screenshot only when the attempt has it among its artifacts. */
function stepViews(steps: RunStepResult[], artifactNames: string[]): StepResultView[] {
  const artifacts = new Set(artifactNames);
  return steps.map((step) => ({
    step: step.step,
    number: step.step + 1,
    title: step.title,
    status: step.status,
    durationMs: step.duration_ms ?? null,
    error: step.error || null,
    screenshot: step.screenshot && artifacts.has(step.screenshot) ? step.screenshot : null,
  }));
}

/** The step results of the run's last attempt; null when the run has none (yet, or they could not be read). */
export function selectSteps(snapshot: Snapshot): StepResultView[] | null {
  const report = reportOf(snapshot);
  return report?.steps ? stepViews(report.steps, report.run.artifacts) : null;
}

export interface AttemptView {
  attempt: number;
  status: RunStatus;
  statusLabel: string;
  message: string | null;
  /** Its step results; null when it has none or they could not be read. */
  steps: StepResultView[] | null;
  /** Its trace's artifact name, when it has one. */
  trace: string | null;
}

/** The attempts before the run's last, oldest first: each with its ending, its steps and its trace. */
export function selectAttempts(snapshot: Snapshot): AttemptView[] {
  return (reportOf(snapshot)?.attempts ?? []).map((attempt) => ({
    attempt: attempt.attempt,
    status: attempt.status,
    statusLabel: RUN_STATUS_LABELS[attempt.status],
    message: attempt.message,
    steps: attempt.steps ? stepViews(attempt.steps, attempt.artifacts) : null,
    trace: attemptArtifact(attempt, TRACE_ARTIFACT),
  }));
}

/** Every step shown, the last attempt's and the earlier ones': the screenshots the viewer may open. */
const allSteps = (snapshot: Snapshot): StepResultView[] => [
  ...(selectSteps(snapshot) ?? []),
  ...selectAttempts(snapshot).flatMap((attempt) => attempt.steps ?? []),
];

export const selectLogs = (snapshot: Snapshot): RunLog[] => reportOf(snapshot)?.logs ?? [];

export interface RunActionsView {
  /** Cancel shows while the run is active (also while its confirmation is asked): 'busy' while the cancel is sent. */
  cancel: 'hidden' | 'enabled' | 'busy';
  /** 'Run again' shows once the run ended: 'busy' while the new run is created. */
  runAgain: 'hidden' | 'enabled' | 'busy';
}

export function selectActions(snapshot: Snapshot): RunActionsView {
  return {
    // While the dialog asks, Cancel stays as it was behind it; it spins once the cancel is sent.
    cancel: snapshot.matches({ cancelling: 'sending' })
      ? 'busy'
      : snapshot.matches({ cancelling: 'asking' }) || snapshot.can({ type: 'run.cancel' })
        ? 'enabled'
        : 'hidden',
    runAgain: snapshot.matches('creating') ? 'busy' : snapshot.can({ type: 'run.again' }) ? 'enabled' : 'hidden',
  };
}

/** The screenshot the image viewer shows, with its step's number; null while closed. */
export function selectViewer(snapshot: Snapshot): { name: string; number: number } | null {
  const name = snapshot.context.viewer;
  const step = name ? allSteps(snapshot).find((candidate) => candidate.screenshot === name) : undefined;
  return name && step ? { name, number: step.number } : null;
}

/**
 * The trace's links: 'loading' while its first address is fetched, 'ready' with the address the
 * view keeps fresh (a renewal in flight keeps the current one, still valid), 'unavailable' when
 * none could be had; null when the run has no trace (yet).
 */
export type TraceView = { status: 'loading' } | { status: 'ready'; name: string; address: string } | { status: 'unavailable' };

export function selectTrace(snapshot: Snapshot): TraceView | null {
  const report = reportOf(snapshot);
  const name = report ? traceArtifact(report.run) : null;
  if (!name) return null;
  const trace = snapshot.context.trace;
  if (trace && trace.name === name) return { status: 'ready', name, address: trace.url };
  if (snapshot.matches({ shown: { ended: 'traceUnavailable' } })) return { status: 'unavailable' };
  return { status: 'loading' };
}

export const selectCanRetryTrace = (snapshot: Snapshot) => snapshot.can({ type: 'trace.retry' });

/** The panel of the heal the run proposes (the child the view spawned); null when it proposes none or it is not shown. */
export const selectHealProposal = (snapshot: Snapshot) => (reportOf(snapshot) ? (snapshot.children.heal ?? null) : null);
