/** A row's menu: New folder, Rename, Move… and Delete for folders; Rename and Move… for tests. */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuEllipsis } from 'react-icons/lu';
import type { TestTreeEvent } from '../../../machines/testTree/testTree.machine';
import type { TreeRow } from '../../../machines/testTree/treeModel';

type Props = { row: TreeRow; disabled: boolean; send: (event: TestTreeEvent) => void };

export function TreeRowMenu({ row, disabled, send }: Props) {
  const { item, path } = row;
  const target = item.is_folder ? ({ kind: 'folder', path } as const) : ({ kind: 'test', id: item.test_case_id! } as const);
  const onSelect = (value: string) => {
    if (value === 'new-folder') send({ type: 'folder.create', parentPath: path });
    if (value === 'rename') send({ type: 'item.rename', ...target });
    if (value === 'move') send({ type: 'move.start', ...target });
    if (value === 'delete') send({ type: 'folder.delete', path });
  };
  return (
    // Mounted only while open: a virtualized list re-renders its rows often.
    <Menu.Root lazyMount unmountOnExit onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger asChild>
        <IconButton size="2xs" variant="ghost" aria-label={`Actions for ${item.entity_name}`} disabled={disabled}>
          <LuEllipsis />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {item.is_folder && <Menu.Item value="new-folder">New folder</Menu.Item>}
            <Menu.Item value="rename">Rename</Menu.Item>
            <Menu.Item value="move">Move…</Menu.Item>
            {item.is_folder && (
              <Menu.Item value="delete" color="fg.error">
                Delete
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
