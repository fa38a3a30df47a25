import type { SnapshotFrom } from 'xstate';
import type { collectionsMachine, TestCollection } from './collections.machine';
import { collectionRatesOf, quarantinedTestsOf, type CollectionFlakiness } from './flakiness';
import { groupsOfCollection, lastGroupStatus, type CollectionRun, type RunStatus } from './runGroups';
import { describeSchedule } from './schedule';

type Snapshot = SnapshotFrom<typeof collectionsMachine>;

/** One line of the list: what the spec's "Test collection fields" give a reader at a glance. */
export interface CollectionRow {
  id: string;
  name: string;
  testCount: number;
  schedule: string;
  lastStatus: RunStatus | null;
  selected: boolean;
}

export const selectRows = (snapshot: Snapshot): CollectionRow[] =>
  snapshot.context.collections.map((collection) => ({
    id: collection._id,
    name: collection.name,
    testCount: collection.linked_test_ids.length,
    schedule: describeSchedule(collection.schedule),
    lastStatus: lastGroupStatus(snapshot.context.groups, collection._id),
    selected: collection._id === snapshot.context.selectedId,
  }));

export const selectSelected = (snapshot: Snapshot): TestCollection | null =>
  snapshot.context.collections.find((collection) => collection._id === snapshot.context.selectedId) ?? null;

/** The selected collection's groups, newest first. */
export const selectHistory = (snapshot: Snapshot): CollectionRun[] => {
  const id = snapshot.context.selectedId;
  return id === null ? [] : groupsOfCollection(snapshot.context.groups, id);
};

/** Actions on the selected collection (and 'Run all tests') are offered only while browsing. */
export const selectCanAct = (snapshot: Snapshot) => snapshot.matches('browsing');
/** 'Run all' needs tests to run. */
export const selectCanRunCollection = (snapshot: Snapshot) => selectCanAct(snapshot) && (selectSelected(snapshot)?.linked_test_ids.length ?? 0) > 0;
/** The list's refresh, or the fetch of the collection the address names, is under way. */
export const selectIsRefreshing = (snapshot: Snapshot) =>
  snapshot.matches({ browsing: 'refreshing' }) || snapshot.matches({ browsing: 'loadingAddressed' });
/** The last background refresh failed; the data may be out of date. */
export const selectIsStale = (snapshot: Snapshot) => snapshot.matches({ browsing: 'stale' });

/** The inline rename's value; null when not renaming. */
export const selectRenameValue = (snapshot: Snapshot) => snapshot.context.rename;
export const selectIsSavingName = (snapshot: Snapshot) => snapshot.matches('savingName');

/** The schedule editor's expression; null when the editor is closed. */
export const selectScheduleDraft = (snapshot: Snapshot) => snapshot.context.scheduleDraft;
export const selectIsSavingSchedule = (snapshot: Snapshot) => snapshot.matches('savingSchedule');

export const selectIsRunningCollection = (snapshot: Snapshot) => snapshot.matches('runningCollection');
export const selectIsRunningProject = (snapshot: Snapshot) => snapshot.matches('runningProject');
export const selectIsDeleting = (snapshot: Snapshot) => snapshot.matches('deleting');

/**
 * The selected collection's flake rate over its tests' last verdicts: 'loading' until the rates
 * first load, 'unavailable' when their call failed; null without a selection.
 */
export const selectFlakeRate = (snapshot: Snapshot): Omit<CollectionFlakiness, 'name'> | 'loading' | 'unavailable' | null => {
  const id = snapshot.context.selectedId;
  const rates = snapshot.context.flakiness;
  if (id === null) return null;
  if (rates === null) return 'loading';
  if (rates === 'unavailable') return 'unavailable';
  return collectionRatesOf(rates, id);
};

/** The project's quarantined tests by id, each with its reason (null when none was given). */
export const selectQuarantined = (snapshot: Snapshot): Record<string, string | null> =>
  Object.fromEntries(quarantinedTestsOf(snapshot.context.flakiness).map((test) => [test.test_case_id, test.quarantine_reason]));

/** The environment 'Run all' and 'Run all tests' run against, by id; null for none. */
export const selectRunEnvironment = (snapshot: Snapshot) => snapshot.context.runEnvironment;
/** The environment in the schedule editor, by id; null for none (or while it is closed). */
export const selectScheduleEnvironment = (snapshot: Snapshot) => snapshot.context.scheduleEnvironment;

export interface HistoryFilterView {
  /** The environment whose groups the history shows, by name; null for all. */
  environment: string | null;
  /** Only while browsing, as the other actions. */
  canChange: boolean;
}

/** The run history's Environment filter. */
export const selectHistoryFilter = (snapshot: Snapshot): HistoryFilterView => ({
  environment: snapshot.context.historyEnvironment,
  canChange: selectCanAct(snapshot),
});
