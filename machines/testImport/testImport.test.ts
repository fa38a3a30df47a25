import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { classifyFiles, exportFileName, testImportMachine, type TestImportInput } from './testImport.machine';
import {
  SHOP_PROJECT_NAME,
  SHOP_SUITE_ID,
  cartSpecFile,
  checkoutSpecFile,
  exportFile,
  exportResult,
  importResult,
  notesFile,
  packageJsonFile,
  testImportPathModel,
} from './testImport.paths';
import {
  selectCanExport,
  selectCanImport,
  selectCanOpen,
  selectChoiceError,
  selectChoiceSummary,
  selectChosenFiles,
  selectIsExporting,
  selectIsImporting,
  selectIsOpen,
  selectSummary,
  selectSummaryText,
} from './testImport.selectors';

describePathModel(testImportPathModel);

function startImport(input: TestImportInput = { suiteId: SHOP_SUITE_ID, projectName: SHOP_PROJECT_NAME }) {
  return startRecorded(testImportMachine, {
    input: input,
    actors: ['importTestCases', 'exportTestCases'],
    actions: ['notifyImportFailed', 'notifyExportFailed', 'refreshTree', 'download'],
  });
}

describe('classifyFiles', () => {
  it('takes one export file as its test_cases', () => {
    expect(classifyFiles([exportFile])).toEqual({ body: { test_cases: exportResult.test_cases }, error: null });
  });

  it('takes Playwright spec files (.ts, .js, .mjs, .cjs, any case) as they are', () => {
    const files = [checkoutSpecFile, cartSpecFile, { name: 'a.MJS', text: 'x' }, { name: 'b.cjs', text: 'y' }];
    expect(classifyFiles(files)).toEqual({
      body: { playwright_files: files.map((file) => ({ name: file.name, content: file.text })) },
      error: null,
    });
  });

  it('refuses JSON that is not an export, or an export without tests', () => {
    const notAnExport = { body: null, error: 'The file is not a Critical Journey export.' };
    expect(classifyFiles([packageJsonFile])).toEqual(notAnExport);
    expect(classifyFiles([{ name: 'broken.json', text: '{ "test_cases": [' }])).toEqual(notAnExport);
    expect(classifyFiles([{ name: 'list.json', text: '[1, 2]' }])).toEqual(notAnExport);
    expect(classifyFiles([{ name: 'null.json', text: 'null' }])).toEqual(notAnExport);
    expect(classifyFiles([{ name: 'empty.json', text: '{ "test_cases": [] }' }])).toEqual({ body: null, error: 'The export holds no tests.' });
  });

  it('names the file at fault: another extension, an export among other files, too many or too large', () => {
    expect(classifyFiles([checkoutSpecFile, notesFile]).error).toBe(
      'notes.md is neither a Critical Journey export (.json) nor a Playwright spec file (.ts, .js, .mjs, .cjs).',
    );
    expect(classifyFiles([{ name: 'Makefile', text: '' }]).error).toContain('Makefile is neither');
    expect(classifyFiles([checkoutSpecFile, exportFile]).error).toBe(
      'shop.critical-journey.json is a Critical Journey export: import it on its own, without other files.',
    );
    expect(classifyFiles([exportFile, { ...exportFile, name: 'other.json' }]).error).toContain(
      'shop.critical-journey.json is a Critical Journey export',
    );
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `t${i}.spec.ts`, text: '' }));
    expect(classifyFiles(many).error).toBe('Choose at most 100 Playwright files at a time.');
    expect(classifyFiles([{ name: 'huge.spec.ts', text: 'x'.repeat(1_000_001) }]).error).toBe(
      'huge.spec.ts is too large to import (at most 1,000,000 characters).',
    );
    const tooManyTests = { test_cases: Array.from({ length: 501 }, () => exportResult.test_cases[0]) };
    expect(classifyFiles([{ name: 'big.json', text: JSON.stringify(tooManyTests) }]).error).toBe(
      'An import holds at most 500 tests; this export has 501.',
    );
    expect(classifyFiles([])).toEqual({ body: null, error: null });
  });
});

describe('exportFileName', () => {
  it("is the project's name made safe for a file, else 'tests'", () => {
    expect(exportFileName('Shop')).toBe('Shop.critical-journey.json');
    expect(exportFileName(' Shop / EU: checkout ')).toBe('Shop EU checkout.critical-journey.json');
    expect(exportFileName(null)).toBe('tests.critical-journey.json');
    expect(exportFileName('///')).toBe('tests.critical-journey.json');
  });
});

