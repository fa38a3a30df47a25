/**
 * Settings, 'Shared parameters': the selected project's key and secret value pairs, edited
 * inline, added with the form below, deleted after the app's confirmation. Values are never
 * shown: the table reads eight stars.
 */
import { Button, Code, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import {
  MASKED_VALUE,
  type SharedParameter,
  type SharedParametersEvent,
  type sharedParametersMachine,
} from '../../../machines/sharedParameters/sharedParameters.machine';
import {
  selectDeletingId,
  selectDraft,
  selectDraftError,
  selectEditing,
  selectEditingError,
  selectHasFailed,
  selectHasNoSuite,
  selectIsCreating,
  selectIsDeleting,
  selectIsLoaded,
  selectIsLoading,
  selectIsUpdating,
  selectParameters,
} from '../../../machines/sharedParameters/sharedParameters.selectors';
import { ListLoading } from '../../ui/ListLoading';
import { ErrorBlock } from '../../ui/ErrorBlock';
import { SettingsSection } from './SettingsSection';

type Props = {
  snapshot: SnapshotFrom<typeof sharedParametersMachine>;
  send: (event: SharedParametersEvent) => void;
};

const DESCRIPTION = 'Values are secrets: they are shown as ******** and never returned after saving; tests receive them as TEST_PARAM_<KEY>.';

function EditRow({ snapshot, send, parameter }: Props & { parameter: SharedParameter }) {
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
            send({ type: 'parameter.save' });
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
                  onChange={(event) => send({ type: 'editing.keyChanged', value: event.target.value })}
                />
              </Field.Root>
              <Field.Root invalid={error !== null} readOnly={updating} flex="1" minW="40">
                <Input
                  type="password"
                  aria-label={`New value for ${parameter.key}`}
                  value={editing.value}
                  autoComplete="new-password"
                  onChange={(event) => send({ type: 'editing.valueChanged', value: event.target.value })}
                />
              </Field.Root>
              <HStack gap="2">
                <Button type="submit" size="sm" colorPalette="blue" loading={updating} loadingText="Save">
                  Save
                </Button>
                <Button size="sm" variant="ghost" disabled={updating} onClick={() => send({ type: 'editing.cancel' })}>
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

function ParameterTable({ snapshot, send }: Props) {
  const parameters = selectParameters(snapshot);
  const editing = selectEditing(snapshot);
  const updating = selectIsUpdating(snapshot);
  const deleting = selectIsDeleting(snapshot);
  const deletingId = selectDeletingId(snapshot);
  if (parameters.length === 0) return <Text color="fg.muted">This project has no shared parameters yet.</Text>;
  return (
    <Table.Root aria-label="Shared parameters" size="sm" variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Key</Table.ColumnHeader>
          <Table.ColumnHeader>Value</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {parameters.map((parameter) =>
          editing?.id === parameter._id ? (
            <EditRow key={parameter._id} snapshot={snapshot} send={send} parameter={parameter} />
          ) : (
            <Table.Row key={parameter._id}>
              <Table.Cell>
                <Code>{parameter.key}</Code>
              </Table.Cell>
              <Table.Cell color="fg.muted">{MASKED_VALUE}</Table.Cell>
              <Table.Cell textAlign="end">
                <HStack gap="1" justify="end">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Edit ${parameter.key}`}
                    disabled={updating}
                    onClick={() => send({ type: 'parameter.edit', id: parameter._id })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete ${parameter.key}`}
                    disabled={deleting}
                    loading={deletingId === parameter._id}
                    onClick={() => send({ type: 'parameter.delete', id: parameter._id })}
                  >
                    Delete
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ),
        )}
      </Table.Body>
    </Table.Root>
  );
}

function AddParameterForm({ snapshot, send }: Props) {
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
        send({ type: 'parameter.create' });
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
              onChange={(event) => send({ type: 'draft.keyChanged', value: event.target.value })}
            />
          </Field.Root>
          <Field.Root invalid={error !== null} readOnly={creating} flex="1" minW="40">
            <Field.Label>Value</Field.Label>
            <Input
              type="password"
              value={draft.value}
              autoComplete="new-password"
              onChange={(event) => send({ type: 'draft.valueChanged', value: event.target.value })}
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

export function SharedParametersView({ snapshot, send }: Props) {
  return (
    <SettingsSection title="Shared parameters" description={DESCRIPTION}>
      {selectHasNoSuite(snapshot) && <Text color="fg.muted">No project selected</Text>}
      {selectIsLoading(snapshot) && <ListLoading label="Loading shared parameters" />}
      {selectHasFailed(snapshot) && <ErrorBlock onRetry={() => send({ type: 'parameters.retry' })} />}
      {selectIsLoaded(snapshot) && (
        <>
          <ParameterTable snapshot={snapshot} send={send} />
          <AddParameterForm snapshot={snapshot} send={send} />
        </>
      )}
    </SettingsSection>
  );
}
