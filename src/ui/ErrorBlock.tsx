/** The generic error block: 'Something went wrong!' with Retry (reloads the page unless given a handler). */
import { Button, Center, Stack, Text } from '@chakra-ui/react';

export function ErrorBlock({ onRetry, detail }: { onRetry?: () => void; detail?: string | null }) {
  return (
    <Center py="16" role="alert">
      <Stack align="center" gap="3">
        <Text fontSize="lg" fontWeight="semibold">
          Something went wrong!
        </Text>
        {detail && (
          <Text color="fg.muted" fontSize="sm">
            {detail}
          </Text>
        )}
        <Button onClick={onRetry ?? (() => window.location.reload())}>Retry</Button>
      </Stack>
    </Center>
  );
}
