/** The 'Import tests' dialog once the import is done: how many were imported, and each test skipped with why. */
import { Box, Stack, Text } from '@chakra-ui/react';
import { selectSummary, selectSummaryText } from '../../../machines/testImport/testImport.selectors';
import type { TestImportProps } from './testImportProps';

export function TestImportSummary({ snapshot }: Pick<TestImportProps, 'snapshot'>) {
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
