/**
 * The run's per-step results (steps.json): status, title, duration, error, and the screenshot
 * after the step through its temporary address; clicking it opens the image viewer overlay.
 */
import { Box, Code, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { use } from 'react';
import type { IconType } from 'react-icons';
import { LuCircleCheck, LuCircleMinus, LuCircleX } from 'react-icons/lu';
import { selectSteps, selectViewer, type StepResultView } from '../../../machines/runView/runView.selectors';
import { ImageViewerOverlay } from '../../ui/ImageViewerOverlay';
import { StepThumbnail } from '../../ui/StepThumbnail';
import { ScreenshotImage, ScreenshotSourceContext } from '../generation/screenshotSource';
import { formatDuration } from './format';
import { RunArtifactSourceContext } from './runArtifacts';
import type { RunViewProps } from './runTypes';

export const NO_STEPS_TEXT = 'No step results yet.';

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

export function RunSteps({ snapshot, send, runId }: RunViewProps & { runId: string }) {
  const steps = selectSteps(snapshot);
  const viewer = selectViewer(snapshot);
  const artifacts = use(RunArtifactSourceContext);
  return (
    // The shared screenshot pieces read keys from this context: here a key is an artifact of this run.
    <ScreenshotSourceContext value={(name) => artifacts(runId, name)}>
      <Stack gap="2" as="section" aria-labelledby="run-steps">
        <Heading as="h3" size="sm" id="run-steps">
          Steps
        </Heading>
        {steps ? (
          <Stack as="ol" gap="0" listStyleType="none" aria-label="Step results">
            {steps.map((step) => (
              <StepRow key={step.step} step={step} send={send} />
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {NO_STEPS_TEXT}
          </Text>
        )}
      </Stack>
      <ImageViewerOverlay open={viewer !== null} onClose={() => send({ type: 'viewer.close' })}>
        {viewer && (
          <ScreenshotImage screenshotKey={viewer.name} alt={`Screenshot after step ${viewer.number}`} maxW="full" maxH="full" objectFit="contain" />
        )}
      </ImageViewerOverlay>
    </ScreenshotSourceContext>
  );
}
