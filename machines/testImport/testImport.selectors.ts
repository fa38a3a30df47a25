import type { SnapshotFrom } from 'xstate';
import type { ImportSummary, testImportMachine } from './testImport.machine';

type Snapshot = SnapshotFrom<typeof testImportMachine>;

/** The dialog shows while choosing, importing and with the summary. */
export const selectIsOpen = (snapshot: Snapshot) => snapshot.matches('open') || snapshot.matches('importing') || snapshot.matches('done');

/** The import is in flight: the dialog is read-only, Import spins and cannot be dismissed. */
export const selectIsImporting = (snapshot: Snapshot) => snapshot.matches('importing');

export const selectIsExporting = (snapshot: Snapshot) => snapshot.matches('exporting');

/** The Import and Export buttons of the page work only while nothing else is under way. */
export const selectCanOpen = (snapshot: Snapshot) => snapshot.can({ type: 'dialog.open' });
export const selectCanExport = (snapshot: Snapshot) => snapshot.can({ type: 'export.start' });

export const selectChosenFiles = (snapshot: Snapshot) => snapshot.context.files;

/** Why the chosen files cannot be imported, or null. */
export const selectChoiceError = (snapshot: Snapshot) => snapshot.context.error;

/** What the chosen files will import as, e.g. 'A Critical Journey export with 2 tests.'; null when nothing importable is chosen. */
export function selectChoiceSummary(snapshot: Snapshot): string | null {
  const body = snapshot.context.body;
  if (!body) return null;
  if ('test_cases' in body) return `A Critical Journey export with ${plural(body.test_cases.length, 'test')}.`;
  return `${plural(body.playwright_files.length, 'Playwright file')}: each test(...) becomes a test case.`;
}

export const selectCanImport = (snapshot: Snapshot) => snapshot.can({ type: 'import.start' });

export const selectCanClose = (snapshot: Snapshot) => snapshot.can({ type: 'dialog.close' });

/** The outcome once imported (state `done`). */
export const selectSummary = (snapshot: Snapshot): ImportSummary | null => (snapshot.matches('done') ? snapshot.context.result : null);

/** 'Imported 3 tests.', 'Imported 1 test.' */
export function selectSummaryText(snapshot: Snapshot): string | null {
  const summary = selectSummary(snapshot);
  return summary && `Imported ${plural(summary.imported, 'test')}.`;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
