/**
 * The heal a failed run proposes, under the run's summary (machines/healProposal): the step whose
 * element was no longer found, that element before and after, why the one found is the same, the
 * decision (Accept and Reject while it waits for one), the locator and the whole scripts before
 * and after in TypeScript or Python, and the two pictures with the element framed.
 */
import { Code, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { selectSummary } from '../../../machines/healProposal/healProposal.selectors';
import { HealCode } from './HealCode';
import { HealDecision } from './HealDecision';
import { HealPictures } from './HealPictures';
import type { HealProposalProps } from './runTypes';

export const HEAL_HEADING = 'Heal proposal';

function Summary({ snapshot }: Pick<HealProposalProps, 'snapshot'>) {
  const summary = selectSummary(snapshot);
  return (
    <Stack gap="2" fontSize="sm">
      <Text fontWeight="semibold" data-testid="heal-step">
        {summary.step}
      </Text>
      <HStack gap="2" wrap="wrap" aria-label="Element before and after" role="group">
        <Code>{summary.elementBefore}</Code>
        <LuArrowRight aria-label="is now" role="img" />
        <Code>{summary.elementAfter}</Code>
      </HStack>
      <List.Root gap="1" ps="5" aria-label="Evidence">
        {summary.evidence.map((sentence) => (
          <List.Item key={sentence}>{sentence}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

export function HealProposalView({ snapshot, send }: HealProposalProps) {
  return (
    <Stack gap="4" as="section" aria-labelledby="heal-proposal" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" size="sm" id="heal-proposal">
        {HEAL_HEADING}
      </Heading>
      <Summary snapshot={snapshot} />
      <HealDecision snapshot={snapshot} send={send} />
      <HealPictures snapshot={snapshot} />
      <HealCode snapshot={snapshot} send={send} />
    </Stack>
  );
}
