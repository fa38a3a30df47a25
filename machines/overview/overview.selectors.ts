import type { SnapshotFrom } from 'xstate';
import type { CollectionRun } from '../collections/runGroups';
import { RECENT_GROUPS_LIMIT, type overviewMachine } from './overview.machine';
import { flakyTestsOf, loadedRates, quarantinedTestsOf, type TestFlakiness } from '../collections/flakiness';
import { failingTests, passRateByDay, type DayRate, type TestHealth } from './overviewStats';

type Snapshot = SnapshotFrom<typeof overviewMachine>;

export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectIsReady = (snapshot: Snapshot) => snapshot.matches('ready');
export const selectIsRefreshing = (snapshot: Snapshot) => snapshot.matches({ ready: 'refreshing' });
/** The last refresh failed; what is shown may be out of date. */
export const selectIsStale = (snapshot: Snapshot) => snapshot.matches({ ready: 'stale' });
/** The environment whose groups and runs show, by name; null for all. */
export const selectEnvironmentFilter = (snapshot: Snapshot) => snapshot.context.environment;

/** The recent groups, newest first; shown while the runs load too. */
export const selectGroups = (snapshot: Snapshot): CollectionRun[] => snapshot.context.groups.slice(0, RECENT_GROUPS_LIMIT);

// Computed once per list of runs: every snapshot of a poll would otherwise recompute them.
function cached<T>(compute: (runs: Snapshot['context']['runs']) => T) {
  const cache = new WeakMap<object, T>();
  return (snapshot: Snapshot): T => {
    const runs = snapshot.context.runs;
    if (!cache.has(runs)) cache.set(runs, compute(runs));
    return cache.get(runs)!;
  };
}

export const selectPassRate: (snapshot: Snapshot) => DayRate[] = cached((runs) => passRateByDay(runs));
export const selectFailingTests: (snapshot: Snapshot) => TestHealth[] = cached(failingTests);

/**
 * Flaky tests are the server's: those that passed only on a retry among their last 50 verdicts,
 * the flakiest first. The Overview no longer guesses them from the runs it loaded (a test that
 * both passed and failed recently): that also names a test that was broken and then fixed, and
 * sees only the project's latest 200 runs, while a pass on a retry is flakiness by definition.
 */
export const selectFlakyTests = (snapshot: Snapshot): TestFlakiness[] => flakyTestsOf(snapshot.context.flakiness);
/** Tests in quarantine (by hand or by the project's rule), with their reasons. */
export const selectQuarantinedTests = (snapshot: Snapshot): TestFlakiness[] => quarantinedTestsOf(snapshot.context.flakiness);
/** The flake rates' call failed: the lists that need them say so. */
export const selectFlakeRatesUnavailable = (snapshot: Snapshot) => snapshot.context.flakiness === 'unavailable';
/** The project's quarantine threshold (0.01 to 1), or null when its rule is off or the rates are not loaded. */
export const selectQuarantineRule = (snapshot: Snapshot): number | null => loadedRates(snapshot.context.flakiness)?.quarantine_flake_rate ?? null;
