/**
 * The public test page's bar: for anonymous visitors an invitation with 'Know more' and
 * 'Book a demo'; for signed-in users the user menu (profile name, e-mail, Logout).
 */
import { Button, HStack, Link, Menu, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuUser } from 'react-icons/lu';
import { BOOK_DEMO_URL, KNOW_MORE_URL } from '../../app/brand';
import { TAGLINE_MIN_WIDTH, hiddenBelow } from './SimpleLayouts';

type Props = { user: { email: string; name?: string | null } | null; onLogout: () => void };

export function PublicBar({ user, onLogout }: Props) {
  if (!user) {
    return (
      <HStack gap="4">
        <Text fontSize="sm" css={hiddenBelow(TAGLINE_MIN_WIDTH)}>
          Ready to catch bugs before your customers do?
        </Text>
        <Link href={KNOW_MORE_URL} fontSize="sm">
          Know more
        </Link>
        <Link href={BOOK_DEMO_URL} fontSize="sm">
          Book a demo
        </Link>
      </HStack>
    );
  }
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm">
          <LuUser aria-hidden /> <VisuallyHidden>User menu</VisuallyHidden> {user.name ?? user.email}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Stack gap="0" px="2" py="1.5">
              {user.name && <Text fontWeight="semibold">{user.name}</Text>}
              <Text fontSize="sm" color="fg.muted">
                {user.email}
              </Text>
            </Stack>
            <Menu.Separator />
            <Menu.Item value="logout" onClick={onLogout}>
              Logout
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
