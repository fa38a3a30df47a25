import { Center, Heading, Stack, Text } from '@chakra-ui/react';

/** Shown when a test is refused for targeting Critical Journey itself. */
export function BadSelfTestRequest() {
  return (
    <Center py="16">
      <Stack align="center" gap="2" maxW="lg" textAlign="center">
        <Heading size="md">Won't test Critical Journey</Heading>
        <Text color="fg.muted">This test targets the address of Critical Journey itself. Point the test at the website you want to test.</Text>
      </Stack>
    </Center>
  );
}
