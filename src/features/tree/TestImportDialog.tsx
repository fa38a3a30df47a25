/**
 * Import and export of the project's tests on the Tests page: the 'Import' and 'Export'
 * buttons, and the 'Import tests' dialog around its two bodies: choosing files
 * (TestImportChoosing.tsx), then what was imported and what was skipped (TestImportSummary.tsx).
 */
import { Button, Dialog, HStack, Portal } from '@chakra-ui/react';
import { LuDownload, LuUpload } from 'react-icons/lu';
import {
  selectCanClose,
  selectCanExport,
  selectCanImport,
  selectCanOpen,
  selectIsExporting,
  selectIsImporting,
  selectIsOpen,
  selectSummary,
} from '../../../machines/testImport/testImport.selectors';
import { TestImportChoosing } from './TestImportChoosing';
import type { TestImportProps } from './testImportProps';
import { TestImportSummary } from './TestImportSummary';

/** The page's 'Import' and 'Export' buttons with the import dialog. */
export function TestImportDialog({ snapshot, send }: TestImportProps) {
  const importing = selectIsImporting(snapshot);
  const done = selectSummary(snapshot) !== null;
  return (
    <>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={!selectCanOpen(snapshot)} onClick={() => send({ type: 'dialog.open' })}>
          <LuUpload /> Import
        </Button>
        <Button
          size="sm"
          variant="outline"
          loading={selectIsExporting(snapshot)}
          loadingText="Export"
          disabled={!selectCanExport(snapshot)}
          onClick={() => send({ type: 'export.start' })}
        >
          <LuDownload /> Export
        </Button>
      </HStack>
      <Dialog.Root
        open={selectIsOpen(snapshot)}
        lazyMount
        unmountOnExit
        closeOnEscape={!importing}
        closeOnInteractOutside={!importing}
        onOpenChange={(details) => !details.open && send({ type: 'dialog.close' })}
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxW="lg">
              <Dialog.Header>
                <Dialog.Title>Import tests</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{done ? <TestImportSummary snapshot={snapshot} /> : <TestImportChoosing snapshot={snapshot} send={send} />}</Dialog.Body>
              <Dialog.Footer>
                {done ? (
                  <Button onClick={() => send({ type: 'dialog.close' })}>Close</Button>
                ) : (
                  <>
                    <Button variant="outline" disabled={!selectCanClose(snapshot)} onClick={() => send({ type: 'dialog.close' })}>
                      Cancel
                    </Button>
                    <Button
                      loading={importing}
                      loadingText="Import"
                      disabled={!importing && !selectCanImport(snapshot)}
                      onClick={() => send({ type: 'import.start' })}
                    >
                      Import
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
