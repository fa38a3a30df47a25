/**
 * Import and export of the project's tests on the Tests page: the 'Import' and 'Export'
 * buttons, and the 'Import tests' dialog (choose files, import, see what was imported and what
 * was skipped). The view reads the chosen files' text and hands them to the machine, which
 * decides what they are.
 */
import { Box, Button, Dialog, Field, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { LuDownload, LuUpload } from 'react-icons/lu';
import type { SnapshotFrom } from 'xstate';
import { ACCEPTED_FILES, type TestImportEvent, type testImportMachine } from '../../../machines/testImport/testImport.machine';
import {
  selectCanClose,
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
} from '../../../machines/testImport/testImport.selectors';

type Props = {
  snapshot: SnapshotFrom<typeof testImportMachine>;
  send: (event: TestImportEvent) => void;
};

export const IMPORT_EXPLANATION =
  'A Critical Journey export (.json), or Playwright spec files: each test(...) becomes a test case that keeps its script.';

async function chooseFiles(event: ChangeEvent<HTMLInputElement>, send: Props['send']) {
  const files = await Promise.all([...(event.target.files ?? [])].map(async (file) => ({ name: file.name, text: await file.text() })));
  send({ type: 'files.chosen', files });
}

function ChoosingBody({ snapshot, send }: Props) {
  const importing = selectIsImporting(snapshot);
  const error = selectChoiceError(snapshot);
  const files = selectChosenFiles(snapshot);
  const summary = selectChoiceSummary(snapshot);
  return (
    <Stack gap="4">
      <Text color="fg.muted">{IMPORT_EXPLANATION}</Text>
      <Field.Root invalid={error !== null} disabled={importing}>
        <Field.Label>Files</Field.Label>
        <Input type="file" multiple accept={ACCEPTED_FILES} p="1.5" onChange={(event) => void chooseFiles(event, send)} />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      {files.length > 0 && (
        <Stack gap="1">
          <Stack as="ul" gap="0.5" aria-label="Chosen files" listStyleType="none" fontFamily="mono" fontSize="sm">
            {files.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </Stack>
          {summary && (
            <Text fontSize="sm" color="fg.muted">
              {summary}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function SummaryBody({ snapshot }: Pick<Props, 'snapshot'>) {
  const summary = selectSummary(snapshot);
  if (!summary) return null;
  return (
    <Stack gap="3">
      <Text fontWeight="medium" role="status">
        {selectSummaryText(snapshot)}
      </Text>
      {summary.skipped.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm">Skipped:</Text>
          <Stack as="ul" gap="2" aria-label="Skipped tests" listStyleType="none">
            {summary.skipped.map((skipped) => (
              <Box as="li" key={`${skipped.name}:${skipped.reason}`} fontSize="sm">
                <Text fontFamily="mono">{skipped.name}</Text>
                <Text color="fg.muted">{skipped.reason}</Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/** The page's 'Import' and 'Export' buttons with the import dialog. */
export function TestImportDialog({ snapshot, send }: Props) {
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
              <Dialog.Body>{done ? <SummaryBody snapshot={snapshot} /> : <ChoosingBody snapshot={snapshot} send={send} />}</Dialog.Body>
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
