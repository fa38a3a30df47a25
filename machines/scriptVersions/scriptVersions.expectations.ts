/**
 * What the user observes in each state of a test's script history, and what each transition must
 * do: the hand-written tables its path replays check (machines/_testing/expectations.ts). Texts
 * of the dialog and the toasts are written out rather than imported, so a changed text fails.
 */
import type { SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation } from '../_testing/expectations';
import type { ScriptVersionsContext, scriptVersionsMachine } from './scriptVersions.machine';
import { RESTORE_REFUSED, restoredTest, TEST_ID } from './scriptVersions.samples';
import { selectDiff, selectHasFailed, selectIsLoading, selectIsRefreshing, selectRestore, selectRows } from './scriptVersions.selectors';

type Machine = typeof scriptVersionsMachine;
type Tables = ExpectationTables<Machine>;
type Can = NonNullable<Observation<Machine>['can']>;

function screenView(snapshot: SnapshotFrom<Machine>) {
  return { loading: selectIsLoading(snapshot), failed: selectHasFailed(snapshot), refreshing: selectIsRefreshing(snapshot) };
}
/** Each row as listed: version, how it was made, by whom, current, and whether the diff shows it. */
const rowsView = (snapshot: SnapshotFrom<Machine>) =>
  selectRows(snapshot).map((row) => [row.version, row.source, row.author, row.current, row.compared]);
/** The diff as headed: its two sides, the other side's version, the language and the languages offered, and how many rows of each kind. */
function diffView(snapshot: SnapshotFrom<Machine>) {
  const diff = selectDiff(snapshot);
  if (!diff) return null;
  const kinds: Record<string, number> = {};
  for (const row of diff.diff.rows) kinds[row.kind] = (kinds[row.kind] ?? 0) + 1;
  return { left: diff.left.label, right: diff.right.label, other: diff.other, language: diff.language, languages: diff.languages, kinds };
}

const PRODUCT = 'Critical Journey';
const ALICE = 'alice@shop.test';

/** The two sample lists: as first loaded, and after version 1 was restored as version 4 (by Bob). */
function rows({ versions, selected, compareWith }: ScriptVersionsContext) {
  const shown = sides(selected, compareWith);
  const compared = (version: number) => shown !== null && (shown.left === `Version ${version}` || shown.right === `Version ${version}`);
  const restored = versions.length === 4;
  return [
    ...(restored ? [[4, 'Restored', 'bob@shop.test', true, compared(4)]] : []),
    [3, 'Healed', PRODUCT, !restored, compared(3)],
    [2, 'Step feedback', ALICE, false, compared(2)],
    [1, 'Generated', ALICE, false, compared(1)],
  ];
}

/**
 * The sides of the diff, older on the left; by default the selected version's predecessor, and
 * nothing before version 1. Versions 2 and 3 both have Python; version 1 has none.
 */
function sides(selected: number | null, compareWith: number | null) {
  const key = `${selected}/${compareWith}`;
  const table: Record<string, { left: string; right: string; other: number | null; python: boolean } | null> = {
    'null/null': null,
    '3/null': { left: 'Version 2', right: 'Version 3', other: 2, python: true },
    '3/2': { left: 'Version 2', right: 'Version 3', other: 2, python: true },
    '3/1': { left: 'Version 1', right: 'Version 3', other: 1, python: false },
    '1/null': { left: 'Nothing before', right: 'Version 1', other: null, python: false },
    // A newer other side puts the selected version on the left.
    '1/2': { left: 'Version 1', right: 'Version 2', other: 2, python: false },
  };
  if (!(key in table)) throw new Error(`no expected diff for ${key}`);
  return table[key]!;
}

/**
 * The rows of each diff: version 2 → 3 changed the click's locator; version 1 → 2 added the card
 * step; 1 → 3 both; the first version alone is all added (six lines).
 */
const KINDS: Record<string, Record<string, number>> = {
  'Version 2|Version 3|typescript': { same: 6, changed: 1 },
  'Version 2|Version 3|python': { same: 3, changed: 1 },
  'Version 1|Version 3|typescript': { same: 5, changed: 1, added: 1 },
  'Version 1|Version 2|typescript': { same: 6, added: 1 },
  'Nothing before|Version 1|typescript': { added: 6 },
};

function diff({ selected, compareWith, language }: ScriptVersionsContext) {
  const shown = sides(selected, compareWith);
  if (!shown) return null;
  return {
    left: shown.left,
    right: shown.right,
    other: shown.other,
    language,
    languages: shown.python ? ['typescript', 'python'] : ['typescript'],
    kinds: KINDS[`${shown.left}|${shown.right}|${language}`],
  };
}

