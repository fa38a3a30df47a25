/** The image viewer overlay over a published test's screenshot. */
import { Image } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { PublicTestEvent, publicTestMachine } from '../../../machines/publicTest/publicTest.machine';
import { selectViewerScreenshot } from '../../../machines/publicTest/publicTest.selectors';
import { ImageViewerOverlay } from '../../ui/ImageViewerOverlay';

type Props = {
  snapshot: SnapshotFrom<typeof publicTestMachine>;
  send: (event: PublicTestEvent) => void;
  imageAddress: (key: string) => string;
};

export function ScreenshotViewer({ snapshot, send, imageAddress }: Props) {
  const screenshot = selectViewerScreenshot(snapshot);
  return (
    <ImageViewerOverlay open={screenshot !== null} onClose={() => send({ type: 'viewer.close' })}>
      {screenshot && (
        <Image src={imageAddress(screenshot.key)} alt={`Screenshot ${screenshot.index + 1}`} maxW="full" maxH="full" objectFit="contain" />
      )}
    </ImageViewerOverlay>
  );
}
