/**
 * 'Debug info' and 'Logs' (spec sections 7 and 8): two buttons and one dialog showing what the
 * server answered as preformatted text. It renders a testDiagnostics snapshot and sends events.
 */
import { Box, Button, Dialog, Heading, HStack, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuBug, LuScrollText } from 'react-icons/lu';
import type { SnapshotFrom } from 'xstate';
import type { TestDiagnosticsEvent, testDiagnosticsMachine } from '../../../machines/testDiagnostics/testDiagnostics.machine';
import { selectCanOpen, selectDiagnostics, type DiagnosticsView } from '../../../machines/testDiagnostics/testDiagnostics.selectors';
import { keyboardScrollable } from '../../ui/keyboardScrollable';

type Props = { snapshot: SnapshotFrom<typeof testDiagnosticsMachine>; send: (event: TestDiagnosticsEvent) => void };

export const NO_DEBUG_TEXT = 'No debug information';
export const NO_LOGS_TEXT = 'No log files';

function Preformatted({ text }: { text: string }) {
  return (
    <Box
      as="pre"
      {...keyboardScrollable}
      bg="bg.muted"
      borderRadius="md"
      p="3"
      overflow="auto"
      maxH="60vh"
      fontSize="xs"
      fontFamily="mono"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
    >
      {text}
    </Box>
  );
}

function Contents({ view }: { view: DiagnosticsView }) {
  switch (view.kind) {
    case 'loading':
      return <Spinner role="status" aria-label={`Loading ${view.title.toLowerCase()}`} />;
    case 'debug':
      return <Preformatted text={view.text} />;
    case 'noDebug':
      return <Text color="fg.muted">{NO_DEBUG_TEXT}</Text>;
    case 'logs':
      if (view.logs.length === 0) return <Text color="fg.muted">{NO_LOGS_TEXT}</Text>;
      return (
        <Stack gap="4">
          {view.logs.map((log) => (
            <Stack key={log.name} gap="1" as="section" aria-label={log.name}>
              <Heading as="h4" size="xs" fontFamily="mono">
                {log.name}
              </Heading>
              <Preformatted text={log.content} />
            </Stack>
          ))}
        </Stack>
      );
    default:
      return null;
  }
}

export function DiagnosticsPanel({ snapshot, send }: Props) {
  const view = selectDiagnostics(snapshot);
  const canOpen = selectCanOpen(snapshot);
  return (
    <>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={!canOpen} onClick={() => send({ type: 'debug.open' })}>
          <LuBug /> Debug info
        </Button>
        <Button size="sm" variant="outline" disabled={!canOpen} onClick={() => send({ type: 'logs.open' })}>
          <LuScrollText /> Logs
        </Button>
      </HStack>
      <Dialog.Root
        open={view.kind !== 'closed'}
        size="lg"
        scrollBehavior="inside"
        onOpenChange={(details) => !details.open && send({ type: 'diagnostics.close' })}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content aria-label={view.kind === 'closed' ? undefined : view.title}>
              <Dialog.Header>
                <Dialog.Title>{view.kind === 'closed' ? '' : view.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Contents view={view} />
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => send({ type: 'diagnostics.close' })}>
                  Close
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