const none = { loading: false, failed: false, refreshing: false };

/** Compare works in every shown state; the other side and the language once a version is compared. */
const compareCan = ({ selected }: ScriptVersionsContext): Can =>
  selected === null ? ['version.selected', 'diff.closed'] : ['version.selected', 'diff.closed', 'compare.changed', 'language.changed'];

const shown =
  (view: typeof none, extra: Can, restore: { enabled: boolean }, tags: string[] = []) =>
  (context: ScriptVersionsContext): Observation<Machine> => ({
    tags,
    can: [...compareCan(context), ...extra],
    selectors: [
      [screenView, view],
      [rowsView, rows(context)],
      [diffView, diff(context)],
      [selectRestore, { enabled: restore.enabled, restoring: context.restoring }],
    ],
  });

export const scriptVersionsObservations: Tables['observations'] = {
  loading: {
    tags: ['busy'],
    selectors: [
      [screenView, { ...none, loading: true }],
      [rowsView, []],
      [selectRestore, { enabled: false, restoring: null }],
    ],
  },
  failed: {
    can: ['versions.retry'],
    selectors: [
      [screenView, { ...none, failed: true }],
      [rowsView, []],
    ],
  },
  'shown.idle': shown(none, ['versions.refresh', 'version.restore'], { enabled: true }),
  // The list stays while it is fetched again; Restore waits for it.
  'shown.refreshing': shown({ ...none, refreshing: true }, ['versions.refresh'], { enabled: false }),
  // The dialog is open: its answer is awaited, Restore (again) is not offered.
  'shown.asking': shown(none, ['confirm.accepted', 'confirm.declined'], { enabled: false }),
  'shown.restoring': shown(none, [], { enabled: false }, ['busy']),
};

const list: Effect = { invoke: 'listScriptVersions', input: { testId: TEST_ID } };

export const scriptVersionsTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [list, { invoke: 'generationEnds', input: { testId: TEST_ID } }] },
  'loading + xstate.done.actor.listScriptVersions': { target: 'shown.idle' },
  // The list says it could not be fetched, with Retry: no toast for a side section.
  'loading + xstate.error.actor.listScriptVersions': { target: 'failed' },
  'failed + versions.retry': { target: 'loading', effects: [list] },
  'shown.idle + versions.refresh': { target: 'shown.refreshing', effects: [list] },
  // Fetched again from the start: a version written meanwhile may be missing from the first answer.
  'shown.refreshing + versions.refresh': { target: 'shown.refreshing', effects: [list] },
  'shown.refreshing + xstate.done.actor.listScriptVersions': { target: 'shown.idle' },
  // Quiet: the list stays as it was.
  'shown.refreshing + xstate.error.actor.listScriptVersions': { target: 'shown.idle' },
  // Version 1 in the first list; after version 1 was restored, version 3 is no longer current either.
  'shown.idle + version.restore': (_, { version }) => ({
    target: 'shown.asking',
    effects: [
      {
        send: 'confirmDialog',
        event: {
          type: 'confirm.request',
          options: {
            title: `Restore version ${version}?`,
            message: `The test's scripts become those of version ${version}. The current scripts stay in the history.`,
            confirmLabel: 'Restore',
            cancelLabel: 'Cancel',
            icon: 'warning',
          },
          replyTo: 'actor:scriptVersions',
        },
      },
    ],
  }),
  'shown.asking + confirm.declined': { target: 'shown.idle' },
  'shown.asking + confirm.accepted': ({ restoring }) => ({
    target: 'shown.restoring',
    effects: [{ invoke: 'restoreScriptVersion', input: { testId: TEST_ID, version: restoring } }],
  }),
  // The dialog closes, the toast says so, the page shows the restored test, and the list shows the new version.
  'shown.restoring + xstate.done.actor.restoreScriptVersion': ({ restoring }) => ({
    target: 'shown.refreshing',
    effects: [
      { send: 'confirmDialog', event: { type: 'confirm.settled' } },
      { action: 'notifyRestored', params: { title: `Version ${restoring} restored`, text: '', type: 'success' } },
      { action: 'testChanged', params: { test: restoredTest } },
      list,
    ],
  }),
  // The dialog shows why and stays open (Yes tries again); the list stays.
  'shown.restoring + xstate.error.actor.restoreScriptVersion': {
    target: 'shown.asking',
    effects: [
      { send: 'confirmDialog', event: { type: 'confirm.failed', error: RESTORE_REFUSED } },
      { action: 'notifyRestoreFailed', params: { title: 'Some error occurred', text: 'Unable to restore the version', type: 'error' } },
    ],
  },
};
