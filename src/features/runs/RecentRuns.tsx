/**
 * The test's newest runs on its page: status icon, when, a link to each run's view, Flaky when
 * it passed only on a retry, and the environment it ran against; above them, the Environment
 * filter (All or one of the project's environments).
 */
import { Button, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { EnvironmentOption } from '../../../machines/environments/environments.selectors';
import { selectRecentRuns, selectRunsFilter } from '../../../machines/testRuns/testRuns.selectors';
import { EnvironmentBadge } from './EnvironmentBadge';
import { EnvironmentSelect } from './EnvironmentSelect';
import { formatDateTime } from './format';
import { FlakyBadge } from './FlakyBadge';
import { RunStatusIcon } from './RunStatusIcon';
import type { TestRunsProps } from './runTypes';

export const NO_RUNS_TEXT = 'No runs yet.';
export const FETCH_RUNS_FAILED_TEXT = 'Unable to fetch the test runs';
export const NO_RUNS_IN_ENVIRONMENT_TEXT = 'No runs in this environment yet.';

type Props = TestRunsProps & {
  /** The project's environments, for the filter (Settings → Environments). */
  environments: ReadonlyArray<EnvironmentOption>;
};

function Contents({ snapshot, send }: TestRunsProps) {
  const view = selectRecentRuns(snapshot);
  switch (view.kind) {
    case 'loading':
      return <Skeleton height="16" role="status" aria-label="Loading the runs" />;
    case 'failed':
      return (
        <HStack gap="3" role="alert">
          <Text color="fg.error" fontSize="sm">
            {FETCH_RUNS_FAILED_TEXT}
          </Text>
          <Button size="xs" variant="outline" onClick={() => send({ type: 'runs.retry' })}>
            Retry
          </Button>
        </HStack>
      );
    case 'list':
      if (view.rows.length === 0)
        return (
          <Text color="fg.muted" fontSize="sm">
            {selectRunsFilter(snapshot).environment === null ? NO_RUNS_TEXT : NO_RUNS_IN_ENVIRONMENT_TEXT}
          </Text>
        );
      return (
        <Stack gap="1">
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Recent runs">
            {view.rows.map((row) => (
              <HStack as="li" key={row.id} gap="2" fontSize="sm">
                <RunStatusIcon status={row.status} />
                <Link asChild variant="underline">
                  <RouterLink to={row.path}>{row.statusLabel}</RouterLink>
                </Link>
                {row.flaky && <FlakyBadge />}
                {row.environment && <EnvironmentBadge name={row.environment} />}
                <Text asChild color="fg.muted">
                  <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                </Text>
              </HStack>
            ))}
          </Stack>
          {view.total > view.rows.length && (
            <Text color="fg.muted" fontSize="xs">
              The {view.rows.length} newest of {view.total} runs.
            </Text>
          )}
        </Stack>
      );
  }
}

function Filter({ snapshot, send, environments }: Props) {
  const filter = selectRunsFilter(snapshot);
  // Nothing to choose from: a project without environments shows no filter.
  if (environments.length === 0 && filter.environment === null) return null;
  return (
    <EnvironmentSelect
      label="Environment"
      allLabel="All"
      options={environments}
      by="name"
      size="xs"
      value={filter.environment}
      disabled={!filter.canChange}
      onChange={(environment) => send({ type: 'runs.filter', environment })}
    />
  );
}

export function RecentRuns({ environments, ...props }: Props) {
  return (
    <Stack gap="2" as="section" aria-labelledby="recent-runs">
      <Heading as="h3" size="sm" id="recent-runs">
        Recent runs
      </Heading>
      <Filter {...props} environments={environments} />
      <Contents {...props} />
    </Stack>
  );
}
