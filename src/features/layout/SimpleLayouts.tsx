/**
 * The layout without the sidebar of the auth screens and create-org, and the product's name
 * it shares with the public layout (PublicLayout.tsx). It stays apart from the public layout,
 * whose user menu the login screen has no use for.
 */
import { Box, Flex, HStack, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { LuFlaskConical } from 'react-icons/lu';

export function Brand() {
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
