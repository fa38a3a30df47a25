/**
 * The step screenshots as a slideshow (spec section 9: the carousel switches every 750 ms; the
 * machine's timer moves it). Clicking the current screenshot opens it in the viewer.
 */
import { Box, Image, Text } from '@chakra-ui/react';
import type { SnapshotFrom } from 'xstate';
import type { PublicTestEvent, publicTestMachine } from '../../../machines/publicTest/publicTest.machine';
import { selectSlide } from '../../../machines/publicTest/publicTest.selectors';

type Props = {
  snapshot: SnapshotFrom<typeof publicTestMachine>;
  send: (event: PublicTestEvent) => void;
  imageAddress: (key: string) => string;
};

export function ScreenshotSlideshow({ snapshot, send, imageAddress }: Props) {
  const slide = selectSlide(snapshot);
  if (!slide) return null;
  return (
    <Box as="figure" w={{ base: 'full', md: '80' }}>
      <Box
        as="button"
        display="block"
        w="full"
        borderWidth="1px"
        borderRadius="md"
        overflow="hidden"
        cursor="zoom-in"
        aria-label="Open the current screenshot"
        onClick={() => send({ type: 'screenshot.open', index: slide.index })}
      >
        <Image src={imageAddress(slide.key)} alt={`Screenshot ${slide.index + 1} of ${slide.count}`} w="full" aspectRatio="16/10" objectFit="cover" />
      </Box>
      <Text as="figcaption" fontSize="xs" color="fg.muted" mt="1" textAlign="center">
        Screenshot {slide.index + 1} of {slide.count}
      </Text>
    </Box>
  );
}
