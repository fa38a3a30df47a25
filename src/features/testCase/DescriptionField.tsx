/**
 * The plain-language description with `@parameter` mentions: typing @ opens a list of the
 * parameters to mention (D-41), and the keys it mentions show under it.
 */
import { Badge, Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  selectFieldError,
  selectFields,
  selectInvalidMentionKeys,
  selectIsBusy,
  selectMentionedKeys,
  selectMentionSuggestions,
} from '../../../machines/testCaseEditor/testCaseEditor.selectors';
import type { EditorProps } from './editorTypes';

function MentionSuggestions({ suggestions, send }: { suggestions: string[]; send: EditorProps['send'] }) {
  return (
    <Box borderWidth="1px" rounded="md" p="2" mt="1" bg="bg.panel" role="group" aria-label="Parameter suggestions">
      {suggestions.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No parameters yet: type a new key (letters, digits and underscores).
        </Text>
      ) : (
        <Stack as="ul" gap="0.5" listStyleType="none">
          {suggestions.map((key) => (
            <li key={key}>
              <Button size="xs" variant="ghost" onClick={() => send({ type: 'mention.pick', key })}>
                @{key}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function DescriptionField({ snapshot, send, sharedKeys = [] }: EditorProps & { sharedKeys?: string[] }) {
  const error = selectFieldError(snapshot, 'description');
  const keys = selectMentionedKeys(snapshot);
  // Mentions are checked as they are typed: a key the server would misread is worth knowing early.
  const invalid = selectInvalidMentionKeys(snapshot);
  const suggestions = selectMentionSuggestions(snapshot, sharedKeys);
  return (
    <Field.Root required invalid={error !== null || invalid.length > 0} readOnly={selectIsBusy(snapshot)}>
      <Field.Label>
        Description
        <Field.RequiredIndicator />
      </Field.Label>
      <Textarea
        value={selectFields(snapshot).description}
        rows={6}
        placeholder="Add a mug to the cart and pay with @CARD_NUMBER"
        onChange={(event) => send({ type: 'field.changed', field: 'description', value: event.target.value, caret: event.target.selectionStart })}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && suggestions) send({ type: 'mention.dismiss' });
        }}
      />
      {suggestions && <MentionSuggestions suggestions={suggestions} send={send} />}
      {!error && invalid.length === 0 && <Field.HelperText>Type @ and a key to use a test parameter.</Field.HelperText>}
      {/* The rule's message as written (V-09, V-10); the keys that break it are listed apart. */}
      {(error || invalid.length > 0) && <Field.ErrorText>{error ?? 'Invalid parameter key'}</Field.ErrorText>}
      {invalid.length > 0 && (
        <HStack gap="1" wrap="wrap" aria-label="Invalid parameter keys" role="list">
          {invalid.map((key) => (
            <Badge key={key} role="listitem" variant="subtle" colorPalette="red">
              @{key}
            </Badge>
          ))}
        </HStack>
      )}
      {keys.length > 0 && (
        <HStack gap="1" wrap="wrap" aria-label="Test parameters" role="list">
          <Text fontSize="sm" color="fg.muted">
            Parameters:
          </Text>
          {keys.map((key) => (
            <Badge key={key} role="listitem" variant="subtle" colorPalette="blue">
              @{key}
            </Badge>
          ))}
        </HStack>
      )}
    </Field.Root>
  );
}
