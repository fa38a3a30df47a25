/**
 * Import and export on the Tests page: an import refetches the project's tree, an export
 * downloads `<project>.critical-journey.json` (the wiring: src/wiring/testImport.ts).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { testImport } from '../../wiring/testImport';
import { TestImportDialog } from './TestImportDialog';

function TestImport({ suiteId, projectName }: { suiteId: string; projectName: string | null }) {
  const actor = useActorRef(testImport, { input: { suiteId, projectName } });
  return <TestImportDialog snapshot={useSelector(actor, (s) => s)} send={actor.send} />;
}

/** One actor per project (and name, which names the export). */
export function TestImportScreen({ suiteId, projectName }: { suiteId: string; projectName: string | null }) {
  return <TestImport key={`${suiteId}:${projectName ?? ''}`} suiteId={suiteId} projectName={projectName} />;
}
