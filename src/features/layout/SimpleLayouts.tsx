/** Layouts without the sidebar: the simple one (auth, create-org) and the public one. */
import { Box, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { LuFlaskConical } from 'react-icons/lu';
import { BOOK_DEMO_URL, KNOW_MORE_URL } from '../../app/brand';

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
  return (
    <Box minH="100vh">
      <Flex as="header" align="center" justify="space-between" px="6" py="3" borderBottomWidth="1px" wrap="wrap" gap="3">
        <Brand />
        <HStack gap="4">
          <Text fontSize="sm">Ready to catch bugs before your customers do?</Text>
          <Link href={KNOW_MORE_URL} fontSize="sm">
            Know more
          </Link>
          <Link href={BOOK_DEMO_URL} fontSize="sm">
            Book a demo
          </Link>
        </HStack>
      </Flex>
      <Box as="main" px="6" py="4">
        <Outlet />
      </Box>
    </Box>
  );
}
