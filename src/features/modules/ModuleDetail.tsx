/**
 * The selected module: its name with inline rename, its type, its script with 'Save script',
 * and 'Delete module' (confirmed by the app).
 */
import { Badge, Button, Field, Heading, HStack, IconButton, Stack, Text, Textarea } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { selectDeletingId, selectIsUpdating } from '../../../machines/listResource/listResource.selectors';
import {
  selectCanSaveScript,
  selectIsSavingScript,
  selectRenameValue,
  selectScriptDraft,
  selectSelectedModule,
} from '../../../machines/modules/modules.selectors';
import { InlineNameInput } from '../../ui/InlineNameInput';
import type { ModulesProps } from './moduleProps';

export function ModuleDetail({ snapshot, send }: ModulesProps) {
  const module = selectSelectedModule(snapshot);
  if (!module) {
    return (
      <Stack as="section" aria-label="Module" p="4" borderWidth="1px" rounded="md" justify="center" minH="40">
        <Text color="fg.muted" textAlign="center">
          Select a module to see its script.
        </Text>
      </Stack>
    );
  }
  const renameValue = selectRenameValue(snapshot);
  const updating = selectIsUpdating(snapshot);
  const deleting = selectDeletingId(snapshot) === module.module_id;
  return (
    <Stack as="section" aria-label="Module" gap="4" p="4" borderWidth="1px" rounded="md">
      <HStack gap="2" minH="8">
        {renameValue !== null ? (
          <InlineNameInput
            label="Module name"
            saveLabel="Save name"
            cancelLabel="Cancel rename"
            value={renameValue}
            saving={updating}
            placeholder={module.name}
            onChange={(value) => send({ type: 'edit.changed', patch: { name: value } })}
            onSave={() => send({ type: 'item.save', part: 'name' })}
            onCancel={() => send({ type: 'edit.changed', patch: { name: null } })}
          />
        ) : (
          <>
            <Heading as="h2" size="lg" truncate>
              {module.name}
            </Heading>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Rename ${module.name}`}
              disabled={updating}
              onClick={() => send({ type: 'edit.changed', patch: { name: module.name } })}
            >
              <LuPencil />
            </IconButton>
          </>
        )}
      </HStack>
      <HStack gap="2">
        <Text color="fg.muted" fontSize="sm">
          Type
        </Text>
        <Badge>{module.module_type}</Badge>
        {module.test_case_id && (
          <Text color="fg.muted" fontSize="sm">
            Made from a test
          </Text>
        )}
      </HStack>
      <Field.Root readOnly={updating}>
        <Field.Label>Script</Field.Label>
        <Textarea
          value={selectScriptDraft(snapshot)}
          rows={12}
          fontFamily="mono"
          fontSize="sm"
          placeholder="This module has no script yet."
          onChange={(event) => send({ type: 'edit.changed', patch: { script: event.target.value } })}
        />
      </Field.Root>
      <HStack justify="space-between">
        <Button
          colorPalette="blue"
          disabled={!selectCanSaveScript(snapshot)}
          loading={selectIsSavingScript(snapshot)}
          loadingText="Save script"
          onClick={() => send({ type: 'item.save', part: 'script' })}
        >
          Save script
        </Button>
        <Button
          variant="outline"
          colorPalette="red"
          aria-label={`Delete module ${module.name}`}
          loading={deleting}
          loadingText="Delete module"
          onClick={() => send({ type: 'item.delete', id: module.module_id })}
        >
          <LuTrash2 /> Delete module
        </Button>
      </HStack>
    </Stack>
  );
}
