/**
 * The Overview's lists from the project's flake rates: its flaky tests (each with its rate over
 * its last verdicts) and its quarantined tests (each with its reason), each linking to its test.
 */
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { describeTestFlakeRate, type TestFlakiness } from '../../../machines/collections/flakiness';
import { percent } from '../../../rules/quarantine';

export const FLAKE_RATES_UNAVAILABLE = 'Flake rates are unavailable right now.';

type Props = { tests: TestFlakiness[]; suiteId: string; unavailable: boolean };

function TestLink({ suiteId, test }: { suiteId: string; test: TestFlakiness }) {
  return (
    <Link asChild colorPalette="blue" variant="underline" fontWeight="medium">
      <RouterLink to={`/tests/${suiteId}/${test.test_case_id}`}>{test.name}</RouterLink>
    </Link>
  );
}

export function FlakyTestList({ tests, suiteId, unavailable }: Props) {
  if (unavailable) return <Text color="fg.muted">{FLAKE_RATES_UNAVAILABLE}</Text>;
  if (tests.length === 0) return <Text color="fg.muted">No test passed only on a retry among its last verdicts.</Text>;
  return (
    <Stack as="ul" aria-label="Flaky tests" gap="2" listStyleType="none">
      {tests.map((test) => (
        <HStack as="li" key={test.test_case_id} gap="2" wrap="wrap">
          <TestLink suiteId={suiteId} test={test} />
          <Text color="fg.muted" fontSize="sm">
            {describeTestFlakeRate(test)}
          </Text>
          {test.quarantined && (
            <Badge size="sm" colorPalette="orange" title={test.quarantine_reason ?? undefined}>
              Quarantined
            </Badge>
          )}
        </HStack>
      ))}
    </Stack>
  );
}

/** `rule`: the project's threshold, null when its rule is off. */
export function QuarantinedTestList({ tests, suiteId, unavailable, rule }: Props & { rule: number | null }) {
  if (unavailable) return <Text color="fg.muted">{FLAKE_RATES_UNAVAILABLE}</Text>;
  return (
    <Stack gap="2">
      {rule !== null && (
        <Text fontSize="sm" color="fg.muted">
          Tests whose flake rate reaches {percent(rule)} are quarantined automatically.
        </Text>
      )}
      {tests.length === 0 ? (
        <Text color="fg.muted">No test is quarantined.</Text>
      ) : (
        <Stack as="ul" aria-label="Quarantined tests" gap="2" listStyleType="none">
          {tests.map((test) => (
            <Stack as="li" key={test.test_case_id} gap="0">
              <TestLink suiteId={suiteId} test={test} />
              <Text color="fg.muted" fontSize="sm">
                {test.quarantine_reason ?? 'No reason given.'}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
