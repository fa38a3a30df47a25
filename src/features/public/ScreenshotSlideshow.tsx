/**
 * The step screenshots as a slideshow (spec section 9: the carousel switches every 750 ms; the
 * machine's timer moves it). Clicking the current screenshot opens it in the viewer.
 */
import { Image } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { PublicTestEvent, publicTestMachine } from '../../../machines/publicTest/publicTest.machine';
import { selectSlide } from '../../../machines/publicTest/publicTest.selectors';
import { ScreenshotFigure } from '../../ui/ScreenshotFigure';

type Props = {
  snapshot: SnapshotFrom<typeof publicTestMachine>;
  send: (event: PublicTestEvent) => void;
  imageAddress: (key: string) => string;
};

export function ScreenshotSlideshow({ snapshot, send, imageAddress }: Props) {
  const slide = selectSlide(snapshot);
  if (!slide) return null;
  const caption = `Screenshot ${slide.index + 1} of ${slide.count}`;
  return (
    <ScreenshotFigure caption={caption} onOpen={() => send({ type: 'screenshot.open', index: slide.index })}>
      <Image src={imageAddress(slide.key)} alt={caption} w="full" aspectRatio="16/10" objectFit="cover" />
    </ScreenshotFigure>
  );
}
