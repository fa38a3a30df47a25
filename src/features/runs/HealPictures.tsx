/**
 * The heal's two pictures side by side, "At generation" and "At the failure", each with the
 * element framed. The pictures are artifacts of the run, exchanged for their temporary addresses
 * when drawn; the frame is placed in percents of the picture, so it follows the image's displayed
 * size (its own size is read once it loaded).
 */
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { use, useState } from 'react';
import { boxOnPicture, selectPictures, type HealPictureView } from '../../../machines/healProposal/healProposal.selectors';
import { ScreenshotImage, ScreenshotSourceContext } from '../generation/screenshotSource';
import { RunArtifactSourceContext } from './runArtifacts';
import type { HealProposalProps } from './runTypes';

export const NO_PICTURE_TEXT = 'No picture was kept.';

function Picture({ picture }: { picture: HealPictureView }) {
  // The image's own size is the browser's to tell, not behaviour: it only places the frame.
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const frame = boxOnPicture(picture.box, natural);
  const alt = `The page ${picture.label.toLowerCase()}`;
  return (
    <Stack gap="1" as="figure" aria-label={picture.label}>
      <Text as="figcaption" fontSize="sm" fontWeight="semibold">
        {picture.label}
      </Text>
      {picture.artifact === null ? (
        <Text fontSize="sm" color="fg.muted">
          {NO_PICTURE_TEXT}
        </Text>
      ) : (
        <Box position="relative" alignSelf="start" maxW="full" borderWidth="1px" borderRadius="sm" overflow="hidden">
          <ScreenshotImage
            screenshotKey={picture.artifact}
            alt={alt}
            display="block"
            maxW="full"
            minH="10"
            onLoad={(event) => {
              const image = event.currentTarget as HTMLImageElement;
              setNatural({ width: image.naturalWidth, height: image.naturalHeight });
            }}
          />
          {frame && (
            <Box
              data-testid="element-frame"
              aria-hidden
              position="absolute"
              pointerEvents="none"
              borderWidth="2px"
              borderColor="red.solid"
              borderRadius="xs"
              style={frame}
            />
          )}
        </Box>
      )}
    </Stack>
  );
}

export function HealPictures({ snapshot }: Pick<HealProposalProps, 'snapshot'>) {
  const { runId, pictures } = selectPictures(snapshot);
  const artifacts = use(RunArtifactSourceContext);
  return (
    // The screenshot pieces read keys from this context: here a key is an artifact of the run.
    <ScreenshotSourceContext value={(name) => artifacts(runId, name)}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" aria-label="Pictures" role="group">
        {pictures.map((picture) => (
          <Picture key={picture.label} picture={picture} />
        ))}
      </SimpleGrid>
    </ScreenshotSourceContext>
  );
}
