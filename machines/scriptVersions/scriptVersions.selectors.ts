import type { SnapshotFrom } from 'xstate';
import { lineDiff, type LineDiff } from './lineDiff';
import { diffSides, hasPython, type ScriptLanguage, type ScriptVersion, type scriptVersionsMachine } from './scriptVersions.machine';

type Snapshot = SnapshotFrom<typeof scriptVersionsMachine>;

export const SOURCE_LABELS: Record<ScriptVersion['source'], string> = {
  generation: 'Generated',
  regeneration: 'Regenerated',
  step_feedback: 'Step feedback',
  import: 'Imported',
  restore: 'Restored',
  heal: 'Healed',
};
/** A version the product made on its own (a heal) has no author. */
export const PRODUCT_AUTHOR = 'Critical Journey';

export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');

export interface VersionRow {
  version: number;
  source: string;
  author: string;
  createdAt: string;
  current: boolean;
  /** One of the two sides of the diff shown. */
  compared: boolean;
}

/** The versions, newest first, as the list shows them. */
export function selectRows(snapshot: Snapshot): VersionRow[] {
  const sides = diffSides(snapshot.context);
  return snapshot.context.versions.map((version) => ({
    version: version.version,
    source: SOURCE_LABELS[version.source],
    author: version.author ?? PRODUCT_AUTHOR,
    createdAt: version.created_at,
    current: version.current,
    compared: sides !== null && (sides.left?.version === version.version || sides.right.version === version.version),
  }));
}

/**
 * Restore is offered on every version but the current one, and only while nothing else is under
 * way; `restoring` is the version asked about or being restored (its button spins).
 */
export const selectRestore = (snapshot: Snapshot) => ({
  enabled: snapshot.matches({ shown: 'idle' }),
  restoring: snapshot.context.restoring,
});

/** The list is fetched again behind what shows. */
export const selectIsRefreshing = (snapshot: Snapshot) => snapshot.matches({ shown: 'refreshing' });

export interface DiffView {
  /** The older side; version null when the first version is compared with nothing. */
  left: { version: number | null; label: string };
  right: { version: number; label: string };
  /** The version chosen with Compare. */
  selected: number;
  /** The version on the other side, and the versions it may be switched to. */
  other: number | null;
  otherChoices: number[];
  language: ScriptLanguage;
  /** TypeScript, and Python when both sides have it. */
  languages: ScriptLanguage[];
  diff: LineDiff;
}

const scriptOf = (version: ScriptVersion | null, language: ScriptLanguage) =>
  (language === 'python' ? version?.final_script_py : version?.final_script) ?? '';

// A view draws the same diff on every render of an unchanged snapshot: the last one is kept.
let last: { before: string; after: string; diff: LineDiff } | null = null;
function cachedDiff(before: string, after: string): LineDiff {
  if (last?.before !== before || last.after !== after) last = { before, after, diff: lineDiff(before, after) };
  return last.diff;
}

/** The side-by-side diff of the compared versions; null while none is compared. */
export function selectDiff(snapshot: Snapshot): DiffView | null {
  const { context } = snapshot;
  const sides = diffSides(context);
  if (!sides || context.selected === null) return null;
  const languages: ScriptLanguage[] = hasPython(context) ? ['typescript', 'python'] : ['typescript'];
  const language = languages.includes(context.language) ? context.language : 'typescript';
  const other = sides.right.version === context.selected ? (sides.left?.version ?? null) : sides.right.version;
  return {
    left: sides.left ? { version: sides.left.version, label: `Version ${sides.left.version}` } : { version: null, label: 'Nothing before' },
    right: { version: sides.right.version, label: `Version ${sides.right.version}` },
    selected: context.selected,
    other,
    otherChoices: context.versions.map((version) => version.version).filter((version) => version !== context.selected),
    language,
    languages,
    diff: cachedDiff(scriptOf(sides.left, language), scriptOf(sides.right, language)),
  };
}
