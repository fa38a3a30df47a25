/** What each part of the import dialog gets: the import machine's snapshot, and where its events go. */
import type { SnapshotFrom } from 'xstate';
import type { TestImportEvent, testImportMachine } from '../../../machines/testImport/testImport.machine';

export type TestImportProps = {
  snapshot: SnapshotFrom<typeof testImportMachine>;
  send: (event: TestImportEvent) => void;
};
