/**
 * The test read-only: website and description beside the large screenshot, then what generation
 * produced (src/features/generation) and the 'Debug info' and 'Logs' buttons (`diagnostics`,
 * the app's: driven by their own actor), the test's recent runs (`recentRuns`, likewise) and its
 * flake rate and quarantine (`flakiness`, likewise).
 */
import { DataList, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { selectDetails, selectShowcase } from '../../../machines/testCasePage/testCasePage.selectors';
import { GenerationSection } from '../generation/GenerationSection';
import { ScreenshotShowcase } from '../generation/ScreenshotShowcase';
import type { PageProps } from './pageTypes';

export function TestCaseDetails({
  snapshot,
  send,
  diagnostics,
  recentRuns,
  flakiness,
}: PageProps & { diagnostics?: ReactNode; recentRuns?: ReactNode; flakiness?: ReactNode }) {
  const details = selectDetails(snapshot);
  if (!details) return null;
  return (
    <Stack gap="6">
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} justify="space-between">
        <Stack gap="6" flex="1" minW="0">
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>Website</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{details.website}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Stack gap="2" as="section" aria-labelledby="test-description">
            <Heading as="h3" size="sm" id="test-description">
              Description
            </Heading>
            <Text whiteSpace="pre-wrap">{details.description}</Text>
          </Stack>
          {diagnostics}
          {recentRuns}
          {flakiness}
        </Stack>
        <ScreenshotShowcase showcase={selectShowcase(snapshot)} send={send} />
      </Flex>
      <GenerationSection snapshot={snapshot} send={send} />
    </Stack>
  );
}
