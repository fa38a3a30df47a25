/** A screenshot with its caption; clicking it opens the image viewer. */
import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = { caption: string; onOpen: () => void; children: ReactNode };

export function ScreenshotFigure({ caption, onOpen, children }: Props) {
  return (
    <Box as="figure" w={{ base: 'full', md: '80' }} flexShrink={0}>
      <Box
        as="button"
        display="block"
        w="full"
        borderWidth="1px"
        borderRadius="md"
        overflow="hidden"
        cursor="zoom-in"
        aria-label="Open the current screenshot"
        onClick={onOpen}
      >
        {children}
      </Box>
      <Text as="figcaption" fontSize="xs" color="fg.muted" mt="1" textAlign="center">
        {caption}
      </Text>
    </Box>
  );
}