describe('testImport', () => {
  it('opens the dialog, classifies the chosen files, and imports only something importable', () => {
    const { actor, calls, snapshot } = startImport();
    expect(selectIsOpen(snapshot())).toBe(false);
    actor.send({ type: 'import.start' });
    actor.send({ type: 'dialog.open' });
    expect(selectIsOpen(snapshot())).toBe(true);
    expect(selectCanImport(snapshot())).toBe(false);
    actor.send({ type: 'files.chosen', files: [packageJsonFile] });
    expect(selectChosenFiles(snapshot())).toEqual(['package.json']);
    expect(selectChoiceError(snapshot())).toBe('The file is not a Critical Journey export.');
    actor.send({ type: 'import.start' });
    expect(calls).toEqual([]);
    actor.send({ type: 'files.chosen', files: [checkoutSpecFile, cartSpecFile] });
    expect(selectChoiceError(snapshot())).toBeNull();
    expect(selectChoiceSummary(snapshot())).toBe('2 Playwright files: each test(...) becomes a test case.');
    actor.send({ type: 'files.chosen', files: [exportFile] });
    expect(selectChoiceSummary(snapshot())).toBe('A Critical Journey export with 2 tests.');
    actor.send({ type: 'import.start' });
    actor.send({ type: 'import.start' });
    actor.send({ type: 'dialog.close' });
    expect(selectIsImporting(snapshot())).toBe(true);
    expect(calls).toEqual([['importTestCases', { suiteId: SHOP_SUITE_ID, body: { test_cases: exportResult.test_cases } }]]);
  });

  it('shows the summary, refreshes the tree, and starts afresh after Close', () => {
    const { actor, settle, done, snapshot } = startImport();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'files.chosen', files: [checkoutSpecFile, cartSpecFile] });
    actor.send({ type: 'import.start' });
    settle(doneEvent('importTestCases', importResult));
    expect(snapshot().value).toBe('done');
    expect(selectSummaryText(snapshot())).toBe('Imported 3 tests.');
    expect(selectSummary(snapshot())?.skipped).toEqual(importResult.skipped);
    expect(done).toEqual([['refreshTree', undefined]]);
    actor.send({ type: 'dialog.close' });
    expect(selectIsOpen(snapshot())).toBe(false);
    actor.send({ type: 'dialog.open' });
    expect(snapshot().context).toMatchObject({ files: [], body: null, error: null, result: null });
  });

  it("says 'Imported 1 test.' for one", () => {
    const { actor, settle, snapshot } = startImport();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'files.chosen', files: [checkoutSpecFile] });
    actor.send({ type: 'import.start' });
    settle(doneEvent('importTestCases', { test_cases: importResult.test_cases.slice(0, 1), skipped: [] }));
    expect(selectSummaryText(snapshot())).toBe('Imported 1 test.');
  });

  it('toasts a failed import, with the server message when there is one, and keeps the files for another try', () => {
    const { actor, settle, done, calls, snapshot } = startImport();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'files.chosen', files: [exportFile] });
    actor.send({ type: 'import.start' });
    settle(errorEvent('importTestCases', 'Request body is invalid'));
    expect(snapshot().value).toBe('open');
    expect(selectChosenFiles(snapshot())).toEqual(['shop.critical-journey.json']);
    actor.send({ type: 'import.start' });
    settle(errorEvent('importTestCases', ''));
    expect(done).toEqual([
      ['notifyImportFailed', { title: 'Some error occurred', text: 'Unable to import tests', type: 'error' }],
      ['notifyImportFailed', { title: 'Some error occurred', text: 'Unable to import tests', type: 'error' }],
    ]);
    expect(calls).toHaveLength(2);
  });

  it('exports the project as JSON named after it, and toasts a failure', () => {
    const { actor, settle, calls, done, snapshot } = startImport();
    expect(selectCanExport(snapshot())).toBe(true);
    actor.send({ type: 'export.start' });
    expect(selectIsExporting(snapshot())).toBe(true);
    expect(selectCanOpen(snapshot())).toBe(false);
    actor.send({ type: 'export.start' });
    expect(calls).toEqual([['exportTestCases', { suiteId: SHOP_SUITE_ID }]]);
    settle(doneEvent('exportTestCases', exportResult));
    expect(snapshot().value).toBe('closed');
    expect(done).toEqual([['download', { fileName: 'Shop.critical-journey.json', json: `${JSON.stringify(exportResult, null, 2)}\n` }]]);
    expect(JSON.parse((done[0][1] as { json: string }).json)).toEqual(exportResult);
    actor.send({ type: 'export.start' });
    settle(errorEvent('exportTestCases', 'Project not found'));
    expect(done.slice(1)).toEqual([
      ['notifyExportFailed', { title: 'Some error occurred', text: 'Unable to export tests: Project not found', type: 'error' }],
    ]);
    expect(snapshot().value).toBe('closed');
  });

  it("names the export 'tests' without a project name", () => {
    const { actor, settle, done } = startImport({ suiteId: SHOP_SUITE_ID });
    actor.send({ type: 'export.start' });
    settle(doneEvent('exportTestCases', { test_cases: [] }));
    expect(done).toEqual([['download', expect.objectContaining({ fileName: 'tests.critical-journey.json' })]]);
  });
});
