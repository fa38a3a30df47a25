/** The image viewer overlay (spec section 2): shows one screenshot and closes on click (or Escape). */
import { Dialog, Image, Portal } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { PublicTestEvent, publicTestMachine } from '../../../machines/publicTest/publicTest.machine';
import { selectViewerScreenshot } from '../../../machines/publicTest/publicTest.selectors';

type Props = {
  snapshot: SnapshotFrom<typeof publicTestMachine>;
  send: (event: PublicTestEvent) => void;
  imageAddress: (key: string) => string;
};

export function ScreenshotViewer({ snapshot, send, imageAddress }: Props) {
  const screenshot = selectViewerScreenshot(snapshot);
  return (
    <Dialog.Root open={screenshot !== null} size="cover" placement="center" onOpenChange={(details) => !details.open && send({ type: 'viewer.close' })}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            aria-label="Screenshot"
            bg="transparent"
            boxShadow="none"
            alignItems="center"
            justifyContent="center"
            cursor="zoom-out"
            onClick={() => send({ type: 'viewer.close' })}
          >
            {screenshot && (
              <Image src={imageAddress(screenshot.key)} alt={`Screenshot ${screenshot.index + 1}`} maxW="full" maxH="full" objectFit="contain" />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
