/**
 * What generation produced, on the test page's read-only details: the final message and the
 * steps, the final scripts, and the image viewer overlay.
 */
import { Stack } from '@chakra-ui/react';
import { selectDetails, selectScripts, selectViewerScreenshot } from '../../../machines/testCasePage/testCasePage.selectors';
import type { PageProps } from '../testCase/pageTypes';
import { FinalScripts } from './FinalScripts';
import { GenerationTimeline } from './GenerationTimeline';
import { ScreenshotViewerOverlay } from './ScreenshotViewerOverlay';

export function GenerationSection({ snapshot, send }: PageProps) {
  const details = selectDetails(snapshot);
  if (!details) return null;
  return (
    <Stack gap="6">
      <GenerationTimeline details={details} send={send} />
      <FinalScripts scripts={selectScripts(snapshot)} send={send} />
      <ScreenshotViewerOverlay screenshot={selectViewerScreenshot(snapshot)} send={send} />
    </Stack>
  );
}
