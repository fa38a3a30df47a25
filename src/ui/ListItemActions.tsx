/**
 * Edit and Delete of one listed item of a list resource (machines/listResource): Edit is off
 * while an edit saves, Delete while a deletion is asked or under way, and spins on the item
 * being deleted. Used by the Settings lists that edit inline.
 */
import { Button, HStack } from '@chakra-ui/react';

export interface ListItemActionsProps {
  id: string;
  /** The item's name, for the buttons' accessible names: `Edit staging`, `Delete staging`. */
  name: string;
  updating: boolean;
  deleting: boolean;
  deletingId: string | null;
  send: (event: { type: 'item.edit' | 'item.delete'; id: string }) => void;
}

export function ListItemActions({ id, name, updating, deleting, deletingId, send }: ListItemActionsProps) {
  return (
    <HStack gap="1" justify="end">
      <Button size="sm" variant="ghost" aria-label={`Edit ${name}`} disabled={updating} onClick={() => send({ type: 'item.edit', id })}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={`Delete ${name}`}
        disabled={deleting}
        loading={deletingId === id}
        onClick={() => send({ type: 'item.delete', id })}
      >
        Delete
      </Button>
    </HStack>
  );
}
