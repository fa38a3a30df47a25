/**
 * The selected test's actions: Copy Link, Edit, Clone, Delete, Publish (spec section 2), and
 * while the test is generated Force stop (E-41), for a generation that does not stop on Cancel.
 */
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuEllipsisVertical } from 'react-icons/lu';
import type { TestCasePageEvent } from '../../../machines/testCasePage/testCasePage.machine';
import type { MenuView } from '../../../machines/testCasePage/testCasePage.selectors';

type Item = {
  value: string;
  label: string;
  enabled: (menu: MenuView) => boolean;
  event: TestCasePageEvent;
  danger?: boolean;
  onlyWhenEnabled?: boolean;
};

const items: Item[] = [
  { value: 'copy-link', label: 'Copy Link', enabled: (menu) => menu.canCopyLink, event: { type: 'link.copy' } },
  { value: 'edit', label: 'Edit', enabled: (menu) => menu.canEdit, event: { type: 'edit.start' } },
  { value: 'clone', label: 'Clone', enabled: (menu) => menu.canClone, event: { type: 'test.clone' } },
  { value: 'delete', label: 'Delete', enabled: (menu) => menu.canDelete, event: { type: 'test.delete' }, danger: true },
  { value: 'publish', label: 'Publish', enabled: (menu) => menu.canPublish, event: { type: 'test.publish' } },
  // Shown only while it applies: a disabled Force stop on every test would only puzzle.
  {
    value: 'force-stop',
    label: 'Force stop',
    enabled: (menu) => menu.canForceStop,
    event: { type: 'test.forceStop' },
    danger: true,
    onlyWhenEnabled: true,
  },
];

export function TestActionMenu({ menu, send }: { menu: MenuView; send: (event: TestCasePageEvent) => void }) {
  return (
    <Menu.Root onSelect={({ value }) => send(items.find((item) => item.value === value)!.event)}>
      <Menu.Trigger asChild>
        <IconButton size="sm" variant="ghost" aria-label="Test actions">
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items
              .filter((item) => !item.onlyWhenEnabled || item.enabled(menu))
              .map((item) => (
                <Menu.Item key={item.value} value={item.value} disabled={!item.enabled(menu)} color={item.danger ? 'fg.error' : undefined}>
                  {item.label}
                </Menu.Item>
              ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
