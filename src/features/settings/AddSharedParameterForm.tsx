/** The form that adds a shared parameter: a key and a secret value. */
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { selectDraftError } from '../../../machines/sharedParameters/sharedParameters.selectors';
import { selectDraft, selectIsCreating } from '../../../machines/listResource/listResource.selectors';
import type { SharedParametersProps } from './sharedParametersProps';

export function AddSharedParameterForm({ snapshot, send }: SharedParametersProps) {
  const creating = selectIsCreating(snapshot);
  const draft = selectDraft(snapshot);
  const error = selectDraftError(snapshot);
  return (
    // Validation is the machine's: the browser's own is switched off with noValidate.
    <form
      noValidate
      aria-label="Add shared parameter"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'item.create' });
      }}
    >
      <Stack gap="2">
        <HStack align="start" gap="3" wrap="wrap">
          <Field.Root invalid={error !== null} readOnly={creating} flex="1" minW="40">
            <Field.Label>Key</Field.Label>
            <Input
              value={draft.key}
              placeholder="BASE_URL"
              autoComplete="off"
              fontFamily="mono"
              onChange={(event) => send({ type: 'draft.changed', patch: { key: event.target.value } })}
            />
          </Field.Root>
          <Field.Root invalid={error !== null} readOnly={creating} flex="1" minW="40">
            <Field.Label>Value</Field.Label>
            <Input
              type="password"
              value={draft.value}
              autoComplete="new-password"
              onChange={(event) => send({ type: 'draft.changed', patch: { value: event.target.value } })}
            />
          </Field.Root>
          <Button type="submit" colorPalette="blue" mt="6" loading={creating} loadingText="Add parameter">
            Add parameter
          </Button>
        </HStack>
        {error && (
          <Text color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
      </Stack>
    </form>
  );
}
