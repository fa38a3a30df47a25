/** The steps of the run's last attempt (its steps.json), or a note while it has none. */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { selectSteps } from '../../../machines/runView/runView.selectors';
import type { RunViewProps } from './runTypes';
import { StepList } from './StepList';

export const NO_STEPS_TEXT = 'No step results yet.';

export function RunSteps({ snapshot, send }: RunViewProps) {
  const steps = selectSteps(snapshot);
  return (
    <Stack gap="2" as="section" aria-labelledby="run-steps">
      <Heading as="h3" size="sm" id="run-steps">
        Steps
      </Heading>
      {steps ? (
        <StepList steps={steps} label="Step results" send={send} />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {NO_STEPS_TEXT}
        </Text>
      )}
    </Stack>
  );
}
