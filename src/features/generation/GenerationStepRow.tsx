/** One generation step: number, status, action, description, code, screenshot thumbnail and its edit affordance. */
import { Badge, Box, HStack, IconButton, List, Stack, Text } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import type { TestCasePageEvent } from '../../../machines/testCasePage/testCasePage.machine';
import type { StepView } from '../../../machines/testCasePage/testCasePage.selectors';
import { ScreenshotImage } from './screenshotSource';
import { StepCode } from './StepCode';
import { StepStatusIcon } from './StepStatusIcon';
import { StepThumbnail } from '../../ui/StepThumbnail';

type Props = { step: StepView; send: (event: TestCasePageEvent) => void };

export function GenerationStepRow({ step, send }: Props) {
  return (
    <List.Item borderWidth="1px" borderRadius="md" p="3" data-status={step.status ?? undefined}>
      <HStack align="start" gap="4" w="full">
        <Stack gap="2" flex="1" minW="0">
          <HStack gap="2">
            <Text color="fg.muted" fontSize="sm">
              {step.number}.
            </Text>
            <StepStatusIcon status={step.status} />
            <Badge variant="subtle">{step.actionName}</Badge>
            <Box flex="1" />
            {/* The page refuses while the test runs, saying why; the button stays to be tried. */}
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Edit step ${step.number}`}
              onClick={() => send({ type: 'step.edit', step: step.step })}
            >
              <LuPencil />
            </IconButton>
          </HStack>
          <Text wordBreak="break-word">{step.actionDescription}</Text>
          {step.readAs !== null && (
            <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
              Read as: {step.readAs}
            </Text>
          )}
          <StepCode code={step.code} pythonCode={step.pythonCode} label={`Code of step ${step.number}`} />
        </Stack>
        {step.screenshotKey !== null && step.screenshotIndex !== null && (
          <StepThumbnail stepNumber={step.number} onOpen={() => send({ type: 'screenshot.open', index: step.screenshotIndex! })}>
            <ScreenshotImage screenshotKey={step.screenshotKey} alt={`Screenshot of step ${step.number}`} w="32" h="20" objectFit="cover" />
          </StepThumbnail>
        )}
      </HStack>
    </List.Item>
  );
}
