/**
 * Settings, 'Project': the selected project's name with Rename and Delete. Both only announce
 * the request; the app carries it out as the project picker does (inline rename, delete through
 * the global confirm dialog).
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { SettingsSection } from './SettingsSection';

export type ProjectSettingsEvent =
  | { type: 'project.renameRequested'; id: string; name: string }
  | { type: 'project.deleteRequested'; id: string; name: string };

type Props = {
  /** The selected project; null when none is selected. */
  project: { id: string; name: string } | null;
  send: (event: ProjectSettingsEvent) => void;
};

export function ProjectSettingsView({ project, send }: Props) {
  return (
    <SettingsSection title="Project">
      {project === null ? (
        <Text color="fg.muted">Select a project to rename or delete it.</Text>
      ) : (
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text fontWeight="medium" truncate>
            {project.name}
          </Text>
          <HStack gap="2">
            <Button variant="outline" onClick={() => send({ type: 'project.renameRequested', id: project.id, name: project.name })}>
              Rename
            </Button>
            <Button
              colorPalette="red"
              variant="outline"
              onClick={() => send({ type: 'project.deleteRequested', id: project.id, name: project.name })}
            >
              Delete
            </Button>
          </HStack>
        </HStack>
      )}
    </SettingsSection>
  );
}
