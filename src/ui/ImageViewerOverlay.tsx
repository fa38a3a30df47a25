/** The image viewer overlay (spec section 2): shows one screenshot and closes on click (or Escape). */
import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = { open: boolean; onClose: () => void; children: ReactNode };

export function ImageViewerOverlay({ open, onClose, children }: Props) {
  return (
    <Dialog.Root open={open} size="cover" placement="center" onOpenChange={(details) => !details.open && onClose()}>
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
            onClick={onClose}
          >
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
