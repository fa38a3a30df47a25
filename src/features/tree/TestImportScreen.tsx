/**
 * Import and export on the Tests page, wired to the API: an import refetches the project's
 * tree, an export downloads `<project>.critical-journey.json`.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { testImportMachine } from '../../../machines/testImport/testImport.machine';
import { exportTestCases, importTestCases } from '../../api/importExport';
import { layoutActors } from '../../app/appActors';
import { emittedListener } from '../../app/emittedListener';
import { showToast } from '../../ui/toaster';
import { TestImportDialog } from './TestImportDialog';

const testImport = testImportMachine.provide({
  actors: {
    importTestCases: fromPromise(({ input }) => importTestCases(input.suiteId, input.body)),
    exportTestCases: fromPromise(({ input }) => exportTestCases(input.suiteId)),
  },
  actions: {
    notifyImportFailed: (_, params) => showToast(params),
    notifyExportFailed: (_, params) => showToast(params),
  },
});

/** Saves `text` as a file through a temporary link. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function TestImport({ suiteId, projectName }: { suiteId: string; projectName: string | null }) {
  const actor = useActorRef(testImport, { input: { suiteId, projectName } });
  useActorRef(emittedListener, {
    input: {
      actor,
      handlers: {
        'tests.imported': () => layoutActors().testTree.send({ type: 'tree.changed' }),
        'export.ready': (event) => download(String(event.fileName), String(event.json)),
      },
    },
  });
  return <TestImportDialog snapshot={useSelector(actor, (s) => s)} send={actor.send} />;
}

/** One actor per project (and name, which names the export). */
export function TestImportScreen({ suiteId, projectName }: { suiteId: string; projectName: string | null }) {
  return <TestImport key={`${suiteId}:${projectName ?? ''}`} suiteId={suiteId} projectName={projectName} />;
}
