/** The final Playwright script (TypeScript) with a Copy button; the app copies and confirms. */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import type { SnapshotFrom } from 'xstate';
import type { PublicTestEvent, publicTestMachine } from '../../../machines/publicTest/publicTest.machine';
import { selectCanCopyScript, selectScript } from '../../../machines/publicTest/publicTest.selectors';
import { keyboardScrollable } from '../../ui/keyboardScrollable';

type Props = { snapshot: SnapshotFrom<typeof publicTestMachine>; send: (event: PublicTestEvent) => void };

export const NO_SCRIPT_TEXT = 'The script appears here once the test is generated.';

export function PublicTestScript({ snapshot, send }: Props) {
  const script = selectScript(snapshot);
  return (
    <Stack gap="3" as="section" aria-labelledby="public-test-script">
      <HStack justify="space-between">
        <Heading as="h2" size="md" id="public-test-script">
          Script (TypeScript)
        </Heading>
        {script !== null && (
          <Button size="sm" variant="outline" disabled={!selectCanCopyScript(snapshot)} onClick={() => send({ type: 'script.copy' })}>
            <LuCopy /> Copy
          </Button>
        )}
      </HStack>
      {script === null ? (
        <Text color="fg.muted">{NO_SCRIPT_TEXT}</Text>
      ) : (
        <Box
          as="pre"
          {...keyboardScrollable}
          bg="bg.muted"
          borderRadius="md"
          p="4"
          overflowX="auto"
          fontSize="sm"
          fontFamily="mono"
          data-language="typescript"
        >
          <code>{script}</code>
        </Box>
      )}
    </Stack>
  );
}
