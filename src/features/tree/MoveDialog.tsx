/** 'Move…': the folders the item may move to ('Root' first); picking one moves it. */
import { Box, Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { LuFolder, LuHouse } from 'react-icons/lu';
import type { PendingMove, TestTreeEvent } from '../../../machines/testTree/testTree.machine';

type Props = {
  moving: PendingMove | null;
  name: string;
  destinations: string[];
  saving: boolean;
  send: (event: TestTreeEvent) => void;
};

export function MoveDialog({ moving, name, destinations, saving, send }: Props) {
  return (
    <Dialog.Root
      open={moving !== null}
      closeOnEscape={!saving}
      closeOnInteractOutside={!saving}
      onOpenChange={(details) => !details.open && send({ type: 'move.cancel' })}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="sm">
            <Dialog.Header>
              <Dialog.Title>Move {name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="0.5" role="list" aria-label="Destinations">
                {moving &&
                  destinations.map((path) => (
                    <Box key={path} role="listitem">
                      <Button
                        size="sm"
                        variant="ghost"
                        width="full"
                        justifyContent="flex-start"
                        disabled={saving}
                        onClick={() => send({ type: 'item.move', kind: moving.kind, from: moving.from, toPath: path })}
                      >
                        {path === '' ? <LuHouse /> : <LuFolder />}
                        {path === '' ? 'Root' : path}
                      </Button>
                    </Box>
                  ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" disabled={saving} onClick={() => send({ type: 'move.cancel' })}>
                Cancel
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
