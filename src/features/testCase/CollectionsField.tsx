/**
 * The test suites (collections) a test belongs to. The form keeps the chosen ids; they are saved
 * after the test itself with their own operation (`PATCH test-cases/{id}/collections`, E-26).
 */
import { Checkbox, CheckboxGroup, Fieldset, Stack, Text } from '@chakra-ui/react';
import { selectFields, selectIsBusy } from '../../../machines/testCaseEditor/testCaseEditor.selectors';
import type { EditorProps, TestSuiteChoice } from './editorTypes';

export function CollectionsField({ snapshot, send, collections }: EditorProps & { collections: TestSuiteChoice[] }) {
  const { collectionIds } = selectFields(snapshot);
  return (
    <Fieldset.Root disabled={selectIsBusy(snapshot)}>
      <Fieldset.Legend>Test suites</Fieldset.Legend>
      {collections.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          This project has no test suites.
        </Text>
      ) : (
        <CheckboxGroup value={collectionIds} onValueChange={(ids) => send({ type: 'collections.changed', ids })}>
          <Stack gap="2">
            {collections.map((collection) => (
              <Checkbox.Root key={collection._id} value={collection._id}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{collection.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </CheckboxGroup>
      )}
    </Fieldset.Root>
  );
}
