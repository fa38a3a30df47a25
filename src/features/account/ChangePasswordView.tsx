/** The Change Password page (/change-password, also the reset-password e-mail's target). */
import { Box, Heading, Stack } from '@chakra-ui/react';
import { ChangePasswordForm, type ChangePasswordProps } from './ChangePasswordForm';

export function ChangePasswordView({ snapshot, send }: ChangePasswordProps) {
  return (
    <Box maxW="sm" mx="auto" mt="16" px="6" py="8" borderWidth="1px" rounded="lg" bg="bg.panel">
      <Stack gap="6">
        <Heading as="h1" size="lg" textAlign="center">
          Change Password
        </Heading>
        <ChangePasswordForm snapshot={snapshot} send={send} />
      </Stack>
    </Box>
  );
}
