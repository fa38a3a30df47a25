/** The run's logs (output.log, console.log, network.log) in tabs of monospace text. */
import { Box, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { selectLogs } from '../../../machines/runView/runView.selectors';
import type { RunViewProps } from './runTypes';
import { keyboardScrollable } from '../../ui/keyboardScrollable';

export const NO_LOGS_TEXT = 'No logs yet.';
export const LOG_UNAVAILABLE_TEXT = 'This log could not be fetched.';

export function RunLogs({ snapshot }: Pick<RunViewProps, 'snapshot'>) {
  const logs = selectLogs(snapshot);
  return (
    <Stack gap="2" as="section" aria-labelledby="run-logs">
      <Heading as="h3" size="sm" id="run-logs">
        Logs
      </Heading>
      {logs.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {NO_LOGS_TEXT}
        </Text>
      ) : (
        // Which log shows is a view choice, not behaviour: the tabs keep it themselves.
        <Tabs.Root defaultValue={logs[0]!.name} variant="line" size="sm" lazyMount>
          <Tabs.List>
            {logs.map((log) => (
              <Tabs.Trigger key={log.name} value={log.name} fontFamily="mono">
                {log.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {logs.map((log) => (
            <Tabs.Content key={log.name} value={log.name}>
              {log.content === null ? (
                <Text color="fg.muted" fontSize="sm">
                  {LOG_UNAVAILABLE_TEXT}
                </Text>
              ) : (
                <Box
                  as="pre"
                  {...keyboardScrollable}
                  bg="bg.muted"
                  borderRadius="md"
                  p="3"
                  overflow="auto"
                  maxH="24rem"
                  fontSize="xs"
                  fontFamily="mono"
                  whiteSpace="pre-wrap"
                  wordBreak="break-word"
                  data-log={log.name}
                >
                  {log.content || ' '}
                </Box>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Stack>
  );
}
