/**
 * Picking a collection's tests from the project's tree: a search box, then folders and tests
 * with a box each (a folder's box picks every test under it that the search keeps).
 */
import { Box, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { CollectionFormEvent, collectionFormMachine } from '../../../machines/collections/collectionForm.machine';
import {
  selectHasNoTests,
  selectIsSaving,
  selectPickedCount,
  selectPickerRows,
  selectSearch,
} from '../../../machines/collections/collectionForm.selectors';
import { StatusIcon } from '../tree/StatusIcon';

export type CollectionFormProps = {
  snapshot: SnapshotFrom<typeof collectionFormMachine>;
  send: (event: CollectionFormEvent) => void;
};

export function TestPicker({ snapshot, send }: CollectionFormProps) {
  const rows = selectPickerRows(snapshot);
  const saving = selectIsSaving(snapshot);
  const picked = selectPickedCount(snapshot);
  if (selectHasNoTests(snapshot)) return <Text color="fg.muted">This project has no tests yet.</Text>;
  return (
    <Stack gap="2" role="group" aria-label="Tests">
      <Input
        size="sm"
        aria-label="Search tests"
        placeholder="Search tests"
        value={selectSearch(snapshot)}
        readOnly={saving}
        onChange={(event) => send({ type: 'search.changed', value: event.target.value })}
      />
      <Box maxH="72" overflowY="auto" borderWidth="1px" rounded="md" p="2">
        {rows.length === 0 && <Text color="fg.muted">No tests match the search.</Text>}
        {rows.map((row) => (
          <Checkbox.Root
            key={row.key}
            display="flex"
            size="sm"
            py="1"
            ps={`${row.depth * 1.25}rem`}
            checked={row.checked}
            disabled={saving}
            onCheckedChange={(details) => send({ type: 'tests.toggled', ids: row.testIds, selected: details.checked === true })}
          >
            {/* The library draws a mixed box but leaves its input plain: the input's own
                indeterminate state is what assistive technology reads as "mixed". */}
            <Checkbox.HiddenInput
              ref={(input) => {
                if (input) input.indeterminate = row.checked === 'indeterminate';
              }}
            />
            <Checkbox.Control />
            <Checkbox.Label display="flex" alignItems="center" gap="1.5" fontWeight={row.isFolder ? 'semibold' : 'normal'}>
              {!row.isFolder && <StatusIcon state={row.state} />}
              {row.name}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Box>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {picked === 1 ? '1 test picked' : `${picked} tests picked`}
      </Text>
    </Stack>
  );
}
