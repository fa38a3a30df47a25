/**
 * The run's head: its status, its test (a link back to the test) and the environment it ran
 * against, Cancel while it is active or 'Run again' once it ended (in the same environment), its
 * times, its final message, the overrides it ran with, and its trace.
 */
import { Alert, Button, DataList, Flex, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuRotateCw, LuX } from 'react-icons/lu';
import { runStatusKind } from '../../../machines/testRuns/runStatus';
import { selectActions, selectCanRetryTrace, selectTrace, type RunSummaryView } from '../../../machines/runView/runView.selectors';
import { formatDateTime, formatDuration } from './format';
import { RunStatusIcon } from './RunStatusIcon';
import { FlakyBadge } from './FlakyBadge';
import type { RunViewProps } from './runTypes';
import { TraceLinks } from './TraceLinks';

function Actions({ snapshot, send }: RunViewProps) {
  const actions = selectActions(snapshot);
  return (
    <HStack gap="2">
      {actions.cancel !== 'hidden' && (
        <Button size="sm" variant="outline" loading={actions.cancel === 'busy'} loadingText="Cancel" onClick={() => send({ type: 'run.cancel' })}>
          <LuX /> Cancel
        </Button>
      )}
      {actions.runAgain !== 'hidden' && (
        <Button
          size="sm"
          colorPalette="green"
          loading={actions.runAgain === 'busy'}
          loadingText="Run again"
          onClick={() => send({ type: 'run.again' })}
        >
          <LuRotateCw /> Run again
        </Button>
      )}
    </HStack>
  );
}

function Facts({ items, label }: { items: Array<[string, string]>; label: string }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" aria-label={label}>
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

export function RunSummary({ summary, snapshot, send }: RunViewProps & { summary: RunSummaryView }) {
  const kind = runStatusKind(summary.status);
  const trace = selectTrace(snapshot);
  return (
    <Stack gap="4">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap" as="header">
        <Stack gap="1" minW="0">
          <HStack gap="2">
            <RunStatusIcon status={summary.status} size="xl" />
            <Heading as="h2" size="md" data-testid="run-status">
              {summary.statusLabel}
            </Heading>
            {summary.flaky && <FlakyBadge size="md" />}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            Run of{' '}
            <Link asChild variant="underline" color="fg">
              <RouterLink to={summary.test.path}>{summary.test.name}</RouterLink>
            </Link>
            {summary.environment && (
              <>
                {' in '}
                <Text as="span" color="fg" fontWeight="medium" data-testid="run-environment">
                  {summary.environment.name}
                </Text>
                {summary.environment.deleted && ' (since deleted)'}
              </>
            )}
          </Text>
        </Stack>
        <Actions snapshot={snapshot} send={send} />
      </Flex>
      {summary.finalMessage && (
        <Alert.Root status={kind === 'failed' ? 'error' : kind === 'error' ? 'warning' : 'info'} size="sm">
          <Alert.Indicator />
          <Alert.Description data-testid="run-final-message">{summary.finalMessage}</Alert.Description>
        </Alert.Root>
      )}
      <Facts
        label="Times"
        items={[
          ['Created', formatDateTime(summary.createdAt)],
          ['Started', formatDateTime(summary.startedAt)],
          ['Finished', formatDateTime(summary.finishedAt)],
          ['Duration', formatDuration(summary.durationMs)],
          ...(summary.attempts > 1 ? [['Attempts', String(summary.attempts)] as [string, string]] : []),
        ]}
      />
      {(summary.overrides.length > 0 || summary.websiteUrlOverride) && (
        <Stack gap="2" as="section" aria-labelledby="run-overrides">
          <Heading as="h3" size="xs" id="run-overrides">
            Overrides
          </Heading>
          <Facts
            label="Overrides"
            items={[...summary.overrides, ...(summary.websiteUrlOverride ? [['Website URL', summary.websiteUrlOverride] as [string, string]] : [])]}
          />
        </Stack>
      )}
      {trace && <TraceLinks trace={trace} canRetry={selectCanRetryTrace(snapshot)} send={send} />}
    </Stack>
  );
}
