/** The layout of the public test pages: the product's name and the visitor's menu, no sidebar. */
import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { useSelector } from '@xstate/react';
import { selectUser } from '../../../machines/session/session.selectors';
import { appActors } from '../../wiring/page';
import { Brand } from './SimpleLayouts';
import { PublicBar } from './PublicBar';

/** Public test pages always show the default product logo, never an organization's. */
export function PublicLayout() {
  const { session } = appActors();
  const user = useSelector(session, selectUser);
  return (
    <Box minH="100vh">
      <Flex as="header" align="center" justify="space-between" px="6" py="3" borderBottomWidth="1px" wrap="wrap" gap="3">
        <Brand narrow />
        <PublicBar user={user} onLogout={() => session.send({ type: 'logout.requested' })} />
      </Flex>
      <Box as="main" px="6" py="4">
        <Outlet />
      </Box>
    </Box>
  );
}
