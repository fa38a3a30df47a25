/**
 * Settings, 'Project features': one switch per feature, saved as soon as it is flipped, and the
 * retries of the project's collection runs and its quarantine rule (QuarantineRow), each saved
 * as soon as one is picked.
 */
import { HStack, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { ListLoading } from '../../ui/ListLoading';
import type { SnapshotFrom } from 'xstate';
import type { projectFeaturesMachine, ProjectFeaturesEvent } from '../../../machines/projectFeatures/projectFeatures.machine';
import { RETRIES_LABEL } from '../../../machines/projectFeatures/projectFeatures.machine';
import {
  selectFeatureRows,
  selectHasFailed,
  selectIsLoading,
  selectIsSaving,
  selectRetries,
} from '../../../machines/projectFeatures/projectFeatures.selectors';
import { MAX_RETRIES } from '../../../rules/runRetries';
import { ErrorBlock } from '../../ui/ErrorBlock';
import { QuarantineRow } from './QuarantineRow';
import { SettingSelectRow } from './SettingSelectRow';
import { SettingsSection } from './SettingsSection';

export const RETRIES_DESCRIPTION =
  'How many times a failed test of a run-all, a schedule or the CLI runs again before it counts as failed. A pass on a retry is marked flaky.';
const RETRY_CHOICES = Array.from({ length: MAX_RETRIES + 1 }, (_, retries) => retries);

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
          <RetriesRow snapshot={snapshot} send={send} />
          <QuarantineRow snapshot={snapshot} send={send} />
        </Stack>
      )}
    </SettingsSection>
  );
}

function RetriesRow({ snapshot, send }: Props) {
  const retries = selectRetries(snapshot);
  return (
    <SettingSelectRow
      id="feature-run-retries"
      label={RETRIES_LABEL}
      description={RETRIES_DESCRIPTION}
      value={String(retries.value)}
      options={RETRY_CHOICES.map((choice) => ({ value: String(choice), label: String(choice) }))}
      saving={retries.saving}
      disabled={selectIsSaving(snapshot)}
      onChange={(value) => send({ type: 'retries.changed', retries: Number(value) })}
    />
  );
}
