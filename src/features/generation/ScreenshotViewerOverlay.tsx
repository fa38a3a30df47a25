/** The image viewer overlay over a generation step's screenshot. */
import type { TestCasePageEvent } from '../../../machines/testCasePage/testCasePage.machine';
import { ImageViewerOverlay } from '../../ui/ImageViewerOverlay';
import { ScreenshotImage } from './screenshotSource';

type Props = { screenshot: { key: string; index: number } | null; send: (event: TestCasePageEvent) => void };

export function ScreenshotViewerOverlay({ screenshot, send }: Props) {
  return (
    <ImageViewerOverlay open={screenshot !== null} onClose={() => send({ type: 'viewer.close' })}>
      {screenshot && (
        <ScreenshotImage screenshotKey={screenshot.key} alt={`Screenshot ${screenshot.index + 1}`} maxW="full" maxH="full" objectFit="contain" />
      )}
    </ImageViewerOverlay>
  );
}
