/**
 * Settings, 'Environments': the selected project's environments (staging, production…), each
 * with its base URL and its values' keys (values are secrets: eight stars), edited inline,
 * added with the form below, deleted after the app's confirmation. Driven by
 * machines/environments; see docs/runs.md#environments.
 */
import { Button, Code, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { MASKED_VALUE } from '../../../machines/environments/environments.machine';
import { selectDraftErrors, selectEditErrors, selectEnvironments } from '../../../machines/environments/environments.selectors';
import {
  selectDeletingId,
  selectDraft,
  selectEditing,
  selectIsCreating,
  selectIsDeleting,
  selectIsUpdating,
} from '../../../machines/listResource/listResource.selectors';
import { ListItemActions } from '../../ui/ListItemActions';
import { ListResourceStates } from '../../ui/ListResourceStates';
import { EnvironmentFields } from './EnvironmentFields';
import type { EnvironmentsProps } from './environmentsProps';
import { SettingsSection } from './SettingsSection';

const DESCRIPTION =
  "Run the same tests against staging, production…: a base URL replaces each test's website origin, and values override the tests' defaults and the shared parameters. Values are secrets: they are shown as ******** and never returned after saving.";
export const NO_ENVIRONMENTS_TEXT = "No environments yet: runs use the tests' own websites and values.";
export const NO_BASE_URL_TEXT = "Tests' own websites";

function EditForm({ snapshot, send, name }: EnvironmentsProps & { name: string }) {
  const editing = selectEditing(snapshot);
  const errors = selectEditErrors(snapshot);
  const updating = selectIsUpdating(snapshot);
  if (!editing || !errors) return null;
  return (
    // Validation is the machine's: the browser's own is switched off with noValidate.
    <form
      noValidate
      aria-label={`Editing ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'item.save' });
      }}
    >
      <Stack gap="3">
        <EnvironmentFields form={editing} errors={errors} readOnly={updating} of={name} change={(patch) => send({ type: 'edit.changed', patch })} />
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="blue" loading={updating} loadingText="Save">
            Save
          </Button>
          <Button size="sm" variant="ghost" disabled={updating} onClick={() => send({ type: 'edit.cancel' })}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function EnvironmentList({ snapshot, send }: EnvironmentsProps) {
  const environments = selectEnvironments(snapshot);
  const editing = selectEditing(snapshot);
  const updating = selectIsUpdating(snapshot);
  const deleting = selectIsDeleting(snapshot);
  const deletingId = selectDeletingId(snapshot);
  if (environments.length === 0) return <Text color="fg.muted">{NO_ENVIRONMENTS_TEXT}</Text>;
  return (
    <Stack as="ul" aria-label="Environments" gap="0" borderWidth="1px" rounded="md" listStyleType="none">
      {environments.map((environment) => (
        <Stack as="li" key={environment._id} aria-label={environment.name} px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
          {editing?.id === environment._id ? (
            <EditForm snapshot={snapshot} send={send} name={environment.name} />
          ) : (
            <HStack justify="space-between" align="start" gap="3">
              <Stack gap="1" minW="0">
                <Text fontWeight="medium">{environment.name}</Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {environment.base_url ?? NO_BASE_URL_TEXT}
                </Text>
                {Object.keys(environment.values).length > 0 && (
                  <Wrap gap="1" aria-label={`Values of ${environment.name}`}>
                    {Object.keys(environment.values).map((key) => (
                      <Code key={key} size="sm">
                        {key} = {MASKED_VALUE}
                      </Code>
                    ))}
                  </Wrap>
                )}
              </Stack>
              <ListItemActions
                id={environment._id}
                name={environment.name}
                updating={updating}
                deleting={deleting}
                deletingId={deletingId}
                send={send}
              />
            </HStack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

function AddEnvironmentForm({ snapshot, send }: EnvironmentsProps) {
  const creating = selectIsCreating(snapshot);
  const draft = selectDraft(snapshot);
  const touched = draft.name !== '' || draft.baseUrl !== '' || draft.rows.length > 0;
  return (
    <form
      noValidate
      aria-label="Add an environment"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'item.create' });
      }}
    >
      <Stack gap="3">
        <Heading as="h3" size="sm">
          Add an environment
        </Heading>
        <EnvironmentFields
          form={draft}
          errors={selectDraftErrors(snapshot)}
          readOnly={creating}
          change={(patch) => send({ type: 'draft.changed', patch })}
        />
        <HStack gap="2">
          <Button type="submit" colorPalette="blue" loading={creating} loadingText="Add environment">
            Add environment
          </Button>
          {touched && !creating && (
            <Button variant="ghost" onClick={() => send({ type: 'draft.clear' })}>
              Clear
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}

export function EnvironmentsView({ snapshot, send }: EnvironmentsProps) {
  return (
    <SettingsSection title="Environments" description={DESCRIPTION}>
      <ListResourceStates snapshot={snapshot} send={send} loadingLabel="Loading environments">
        <EnvironmentList snapshot={snapshot} send={send} />
        <AddEnvironmentForm snapshot={snapshot} send={send} />
      </ListResourceStates>
    </SettingsSection>
  );
}
