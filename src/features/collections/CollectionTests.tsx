/**
 * The selected collection's flake rate over its tests' last verdicts, and its tests, each
 * linking to its test, a quarantined one marked (its reason as the badge's title).
 */
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { describeCollectionFlakeRate } from '../../../machines/collections/flakiness';
import { selectFlakeRate, selectQuarantined } from '../../../machines/collections/collections.selectors';
import type { TestCollection } from '../../../machines/collections/collections.machine';
import type { CollectionsProps } from './collectionsProps';
import { testName } from './RunGroupList';

export function CollectionFlakeRate({ snapshot }: Pick<CollectionsProps, 'snapshot'>) {
  const rate = selectFlakeRate(snapshot);
  if (rate === null) return null;
  if (rate === 'loading') return <Text color="fg.muted">Loading the flake rate…</Text>;
  if (rate === 'unavailable') return <Text color="fg.muted">The flake rate is unavailable right now.</Text>;
  return <Text>{describeCollectionFlakeRate(rate)}</Text>;
}

export function CollectionTests({
  snapshot,
  testNames,
  collection,
}: Pick<CollectionsProps, 'snapshot' | 'testNames'> & { collection: TestCollection }) {
  if (collection.linked_test_ids.length === 0) return <Text color="fg.muted">No tests yet: use Edit tests to add some.</Text>;
  const quarantined = selectQuarantined(snapshot);
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Tests of the test suite">
      {collection.linked_test_ids.map((id) => (
        <HStack as="li" key={id} gap="2">
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to={`/tests/${snapshot.context.suiteId}/${id}`}>{testName(testNames, id)}</RouterLink>
          </Link>
          {id in quarantined && (
            <Badge size="sm" colorPalette="orange" title={quarantined[id] ?? 'Quarantined; no reason given.'}>
              Quarantined
            </Badge>
          )}
        </HStack>
      ))}
    </Stack>
  );
}
