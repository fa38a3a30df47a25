/**
 * 'Override run parameters' (spec sections 3 and 5): rows of a key (only the test's own
 * parameters no other row uses) and a value, 'Add Key-Value Pair', an optional website URL,
 * retries, the environment (None or one of the project's), and Run. It renders a runOverrides
 * snapshot and sends events; the machine decides what is allowed.
 */
import { Box, Button, Dialog, Field, HStack, IconButton, Input, NativeSelect, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import { LuPlay, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { RunOverridesEvent, runOverridesMachine } from '../../../machines/runOverrides/runOverrides.machine';
import { selectForm, selectIsLoading, selectIsOpen, type OverrideRowView } from '../../../machines/runOverrides/runOverrides.selectors';
import { optionalMark } from '../testCase/EditorTextField';
import { OVERRIDE_LABEL } from './RunButton';
import { MAX_RETRIES } from '../../../rules/runRetries';
import type { EnvironmentOption } from '../../../machines/environments/environments.selectors';
import { EnvironmentSelect } from './EnvironmentSelect';

type Props = {
  snapshot: SnapshotFrom<typeof runOverridesMachine>;
  send: (event: RunOverridesEvent) => void;
  /** The project's environments (Settings → Environments). */
  environments: ReadonlyArray<EnvironmentOption>;
};

export const NO_PARAMETERS_TEXT = 'This test has no parameters.';
export const WEBSITE_URL_PLACEHOLDER = 'https://staging.example.com';
export const RETRIES_HELP = 'Run the test again after a failure, up to this many times; a pass on a retry is marked flaky.';
export const ENVIRONMENT_HELP = "Its base URL and values replace the test's website and defaults; the values and website URL above still win.";
const RETRY_CHOICES = Array.from({ length: MAX_RETRIES + 1 }, (_, retries) => retries);

function Row({ row, index, send }: { row: OverrideRowView; index: number; send: Props['send'] }) {
  const position = index + 1;
  return (
    <HStack gap="2" align="start">
      <NativeSelect.Root size="sm" width="40%">
        <NativeSelect.Field
          aria-label={`Key ${position}`}
          value={row.key}
          onChange={(event) => send({ type: 'row.keyChanged', index, key: event.target.value })}
        >
          {row.keyOptions.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input
        size="sm"
        flex="1"
        aria-label={`Value ${position}`}
        placeholder={row.defaultValue}
        value={row.value}
        onChange={(event) => send({ type: 'row.valueChanged', index, value: event.target.value })}
      />
      <IconButton size="sm" variant="ghost" aria-label={`Remove ${row.key}`} onClick={() => send({ type: 'row.remove', index })}>
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}

function Form({ snapshot, send, environments }: Props) {
  const form = selectForm(snapshot);
  return (
    <Stack gap="4">
      <Stack gap="2">
        {form.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the machine addresses each by its position (`index` in its events).
          <Row key={`${index}:${row.key}`} row={row} index={index} send={send} />
        ))}
        {!form.hasParameters && (
          <Text color="fg.muted" fontSize="sm">
            {NO_PARAMETERS_TEXT}
          </Text>
        )}
        <Box>
          <Button size="xs" variant="outline" disabled={!form.canAddRow} onClick={() => send({ type: 'row.add' })}>
            <LuPlus /> Add Key-Value Pair
          </Button>
        </Box>
      </Stack>
      <Field.Root invalid={form.websiteUrlError !== null}>
        <Field.Label>
          Website URL
          <Field.RequiredIndicator fallback={optionalMark} />
        </Field.Label>
        <Input
          placeholder={WEBSITE_URL_PLACEHOLDER}
          value={form.websiteUrl}
          onChange={(event) => send({ type: 'websiteUrl.changed', value: event.target.value })}
        />
        <Field.ErrorText>{form.websiteUrlError}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Retries</Field.Label>
        <NativeSelect.Root size="sm" width="24">
          <NativeSelect.Field
            value={String(form.retries)}
            onChange={(event) => send({ type: 'retries.changed', retries: Number(event.target.value) })}
          >
            {RETRY_CHOICES.map((retries) => (
              <option key={retries} value={retries}>
                {retries === 0 ? 'None' : retries}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{RETRIES_HELP}</Field.HelperText>
      </Field.Root>
      <EnvironmentSelect
        label="Environment"
        allLabel="None"
        options={environments}
        by="id"
        value={form.environment}
        help={ENVIRONMENT_HELP}
        onChange={(environment) => send({ type: 'environment.changed', environment })}
      />
    </Stack>
  );
}

export function RunOverridesDialog({ snapshot, send, environments }: Props) {
  const loading = selectIsLoading(snapshot);
  return (
    <Dialog.Root
      open={selectIsOpen(snapshot)}
      closeOnInteractOutside={false}
      onOpenChange={(details) => !details.open && send({ type: 'overrides.cancel' })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="lg">
            <Box
              as="form"
              display="contents"
              aria-label={OVERRIDE_LABEL}
              onSubmit={(event: React.FormEvent) => {
                event.preventDefault();
                send({ type: 'overrides.submit' });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{OVERRIDE_LABEL}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {loading ? (
                  <Spinner role="status" aria-label="Loading the test parameters" />
                ) : (
                  <Form snapshot={snapshot} send={send} environments={environments} />
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => send({ type: 'overrides.cancel' })}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="green" disabled={loading || !selectForm(snapshot).canSubmit}>
                  <LuPlay /> Run
                </Button>
              </Dialog.Footer>
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
