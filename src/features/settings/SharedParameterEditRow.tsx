/** The inline edit of one shared parameter: a new key, a new value (it starts masked), Save and Cancel. */
import { Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { SharedParameter } from '../../../machines/sharedParameters/sharedParameters.machine';
import { selectEditingError } from '../../../machines/sharedParameters/sharedParameters.selectors';
import { selectEditing, selectIsUpdating } from '../../../machines/listResource/listResource.selectors';
import type { SharedParametersProps } from './sharedParametersProps';

export function SharedParameterEditRow({ snapshot, send, parameter }: SharedParametersProps & { parameter: SharedParameter }) {
  const editing = selectEditing(snapshot);
  const updating = selectIsUpdating(snapshot);
  const error = selectEditingError(snapshot);
  if (!editing) return null;
  return (
    <Table.Row>
      <Table.Cell colSpan={3}>
        {/* Validation is the machine's: the browser's own is switched off with noValidate. */}
        <form
          noValidate
          aria-label={`Editing ${parameter.key}`}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'item.save' });
          }}
        >
          <Stack gap="2">
            <HStack align="start" gap="3" wrap="wrap">
              <Field.Root invalid={error !== null} readOnly={updating} flex="1" minW="40">
                <Input
                  aria-label={`New key for ${parameter.key}`}
                  value={editing.key}
                  autoComplete="off"
                  fontFamily="mono"
                  onChange={(event) => send({ type: 'edit.changed', patch: { key: event.target.value } })}
                />
              </Field.Root>
              <Field.Root invalid={error !== null} readOnly={updating} flex="1" minW="40">
                <Input
                  type="password"
                  aria-label={`New value for ${parameter.key}`}
                  value={editing.value}
                  autoComplete="new-password"
                  onChange={(event) => send({ type: 'edit.changed', patch: { value: event.target.value } })}
                />
              </Field.Root>
              <HStack gap="2">
                <Button type="submit" size="sm" colorPalette="blue" loading={updating} loadingText="Save">
                  Save
                </Button>
                <Button size="sm" variant="ghost" disabled={updating} onClick={() => send({ type: 'edit.cancel' })}>
                  Cancel
                </Button>
              </HStack>
            </HStack>
            {error && (
              <Text color="fg.error" fontSize="sm">
                {error}
              </Text>
            )}
          </Stack>
        </form>
      </Table.Cell>
    </Table.Row>
  );
}
