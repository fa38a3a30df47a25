/** Layouts without the sidebar: the simple one (auth, create-org) and the public one. */
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { LuFlaskConical } from 'react-icons/lu';
import { useSelector } from '@xstate/react';
import { selectUser } from '../../../machines/session/session.selectors';
import { appActors } from '../../app/appActors';
import { PublicBar } from './PublicBar';
import { logoutConfirmation } from './sidebarLinks';

function Brand() {
  return (
    <HStack gap="2">
      <LuFlaskConical size="24" aria-hidden />
      <Text fontWeight="bold">Critical Journey</Text>
    </HStack>
  );
}

export function SimpleLayout() {
  return (
    <Flex direction="column" minH="100vh" align="center" pt="16" px="4">
      <Brand />
      <Box mt="8" w="full" maxW="md">
        <Outlet />
      </Box>
    </Flex>
  );
}

/** Public test pages always show the default product logo, never an organization's. */
export function PublicLayout() {
  const { session, confirmDialog } = appActors();
  const user = useSelector(session, selectUser);
  return (
    <Box minH="100vh">
      <Flex as="header" align="center" justify="space-between" px="6" py="3" borderBottomWidth="1px" wrap="wrap" gap="3">
        <Brand />
        <PublicBar user={user} onLogout={() => confirmDialog.send({ type: 'dialog.open', options: logoutConfirmation })} />
      </Flex>
      <Box as="main" px="6" py="4">
        <Outlet />
      </Box>
    </Box>
  );
}
