/**
 * A project setting picked from a list, saved as soon as one is picked: its label and what it
 * does, a spinner while it saves, the select (disabled while any setting saves).
 */
import { HStack, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';

export interface SettingSelectRowProps {
  /** Names the label's element, which names the select. */
  id: string;
  label: string;
  description: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  saving: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
}

export function SettingSelectRow({ id, label, description, value, options, saving, disabled, onChange }: SettingSelectRowProps) {
  return (
    <HStack justify="space-between" align="start" gap="4">
      <Stack gap="0">
        <Text fontWeight="medium" id={id}>
          {label}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Stack>
      <HStack gap="2">
        {saving && <Spinner size="sm" role="status" aria-label={`Saving ${label}`} />}
        <NativeSelect.Root size="sm" width="24" disabled={disabled}>
          <NativeSelect.Field aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </HStack>
  );
}
