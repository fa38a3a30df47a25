import type { SnapshotFrom } from 'xstate';
import { RUN_STATUS_LABELS, firstActiveRun, isActiveRun, runViewPath, type RunStatus } from './runStatus';
import type { testRunsMachine } from './testRuns.machine';

type Snapshot = SnapshotFrom<typeof testRunsMachine>;

/** How many of the newest runs the test page lists. */
export const RECENT_RUNS_SHOWN = 5;

export interface RunButtonView {
  /**
   * Spec section 4: "disabled while runs load, a run is saving or a run is active, then reads
   * 'Running'".
   */
  label: 'Run' | 'Running';
  disabled: boolean;
  /** A run is being created: the button spins. */
  saving: boolean;
  /** Cancel shows while a run is active: 'enabled' (also while its confirmation is asked), 'busy' while the cancel is sent, else 'hidden'. */
  cancel: 'hidden' | 'enabled' | 'busy';
  /** Idle: 'Regenerate' and 'Override run parameters' are offered. */
  canOverride: boolean;
}

export function selectRunButton(snapshot: Snapshot): RunButtonView {
  const active = firstActiveRun(snapshot.context.runs) !== null;
  const saving = snapshot.matches('saving');
  const disabled = snapshot.matches('loading') || saving || active;
  // While the dialog asks, Cancel stays as it was behind it; it spins once the cancel is sent.
  const asking = snapshot.matches({ cancelling: 'asking' });
  return {
    label: disabled ? 'Running' : 'Run',
    disabled,
    saving,
    cancel: snapshot.matches({ cancelling: 'sending' }) ? 'busy' : asking || snapshot.can({ type: 'run.cancel' }) ? 'enabled' : 'hidden',
    canOverride: snapshot.can({ type: 'overrides.open' }),
  };
}

export interface RecentRunRow {
  id: string;
  status: RunStatus;
  statusLabel: string;
  createdAt: string;
  isActive: boolean;
  /** It passed only after a failed attempt. */
  flaky: boolean;
  /** The run view's address. */
  path: string;
  /** The name of the environment it ran against (as it was then); null for none. */
  environment: string | null;
}

export type RecentRunsView = { kind: 'loading' } | { kind: 'failed'; error: string | null } | { kind: 'list'; rows: RecentRunRow[]; total: number };

/** The test's newest runs for its page; the error with Retry when they could not be fetched. */
export function selectRecentRuns(snapshot: Snapshot): RecentRunsView {
  if (snapshot.matches('loading')) return { kind: 'loading' };
  const { runs, suiteId, error } = snapshot.context;
  if (snapshot.matches('failed') && runs.length === 0) return { kind: 'failed', error };
  const rows = runs.slice(0, RECENT_RUNS_SHOWN).map((run) => ({
    id: run._id,
    status: run.status,
    statusLabel: RUN_STATUS_LABELS[run.status],
    createdAt: run.created_at,
    isActive: isActiveRun(run),
    flaky: run.flaky === true,
    path: runViewPath(suiteId, run._id),
    environment: run.environment?.name ?? null,
  }));
  return { kind: 'list', rows, total: runs.length };
}

export interface RunsFilterView {
  /** The environment whose runs are listed, by name; null for all. */
  environment: string | null;
  /** Not while a run is created or cancelled. */
  canChange: boolean;
}

/** The Environment filter above the list. */
export function selectRunsFilter(snapshot: Snapshot): RunsFilterView {
  const canChange = snapshot.matches('loading') || snapshot.matches('failed') || snapshot.matches('ready');
  return { environment: snapshot.context.environment, canChange };
}
