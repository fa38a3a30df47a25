/**
 * Import and export on the Tests page, wired to the API: an import refetches the project's
 * tree, an export downloads `<project>.critical-journey.json`.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { testImportMachine } from '../../../machines/testImport/testImport.machine';
import { exportTestCases, importTestCases } from '../../api/importExport';
import { layoutActors } from '../../app/appActors';
import { downloadText } from '../../app/download';
import { notify } from '../../app/pageActors';
import { TestImportDialog } from './TestImportDialog';

const testImport = testImportMachine.provide({
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

function TestImport({ suiteId, projectName }: { suiteId: string; projectName: string | null }) {
  const actor = useActorRef(testImport, { input: { suiteId, projectName } });
  return <TestImportDialog snapshot={useSelector(actor, (s) => s)} send={actor.send} />;
}

/** One actor per project (and name, which names the export). */
export function TestImportScreen({ suiteId, projectName }: { suiteId: string; projectName: string | null }) {
  return <TestImport key={`${suiteId}:${projectName ?? ''}`} suiteId={suiteId} projectName={projectName} />;
}
