/**
 * Beside the description: how each step was read (its readings in the quoted step language,
 * the first preferred) or why not, with the suggestion one click away (issue 17 item 7).
 */
import { Box, Button, Code, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { StepPreview, StepPreviewEvent, stepPreviewMachine } from '../../../machines/stepPreview/stepPreview.machine';
import { selectCanApply, selectHasFailed, selectIsUpdating, selectPreviewSteps } from '../../../machines/stepPreview/stepPreview.selectors';

export type StepPreviewProps = {
  snapshot: SnapshotFrom<typeof stepPreviewMachine>;
  send: (event: StepPreviewEvent) => void;
  /** The form is being saved: its description cannot change, so no suggestion may be applied. */
  readOnly?: boolean;
};

function Reading({ step }: { step: StepPreview }) {
  const [first, ...others] = step.readings;
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" color="fg.success">
        Read as <Code>{first}</Code>
      </Text>
      {others.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          or, if the page says so:{' '}
          {others.map((reading) => (
            <Code key={reading} mr="1">
              {reading}
            </Code>
          ))}
        </Text>
      )}
    </Stack>
  );
}

function Unread({ step, canApply, send }: { step: StepPreview; canApply: boolean; send: StepPreviewProps['send'] }) {
  const error = step.error!;
  return (
    <Stack gap="1" align="flex-start">
      <Text fontSize="sm" color="fg.error">
        {error.message}
      </Text>
      <Button size="xs" variant="outline" disabled={!canApply} onClick={() => send({ type: 'suggestion.apply', step: step.step })}>
        Use: {error.suggestion}
      </Button>
    </Stack>
  );
}

export function StepPreviewView({ snapshot, send, readOnly = false }: StepPreviewProps) {
  const steps = selectPreviewSteps(snapshot);
  const updating = selectIsUpdating(snapshot);
  if (steps.length === 0 && !updating && !selectHasFailed(snapshot)) return null;
  return (
    <Box as="section" aria-label="How the steps are read" aria-busy={updating} borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" mb="2">
        <Text fontSize="sm" fontWeight="semibold">
          How the steps are read
        </Text>
        {updating && (
          <HStack gap="1" color="fg.muted" fontSize="sm">
            <Spinner size="xs" /> Reading…
          </HStack>
        )}
      </HStack>
      {selectHasFailed(snapshot) && (
        <Text role="alert" fontSize="sm" color="fg.error">
          Unable to read the steps
        </Text>
      )}
      <Stack as="ol" gap="2" listStyleType="none">
        {steps.map((step) => (
          <li key={step.step}>
            <Text fontSize="sm" color="fg.muted">
              Line {step.line}: {step.source}
            </Text>
            {step.error ? <Unread step={step} canApply={!readOnly && selectCanApply(snapshot, step.step)} send={send} /> : <Reading step={step} />}
          </li>
        ))}
      </Stack>
    </Box>
  );
}
