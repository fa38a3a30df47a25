/**
 * The run view (/run/{testSuiteId}/{runId}): a skeleton while the run loads, 'Run not found'
 * for a run that does not exist, the generic error block with Retry for a failure, otherwise the
 * run's summary, the heal it proposes (its own panel, the child the view spawned), its steps, its
 * earlier attempts when it was retried, and its logs. It renders a runView snapshot and sends events.
 */
import { Center, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  selectFetchError,
  selectHealProposal,
  selectIsFailed,
  selectIsLoading,
  selectIsNotFound,
  selectSummary,
} from '../../../machines/runView/runView.selectors';
import { ErrorBlock } from '../../ui/ErrorBlock';
import { ConnectedHealProposal } from './HealProposalConnected';
import { RunLogs } from './RunLogs';
import { RunAttempts } from './RunAttempts';
import { RunScreenshots } from './RunScreenshots';
import { RunSteps } from './RunSteps';
import { RunSummary } from './RunSummary';
import type { RunViewProps } from './runTypes';

export const NOT_FOUND_TITLE = 'Run not found';
export const NOT_FOUND_TEXT = 'This run does not exist, or it was deleted.';

export function RunView({ snapshot, send }: RunViewProps) {
  if (selectIsLoading(snapshot)) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label="Loading the run">
        <Skeleton height="6" width="30%" />
        <Skeleton height="24" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  if (selectIsFailed(snapshot)) return <ErrorBlock detail={selectFetchError(snapshot)} onRetry={() => send({ type: 'run.retry' })} />;
  const summary = selectSummary(snapshot);
  if (selectIsNotFound(snapshot) || !summary) {
    return (
      <Center py="16">
        <Stack align="center" gap="2" textAlign="center">
          <Heading size="md">{NOT_FOUND_TITLE}</Heading>
          <Text color="fg.muted">{NOT_FOUND_TEXT}</Text>
        </Stack>
      </Center>
    );
  }
  const heal = selectHealProposal(snapshot);
  return (
    <Stack gap="8" as="article" aria-label={`Run of ${summary.test.name}`}>
      <RunSummary summary={summary} snapshot={snapshot} send={send} />
      {heal && <ConnectedHealProposal heal={heal} />}
      <RunScreenshots runId={summary.runId} snapshot={snapshot} send={send}>
        <RunSteps snapshot={snapshot} send={send} />
        <RunAttempts runId={summary.runId} snapshot={snapshot} send={send} />
      </RunScreenshots>
      <RunLogs snapshot={snapshot} />
    </Stack>
  );
}
