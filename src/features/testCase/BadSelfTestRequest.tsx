import { Center, Heading, Stack, Text } from '@chakra-ui/react';

/**
 * Where the test editor sends a person whose test was refused for targeting Critical Journey
 * itself (spec section 8: the self-test 400 toasts 'Won't test Critical Journey' and redirects here).
 */
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
