/**
 * What the user observes in each state of test import and export, and what each transition must
 * do: the hand-written tables its path replays check (machines/_testing/expectations.ts). Toast
 * texts and the classification messages are written out, so a changed text fails here.
 */
import type { SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation, StepExpectation } from '../_testing/expectations';
import { SHOP_SUITE_ID, cartSpecFile, checkoutSpecFile, exportResult, importResult } from './testImport.fixtures';
import type { TestImportContext, testImportMachine } from './testImport.machine';
import {
  selectChoiceError,
  selectChoiceSummary,
  selectChosenFiles,
  selectIsExporting,
  selectIsImporting,
  selectIsOpen,
  selectSummary,
  selectSummaryText,
} from './testImport.selectors';

type Machine = typeof testImportMachine;
type Tables = ExpectationTables<Machine>;

/** Whether the dialog shows, and which request is under way. */
function screenView(snapshot: SnapshotFrom<Machine>) {
  return { open: selectIsOpen(snapshot), importing: selectIsImporting(snapshot), exporting: selectIsExporting(snapshot) };
}

/** What the dialog says about the chosen files: why they cannot be imported, or what they import as. */
function choiceView(snapshot: SnapshotFrom<Machine>) {
  return { files: selectChosenFiles(snapshot), error: selectChoiceError(snapshot), summary: selectChoiceSummary(snapshot) };
}

type Choice = { error: string | null; summary: string | null };

/** The sample choices by their files' names: one export alone, or Playwright spec files, import; anything else says why not. */
const CHOICES: Record<string, Choice> = {
  '': { error: null, summary: null },
  'shop.critical-journey.json': { error: null, summary: 'A Critical Journey export with 2 tests.' },
  'checkout.spec.ts, cart.spec.js': { error: null, summary: '2 Playwright files: each test(...) becomes a test case.' },
  'package.json': { error: 'The file is not a Critical Journey export.', summary: null },
  'shop.critical-journey.json, checkout.spec.ts': {
    error: 'shop.critical-journey.json is a Critical Journey export: import it on its own, without other files.',
    summary: null,
  },
};

function choiceOf(files: string[]): Choice {
  const choice = CHOICES[files.join(', ')];
  if (!choice) throw new Error(`No expected choice for the files ${files.join(', ')}`);
  return choice;
}

const importable = (files: string[]) => choiceOf(files).summary !== null;

const closed = { open: false, importing: false, exporting: false };

/** The page with no dialog: Import and Export are offered, nothing is chosen. */
const page = (exporting: boolean): Observation<Machine> => ({
  tags: exporting ? ['busy'] : [],
  // Nothing else starts while the export is under way.
  can: exporting ? [] : ['dialog.open', 'export.start'],
  selectors: [
    [screenView, { ...closed, exporting }],
    [choiceView, { files: [], error: null, summary: null }],
    [selectSummary, null],
  ],
});

/** The dialog with the chosen files; importing, it is read-only and cannot be closed. */
const dialog =
  (importing: boolean) =>
  ({ files }: TestImportContext): Observation<Machine> => ({
    tags: importing ? ['busy'] : [],
    can: importing ? [] : ['files.chosen', 'dialog.close', ...(importable(files) ? (['import.start'] as const) : [])],
    selectors: [
      [screenView, { ...closed, open: true, importing }],
      [choiceView, { files, ...choiceOf(files) }],
      [selectSummary, null],
    ],
  });

export const testImportObservations: Tables['observations'] = {
  closed: page(false),
  exporting: page(true),
  open: dialog(false),
  importing: dialog(true),
  // The summary: how many were imported, and the skipped ones with why; only Close is left.
  done: ({ files }) => ({
    can: ['dialog.close'],
    selectors: [
      [screenView, { ...closed, open: true }],
      [choiceView, { files, ...choiceOf(files) }],
      [selectSummaryText, 'Imported 3 tests.'],
      [selectSummary, { imported: 3, skipped: importResult.skipped }],
    ],
  }),
};

const toast = (action: string, text: string): Effect => ({ action, params: { title: 'Some error occurred', text, type: 'error' } });

/** What the import posts: the export's tests as they are, or each spec file's name and text. */
const BODIES: Record<string, unknown> = {
  'shop.critical-journey.json': { test_cases: exportResult.test_cases },
  'checkout.spec.ts, cart.spec.js': {
    playwright_files: [
      { name: 'checkout.spec.ts', content: checkoutSpecFile.text },
      { name: 'cart.spec.js', content: cartSpecFile.text },
    ],
  },
};

/** Import starts only with something importable chosen; else the button does nothing. */
function startImport({ files }: TestImportContext): StepExpectation {
  if (!importable(files)) return {};
  return { target: 'importing', effects: [{ invoke: 'importTestCases', input: { suiteId: SHOP_SUITE_ID, body: BODIES[files.join(', ')] } }] };
}

export const testImportTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'closed' },
  'closed + dialog.open': { target: 'open' },
  'closed + export.start': { target: 'exporting', effects: [{ invoke: 'exportTestCases', input: { suiteId: SHOP_SUITE_ID } }] },
  'open + import.start': startImport,
  'open + dialog.close': { target: 'closed' },
  // The new tests show in the tree: it is fetched again.
  'importing + xstate.done.actor.importTestCases': { target: 'done', effects: [{ action: 'refreshTree', params: undefined }] },
  // E-44: the catalogue's text as written, without the server's reason; the files stay chosen for another try.
  'importing + xstate.error.actor.importTestCases': { target: 'open', effects: [toast('notifyImportFailed', 'Unable to import tests')] },
  'done + dialog.close': { target: 'closed' },
  // Saved as a download named after the project, as indented JSON.
  'exporting + xstate.done.actor.exportTestCases': {
    target: 'closed',
    effects: [{ action: 'download', params: { fileName: 'Shop.critical-journey.json', json: `${JSON.stringify(exportResult, null, 2)}\n` } }],
  },
  // NOTE: the spec's error catalogue (section 8) names no export text; the machine toasts
  // 'Unable to export tests' with the server's message appended.
  'exporting + xstate.error.actor.exportTestCases': {
    target: 'closed',
    effects: [toast('notifyExportFailed', 'Unable to export tests: Project not found')],
  },
};
