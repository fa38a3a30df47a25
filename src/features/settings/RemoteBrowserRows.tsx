/** The remote browser provider's settings (lambda_test_settings) as key/value rows; secrets are masked. */
import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import type { OrgSettingsEvent } from '../../../machines/orgSettings/orgSettings.machine';
import type { SettingRowView } from '../../../machines/orgSettings/orgSettings.selectors';

type Props = { rows: SettingRowView[]; readOnly: boolean; send: (event: OrgSettingsEvent) => void };

export function RemoteBrowserRows({ rows, readOnly, send }: Props) {
  return (
    <Stack role="group" aria-labelledby="remote-browser-heading" gap="3">
      <Text id="remote-browser-heading" fontWeight="semibold">
        Remote browser
      </Text>
      <Text color="fg.muted" fontSize="sm">
        Credentials of the remote browser provider. Rows without a value are not saved.
      </Text>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the machine addresses each by its position (`index` in its events), and a key is edited in place.
        <HStack key={index} align="start" gap="2" role="group" aria-label={`Setting ${index + 1}`}>
          <Field.Root invalid={row.keyError !== null} readOnly={readOnly} flex="1">
            <Field.Label srOnly>Key</Field.Label>
            <Input
              value={row.key}
              placeholder="Key"
              autoComplete="off"
              onChange={(event) => send({ type: 'row.changed', index, part: 'key', value: event.target.value })}
            />
            {row.keyError && <Field.ErrorText>{row.keyError}</Field.ErrorText>}
          </Field.Root>
          <Field.Root readOnly={readOnly} flex="2">
            <Field.Label srOnly>{row.key ? `Value of ${row.key}` : 'Value'}</Field.Label>
            <Input
              type={row.secret ? 'password' : 'text'}
              value={row.value}
              placeholder="Value"
              autoComplete="off"
              onChange={(event) => send({ type: 'row.changed', index, part: 'value', value: event.target.value })}
            />
          </Field.Root>
          <IconButton
            variant="ghost"
            disabled={readOnly}
            aria-label={`Remove setting ${row.key || index + 1}`}
            onClick={() => send({ type: 'row.remove', index })}
          >
            ×
          </IconButton>
        </HStack>
      ))}
      <Button alignSelf="start" size="sm" variant="outline" disabled={readOnly} onClick={() => send({ type: 'row.add' })}>
        Add setting
      </Button>
    </Stack>
  );
}
