/**
 * Settings, 'Shared parameters': the selected project's key and secret value pairs, edited
 * inline, added with the form below, deleted after the app's confirmation. Values are never
 * shown: the table reads eight stars.
 */
import { Code, Table, Text } from '@chakra-ui/react';
import { MASKED_VALUE } from '../../../machines/sharedParameters/sharedParameters.machine';
import { selectParameters } from '../../../machines/sharedParameters/sharedParameters.selectors';
import { selectDeletingId, selectEditing, selectIsDeleting, selectIsUpdating } from '../../../machines/listResource/listResource.selectors';
import { ListItemActions } from '../../ui/ListItemActions';
import { ListResourceStates } from '../../ui/ListResourceStates';
import { AddSharedParameterForm } from './AddSharedParameterForm';
import { SettingsSection } from './SettingsSection';
import { SharedParameterEditRow } from './SharedParameterEditRow';
import type { SharedParametersProps } from './sharedParametersProps';

const DESCRIPTION = 'Values are secrets: they are shown as ******** and never returned after saving; tests receive them as TEST_PARAM_<KEY>.';

function ParameterTable({ snapshot, send }: SharedParametersProps) {
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
            <SharedParameterEditRow key={parameter._id} snapshot={snapshot} send={send} parameter={parameter} />
          ) : (
            <Table.Row key={parameter._id}>
              <Table.Cell>
                <Code>{parameter.key}</Code>
              </Table.Cell>
              <Table.Cell color="fg.muted">{MASKED_VALUE}</Table.Cell>
              <Table.Cell textAlign="end">
                <ListItemActions
                  id={parameter._id}
                  name={parameter.key}
                  updating={updating}
                  deleting={deleting}
                  deletingId={deletingId}
                  send={send}
                />
              </Table.Cell>
            </Table.Row>
          ),
        )}
      </Table.Body>
    </Table.Root>
  );
}

export function SharedParametersView({ snapshot, send }: SharedParametersProps) {
  return (
    <SettingsSection title="Shared parameters" description={DESCRIPTION}>
      <ListResourceStates snapshot={snapshot} send={send} loadingLabel="Loading shared parameters">
        <ParameterTable snapshot={snapshot} send={send} />
        <AddSharedParameterForm snapshot={snapshot} send={send} />
      </ListResourceStates>
    </SettingsSection>
  );
}
