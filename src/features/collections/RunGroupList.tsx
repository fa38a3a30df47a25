/**
 * Groups of runs (one 'run all' each), newest first: status, what ran, the environment it ran
 * against, when, and the tally;
 * each opens to its runs (Flaky beside one that passed only on a retry), every run linking to the run view (/run/{testSuiteId}/{runId}).
 * Shared by the Test suites history and the Overview's recent grouped runs.
 */
import { Accordion, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { countRuns, type CollectionRun } from '../../../machines/collections/runGroups';
import { formatRunDate, statusLabel } from './runFormat';
import { EnvironmentBadge } from '../runs/EnvironmentBadge';
import { FlakyBadge } from '../runs/FlakyBadge';
import { RunStatusIcon } from '../runs/RunStatusIcon';

export type TestNames = Readonly<Record<string, string>>;

export const testName = (names: TestNames, testId: string) => names[testId] ?? `Test ${testId.slice(0, 8)}`;

/** '2 tests: 1 passed, 1 failed'; a pass on a retry counts apart: '2 tests: 1 passed, 1 flaky'. */
function tally(group: CollectionRun): string {
  const counts = countRuns(group.runs);
  const parts = [
    counts.passed && `${counts.passed} passed`,
    counts.flaky && `${counts.flaky} flaky`,
    counts.failed && `${counts.failed} failed`,
    counts.running && `${counts.running} running`,
    counts.notRunnable && `${counts.notRunnable} not runnable`,
    counts.stopped && `${counts.stopped} stopped`,
  ].filter(Boolean);
  const tests = `${counts.total} ${counts.total === 1 ? 'test' : 'tests'}`;
  return parts.length ? `${tests}: ${parts.join(', ')}` : tests;
}

type Props = {
  label: string;
  groups: CollectionRun[];
  suiteId: string;
  testNames: TestNames;
  /** Shown instead of an empty list. */
  emptyText: string;
};

export function RunGroupList({ label, groups, suiteId, testNames, emptyText }: Props) {
  if (groups.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Accordion.Root multiple collapsible aria-label={label} variant="outline" size="sm">
      {groups.map((group) => (
        <Accordion.Item key={group._id} value={group._id}>
          <Accordion.ItemTrigger>
            <HStack gap="3" flex="1" minW="0">
              <RunStatusIcon status={group.status} />
              <Text fontWeight="medium" truncate>
                {group.collection_id === null ? 'All tests' : (group.collection_name ?? 'Deleted test suite')}
              </Text>
              {group.environment && <EnvironmentBadge name={group.environment.name} />}
              <Text color="fg.muted" fontSize="sm" whiteSpace="nowrap">
                {formatRunDate(group.created_at)}
              </Text>
              <Text color="fg.muted" fontSize="sm" ms="auto" whiteSpace="nowrap">
                {tally(group)}
              </Text>
            </HStack>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <Stack as="ul" gap="1" listStyleType="none" aria-label={`Runs of ${formatRunDate(group.created_at)}`}>
                {group.runs.map((run) => (
                  <HStack as="li" key={run._id} gap="2">
                    <RunStatusIcon status={run.status} />
                    <Link asChild colorPalette="blue" variant="underline">
                      <RouterLink to={`/run/${suiteId}/${run._id}`}>{testName(testNames, run.test_case_id)}</RouterLink>
                    </Link>
                    <Text color="fg.muted" fontSize="sm">
                      {statusLabel(run.status)}
                    </Text>
                    {run.flaky && <FlakyBadge />}
                  </HStack>
                ))}
              </Stack>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
