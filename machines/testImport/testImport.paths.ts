/**
 * The path model of import and export: an export file, Playwright spec files, a JSON file that
 * is no export, and a mix, chosen in the dialog; both outcomes of importing and of exporting.
 * One project (with a name) is enough: nothing but the export's file name depends on the input.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import {
  SHOP_PROJECT_NAME,
  SHOP_SUITE_ID,
  cartSpecFile,
  checkoutSpecFile,
  exportFile,
  exportResult,
  importResult,
  packageJsonFile,
} from './testImport.fixtures';
import { testImportObservations, testImportTransitions } from './testImport.expectations';
import { testImportMachine, type ExportResult, type ImportResult, type ImportTestCasesInput } from './testImport.machine';

export * from './testImport.fixtures';

export const testImportPathModel: PathModel<typeof testImportMachine> = {
  machine: testImportMachine,
  inputs: [{ suiteId: SHOP_SUITE_ID, projectName: SHOP_PROJECT_NAME }],
  implementations: {
    actors: {
      importTestCases: neverSettles<ImportResult, ImportTestCasesInput>(),
      exportTestCases: neverSettles<ExportResult, { suiteId: string }>(),
    },
    actions: { notifyImportFailed: () => {}, notifyExportFailed: () => {}, refreshTree: () => {}, download: () => {} },
  },
  events: () => [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'files.chosen', files: [exportFile] },
    { type: 'files.chosen', files: [checkoutSpecFile, cartSpecFile] },
    { type: 'files.chosen', files: [packageJsonFile] },
    { type: 'files.chosen', files: [exportFile, checkoutSpecFile] },
    { type: 'import.start' },
    { type: 'export.start' },
    doneEvent('importTestCases', importResult),
    errorEvent('importTestCases', 'Request body is invalid'),
    doneEvent('exportTestCases', exportResult),
    errorEvent('exportTestCases', 'Project not found'),
  ],
  observations: testImportObservations,
  transitions: testImportTransitions,
};
