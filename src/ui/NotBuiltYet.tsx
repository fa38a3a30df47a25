/** Screens whose issue has not landed say so plainly instead of pretending. */
import { Center, Heading, Stack, Text } from '@chakra-ui/react';

export function NotBuiltYet({ screen, issue }: { screen: string; issue: number }) {
  return (
    <Center py="16">
      <Stack align="center" gap="2" maxW="md" textAlign="center">
        <Heading size="md">{screen}</Heading>
        <Text color="fg.muted">This screen is not built yet. It arrives with issue #{issue}.</Text>
      </Stack>
    </Center>
  );
}
