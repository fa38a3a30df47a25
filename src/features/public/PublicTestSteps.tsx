/** The generation steps in order: action name, description and the step's screenshot thumbnail. */
import { Badge, EmptyState, Heading, HStack, Image, List, Stack, Text } from '@chakra-ui/react';
import { LuListChecks } from 'react-icons/lu';
import type { SnapshotFrom } from 'xstate';
import type { PublicTestEvent, publicTestMachine } from '../../../machines/publicTest/publicTest.machine';
import { selectSteps } from '../../../machines/publicTest/publicTest.selectors';
import { StepThumbnail } from '../../ui/StepThumbnail';

type Props = {
  snapshot: SnapshotFrom<typeof publicTestMachine>;
  send: (event: PublicTestEvent) => void;
  imageAddress: (key: string) => string;
};

export const NO_STEPS_TITLE = 'No steps yet';
export const NO_STEPS_TEXT = 'This test has not been generated yet. Its steps appear here once it is.';

export function PublicTestSteps({ snapshot, send, imageAddress }: Props) {
  const steps = selectSteps(snapshot);
  return (
    <Stack gap="3" as="section" aria-labelledby="public-test-steps">
      <Heading as="h2" size="md" id="public-test-steps">
        Steps
      </Heading>
      {steps.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderRadius="md">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuListChecks />
            </EmptyState.Indicator>
            <EmptyState.Title>{NO_STEPS_TITLE}</EmptyState.Title>
            <EmptyState.Description>{NO_STEPS_TEXT}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <List.Root as="ol" listStyle="none" gap="3" aria-label="Steps">
          {steps.map((step, position) => (
            <List.Item key={step.step} borderWidth="1px" borderRadius="md" p="3">
              <HStack align="start" gap="4" w="full">
                <Stack gap="1" flex="1" minW="0">
                  <HStack gap="2">
                    <Text color="fg.muted" fontSize="sm">
                      {position + 1}.
                    </Text>
                    <Badge variant="subtle">{step.actionName}</Badge>
                  </HStack>
                  <Text wordBreak="break-word">{step.actionDescription}</Text>
                </Stack>
                {step.screenshotKey !== null && step.screenshotIndex !== null && (
                  <StepThumbnail stepNumber={position + 1} onOpen={() => send({ type: 'screenshot.open', index: step.screenshotIndex! })}>
                    <Image
                      src={imageAddress(step.screenshotKey)}
                      alt={`Screenshot of step ${position + 1}`}
                      w="32"
                      h="20"
                      objectFit="cover"
                      loading="lazy"
                    />
                  </StepThumbnail>
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
