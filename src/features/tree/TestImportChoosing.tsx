/**
 * The 'Import tests' dialog while files are chosen: what it accepts, the file input, the chosen
 * files and what they hold. The view reads the files' text and hands it to the machine, which
 * decides what they are.
 */
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { ACCEPTED_FILES } from '../../../machines/testImport/testImport.machine';
import { selectChoiceError, selectChoiceSummary, selectChosenFiles, selectIsImporting } from '../../../machines/testImport/testImport.selectors';
import type { TestImportProps } from './testImportProps';

export const IMPORT_EXPLANATION =
  'A Critical Journey export (.json), or Playwright spec files: each test(...) becomes a test case that keeps its script.';

async function chooseFiles(event: ChangeEvent<HTMLInputElement>, send: TestImportProps['send']) {
  const files = await Promise.all([...(event.target.files ?? [])].map(async (file) => ({ name: file.name, text: await file.text() })));
  send({ type: 'files.chosen', files });
}

export function TestImportChoosing({ snapshot, send }: TestImportProps) {
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
