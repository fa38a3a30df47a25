/**
 * The fields of an environment, shared by the add form and the inline edit: its name, its
 * optional base URL, and its values as rows of a key, a value and a "Hide value" switch (which only
 * hides what is typed: every saved value is masked). A stored key is fixed and its value starts
 * masked. Validation is the machine's (machines/environments).
 */
import { Box, Button, Checkbox, Code, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { EnvironmentForm, EnvironmentFormErrors, EnvironmentFormPatch } from '../../../machines/environments/environments.machine';
import { optionalMark } from '../testCase/EditorTextField';

export const BASE_URL_PLACEHOLDER = 'https://staging.example.com';
export const BASE_URL_HELP = "Its origin replaces each test's website origin; the test's path is kept. Leave empty to keep the tests' websites.";

type Props = {
  form: EnvironmentForm;
  errors: EnvironmentFormErrors;
  /** While the form is saved. */
  readOnly: boolean;
  /** Names the fields of an edit after its environment ("Name of staging"); the add form's are plain. */
  of?: string;
  change: (patch: EnvironmentFormPatch) => void;
};

export function EnvironmentFields({ form, errors, readOnly, of, change }: Props) {
  const label = (text: string) => (of ? `${text} of ${of}` : text);
  return (
    <Stack gap="3">
      <HStack gap="3" align="start" wrap="wrap">
        <Field.Root invalid={errors.name !== null} readOnly={readOnly} flex="1" minW="40">
          <Field.Label>{label('Name')}</Field.Label>
          <Input value={form.name} placeholder="staging" autoComplete="off" onChange={(event) => change({ name: event.target.value })} />
          {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={errors.baseUrl !== null} readOnly={readOnly} flex="2" minW="56">
          <Field.Label>
            {label('Base URL')}
            <Field.RequiredIndicator fallback={optionalMark} />
          </Field.Label>
          <Input
            value={form.baseUrl}
            placeholder={BASE_URL_PLACEHOLDER}
            autoComplete="off"
            onChange={(event) => change({ baseUrl: event.target.value })}
          />
          {errors.baseUrl ? <Field.ErrorText>{errors.baseUrl}</Field.ErrorText> : <Field.HelperText>{BASE_URL_HELP}</Field.HelperText>}
        </Field.Root>
      </HStack>
      <Stack gap="2" as="fieldset" aria-label={label('Values')}>
        <Text as="legend" fontSize="sm" fontWeight="medium">
          {label('Values')}
        </Text>
        {form.rows.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            No values: the tests use their defaults and the shared parameters.
          </Text>
        )}
        {form.rows.map((row, index) => {
          const position = index + 1;
          const error = errors.rows[index] ?? null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the machine addresses each by its position.
            <Stack key={index} gap="1">
              <HStack gap="2" align="center" wrap="wrap">
                {row.stored ? (
                  <Box flex="1" minW="32">
                    <Code aria-label={`Key ${position}`}>{row.key}</Code>
                  </Box>
                ) : (
                  <Field.Root invalid={error !== null} readOnly={readOnly} flex="1" minW="32">
                    <Input
                      size="sm"
                      aria-label={`Key ${position}`}
                      fontFamily="mono"
                      placeholder="API_TOKEN"
                      autoComplete="off"
                      value={row.key}
                      onChange={(event) => change({ row: index, key: event.target.value })}
                    />
                  </Field.Root>
                )}
                <Field.Root readOnly={readOnly} flex="2" minW="40">
                  <Input
                    size="sm"
                    aria-label={`Value ${position}`}
                    type={row.secret ? 'password' : 'text'}
                    autoComplete={row.secret ? 'new-password' : 'off'}
                    value={row.value}
                    onChange={(event) => change({ row: index, value: event.target.value })}
                  />
                </Field.Root>
                <Checkbox.Root
                  size="sm"
                  checked={row.secret}
                  disabled={readOnly}
                  onCheckedChange={(details) => change({ row: index, secret: details.checked === true })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Hide value</Checkbox.Label>
                </Checkbox.Root>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${row.key.trim() || `value ${position}`}`}
                  disabled={readOnly}
                  onClick={() => change({ removeRow: index })}
                >
                  <LuTrash2 />
                </IconButton>
              </HStack>
              {error && (
                <Text color="fg.error" fontSize="sm">
                  {error}
                </Text>
              )}
            </Stack>
          );
        })}
        <Box>
          <Button size="xs" variant="outline" disabled={readOnly} onClick={() => change({ addRow: true })}>
            <LuPlus /> Add value
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
