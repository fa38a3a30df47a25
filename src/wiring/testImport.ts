/**
 * Import and export on the Tests page wired to the API: an import refetches the project's
 * tree, an export downloads `<project>.critical-journey.json`.
 */
import { fromPromise } from 'xstate';
import { testImportMachine } from '../../machines/testImport/testImport.machine';
import { exportTestCases, importTestCases } from '../api/importExport';
import { downloadText } from '../app/download';
import { notify } from './page';
import { layoutActors } from './workspace';

export const testImport = testImportMachine.provide({
  actors: {
    importTestCases: fromPromise(({ input }) => importTestCases(input.suiteId, input.body)),
    exportTestCases: fromPromise(({ input }) => exportTestCases(input.suiteId)),
  },
  actions: {
    notifyImportFailed: notify,
    notifyExportFailed: notify,
    refreshTree: () => layoutActors().testTree.send({ type: 'tree.changed' }),
    download: (_, params) => downloadText(params.fileName, params.json, 'application/json'),
  },
});
