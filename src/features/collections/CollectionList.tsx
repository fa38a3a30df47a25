/** The project's collections: name, number of tests, schedule in words and the last group's status. */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { selectRows } from '../../../machines/collections/collections.selectors';
import type { CollectionsProps } from './collectionsProps';
import { statusLabel } from './runFormat';
import { RunStatusIcon } from '../runs/RunStatusIcon';

export function CollectionList({ snapshot, send }: Pick<CollectionsProps, 'snapshot' | 'send'>) {
  const rows = selectRows(snapshot);
  return (
    <Stack as="ul" aria-label="Test suites" gap="1" listStyleType="none">
      {rows.map((row) => (
        <Box as="li" key={row.id}>
          <Button
            variant={row.selected ? 'subtle' : 'ghost'}
            aria-current={row.selected ? 'true' : undefined}
            width="full"
            height="auto"
            py="2"
            justifyContent="flex-start"
            textAlign="start"
            onClick={() => send({ type: 'collection.select', id: row.id })}
          >
            <Stack gap="0.5" minW="0" flex="1">
              <HStack gap="2">
                <Text fontWeight="semibold" truncate>
                  {row.name}
                </Text>
                <Text color="fg.muted" fontSize="xs" ms="auto" whiteSpace="nowrap">
                  {row.testCount === 1 ? '1 test' : `${row.testCount} tests`}
                </Text>
              </HStack>
              <HStack gap="1.5" color="fg.muted" fontSize="xs" fontWeight="normal">
                {row.lastStatus ? <RunStatusIcon status={row.lastStatus} /> : null}
                <Text>{row.lastStatus ? statusLabel(row.lastStatus) : 'Not run yet'}</Text>
                <Text aria-hidden>·</Text>
                <Text truncate>{row.schedule}</Text>
              </HStack>
            </Stack>
          </Button>
        </Box>
      ))}
    </Stack>
  );
}
