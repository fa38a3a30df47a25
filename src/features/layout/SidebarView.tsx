/**
 * The sidebar: expands on hover, shows only icons when collapsed, can be toggled (pinned open),
 * shows the signed-in e-mail and the user menu.
 */
import { Box, Flex, IconButton, Menu, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import type { IconType } from 'react-icons';
import {
  LuChevronsLeft,
  LuChevronsRight,
  LuFlaskConical,
  LuLayers,
  LuLayoutDashboard,
  LuListChecks,
  LuPuzzle,
  LuSettings,
  LuUser,
} from 'react-icons/lu';
import type { SnapshotFrom } from 'xstate';
import type { SidebarEvent, sidebarMachine } from '../../../machines/sidebar/sidebar.machine';
import { selectIsExpanded, selectIsPinned } from '../../../machines/sidebar/sidebar.selectors';
import type { SidebarLink } from './sidebarLinks';

const icons: Record<string, IconType> = {
  overview: LuLayoutDashboard,
  collections: LuLayers,
  tests: LuListChecks,
  modules: LuPuzzle,
  settings: LuSettings,
};

type Props = {
  snapshot: SnapshotFrom<typeof sidebarMachine>;
  send: (event: SidebarEvent) => void;
  links: SidebarLink[];
  email: string;
  showChangePassword: boolean;
  onChangePassword: () => void;
  onLogout: () => void;
};

export function SidebarView({ snapshot, send, links, email, showChangePassword, onChangePassword, onLogout }: Props) {
  const expanded = selectIsExpanded(snapshot);
  const pinned = selectIsPinned(snapshot);
  return (
    <Flex
      as="nav"
      aria-label="Main"
      direction="column"
      width={expanded ? '60' : '16'}
      transition="width 0.15s"
      borderRightWidth="1px"
      bg="bg.subtle"
      height="100vh"
      position="sticky"
      top="0"
      flexShrink={0}
      data-expanded={expanded}
      onMouseEnter={() => send({ type: 'pointer.entered' })}
      onMouseLeave={() => send({ type: 'pointer.left' })}
    >
      <Flex align="center" gap="2" px="4" py="4" minH="16">
        {/* The organization's primary colour when it has one (branding), else the product's. */}
        <Box color="var(--cj-primary, var(--chakra-colors-teal-fg))" flexShrink={0}>
          <LuFlaskConical size="24" aria-hidden />
        </Box>
        {expanded && (
          <Text fontWeight="bold" truncate>
            Critical Journey
          </Text>
        )}
      </Flex>
      <Stack gap="1" px="2" flex="1">
        {links.map((link) => {
          const Icon = icons[link.key];
          return (
            <NavLink key={link.key} to={link.to} aria-label={link.label}>
              {({ isActive }) => (
                <Flex align="center" gap="3" px="3" py="2" rounded="md" bg={isActive ? 'bg.emphasized' : undefined} _hover={{ bg: 'bg.muted' }}>
                  <Icon size="20" aria-hidden />
                  {expanded && <Text truncate>{link.label}</Text>}
                </Flex>
              )}
            </NavLink>
          );
        })}
      </Stack>
      <Stack gap="2" px="2" py="3" borderTopWidth="1px">
        <Menu.Root positioning={{ placement: 'right-end' }}>
          <Menu.Trigger asChild>
            {/* Named by its content, so the e-mail shown when expanded is part of the name. */}
            <Flex as="button" align="center" gap="3" px="3" py="2" rounded="md" _hover={{ bg: 'bg.muted' }}>
              <LuUser size="20" aria-hidden />
              <VisuallyHidden>User menu</VisuallyHidden>
              {expanded && (
                <Text fontSize="sm" truncate>
                  {email}
                </Text>
              )}
            </Flex>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {showChangePassword && (
                  <Menu.Item value="change-password" onClick={onChangePassword}>
                    Change password
                  </Menu.Item>
                )}
                <Menu.Item value="logout" onClick={onLogout}>
                  Log out
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <IconButton
          aria-label={pinned ? 'Collapse sidebar' : 'Expand sidebar'}
          variant="ghost"
          size="sm"
          alignSelf={expanded ? 'flex-end' : 'center'}
          onClick={() => send({ type: 'sidebar.toggle' })}
        >
          {pinned ? <LuChevronsLeft /> : <LuChevronsRight />}
        </IconButton>
      </Stack>
    </Flex>
  );
}
