/** A loaded public test: what it does, its steps with screenshots, and its final script. */
import { Box, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { PublicTestEvent, publicTestMachine } from '../../../machines/publicTest/publicTest.machine';
import {
  selectDescription,
  selectFinalMessage,
  selectTestState,
  selectTitle,
  selectWebsite,
  stateLabel,
} from '../../../machines/publicTest/publicTest.selectors';
import { StatusIcon } from '../tree/StatusIcon';
import { PublicTestScript } from './PublicTestScript';
import { PublicTestSteps } from './PublicTestSteps';
import { ScreenshotSlideshow } from './ScreenshotSlideshow';
import { ScreenshotViewer } from './ScreenshotViewer';

type Props = {
  snapshot: SnapshotFrom<typeof publicTestMachine>;
  send: (event: PublicTestEvent) => void;
  imageAddress: (key: string) => string;
};

export function PublicTestDetails({ snapshot, send, imageAddress }: Props) {
  const state = selectTestState(snapshot);
  const website = selectWebsite(snapshot);
  const finalMessage = selectFinalMessage(snapshot);
  return (
    <Stack gap="8" py="6">
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} justify="space-between">
        <Stack gap="3" flex="1" minW="0">
          <Heading as="h1" size="2xl">
            {selectTitle(snapshot)}
          </Heading>
          <HStack gap="2" data-testid="test-status">
            <StatusIcon state={state} />
            <Text fontSize="sm">{stateLabel(state)}</Text>
          </HStack>
          {website && (
            <Link href={website} target="_blank" rel="noopener noreferrer" colorPalette="blue" wordBreak="break-all">
              {website}
            </Link>
          )}
          {selectDescription(snapshot) && <Text whiteSpace="pre-wrap">{selectDescription(snapshot)}</Text>}
          {finalMessage && (
            <Text color="fg.muted" fontSize="sm">
              {finalMessage}
            </Text>
          )}
        </Stack>
        <Box flexShrink={0}>
          <ScreenshotSlideshow snapshot={snapshot} send={send} imageAddress={imageAddress} />
        </Box>
      </Flex>
      <PublicTestSteps snapshot={snapshot} send={send} imageAddress={imageAddress} />
      <PublicTestScript snapshot={snapshot} send={send} />
      <ScreenshotViewer snapshot={snapshot} send={send} imageAddress={imageAddress} />
    </Stack>
  );
}
