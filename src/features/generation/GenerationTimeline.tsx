/** The generation's outcome and its steps in order (spec sections 3 and 4). */
import { Heading, List, Stack, Text } from '@chakra-ui/react';
import type { TestCasePageEvent } from '../../../machines/testCasePage/testCasePage.machine';
import type { DetailsView } from '../../../machines/testCasePage/testCasePage.selectors';
import { GenerationStepRow } from './GenerationStepRow';

type Props = { details: DetailsView; send: (event: TestCasePageEvent) => void };

export function GenerationTimeline({ details, send }: Props) {
  if (details.steps.length === 0 && details.finalMessage === null) return null;
  return (
    <Stack gap="3" as="section" aria-labelledby="test-steps">
      <Heading as="h3" size="sm" id="test-steps">
        Generation
      </Heading>
      {details.finalMessage !== null && (
        <Text color="fg.muted" data-testid="final-message" whiteSpace="pre-wrap">
          {details.finalMessage}
        </Text>
      )}
      {details.steps.length > 0 && (
        <List.Root as="ol" listStyle="none" gap="2" aria-label="Steps" aria-live={details.isGenerating ? 'polite' : undefined}>
          {details.steps.map((step) => (
            <GenerationStepRow key={step.step} step={step} send={send} />
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
