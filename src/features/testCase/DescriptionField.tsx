/** The plain-language description with `@parameter` mentions: the keys it mentions show under it. */
import { Badge, Field, HStack, Text, Textarea } from '@chakra-ui/react';
import {
  selectFieldError,
  selectFields,
  selectInvalidMentionKeys,
  selectIsBusy,
  selectMentionedKeys,
} from '../../../machines/testCaseEditor/testCaseEditor.selectors';
import type { EditorProps } from './editorTypes';

export function DescriptionField({ snapshot, send }: EditorProps) {
  const error = selectFieldError(snapshot, 'description');
  const keys = selectMentionedKeys(snapshot);
  // Mentions are checked as they are typed: a key the server would misread is worth knowing early.
  const invalid = selectInvalidMentionKeys(snapshot);
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
        onChange={(event) => send({ type: 'field.changed', field: 'description', value: event.target.value })}
      />
      {!error && invalid.length === 0 && <Field.HelperText>Type @ and a key to use a test parameter.</Field.HelperText>}
      {(error || invalid.length > 0) && (
        <Field.ErrorText>
          {error ?? 'Invalid parameter key'}
          {invalid.length > 0 && `: ${invalid.map((key) => `@${key}`).join(', ')}`}
        </Field.ErrorText>
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
