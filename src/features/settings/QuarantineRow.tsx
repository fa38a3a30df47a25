/**
 * Settings, 'Project features': the quarantine rule, a flake rate at which the project's tests
 * are quarantined on their own (or off), saved as soon as one is picked.
 */
import { HStack, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { projectFeaturesMachine, ProjectFeaturesEvent } from '../../../machines/projectFeatures/projectFeatures.machine';
import { selectIsSaving, selectQuarantineRate } from '../../../machines/projectFeatures/projectFeatures.selectors';
import { MIN_VERDICTS, percent } from '../../../rules/quarantine';

export const QUARANTINE_LABEL = 'Quarantine flaky tests';
export const QUARANTINE_DESCRIPTION = `Once a test has ${MIN_VERDICTS} verdicts, it is quarantined automatically when its flake rate (the share of its last verdicts that passed only on a retry) reaches this. A quarantined test still runs, but its failures no longer fail runs, the CLI or JUnit. It is never released automatically: someone releases it on its page.`;
/** The rates offered; a stored rate not among them shows as an option of its own. */
const RATE_CHOICES = [0.1, 0.2, 0.3, 0.5];
const OFF = 'off';

type Props = {
  snapshot: SnapshotFrom<typeof projectFeaturesMachine>;
  send: (event: ProjectFeaturesEvent) => void;
};

export function QuarantineRow({ snapshot, send }: Props) {
  const rate = selectQuarantineRate(snapshot);
  const choices = rate.value === null || RATE_CHOICES.includes(rate.value) ? RATE_CHOICES : [...RATE_CHOICES, rate.value].sort((a, b) => a - b);
  return (
    <HStack justify="space-between" align="start" gap="4">
      <Stack gap="0">
        <Text fontWeight="medium" id="feature-quarantine">
          {QUARANTINE_LABEL}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {QUARANTINE_DESCRIPTION}
        </Text>
      </Stack>
      <HStack gap="2">
        {rate.saving && <Spinner size="sm" role="status" aria-label={`Saving ${QUARANTINE_LABEL}`} />}
        <NativeSelect.Root size="sm" width="24" disabled={selectIsSaving(snapshot)}>
          <NativeSelect.Field
            aria-labelledby="feature-quarantine"
            value={rate.value === null ? OFF : String(rate.value)}
            onChange={(event) => send({ type: 'quarantine.changed', rate: event.target.value === OFF ? null : Number(event.target.value) })}
          >
            <option value={OFF}>Off</option>
            {choices.map((choice) => (
              <option key={choice} value={String(choice)}>
                {percent(choice)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
    </HStack>
  );
}
