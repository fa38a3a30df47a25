/** A step's screenshot as a small button beside the step; clicking opens the image viewer. */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = { stepNumber: number; onOpen: () => void; children: ReactNode };

export function StepThumbnail({ stepNumber, onOpen, children }: Props) {
  return (
    <Box
      as="button"
      flexShrink={0}
      borderWidth="1px"
      borderRadius="sm"
      overflow="hidden"
      cursor="zoom-in"
      aria-label={`Open the screenshot of step ${stepNumber}`}
      onClick={onOpen}
    >
      {children}
    </Box>
  );
}
