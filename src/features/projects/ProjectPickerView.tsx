/**
 * The project picker: a button labelled 'Project' with the selected project's name (or
 * 'Select a project') opening a list with 'New project' first, then every project; rename
 * inline, delete after confirmation.
 */
import { Box, Button, Flex, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { SnapshotFrom } from 'xstate';
import type { ProjectPickerEvent, projectPickerMachine } from '../../../machines/projectPicker/projectPicker.machine';
import {
  selectDraftName,
  selectIsBusy,
  selectIsCreating,
  selectIsOpen,
  selectRenamingId,
} from '../../../machines/projectPicker/projectPicker.selectors';
import { InlineNameInput } from '../../ui/InlineNameInput';

export type Project = { test_suite_id: string; name: string };

type Props = {
  snapshot: SnapshotFrom<typeof projectPickerMachine>;
  send: (event: ProjectPickerEvent) => void;
  projects: Project[];
  selected: Project | null;
};

export function ProjectPickerView({ snapshot, send, projects, selected }: Props) {
  const draftName = selectDraftName(snapshot);
  const renamingId = selectRenamingId(snapshot);
  const saving = selectIsBusy(snapshot);
  const editor = (placeholder: string) => (
    <InlineNameInput
      label="Project name"
      value={draftName}
      saving={saving}
      placeholder={placeholder}
      onChange={(value) => send({ type: 'draft.changed', value })}
      onSave={() => send({ type: 'draft.save' })}
      onCancel={() => send({ type: 'draft.cancel' })}
    />
  );
  return (
    <Popover.Root
      open={selectIsOpen(snapshot)}
      onOpenChange={(details) => send({ type: details.open ? 'picker.open' : 'picker.close' })}
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        {/* Named by its content ('Project Checkout'): the name holds what the button shows. */}
        <Button variant="outline" size="sm">
          <Text as="span" color="fg.muted">
            Project
          </Text>
          <Text as="span" fontWeight="semibold" truncate maxW="48">
            {selected?.name ?? 'Select a project'}
          </Text>
          <LuChevronDown />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="72" maxH="96" overflowY="auto">
            <Popover.Body p="2">
              <Stack gap="1" role="list" aria-label="Projects">
                <Box role="listitem">
                  {selectIsCreating(snapshot) ? (
                    editor('Project name')
                  ) : (
                    <Button variant="ghost" size="sm" width="full" justifyContent="flex-start" onClick={() => send({ type: 'project.create' })}>
                      <LuPlus /> New project
                    </Button>
                  )}
                </Box>
                {projects.map((project) => (
                  <Flex key={project.test_suite_id} role="listitem" align="center" gap="1">
                    {renamingId === project.test_suite_id ? (
                      editor(project.name)
                    ) : (
                      <>
                        <Button
                          variant={project.test_suite_id === selected?.test_suite_id ? 'subtle' : 'ghost'}
                          size="sm"
                          flex="1"
                          justifyContent="flex-start"
                          onClick={() => send({ type: 'project.select', id: project.test_suite_id })}
                        >
                          <Text truncate>{project.name}</Text>
                        </Button>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Rename ${project.name}`}
                          onClick={() => send({ type: 'project.rename', id: project.test_suite_id, name: project.name })}
                        >
                          <LuPencil />
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={`Delete ${project.name}`}
                          onClick={() => send({ type: 'project.delete', id: project.test_suite_id, name: project.name })}
                        >
                          <LuTrash2 />
                        </IconButton>
                      </>
                    )}
                  </Flex>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
