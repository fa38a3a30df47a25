/** Settings, 'Project features': one switch per feature, saved as soon as it is flipped. */
import { HStack, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { ListLoading } from '../../ui/ListLoading';
import type { SnapshotFrom } from 'xstate';
import type { projectFeaturesMachine, ProjectFeaturesEvent } from '../../../machines/projectFeatures/projectFeatures.machine';
import { selectFeatureRows, selectHasFailed, selectIsLoading, selectIsSaving } from '../../../machines/projectFeatures/projectFeatures.selectors';
import { ErrorBlock } from '../../ui/ErrorBlock';
import { SettingsSection } from './SettingsSection';

type Props = {
  snapshot: SnapshotFrom<typeof projectFeaturesMachine>;
  send: (event: ProjectFeaturesEvent) => void;
};

export function ProjectFeaturesView({ snapshot, send }: Props) {
  const saving = selectIsSaving(snapshot);
  return (
    <SettingsSection title="Project features" description="What this project's generation, runs and publishing do.">
      {selectIsLoading(snapshot) ? (
        <ListLoading label="Loading project features" />
      ) : selectHasFailed(snapshot) ? (
        <ErrorBlock onRetry={() => send({ type: 'features.retry' })} />
      ) : (
        <Stack gap="4">
          {selectFeatureRows(snapshot).map((feature) => (
            <HStack key={feature.key} justify="space-between" align="start" gap="4">
              <Stack gap="0">
                <Text fontWeight="medium" id={`feature-${feature.key}`}>
                  {feature.label}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {feature.description}
                </Text>
              </Stack>
              <HStack gap="2">
                {feature.saving && <Spinner size="sm" role="status" aria-label={`Saving ${feature.label}`} />}
                <Switch.Root
                  checked={feature.enabled}
                  disabled={saving}
                  onCheckedChange={({ checked }) => send({ type: 'feature.toggled', key: feature.key, enabled: checked })}
                >
                  <Switch.HiddenInput aria-labelledby={`feature-${feature.key}`} />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                </Switch.Root>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </SettingsSection>
  );
}
