import type { SnapshotFrom } from 'xstate';
import type { CollectionRun } from '../collections/runGroups';
import { RECENT_GROUPS_LIMIT, type overviewMachine } from './overview.machine';
import { failingTests, flakyTests, passRateByDay, type DayRate, type TestHealth } from './overviewStats';

type Snapshot = SnapshotFrom<typeof overviewMachine>;

export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectIsReady = (snapshot: Snapshot) => snapshot.matches('ready');
export const selectIsRefreshing = (snapshot: Snapshot) => snapshot.matches({ ready: 'refreshing' });
/** The last refresh failed; what is shown may be out of date. */
export const selectIsStale = (snapshot: Snapshot) => snapshot.matches({ ready: 'stale' });

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
export const selectFlakyTests: (snapshot: Snapshot) => TestHealth[] = cached(flakyTests);
