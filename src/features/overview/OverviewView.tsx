/**
 * The Overview (/home/{testSuiteId?}): the project's recent grouped runs, its pass rate over
 * time (a lazily loaded chart), its failing tests, and its flaky and quarantined tests by the
 * server's flake rates; the Environment filter (All or one of the project's environments) limits
 * the runs and groups to one environment. Renders the `overview` machine's snapshot and only
 * sends it events.
 */
import { Grid, Heading, HStack, IconButton, Skeleton, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { LuRefreshCw } from 'react-icons/lu';
import type { OverviewEvent, overviewMachine } from '../../../machines/overview/overview.machine';
import {
  selectFailingTests,
  selectFlakeRatesUnavailable,
  selectFlakyTests,
  selectGroups,
  selectHasFailed,
  selectIsLoading,
  selectIsReady,
  selectIsRefreshing,
  selectIsStale,
  selectPassRate,
  selectQuarantinedTests,
  selectQuarantineRule,
  selectEnvironmentFilter,
} from '../../../machines/overview/overview.selectors';
import type { EnvironmentOption } from '../../../machines/environments/environments.selectors';
import { EnvironmentSelect } from '../runs/EnvironmentSelect';
import { ErrorBlock } from '../../ui/ErrorBlock';
import { ListLoading } from '../../ui/ListLoading';
import { RunGroupList, type TestNames } from '../collections/RunGroupList';
import { FlakyTestList, QuarantinedTestList } from './FlakinessLists';
import { TestHealthList } from './TestHealthList';

const PassRateChart = lazy(() => import('./PassRateChart'));

export type OverviewProps = {
  snapshot: SnapshotFrom<typeof overviewMachine>;
  send: (event: OverviewEvent) => void;
  testNames: TestNames;
  /** The project's environments, for the filter (Settings → Environments). */
  environments: ReadonlyArray<EnvironmentOption>;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" p="4" borderWidth="1px" rounded="md" minW="0">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function RunsBased({ snapshot, send, testNames }: OverviewProps) {
  if (selectIsLoading(snapshot)) return <ListLoading label="Loading test runs" rows={4} height="10" />;
  if (selectHasFailed(snapshot)) return <ErrorBlock onRetry={() => send({ type: 'overview.retry' })} />;
  const suiteId = snapshot.context.suiteId;
  const days = selectPassRate(snapshot);
  const unavailable = selectFlakeRatesUnavailable(snapshot);
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
      <Section title="Pass rate">
        {days.length === 0 ? (
          <Text color="fg.muted">No finished runs yet.</Text>
        ) : (
          <Suspense fallback={<Skeleton height="48" role="status" aria-label="Loading the chart" />}>
            <PassRateChart days={days} />
          </Suspense>
        )}
      </Section>
      <Stack gap="6">
        <Section title="Failing tests">
          <TestHealthList
            label="Failing tests"
            tests={selectFailingTests(snapshot)}
            suiteId={suiteId}
            testNames={testNames}
            emptyText="No test failed its latest run."
          />
        </Section>
        <Section title="Flaky tests">
          <FlakyTestList tests={selectFlakyTests(snapshot)} suiteId={suiteId} unavailable={unavailable} />
        </Section>
        <Section title="Quarantined">
          <QuarantinedTestList
            tests={selectQuarantinedTests(snapshot)}
            suiteId={suiteId}
            unavailable={unavailable}
            rule={selectQuarantineRule(snapshot)}
          />
        </Section>
      </Stack>
    </Grid>
  );
}

export function OverviewView(props: OverviewProps) {
  const { snapshot, send, testNames, environments } = props;
  const environment = selectEnvironmentFilter(snapshot);
  // A project without environments has nothing to filter by.
  const filterable = environments.length > 0 || environment !== null;
  return (
    <Stack gap="6" maxW="6xl" mx="auto" py="6" px="4">
      <HStack gap="3">
        <Heading as="h1" size="2xl">
          Overview
        </Heading>
        {selectIsRefreshing(snapshot) && <Spinner size="sm" role="status" aria-label="Refreshing" />}
        {selectIsStale(snapshot) && (
          <Text color="fg.warning" fontSize="sm">
            Runs may be out of date.
          </Text>
        )}
        {filterable && (
          <HStack ms="auto">
            <EnvironmentSelect
              label="Environment"
              allLabel="All"
              options={environments}
              by="name"
              value={environment}
              onChange={(choice) => send({ type: 'overview.filter', environment: choice })}
            />
          </HStack>
        )}
        <IconButton
          size="sm"
          variant="ghost"
          ms={filterable ? undefined : 'auto'}
          aria-label="Refresh"
          disabled={!selectIsReady(snapshot)}
          onClick={() => send({ type: 'overview.refresh' })}
        >
          <LuRefreshCw />
        </IconButton>
      </HStack>
      <RunsBased {...props} />
      <Section title="Recent grouped runs">
        <RunGroupList
          label="Recent grouped runs"
          groups={selectGroups(snapshot)}
          suiteId={snapshot.context.suiteId}
          testNames={testNames}
          emptyText={environment === null ? 'No test suite has run yet.' : 'No test suite has run in this environment yet.'}
        />
      </Section>
    </Stack>
  );
}
