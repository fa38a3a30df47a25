/**
 * A list of step results (an attempt's steps.json): status, title, duration, error, and the
 * screenshot after the step through its temporary address; clicking it opens the image viewer.
 */
import { Box, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCircleCheck, LuCircleMinus, LuCircleX } from 'react-icons/lu';
import type { StepResultView } from '../../../machines/runView/runView.selectors';
import { StepThumbnail } from '../../ui/StepThumbnail';
import { ScreenshotImage } from '../generation/screenshotSource';
import { formatDuration } from './format';
import type { RunViewProps } from './runTypes';

const stepIcons: Record<StepResultView['status'], { Icon: IconType; color: string; label: string }> = {
  passed: { Icon: LuCircleCheck, color: 'green.500', label: 'Step passed' },
  failed: { Icon: LuCircleX, color: 'red.500', label: 'Step failed' },
  skipped: { Icon: LuCircleMinus, color: 'fg.subtle', label: 'Step skipped' },
};

function StepRow({ step, send }: { step: StepResultView; send: RunViewProps['send'] }) {
  const { Icon, color, label } = stepIcons[step.status];
  return (
    <HStack as="li" gap="3" align="start" py="2" borderBottomWidth="1px">
      <Box as="span" role="img" aria-label={label} color={color} pt="0.5" display="inline-flex">
        <Icon />
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" justify="space-between">
          <Text fontWeight="medium">
            {step.number}. {step.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" flexShrink={0}>
            {formatDuration(step.durationMs)}
          </Text>
        </HStack>
        {step.error && (
          <Code as="pre" colorPalette="red" whiteSpace="pre-wrap" wordBreak="break-word" p="2" fontSize="xs">
            {step.error}
          </Code>
        )}
      </Stack>
      {step.screenshot && (
        <StepThumbnail stepNumber={step.number} onOpen={() => send({ type: 'screenshot.open', name: step.screenshot! })}>
          <ScreenshotImage
            screenshotKey={step.screenshot}
            alt={`Screenshot after step ${step.number}`}
            w="24"
            aspectRatio={16 / 10}
            objectFit="cover"
          />
        </StepThumbnail>
      )}
    </HStack>
  );
}

export function StepList({ steps, label, send }: { steps: StepResultView[]; label: string; send: RunViewProps['send'] }) {
  return (
    <Stack as="ol" gap="0" listStyleType="none" aria-label={label}>
      {steps.map((step) => (
        <StepRow key={step.step} step={step} send={send} />
      ))}
    </Stack>
  );
}
