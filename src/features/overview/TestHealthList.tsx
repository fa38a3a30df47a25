/** Failing tests: each links to its test, with its tally and a link to its latest run. */
import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { TestHealth } from '../../../machines/overview/overviewStats';
import { formatRunDate } from '../collections/runFormat';
import { RunStatusIcon } from '../runs/RunStatusIcon';
import { testName, type TestNames } from '../collections/RunGroupList';

type Props = { label: string; tests: TestHealth[]; suiteId: string; testNames: TestNames; emptyText: string };

export function TestHealthList({ label, tests, suiteId, testNames, emptyText }: Props) {
  if (tests.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack as="ul" aria-label={label} gap="2" listStyleType="none">
      {tests.map((test) => (
        <HStack as="li" key={test.testId} gap="2" wrap="wrap">
          <RunStatusIcon status={test.latestRun.status} />
          <Link asChild colorPalette="blue" variant="underline" fontWeight="medium">
            <RouterLink to={`/tests/${suiteId}/${test.testId}`}>{testName(testNames, test.testId)}</RouterLink>
          </Link>
          <Text color="fg.muted" fontSize="sm">
            {test.passed} passed, {test.failed} failed
          </Text>
          <Link asChild fontSize="sm" color="fg.muted" variant="underline" ms="auto">
            <RouterLink to={`/run/${suiteId}/${test.latestRun._id}`}>Latest run, {formatRunDate(test.latestRun.created_at)}</RouterLink>
          </Link>
        </HStack>
      ))}
    </Stack>
  );
}
